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
    let _e12 = global;
    let _e15 = global_1;
    let _e18 = global_1;
    let _e20 = bitcast<i32>(_e18.y);
    let _e23 = ((bitcast<i32>(_e15.x) * 64i) + (bitcast<i32>(_e12.x) * 4i));
    let _e30 = arg0_.member[(((_e20 * 128i) + _e23) >> bitcast<u32>(2i))];
    let _e37 = arg1_.member[(((_e20 * 128i) + _e23) >> bitcast<u32>(2i))];
    let _e44 = arg3_.member[(((_e20 * 128i) + _e23) >> bitcast<u32>(2i))];
    let _e47 = exp(select(_e37, _e30, (_e30 > _e37)));
    let _e57 = (_e44 + _e44);
    arg2_.member[(((_e20 * 128i) + _e23) >> bitcast<u32>(2i))] = ((-(select(select(max(_e47, _e30), _e30, (_e30 != _e30)), _e47, (_e47 != _e47))) / _e37) + vec4<f32>(_e44));
    arg3_.member[(((_e20 * 128i) + _e23) >> bitcast<u32>(2i))] = select(_e44, _e57, (_e57 < _e44));
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_ops(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_ops_1();
}
