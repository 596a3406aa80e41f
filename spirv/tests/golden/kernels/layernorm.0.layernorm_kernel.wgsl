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
    var phi_65_: vec4<f32>;
    var phi_80_: i32;
    var phi_81_: vec4<f32>;
    var phi_92_: vec4<f32>;
    var phi_109_: i32;

    let _e20 = global;
    let _e23 = global_1;
    let _e27 = ((bitcast<i32>(_e20.x) * 16i) + bitcast<i32>(_e23.x));
    let _e28 = vec4(-0f);
    phi_52_ = 0i;
    phi_53_ = _e28;
    loop {
        let _e30 = phi_52_;
        let _e32 = phi_53_;
        let _e39 = arg0_.member[(((_e27 * 48i) + _e30) >> bitcast<u32>(2i))];
        let _e40 = (_e32 + _e39);
        continue;
        continuing {
            let _e41 = (_e30 + 4i);
            phi_52_ = _e41;
            phi_53_ = _e40;
            phi_65_ = _e40;
            break if !((_e41 < 48i));
        }
    }
    let _e45 = phi_65_;
    let _e55 = ((((((_e45.x + _e45.y) + _e45.z) + _e45.w) + 0f) + 0f) / 48f);
    phi_80_ = 0i;
    phi_81_ = _e28;
    loop {
        let _e57 = phi_80_;
        let _e59 = phi_81_;
        let _e66 = arg0_.member[(((_e27 * 48i) + _e57) >> bitcast<u32>(2i))];
        let _e68 = (_e66 - vec4(_e55));
        let _e69 = fma(_e68, _e68, _e59);
        continue;
        continuing {
            let _e70 = (_e57 + 4i);
            phi_80_ = _e70;
            phi_81_ = _e69;
            phi_92_ = _e69;
            break if !((_e70 < 48i));
        }
    }
    let _e74 = phi_92_;
    phi_109_ = 0i;
    loop {
        let _e88 = phi_109_;
        let _e90 = ((_e27 * 48i) + _e88);
        let _e97 = arg0_.member[(_e90 >> bitcast<u32>(2i))][(_e90 & 3i)];
        let _e100 = arg1_.member[_e88];
        let _e103 = arg2_.member[_e88];
        arg3_.member[((_e27 * 48i) + _e88)] = fma(((_e97 - _e55) * inverseSqrt((((((((_e74.x + _e74.y) + _e74.z) + _e74.w) + 0f) + 0f) / 48f) + 0.00001f))), _e100, _e103);
        continue;
        continuing {
            let _e111 = (_e88 + 1i);
            phi_109_ = _e111;
            break if !((_e111 < 48i));
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
