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
    var phi_209_: i32;
    var phi_247_: i32;
    var phi_255_: i32;

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
                    arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e54 * 10i)) + _e56)] = (_e121 + (_e105 * _e112));
                }
                let _e133 = ((_e57 + _e75) + -1i);
                if ((((_e133 >= 0i) && ((((_e57 * -1i) - _e75) + 12i) >= 0i)) && _e90) && _e95) {
                    let _e150 = arg1_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e133 * 10i)) + _e89)];
                    let _e157 = arg2_.member[(((_e52 * 9i) + (_e75 * 3i)) + _e78)];
                    let _e166 = arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e57 * 10i)) + _e56)];
                    arg0_.member[((((_e48 * 720i) + (_e52 * 120i)) + (_e57 * 10i)) + _e56)] = (_e166 + (_e150 * _e157));
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
        phi_209_ = 0i;
        loop {
            let _e180 = phi_209_;
            if (_e180 < 2i) {
            } else {
                break;
            }
            let _e182 = (_e33 < 0i);
            let _e185 = (select(_e33, (-1i - _e33), _e182) / 6i);
            let _e187 = select(_e185, (-1i - _e185), _e182);
            let _e188 = (_e33 % 6i);
            let _e191 = select(_e188, (_e188 + 6i), (_e188 < 0i));
            let _e195 = (((_e180 * 8i) + (_e30 * 16i)) + _e39);
            let _e197 = ((_e27 * 10i) + _e36);
            if (((((_e180 * -8i) + _e40) - _e39) + 11i) >= 0i) {
                arg0_.member[((((_e187 * 720i) + (_e191 * 120i)) + (_e195 * 10i)) + _e197)] = 0f;
                phi_247_ = 0i;
                loop {
                    let _e212 = phi_247_;
                    if (_e212 < 3i) {
                    } else {
                        break;
                    }
                    phi_255_ = 0i;
                    loop {
                        let _e215 = phi_255_;
                        if (_e215 < 3i) {
                        } else {
                            break;
                        }
                        let _e218 = ((_e195 + _e212) + -1i);
                        let _e226 = ((_e197 + _e215) + -1i);
                        if ((((_e218 >= 0i) && ((((_e195 * -1i) - _e212) + 12i) >= 0i)) && (_e226 >= 0i)) && ((((_e197 * -1i) - _e215) + 10i) >= 0i)) {
                            let _e242 = arg1_.member[((((_e187 * 720i) + (_e191 * 120i)) + (_e218 * 10i)) + _e226)];
                            let _e249 = arg2_.member[(((_e191 * 9i) + (_e212 * 3i)) + _e215)];
                            let _e258 = arg0_.member[((((_e187 * 720i) + (_e191 * 120i)) + (_e195 * 10i)) + _e197)];
                            arg0_.member[((((_e187 * 720i) + (_e191 * 120i)) + (_e195 * 10i)) + _e197)] = (_e258 + (_e242 * _e249));
                        }
                        continue;
                        continuing {
                            phi_255_ = (_e215 + 1i);
                        }
                    }
                    continue;
                    continuing {
                        phi_247_ = (_e212 + 1i);
                    }
                }
            }
            continue;
            continuing {
                phi_209_ = (_e180 + 1i);
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
