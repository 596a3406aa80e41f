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
    var phi_60_: vec4<f32>;
    var phi_78_: i32;
    var phi_79_: f32;
    var phi_96_: f32;
    var phi_102_: i32;

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
        let _e36 = select(select(max(_e24, _e31), _e31, (_e31 != _e31)), _e24, (_e24 != _e24));
        continue;
        continuing {
            let _e37 = (_e22 + 4i);
            phi_42_ = _e37;
            phi_43_ = _e36;
            phi_60_ = _e36;
            break if !((_e37 < 40i));
        }
    }
    let _e41 = phi_60_;
    let _e49 = max(max(max(max(_e41.x, _e41.y), _e41.z), _e41.w), -340282350000000000000000000000000000000f);
    phi_78_ = 0i;
    phi_79_ = 0f;
    loop {
        let _e56 = phi_78_;
        let _e58 = phi_79_;
        let _e60 = ((_e19 * 40i) + _e56);
        let _e67 = arg0_.member[(_e60 >> bitcast<u32>(2i))][(_e60 & 3i)];
        let _e69 = exp((_e67 - select(select(max(_e49, _e16), _e16, (_e16 != _e16)), _e49, (_e49 != _e49))));
        arg1_.member[((_e19 * 40i) + _e56)] = _e69;
        let _e74 = (_e58 + _e69);
        continue;
        continuing {
            let _e75 = (_e56 + 1i);
            phi_78_ = _e75;
            phi_79_ = _e74;
            phi_96_ = _e74;
            break if !((_e75 < 40i));
        }
    }
    let _e79 = phi_96_;
    phi_102_ = 0i;
    loop {
        let _e82 = phi_102_;
        let _e87 = arg1_.member[((_e19 * 40i) + _e82)];
        arg1_.member[((_e19 * 40i) + _e82)] = (_e87 / (_e79 + 0f));
        continue;
        continuing {
            let _e93 = (_e82 + 1i);
            phi_102_ = _e93;
            break if !((_e93 < 40i));
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn softmax_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    softmax_kernel_1();
}
