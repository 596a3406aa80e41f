struct type_4 {
    member: array<vec4<f32>, 160>,
}

struct type_7 {
    member: array<f32, 640>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_7;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;
var<private> global_2: u32 = 2143289344u;

fn softmax_kernel_1() {
    var phi_42_: i32;
    var phi_43_: vec4<f32>;
    var phi_72_: vec4<f32>;
    var phi_75_: vec4<f32>;
    var phi_154_: i32;
    var phi_155_: f32;
    var phi_184_: f32;
    var phi_187_: f32;
    var phi_194_: i32;

    let _e21 = global;
    let _e22 = bitcast<f32>(_e21);
    let _e23 = global_1;
    let _e25 = bitcast<i32>(_e23.x);
    phi_42_ = 0i;
    phi_43_ = vec4(_e22);
    loop {
        let _e28 = phi_42_;
        let _e30 = phi_43_;
        let _e37 = arg0_.member[(((_e25 * 40i) + _e28) >> bitcast<u32>(2i))];
        phi_72_ = select(select(select(max(_e30, _e37), select(_e30, _e37, (bitcast<vec4<u32>>(_e30) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e30 == _e37)), _e37, ((bitcast<vec4<u32>>(_e37) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e30, ((bitcast<vec4<u32>>(_e30) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e53 = phi_72_;
            let _e54 = (_e28 + 4i);
            phi_42_ = _e54;
            phi_43_ = _e53;
            phi_75_ = _e53;
            break if !((_e54 < 40i));
        }
    }
    let _e58 = phi_75_;
    let _e76 = select(select(select(max(_e58.x, _e58.y), select(_e58.x, _e58.y, (bitcast<u32>(_e58.x) > 2147483647u)), (_e58.x == _e58.y)), _e58.y, ((bitcast<u32>(_e58.y) & 2147483647u) > 2139095040u)), _e58.x, ((bitcast<u32>(_e58.x) & 2147483647u) > 2139095040u));
    let _e90 = select(select(select(max(_e76, _e58.z), select(_e76, _e58.z, (bitcast<u32>(_e76) > 2147483647u)), (_e76 == _e58.z)), _e58.z, ((bitcast<u32>(_e58.z) & 2147483647u) > 2139095040u)), _e76, ((bitcast<u32>(_e76) & 2147483647u) > 2139095040u));
    let _e104 = select(select(select(max(_e90, _e58.w), select(_e90, _e58.w, (bitcast<u32>(_e90) > 2147483647u)), (_e90 == _e58.w)), _e58.w, ((bitcast<u32>(_e58.w) & 2147483647u) > 2139095040u)), _e90, ((bitcast<u32>(_e90) & 2147483647u) > 2139095040u));
    let _e118 = select(select(select(max(_e104, _e22), select(_e104, _e22, (bitcast<u32>(_e104) > 2147483647u)), (_e104 == _e22)), _e22, ((bitcast<u32>(_e22) & 2147483647u) > 2139095040u)), _e104, ((bitcast<u32>(_e104) & 2147483647u) > 2139095040u));
    phi_154_ = 0i;
    phi_155_ = -0f;
    loop {
        let _e134 = phi_154_;
        let _e136 = phi_155_;
        let _e138 = ((_e25 * 40i) + _e134);
        let _e145 = arg0_.member[(_e138 >> bitcast<u32>(2i))][(_e138 & 3i)];
        let _e146 = (_e145 - select(select(select(max(_e118, _e22), select(_e118, _e22, (bitcast<u32>(_e118) > 2147483647u)), (_e118 == _e22)), _e22, ((bitcast<u32>(_e22) & 2147483647u) > 2139095040u)), _e118, ((bitcast<u32>(_e118) & 2147483647u) > 2139095040u)));
        let _e156 = global_2;
        let _e159 = exp(select(_e146, bitcast<f32>(_e156), ((_e146 == 0f) && (((bitcast<u32>(_e145) & 2147483647u) > 2139095040u) || ((bitcast<u32>(_e145) & 2147483647u) == 2139095040u)))));
        arg1_.member[((_e25 * 40i) + _e134)] = _e159;
        phi_184_ = (_e136 + _e159);
        continue;
        continuing {
            let _e166 = phi_184_;
            let _e167 = (_e134 + 1i);
            phi_154_ = _e167;
            phi_155_ = _e166;
            phi_187_ = _e166;
            break if !((_e167 < 40i));
        }
    }
    let _e171 = phi_187_;
    phi_194_ = 0i;
    loop {
        let _e175 = phi_194_;
        let _e180 = arg1_.member[((_e25 * 40i) + _e175)];
        arg1_.member[((_e25 * 40i) + _e175)] = (_e180 / select(_e171, 0f, (_e171 == 0f)));
        continue;
        continuing {
            let _e186 = (_e175 + 1i);
            phi_194_ = _e186;
            break if !((_e186 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
