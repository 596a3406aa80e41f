struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_128_: i32;

    let _e26 = global;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.x);
    let _e35 = global_1;
    let _e37 = bitcast<i32>(_e35.y);
    let _e38 = (_e28 * -32i);
    if ((_e38 + -8i) >= 0i) {
        let _e42 = ((_e31 * 8i) + _e37);
        let _e44 = ((_e28 * 32i) + _e34);
        let _e45 = (_e44 + 16i);
        let _e46 = (_e42 * 10i);
        let _e49 = (_e42 * 7i);
        let _e51 = (_e49 + (_e44 * 3i));
        let _e52 = (_e51 < 0i);
        let _e55 = (select(_e51, (-1i - _e51), _e52) / 13i);
        let _e60 = (_e42 * 3i);
        let _e62 = (_e60 + (_e44 * 5i));
        let _e63 = (_e62 < 0i);
        let _e66 = (select(_e62, (-1i - _e62), _e63) / 11i);
        let _e74 = (_e49 + (_e45 * 3i));
        let _e75 = (_e74 < 0i);
        let _e78 = (select(_e74, (-1i - _e74), _e75) / 13i);
        let _e84 = (_e60 + (_e45 * 5i));
        let _e85 = (_e84 < 0i);
        let _e88 = (select(_e84, (-1i - _e84), _e85) / 11i);
        arg0_.member[((_e42 * 24i) + _e44)] = ((f32((((_e46 + (_e44 * 8i)) + (select(_e55, (-1i - _e55), _e52) * -13i)) + (select(_e66, (-1i - _e66), _e63) * -11i))) * 0.125f) - 1.375f);
        arg0_.member[((_e42 * 24i) + _e45)] = ((f32((((_e46 + (_e45 * 8i)) + (select(_e78, (-1i - _e78), _e75) * -13i)) + (select(_e88, (-1i - _e88), _e85) * -11i))) * 0.125f) - 1.375f);
    } else {
        phi_128_ = 0i;
        loop {
            let _e108 = phi_128_;
            if (_e108 < 2i) {
            } else {
                break;
            }
            let _e111 = ((_e31 * 8i) + _e37);
            let _e115 = (((_e108 * 16i) + (_e28 * 32i)) + _e34);
            if (((((_e108 * -16i) + _e38) - _e34) + 23i) >= 0i) {
                let _e126 = ((_e111 * 7i) + (_e115 * 3i));
                let _e127 = (_e126 < 0i);
                let _e130 = (select(_e126, (-1i - _e126), _e127) / 13i);
                let _e137 = ((_e111 * 3i) + (_e115 * 5i));
                let _e138 = (_e137 < 0i);
                let _e141 = (select(_e137, (-1i - _e137), _e138) / 11i);
                arg0_.member[((_e111 * 24i) + _e115)] = ((f32(((((_e111 * 10i) + (_e115 * 8i)) + (select(_e130, (-1i - _e130), _e127) * -13i)) + (select(_e141, (-1i - _e141), _e138) * -11i))) * 0.125f) - 1.375f);
            }
            continue;
            continuing {
                phi_128_ = (_e108 + 1i);
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
