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

    let _e24 = global;
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.y);
    let _e31 = vec4(2f);
    phi_37_ = (bitcast<i32>(_e24.x) * 4i);
    loop {
        let _e33 = phi_37_;
        if (_e33 < 128i) {
        } else {
            break;
        }
        let _e41 = arg0_.member[(((_e29 * 128i) + _e33) >> bitcast<u32>(2i))];
        let _e48 = arg1_.member[(((_e29 * 128i) + _e33) >> bitcast<u32>(2i))];
        let _e49 = fma(_e41, _e31, _e48);
        let _e66 = select(vec4<bool>(false, false, false, false), !(select(((bitcast<vec4<u32>>(_e31) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e31) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))), !(select(((bitcast<vec4<u32>>(_e41) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e41) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))));
        arg2_.member[(((_e29 * 128i) + _e33) >> bitcast<u32>(2i))] = select(select(_e49, (fma((_e41 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f)), _e31, (_e48 * vec4<f32>(0.25f, 0.25f, 0.25f, 0.25f))) * vec4<f32>(4f, 4f, 4f, 4f)), select(vec4<bool>(false, false, false, false), ((bitcast<vec4<u32>>(_e49) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), select(vec4<bool>(false, false, false, false), !(select(((bitcast<vec4<u32>>(_e48) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e48) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)))), _e66))), _e48, select(vec4<bool>(false, false, false, false), ((bitcast<vec4<u32>>(_e48) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), _e66));
        continue;
        continuing {
            phi_37_ = (_e33 + 64i);
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
