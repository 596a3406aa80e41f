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
    var phi_41_: i32;
    var phi_42_: vec4<f32>;
    var phi_71_: vec4<f32>;
    var phi_74_: vec4<f32>;
    var phi_153_: i32;
    var phi_154_: f32;
    var phi_169_: f32;
    var phi_172_: f32;
    var phi_179_: i32;

    let _e18 = global;
    let _e19 = bitcast<f32>(_e18);
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.x);
    phi_41_ = 0i;
    phi_42_ = vec4(_e19);
    loop {
        let _e25 = phi_41_;
        let _e27 = phi_42_;
        let _e34 = arg0_.member[(((_e22 * 40i) + _e25) >> bitcast<u32>(2i))];
        phi_71_ = select(select(select(max(_e27, _e34), select(_e27, _e34, (bitcast<vec4<u32>>(_e27) > vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u))), (_e27 == _e34)), _e34, ((bitcast<vec4<u32>>(_e34) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), _e27, ((bitcast<vec4<u32>>(_e27) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)));
        continue;
        continuing {
            let _e50 = phi_71_;
            let _e51 = (_e25 + 4i);
            phi_41_ = _e51;
            phi_42_ = _e50;
            phi_74_ = _e50;
            break if !((_e51 < 40i));
        }
    }
    let _e55 = phi_74_;
    let _e73 = select(select(select(max(_e55.x, _e55.y), select(_e55.x, _e55.y, (bitcast<u32>(_e55.x) > 2147483647u)), (_e55.x == _e55.y)), _e55.y, ((bitcast<u32>(_e55.y) & 2147483647u) > 2139095040u)), _e55.x, ((bitcast<u32>(_e55.x) & 2147483647u) > 2139095040u));
    let _e87 = select(select(select(max(_e73, _e55.z), select(_e73, _e55.z, (bitcast<u32>(_e73) > 2147483647u)), (_e73 == _e55.z)), _e55.z, ((bitcast<u32>(_e55.z) & 2147483647u) > 2139095040u)), _e73, ((bitcast<u32>(_e73) & 2147483647u) > 2139095040u));
    let _e101 = select(select(select(max(_e87, _e55.w), select(_e87, _e55.w, (bitcast<u32>(_e87) > 2147483647u)), (_e87 == _e55.w)), _e55.w, ((bitcast<u32>(_e55.w) & 2147483647u) > 2139095040u)), _e87, ((bitcast<u32>(_e87) & 2147483647u) > 2139095040u));
    let _e115 = select(select(select(max(_e101, _e19), select(_e101, _e19, (bitcast<u32>(_e101) > 2147483647u)), (_e101 == _e19)), _e19, ((bitcast<u32>(_e19) & 2147483647u) > 2139095040u)), _e101, ((bitcast<u32>(_e101) & 2147483647u) > 2139095040u));
    phi_153_ = 0i;
    phi_154_ = 0f;
    loop {
        let _e131 = phi_153_;
        let _e133 = phi_154_;
        let _e135 = ((_e22 * 40i) + _e131);
        let _e142 = arg0_.member[(_e135 >> bitcast<u32>(2i))][(_e135 & 3i)];
        let _e144 = exp((_e142 - select(select(select(max(_e115, _e19), select(_e115, _e19, (bitcast<u32>(_e115) > 2147483647u)), (_e115 == _e19)), _e19, ((bitcast<u32>(_e19) & 2147483647u) > 2139095040u)), _e115, ((bitcast<u32>(_e115) & 2147483647u) > 2139095040u))));
        arg1_.member[((_e22 * 40i) + _e131)] = _e144;
        phi_169_ = (_e133 + _e144);
        continue;
        continuing {
            let _e151 = phi_169_;
            let _e152 = (_e131 + 1i);
            phi_153_ = _e152;
            phi_154_ = _e151;
            phi_172_ = _e151;
            break if !((_e152 < 40i));
        }
    }
    let _e156 = phi_172_;
    phi_179_ = 0i;
    loop {
        let _e160 = phi_179_;
        let _e165 = arg1_.member[((_e22 * 40i) + _e160)];
        arg1_.member[((_e22 * 40i) + _e160)] = (_e165 / select(_e156, 0f, (_e156 == 0f)));
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
