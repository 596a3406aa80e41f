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
var<private> global_2: vec3<u32>;

fn softmax_kernel_1() {
    var phi_49_: i32;
    var phi_50_: vec4<f32>;
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;
    var phi_86_: i32;
    var phi_87_: f32;
    var local_4: f32;
    var phi_111_: i32;

    let _e17 = global;
    let _e18 = bitcast<f32>(_e17);
    let _e19 = global_1;
    let _e22 = global_2;
    let _e26 = ((bitcast<i32>(_e19.x) * 16i) + bitcast<i32>(_e22.x));
    phi_49_ = 0i;
    phi_50_ = vec4(_e18);
    loop {
        let _e29 = phi_49_;
        let _e31 = phi_50_;
        local = _e31;
        local_1 = _e31;
        local_2 = _e31;
        local_3 = _e31;
        if (_e29 < 40i) {
        } else {
            break;
        }
        let _e39 = arg0_.member[(((_e26 * 40i) + _e29) >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_49_ = (_e29 + 4i);
            phi_50_ = select(select(max(_e31, _e39), _e39, (_e39 != _e39)), _e31, (_e31 != _e31));
        }
    }
    let _e47 = local;
    let _e50 = local_1;
    let _e53 = local_2;
    let _e56 = local_3;
    let _e61 = max(max(max(max(_e47.x, _e50.y), _e53.z), _e56.w), -340282350000000000000000000000000000000f);
    phi_86_ = 0i;
    phi_87_ = 0f;
    loop {
        let _e68 = phi_86_;
        let _e70 = phi_87_;
        local_4 = _e70;
        if (_e68 < 40i) {
        } else {
            break;
        }
        let _e73 = ((_e26 * 40i) + _e68);
        let _e80 = arg0_.member[(_e73 >> bitcast<u32>(2i))][(_e73 & 3i)];
        let _e82 = exp((_e80 - select(select(max(_e61, _e18), _e18, (_e18 != _e18)), _e61, (_e61 != _e61))));
        arg1_.member[((_e26 * 40i) + _e68)] = _e82;
        continue;
        continuing {
            phi_86_ = (_e68 + 1i);
            phi_87_ = (_e70 + _e82);
        }
    }
    let _e90 = local_4;
    phi_111_ = 0i;
    loop {
        let _e93 = phi_111_;
        if (_e93 < 40i) {
        } else {
            break;
        }
        let _e99 = arg1_.member[((_e26 * 40i) + _e93)];
        arg1_.member[((_e26 * 40i) + _e93)] = (_e99 / (_e90 + 0f));
        continue;
        continuing {
            phi_111_ = (_e93 + 1i);
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    softmax_kernel_1();
}
