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
var<private> global_1: u32 = 2143289344u;

fn layernorm_kernel_1() {
    var phi_45_: i32;
    var phi_46_: vec4<f32>;
    var phi_55_: vec4<f32>;
    var phi_59_: vec4<f32>;
    var phi_74_: i32;
    var phi_75_: vec4<f32>;
    var phi_112_: vec4<f32>;
    var phi_115_: vec4<f32>;
    var phi_132_: i32;

    let _e30 = global;
    let _e32 = bitcast<i32>(_e30.x);
    phi_45_ = 0i;
    phi_46_ = vec4<f32>(-0f, -0f, -0f, -0f);
    loop {
        let _e34 = phi_45_;
        let _e36 = phi_46_;
        let _e43 = arg0_.member[(((_e32 * 48i) + _e34) >> bitcast<u32>(2i))];
        phi_55_ = (_e36 + _e43);
        continue;
        continuing {
            let _e46 = phi_55_;
            let _e47 = (_e34 + 4i);
            phi_45_ = _e47;
            phi_46_ = _e46;
            phi_59_ = _e46;
            break if !((_e47 < 48i));
        }
    }
    let _e51 = phi_59_;
    let _e58 = (((_e51.x + _e51.y) + _e51.z) + _e51.w);
    let _e61 = (select(_e58, 0f, (_e58 == 0f)) / 48f);
    phi_74_ = 0i;
    phi_75_ = vec4<f32>(-0f, -0f, -0f, -0f);
    loop {
        let _e63 = phi_74_;
        let _e65 = phi_75_;
        let _e72 = arg0_.member[(((_e32 * 48i) + _e63) >> bitcast<u32>(2i))];
        let _e74 = (_e72 - vec4(_e61));
        let _e84 = global_1;
        let _e87 = select(_e74, vec4(bitcast<f32>(_e84)), select(vec4<bool>(false, false, false, false), select(((bitcast<vec4<u32>>(_e72) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e72) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), (_e74 == vec4<f32>(0f, 0f, 0f, 0f))));
        phi_112_ = (_e65 + (_e87 * _e87));
        continue;
        continuing {
            let _e91 = phi_112_;
            let _e92 = (_e63 + 4i);
            phi_74_ = _e92;
            phi_75_ = _e91;
            phi_115_ = _e91;
            break if !((_e92 < 48i));
        }
    }
    let _e96 = phi_115_;
    let _e103 = (((_e96.x + _e96.y) + _e96.z) + _e96.w);
    phi_132_ = 0i;
    loop {
        let _e110 = phi_132_;
        let _e112 = ((_e32 * 48i) + _e110);
        let _e119 = arg0_.member[(_e112 >> bitcast<u32>(2i))][(_e112 & 3i)];
        let _e122 = arg1_.member[_e110];
        let _e125 = arg2_.member[_e110];
        let _e126 = (_e119 - _e61);
        let _e136 = global_1;
        arg3_.member[((_e32 * 48i) + _e110)] = (((select(_e126, bitcast<f32>(_e136), ((_e126 == 0f) && (((bitcast<u32>(_e119) & 2147483647u) > 2139095040u) || ((bitcast<u32>(_e119) & 2147483647u) == 2139095040u)))) * inverseSqrt(((select(_e103, 0f, (_e103 == 0f)) / 48f) + 0.00001f))) * _e122) + _e125);
        continue;
        continuing {
            let _e146 = (_e110 + 1i);
            phi_132_ = _e146;
            break if !((_e146 < 48i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    layernorm_kernel_1();
}
