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
var<private> global_1: u32 = 2143289344u;

fn types_f32_1() {
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.x);
    let _e24 = arg0_.member[_e21];
    let _e27 = arg1_.member[_e21];
    let _e31 = select(_e27, ((_e24 * _e27) + _e24), (_e24 < _e27));
    let _e33 = -((_e31 / _e24));
    let _e47 = select(select(select(max(_e33, _e31), select(_e33, _e31, (bitcast<u32>(_e33) > 2147483647u)), (_e33 == _e31)), _e31, ((bitcast<u32>(_e31) & 2147483647u) > 2139095040u)), _e33, ((bitcast<u32>(_e33) & 2147483647u) > 2139095040u));
    let _e48 = (_e47 - _e27);
    let _e58 = global_1;
    let _e60 = select(_e48, bitcast<f32>(_e58), ((_e48 == 0f) && (((bitcast<u32>(_e47) & 2147483647u) > 2139095040u) || ((bitcast<u32>(_e47) & 2147483647u) == 2139095040u))));
    arg2_.member[_e21] = (f32(i32(_e60)) + _e60);
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn types_f32_(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    types_f32_1();
}
