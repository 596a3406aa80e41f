struct type_3 {
    member: array<f32, 2880>,
}

struct type_6 {
    member: array<f32, 54>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_3;
@group(0) @binding(2) 
var<storage> arg2_: type_6;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn depthwise_conv2d_kernel_1() {
    var phi_97_: i32;
    var phi_105_: i32;
    var phi_207_: i32;
    var phi_245_: i32;
    var phi_253_: i32;

    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global;
    let _e30 = bitcast<i32>(_e28.y);
    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.z);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.x);
    let _e37 = global_1;
    let _e39 = bitcast<i32>(_e37.y);
    let _e40 = (_e30 * -16i);
    if ((_e40 + -4i) >= 0i) {
        let _e43 = (_e33 < 0i);
        let _e46 = (select(_e33, (-1i - _e33), _e43) / 6i);
        let _e48 = select(_e46, (-1i - _e46), _e43);
        let _e49 = (_e33 % 6i);
        let _e52 = select(_e49, (_e49 + 6i), (_e49 < 0i));
        let _e54 = ((_e30 * 16i) + _e39);
        let _e56 = ((_e27 * 10i) + _e36);
        let _e57 = (_e54 + 8i);
        arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e54 * 10i)) + _e56)] = 0f;
        arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e57 * 10i)) + _e56)] = 0f;
        phi_97_ = 0i;
        loop {
            let _e75 = phi_97_;
            if (_e75 < 3i) {
            } else {
                break;
            }
            phi_105_ = 0i;
            loop {
                let _e78 = phi_105_;
                if (_e78 < 3i) {
                } else {
                    break;
                }
                let _e81 = ((_e54 + _e75) + -1i);
                let _e89 = ((_e56 + _e78) + -1i);
                let _e90 = (_e89 >= 0i);
                let _e95 = ((((_e56 * -1i) - _e78) + 10i) >= 0i);
                if ((((_e81 >= 0i) && ((((_e54 * -1i) - _e75) + 12i) >= 0i)) && _e90) && _e95) {
                    let _e105 = arg1_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e81 * 10i)) + _e89)];
                    let _e112 = arg2_.member[(((_e52 * 9i) + (_e75 * 3i)) + _e78)];
                    let _e121 = arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e54 * 10i)) + _e56)];
                    arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e54 * 10i)) + _e56)] = fma(_e105, _e112, _e121);
                }
                let _e132 = ((_e57 + _e75) + -1i);
                if ((((_e132 >= 0i) && ((((_e57 * -1i) - _e75) + 12i) >= 0i)) && _e90) && _e95) {
                    let _e149 = arg1_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e132 * 10i)) + _e89)];
                    let _e156 = arg2_.member[(((_e52 * 9i) + (_e75 * 3i)) + _e78)];
                    let _e165 = arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e57 * 10i)) + _e56)];
                    arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e57 * 10i)) + _e56)] = fma(_e149, _e156, _e165);
                }
                continue;
                continuing {
                    phi_105_ = (_e78 + 1i);
                }
            }
            continue;
            continuing {
                phi_97_ = (_e75 + 1i);
            }
        }
    } else {
        phi_207_ = 0i;
        loop {
            let _e178 = phi_207_;
            if (_e178 < 2i) {
            } else {
                break;
            }
            let _e180 = (_e33 < 0i);
            let _e183 = (select(_e33, (-1i - _e33), _e180) / 6i);
            let _e185 = select(_e183, (-1i - _e183), _e180);
            let _e186 = (_e33 % 6i);
            let _e189 = select(_e186, (_e186 + 6i), (_e186 < 0i));
            let _e193 = (((_e178 * 8i) + (_e30 * 16i)) + _e39);
            let _e195 = ((_e27 * 10i) + _e36);
            if (((((_e178 * -8i) + _e40) - _e39) + 11i) >= 0i) {
                arg0_.member[((((_e185 * 720i) + (_e189 * 120i)) + (_e193 * 10i)) + _e195)] = 0f;
                phi_245_ = 0i;
                loop {
                    let _e210 = phi_245_;
                    if (_e210 < 3i) {
                    } else {
                        break;
                    }
                    phi_253_ = 0i;
                    loop {
                        let _e213 = phi_253_;
                        if (_e213 < 3i) {
                        } else {
                            break;
                        }
                        let _e216 = ((_e193 + _e210) + -1i);
                        let _e224 = ((_e195 + _e213) + -1i);
                        if ((((_e216 >= 0i) && ((((_e193 * -1i) - _e210) + 12i) >= 0i)) && (_e224 >= 0i)) && ((((_e195 * -1i) - _e213) + 10i) >= 0i)) {
                            let _e240 = arg1_.member[((((_e185 * 720i) + (_e189 * 120i)) + (_e216 * 10i)) + _e224)];
                            let _e247 = arg2_.member[(((_e189 * 9i) + (_e210 * 3i)) + _e213)];
                            let _e256 = arg0_.member[((((_e185 * 720i) + (_e189 * 120i)) + (_e193 * 10i)) + _e195)];
                            arg0_.member[((((_e185 * 720i) + (_e189 * 120i)) + (_e193 * 10i)) + _e195)] = fma(_e240, _e247, _e256);
                        }
                        continue;
                        continuing {
                            phi_253_ = (_e213 + 1i);
                        }
                    }
                    continue;
                    continuing {
                        phi_245_ = (_e210 + 1i);
                    }
                }
            }
            continue;
            continuing {
                phi_207_ = (_e178 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn depthwise_conv2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    depthwise_conv2d_kernel_1();
}
