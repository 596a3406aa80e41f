struct type_4 {
    member: array<vec4<f32>, 192>,
}

struct type_7 {
    member: array<f32, 48>,
}

struct type_10 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_7;
@group(0) @binding(2) 
var<storage> arg2_: type_7;
@group(0) @binding(3) 
var<storage, read_write> arg3_: type_10;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn layernorm_kernel_1() {
    var phi_52_: i32;
    var phi_53_: vec4<f32>;
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;
    var phi_81_: i32;
    var phi_82_: vec4<f32>;
    var local_4: vec4<f32>;
    var local_5: vec4<f32>;
    var local_6: vec4<f32>;
    var local_7: vec4<f32>;
    var phi_111_: i32;

    let _e20 = global;
    let _e23 = global_1;
    let _e27 = ((bitcast<i32>(_e20.x) * 16i) + bitcast<i32>(_e23.x));
    let _e28 = vec4(-0f);
    phi_52_ = 0i;
    phi_53_ = _e28;
    loop {
        let _e30 = phi_52_;
        let _e32 = phi_53_;
        local = _e32;
        local_1 = _e32;
        local_2 = _e32;
        local_3 = _e32;
        if (_e30 < 48i) {
        } else {
            break;
        }
        let _e40 = arg0_.member[(((_e27 * 48i) + _e30) >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_52_ = (_e30 + 4i);
            phi_53_ = (_e32 + _e40);
        }
    }
    let _e44 = local;
    let _e47 = local_1;
    let _e50 = local_2;
    let _e53 = local_3;
    let _e60 = ((((((_e44.x + _e47.y) + _e50.z) + _e53.w) + 0f) + 0f) / 48f);
    phi_81_ = 0i;
    phi_82_ = _e28;
    loop {
        let _e62 = phi_81_;
        let _e64 = phi_82_;
        local_4 = _e64;
        local_5 = _e64;
        local_6 = _e64;
        local_7 = _e64;
        if (_e62 < 48i) {
        } else {
            break;
        }
        let _e72 = arg0_.member[(((_e27 * 48i) + _e62) >> bitcast<u32>(2i))];
        let _e74 = (_e72 - vec4(_e60));
        continue;
        continuing {
            phi_81_ = (_e62 + 4i);
            phi_82_ = fma(_e74, _e74, _e64);
        }
    }
    let _e78 = local_4;
    let _e81 = local_5;
    let _e84 = local_6;
    let _e87 = local_7;
    phi_111_ = 0i;
    loop {
        let _e98 = phi_111_;
        if (_e98 < 48i) {
        } else {
            break;
        }
        let _e101 = ((_e27 * 48i) + _e98);
        let _e108 = arg0_.member[(_e101 >> bitcast<u32>(2i))][(_e101 & 3i)];
        let _e111 = arg1_.member[_e98];
        let _e114 = arg2_.member[_e98];
        arg3_.member[((_e27 * 48i) + _e98)] = fma(((_e108 - _e60) * inverseSqrt((((((((_e78.x + _e81.y) + _e84.z) + _e87.w) + 0f) + 0f) / 48f) + 0.00001f))), _e111, _e114);
        continue;
        continuing {
            phi_111_ = (_e98 + 1i);
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    layernorm_kernel_1();
}
