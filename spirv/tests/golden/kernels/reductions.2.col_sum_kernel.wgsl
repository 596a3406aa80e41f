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
var<private> global_1: vec3<u32>;

fn col_sum_kernel_1() {
    var phi_44_: i32;
    var phi_45_: f32;
    var phi_54_: f32;

    let _e11 = global;
    let _e14 = global_1;
    let _e18 = ((bitcast<i32>(_e11.x) * 24i) + bitcast<i32>(_e14.x));
    arg0_.member[_e18] = 0f;
    let _e23 = arg0_.member[_e18];
    phi_44_ = 0i;
    phi_45_ = _e23;
    loop {
        let _e25 = phi_44_;
        let _e27 = phi_45_;
        let _e32 = arg1_.member[((_e25 * 24i) + _e18)];
        let _e33 = (_e27 + _e32);
        continue;
        continuing {
            let _e34 = (_e25 + 1i);
            phi_44_ = _e34;
            phi_45_ = _e33;
            phi_54_ = _e33;
            break if !((_e34 < 40i));
        }
    }
    let _e38 = phi_54_;
    arg0_.member[_e18] = _e38;
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn col_sum_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    col_sum_kernel_1();
}
