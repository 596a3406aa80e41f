struct type_3 {
    member: array<f32, 960>,
}

struct type_6 {
    member: array<f32, 40>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_6;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn row_sum_kernel_1() {
    var phi_40_: i32;
    var phi_41_: f32;
    var local: f32;

    let _e11 = global;
    let _e14 = global_1;
    let _e18 = ((bitcast<i32>(_e11.x) * 40i) + bitcast<i32>(_e14.x));
    phi_40_ = 0i;
    phi_41_ = 0f;
    loop {
        let _e20 = phi_40_;
        let _e22 = phi_41_;
        local = _e22;
        if (_e20 < 24i) {
        } else {
            break;
        }
        let _e28 = arg0_.member[((_e18 * 24i) + _e20)];
        continue;
        continuing {
            phi_40_ = (_e20 + 1i);
            phi_41_ = (_e22 + _e28);
        }
    }
    let _e32 = local;
    arg1_.member[_e18] = (_e32 + 0f);
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_sum_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    row_sum_kernel_1();
}
