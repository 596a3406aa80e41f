struct type_3 {
    member: array<f32, 4032>,
}

struct type_6 {
    member: array<f32, 3024>,
}

struct type_9 {
    member: array<f32, 432>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn conv2d_nhwc_kernel_1() {
    var phi_102_: i32;
    var phi_108_: i32;
    var phi_143_: i32;
    var phi_144_: f32;
    var local: f32;
    var phi_198_: i32;
    var phi_199_: f32;
    var local_1: f32;
    var phi_233_: i32;
    var phi_269_: i32;
    var phi_275_: i32;
    var phi_310_: i32;
    var phi_311_: f32;
    var local_2: f32;
    var local_3: f32;
    var local_4: f32;
    var local_5: f32;

    let _e30 = global;
    let _e32 = bitcast<i32>(_e30.x);
    let _e33 = global;
    let _e35 = bitcast<i32>(_e33.y);
    let _e36 = global;
    let _e38 = bitcast<i32>(_e36.z);
    let _e39 = global_1;
    let _e41 = bitcast<i32>(_e39.x);
    let _e42 = global_1;
    let _e44 = bitcast<i32>(_e42.y);
    let _e45 = (_e35 * -16i);
    if ((_e45 + -2i) >= 0i) {
        let _e48 = (_e38 < 0i);
        let _e51 = (select(_e38, (-1i - _e38), _e48) / 9i);
        let _e53 = select(_e51, (-1i - _e51), _e48);
        let _e54 = (_e38 % 9i);
        let _e57 = select(_e54, (_e54 + 9i), (_e54 < 0i));
        let _e59 = ((_e35 * 16i) + _e44);
        let _e61 = ((_e32 * 8i) + _e41);
        let _e62 = (_e59 + 8i);
        arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)] = 0f;
        arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)] = 0f;
        phi_102_ = 0i;
        loop {
            let _e80 = phi_102_;
            if (_e80 < 3i) {
                phi_108_ = 0i;
                loop {
                    let _e83 = phi_108_;
                    if (_e83 < 3i) {
                        let _e87 = ((_e57 + (_e80 * 2i)) + -2i);
                        let _e93 = ((_e87 >= 0i) && ((((_e80 * -2i) - _e57) + 10i) >= 0i));
                        let _e94 = (_e83 * 2i);
                        let _e96 = ((_e59 + _e94) + -2i);
                        let _e99 = (_e83 * -2i);
                        if ((_e93 && (_e96 >= 0i)) && (((_e99 - _e59) + 15i) >= 0i)) {
                            let _e112 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)];
                            phi_143_ = 0i;
                            phi_144_ = _e112;
                            loop {
                                let _e114 = phi_143_;
                                let _e116 = phi_144_;
                                local = _e116;
                                if (_e114 < 6i) {
                                    let _e126 = arg1_.member[((((_e53 * 756i) + (_e87 * 84i)) + (_e96 * 6i)) + _e114)];
                                    let _e135 = arg2_.member[((((_e80 * 144i) + (_e83 * 48i)) + (_e114 * 8i)) + _e61)];
                                    local_3 = (_e116 + (_e126 * _e135));
                                    continue;
                                } else {
                                    break;
                                }
                                continuing {
                                    phi_143_ = (_e114 + 1i);
                                    let _e314 = local_3;
                                    phi_144_ = _e314;
                                }
                            }
                            let _e148 = local;
                            arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)] = _e148;
                        }
                        let _e150 = ((_e62 + _e94) + -2i);
                        if ((_e93 && (_e150 >= 0i)) && (((_e99 - _e62) + 15i) >= 0i)) {
                            let _e165 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)];
                            phi_198_ = 0i;
                            phi_199_ = _e165;
                            loop {
                                let _e167 = phi_198_;
                                let _e169 = phi_199_;
                                local_1 = _e169;
                                if (_e167 < 6i) {
                                    let _e179 = arg1_.member[((((_e53 * 756i) + (_e87 * 84i)) + (_e150 * 6i)) + _e167)];
                                    let _e188 = arg2_.member[((((_e80 * 144i) + (_e83 * 48i)) + (_e167 * 8i)) + _e61)];
                                    local_4 = (_e169 + (_e179 * _e188));
                                    continue;
                                } else {
                                    break;
                                }
                                continuing {
                                    phi_198_ = (_e167 + 1i);
                                    let _e319 = local_4;
                                    phi_199_ = _e319;
                                }
                            }
                            let _e201 = local_1;
                            arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)] = _e201;
                        }
                        continue;
                    } else {
                        break;
                    }
                    continuing {
                        phi_108_ = (_e83 + 1i);
                    }
                }
                continue;
            } else {
                break;
            }
            continuing {
                phi_102_ = (_e80 + 1i);
            }
        }
    } else {
        phi_233_ = 0i;
        loop {
            let _e205 = phi_233_;
            if (_e205 < 2i) {
                let _e207 = (_e38 < 0i);
                let _e210 = (select(_e38, (-1i - _e38), _e207) / 9i);
                let _e212 = select(_e210, (-1i - _e210), _e207);
                let _e213 = (_e38 % 9i);
                let _e216 = select(_e213, (_e213 + 9i), (_e213 < 0i));
                let _e220 = (((_e205 * 8i) + (_e35 * 16i)) + _e44);
                let _e222 = ((_e32 * 8i) + _e41);
                if (((((_e205 * -8i) + _e45) - _e44) + 13i) >= 0i) {
                    arg0_.member[((((_e212 * 1008i) + (_e216 * 112i)) + (_e220 * 8i)) + _e222)] = 0f;
                    phi_269_ = 0i;
                    loop {
                        let _e237 = phi_269_;
                        if (_e237 < 3i) {
                            phi_275_ = 0i;
                            loop {
                                let _e240 = phi_275_;
                                if (_e240 < 3i) {
                                    let _e244 = ((_e216 + (_e237 * 2i)) + -2i);
                                    let _e253 = ((_e220 + (_e240 * 2i)) + -2i);
                                    if ((((_e244 >= 0i) && ((((_e237 * -2i) - _e216) + 10i) >= 0i)) && (_e253 >= 0i)) && ((((_e240 * -2i) - _e220) + 15i) >= 0i)) {
                                        let _e269 = arg0_.member[((((_e212 * 1008i) + (_e216 * 112i)) + (_e220 * 8i)) + _e222)];
                                        phi_310_ = 0i;
                                        phi_311_ = _e269;
                                        loop {
                                            let _e271 = phi_310_;
                                            let _e273 = phi_311_;
                                            local_2 = _e273;
                                            if (_e271 < 6i) {
                                                let _e283 = arg1_.member[((((_e212 * 756i) + (_e244 * 84i)) + (_e253 * 6i)) + _e271)];
                                                let _e292 = arg2_.member[((((_e237 * 144i) + (_e240 * 48i)) + (_e271 * 8i)) + _e222)];
                                                local_5 = (_e273 + (_e283 * _e292));
                                                continue;
                                            } else {
                                                break;
                                            }
                                            continuing {
                                                phi_310_ = (_e271 + 1i);
                                                let _e327 = local_5;
                                                phi_311_ = _e327;
                                            }
                                        }
                                        let _e305 = local_2;
                                        arg0_.member[((((_e212 * 1008i) + (_e216 * 112i)) + (_e220 * 8i)) + _e222)] = _e305;
                                    }
                                    continue;
                                } else {
                                    break;
                                }
                                continuing {
                                    phi_275_ = (_e240 + 1i);
                                }
                            }
                            continue;
                        } else {
                            break;
                        }
                        continuing {
                            phi_269_ = (_e237 + 1i);
                        }
                    }
                }
                continue;
            } else {
                break;
            }
            continuing {
                phi_233_ = (_e205 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1) 
fn conv2d_nhwc_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    conv2d_nhwc_kernel_1();
}
