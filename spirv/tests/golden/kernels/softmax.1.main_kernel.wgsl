struct type_3 {
    member: array<f32, 640>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_157_: i32;

    let _e26 = global;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.x);
    let _e35 = global_1;
    let _e37 = bitcast<i32>(_e35.y);
    let _e38 = (_e28 * -48i);
    if ((_e38 + -8i) >= 0i) {
        let _e42 = ((_e31 * 8i) + _e37);
        let _e44 = ((_e28 * 48i) + _e34);
        let _e45 = (_e44 + 16i);
        let _e46 = (_e44 + 32i);
        let _e47 = (_e42 * 10i);
        let _e50 = (_e42 * 7i);
        let _e52 = (_e50 + (_e44 * 3i));
        let _e53 = (_e52 < 0i);
        let _e56 = (select(_e52, (-1i - _e52), _e53) / 13i);
        let _e61 = (_e42 * 3i);
        let _e63 = (_e61 + (_e44 * 5i));
        let _e64 = (_e63 < 0i);
        let _e67 = (select(_e63, (-1i - _e63), _e64) / 11i);
        let _e75 = (_e50 + (_e45 * 3i));
        let _e76 = (_e75 < 0i);
        let _e79 = (select(_e75, (-1i - _e75), _e76) / 13i);
        let _e85 = (_e61 + (_e45 * 5i));
        let _e86 = (_e85 < 0i);
        let _e89 = (select(_e85, (-1i - _e85), _e86) / 11i);
        let _e97 = (_e50 + (_e46 * 3i));
        let _e98 = (_e97 < 0i);
        let _e101 = (select(_e97, (-1i - _e97), _e98) / 13i);
        let _e107 = (_e61 + (_e46 * 5i));
        let _e108 = (_e107 < 0i);
        let _e111 = (select(_e107, (-1i - _e107), _e108) / 11i);
        arg0_.member[((_e42 * 40i) + _e44)] = ((f32((((_e47 + (_e44 * 8i)) + (select(_e56, (-1i - _e56), _e53) * -13i)) + (select(_e67, (-1i - _e67), _e64) * -11i))) * 0.25f) - 2.75f);
        arg0_.member[((_e42 * 40i) + _e45)] = ((f32((((_e47 + (_e45 * 8i)) + (select(_e79, (-1i - _e79), _e76) * -13i)) + (select(_e89, (-1i - _e89), _e86) * -11i))) * 0.25f) - 2.75f);
        arg0_.member[((_e42 * 40i) + _e46)] = ((f32((((_e47 + (_e46 * 8i)) + (select(_e101, (-1i - _e101), _e98) * -13i)) + (select(_e111, (-1i - _e111), _e108) * -11i))) * 0.25f) - 2.75f);
    } else {
        phi_157_ = 0i;
        loop {
            let _e138 = phi_157_;
            if (_e138 < 3i) {
            } else {
                break;
            }
            let _e141 = ((_e31 * 8i) + _e37);
            let _e145 = (((_e138 * 16i) + (_e28 * 48i)) + _e34);
            if (((((_e138 * -16i) + _e38) - _e34) + 39i) >= 0i) {
                let _e156 = ((_e141 * 7i) + (_e145 * 3i));
                let _e157 = (_e156 < 0i);
                let _e160 = (select(_e156, (-1i - _e156), _e157) / 13i);
                let _e167 = ((_e141 * 3i) + (_e145 * 5i));
                let _e168 = (_e167 < 0i);
                let _e171 = (select(_e167, (-1i - _e167), _e168) / 11i);
                arg0_.member[((_e141 * 40i) + _e145)] = ((f32(((((_e141 * 10i) + (_e145 * 8i)) + (select(_e160, (-1i - _e160), _e157) * -13i)) + (select(_e171, (-1i - _e171), _e168) * -11i))) * 0.25f) - 2.75f);
            }
            continue;
            continuing {
                phi_157_ = (_e138 + 1i);
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
