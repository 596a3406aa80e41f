struct type_3 {
    member: array<f32, 3024>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.y);
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.z);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.x);
    let _e30 = global_1;
    let _e32 = bitcast<i32>(_e30.y);
    let _e33 = (_e23 * -8i);
    if ((_e33 + 6i) >= 0i) {
        let _e36 = (_e26 / 9i);
        let _e37 = (_e26 % 9i);
        let _e39 = ((_e23 * 8i) + _e32);
        let _e41 = ((_e20 * 6i) + _e29);
        let _e49 = (((((_e36 * 11i) + (_e37 * 5i)) + (_e39 * 7i)) + (_e41 * 3i)) % 13i);
        arg0_.member[((((_e36 * 756i) + (_e37 * 84i)) + (_e39 * 6i)) + _e41)] = ((f32(select(_e49, (_e49 + 13i), (_e49 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e64 = (_e26 / 9i);
        let _e65 = (_e26 % 9i);
        let _e67 = ((_e23 * 8i) + _e32);
        let _e69 = ((_e20 * 6i) + _e29);
        if (((_e33 - _e32) + 13i) >= 0i) {
            let _e80 = (((((_e64 * 11i) + (_e65 * 5i)) + (_e67 * 7i)) + (_e69 * 3i)) % 13i);
            arg0_.member[((((_e64 * 756i) + (_e65 * 84i)) + (_e67 * 6i)) + _e69)] = ((f32(select(_e80, (_e80 + 13i), (_e80 < 0i))) * 0.125f) - 0.75f);
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
