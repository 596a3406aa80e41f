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
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.x);
    let _e27 = arg0_.member[_e24];
    let _e30 = arg1_.member[_e24];
    let _e34 = select(_e30, ((_e27 * _e30) + _e27), (_e27 < _e30));
    let _e36 = -((_e34 / _e27));
    let _e50 = select(select(select(max(_e36, _e34), select(_e36, _e34, (bitcast<u32>(_e36) > 2147483647u)), (_e36 == _e34)), _e34, ((bitcast<u32>(_e34) & 2147483647u) > 2139095040u)), _e36, ((bitcast<u32>(_e36) & 2147483647u) > 2139095040u));
    let _e51 = (_e50 - _e30);
    let _e61 = global_1;
    let _e63 = select(_e51, bitcast<f32>(_e61), ((_e51 == 0f) && (((bitcast<u32>(_e50) & 2147483647u) > 2139095040u) || ((bitcast<u32>(_e50) & 2147483647u) == 2139095040u))));
    let _e67 = select(_e63, 0f, ((bitcast<u32>(_e63) & 2147483647u) > 2139095040u));
    arg2_.member[_e24] = (f32(select(i32(max(min(_e67, 2147483500f), -2147483600f)), 2147483647i, (_e67 > 2147483500f))) + _e63);
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn types_f32_(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    types_f32_1();
}
