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

    let _e16 = global;
    let _e17 = bitcast<f32>(_e16);
    let _e18 = global_1;
    let _e20 = bitcast<i32>(_e18.x);
    phi_40_ = 0i;
    phi_41_ = vec4(_e17);
    loop {
        let _e23 = phi_40_;
        let _e25 = phi_41_;
        let _e32 = arg0_.member[(((_e20 * 24i) + _e23) >> bitcast<u32>(2i))];
        phi_70_ = select(select(select(max(_e25, _e32), select(_e25, _e32, (bitcast<vec4<u32>>(_e25) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e25 == _e32)), _e32, ((bitcast<vec4<u32>>(_e32) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e25, ((bitcast<vec4<u32>>(_e25) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e48 = phi_70_;
            let _e49 = (_e23 + 4i);
            phi_40_ = _e49;
            phi_41_ = _e48;
            phi_73_ = _e48;
            break if !((_e49 < 24i));
        }
    }
    let _e53 = phi_73_;
    let _e71 = select(select(select(max(_e53.x, _e53.y), select(_e53.x, _e53.y, (bitcast<u32>(_e53.x) > 2147483647u)), (_e53.x == _e53.y)), _e53.y, ((bitcast<u32>(_e53.y) & 2147483647u) > 2139095040u)), _e53.x, ((bitcast<u32>(_e53.x) & 2147483647u) > 2139095040u));
    let _e85 = select(select(select(max(_e71, _e53.z), select(_e71, _e53.z, (bitcast<u32>(_e71) > 2147483647u)), (_e71 == _e53.z)), _e53.z, ((bitcast<u32>(_e53.z) & 2147483647u) > 2139095040u)), _e71, ((bitcast<u32>(_e71) & 2147483647u) > 2139095040u));
    let _e99 = select(select(select(max(_e85, _e53.w), select(_e85, _e53.w, (bitcast<u32>(_e85) > 2147483647u)), (_e85 == _e53.w)), _e53.w, ((bitcast<u32>(_e53.w) & 2147483647u) > 2139095040u)), _e85, ((bitcast<u32>(_e85) & 2147483647u) > 2139095040u));
    let _e113 = select(select(select(max(_e99, -0x1.fffffep+127f), select(_e99, -0x1.fffffep+127f, (bitcast<u32>(_e99) > 2147483647u)), (_e99 == -0x1.fffffep+127f)), -0x1.fffffep+127f, ((bitcast<u32>(-0x1.fffffep+127f) & 2147483647u) > 2139095040u)), _e99, ((bitcast<u32>(_e99) & 2147483647u) > 2139095040u));
    arg1_.member[_e20] = select(select(select(max(_e113, _e17), select(_e113, _e17, (bitcast<u32>(_e113) > 2147483647u)), (_e113 == _e17)), _e17, ((bitcast<u32>(_e17) & 2147483647u) > 2139095040u)), _e113, ((bitcast<u32>(_e113) & 2147483647u) > 2139095040u));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    row_max_kernel_1();
}
