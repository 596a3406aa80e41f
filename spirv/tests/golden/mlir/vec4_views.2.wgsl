struct type_4 {
    member: array<vec4<f32>, 256>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_4;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn vec4_loop_1() {
    var phi_37_: i32;

    let _e30 = global;
    let _e33 = global_1;
    let _e35 = bitcast<i32>(_e33.y);
    let _e37 = vec4(2f);
    phi_37_ = (bitcast<i32>(_e30.x) * 4i);
    loop {
        let _e39 = phi_37_;
        if (_e39 < 128i) {
        } else {
            break;
        }
        let _e47 = arg0_.member[(((_e35 * 128i) + _e39) >> bitcast<u32>(2i))];
        let _e54 = arg1_.member[(((_e35 * 128i) + _e39) >> bitcast<u32>(2i))];
        let _e55 = fma(_e47, _e37, _e54);
        let _e72 = select(vec4<bool>(false, false, false, false), !(select(((bitcast<vec4<u32>>(_e37) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e37) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))), !(select(((bitcast<vec4<u32>>(_e47) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e47) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))));
        arg2_.member[(((_e35 * 128i) + _e39) >> bitcast<u32>(2i))] = select(select(select(_e55, (fma((_e47 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f)), _e37, (_e54 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f))) * vec4<f32>(4f, 4f, 4f, 4f)), select(vec4<bool>(false, false, false, false), ((bitcast<vec4<u32>>(_e55) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), select(vec4<bool>(false, false, false, false), !(select(((bitcast<vec4<u32>>(_e54) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e54) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))), _e72))), _e54, select(vec4<bool>(false, false, false, false), ((bitcast<vec4<u32>>(_e54) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), _e72)), (bitcast<vec4<f32>>(select(((bitcast<vec4<u32>>(_e47) ^ bitcast<vec4<u32>>(_e37)) & vec4<u32>(2147483648u, 2147483648u, 2147483648u, 2147483648u)), vec4<u32>(2143289344u, 2143289344u, 2143289344u, 2143289344u), !(_e72))) + _e54), select((_e37 == vec4<f32>(0f, 0f, 0f, 0f)), vec4<bool>(true, true, true, true), (_e47 == vec4<f32>(0f, 0f, 0f, 0f))));
        continue;
        continuing {
            phi_37_ = (_e39 + 64i);
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_loop(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_loop_1();
}
