struct type_4 {
    member: array<vec4<f32>, 264>,
}

struct type_7 {
    member: array<vec4<f32>, 256>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_7;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn vec4_stencil_1() {
    let _e14 = global;
    let _e17 = global_1;
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.y);
    let _e25 = ((bitcast<i32>(_e17.x) * 64i) + (bitcast<i32>(_e14.x) * 4i));
    let _e32 = (((_e22 * 132i) + (_e25 + 1i)) >> bitcast<u32>(2i));
    let _e35 = arg0_.member[_e32];
    let _e39 = arg0_.member[(_e32 + 1i)];
    let _e48 = (((_e22 * 132i) + (_e25 + 2i)) >> bitcast<u32>(2i));
    let _e51 = arg0_.member[_e48];
    let _e55 = arg0_.member[(_e48 + 1i)];
    let _e64 = (((_e22 * 132i) + (_e25 + 3i)) >> bitcast<u32>(2i));
    let _e67 = arg0_.member[_e64];
    let _e71 = arg0_.member[(_e64 + 1i)];
    arg1_.member[(((_e22 * 128i) + _e25) >> bitcast<u32>(2i))] = ((vec4<f32>(_e35.y, _e35.z, _e35.w, _e39.x) + vec4<f32>(_e51.z, _e51.w, _e55.x, _e55.y)) + vec4<f32>(_e67.w, _e71.x, _e71.y, _e71.z));
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_stencil(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_stencil_1();
}
