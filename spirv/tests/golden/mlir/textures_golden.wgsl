struct type_4 {
    member: array<vec4<f32>, 64>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_4;
@group(0) @binding(1) 
var arg1_: texture_2d<f32>;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn tex_small_1() {
    let _e11 = global;
    let _e13 = bitcast<i32>(_e11.x);
    let _e14 = global_1;
    let _e16 = bitcast<i32>(_e14.y);
    let _e17 = (_e13 * 4i);
    let _e22 = textureLoad(arg1_, vec2<i32>((_e17 >> bitcast<u32>(2i)), _e16), 0i);
    let _e27 = textureLoad(arg1_, vec2<i32>((((_e17 + 1i) - 1i) >> bitcast<u32>(2i)), _e16), 0i);
    let _e32 = textureLoad(arg1_, vec2<i32>((_e13 >> bitcast<u32>(2i)), _e16), 0i);
    let _e33 = (_e13 & 3i);
    arg0_.member[(((_e16 * 64i) + _e17) >> bitcast<u32>(2i))] = (_e22 + vec4((_e27.y + select(select(select(_e32[0i], _e32[1i], (1i == _e33)), _e32[2i], (2i == _e33)), _e32[3i], (3i == _e33)))));
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn tex_small(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    tex_small_1();
}
