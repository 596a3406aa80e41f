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

    let _e33 = global;
    let _e36 = global_1;
    let _e38 = bitcast<i32>(_e36.y);
    phi_37_ = (bitcast<i32>(_e33.x) * 4i);
    loop {
        let _e41 = phi_37_;
        if (_e41 < 128i) {
        } else {
            break;
        }
        let _e49 = arg0_.member[(((_e38 * 128i) + _e41) >> bitcast<u32>(2i))];
        let _e56 = arg1_.member[(((_e38 * 128i) + _e41) >> bitcast<u32>(2i))];
        let _e57 = fma(_e49, vec4<f32>(2f, 2f, 2f, 2f), _e56);
        let _e70 = select(vec4<bool>(false, false, false, false), !(select(vec4<bool>(false, false, false, false), vec4<bool>(true, true, true, true), ((vec4<u32>(1073741824u, 1073741824u, 1073741824u, 1073741824u) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))), !(select(((bitcast<vec4<u32>>(_e49) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e49) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))));
        arg2_.member[(((_e38 * 128i) + _e41) >> bitcast<u32>(2i))] = select(select(select(_e57, (fma((_e49 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f)), vec4<f32>(2f, 2f, 2f, 2f), (_e56 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f))) * vec4<f32>(4f, 4f, 4f, 4f)), select(vec4<bool>(false, false, false, false), ((bitcast<vec4<u32>>(_e57) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), select(vec4<bool>(false, false, false, false), !(select(((bitcast<vec4<u32>>(_e56) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e56) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))), _e70))), _e56, select(vec4<bool>(false, false, false, false), ((bitcast<vec4<u32>>(_e56) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), _e70)), (bitcast<vec4<f32>>(select(((bitcast<vec4<u32>>(_e49) ^ vec4<u32>(1073741824u, 1073741824u, 1073741824u, 1073741824u)) & vec4<u32>(2147483648u, 2147483648u, 2147483648u, 2147483648u)), vec4<u32>(2143289344u, 2143289344u, 2143289344u, 2143289344u), !(_e70))) + _e56), select((vec4<f32>(2f, 2f, 2f, 2f) == vec4<f32>(0f, 0f, 0f, 0f)), vec4<bool>(true, true, true, true), (_e49 == vec4<f32>(0f, 0f, 0f, 0f))));
        continue;
        continuing {
            phi_37_ = (_e41 + 64i);
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
