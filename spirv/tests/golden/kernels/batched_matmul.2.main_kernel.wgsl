struct type_3 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e17 = global;
    let _e20 = global;
    let _e23 = global;
    let _e26 = global_1;
    let _e29 = global_1;
    let _e32 = global_1;
    let _e35 = (bitcast<i32>(_e23.z) + bitcast<i32>(_e32.z));
    let _e37 = ((bitcast<i32>(_e20.y) * 8i) + bitcast<i32>(_e29.y));
    let _e39 = ((bitcast<i32>(_e17.x) * 12i) + bitcast<i32>(_e26.x));
    let _e44 = (((_e35 * 7i) + (_e37 * 3i)) + (_e39 * 5i));
    let _e45 = (_e44 + 1i);
    let _e46 = (_e45 < 0i);
    let _e49 = (select(_e45, (-1i - _e45), _e46) / 11i);
    arg0_.member[(((_e35 * 96i) + (_e37 * 12i)) + _e39)] = ((f32(((_e44 + (select(_e49, (-1i - _e49), _e46) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
