struct type_3 {
    member: array<f32, 768>,
}

struct type_6 {
    member: array<f32, 48>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_6;
@group(0) @binding(3) 
var<storage, read_write> arg3_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn layernorm_kernel_1() {
    var phi_44_: i32;
    var phi_45_: f32;
    var local: f32;
    var phi_63_: i32;
    var phi_64_: f32;
    var local_1: f32;
    var phi_83_: i32;

    let _e15 = global;
    let _e18 = global_1;
    let _e22 = ((bitcast<i32>(_e15.x) * 16i) + bitcast<i32>(_e18.x));
    phi_44_ = 0i;
    phi_45_ = 0f;
    loop {
        let _e24 = phi_44_;
        let _e26 = phi_45_;
        local = _e26;
        if (_e24 < 48i) {
        } else {
            break;
        }
        let _e32 = arg0_.member[((_e22 * 48i) + _e24)];
        continue;
        continuing {
            phi_44_ = (_e24 + 1i);
            phi_45_ = (_e26 + _e32);
        }
    }
    let _e36 = local;
    let _e38 = ((_e36 + 0f) / 48f);
    phi_63_ = 0i;
    phi_64_ = 0f;
    loop {
        let _e40 = phi_63_;
        let _e42 = phi_64_;
        local_1 = _e42;
        if (_e40 < 48i) {
        } else {
            break;
        }
        let _e48 = arg0_.member[((_e22 * 48i) + _e40)];
        let _e49 = (_e48 - _e38);
        continue;
        continuing {
            phi_63_ = (_e40 + 1i);
            phi_64_ = fma(_e49, _e49, _e42);
        }
    }
    let _e53 = local_1;
    phi_83_ = 0i;
    loop {
        let _e59 = phi_83_;
        if (_e59 < 48i) {
        } else {
            break;
        }
        let _e65 = arg0_.member[((_e22 * 48i) + _e59)];
        let _e68 = arg1_.member[_e59];
        let _e71 = arg2_.member[_e59];
        arg3_.member[((_e22 * 48i) + _e59)] = fma(((_e65 - _e38) * inverseSqrt((((_e53 + 0f) / 48f) + 0.00001f))), _e68, _e71);
        continue;
        continuing {
            phi_83_ = (_e59 + 1i);
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
