struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_95_: i32;

    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.x);
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.y);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.x);
    let _e30 = global_1;
    let _e32 = bitcast<i32>(_e30.y);
    let _e33 = (_e23 * -32i);
    if ((_e33 + -8i) >= 0i) {
        let _e37 = ((_e26 * 8i) + _e32);
        let _e39 = ((_e23 * 32i) + _e29);
        let _e40 = (_e39 + 16i);
        let _e41 = (_e37 * 7i);
        let _e44 = ((_e41 + (_e39 * 3i)) % 13i);
        let _e50 = ((_e41 + (_e40 * 3i)) % 13i);
        let _e58 = ((f32(select(_e44, (_e44 + 13i), (_e44 < 0i))) * 0.125f) - 0.75f);
        let _e59 = ((f32(select(_e50, (_e50 + 13i), (_e50 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[((_e37 * 24i) + _e39)] = _e58;
        arg0_.member[((_e37 * 24i) + _e40)] = _e59;
        arg1_.member[((_e37 * 24i) + _e39)] = _e58;
        arg1_.member[((_e37 * 24i) + _e40)] = _e59;
    } else {
        phi_95_ = 0i;
        loop {
            let _e77 = phi_95_;
            if (_e77 < 2i) {
            } else {
                break;
            }
            let _e80 = ((_e26 * 8i) + _e32);
            let _e84 = (((_e77 * 16i) + (_e23 * 32i)) + _e29);
            if (((((_e77 * -16i) + _e33) - _e29) + 23i) >= 0i) {
                let _e93 = (((_e80 * 7i) + (_e84 * 3i)) % 13i);
                let _e99 = ((f32(select(_e93, (_e93 + 13i), (_e93 < 0i))) * 0.125f) - 0.75f);
                arg0_.member[((_e80 * 24i) + _e84)] = _e99;
                arg1_.member[((_e80 * 24i) + _e84)] = _e99;
            }
            continue;
            continuing {
                phi_95_ = (_e77 + 1i);
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
