struct type_4 {
    member: array<vec4<f32>, 256>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_4;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn vec4_add_1() {
    let _e11 = global;
    let _e14 = global_1;
    let _e17 = global_1;
    let _e19 = bitcast<i32>(_e17.y);
    let _e22 = ((bitcast<i32>(_e14.x) * 64i) + (bitcast<i32>(_e11.x) * 4i));
    let _e29 = arg0_.member[(((_e19 * 128i) + _e22) >> bitcast<u32>(2i))];
    let _e36 = arg1_.member[(((_e19 * 128i) + _e22) >> bitcast<u32>(2i))];
    arg2_.member[(((_e19 * 128i) + _e22) >> bitcast<u32>(2i))] = (_e29 + _e36);
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_add(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_add_1();
}
