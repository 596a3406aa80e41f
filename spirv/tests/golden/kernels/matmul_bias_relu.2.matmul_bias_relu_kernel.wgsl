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
    let _e19 = global;
    let _e22 = global_1;
    let _e25 = global_1;
    let _e29 = ((bitcast<i32>(_e19.y) * 8i) + bitcast<i32>(_e25.y));
    let _e30 = (bitcast<i32>(_e22.x) * 4i);
    let _e37 = arg0_.member[(((_e29 * 24i) + _e30) >> bitcast<u32>(2i))];
    let _e42 = arg1_.member[(_e30 >> bitcast<u32>(2i))];
    let _e43 = (_e37 + _e42);
    arg0_.member[(((_e29 * 24i) + _e30) >> bitcast<u32>(2i))] = select(select(select(max(_e43, vec4<f32>(0f, 0f, 0f, 0f)), select(_e43, vec4<f32>(0f, 0f, 0f, 0f), (bitcast<vec4<u32>>(_e43) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e43 == vec4<f32>(0f, 0f, 0f, 0f))), vec4<f32>(0f, 0f, 0f, 0f), ((vec4<u32>(0u, 0u, 0u, 0u) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e43, ((bitcast<vec4<u32>>(_e43) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn matmul_bias_relu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_bias_relu_kernel_1();
}
