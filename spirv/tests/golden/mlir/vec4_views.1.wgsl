struct type_4 {
    member: array<vec4<f32>, 264>,
}

struct type_7 {
    member: array<vec4<f32>, 256>,
}

struct type_10 {
    member: array<vec4<f32>, 528>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_7;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_7;
@group(0) @binding(3) 
var<storage, read_write> arg3_: type_7;
@group(0) @binding(4) 
var<storage, read_write> arg4_: type_10;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn vec4_mixed_1() {
    let _e20 = global;
    let _e23 = global_1;
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.y);
    let _e31 = ((bitcast<i32>(_e23.x) * 64i) + (bitcast<i32>(_e20.x) * 4i));
    let _e32 = (_e31 + 1i);
    let _e40 = arg0_.member[(((_e28 * 132i) + _e31) >> bitcast<u32>(2i))];
    let _e45 = ((((_e28 * 132i) + _e32) - 1i) >> bitcast<u32>(2i));
    let _e48 = arg0_.member[_e45];
    let _e52 = arg0_.member[(_e45 + 1i)];
    let _e57 = vec4<f32>(_e48.y, _e48.z, _e48.w, _e52.x);
    let _e64 = arg1_.member[(((_e28 * 128i) + _e31) >> bitcast<u32>(2i))];
    arg2_.member[(((_e28 * 128i) + _e31) >> bitcast<u32>(2i))] = ((_e40 + _e57) + _e64);
    arg3_.member[(((_e28 * 128i) + _e31) >> bitcast<u32>(2i))] = _e57;
    let _e80 = ((_e28 * 132i) + (_e31 + 2i));
    let _e87 = arg0_.member[(_e80 >> bitcast<u32>(2i))][(_e80 & 3i)];
    let _e90 = ((_e28 * 128i) + _e32);
    arg3_.member[(_e90 >> bitcast<u32>(2i))][(_e90 & 3i)] = (_e87 * 10f);
    let _e104 = arg4_.member[((((_e28 + 8i) * 132i) + _e31) >> bitcast<u32>(2i))];
    let _e109 = ((((_e28 * 132i) + _e32) - 1i) >> bitcast<u32>(2i));
    arg4_.member[_e109][1i] = _e104.x;
    arg4_.member[_e109][2i] = _e104.y;
    arg4_.member[_e109][3i] = _e104.z;
    arg4_.member[(_e109 + 1i)][0i] = _e104.w;
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_mixed(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_mixed_1();
}
