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
    var phi_195_: i32;
    var phi_203_: i32;
    var phi_240_: i32;
    var phi_241_: f32;
    var local: f32;
    var phi_297_: i32;
    var phi_298_: f32;
    var local_1: f32;
    var phi_350_: i32;
    var phi_351_: f32;
    var local_2: f32;
    var phi_403_: i32;
    var phi_404_: f32;
    var local_3: f32;
    var phi_456_: i32;
    var phi_457_: f32;
    var local_4: f32;
    var phi_509_: i32;
    var phi_510_: f32;
    var local_5: f32;
    var phi_562_: i32;
    var phi_563_: f32;
    var local_6: f32;
    var phi_615_: i32;
    var phi_616_: f32;
    var local_7: f32;
    var phi_668_: i32;
    var phi_669_: f32;
    var local_8: f32;
    var phi_721_: i32;
    var phi_722_: f32;
    var local_9: f32;
    var phi_774_: i32;
    var phi_775_: f32;
    var local_10: f32;
    var phi_827_: i32;
    var phi_828_: f32;
    var local_11: f32;
    var phi_880_: i32;
    var phi_881_: f32;
    var local_12: f32;
    var phi_933_: i32;
    var phi_934_: f32;
    var local_13: f32;

    let _e33 = global;
    let _e36 = global;
    let _e39 = global;
    let _e41 = bitcast<i32>(_e39.z);
    let _e42 = global_1;
    let _e45 = global_1;
    let _e48 = (_e41 < 0i);
    let _e51 = (select(_e41, (-1i - _e41), _e48) / 9i);
    let _e53 = select(_e51, (-1i - _e51), _e48);
    let _e54 = (_e41 % 9i);
    let _e57 = select(_e54, (_e54 + 9i), (_e54 < 0i));
    let _e59 = ((bitcast<i32>(_e36.y) * 14i) + bitcast<i32>(_e45.y));
    let _e61 = ((bitcast<i32>(_e33.x) * 8i) + bitcast<i32>(_e42.x));
    let _e62 = (_e59 + 1i);
    let _e63 = (_e59 + 2i);
    let _e64 = (_e59 + 3i);
    let _e65 = (_e59 + 4i);
    let _e66 = (_e59 + 5i);
    let _e67 = (_e59 + 6i);
    let _e68 = (_e59 + 7i);
    let _e69 = (_e59 + 8i);
    let _e70 = (_e59 + 9i);
    let _e71 = (_e59 + 10i);
    let _e72 = (_e59 + 11i);
    let _e73 = (_e59 + 12i);
    let _e74 = (_e59 + 13i);
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)] = 0f;
    arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)] = 0f;
    phi_195_ = 0i;
    loop {
        let _e188 = phi_195_;
        if (_e188 < 3i) {
        } else {
            break;
        }
        phi_203_ = 0i;
        loop {
            let _e191 = phi_203_;
            if (_e191 < 3i) {
            } else {
                break;
            }
            let _e195 = ((_e57 + (_e188 * 2i)) + -2i);
            let _e201 = ((_e195 >= 0i) && ((((_e188 * -2i) - _e57) + 10i) >= 0i));
            let _e202 = (_e191 * 2i);
            let _e204 = ((_e59 + _e202) + -2i);
            let _e207 = (_e191 * -2i);
            if ((_e201 && (_e204 >= 0i)) && (((_e207 - _e59) + 15i) >= 0i)) {
                let _e220 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)];
                phi_240_ = 0i;
                phi_241_ = _e220;
                loop {
                    let _e222 = phi_240_;
                    let _e224 = phi_241_;
                    local = _e224;
                    if (_e222 < 6i) {
                    } else {
                        break;
                    }
                    let _e234 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e204 * 6i)) + _e222)];
                    let _e243 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e222 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_240_ = (_e222 + 1i);
                        phi_241_ = (_e224 + (_e234 * _e243));
                    }
                }
                let _e256 = local;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)] = _e256;
            }
            let _e258 = ((_e62 + _e202) + -2i);
            if ((_e201 && (_e258 >= 0i)) && (((_e207 - _e62) + 15i) >= 0i)) {
                let _e273 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)];
                phi_297_ = 0i;
                phi_298_ = _e273;
                loop {
                    let _e275 = phi_297_;
                    let _e277 = phi_298_;
                    local_1 = _e277;
                    if (_e275 < 6i) {
                    } else {
                        break;
                    }
                    let _e287 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e258 * 6i)) + _e275)];
                    let _e296 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e275 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_297_ = (_e275 + 1i);
                        phi_298_ = (_e277 + (_e287 * _e296));
                    }
                }
                let _e309 = local_1;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)] = _e309;
            }
            let _e311 = ((_e63 + _e202) + -2i);
            if ((_e201 && (_e311 >= 0i)) && (((_e207 - _e63) + 15i) >= 0i)) {
                let _e326 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)];
                phi_350_ = 0i;
                phi_351_ = _e326;
                loop {
                    let _e328 = phi_350_;
                    let _e330 = phi_351_;
                    local_2 = _e330;
                    if (_e328 < 6i) {
                    } else {
                        break;
                    }
                    let _e340 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e311 * 6i)) + _e328)];
                    let _e349 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e328 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_350_ = (_e328 + 1i);
                        phi_351_ = (_e330 + (_e340 * _e349));
                    }
                }
                let _e362 = local_2;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)] = _e362;
            }
            let _e364 = ((_e64 + _e202) + -2i);
            if ((_e201 && (_e364 >= 0i)) && (((_e207 - _e64) + 15i) >= 0i)) {
                let _e379 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)];
                phi_403_ = 0i;
                phi_404_ = _e379;
                loop {
                    let _e381 = phi_403_;
                    let _e383 = phi_404_;
                    local_3 = _e383;
                    if (_e381 < 6i) {
                    } else {
                        break;
                    }
                    let _e393 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e364 * 6i)) + _e381)];
                    let _e402 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e381 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_403_ = (_e381 + 1i);
                        phi_404_ = (_e383 + (_e393 * _e402));
                    }
                }
                let _e415 = local_3;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)] = _e415;
            }
            let _e417 = ((_e65 + _e202) + -2i);
            if ((_e201 && (_e417 >= 0i)) && (((_e207 - _e65) + 15i) >= 0i)) {
                let _e432 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)];
                phi_456_ = 0i;
                phi_457_ = _e432;
                loop {
                    let _e434 = phi_456_;
                    let _e436 = phi_457_;
                    local_4 = _e436;
                    if (_e434 < 6i) {
                    } else {
                        break;
                    }
                    let _e446 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e417 * 6i)) + _e434)];
                    let _e455 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e434 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_456_ = (_e434 + 1i);
                        phi_457_ = (_e436 + (_e446 * _e455));
                    }
                }
                let _e468 = local_4;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)] = _e468;
            }
            let _e470 = ((_e66 + _e202) + -2i);
            if ((_e201 && (_e470 >= 0i)) && (((_e207 - _e66) + 15i) >= 0i)) {
                let _e485 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)];
                phi_509_ = 0i;
                phi_510_ = _e485;
                loop {
                    let _e487 = phi_509_;
                    let _e489 = phi_510_;
                    local_5 = _e489;
                    if (_e487 < 6i) {
                    } else {
                        break;
                    }
                    let _e499 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e470 * 6i)) + _e487)];
                    let _e508 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e487 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_509_ = (_e487 + 1i);
                        phi_510_ = (_e489 + (_e499 * _e508));
                    }
                }
                let _e521 = local_5;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)] = _e521;
            }
            let _e523 = ((_e67 + _e202) + -2i);
            if ((_e201 && (_e523 >= 0i)) && (((_e207 - _e67) + 15i) >= 0i)) {
                let _e538 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)];
                phi_562_ = 0i;
                phi_563_ = _e538;
                loop {
                    let _e540 = phi_562_;
                    let _e542 = phi_563_;
                    local_6 = _e542;
                    if (_e540 < 6i) {
                    } else {
                        break;
                    }
                    let _e552 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e523 * 6i)) + _e540)];
                    let _e561 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e540 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_562_ = (_e540 + 1i);
                        phi_563_ = (_e542 + (_e552 * _e561));
                    }
                }
                let _e574 = local_6;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)] = _e574;
            }
            let _e576 = ((_e68 + _e202) + -2i);
            if ((_e201 && (_e576 >= 0i)) && (((_e207 - _e68) + 15i) >= 0i)) {
                let _e591 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)];
                phi_615_ = 0i;
                phi_616_ = _e591;
                loop {
                    let _e593 = phi_615_;
                    let _e595 = phi_616_;
                    local_7 = _e595;
                    if (_e593 < 6i) {
                    } else {
                        break;
                    }
                    let _e605 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e576 * 6i)) + _e593)];
                    let _e614 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e593 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_615_ = (_e593 + 1i);
                        phi_616_ = (_e595 + (_e605 * _e614));
                    }
                }
                let _e627 = local_7;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)] = _e627;
            }
            let _e629 = ((_e69 + _e202) + -2i);
            if ((_e201 && (_e629 >= 0i)) && (((_e207 - _e69) + 15i) >= 0i)) {
                let _e644 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)];
                phi_668_ = 0i;
                phi_669_ = _e644;
                loop {
                    let _e646 = phi_668_;
                    let _e648 = phi_669_;
                    local_8 = _e648;
                    if (_e646 < 6i) {
                    } else {
                        break;
                    }
                    let _e658 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e629 * 6i)) + _e646)];
                    let _e667 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e646 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_668_ = (_e646 + 1i);
                        phi_669_ = (_e648 + (_e658 * _e667));
                    }
                }
                let _e680 = local_8;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)] = _e680;
            }
            let _e682 = ((_e70 + _e202) + -2i);
            if ((_e201 && (_e682 >= 0i)) && (((_e207 - _e70) + 15i) >= 0i)) {
                let _e697 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)];
                phi_721_ = 0i;
                phi_722_ = _e697;
                loop {
                    let _e699 = phi_721_;
                    let _e701 = phi_722_;
                    local_9 = _e701;
                    if (_e699 < 6i) {
                    } else {
                        break;
                    }
                    let _e711 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e682 * 6i)) + _e699)];
                    let _e720 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e699 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_721_ = (_e699 + 1i);
                        phi_722_ = (_e701 + (_e711 * _e720));
                    }
                }
                let _e733 = local_9;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)] = _e733;
            }
            let _e735 = ((_e71 + _e202) + -2i);
            if ((_e201 && (_e735 >= 0i)) && (((_e207 - _e71) + 15i) >= 0i)) {
                let _e750 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)];
                phi_774_ = 0i;
                phi_775_ = _e750;
                loop {
                    let _e752 = phi_774_;
                    let _e754 = phi_775_;
                    local_10 = _e754;
                    if (_e752 < 6i) {
                    } else {
                        break;
                    }
                    let _e764 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e735 * 6i)) + _e752)];
                    let _e773 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e752 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_774_ = (_e752 + 1i);
                        phi_775_ = (_e754 + (_e764 * _e773));
                    }
                }
                let _e786 = local_10;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)] = _e786;
            }
            let _e788 = ((_e72 + _e202) + -2i);
            if ((_e201 && (_e788 >= 0i)) && (((_e207 - _e72) + 15i) >= 0i)) {
                let _e803 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)];
                phi_827_ = 0i;
                phi_828_ = _e803;
                loop {
                    let _e805 = phi_827_;
                    let _e807 = phi_828_;
                    local_11 = _e807;
                    if (_e805 < 6i) {
                    } else {
                        break;
                    }
                    let _e817 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e788 * 6i)) + _e805)];
                    let _e826 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e805 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_827_ = (_e805 + 1i);
                        phi_828_ = (_e807 + (_e817 * _e826));
                    }
                }
                let _e839 = local_11;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)] = _e839;
            }
            let _e841 = ((_e73 + _e202) + -2i);
            if ((_e201 && (_e841 >= 0i)) && (((_e207 - _e73) + 15i) >= 0i)) {
                let _e856 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)];
                phi_880_ = 0i;
                phi_881_ = _e856;
                loop {
                    let _e858 = phi_880_;
                    let _e860 = phi_881_;
                    local_12 = _e860;
                    if (_e858 < 6i) {
                    } else {
                        break;
                    }
                    let _e870 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e841 * 6i)) + _e858)];
                    let _e879 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e858 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_880_ = (_e858 + 1i);
                        phi_881_ = (_e860 + (_e870 * _e879));
                    }
                }
                let _e892 = local_12;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)] = _e892;
            }
            let _e894 = ((_e74 + _e202) + -2i);
            if ((_e201 && (_e894 >= 0i)) && (((_e207 - _e74) + 15i) >= 0i)) {
                let _e909 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)];
                phi_933_ = 0i;
                phi_934_ = _e909;
                loop {
                    let _e911 = phi_933_;
                    let _e913 = phi_934_;
                    local_13 = _e913;
                    if (_e911 < 6i) {
                    } else {
                        break;
                    }
                    let _e923 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e894 * 6i)) + _e911)];
                    let _e932 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e911 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_933_ = (_e911 + 1i);
                        phi_934_ = (_e913 + (_e923 * _e932));
                    }
                }
                let _e945 = local_13;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)] = _e945;
            }
            continue;
            continuing {
                phi_203_ = (_e191 + 1i);
            }
        }
        continue;
        continuing {
            phi_195_ = (_e188 + 1i);
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn conv2d_nhwc_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    conv2d_nhwc_kernel_1();
}
