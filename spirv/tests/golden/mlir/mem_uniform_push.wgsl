enable f16;

struct type_2 {
    member: array<f32>,
}

struct type_7 {
    member: array<vec4<f32>, 3>,
}

struct type_12 {
    member: f32,
    member_1: i32,
    member_2: f64,
    member_3: i32,
    member_4: f32,
    member_5: i32,
    member_6: i32,
    member_7: array<i32, 3>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_2;
@group(0) @binding(1) 
var<uniform> arg2_: type_7;
var<immediate> push_constants: type_12;
var<private> global: vec3<u32>;

fn params_1() {
    let _e14 = push_constants.member;
    let _e16 = push_constants.member_1;
    let _e18 = push_constants.member_2;
    let _e20 = push_constants.member_3;
    let _e23 = push_constants.member_4;
    let _e28 = push_constants.member_6;
    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = global;
    let _e34 = bitcast<i32>(_e32.y);
    let _e40 = (_e31 - ((_e31 / _e16) * _e16));
    let _e42 = (_e40 % 4i);
    let _e45 = arg2_.member[(_e40 / 4i)];
    let _e62 = push_constants.member_7[2i];
    let _e66 = (select(select(select(_e45[0i], _e45[1i], (1i == _e42)), _e45[2i], (2i == _e42)), _e45[3i], (3i == _e42)) * _e14);
    arg0_.member[((_e31 * _e28) + (_e34 - ((_e34 / _e28) * _e28)))] = select(_e66, (((_e66 + f32(_e62)) + f32(_e18)) + f32(f16(_e23))), (_e20 != 0i));
    return;
}

@compute @workgroup_size(8, 8, 1) 
fn params(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    params_1();
}
