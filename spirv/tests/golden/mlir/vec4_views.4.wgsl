struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_2;
var<immediate> push_constants: type_5;
var<private> global: vec3<u32>;

fn vec4_dynamic_1() {
    let _e10 = global;
    let _e13 = (bitcast<i32>(_e10.x) * 4i);
    let _e16 = arg0_.member[_e13];
    let _e20 = arg0_.member[(_e13 + 1i)];
    let _e24 = arg0_.member[(_e13 + 2i)];
    let _e28 = arg0_.member[(_e13 + 3i)];
    let _e29 = vec4<f32>(_e16, _e20, _e24, _e28);
    let _e30 = (_e29 + _e29);
    arg0_.member[_e13] = _e30.x;
    arg0_.member[(_e13 + 1i)] = _e30.y;
    arg0_.member[(_e13 + 2i)] = _e30.z;
    arg0_.member[(_e13 + 3i)] = _e30.w;
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_dynamic(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    vec4_dynamic_1();
}
