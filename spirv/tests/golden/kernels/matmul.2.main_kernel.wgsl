struct type_3 {
    member: array<f32, 2048>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e13 = global;
    let _e16 = global;
    let _e19 = global_1;
    let _e22 = global_1;
    let _e26 = ((bitcast<i32>(_e16.y) * 8i) + bitcast<i32>(_e22.y));
    let _e28 = ((bitcast<i32>(_e13.x) * 16i) + bitcast<i32>(_e19.x));
    let _e31 = ((_e26 * 7i) + (_e28 * 3i));
    arg0_.member[((_e26 * 32i) + _e28)] = ((f32((_e31 - ((_e31 / 13i) * 13i))) * 0.125f) - 0.75f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
