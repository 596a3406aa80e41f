struct type_3 {
    member: array<f32, 2880>,
}

struct type_6 {
    member: array<f32, 7752>,
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

fn conv2d_nchw_kernel_1() {
    var phi_102_: i32;
    var phi_110_: i32;
    var phi_118_: i32;
    var phi_231_: i32;
    var phi_269_: i32;
    var phi_277_: i32;
    var phi_285_: i32;

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
    if ((_e45 + -7i) >= 0i) {
        let _e48 = (_e38 < 0i);
        let _e51 = (select(_e38, (-1i - _e38), _e48) / 8i);
        let _e53 = select(_e51, (-1i - _e51), _e48);
        let _e54 = (_e38 % 8i);
        let _e57 = select(_e54, (_e54 + 8i), (_e54 < 0i));
        let _e59 = ((_e35 * 16i) + _e44);
        let _e61 = ((_e32 * 10i) + _e41);
        let _e62 = (_e59 + 8i);
        arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e59 * 10i)) + _e61)] = 0f;
        arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e62 * 10i)) + _e61)] = 0f;
        phi_102_ = 0i;
        loop {
            let _e80 = phi_102_;
            if (_e80 < 6i) {
            } else {
                break;
            }
            phi_110_ = 0i;
            loop {
                let _e83 = phi_110_;
                if (_e83 < 3i) {
                } else {
                    break;
                }
                phi_118_ = 0i;
                loop {
                    let _e86 = phi_118_;
                    if (_e86 < 3i) {
                    } else {
                        break;
                    }
                    let _e90 = (((_e59 * 2i) + _e83) + -1i);
                    let _e99 = (((_e61 * 2i) + _e86) + -1i);
                    let _e100 = (_e99 >= 0i);
                    let _e105 = ((((_e61 * -2i) - _e86) + 19i) >= 0i);
                    if ((((_e90 >= 0i) && ((((_e59 * -2i) - _e83) + 17i) >= 0i)) && _e100) && _e105) {
                        let _e115 = arg1_.member[((((_e53 * 1938i) + (_e80 * 323i)) + (_e90 * 19i)) + _e99)];
                        let _e124 = arg2_.member[((((_e57 * 54i) + (_e80 * 9i)) + (_e83 * 3i)) + _e86)];
                        let _e133 = arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e59 * 10i)) + _e61)];
                        arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e59 * 10i)) + _e61)] = fma(_e115, _e124, _e133);
                    }
                    let _e145 = (((_e62 * 2i) + _e83) + -1i);
                    if ((((_e145 >= 0i) && ((((_e62 * -2i) - _e83) + 17i) >= 0i)) && _e100) && _e105) {
                        let _e162 = arg1_.member[((((_e53 * 1938i) + (_e80 * 323i)) + (_e145 * 19i)) + _e99)];
                        let _e171 = arg2_.member[((((_e57 * 54i) + (_e80 * 9i)) + (_e83 * 3i)) + _e86)];
                        let _e180 = arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e62 * 10i)) + _e61)];
                        arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e62 * 10i)) + _e61)] = fma(_e162, _e171, _e180);
                    }
                    continue;
                    continuing {
                        phi_118_ = (_e86 + 1i);
                    }
                }
                continue;
                continuing {
                    phi_110_ = (_e83 + 1i);
                }
            }
            continue;
            continuing {
                phi_102_ = (_e80 + 1i);
            }
        }
    } else {
        phi_231_ = 0i;
        loop {
            let _e194 = phi_231_;
            if (_e194 < 2i) {
            } else {
                break;
            }
            let _e196 = (_e38 < 0i);
            let _e199 = (select(_e38, (-1i - _e38), _e196) / 8i);
            let _e201 = select(_e199, (-1i - _e199), _e196);
            let _e202 = (_e38 % 8i);
            let _e205 = select(_e202, (_e202 + 8i), (_e202 < 0i));
            let _e209 = (((_e194 * 8i) + (_e35 * 16i)) + _e44);
            let _e211 = ((_e32 * 10i) + _e41);
            if (((((_e194 * -8i) + _e45) - _e44) + 8i) >= 0i) {
                arg0_.member[((((_e201 * 720i) + (_e205 * 90i)) + (_e209 * 10i)) + _e211)] = 0f;
                phi_269_ = 0i;
                loop {
                    let _e226 = phi_269_;
                    if (_e226 < 6i) {
                    } else {
                        break;
                    }
                    phi_277_ = 0i;
                    loop {
                        let _e229 = phi_277_;
                        if (_e229 < 3i) {
                        } else {
                            break;
                        }
                        phi_285_ = 0i;
                        loop {
                            let _e232 = phi_285_;
                            if (_e232 < 3i) {
                            } else {
                                break;
                            }
                            let _e236 = (((_e209 * 2i) + _e229) + -1i);
                            let _e245 = (((_e211 * 2i) + _e232) + -1i);
                            if ((((_e236 >= 0i) && ((((_e209 * -2i) - _e229) + 17i) >= 0i)) && (_e245 >= 0i)) && ((((_e211 * -2i) - _e232) + 19i) >= 0i)) {
                                let _e261 = arg1_.member[((((_e201 * 1938i) + (_e226 * 323i)) + (_e236 * 19i)) + _e245)];
                                let _e270 = arg2_.member[((((_e205 * 54i) + (_e226 * 9i)) + (_e229 * 3i)) + _e232)];
                                let _e279 = arg0_.member[((((_e201 * 720i) + (_e205 * 90i)) + (_e209 * 10i)) + _e211)];
                                arg0_.member[((((_e201 * 720i) + (_e205 * 90i)) + (_e209 * 10i)) + _e211)] = fma(_e261, _e270, _e279);
                            }
                            continue;
                            continuing {
                                phi_285_ = (_e232 + 1i);
                            }
                        }
                        continue;
                        continuing {
                            phi_277_ = (_e229 + 1i);
                        }
                    }
                    continue;
                    continuing {
                        phi_269_ = (_e226 + 1i);
                    }
                }
            }
            continue;
            continuing {
                phi_231_ = (_e194 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn conv2d_nchw_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    conv2d_nchw_kernel_1();
}
