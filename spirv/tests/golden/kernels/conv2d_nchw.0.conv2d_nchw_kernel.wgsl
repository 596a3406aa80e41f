struct type_3 {
    member: array<f32, 2880>,
}

struct type_6 {
    member: array<f32, 432>,
}

struct type_9 {
    member: array<f32, 7752>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn conv2d_nchw_kernel_1() {
    var phi_53_: i32;
    var phi_58_: i32;
    var phi_96_: i32;
    var phi_97_: f32;
    var phi_102_: i32;
    var phi_103_: f32;
    var phi_108_: i32;
    var phi_109_: f32;
    var phi_159_: f32;
    var phi_162_: f32;
    var phi_163_: f32;
    var phi_166_: f32;
    var phi_167_: f32;
    var phi_170_: f32;

    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.z);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.x);
    phi_53_ = 0i;
    loop {
        let _e36 = phi_53_;
        phi_58_ = 0i;
        loop {
            let _e38 = phi_58_;
            let _e39 = (_e31 / 9i);
            let _e42 = (_e31 - ((_e31 / 9i) * 9i));
            let _e44 = (_e38 + (_e34 * 2i));
            if ((((0i - _e38) + (_e34 * -2i)) + 9i) >= 0i) {
                arg0_.member[((((_e39 * 720i) + (_e36 * 90i)) + (_e42 * 10i)) + _e44)] = 0f;
                let _e66 = arg0_.member[((((_e39 * 720i) + (_e36 * 90i)) + (_e42 * 10i)) + _e44)];
                phi_96_ = 0i;
                phi_97_ = _e66;
                loop {
                    let _e68 = phi_96_;
                    let _e70 = phi_97_;
                    phi_102_ = 0i;
                    phi_103_ = _e70;
                    loop {
                        let _e72 = phi_102_;
                        let _e74 = phi_103_;
                        phi_108_ = 0i;
                        phi_109_ = _e74;
                        loop {
                            let _e76 = phi_108_;
                            let _e78 = phi_109_;
                            let _e87 = arg1_.member[((((_e36 * 54i) + (_e68 * 9i)) + (_e72 * 3i)) + _e76)];
                            let _e90 = (((_e42 * 2i) + _e72) + -1i);
                            let _e99 = (((_e44 * 2i) + _e76) + -1i);
                            let _e123 = arg2_.member[((((min(max(_e39, 0i), 3i) * 1938i) + (min(max(_e68, 0i), 5i) * 323i)) + (min(max(_e90, 0i), 16i) * 19i)) + min(max(_e99, 0i), 18i))];
                            phi_159_ = select(_e78, (_e78 + (_e123 * _e87)), ((((_e90 >= 0i) && ((((_e42 * -2i) - _e72) + 17i) >= 0i)) && (_e99 >= 0i)) && ((((_e44 * -2i) - _e76) + 19i) >= 0i)));
                            continue;
                            continuing {
                                let _e128 = phi_159_;
                                let _e129 = (_e76 + 1i);
                                phi_108_ = _e129;
                                phi_109_ = _e128;
                                phi_162_ = _e128;
                                break if !((_e129 < 3i));
                            }
                        }
                        let _e133 = phi_162_;
                        phi_163_ = _e133;
                        continue;
                        continuing {
                            let _e135 = phi_163_;
                            let _e136 = (_e72 + 1i);
                            phi_102_ = _e136;
                            phi_103_ = _e135;
                            phi_166_ = _e135;
                            break if !((_e136 < 3i));
                        }
                    }
                    let _e140 = phi_166_;
                    phi_167_ = _e140;
                    continue;
                    continuing {
                        let _e142 = phi_167_;
                        let _e143 = (_e68 + 1i);
                        phi_96_ = _e143;
                        phi_97_ = _e142;
                        phi_170_ = _e142;
                        break if !((_e143 < 6i));
                    }
                }
                let _e147 = phi_170_;
                arg0_.member[((((_e39 * 720i) + (_e36 * 90i)) + (_e42 * 10i)) + _e44)] = _e147;
            }
            continue;
            continuing {
                let _e156 = (_e38 + 1i);
                phi_58_ = _e156;
                break if !((_e156 < 2i));
            }
        }
        continue;
        continuing {
            let _e159 = (_e36 + 1i);
            phi_53_ = _e159;
            break if !((_e159 < 8i));
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn conv2d_nchw_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    conv2d_nchw_kernel_1();
}
