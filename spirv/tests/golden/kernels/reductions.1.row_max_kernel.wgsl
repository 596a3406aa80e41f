struct type_4 {
    member: array<vec4<f32>, 240>,
}

struct type_7 {
    member: array<f32, 40>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_7;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;

fn row_max_kernel_1() {
    var phi_39_: i32;
    var phi_40_: vec4<f32>;
    var phi_69_: vec4<f32>;
    var phi_72_: vec4<f32>;

    let _e15 = global;
    let _e16 = bitcast<f32>(_e15);
    let _e17 = global_1;
    let _e19 = bitcast<i32>(_e17.x);
    phi_39_ = 0i;
    phi_40_ = vec4(_e16);
    loop {
        let _e22 = phi_39_;
        let _e24 = phi_40_;
        let _e31 = arg0_.member[(((_e19 * 24i) + _e22) >> bitcast<u32>(2i))];
        phi_69_ = select(select(select(max(_e24, _e31), select(_e24, _e31, (bitcast<vec4<u32>>(_e24) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e24 == _e31)), _e31, ((bitcast<vec4<u32>>(_e31) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e24, ((bitcast<vec4<u32>>(_e24) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e47 = phi_69_;
            let _e48 = (_e22 + 4i);
            phi_39_ = _e48;
            phi_40_ = _e47;
            phi_72_ = _e47;
            break if !((_e48 < 24i));
        }
    }
    let _e52 = phi_72_;
    let _e70 = select(select(select(max(_e52.x, _e52.y), select(_e52.x, _e52.y, (bitcast<u32>(_e52.x) > 2147483647u)), (_e52.x == _e52.y)), _e52.y, ((bitcast<u32>(_e52.y) & 2147483647u) > 2139095040u)), _e52.x, ((bitcast<u32>(_e52.x) & 2147483647u) > 2139095040u));
    let _e84 = select(select(select(max(_e70, _e52.z), select(_e70, _e52.z, (bitcast<u32>(_e70) > 2147483647u)), (_e70 == _e52.z)), _e52.z, ((bitcast<u32>(_e52.z) & 2147483647u) > 2139095040u)), _e70, ((bitcast<u32>(_e70) & 2147483647u) > 2139095040u));
    let _e98 = select(select(select(max(_e84, _e52.w), select(_e84, _e52.w, (bitcast<u32>(_e84) > 2147483647u)), (_e84 == _e52.w)), _e52.w, ((bitcast<u32>(_e52.w) & 2147483647u) > 2139095040u)), _e84, ((bitcast<u32>(_e84) & 2147483647u) > 2139095040u));
    let _e112 = select(select(select(max(_e98, _e16), select(_e98, _e16, (bitcast<u32>(_e98) > 2147483647u)), (_e98 == _e16)), _e16, ((bitcast<u32>(_e16) & 2147483647u) > 2139095040u)), _e98, ((bitcast<u32>(_e98) & 2147483647u) > 2139095040u));
    arg1_.member[_e19] = select(select(select(max(_e112, _e16), select(_e112, _e16, (bitcast<u32>(_e112) > 2147483647u)), (_e112 == _e16)), _e16, ((bitcast<u32>(_e16) & 2147483647u) > 2139095040u)), _e112, ((bitcast<u32>(_e112) & 2147483647u) > 2139095040u));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    row_max_kernel_1();
}
