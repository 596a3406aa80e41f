struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn silu_kernel_1() {
    var phi_95_: i32;

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
        let _e34 = ((_e23 * 8i) + _e29);
        let _e36 = ((_e20 * 48i) + _e26);
        let _e37 = (_e36 + 16i);
        let _e38 = (_e36 + 32i);
        let _e43 = arg0_.member[((_e34 * 40i) + _e36)];
        let _e48 = arg0_.member[((_e34 * 40i) + _e37)];
        let _e53 = arg0_.member[((_e34 * 40i) + _e38)];
        arg1_.member[((_e34 * 40i) + _e36)] = (_e43 / (exp(-(_e43)) + 1f));
        arg1_.member[((_e34 * 40i) + _e37)] = (_e48 / (exp(-(_e48)) + 1f));
        arg1_.member[((_e34 * 40i) + _e38)] = (_e53 / (exp(-(_e53)) + 1f));
    } else {
        phi_95_ = 0i;
        loop {
            let _e79 = phi_95_;
            if (_e79 < 3i) {
            } else {
                break;
            }
            let _e82 = ((_e23 * 8i) + _e29);
            let _e86 = (((_e79 * 16i) + (_e20 * 48i)) + _e26);
            if (((((_e79 * -16i) + _e30) - _e26) + 39i) >= 0i) {
                let _e96 = arg0_.member[((_e82 * 40i) + _e86)];
                arg1_.member[((_e82 * 40i) + _e86)] = (_e96 / (exp(-(_e96)) + 1f));
            }
            continue;
            continuing {
                phi_95_ = (_e79 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn silu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    silu_kernel_1();
}
