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
    var phi_179_: i32;

    let _e19 = global;
    let _e20 = bitcast<f32>(_e19);
    let _e21 = global_1;
    let _e23 = bitcast<i32>(_e21.x);
    phi_42_ = 0i;
    phi_43_ = vec4(_e20);
    loop {
        let _e26 = phi_42_;
        let _e28 = phi_43_;
        let _e35 = arg0_.member[(((_e23 * 40i) + _e26) >> bitcast<u32>(2i))];
        phi_72_ = select(select(select(max(_e28, _e35), select(_e28, _e35, (bitcast<vec4<u32>>(_e28) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e28 == _e35)), _e35, ((bitcast<vec4<u32>>(_e35) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e28, ((bitcast<vec4<u32>>(_e28) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e51 = phi_72_;
            let _e52 = (_e26 + 4i);
            phi_42_ = _e52;
            phi_43_ = _e51;
            phi_75_ = _e51;
            break if !((_e52 < 40i));
        }
    }
    let _e56 = phi_75_;
    let _e74 = select(select(select(max(_e56.x, _e56.y), select(_e56.x, _e56.y, (bitcast<u32>(_e56.x) > 2147483647u)), (_e56.x == _e56.y)), _e56.y, ((bitcast<u32>(_e56.y) & 2147483647u) > 2139095040u)), _e56.x, ((bitcast<u32>(_e56.x) & 2147483647u) > 2139095040u));
    let _e88 = select(select(select(max(_e74, _e56.z), select(_e74, _e56.z, (bitcast<u32>(_e74) > 2147483647u)), (_e74 == _e56.z)), _e56.z, ((bitcast<u32>(_e56.z) & 2147483647u) > 2139095040u)), _e74, ((bitcast<u32>(_e74) & 2147483647u) > 2139095040u));
    let _e102 = select(select(select(max(_e88, _e56.w), select(_e88, _e56.w, (bitcast<u32>(_e88) > 2147483647u)), (_e88 == _e56.w)), _e56.w, ((bitcast<u32>(_e56.w) & 2147483647u) > 2139095040u)), _e88, ((bitcast<u32>(_e88) & 2147483647u) > 2139095040u));
    let _e116 = select(select(select(max(_e102, -0x1.fffffep+127f), select(_e102, -0x1.fffffep+127f, (bitcast<u32>(_e102) > 2147483647u)), (_e102 == -0x1.fffffep+127f)), -0x1.fffffep+127f, ((bitcast<u32>(-0x1.fffffep+127f) & 2147483647u) > 2139095040u)), _e102, ((bitcast<u32>(_e102) & 2147483647u) > 2139095040u));
    phi_154_ = 0i;
    phi_155_ = 0f;
    loop {
        let _e132 = phi_154_;
        let _e134 = phi_155_;
        let _e136 = ((_e23 * 40i) + _e132);
        let _e143 = arg0_.member[(_e136 >> bitcast<u32>(2i))][(_e136 & 3i)];
        let _e145 = exp((_e143 - select(select(select(max(_e116, _e20), select(_e116, _e20, (bitcast<u32>(_e116) > 2147483647u)), (_e116 == _e20)), _e20, ((bitcast<u32>(_e20) & 2147483647u) > 2139095040u)), _e116, ((bitcast<u32>(_e116) & 2147483647u) > 2139095040u))));
        arg1_.member[((_e23 * 40i) + _e132)] = _e145;
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
    phi_179_ = 0i;
    loop {
        let _e160 = phi_179_;
        let _e165 = arg1_.member[((_e23 * 40i) + _e160)];
        arg1_.member[((_e23 * 40i) + _e160)] = (_e165 / (_e157 + 0f));
        continue;
        continuing {
            let _e171 = (_e160 + 1i);
            phi_179_ = _e171;
            break if !((_e171 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
