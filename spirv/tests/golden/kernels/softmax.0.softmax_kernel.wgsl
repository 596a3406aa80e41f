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
    var phi_41_: i32;
    var phi_42_: vec4<f32>;
    var phi_71_: vec4<f32>;
    var phi_74_: vec4<f32>;
    var phi_153_: i32;
    var phi_154_: f32;
    var phi_183_: f32;
    var phi_186_: f32;
    var phi_193_: i32;

    let _e20 = global;
    let _e21 = bitcast<f32>(_e20);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.x);
    phi_41_ = 0i;
    phi_42_ = vec4(_e21);
    loop {
        let _e27 = phi_41_;
        let _e29 = phi_42_;
        let _e36 = arg0_.member[(((_e24 * 40i) + _e27) >> bitcast<u32>(2i))];
        phi_71_ = select(select(select(max(_e29, _e36), select(_e29, _e36, (bitcast<vec4<u32>>(_e29) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e29 == _e36)), _e36, ((bitcast<vec4<u32>>(_e36) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e29, ((bitcast<vec4<u32>>(_e29) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e52 = phi_71_;
            let _e53 = (_e27 + 4i);
            phi_41_ = _e53;
            phi_42_ = _e52;
            phi_74_ = _e52;
            break if !((_e53 < 40i));
        }
    }
    let _e57 = phi_74_;
    let _e75 = select(select(select(max(_e57.x, _e57.y), select(_e57.x, _e57.y, (bitcast<u32>(_e57.x) > 2147483647u)), (_e57.x == _e57.y)), _e57.y, ((bitcast<u32>(_e57.y) & 2147483647u) > 2139095040u)), _e57.x, ((bitcast<u32>(_e57.x) & 2147483647u) > 2139095040u));
    let _e89 = select(select(select(max(_e75, _e57.z), select(_e75, _e57.z, (bitcast<u32>(_e75) > 2147483647u)), (_e75 == _e57.z)), _e57.z, ((bitcast<u32>(_e57.z) & 2147483647u) > 2139095040u)), _e75, ((bitcast<u32>(_e75) & 2147483647u) > 2139095040u));
    let _e103 = select(select(select(max(_e89, _e57.w), select(_e89, _e57.w, (bitcast<u32>(_e89) > 2147483647u)), (_e89 == _e57.w)), _e57.w, ((bitcast<u32>(_e57.w) & 2147483647u) > 2139095040u)), _e89, ((bitcast<u32>(_e89) & 2147483647u) > 2139095040u));
    let _e117 = select(select(select(max(_e103, _e21), select(_e103, _e21, (bitcast<u32>(_e103) > 2147483647u)), (_e103 == _e21)), _e21, ((bitcast<u32>(_e21) & 2147483647u) > 2139095040u)), _e103, ((bitcast<u32>(_e103) & 2147483647u) > 2139095040u));
    phi_153_ = 0i;
    phi_154_ = 0f;
    loop {
        let _e133 = phi_153_;
        let _e135 = phi_154_;
        let _e137 = ((_e24 * 40i) + _e133);
        let _e144 = arg0_.member[(_e137 >> bitcast<u32>(2i))][(_e137 & 3i)];
        let _e145 = (_e144 - select(select(select(max(_e117, _e21), select(_e117, _e21, (bitcast<u32>(_e117) > 2147483647u)), (_e117 == _e21)), _e21, ((bitcast<u32>(_e21) & 2147483647u) > 2139095040u)), _e117, ((bitcast<u32>(_e117) & 2147483647u) > 2139095040u)));
        let _e155 = global_2;
        let _e158 = exp(select(_e145, bitcast<f32>(_e155), ((_e145 == 0f) && (((bitcast<u32>(_e144) & 2147483647u) > 2139095040u) || ((bitcast<u32>(_e144) & 2147483647u) == 2139095040u)))));
        arg1_.member[((_e24 * 40i) + _e133)] = _e158;
        phi_183_ = (_e135 + _e158);
        continue;
        continuing {
            let _e165 = phi_183_;
            let _e166 = (_e133 + 1i);
            phi_153_ = _e166;
            phi_154_ = _e165;
            phi_186_ = _e165;
            break if !((_e166 < 40i));
        }
    }
    let _e170 = phi_186_;
    phi_193_ = 0i;
    loop {
        let _e174 = phi_193_;
        let _e179 = arg1_.member[((_e24 * 40i) + _e174)];
        arg1_.member[((_e24 * 40i) + _e174)] = (_e179 / select(_e170, 0f, (_e170 == 0f)));
        continue;
        continuing {
            let _e185 = (_e174 + 1i);
            phi_193_ = _e185;
            break if !((_e185 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
