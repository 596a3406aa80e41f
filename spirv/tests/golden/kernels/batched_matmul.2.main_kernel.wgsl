struct type_3 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e16 = global;
    let _e19 = global;
    let _e22 = global;
    let _e25 = global_1;
    let _e28 = global_1;
    let _e31 = global_1;
    let _e34 = (bitcast<i32>(_e22.z) + bitcast<i32>(_e31.z));
    let _e36 = ((bitcast<i32>(_e19.y) * 8i) + bitcast<i32>(_e28.y));
    let _e38 = ((bitcast<i32>(_e16.x) * 12i) + bitcast<i32>(_e25.x));
    let _e43 = (((_e34 * 7i) + (_e36 * 3i)) + (_e38 * 5i));
    arg0_.member[(((_e34 * 96i) + (_e36 * 12i)) + _e38)] = ((f32(((_e43 + (((_e43 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
