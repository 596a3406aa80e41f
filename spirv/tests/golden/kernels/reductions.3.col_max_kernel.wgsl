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

fn col_max_kernel_1() {
    var phi_41_: i32;
    var phi_42_: f32;
    var phi_54_: f32;
    var phi_57_: f32;

    let _e11 = global;
    let _e13 = global_1;
    let _e15 = bitcast<i32>(_e13.x);
    arg0_.member[_e15] = bitcast<f32>(_e11);
    let _e20 = arg0_.member[_e15];
    phi_41_ = 0i;
    phi_42_ = _e20;
    loop {
        let _e22 = phi_41_;
        let _e24 = phi_42_;
        let _e29 = arg1_.member[((_e22 * 24i) + _e15)];
        phi_54_ = select(select(max(_e24, _e29), _e29, (_e29 != _e29)), _e24, (_e24 != _e24));
        continue;
        continuing {
            let _e36 = phi_54_;
            let _e37 = (_e22 + 1i);
            phi_41_ = _e37;
            phi_42_ = _e36;
            phi_57_ = _e36;
            break if !((_e37 < 40i));
        }
    }
    let _e41 = phi_57_;
    arg0_.member[_e15] = _e41;
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn col_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    col_max_kernel_1();
}
