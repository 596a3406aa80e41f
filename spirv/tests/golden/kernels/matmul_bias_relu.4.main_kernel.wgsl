struct type_3 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_102_: i32;

    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.y);
    let _e34 = (_e24 * -32i);
    if ((_e34 + -8i) >= 0i) {
        let _e38 = ((_e27 * 8i) + _e33);
        let _e40 = ((_e24 * 32i) + _e30);
        let _e41 = (_e40 + 16i);
        let _e42 = (_e38 * 3i);
        let _e44 = (_e42 + (_e40 * 5i));
        let _e45 = (_e44 + 1i);
        let _e46 = (_e45 < 0i);
        let _e49 = (select(_e45, (-1i - _e45), _e46) / 11i);
        let _e56 = (_e42 + (_e41 * 5i));
        let _e57 = (_e56 + 1i);
        let _e58 = (_e57 < 0i);
        let _e61 = (select(_e57, (-1i - _e57), _e58) / 11i);
        arg0_.member[((_e38 * 24i) + _e40)] = ((f32(((_e44 + (select(_e49, (-1i - _e49), _e46) * -11i)) + 1i)) * 0.125f) - 0.625f);
        arg0_.member[((_e38 * 24i) + _e41)] = ((f32(((_e56 + (select(_e61, (-1i - _e61), _e58) * -11i)) + 1i)) * 0.125f) - 0.625f);
    } else {
        phi_102_ = 0i;
        loop {
            let _e82 = phi_102_;
            if (_e82 < 2i) {
            } else {
                break;
            }
            let _e85 = ((_e27 * 8i) + _e33);
            let _e89 = (((_e82 * 16i) + (_e24 * 32i)) + _e30);
            if (((((_e82 * -16i) + _e34) - _e30) + 23i) >= 0i) {
                let _e97 = ((_e85 * 3i) + (_e89 * 5i));
                let _e98 = (_e97 + 1i);
                let _e99 = (_e98 < 0i);
                let _e102 = (select(_e98, (-1i - _e98), _e99) / 11i);
                arg0_.member[((_e85 * 24i) + _e89)] = ((f32(((_e97 + (select(_e102, (-1i - _e102), _e99) * -11i)) + 1i)) * 0.125f) - 0.625f);
            }
            continue;
            continuing {
                phi_102_ = (_e82 + 1i);
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
