struct type_4 {
    member: array<vec4<f32>, 192>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e12 = global;
    let _e15 = global;
    let _e18 = global_1;
    let _e21 = global_1;
    arg0_.member[((((bitcast<i32>(_e15.z) * 192i) + (((bitcast<i32>(_e12.y) * 8i) + bitcast<i32>(_e21.y)) * 12i)) + (bitcast<i32>(_e18.x) * 4i)) >> bitcast<u32>(2i))] = vec4<f32>(0f, 0f, 0f, 0f);
    return;
}

@compute @workgroup_size(3, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
