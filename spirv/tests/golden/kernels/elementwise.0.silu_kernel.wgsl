struct type_4 {
    member: array<vec4<f32>, 240>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn silu_kernel_1() {
    let _e12 = global;
    let _e15 = global_1;
    let _e18 = global_1;
    let _e22 = ((bitcast<i32>(_e12.y) * 8i) + bitcast<i32>(_e18.y));
    let _e23 = (bitcast<i32>(_e15.x) * 4i);
    let _e30 = arg0_.member[(((_e22 * 40i) + _e23) >> bitcast<u32>(2i))];
    arg1_.member[(((_e22 * 40i) + _e23) >> bitcast<u32>(2i))] = (_e30 / (exp(-(_e30)) + vec4<f32>(1f, 1f, 1f, 1f)));
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn silu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    silu_kernel_1();
}
