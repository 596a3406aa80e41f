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
    var phi_233_: i32;
    var phi_271_: i32;
    var phi_279_: i32;
    var phi_287_: i32;

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
                        arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e59 * 10i)) + _e61)] = (_e133 + (_e115 * _e124));
                    }
                    let _e146 = (((_e62 * 2i) + _e83) + -1i);
                    if ((((_e146 >= 0i) && ((((_e62 * -2i) - _e83) + 17i) >= 0i)) && _e100) && _e105) {
                        let _e163 = arg1_.member[((((_e53 * 1938i) + (_e80 * 323i)) + (_e146 * 19i)) + _e99)];
                        let _e172 = arg2_.member[((((_e57 * 54i) + (_e80 * 9i)) + (_e83 * 3i)) + _e86)];
                        let _e181 = arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e62 * 10i)) + _e61)];
                        arg0_.member[((((_e53 * 720i) + (_e57 * 90i)) + (_e62 * 10i)) + _e61)] = (_e181 + (_e163 * _e172));
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
        phi_233_ = 0i;
        loop {
            let _e196 = phi_233_;
            if (_e196 < 2i) {
            } else {
                break;
            }
            let _e198 = (_e38 < 0i);
            let _e201 = (select(_e38, (-1i - _e38), _e198) / 8i);
            let _e203 = select(_e201, (-1i - _e201), _e198);
            let _e204 = (_e38 % 8i);
            let _e207 = select(_e204, (_e204 + 8i), (_e204 < 0i));
            let _e211 = (((_e196 * 8i) + (_e35 * 16i)) + _e44);
            let _e213 = ((_e32 * 10i) + _e41);
            if (((((_e196 * -8i) + _e45) - _e44) + 8i) >= 0i) {
                arg0_.member[((((_e203 * 720i) + (_e207 * 90i)) + (_e211 * 10i)) + _e213)] = 0f;
                phi_271_ = 0i;
                loop {
                    let _e228 = phi_271_;
                    if (_e228 < 6i) {
                    } else {
                        break;
                    }
                    phi_279_ = 0i;
                    loop {
                        let _e231 = phi_279_;
                        if (_e231 < 3i) {
                        } else {
                            break;
                        }
                        phi_287_ = 0i;
                        loop {
                            let _e234 = phi_287_;
                            if (_e234 < 3i) {
                            } else {
                                break;
                            }
                            let _e238 = (((_e211 * 2i) + _e231) + -1i);
                            let _e247 = (((_e213 * 2i) + _e234) + -1i);
                            if ((((_e238 >= 0i) && ((((_e211 * -2i) - _e231) + 17i) >= 0i)) && (_e247 >= 0i)) && ((((_e213 * -2i) - _e234) + 19i) >= 0i)) {
                                let _e263 = arg1_.member[((((_e203 * 1938i) + (_e228 * 323i)) + (_e238 * 19i)) + _e247)];
                                let _e272 = arg2_.member[((((_e207 * 54i) + (_e228 * 9i)) + (_e231 * 3i)) + _e234)];
                                let _e281 = arg0_.member[((((_e203 * 720i) + (_e207 * 90i)) + (_e211 * 10i)) + _e213)];
                                arg0_.member[((((_e203 * 720i) + (_e207 * 90i)) + (_e211 * 10i)) + _e213)] = (_e281 + (_e263 * _e272));
                            }
                            continue;
                            continuing {
                                phi_287_ = (_e234 + 1i);
                            }
                        }
                        continue;
                        continuing {
                            phi_279_ = (_e231 + 1i);
                        }
                    }
                    continue;
                    continuing {
                        phi_271_ = (_e228 + 1i);
                    }
                }
            }
            continue;
            continuing {
                phi_233_ = (_e196 + 1i);
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
