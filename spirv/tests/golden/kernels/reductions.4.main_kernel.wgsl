struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.x);
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.y);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.x);
    let _e30 = global_1;
    let _e32 = bitcast<i32>(_e30.y);
    let _e33 = (_e23 * -16i);
    if ((_e33 + 8i) >= 0i) {
        let _e37 = ((_e26 * 8i) + _e32);
        let _e39 = ((_e23 * 16i) + _e29);
        let _e45 = ((_e37 * 7i) + (_e39 * 3i));
        let _e46 = (_e45 < 0i);
        let _e49 = (select(_e45, (-1i - _e45), _e46) / 13i);
        let _e56 = ((_e37 * 3i) + (_e39 * 5i));
        let _e57 = (_e56 < 0i);
        let _e60 = (select(_e56, (-1i - _e56), _e57) / 11i);
        arg0_.member[((_e37 * 24i) + _e39)] = ((f32(((((_e37 * 10i) + (_e39 * 8i)) + (select(_e49, (-1i - _e49), _e46) * -13i)) + (select(_e60, (-1i - _e60), _e57) * -11i))) * 0.125f) - 1.375f);
    } else {
        let _e73 = ((_e26 * 8i) + _e32);
        let _e75 = ((_e23 * 16i) + _e29);
        if (((_e33 - _e29) + 23i) >= 0i) {
            let _e84 = ((_e73 * 7i) + (_e75 * 3i));
            let _e85 = (_e84 < 0i);
            let _e88 = (select(_e84, (-1i - _e84), _e85) / 13i);
            let _e95 = ((_e73 * 3i) + (_e75 * 5i));
            let _e96 = (_e95 < 0i);
            let _e99 = (select(_e95, (-1i - _e95), _e96) / 11i);
            arg0_.member[((_e73 * 24i) + _e75)] = ((f32(((((_e73 * 10i) + (_e75 * 8i)) + (select(_e88, (-1i - _e88), _e85) * -13i)) + (select(_e99, (-1i - _e99), _e96) * -11i))) * 0.125f) - 1.375f);
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
