struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn transpose_kernel_1() {
    var phi_83_: i32;

    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.y);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.y);
    let _e30 = (_e20 * -48i);
    if ((_e30 + -8i) >= 0i) {
        let _e34 = ((_e20 * 48i) + _e26);
        let _e36 = ((_e23 * 8i) + _e29);
        let _e37 = (_e34 + 16i);
        let _e38 = (_e34 + 32i);
        let _e43 = arg0_.member[((_e34 * 24i) + _e36)];
        let _e48 = arg0_.member[((_e37 * 24i) + _e36)];
        let _e53 = arg0_.member[((_e38 * 24i) + _e36)];
        arg1_.member[((_e36 * 40i) + _e34)] = _e43;
        arg1_.member[((_e36 * 40i) + _e37)] = _e48;
        arg1_.member[((_e36 * 40i) + _e38)] = _e53;
    } else {
        phi_83_ = 0i;
        loop {
            let _e67 = phi_83_;
            if (_e67 < 3i) {
            } else {
                break;
            }
            let _e72 = (((_e67 * 16i) + (_e20 * 48i)) + _e26);
            let _e74 = ((_e23 * 8i) + _e29);
            if (((((_e67 * -16i) + _e30) - _e26) + 39i) >= 0i) {
                let _e84 = arg0_.member[((_e72 * 24i) + _e74)];
                arg1_.member[((_e74 * 40i) + _e72)] = _e84;
            }
            continue;
            continuing {
                phi_83_ = (_e67 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn transpose_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    transpose_kernel_1();
}
