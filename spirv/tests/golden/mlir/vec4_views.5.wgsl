struct type_4 {
    member: array<vec4<f32>, 256>,
}

struct type_9 {
    member: array<vec4<i32>, 256>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_4;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_4;
@group(0) @binding(3) 
var<storage, read_write> arg3_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn vec4_ops_1() {
    let _e16 = global;
    let _e19 = global_1;
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.y);
    let _e27 = ((bitcast<i32>(_e19.x) * 64i) + (bitcast<i32>(_e16.x) * 4i));
    let _e34 = arg0_.member[(((_e24 * 128i) + _e27) >> bitcast<u32>(2i))];
    let _e41 = arg1_.member[(((_e24 * 128i) + _e27) >> bitcast<u32>(2i))];
    let _e48 = arg3_.member[(((_e24 * 128i) + _e27) >> bitcast<u32>(2i))];
    let _e51 = exp(select(_e41, _e34, (_e34 > _e41)));
    let _e70 = (_e48 + _e48);
    arg2_.member[(((_e24 * 128i) + _e27) >> bitcast<u32>(2i))] = ((-(select(select(select(max(_e51, _e34), select(_e51, _e34, (bitcast<vec4<u32>>(_e51) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e51 == _e34)), _e34, ((bitcast<vec4<u32>>(_e34) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e51, ((bitcast<vec4<u32>>(_e51) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))) / _e41) + vec4<f32>(_e48));
    arg3_.member[(((_e24 * 128i) + _e27) >> bitcast<u32>(2i))] = select(_e48, _e70, (_e70 < _e48));
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_ops(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_ops_1();
}
