struct type_3 {
    member: array<f32, 130>,
}

struct type_6 {
    member: array<f32, 260>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_6;
var<private> global: vec3<u32>;

fn vec4_scalar_1() {
    let _e13 = global;
    let _e16 = (bitcast<i32>(_e13.x) * 4i);
    let _e19 = arg0_.member[_e16];
    let _e23 = arg0_.member[(_e16 + 1i)];
    let _e27 = arg0_.member[(_e16 + 2i)];
    let _e31 = arg0_.member[(_e16 + 3i)];
    let _e33 = (vec4<f32>(_e19, _e23, _e27, _e31) + vec4<f32>(1f, 1f, 1f, 1f));
    let _e35 = ((1i * 130i) + _e16);
    arg1_.member[_e35] = _e33.x;
    arg1_.member[(_e35 + 1i)] = _e33.y;
    arg1_.member[(_e35 + 2i)] = _e33.z;
    arg1_.member[(_e35 + 3i)] = _e33.w;
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_scalar(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    vec4_scalar_1();
}
