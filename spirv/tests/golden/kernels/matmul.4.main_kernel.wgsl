struct type_4 {
    member: array<vec4<f32>, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e11 = global;
    let _e14 = global_1;
    let _e17 = global_1;
    arg0_.member[(((((bitcast<i32>(_e11.y) * 8i) + bitcast<i32>(_e17.y)) * 48i) + (bitcast<i32>(_e14.x) * 4i)) >> bitcast<u32>(2i))] = vec4<f32>(0f, 0f, 0f, 0f);
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
