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
    var phi_76_: i32;
    var phi_77_: vec4<f32>;
    var phi_87_: vec4<f32>;
    var phi_90_: vec4<f32>;
    var phi_109_: i32;

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
    let _e47 = (((_e40.x + _e40.y) + _e40.z) + _e40.w);
    let _e49 = select(_e47, 0f, (_e47 == 0f));
    let _e52 = (select(_e49, 0f, (_e49 == 0f)) / 48f);
    phi_76_ = 0i;
    phi_77_ = _e21;
    loop {
        let _e54 = phi_76_;
        let _e56 = phi_77_;
        let _e63 = arg0_.member[(((_e20 * 48i) + _e54) >> bitcast<u32>(2i))];
        let _e65 = (_e63 - vec4(_e52));
        phi_87_ = (_e56 + (_e65 * _e65));
        continue;
        continuing {
            let _e69 = phi_87_;
            let _e70 = (_e54 + 4i);
            phi_76_ = _e70;
            phi_77_ = _e69;
            phi_90_ = _e69;
            break if !((_e70 < 48i));
        }
    }
    let _e74 = phi_90_;
    let _e81 = (((_e74.x + _e74.y) + _e74.z) + _e74.w);
    let _e83 = select(_e81, 0f, (_e81 == 0f));
    phi_109_ = 0i;
    loop {
        let _e90 = phi_109_;
        let _e92 = ((_e20 * 48i) + _e90);
        let _e99 = arg0_.member[(_e92 >> bitcast<u32>(2i))][(_e92 & 3i)];
        let _e102 = arg1_.member[_e90];
        let _e105 = arg2_.member[_e90];
        arg3_.member[((_e20 * 48i) + _e90)] = ((((_e99 - _e52) * inverseSqrt(((select(_e83, 0f, (_e83 == 0f)) / 48f) + 0.00001f))) * _e102) + _e105);
        continue;
        continuing {
            let _e114 = (_e90 + 1i);
            phi_109_ = _e114;
            break if !((_e114 < 48i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    layernorm_kernel_1();
}
