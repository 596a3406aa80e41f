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
    var phi_74_: vec4<f32>;
    var phi_153_: i32;
    var phi_154_: f32;
    var phi_171_: f32;
    var phi_177_: i32;

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
        let _e49 = select(select(select(max(_e28, _e35), select(_e28, _e35, (bitcast<vec4<u32>>(_e28) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e28 == _e35)), _e35, ((bitcast<vec4<u32>>(_e35) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e28, ((bitcast<vec4<u32>>(_e28) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e50 = (_e26 + 4i);
            phi_42_ = _e50;
            phi_43_ = _e49;
            phi_74_ = _e49;
            break if !((_e50 < 40i));
        }
    }
    let _e54 = phi_74_;
    let _e72 = select(select(select(max(_e54.x, _e54.y), select(_e54.x, _e54.y, (bitcast<u32>(_e54.x) > 2147483647u)), (_e54.x == _e54.y)), _e54.y, ((bitcast<u32>(_e54.y) & 2147483647u) > 2139095040u)), _e54.x, ((bitcast<u32>(_e54.x) & 2147483647u) > 2139095040u));
    let _e86 = select(select(select(max(_e72, _e54.z), select(_e72, _e54.z, (bitcast<u32>(_e72) > 2147483647u)), (_e72 == _e54.z)), _e54.z, ((bitcast<u32>(_e54.z) & 2147483647u) > 2139095040u)), _e72, ((bitcast<u32>(_e72) & 2147483647u) > 2139095040u));
    let _e100 = select(select(select(max(_e86, _e54.w), select(_e86, _e54.w, (bitcast<u32>(_e86) > 2147483647u)), (_e86 == _e54.w)), _e54.w, ((bitcast<u32>(_e54.w) & 2147483647u) > 2139095040u)), _e86, ((bitcast<u32>(_e86) & 2147483647u) > 2139095040u));
    let _e114 = select(select(select(max(_e100, -340282350000000000000000000000000000000f), select(_e100, -340282350000000000000000000000000000000f, (bitcast<u32>(_e100) > 2147483647u)), (_e100 == -340282350000000000000000000000000000000f)), -340282350000000000000000000000000000000f, ((bitcast<u32>(-340282350000000000000000000000000000000f) & 2147483647u) > 2139095040u)), _e100, ((bitcast<u32>(_e100) & 2147483647u) > 2139095040u));
    phi_153_ = 0i;
    phi_154_ = 0f;
    loop {
        let _e130 = phi_153_;
        let _e132 = phi_154_;
        let _e134 = ((_e23 * 40i) + _e130);
        let _e141 = arg0_.member[(_e134 >> bitcast<u32>(2i))][(_e134 & 3i)];
        let _e143 = exp((_e141 - select(select(select(max(_e114, _e20), select(_e114, _e20, (bitcast<u32>(_e114) > 2147483647u)), (_e114 == _e20)), _e20, ((bitcast<u32>(_e20) & 2147483647u) > 2139095040u)), _e114, ((bitcast<u32>(_e114) & 2147483647u) > 2139095040u))));
        arg1_.member[((_e23 * 40i) + _e130)] = _e143;
        let _e148 = (_e132 + _e143);
        continue;
        continuing {
            let _e149 = (_e130 + 1i);
            phi_153_ = _e149;
            phi_154_ = _e148;
            phi_171_ = _e148;
            break if !((_e149 < 40i));
        }
    }
    let _e153 = phi_171_;
    phi_177_ = 0i;
    loop {
        let _e156 = phi_177_;
        let _e161 = arg1_.member[((_e23 * 40i) + _e156)];
        arg1_.member[((_e23 * 40i) + _e156)] = (_e161 / (_e153 + 0f));
        continue;
        continuing {
            let _e167 = (_e156 + 1i);
            phi_177_ = _e167;
            break if !((_e167 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
