struct type_4 {
    member: array<vec4<f32>, 240>,
}

struct type_7 {
    member: array<vec4<f32>, 10>,
}

struct type_10 {
    member: array<f32, 24>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_7;
@group(0) @binding(2) 
var<storage> arg2_: type_10;
@group(0) @binding(3) 
var<storage, read_write> arg3_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn bias_scale_kernel_1() {
    let _e14 = global;
    let _e17 = global_1;
    let _e20 = global_1;
    let _e24 = ((bitcast<i32>(_e14.y) * 8i) + bitcast<i32>(_e20.y));
    let _e25 = (bitcast<i32>(_e17.x) * 4i);
    let _e32 = arg0_.member[(((_e24 * 40i) + _e25) >> bitcast<u32>(2i))];
    let _e37 = arg1_.member[(_e25 >> bitcast<u32>(2i))];
    let _e40 = arg2_.member[_e24];
    arg3_.member[(((_e24 * 40i) + _e25) >> bitcast<u32>(2i))] = ((_e32 * _e37) + vec4(_e40));
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn bias_scale_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    bias_scale_kernel_1();
}
