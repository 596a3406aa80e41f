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
    var phi_40_: i32;
    var phi_41_: vec4<f32>;
    var phi_70_: vec4<f32>;
    var phi_73_: vec4<f32>;

    let _e17 = global;
    let _e18 = bitcast<f32>(_e17);
    let _e19 = global_1;
    let _e21 = bitcast<i32>(_e19.x);
    phi_40_ = 0i;
    phi_41_ = vec4(_e18);
    loop {
        let _e24 = phi_40_;
        let _e26 = phi_41_;
        let _e33 = arg0_.member[(((_e21 * 24i) + _e24) >> bitcast<u32>(2i))];
        phi_70_ = select(select(select(max(_e26, _e33), select(_e26, _e33, (bitcast<vec4<u32>>(_e26) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e26 == _e33)), _e33, ((bitcast<vec4<u32>>(_e33) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e26, ((bitcast<vec4<u32>>(_e26) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e49 = phi_70_;
            let _e50 = (_e24 + 4i);
            phi_40_ = _e50;
            phi_41_ = _e49;
            phi_73_ = _e49;
            break if !((_e50 < 24i));
        }
    }
    let _e54 = phi_73_;
    let _e72 = select(select(select(max(_e54.x, _e54.y), select(_e54.x, _e54.y, (bitcast<u32>(_e54.x) > 2147483647u)), (_e54.x == _e54.y)), _e54.y, ((bitcast<u32>(_e54.y) & 2147483647u) > 2139095040u)), _e54.x, ((bitcast<u32>(_e54.x) & 2147483647u) > 2139095040u));
    let _e86 = select(select(select(max(_e72, _e54.z), select(_e72, _e54.z, (bitcast<u32>(_e72) > 2147483647u)), (_e72 == _e54.z)), _e54.z, ((bitcast<u32>(_e54.z) & 2147483647u) > 2139095040u)), _e72, ((bitcast<u32>(_e72) & 2147483647u) > 2139095040u));
    let _e100 = select(select(select(max(_e86, _e54.w), select(_e86, _e54.w, (bitcast<u32>(_e86) > 2147483647u)), (_e86 == _e54.w)), _e54.w, ((bitcast<u32>(_e54.w) & 2147483647u) > 2139095040u)), _e86, ((bitcast<u32>(_e86) & 2147483647u) > 2139095040u));
    let _e113 = select(select(select(max(_e100, -340282350000000000000000000000000000000f), select(_e100, -340282350000000000000000000000000000000f, (bitcast<u32>(_e100) > 2147483647u)), (_e100 == -340282350000000000000000000000000000000f)), -340282350000000000000000000000000000000f, ((4286578687u & 2147483647u) > 2139095040u)), _e100, ((bitcast<u32>(_e100) & 2147483647u) > 2139095040u));
    arg1_.member[_e21] = select(select(select(max(_e113, _e18), select(_e113, _e18, (bitcast<u32>(_e113) > 2147483647u)), (_e113 == _e18)), _e18, ((bitcast<u32>(_e18) & 2147483647u) > 2139095040u)), _e113, ((bitcast<u32>(_e113) & 2147483647u) > 2139095040u));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    row_max_kernel_1();
}
