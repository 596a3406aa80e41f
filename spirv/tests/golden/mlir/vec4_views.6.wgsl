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
    let _e33 = ((((_e22 * 132i) + (_e25 + 1i)) - 1i) >> bitcast<u32>(2i));
    let _e36 = arg0_.member[_e33];
    let _e40 = arg0_.member[(_e33 + 1i)];
    let _e50 = ((((_e22 * 132i) + (_e25 + 2i)) - 2i) >> bitcast<u32>(2i));
    let _e53 = arg0_.member[_e50];
    let _e57 = arg0_.member[(_e50 + 1i)];
    let _e67 = ((((_e22 * 132i) + (_e25 + 3i)) - 3i) >> bitcast<u32>(2i));
    let _e70 = arg0_.member[_e67];
    let _e74 = arg0_.member[(_e67 + 1i)];
    arg1_.member[(((_e22 * 128i) + _e25) >> bitcast<u32>(2i))] = ((vec4<f32>(_e36.y, _e36.z, _e36.w, _e40.x) + vec4<f32>(_e53.z, _e53.w, _e57.x, _e57.y)) + vec4<f32>(_e70.w, _e74.x, _e74.y, _e74.z));
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_stencil(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_stencil_1();
}
