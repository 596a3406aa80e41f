struct type_3 {
    member: array<u32>,
}

struct PackedAtomicWords {
    member: array<u32>,
}

struct type_6 {
    member: i32,
    member_1: i32,
    member_2: i32,
}

struct PackedAtomicWords_1 {
    member: array<atomic<u32>>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_3;
@group(0) @binding(2) 
var<storage, read_write> arg2_: PackedAtomicWords_1;
var<immediate> push_constants: type_6;
var<private> global: vec3<u32>;

fn types_i8_1() {
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.x);
    let _e32 = arg0_.member[(_e23 >> bitcast<u32>(2u))];
    let _e38 = (bitcast<i32>((_e32 << bitcast<u32>((24u - (bitcast<u32>((_e23 & 3i)) << bitcast<u32>(3u)))))) >> bitcast<u32>(24u));
    let _e47 = arg1_.member[(_e23 >> bitcast<u32>(2u))];
    let _e53 = (bitcast<i32>((_e47 << bitcast<u32>((24u - (bitcast<u32>((_e23 & 3i)) << bitcast<u32>(3u)))))) >> bitcast<u32>(24u));
    let _e84 = ((bitcast<i32>(((bitcast<u32>((((((select(_e53, ((((((_e38 * _e53) << bitcast<u32>(24u)) >> bitcast<u32>(24u)) + _e38) << bitcast<u32>(24u)) >> bitcast<u32>(24u)), (_e38 < _e53)) << bitcast<u32>(24u)) >> bitcast<u32>(24u)) / _e53) << bitcast<u32>(24u)) >> bitcast<u32>(24u))) & 255u) % (bitcast<u32>(_e53) & 255u))) << bitcast<u32>(24u)) >> bitcast<u32>(24u));
    let _e97 = (((bitcast<i32>(((bitcast<u32>(select(_e84, _e38, (_e84 < _e38))) & 255u) >> bitcast<u32>(bitcast<u32>(_e53)))) << bitcast<u32>(24u)) >> bitcast<u32>(24u)) ^ _e38);
    let _e98 = (_e97 / _e53);
    let _e100 = (_e97 - (_e98 * _e53));
    let _e117 = (bitcast<u32>((_e23 & 3i)) << bitcast<u32>(3u));
    let _e127 = atomicAnd((&arg2_.member[(_e23 >> bitcast<u32>(2u))]), ~((255u << bitcast<u32>(_e117))));
    let _e128 = atomicOr((&arg2_.member[(_e23 >> bitcast<u32>(2u))]), ((bitcast<u32>(((select(_e98, (_e98 + 1i), ((_e100 != 0i) && ((_e100 < 0i) == (_e53 < 0i)))) << bitcast<u32>(24u)) >> bitcast<u32>(24u))) & 255u) << bitcast<u32>(_e117)));
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn types_i8_(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    types_i8_1();
}
