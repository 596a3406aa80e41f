struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_bias_relu_kernel_1() {
    let _e11 = global;
    let _e13 = bitcast<i32>(_e11.x);
    let _e14 = global;
    let _e16 = bitcast<i32>(_e14.y);
    let _e17 = global_1;
    let _e19 = bitcast<i32>(_e17.x);
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.y);
    let _e23 = (_e13 * -16i);
    if ((_e23 + 8i) >= 0i) {
        arg0_.member[((((_e16 * 8i) + _e22) * 24i) + ((_e13 * 16i) + _e19))] = 0f;
    } else {
        if (((_e23 - _e19) + 23i) >= 0i) {
            arg0_.member[((((_e16 * 8i) + _e22) * 24i) + ((_e13 * 16i) + _e19))] = 0f;
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn matmul_bias_relu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_bias_relu_kernel_1();
}
