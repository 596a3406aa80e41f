struct type_3 {
    member: array<f32, 640>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;
var<private> global_2: vec3<u32>;

fn softmax_kernel_1() {
    var phi_42_: i32;
    var phi_43_: f32;
    var local: f32;
    var local_1: f32;
    var local_2: f32;
    var local_3: f32;
    var phi_68_: i32;
    var phi_69_: f32;
    var local_4: f32;
    var phi_89_: i32;

    let _e13 = global;
    let _e14 = bitcast<f32>(_e13);
    let _e15 = global_1;
    let _e18 = global_2;
    let _e22 = ((bitcast<i32>(_e15.x) * 16i) + bitcast<i32>(_e18.x));
    phi_42_ = 0i;
    phi_43_ = -340282350000000000000000000000000000000f;
    loop {
        let _e24 = phi_42_;
        let _e26 = phi_43_;
        local = _e26;
        local_1 = _e26;
        local_2 = _e26;
        local_3 = _e26;
        if (_e24 < 40i) {
        } else {
            break;
        }
        let _e32 = arg0_.member[((_e22 * 40i) + _e24)];
        continue;
        continuing {
            phi_42_ = (_e24 + 1i);
            phi_43_ = select(select(max(_e26, _e32), _e32, (_e32 != _e32)), _e26, (_e26 != _e26));
        }
    }
    let _e40 = local;
    let _e43 = local_1;
    let _e45 = local_2;
    let _e50 = local_3;
    phi_68_ = 0i;
    phi_69_ = 0f;
    loop {
        let _e53 = phi_68_;
        let _e55 = phi_69_;
        local_4 = _e55;
        if (_e53 < 40i) {
        } else {
            break;
        }
        let _e61 = arg0_.member[((_e22 * 40i) + _e53)];
        let _e63 = exp((_e61 - select(select(max(_e40, _e14), _e14, (_e14 != _e14)), _e50, (_e43 != _e45))));
        arg1_.member[((_e22 * 40i) + _e53)] = _e63;
        continue;
        continuing {
            phi_68_ = (_e53 + 1i);
            phi_69_ = (_e55 + _e63);
        }
    }
    let _e71 = local_4;
    phi_89_ = 0i;
    loop {
        let _e74 = phi_89_;
        if (_e74 < 40i) {
        } else {
            break;
        }
        let _e80 = arg1_.member[((_e22 * 40i) + _e74)];
        arg1_.member[((_e22 * 40i) + _e74)] = (_e80 / (_e71 + 0f));
        continue;
        continuing {
            phi_89_ = (_e74 + 1i);
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
