struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = (_e22 * -16i);
    if ((_e32 + 8i) >= 0i) {
        let _e36 = ((_e25 * 8i) + _e31);
        let _e38 = ((_e22 * 16i) + _e28);
        arg0_.member[((_e36 * 24i) + _e38)] = ((f32(((((_e36 * 10i) + (_e38 * 8i)) + ((((_e36 * 7i) + (_e38 * 3i)) / 13i) * -13i)) + ((((_e36 * 3i) + (_e38 * 5i)) / 11i) * -11i))) * 0.125f) - 1.375f);
    } else {
        let _e62 = ((_e25 * 8i) + _e31);
        let _e64 = ((_e22 * 16i) + _e28);
        if (((_e32 - _e28) + 23i) >= 0i) {
            arg0_.member[((_e62 * 24i) + _e64)] = ((f32(((((_e62 * 10i) + (_e64 * 8i)) + ((((_e62 * 7i) + (_e64 * 3i)) / 13i) * -13i)) + ((((_e62 * 3i) + (_e64 * 5i)) / 11i) * -11i))) * 0.125f) - 1.375f);
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
