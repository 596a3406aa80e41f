struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
    member_1: i32,
    member_2: i32,
}

@group(0) @binding(0) 
var<storage> arg0_: type_2;
@group(0) @binding(1) 
var<storage> arg1_: type_2;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_2;
var<immediate> push_constants: type_5;
var<private> global: vec3<u32>;

fn types_f32_1() {
    let _e16 = global;
    let _e18 = bitcast<i32>(_e16.x);
    let _e21 = arg0_.member[_e18];
    let _e24 = arg1_.member[_e18];
    let _e28 = select(_e24, ((_e21 * _e24) + _e21), (_e21 < _e24));
    let _e30 = -((_e28 / _e21));
    let _e45 = (select(select(select(max(_e30, _e28), select(_e30, _e28, (bitcast<u32>(_e30) > 2147483647u)), (_e30 == _e28)), _e28, ((bitcast<u32>(_e28) & 2147483647u) > 2139095040u)), _e30, ((bitcast<u32>(_e30) & 2147483647u) > 2139095040u)) - _e24);
    arg2_.member[_e18] = (f32(i32(_e45)) + _e45);
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn types_f32_(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    types_f32_1();
}
