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
    var phi_85_: vec4<f32>;
    var phi_102_: i32;

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
        let _e62 = fma(_e61, _e61, _e52);
        continue;
        continuing {
            let _e63 = (_e50 + 4i);
            phi_73_ = _e63;
            phi_74_ = _e62;
            phi_85_ = _e62;
            break if !((_e63 < 48i));
        }
    }
    let _e67 = phi_85_;
    phi_102_ = 0i;
    loop {
        let _e81 = phi_102_;
        let _e83 = ((_e20 * 48i) + _e81);
        let _e90 = arg0_.member[(_e83 >> bitcast<u32>(2i))][(_e83 & 3i)];
        let _e93 = arg1_.member[_e81];
        let _e96 = arg2_.member[_e81];
        arg3_.member[((_e20 * 48i) + _e81)] = fma(((_e90 - _e48) * inverseSqrt((((((((_e67.x + _e67.y) + _e67.z) + _e67.w) + 0f) + 0f) / 48f) + 0.00001f))), _e93, _e96);
        continue;
        continuing {
            let _e104 = (_e81 + 1i);
            phi_102_ = _e104;
            break if !((_e104 < 48i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    layernorm_kernel_1();
}
