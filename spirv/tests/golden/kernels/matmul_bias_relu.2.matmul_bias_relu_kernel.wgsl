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
    let _e15 = global;
    let _e18 = global_1;
    let _e21 = global_1;
    let _e25 = ((bitcast<i32>(_e15.y) * 8i) + bitcast<i32>(_e21.y));
    let _e28 = ((bitcast<i32>(_e12.x) * 24i) + (bitcast<i32>(_e18.x) * 4i));
    let _e35 = arg0_.member[(((_e25 * 24i) + _e28) >> bitcast<u32>(2i))];
    let _e40 = arg1_.member[(_e28 >> bitcast<u32>(2i))];
    let _e41 = (_e35 + _e40);
    let _e42 = vec4(0f);
    arg0_.member[(((_e25 * 24i) + _e28) >> bitcast<u32>(2i))] = select(select(max(_e41, _e42), _e42, (_e42 != _e42)), _e41, (_e41 != _e41));
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn matmul_bias_relu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_bias_relu_kernel_1();
}
