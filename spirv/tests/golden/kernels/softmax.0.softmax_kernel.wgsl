struct type_4 {
    member: array<vec4<f32>, 160>,
}

struct type_7 {
    member: array<f32, 640>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_7;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;
var<private> global_2: vec3<u32>;

fn softmax_kernel_1() {
    var phi_49_: i32;
    var phi_50_: vec4<f32>;
    var phi_67_: vec4<f32>;
    var phi_85_: i32;
    var phi_86_: f32;
    var phi_103_: f32;
    var phi_109_: i32;

    let _e17 = global;
    let _e18 = bitcast<f32>(_e17);
    let _e19 = global_1;
    let _e22 = global_2;
    let _e26 = ((bitcast<i32>(_e19.x) * 16i) + bitcast<i32>(_e22.x));
    phi_49_ = 0i;
    phi_50_ = vec4(_e18);
    loop {
        let _e29 = phi_49_;
        let _e31 = phi_50_;
        let _e38 = arg0_.member[(((_e26 * 40i) + _e29) >> bitcast<u32>(2i))];
        let _e43 = select(select(max(_e31, _e38), _e38, (_e38 != _e38)), _e31, (_e31 != _e31));
        continue;
        continuing {
            let _e44 = (_e29 + 4i);
            phi_49_ = _e44;
            phi_50_ = _e43;
            phi_67_ = _e43;
            break if !((_e44 < 40i));
        }
    }
    let _e48 = phi_67_;
    let _e56 = max(max(max(max(_e48.x, _e48.y), _e48.z), _e48.w), -340282350000000000000000000000000000000f);
    phi_85_ = 0i;
    phi_86_ = 0f;
    loop {
        let _e63 = phi_85_;
        let _e65 = phi_86_;
        let _e67 = ((_e26 * 40i) + _e63);
        let _e74 = arg0_.member[(_e67 >> bitcast<u32>(2i))][(_e67 & 3i)];
        let _e76 = exp((_e74 - select(select(max(_e56, _e18), _e18, (_e18 != _e18)), _e56, (_e56 != _e56))));
        arg1_.member[((_e26 * 40i) + _e63)] = _e76;
        let _e81 = (_e65 + _e76);
        continue;
        continuing {
            let _e82 = (_e63 + 1i);
            phi_85_ = _e82;
            phi_86_ = _e81;
            phi_103_ = _e81;
            break if !((_e82 < 40i));
        }
    }
    let _e86 = phi_103_;
    phi_109_ = 0i;
    loop {
        let _e89 = phi_109_;
        let _e94 = arg1_.member[((_e26 * 40i) + _e89)];
        arg1_.member[((_e26 * 40i) + _e89)] = (_e94 / (_e86 + 0f));
        continue;
        continuing {
            let _e100 = (_e89 + 1i);
            phi_109_ = _e100;
            break if !((_e100 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    softmax_kernel_1();
}
