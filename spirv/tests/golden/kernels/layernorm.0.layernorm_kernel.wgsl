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
    var phi_76_: i32;
    var phi_77_: vec4<f32>;
    var phi_114_: vec4<f32>;
    var phi_117_: vec4<f32>;
    var phi_136_: i32;

    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = vec4(-0f);
    phi_45_ = 0i;
    phi_46_ = _e32;
    loop {
        let _e34 = phi_45_;
        let _e36 = phi_46_;
        let _e43 = arg0_.member[(((_e31 * 48i) + _e34) >> bitcast<u32>(2i))];
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
    let _e60 = select(_e58, 0f, (_e58 == 0f));
    let _e63 = (select(_e60, 0f, (_e60 == 0f)) / 48f);
    phi_76_ = 0i;
    phi_77_ = _e32;
    loop {
        let _e65 = phi_76_;
        let _e67 = phi_77_;
        let _e74 = arg0_.member[(((_e31 * 48i) + _e65) >> bitcast<u32>(2i))];
        let _e76 = (_e74 - vec4(_e63));
        let _e86 = global_1;
        let _e89 = select(_e76, vec4(bitcast<f32>(_e86)), select(vec4<bool>(false, false, false, false), select(((bitcast<vec4<u32>>(_e74) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) == vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u)), vec4<bool>(true, true, true, true), ((bitcast<vec4<u32>>(_e74) & vec4<u32>(2147483647u, 2147483647u, 2147483647u, 2147483647u)) > vec4<u32>(2139095040u, 2139095040u, 2139095040u, 2139095040u))), (_e76 == vec4<f32>(0f, 0f, 0f, 0f))));
        phi_114_ = (_e67 + (_e89 * _e89));
        continue;
        continuing {
            let _e93 = phi_114_;
            let _e94 = (_e65 + 4i);
            phi_76_ = _e94;
            phi_77_ = _e93;
            phi_117_ = _e93;
            break if !((_e94 < 48i));
        }
    }
    let _e98 = phi_117_;
    let _e105 = (((_e98.x + _e98.y) + _e98.z) + _e98.w);
    let _e107 = select(_e105, 0f, (_e105 == 0f));
    phi_136_ = 0i;
    loop {
        let _e114 = phi_136_;
        let _e116 = ((_e31 * 48i) + _e114);
        let _e123 = arg0_.member[(_e116 >> bitcast<u32>(2i))][(_e116 & 3i)];
        let _e126 = arg1_.member[_e114];
        let _e129 = arg2_.member[_e114];
        let _e130 = (_e123 - _e63);
        let _e140 = global_1;
        arg3_.member[((_e31 * 48i) + _e114)] = (((select(_e130, bitcast<f32>(_e140), ((_e130 == 0f) && (((bitcast<u32>(_e123) & 2147483647u) > 2139095040u) || ((bitcast<u32>(_e123) & 2147483647u) == 2139095040u)))) * inverseSqrt(((select(_e107, 0f, (_e107 == 0f)) / 48f) + 0.00001f))) * _e126) + _e129);
        continue;
        continuing {
            let _e150 = (_e114 + 1i);
            phi_136_ = _e150;
            break if !((_e150 < 48i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn layernorm_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    layernorm_kernel_1();
}
