struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_88_: i32;

    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = (_e22 * -32i);
    if ((_e32 + -8i) >= 0i) {
        let _e36 = ((_e25 * 8i) + _e31);
        let _e38 = ((_e22 * 32i) + _e28);
        let _e39 = (_e38 + 16i);
        let _e40 = (_e36 * 7i);
        let _e43 = ((_e40 + (_e38 * 3i)) % 13i);
        let _e49 = ((_e40 + (_e39 * 3i)) % 13i);
        arg0_.member[((_e36 * 24i) + _e38)] = ((f32(select(_e43, (_e43 + 13i), (_e43 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[((_e36 * 24i) + _e39)] = ((f32(select(_e49, (_e49 + 13i), (_e49 < 0i))) * 0.125f) - 0.75f);
    } else {
        phi_88_ = 0i;
        loop {
            let _e68 = phi_88_;
            if (_e68 < 2i) {
            } else {
                break;
            }
            let _e71 = ((_e25 * 8i) + _e31);
            let _e75 = (((_e68 * 16i) + (_e22 * 32i)) + _e28);
            if (((((_e68 * -16i) + _e32) - _e28) + 23i) >= 0i) {
                let _e84 = (((_e71 * 7i) + (_e75 * 3i)) % 13i);
                arg0_.member[((_e71 * 24i) + _e75)] = ((f32(select(_e84, (_e84 + 13i), (_e84 < 0i))) * 0.125f) - 0.75f);
            }
            continue;
            continuing {
                phi_88_ = (_e68 + 1i);
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
