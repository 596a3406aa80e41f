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
    var phi_160_: i32;
    var phi_165_: i32;
    var phi_195_: i32;
    var phi_196_: f32;
    var phi_219_: f32;
    var phi_222_: f32;
    var phi_247_: i32;
    var phi_248_: f32;
    var phi_267_: f32;
    var phi_270_: f32;
    var phi_292_: i32;
    var phi_293_: f32;
    var phi_312_: f32;
    var phi_315_: f32;
    var phi_338_: i32;
    var phi_339_: f32;
    var phi_358_: f32;
    var phi_361_: f32;
    var phi_384_: i32;
    var phi_385_: f32;
    var phi_404_: f32;
    var phi_407_: f32;
    var phi_430_: i32;
    var phi_431_: f32;
    var phi_450_: f32;
    var phi_453_: f32;
    var phi_476_: i32;
    var phi_477_: f32;
    var phi_496_: f32;
    var phi_499_: f32;
    var phi_522_: i32;
    var phi_523_: f32;
    var phi_542_: f32;
    var phi_545_: f32;
    var phi_568_: i32;
    var phi_569_: f32;
    var phi_588_: f32;
    var phi_591_: f32;
    var phi_614_: i32;
    var phi_615_: f32;
    var phi_634_: f32;
    var phi_637_: f32;
    var phi_660_: i32;
    var phi_661_: f32;
    var phi_680_: f32;
    var phi_683_: f32;
    var phi_706_: i32;
    var phi_707_: f32;
    var phi_726_: f32;
    var phi_729_: f32;
    var phi_755_: i32;
    var phi_756_: f32;
    var phi_775_: f32;
    var phi_778_: f32;
    var phi_804_: i32;
    var phi_805_: f32;
    var phi_824_: f32;
    var phi_827_: f32;

    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.z);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.x);
    let _e37 = (_e33 / 9i);
    let _e40 = (_e33 - ((_e33 / 9i) * 9i));
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (0i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (1i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (2i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (3i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (4i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (5i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (6i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (7i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (8i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (9i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (10i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (11i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (12i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (13i * 8i)) + _e36)] = 0f;
    phi_160_ = 0i;
    loop {
        let _e154 = phi_160_;
        phi_165_ = 0i;
        loop {
            let _e156 = phi_165_;
            let _e159 = ((_e40 + (_e154 * 2i)) + -2i);
            let _e165 = ((_e159 >= 0i) && ((((_e154 * -2i) - _e40) + 10i) >= 0i));
            let _e166 = (_e156 * 2i);
            let _e167 = (_e166 + -2i);
            let _e170 = (_e156 * -2i);
            if (_e165 && (_e167 >= 0i)) {
                let _e179 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (0i * 8i)) + _e36)];
                phi_195_ = 0i;
                phi_196_ = _e179;
                loop {
                    let _e181 = phi_195_;
                    let _e183 = phi_196_;
                    let _e192 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + (_e167 * 6i)) + _e181)];
                    let _e201 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e181 * 8i)) + _e36)];
                    phi_219_ = (_e183 + (_e192 * _e201));
                    continue;
                    continuing {
                        let _e205 = phi_219_;
                        let _e206 = (_e181 + 1i);
                        phi_195_ = _e206;
                        phi_196_ = _e205;
                        phi_222_ = _e205;
                        break if !((_e206 < 6i));
                    }
                }
                let _e210 = phi_222_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (0i * 8i)) + _e36)] = _e210;
            }
            let _e219 = (_e166 + -1i);
            if (_e165 && (_e219 >= 0i)) {
                let _e230 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (1i * 8i)) + _e36)];
                phi_247_ = 0i;
                phi_248_ = _e230;
                loop {
                    let _e232 = phi_247_;
                    let _e234 = phi_248_;
                    let _e243 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + (_e219 * 6i)) + _e232)];
                    let _e252 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e232 * 8i)) + _e36)];
                    phi_267_ = (_e234 + (_e243 * _e252));
                    continue;
                    continuing {
                        let _e256 = phi_267_;
                        let _e257 = (_e232 + 1i);
                        phi_247_ = _e257;
                        phi_248_ = _e256;
                        phi_270_ = _e256;
                        break if !((_e257 < 6i));
                    }
                }
                let _e261 = phi_270_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (1i * 8i)) + _e36)] = _e261;
            }
            if _e165 {
                let _e278 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (2i * 8i)) + _e36)];
                phi_292_ = 0i;
                phi_293_ = _e278;
                loop {
                    let _e280 = phi_292_;
                    let _e282 = phi_293_;
                    let _e291 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + (_e166 * 6i)) + _e280)];
                    let _e300 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e280 * 8i)) + _e36)];
                    phi_312_ = (_e282 + (_e291 * _e300));
                    continue;
                    continuing {
                        let _e304 = phi_312_;
                        let _e305 = (_e280 + 1i);
                        phi_292_ = _e305;
                        phi_293_ = _e304;
                        phi_315_ = _e304;
                        break if !((_e305 < 6i));
                    }
                }
                let _e309 = phi_315_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (2i * 8i)) + _e36)] = _e309;
            }
            if _e165 {
                let _e327 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (3i * 8i)) + _e36)];
                phi_338_ = 0i;
                phi_339_ = _e327;
                loop {
                    let _e329 = phi_338_;
                    let _e331 = phi_339_;
                    let _e340 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 1i) * 6i)) + _e329)];
                    let _e349 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e329 * 8i)) + _e36)];
                    phi_358_ = (_e331 + (_e340 * _e349));
                    continue;
                    continuing {
                        let _e353 = phi_358_;
                        let _e354 = (_e329 + 1i);
                        phi_338_ = _e354;
                        phi_339_ = _e353;
                        phi_361_ = _e353;
                        break if !((_e354 < 6i));
                    }
                }
                let _e358 = phi_361_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (3i * 8i)) + _e36)] = _e358;
            }
            if _e165 {
                let _e376 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (4i * 8i)) + _e36)];
                phi_384_ = 0i;
                phi_385_ = _e376;
                loop {
                    let _e378 = phi_384_;
                    let _e380 = phi_385_;
                    let _e389 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 2i) * 6i)) + _e378)];
                    let _e398 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e378 * 8i)) + _e36)];
                    phi_404_ = (_e380 + (_e389 * _e398));
                    continue;
                    continuing {
                        let _e402 = phi_404_;
                        let _e403 = (_e378 + 1i);
                        phi_384_ = _e403;
                        phi_385_ = _e402;
                        phi_407_ = _e402;
                        break if !((_e403 < 6i));
                    }
                }
                let _e407 = phi_407_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (4i * 8i)) + _e36)] = _e407;
            }
            if _e165 {
                let _e425 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (5i * 8i)) + _e36)];
                phi_430_ = 0i;
                phi_431_ = _e425;
                loop {
                    let _e427 = phi_430_;
                    let _e429 = phi_431_;
                    let _e438 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 3i) * 6i)) + _e427)];
                    let _e447 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e427 * 8i)) + _e36)];
                    phi_450_ = (_e429 + (_e438 * _e447));
                    continue;
                    continuing {
                        let _e451 = phi_450_;
                        let _e452 = (_e427 + 1i);
                        phi_430_ = _e452;
                        phi_431_ = _e451;
                        phi_453_ = _e451;
                        break if !((_e452 < 6i));
                    }
                }
                let _e456 = phi_453_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (5i * 8i)) + _e36)] = _e456;
            }
            if _e165 {
                let _e474 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (6i * 8i)) + _e36)];
                phi_476_ = 0i;
                phi_477_ = _e474;
                loop {
                    let _e476 = phi_476_;
                    let _e478 = phi_477_;
                    let _e487 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 4i) * 6i)) + _e476)];
                    let _e496 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e476 * 8i)) + _e36)];
                    phi_496_ = (_e478 + (_e487 * _e496));
                    continue;
                    continuing {
                        let _e500 = phi_496_;
                        let _e501 = (_e476 + 1i);
                        phi_476_ = _e501;
                        phi_477_ = _e500;
                        phi_499_ = _e500;
                        break if !((_e501 < 6i));
                    }
                }
                let _e505 = phi_499_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (6i * 8i)) + _e36)] = _e505;
            }
            if _e165 {
                let _e523 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (7i * 8i)) + _e36)];
                phi_522_ = 0i;
                phi_523_ = _e523;
                loop {
                    let _e525 = phi_522_;
                    let _e527 = phi_523_;
                    let _e536 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 5i) * 6i)) + _e525)];
                    let _e545 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e525 * 8i)) + _e36)];
                    phi_542_ = (_e527 + (_e536 * _e545));
                    continue;
                    continuing {
                        let _e549 = phi_542_;
                        let _e550 = (_e525 + 1i);
                        phi_522_ = _e550;
                        phi_523_ = _e549;
                        phi_545_ = _e549;
                        break if !((_e550 < 6i));
                    }
                }
                let _e554 = phi_545_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (7i * 8i)) + _e36)] = _e554;
            }
            if _e165 {
                let _e572 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (8i * 8i)) + _e36)];
                phi_568_ = 0i;
                phi_569_ = _e572;
                loop {
                    let _e574 = phi_568_;
                    let _e576 = phi_569_;
                    let _e585 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 6i) * 6i)) + _e574)];
                    let _e594 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e574 * 8i)) + _e36)];
                    phi_588_ = (_e576 + (_e585 * _e594));
                    continue;
                    continuing {
                        let _e598 = phi_588_;
                        let _e599 = (_e574 + 1i);
                        phi_568_ = _e599;
                        phi_569_ = _e598;
                        phi_591_ = _e598;
                        break if !((_e599 < 6i));
                    }
                }
                let _e603 = phi_591_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (8i * 8i)) + _e36)] = _e603;
            }
            if _e165 {
                let _e621 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (9i * 8i)) + _e36)];
                phi_614_ = 0i;
                phi_615_ = _e621;
                loop {
                    let _e623 = phi_614_;
                    let _e625 = phi_615_;
                    let _e634 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 7i) * 6i)) + _e623)];
                    let _e643 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e623 * 8i)) + _e36)];
                    phi_634_ = (_e625 + (_e634 * _e643));
                    continue;
                    continuing {
                        let _e647 = phi_634_;
                        let _e648 = (_e623 + 1i);
                        phi_614_ = _e648;
                        phi_615_ = _e647;
                        phi_637_ = _e647;
                        break if !((_e648 < 6i));
                    }
                }
                let _e652 = phi_637_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (9i * 8i)) + _e36)] = _e652;
            }
            if _e165 {
                let _e670 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (10i * 8i)) + _e36)];
                phi_660_ = 0i;
                phi_661_ = _e670;
                loop {
                    let _e672 = phi_660_;
                    let _e674 = phi_661_;
                    let _e683 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 8i) * 6i)) + _e672)];
                    let _e692 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e672 * 8i)) + _e36)];
                    phi_680_ = (_e674 + (_e683 * _e692));
                    continue;
                    continuing {
                        let _e696 = phi_680_;
                        let _e697 = (_e672 + 1i);
                        phi_660_ = _e697;
                        phi_661_ = _e696;
                        phi_683_ = _e696;
                        break if !((_e697 < 6i));
                    }
                }
                let _e701 = phi_683_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (10i * 8i)) + _e36)] = _e701;
            }
            if _e165 {
                let _e719 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (11i * 8i)) + _e36)];
                phi_706_ = 0i;
                phi_707_ = _e719;
                loop {
                    let _e721 = phi_706_;
                    let _e723 = phi_707_;
                    let _e732 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 9i) * 6i)) + _e721)];
                    let _e741 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e721 * 8i)) + _e36)];
                    phi_726_ = (_e723 + (_e732 * _e741));
                    continue;
                    continuing {
                        let _e745 = phi_726_;
                        let _e746 = (_e721 + 1i);
                        phi_706_ = _e746;
                        phi_707_ = _e745;
                        phi_729_ = _e745;
                        break if !((_e746 < 6i));
                    }
                }
                let _e750 = phi_729_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (11i * 8i)) + _e36)] = _e750;
            }
            if (_e165 && ((_e170 + 3i) >= 0i)) {
                let _e771 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (12i * 8i)) + _e36)];
                phi_755_ = 0i;
                phi_756_ = _e771;
                loop {
                    let _e773 = phi_755_;
                    let _e775 = phi_756_;
                    let _e784 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 10i) * 6i)) + _e773)];
                    let _e793 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e773 * 8i)) + _e36)];
                    phi_775_ = (_e775 + (_e784 * _e793));
                    continue;
                    continuing {
                        let _e797 = phi_775_;
                        let _e798 = (_e773 + 1i);
                        phi_755_ = _e798;
                        phi_756_ = _e797;
                        phi_778_ = _e797;
                        break if !((_e798 < 6i));
                    }
                }
                let _e802 = phi_778_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (12i * 8i)) + _e36)] = _e802;
            }
            if (_e165 && ((_e170 + 2i) >= 0i)) {
                let _e823 = arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (13i * 8i)) + _e36)];
                phi_804_ = 0i;
                phi_805_ = _e823;
                loop {
                    let _e825 = phi_804_;
                    let _e827 = phi_805_;
                    let _e836 = arg1_.member[((((_e37 * 756i) + (_e159 * 84i)) + ((_e166 + 11i) * 6i)) + _e825)];
                    let _e845 = arg2_.member[((((_e154 * 144i) + (_e156 * 48i)) + (_e825 * 8i)) + _e36)];
                    phi_824_ = (_e827 + (_e836 * _e845));
                    continue;
                    continuing {
                        let _e849 = phi_824_;
                        let _e850 = (_e825 + 1i);
                        phi_804_ = _e850;
                        phi_805_ = _e849;
                        phi_827_ = _e849;
                        break if !((_e850 < 6i));
                    }
                }
                let _e854 = phi_827_;
                arg0_.member[((((_e37 * 1008i) + (_e40 * 112i)) + (13i * 8i)) + _e36)] = _e854;
            }
            continue;
            continuing {
                let _e863 = (_e156 + 1i);
                phi_165_ = _e863;
                break if !((_e863 < 3i));
            }
        }
        continue;
        continuing {
            let _e866 = (_e154 + 1i);
            phi_160_ = _e866;
            break if !((_e866 < 3i));
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
