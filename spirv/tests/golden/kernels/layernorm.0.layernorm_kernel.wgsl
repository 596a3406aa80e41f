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
    var phi_55_: vec4<f32>;
    var phi_59_: vec4<f32>;
    var phi_74_: i32;
    var phi_75_: vec4<f32>;
    var phi_85_: vec4<f32>;
    var phi_88_: vec4<f32>;
    var phi_105_: i32;

    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = vec4(-0f);
    phi_45_ = 0i;
    phi_46_ = _e21;
    loop {
        let _e23 = phi_45_;
        let _e25 = phi_46_;
        let _e32 = arg0_.member[(((_e20 * 48i) + _e23) >> bitcast<u32>(2i))];
        phi_55_ = (_e25 + _e32);
        continue;
        continuing {
            let _e35 = phi_55_;
            let _e36 = (_e23 + 4i);
            phi_45_ = _e36;
            phi_46_ = _e35;
            phi_59_ = _e35;
            break if !((_e36 < 48i));
        }
    }
    let _e40 = phi_59_;
    let _e50 = ((((((_e40.x + _e40.y) + _e40.z) + _e40.w) + 0f) + 0f) / 48f);
    phi_74_ = 0i;
    phi_75_ = _e21;
    loop {
        let _e52 = phi_74_;
        let _e54 = phi_75_;
        let _e61 = arg0_.member[(((_e20 * 48i) + _e52) >> bitcast<u32>(2i))];
        let _e63 = (_e61 - vec4(_e50));
        phi_85_ = (_e54 + (_e63 * _e63));
        continue;
        continuing {
            let _e67 = phi_85_;
            let _e68 = (_e52 + 4i);
            phi_74_ = _e68;
            phi_75_ = _e67;
            phi_88_ = _e67;
            break if !((_e68 < 48i));
        }
    }
    let _e72 = phi_88_;
    phi_105_ = 0i;
    loop {
        let _e86 = phi_105_;
        let _e88 = ((_e20 * 48i) + _e86);
        let _e95 = arg0_.member[(_e88 >> bitcast<u32>(2i))][(_e88 & 3i)];
        let _e98 = arg1_.member[_e86];
        let _e101 = arg2_.member[_e86];
        arg3_.member[((_e20 * 48i) + _e86)] = ((((_e95 - _e50) * inverseSqrt((((((((_e72.x + _e72.y) + _e72.z) + _e72.w) + 0f) + 0f) / 48f) + 0.00001f))) * _e98) + _e101);
        continue;
        continuing {
            let _e110 = (_e86 + 1i);
            phi_105_ = _e110;
            break if !((_e110 < 48i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    layernorm_kernel_1();
}
