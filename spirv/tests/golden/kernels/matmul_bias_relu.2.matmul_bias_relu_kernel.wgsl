struct type_3 {
    member: array<f32, 768>,
}

struct type_6 {
    member: array<f32, 24>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_bias_relu_kernel_1() {
    var phi_94_: i32;

    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.y);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.y);
    let _e30 = (_e20 * -32i);
    if ((_e30 + -8i) >= 0i) {
        let _e34 = ((_e23 * 8i) + _e29);
        let _e36 = ((_e20 * 32i) + _e26);
        let _e37 = (_e36 + 16i);
        let _e42 = arg0_.member[((_e34 * 24i) + _e36)];
        let _e47 = arg0_.member[((_e34 * 24i) + _e37)];
        let _e50 = arg1_.member[_e36];
        let _e53 = arg1_.member[_e37];
        let _e54 = (_e42 + _e50);
        let _e55 = (_e47 + _e53);
        arg0_.member[((_e34 * 24i) + _e36)] = select(select(max(_e54, 0f), 0f, (0f != 0f)), _e54, (_e54 != _e54));
        arg0_.member[((_e34 * 24i) + _e37)] = select(select(max(_e55, 0f), 0f, (0f != 0f)), _e55, (_e55 != _e55));
    } else {
        phi_94_ = 0i;
        loop {
            let _e75 = phi_94_;
            if (_e75 < 2i) {
            } else {
                break;
            }
            let _e78 = ((_e23 * 8i) + _e29);
            let _e82 = (((_e75 * 16i) + (_e20 * 32i)) + _e26);
            if (((((_e75 * -16i) + _e30) - _e26) + 23i) >= 0i) {
                let _e92 = arg0_.member[((_e78 * 24i) + _e82)];
                let _e95 = arg1_.member[_e82];
                let _e96 = (_e92 + _e95);
                arg0_.member[((_e78 * 24i) + _e82)] = select(select(max(_e96, 0f), 0f, (0f != 0f)), _e96, (_e96 != _e96));
            }
            continue;
            continuing {
                phi_94_ = (_e75 + 1i);
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
