struct type_3 {
    member: array<f32, 432>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e18 = global;
    let _e21 = global;
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.z);
    let _e27 = global_1;
    let _e30 = global_1;
    let _e33 = (_e26 / 3i);
    let _e34 = (_e26 % 3i);
    let _e36 = ((bitcast<i32>(_e21.y) * 6i) + bitcast<i32>(_e30.y));
    let _e38 = ((bitcast<i32>(_e18.x) * 8i) + bitcast<i32>(_e27.x));
    let _e44 = ((((_e33 * 3i) + (_e34 * 7i)) + (_e36 * 5i)) + _e38);
    let _e45 = (_e44 + 1i);
    let _e46 = (_e45 < 0i);
    let _e49 = (select(_e45, (-1i - _e45), _e46) / 11i);
    arg0_.member[((((_e33 * 144i) + (_e34 * 48i)) + (_e36 * 8i)) + _e38)] = ((f32(((_e44 + (select(_e49, (-1i - _e49), _e46) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(8, 6, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
