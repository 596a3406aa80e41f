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

fn softmax_kernel_1() {
    var phi_42_: i32;
    var phi_43_: vec4<f32>;
    var phi_72_: vec4<f32>;
    var phi_75_: vec4<f32>;
    var phi_154_: i32;
    var phi_155_: f32;
    var phi_170_: f32;
    var phi_173_: f32;
    var phi_180_: i32;

    let _e20 = global;
    let _e21 = bitcast<f32>(_e20);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.x);
    phi_42_ = 0i;
    phi_43_ = vec4(_e21);
    loop {
        let _e27 = phi_42_;
        let _e29 = phi_43_;
        let _e36 = arg0_.member[(((_e24 * 40i) + _e27) >> bitcast<u32>(2i))];
        phi_72_ = select(select(select(max(_e29, _e36), select(_e29, _e36, (bitcast<vec4<u32>>(_e29) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e29 == _e36)), _e36, ((bitcast<vec4<u32>>(_e36) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e29, ((bitcast<vec4<u32>>(_e29) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e52 = phi_72_;
            let _e53 = (_e27 + 4i);
            phi_42_ = _e53;
            phi_43_ = _e52;
            phi_75_ = _e52;
            break if !((_e53 < 40i));
        }
    }
    let _e57 = phi_75_;
    let _e75 = select(select(select(max(_e57.x, _e57.y), select(_e57.x, _e57.y, (bitcast<u32>(_e57.x) > 2147483647u)), (_e57.x == _e57.y)), _e57.y, ((bitcast<u32>(_e57.y) & 2147483647u) > 2139095040u)), _e57.x, ((bitcast<u32>(_e57.x) & 2147483647u) > 2139095040u));
    let _e89 = select(select(select(max(_e75, _e57.z), select(_e75, _e57.z, (bitcast<u32>(_e75) > 2147483647u)), (_e75 == _e57.z)), _e57.z, ((bitcast<u32>(_e57.z) & 2147483647u) > 2139095040u)), _e75, ((bitcast<u32>(_e75) & 2147483647u) > 2139095040u));
    let _e103 = select(select(select(max(_e89, _e57.w), select(_e89, _e57.w, (bitcast<u32>(_e89) > 2147483647u)), (_e89 == _e57.w)), _e57.w, ((bitcast<u32>(_e57.w) & 2147483647u) > 2139095040u)), _e89, ((bitcast<u32>(_e89) & 2147483647u) > 2139095040u));
    let _e116 = select(select(select(max(_e103, -340282350000000000000000000000000000000f), select(_e103, -340282350000000000000000000000000000000f, (bitcast<u32>(_e103) > 2147483647u)), (_e103 == -340282350000000000000000000000000000000f)), -340282350000000000000000000000000000000f, ((4286578687u & 2147483647u) > 2139095040u)), _e103, ((bitcast<u32>(_e103) & 2147483647u) > 2139095040u));
    phi_154_ = 0i;
    phi_155_ = 0f;
    loop {
        let _e132 = phi_154_;
        let _e134 = phi_155_;
        let _e136 = ((_e24 * 40i) + _e132);
        let _e143 = arg0_.member[(_e136 >> bitcast<u32>(2i))][(_e136 & 3i)];
        let _e145 = exp((_e143 - select(select(select(max(_e116, _e21), select(_e116, _e21, (bitcast<u32>(_e116) > 2147483647u)), (_e116 == _e21)), _e21, ((bitcast<u32>(_e21) & 2147483647u) > 2139095040u)), _e116, ((bitcast<u32>(_e116) & 2147483647u) > 2139095040u))));
        arg1_.member[((_e24 * 40i) + _e132)] = _e145;
        phi_170_ = (_e134 + _e145);
        continue;
        continuing {
            let _e152 = phi_170_;
            let _e153 = (_e132 + 1i);
            phi_154_ = _e153;
            phi_155_ = _e152;
            phi_173_ = _e152;
            break if !((_e153 < 40i));
        }
    }
    let _e157 = phi_173_;
    phi_180_ = 0i;
    loop {
        let _e161 = phi_180_;
        let _e166 = arg1_.member[((_e24 * 40i) + _e161)];
        arg1_.member[((_e24 * 40i) + _e161)] = (_e166 / select(_e157, 0f, (_e157 == 0f)));
        continue;
        continuing {
            let _e172 = (_e161 + 1i);
            phi_180_ = _e172;
            break if !((_e172 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
