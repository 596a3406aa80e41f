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
var<private> global: vec3<u32>;

fn col_sum_kernel_1() {
    var phi_37_: i32;
    var phi_38_: f32;
    var phi_45_: f32;
    var phi_49_: f32;

    let _e10 = global;
    let _e12 = bitcast<i32>(_e10.x);
    arg0_.member[_e12] = 0f;
    let _e17 = arg0_.member[_e12];
    phi_37_ = 0i;
    phi_38_ = _e17;
    loop {
        let _e19 = phi_37_;
        let _e21 = phi_38_;
        let _e26 = arg1_.member[((_e19 * 24i) + _e12)];
        phi_45_ = (_e21 + _e26);
        continue;
        continuing {
            let _e29 = phi_45_;
            let _e30 = (_e19 + 1i);
            phi_37_ = _e30;
            phi_38_ = _e29;
            phi_49_ = _e29;
            break if !((_e30 < 40i));
        }
    }
    let _e34 = phi_49_;
    arg0_.member[_e12] = _e34;
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn col_sum_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    col_sum_kernel_1();
}
