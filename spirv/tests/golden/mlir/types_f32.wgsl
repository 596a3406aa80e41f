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
    let _e14 = global;
    let _e16 = bitcast<i32>(_e14.x);
    let _e19 = arg0_.member[_e16];
    let _e22 = arg1_.member[_e16];
    let _e26 = select(_e22, ((_e19 * _e22) + _e19), (_e19 < _e22));
    let _e28 = -((_e26 / _e19));
    let _e34 = (select(select(max(_e28, _e26), _e26, (_e26 != _e26)), _e28, (_e28 != _e28)) - _e22);
    arg2_.member[_e16] = (f32(i32(_e34)) + _e34);
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn types_f32_(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    types_f32_1();
}
