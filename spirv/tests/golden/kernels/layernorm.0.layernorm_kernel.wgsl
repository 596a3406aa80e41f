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

fn layernorm_kernel_1() {
    var phi_45_: i32;
    var phi_46_: vec4<f32>;
    var phi_58_: vec4<f32>;
    var phi_73_: i32;
    var phi_74_: vec4<f32>;
    var phi_86_: vec4<f32>;
    var phi_103_: i32;

    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = vec4(-0f);
    phi_45_ = 0i;
    phi_46_ = _e21;
    loop {
        let _e23 = phi_45_;
        let _e25 = phi_46_;
        let _e32 = arg0_.member[(((_e20 * 48i) + _e23) >> bitcast<u32>(2i))];
        let _e33 = (_e25 + _e32);
        continue;
        continuing {
            let _e34 = (_e23 + 4i);
            phi_45_ = _e34;
            phi_46_ = _e33;
            phi_58_ = _e33;
            break if !((_e34 < 48i));
        }
    }
    let _e38 = phi_58_;
    let _e48 = ((((((_e38.x + _e38.y) + _e38.z) + _e38.w) + 0f) + 0f) / 48f);
    phi_73_ = 0i;
    phi_74_ = _e21;
    loop {
        let _e50 = phi_73_;
        let _e52 = phi_74_;
        let _e59 = arg0_.member[(((_e20 * 48i) + _e50) >> bitcast<u32>(2i))];
        let _e61 = (_e59 - vec4(_e48));
        let _e63 = (_e52 + (_e61 * _e61));
        continue;
        continuing {
            let _e64 = (_e50 + 4i);
            phi_73_ = _e64;
            phi_74_ = _e63;
            phi_86_ = _e63;
            break if !((_e64 < 48i));
        }
    }
    let _e68 = phi_86_;
    phi_103_ = 0i;
    loop {
        let _e82 = phi_103_;
        let _e84 = ((_e20 * 48i) + _e82);
        let _e91 = arg0_.member[(_e84 >> bitcast<u32>(2i))][(_e84 & 3i)];
        let _e94 = arg1_.member[_e82];
        let _e97 = arg2_.member[_e82];
        arg3_.member[((_e20 * 48i) + _e82)] = ((((_e91 - _e48) * inverseSqrt((((((((_e68.x + _e68.y) + _e68.z) + _e68.w) + 0f) + 0f) / 48f) + 0.00001f))) * _e94) + _e97);
        continue;
        continuing {
            let _e106 = (_e82 + 1i);
            phi_103_ = _e106;
            break if !((_e106 < 48i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    layernorm_kernel_1();
}
