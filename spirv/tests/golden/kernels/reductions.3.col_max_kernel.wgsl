struct type_3 {
    member: array<f32, 24>,
}

struct type_6 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;
var<private> global_2: vec3<u32>;

fn col_max_kernel_1() {
    var phi_48_: i32;
    var phi_49_: f32;
    var phi_62_: f32;

    let _e12 = global;
    let _e14 = global_1;
    let _e17 = global_2;
    let _e21 = ((bitcast<i32>(_e14.x) * 24i) + bitcast<i32>(_e17.x));
    arg0_.member[_e21] = bitcast<f32>(_e12);
    let _e26 = arg0_.member[_e21];
    phi_48_ = 0i;
    phi_49_ = _e26;
    loop {
        let _e28 = phi_48_;
        let _e30 = phi_49_;
        let _e35 = arg1_.member[((_e28 * 24i) + _e21)];
        let _e40 = select(select(max(_e30, _e35), _e35, (_e35 != _e35)), _e30, (_e30 != _e30));
        continue;
        continuing {
            let _e41 = (_e28 + 1i);
            phi_48_ = _e41;
            phi_49_ = _e40;
            phi_62_ = _e40;
            break if !((_e41 < 40i));
        }
    }
    let _e45 = phi_62_;
    arg0_.member[_e21] = _e45;
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn col_max_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    col_max_kernel_1();
}
