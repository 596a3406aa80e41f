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
    let _e42 = ((_e28 * 132i) + _e32);
    let _e49 = arg0_.member[(_e42 >> bitcast<u32>(2i))][(_e42 & 3i)];
    let _e50 = (_e42 + 1i);
    let _e57 = arg0_.member[(_e50 >> bitcast<u32>(2i))][(_e50 & 3i)];
    let _e58 = (_e42 + 2i);
    let _e65 = arg0_.member[(_e58 >> bitcast<u32>(2i))][(_e58 & 3i)];
    let _e66 = (_e42 + 3i);
    let _e73 = arg0_.member[(_e66 >> bitcast<u32>(2i))][(_e66 & 3i)];
    let _e74 = vec4<f32>(_e49, _e57, _e65, _e73);
    let _e81 = arg1_.member[(((_e28 * 128i) + _e31) >> bitcast<u32>(2i))];
    arg2_.member[(((_e28 * 128i) + _e31) >> bitcast<u32>(2i))] = ((_e40 + _e74) + _e81);
    arg3_.member[(((_e28 * 128i) + _e31) >> bitcast<u32>(2i))] = _e74;
    let _e97 = ((_e28 * 132i) + (_e31 + 2i));
    let _e104 = arg0_.member[(_e97 >> bitcast<u32>(2i))][(_e97 & 3i)];
    let _e107 = ((_e28 * 128i) + _e32);
    arg3_.member[(_e107 >> bitcast<u32>(2i))][(_e107 & 3i)] = (_e104 * 10f);
    let _e121 = arg4_.member[((((_e28 + 8i) * 132i) + _e31) >> bitcast<u32>(2i))];
    let _e123 = ((_e28 * 132i) + _e32);
    arg4_.member[(_e123 >> bitcast<u32>(2i))][(_e123 & 3i)] = _e121.x;
    let _e132 = (_e123 + 1i);
    arg4_.member[(_e132 >> bitcast<u32>(2i))][(_e132 & 3i)] = _e121.y;
    let _e140 = (_e123 + 2i);
    arg4_.member[(_e140 >> bitcast<u32>(2i))][(_e140 & 3i)] = _e121.z;
    let _e148 = (_e123 + 3i);
    arg4_.member[(_e148 >> bitcast<u32>(2i))][(_e148 & 3i)] = _e121.w;
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_mixed(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_mixed_1();
}
