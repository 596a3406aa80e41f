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
    var phi_296_: i32;
    var phi_297_: f32;
    var local_1: f32;
    var phi_348_: i32;
    var phi_349_: f32;
    var local_2: f32;
    var phi_400_: i32;
    var phi_401_: f32;
    var local_3: f32;
    var phi_452_: i32;
    var phi_453_: f32;
    var local_4: f32;
    var phi_504_: i32;
    var phi_505_: f32;
    var local_5: f32;
    var phi_556_: i32;
    var phi_557_: f32;
    var local_6: f32;
    var phi_608_: i32;
    var phi_609_: f32;
    var local_7: f32;
    var phi_660_: i32;
    var phi_661_: f32;
    var local_8: f32;
    var phi_712_: i32;
    var phi_713_: f32;
    var local_9: f32;
    var phi_764_: i32;
    var phi_765_: f32;
    var local_10: f32;
    var phi_816_: i32;
    var phi_817_: f32;
    var local_11: f32;
    var phi_868_: i32;
    var phi_869_: f32;
    var local_12: f32;
    var phi_920_: i32;
    var phi_921_: f32;
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
                        phi_241_ = fma(_e234, _e243, _e224);
                    }
                }
                let _e255 = local;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)] = _e255;
            }
            let _e257 = ((_e62 + _e202) + -2i);
            if ((_e201 && (_e257 >= 0i)) && (((_e207 - _e62) + 15i) >= 0i)) {
                let _e272 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)];
                phi_296_ = 0i;
                phi_297_ = _e272;
                loop {
                    let _e274 = phi_296_;
                    let _e276 = phi_297_;
                    local_1 = _e276;
                    if (_e274 < 6i) {
                    } else {
                        break;
                    }
                    let _e286 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e257 * 6i)) + _e274)];
                    let _e295 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e274 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_296_ = (_e274 + 1i);
                        phi_297_ = fma(_e286, _e295, _e276);
                    }
                }
                let _e307 = local_1;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)] = _e307;
            }
            let _e309 = ((_e63 + _e202) + -2i);
            if ((_e201 && (_e309 >= 0i)) && (((_e207 - _e63) + 15i) >= 0i)) {
                let _e324 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)];
                phi_348_ = 0i;
                phi_349_ = _e324;
                loop {
                    let _e326 = phi_348_;
                    let _e328 = phi_349_;
                    local_2 = _e328;
                    if (_e326 < 6i) {
                    } else {
                        break;
                    }
                    let _e338 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e309 * 6i)) + _e326)];
                    let _e347 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e326 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_348_ = (_e326 + 1i);
                        phi_349_ = fma(_e338, _e347, _e328);
                    }
                }
                let _e359 = local_2;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)] = _e359;
            }
            let _e361 = ((_e64 + _e202) + -2i);
            if ((_e201 && (_e361 >= 0i)) && (((_e207 - _e64) + 15i) >= 0i)) {
                let _e376 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)];
                phi_400_ = 0i;
                phi_401_ = _e376;
                loop {
                    let _e378 = phi_400_;
                    let _e380 = phi_401_;
                    local_3 = _e380;
                    if (_e378 < 6i) {
                    } else {
                        break;
                    }
                    let _e390 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e361 * 6i)) + _e378)];
                    let _e399 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e378 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_400_ = (_e378 + 1i);
                        phi_401_ = fma(_e390, _e399, _e380);
                    }
                }
                let _e411 = local_3;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)] = _e411;
            }
            let _e413 = ((_e65 + _e202) + -2i);
            if ((_e201 && (_e413 >= 0i)) && (((_e207 - _e65) + 15i) >= 0i)) {
                let _e428 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)];
                phi_452_ = 0i;
                phi_453_ = _e428;
                loop {
                    let _e430 = phi_452_;
                    let _e432 = phi_453_;
                    local_4 = _e432;
                    if (_e430 < 6i) {
                    } else {
                        break;
                    }
                    let _e442 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e413 * 6i)) + _e430)];
                    let _e451 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e430 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_452_ = (_e430 + 1i);
                        phi_453_ = fma(_e442, _e451, _e432);
                    }
                }
                let _e463 = local_4;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)] = _e463;
            }
            let _e465 = ((_e66 + _e202) + -2i);
            if ((_e201 && (_e465 >= 0i)) && (((_e207 - _e66) + 15i) >= 0i)) {
                let _e480 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)];
                phi_504_ = 0i;
                phi_505_ = _e480;
                loop {
                    let _e482 = phi_504_;
                    let _e484 = phi_505_;
                    local_5 = _e484;
                    if (_e482 < 6i) {
                    } else {
                        break;
                    }
                    let _e494 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e465 * 6i)) + _e482)];
                    let _e503 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e482 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_504_ = (_e482 + 1i);
                        phi_505_ = fma(_e494, _e503, _e484);
                    }
                }
                let _e515 = local_5;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)] = _e515;
            }
            let _e517 = ((_e67 + _e202) + -2i);
            if ((_e201 && (_e517 >= 0i)) && (((_e207 - _e67) + 15i) >= 0i)) {
                let _e532 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)];
                phi_556_ = 0i;
                phi_557_ = _e532;
                loop {
                    let _e534 = phi_556_;
                    let _e536 = phi_557_;
                    local_6 = _e536;
                    if (_e534 < 6i) {
                    } else {
                        break;
                    }
                    let _e546 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e517 * 6i)) + _e534)];
                    let _e555 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e534 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_556_ = (_e534 + 1i);
                        phi_557_ = fma(_e546, _e555, _e536);
                    }
                }
                let _e567 = local_6;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)] = _e567;
            }
            let _e569 = ((_e68 + _e202) + -2i);
            if ((_e201 && (_e569 >= 0i)) && (((_e207 - _e68) + 15i) >= 0i)) {
                let _e584 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)];
                phi_608_ = 0i;
                phi_609_ = _e584;
                loop {
                    let _e586 = phi_608_;
                    let _e588 = phi_609_;
                    local_7 = _e588;
                    if (_e586 < 6i) {
                    } else {
                        break;
                    }
                    let _e598 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e569 * 6i)) + _e586)];
                    let _e607 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e586 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_608_ = (_e586 + 1i);
                        phi_609_ = fma(_e598, _e607, _e588);
                    }
                }
                let _e619 = local_7;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)] = _e619;
            }
            let _e621 = ((_e69 + _e202) + -2i);
            if ((_e201 && (_e621 >= 0i)) && (((_e207 - _e69) + 15i) >= 0i)) {
                let _e636 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)];
                phi_660_ = 0i;
                phi_661_ = _e636;
                loop {
                    let _e638 = phi_660_;
                    let _e640 = phi_661_;
                    local_8 = _e640;
                    if (_e638 < 6i) {
                    } else {
                        break;
                    }
                    let _e650 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e621 * 6i)) + _e638)];
                    let _e659 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e638 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_660_ = (_e638 + 1i);
                        phi_661_ = fma(_e650, _e659, _e640);
                    }
                }
                let _e671 = local_8;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)] = _e671;
            }
            let _e673 = ((_e70 + _e202) + -2i);
            if ((_e201 && (_e673 >= 0i)) && (((_e207 - _e70) + 15i) >= 0i)) {
                let _e688 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)];
                phi_712_ = 0i;
                phi_713_ = _e688;
                loop {
                    let _e690 = phi_712_;
                    let _e692 = phi_713_;
                    local_9 = _e692;
                    if (_e690 < 6i) {
                    } else {
                        break;
                    }
                    let _e702 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e673 * 6i)) + _e690)];
                    let _e711 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e690 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_712_ = (_e690 + 1i);
                        phi_713_ = fma(_e702, _e711, _e692);
                    }
                }
                let _e723 = local_9;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)] = _e723;
            }
            let _e725 = ((_e71 + _e202) + -2i);
            if ((_e201 && (_e725 >= 0i)) && (((_e207 - _e71) + 15i) >= 0i)) {
                let _e740 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)];
                phi_764_ = 0i;
                phi_765_ = _e740;
                loop {
                    let _e742 = phi_764_;
                    let _e744 = phi_765_;
                    local_10 = _e744;
                    if (_e742 < 6i) {
                    } else {
                        break;
                    }
                    let _e754 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e725 * 6i)) + _e742)];
                    let _e763 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e742 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_764_ = (_e742 + 1i);
                        phi_765_ = fma(_e754, _e763, _e744);
                    }
                }
                let _e775 = local_10;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)] = _e775;
            }
            let _e777 = ((_e72 + _e202) + -2i);
            if ((_e201 && (_e777 >= 0i)) && (((_e207 - _e72) + 15i) >= 0i)) {
                let _e792 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)];
                phi_816_ = 0i;
                phi_817_ = _e792;
                loop {
                    let _e794 = phi_816_;
                    let _e796 = phi_817_;
                    local_11 = _e796;
                    if (_e794 < 6i) {
                    } else {
                        break;
                    }
                    let _e806 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e777 * 6i)) + _e794)];
                    let _e815 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e794 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_816_ = (_e794 + 1i);
                        phi_817_ = fma(_e806, _e815, _e796);
                    }
                }
                let _e827 = local_11;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)] = _e827;
            }
            let _e829 = ((_e73 + _e202) + -2i);
            if ((_e201 && (_e829 >= 0i)) && (((_e207 - _e73) + 15i) >= 0i)) {
                let _e844 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)];
                phi_868_ = 0i;
                phi_869_ = _e844;
                loop {
                    let _e846 = phi_868_;
                    let _e848 = phi_869_;
                    local_12 = _e848;
                    if (_e846 < 6i) {
                    } else {
                        break;
                    }
                    let _e858 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e829 * 6i)) + _e846)];
                    let _e867 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e846 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_868_ = (_e846 + 1i);
                        phi_869_ = fma(_e858, _e867, _e848);
                    }
                }
                let _e879 = local_12;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)] = _e879;
            }
            let _e881 = ((_e74 + _e202) + -2i);
            if ((_e201 && (_e881 >= 0i)) && (((_e207 - _e74) + 15i) >= 0i)) {
                let _e896 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)];
                phi_920_ = 0i;
                phi_921_ = _e896;
                loop {
                    let _e898 = phi_920_;
                    let _e900 = phi_921_;
                    local_13 = _e900;
                    if (_e898 < 6i) {
                    } else {
                        break;
                    }
                    let _e910 = arg1_.member[((((_e53 * 756i) + (_e195 * 84i)) + (_e881 * 6i)) + _e898)];
                    let _e919 = arg2_.member[((((_e188 * 144i) + (_e191 * 48i)) + (_e898 * 8i)) + _e61)];
                    continue;
                    continuing {
                        phi_920_ = (_e898 + 1i);
                        phi_921_ = fma(_e910, _e919, _e900);
                    }
                }
                let _e931 = local_13;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)] = _e931;
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
