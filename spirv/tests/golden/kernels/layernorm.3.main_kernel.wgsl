struct type_3 {
    member: array<f32, 48>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e10 = global;
    let _e13 = global_1;
    let _e17 = ((bitcast<i32>(_e10.x) * 48i) + bitcast<i32>(_e13.x));
    arg0_.member[_e17] = ((f32(((_e17 * 7i) % 13i)) * 0.125f) - 0.75f);
    return;
}

@compute @workgroup_size(48, 1, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
