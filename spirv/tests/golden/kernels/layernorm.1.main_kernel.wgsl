struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e18 = global;
    let _e21 = global;
    let _e24 = global_1;
    let _e27 = global_1;
    let _e31 = ((bitcast<i32>(_e21.y) * 8i) + bitcast<i32>(_e27.y));
    let _e33 = ((bitcast<i32>(_e18.x) * 16i) + bitcast<i32>(_e24.x));
    arg0_.member[((_e31 * 48i) + _e33)] = ((f32(((((_e31 * 10i) + (_e33 * 8i)) + ((((_e31 * 7i) + (_e33 * 3i)) / 13i) * -13i)) + ((((_e31 * 3i) + (_e33 * 5i)) / 11i) * -11i))) * 0.125f) - 1.375f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
