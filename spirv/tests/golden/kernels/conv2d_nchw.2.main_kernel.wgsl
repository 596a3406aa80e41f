struct type_3 {
    member: array<f32, 432>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e17 = global;
    let _e20 = global;
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.z);
    let _e26 = global_1;
    let _e29 = global_1;
    let _e32 = (_e25 / 6i);
    let _e33 = (_e25 % 6i);
    let _e35 = ((bitcast<i32>(_e20.y) * 3i) + bitcast<i32>(_e29.y));
    let _e37 = ((bitcast<i32>(_e17.x) * 3i) + bitcast<i32>(_e26.x));
    let _e43 = ((((_e32 * 3i) + (_e33 * 7i)) + (_e35 * 5i)) + _e37);
    let _e44 = (_e43 + 1i);
    let _e45 = (_e44 < 0i);
    let _e48 = (select(_e44, (-1i - _e44), _e45) / 11i);
    arg0_.member[((((_e32 * 54i) + (_e33 * 9i)) + (_e35 * 3i)) + _e37)] = ((f32(((_e43 + (select(_e48, (-1i - _e48), _e45) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(3, 3, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
