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
    var phi_51_: i32;
    var phi_52_: vec4<f32>;
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;
    var phi_80_: i32;
    var phi_81_: vec4<f32>;
    var local_4: vec4<f32>;
    var local_5: vec4<f32>;
    var local_6: vec4<f32>;
    var local_7: vec4<f32>;
    var phi_110_: i32;

    let _e19 = global;
    let _e22 = global_1;
    let _e26 = ((bitcast<i32>(_e19.x) * 16i) + bitcast<i32>(_e22.x));
    let _e27 = vec4(0f);
    phi_51_ = 0i;
    phi_52_ = _e27;
    loop {
        let _e29 = phi_51_;
        let _e31 = phi_52_;
        local = _e31;
        local_1 = _e31;
        local_2 = _e31;
        local_3 = _e31;
        if (_e29 < 48i) {
        } else {
            break;
        }
        let _e39 = arg0_.member[(((_e26 * 48i) + _e29) >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_51_ = (_e29 + 4i);
            phi_52_ = (_e31 + _e39);
        }
    }
    let _e43 = local;
    let _e46 = local_1;
    let _e49 = local_2;
    let _e52 = local_3;
    let _e59 = ((((((_e43.x + _e46.y) + _e49.z) + _e52.w) + 0f) + 0f) / 48f);
    phi_80_ = 0i;
    phi_81_ = _e27;
    loop {
        let _e61 = phi_80_;
        let _e63 = phi_81_;
        local_4 = _e63;
        local_5 = _e63;
        local_6 = _e63;
        local_7 = _e63;
        if (_e61 < 48i) {
        } else {
            break;
        }
        let _e71 = arg0_.member[(((_e26 * 48i) + _e61) >> bitcast<u32>(2i))];
        let _e73 = (_e71 - vec4(_e59));
        continue;
        continuing {
            phi_80_ = (_e61 + 4i);
            phi_81_ = fma(_e73, _e73, _e63);
        }
    }
    let _e77 = local_4;
    let _e80 = local_5;
    let _e83 = local_6;
    let _e86 = local_7;
    phi_110_ = 0i;
    loop {
        let _e97 = phi_110_;
        if (_e97 < 48i) {
        } else {
            break;
        }
        let _e100 = ((_e26 * 48i) + _e97);
        let _e107 = arg0_.member[(_e100 >> bitcast<u32>(2i))][(_e100 & 3i)];
        let _e110 = arg1_.member[_e97];
        let _e113 = arg2_.member[_e97];
        arg3_.member[((_e26 * 48i) + _e97)] = fma(((_e107 - _e59) * inverseSqrt((((((((_e77.x + _e80.y) + _e83.z) + _e86.w) + 0f) + 0f) / 48f) + 0.00001f))), _e110, _e113);
        continue;
        continuing {
            phi_110_ = (_e97 + 1i);
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
