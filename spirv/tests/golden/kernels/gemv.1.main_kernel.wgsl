struct type_3 {
    member: array<f32, 1920>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_101_: i32;

    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = (_e22 * -48i);
    if ((_e32 + -8i) >= 0i) {
        let _e36 = ((_e25 * 8i) + _e31);
        let _e38 = ((_e22 * 48i) + _e28);
        let _e39 = (_e38 + 16i);
        let _e40 = (_e38 + 32i);
        let _e41 = (_e36 * 7i);
        let _e44 = ((_e41 + (_e38 * 3i)) % 13i);
        let _e50 = ((_e41 + (_e39 * 3i)) % 13i);
        let _e56 = ((_e41 + (_e40 * 3i)) % 13i);
        arg0_.member[((_e36 * 40i) + _e38)] = ((f32(select(_e44, (_e44 + 13i), (_e44 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[((_e36 * 40i) + _e39)] = ((f32(select(_e50, (_e50 + 13i), (_e50 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[((_e36 * 40i) + _e40)] = ((f32(select(_e56, (_e56 + 13i), (_e56 < 0i))) * 0.125f) - 0.75f);
    } else {
        phi_101_ = 0i;
        loop {
            let _e82 = phi_101_;
            if (_e82 < 3i) {
            } else {
                break;
            }
            let _e85 = ((_e25 * 8i) + _e31);
            let _e89 = (((_e82 * 16i) + (_e22 * 48i)) + _e28);
            if (((((_e82 * -16i) + _e32) - _e28) + 39i) >= 0i) {
                let _e98 = (((_e85 * 7i) + (_e89 * 3i)) % 13i);
                arg0_.member[((_e85 * 40i) + _e89)] = ((f32(select(_e98, (_e98 + 13i), (_e98 < 0i))) * 0.125f) - 0.75f);
            }
            continue;
            continuing {
                phi_101_ = (_e82 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
