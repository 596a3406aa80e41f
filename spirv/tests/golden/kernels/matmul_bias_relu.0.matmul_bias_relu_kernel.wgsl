struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_bias_relu_kernel_1() {
    var phi_65_: i32;

    let _e16 = global;
    let _e18 = bitcast<i32>(_e16.x);
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.y);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = (_e18 * -32i);
    if ((_e28 + -8i) >= 0i) {
        let _e32 = ((_e21 * 8i) + _e27);
        let _e34 = ((_e18 * 32i) + _e24);
        arg0_.member[((_e32 * 24i) + _e34)] = 0f;
        arg0_.member[((_e32 * 24i) + (_e34 + 16i))] = 0f;
    } else {
        phi_65_ = 0i;
        loop {
            let _e45 = phi_65_;
            if (_e45 < 2i) {
            } else {
                break;
            }
            if (((((_e45 * -16i) + _e28) - _e24) + 23i) >= 0i) {
                arg0_.member[((((_e21 * 8i) + _e27) * 24i) + (((_e45 * 16i) + (_e18 * 32i)) + _e24))] = 0f;
            }
            continue;
            continuing {
                phi_65_ = (_e45 + 1i);
            }
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
