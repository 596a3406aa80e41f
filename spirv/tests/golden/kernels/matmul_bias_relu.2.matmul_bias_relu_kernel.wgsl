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
    let _e16 = global;
    let _e19 = global_1;
    let _e22 = global_1;
    let _e26 = ((bitcast<i32>(_e16.y) * 8i) + bitcast<i32>(_e22.y));
    let _e27 = (bitcast<i32>(_e19.x) * 4i);
    let _e34 = arg0_.member[(((_e26 * 24i) + _e27) >> bitcast<u32>(2i))];
    let _e39 = arg1_.member[(_e27 >> bitcast<u32>(2i))];
    let _e40 = (_e34 + _e39);
    let _e41 = vec4(0f);
    arg0_.member[(((_e26 * 24i) + _e27) >> bitcast<u32>(2i))] = select(select(select(max(_e40, _e41), select(_e40, _e41, (bitcast<vec4<u32>>(_e40) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e40 == _e41)), _e41, ((bitcast<vec4<u32>>(_e41) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e40, ((bitcast<vec4<u32>>(_e40) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn matmul_bias_relu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_bias_relu_kernel_1();
}
