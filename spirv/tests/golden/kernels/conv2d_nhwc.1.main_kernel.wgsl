struct type_3 {
    member: array<f32, 3024>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.y);
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.z);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.y);
    let _e30 = (_e20 * -8i);
    if ((_e30 + 6i) >= 0i) {
        let _e33 = (_e23 / 9i);
        let _e36 = (_e23 - ((_e23 / 9i) * 9i));
        let _e38 = ((_e20 * 8i) + _e29);
        let _e45 = ((((_e33 * 11i) + (_e36 * 5i)) + (_e38 * 7i)) + (_e26 * 3i));
        let _e48 = (_e45 - ((_e45 / 13i) * 13i));
        arg0_.member[((((_e33 * 756i) + (_e36 * 84i)) + (_e38 * 6i)) + _e26)] = ((f32(select(_e48, (_e48 + 13i), (_e48 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e63 = (_e23 / 9i);
        let _e66 = (_e23 - ((_e23 / 9i) * 9i));
        let _e68 = ((_e20 * 8i) + _e29);
        if (((_e30 - _e29) + 13i) >= 0i) {
            let _e78 = ((((_e63 * 11i) + (_e66 * 5i)) + (_e68 * 7i)) + (_e26 * 3i));
            let _e81 = (_e78 - ((_e78 / 13i) * 13i));
            arg0_.member[((((_e63 * 756i) + (_e66 * 84i)) + (_e68 * 6i)) + _e26)] = ((f32(select(_e81, (_e81 + 13i), (_e81 < 0i))) * 0.125f) - 0.75f);
        }
    }
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
