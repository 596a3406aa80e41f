struct type_3 {
    member: array<f32, 512>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e12 = global;
    let _e15 = global_1;
    let _e17 = bitcast<i32>(_e15.x);
    let _e18 = global_1;
    let _e22 = ((bitcast<i32>(_e12.y) * 8i) + bitcast<i32>(_e18.y));
    let _e25 = ((_e22 * 7i) + (_e17 * 3i));
    arg0_.member[((_e22 * 16i) + _e17)] = ((f32((_e25 - ((_e25 / 13i) * 13i))) * 0.125f) - 0.75f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
