struct type_3 {
    member: array<f32, 2880>,
}

struct type_6 {
    member: array<f32, 54>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn depthwise_conv2d_kernel_1() {
    var phi_47_: i32;
    var phi_52_: i32;
    var phi_89_: i32;
    var phi_90_: f32;
    var phi_95_: i32;
    var phi_96_: f32;
    var phi_139_: f32;
    var phi_142_: f32;
    var phi_143_: f32;
    var phi_146_: f32;

    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.z);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.x);
    phi_47_ = 0i;
    loop {
        let _e29 = phi_47_;
        phi_52_ = 0i;
        loop {
            let _e31 = phi_52_;
            let _e32 = (_e24 / 12i);
            let _e35 = (_e24 - ((_e24 / 12i) * 12i));
            let _e37 = (_e31 + (_e27 * 2i));
            if ((((0i - _e31) + (_e27 * -2i)) + 9i) >= 0i) {
                arg0_.member[((((_e32 * 720i) + (_e29 * 120i)) + (_e35 * 10i)) + _e37)] = 0f;
                let _e59 = arg0_.member[((((_e32 * 720i) + (_e29 * 120i)) + (_e35 * 10i)) + _e37)];
                phi_89_ = 0i;
                phi_90_ = _e59;
                loop {
                    let _e61 = phi_89_;
                    let _e63 = phi_90_;
                    phi_95_ = 0i;
                    phi_96_ = _e63;
                    loop {
                        let _e65 = phi_95_;
                        let _e67 = phi_96_;
                        let _e74 = arg1_.member[(((_e29 * 9i) + (_e61 * 3i)) + _e65)];
                        let _e76 = ((_e35 + _e61) + -1i);
                        let _e84 = ((_e37 + _e65) + -1i);
                        let _e108 = arg2_.member[((((min(max(_e32, 0i), 3i) * 720i) + (min(max(_e29, 0i), 5i) * 120i)) + (min(max(_e76, 0i), 11i) * 10i)) + min(max(_e84, 0i), 9i))];
                        phi_139_ = select(_e67, (_e67 + (_e108 * _e74)), ((((_e76 >= 0i) && ((((_e35 * -1i) - _e61) + 12i) >= 0i)) && (_e84 >= 0i)) && ((((_e37 * -1i) - _e65) + 10i) >= 0i)));
                        continue;
                        continuing {
                            let _e113 = phi_139_;
                            let _e114 = (_e65 + 1i);
                            phi_95_ = _e114;
                            phi_96_ = _e113;
                            phi_142_ = _e113;
                            break if !((_e114 < 3i));
                        }
                    }
                    let _e118 = phi_142_;
                    phi_143_ = _e118;
                    continue;
                    continuing {
                        let _e120 = phi_143_;
                        let _e121 = (_e61 + 1i);
                        phi_89_ = _e121;
                        phi_90_ = _e120;
                        phi_146_ = _e120;
                        break if !((_e121 < 3i));
                    }
                }
                let _e125 = phi_146_;
                arg0_.member[((((_e32 * 720i) + (_e29 * 120i)) + (_e35 * 10i)) + _e37)] = _e125;
            }
            continue;
            continuing {
                let _e134 = (_e31 + 1i);
                phi_52_ = _e134;
                break if !((_e134 < 2i));
            }
        }
        continue;
        continuing {
            let _e137 = (_e29 + 1i);
            phi_47_ = _e137;
            break if !((_e137 < 6i));
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn depthwise_conv2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    depthwise_conv2d_kernel_1();
}
