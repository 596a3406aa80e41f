struct type_4 {
    member: array<vec4<f32>, 192>,
}

struct type_7 {
    member: array<vec4<f32>, 6>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_7;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_bias_relu_kernel_1() {
    let _e12 = global;
    let _e15 = global_1;
    let _e18 = global_1;
    let _e22 = ((bitcast<i32>(_e12.y) * 8i) + bitcast<i32>(_e18.y));
    let _e23 = (bitcast<i32>(_e15.x) * 4i);
    let _e30 = arg0_.member[(((_e22 * 24i) + _e23) >> bitcast<u32>(2i))];
    let _e35 = arg1_.member[(_e23 >> bitcast<u32>(2i))];
    let _e36 = (_e30 + _e35);
    let _e37 = vec4(0f);
    arg0_.member[(((_e22 * 24i) + _e23) >> bitcast<u32>(2i))] = select(select(max(_e36, _e37), _e37, (_e37 != _e37)), _e36, (_e36 != _e36));
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn matmul_bias_relu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_bias_relu_kernel_1();
}
