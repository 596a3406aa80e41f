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

fn softmax_kernel_1() {
    var phi_42_: i32;
    var phi_43_: vec4<f32>;
    var phi_58_: vec4<f32>;
    var phi_61_: vec4<f32>;
    var phi_79_: i32;
    var phi_80_: f32;
    var phi_95_: f32;
    var phi_98_: f32;
    var phi_104_: i32;

    let _e15 = global;
    let _e16 = bitcast<f32>(_e15);
    let _e17 = global_1;
    let _e19 = bitcast<i32>(_e17.x);
    phi_42_ = 0i;
    phi_43_ = vec4(_e16);
    loop {
        let _e22 = phi_42_;
        let _e24 = phi_43_;
        let _e31 = arg0_.member[(((_e19 * 40i) + _e22) >> bitcast<u32>(2i))];
        phi_58_ = select(select(max(_e24, _e31), _e31, (_e31 != _e31)), _e24, (_e24 != _e24));
        continue;
        continuing {
            let _e38 = phi_58_;
            let _e39 = (_e22 + 4i);
            phi_42_ = _e39;
            phi_43_ = _e38;
            phi_61_ = _e38;
            break if !((_e39 < 40i));
        }
    }
    let _e43 = phi_61_;
    let _e51 = max(max(max(max(_e43.x, _e43.y), _e43.z), _e43.w), -340282350000000000000000000000000000000f);
    phi_79_ = 0i;
    phi_80_ = 0f;
    loop {
        let _e58 = phi_79_;
        let _e60 = phi_80_;
        let _e62 = ((_e19 * 40i) + _e58);
        let _e69 = arg0_.member[(_e62 >> bitcast<u32>(2i))][(_e62 & 3i)];
        let _e71 = exp((_e69 - select(select(max(_e51, _e16), _e16, (_e16 != _e16)), _e51, (_e51 != _e51))));
        arg1_.member[((_e19 * 40i) + _e58)] = _e71;
        phi_95_ = (_e60 + _e71);
        continue;
        continuing {
            let _e78 = phi_95_;
            let _e79 = (_e58 + 1i);
            phi_79_ = _e79;
            phi_80_ = _e78;
            phi_98_ = _e78;
            break if !((_e79 < 40i));
        }
    }
    let _e83 = phi_98_;
    phi_104_ = 0i;
    loop {
        let _e86 = phi_104_;
        let _e91 = arg1_.member[((_e19 * 40i) + _e86)];
        arg1_.member[((_e19 * 40i) + _e86)] = (_e91 / (_e83 + 0f));
        continue;
        continuing {
            let _e97 = (_e86 + 1i);
            phi_104_ = _e97;
            break if !((_e97 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
