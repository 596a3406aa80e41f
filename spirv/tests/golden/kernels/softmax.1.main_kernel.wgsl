struct type_3 {
    member: array<f32, 640>,
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
    if ((_e33 + 24i) >= 0i) {
        let _e37 = ((_e26 * 8i) + _e32);
        let _e39 = ((_e23 * 16i) + _e29);
        arg0_.member[((_e37 * 40i) + _e39)] = ((f32(((((_e37 * 10i) + (_e39 * 8i)) + ((((_e37 * 7i) + (_e39 * 3i)) / 13i) * -13i)) + ((((_e37 * 3i) + (_e39 * 5i)) / 11i) * -11i))) * 0.25f) - 2.75f);
    } else {
        let _e63 = ((_e26 * 8i) + _e32);
        let _e65 = ((_e23 * 16i) + _e29);
        if (((_e33 - _e29) + 39i) >= 0i) {
            arg0_.member[((_e63 * 40i) + _e65)] = ((f32(((((_e63 * 10i) + (_e65 * 8i)) + ((((_e63 * 7i) + (_e65 * 3i)) / 13i) * -13i)) + ((((_e63 * 3i) + (_e65 * 5i)) / 11i) * -11i))) * 0.25f) - 2.75f);
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
