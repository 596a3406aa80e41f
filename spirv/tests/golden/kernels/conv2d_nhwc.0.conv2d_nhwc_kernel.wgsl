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
    var phi_158_: i32;
    var phi_163_: i32;
    var phi_193_: i32;
    var phi_194_: f32;
    var phi_217_: f32;
    var phi_220_: f32;
    var phi_245_: i32;
    var phi_246_: f32;
    var phi_265_: f32;
    var phi_268_: f32;
    var phi_290_: i32;
    var phi_291_: f32;
    var phi_310_: f32;
    var phi_313_: f32;
    var phi_336_: i32;
    var phi_337_: f32;
    var phi_356_: f32;
    var phi_359_: f32;
    var phi_382_: i32;
    var phi_383_: f32;
    var phi_402_: f32;
    var phi_405_: f32;
    var phi_428_: i32;
    var phi_429_: f32;
    var phi_448_: f32;
    var phi_451_: f32;
    var phi_474_: i32;
    var phi_475_: f32;
    var phi_494_: f32;
    var phi_497_: f32;
    var phi_520_: i32;
    var phi_521_: f32;
    var phi_540_: f32;
    var phi_543_: f32;
    var phi_566_: i32;
    var phi_567_: f32;
    var phi_586_: f32;
    var phi_589_: f32;
    var phi_612_: i32;
    var phi_613_: f32;
    var phi_632_: f32;
    var phi_635_: f32;
    var phi_658_: i32;
    var phi_659_: f32;
    var phi_678_: f32;
    var phi_681_: f32;
    var phi_704_: i32;
    var phi_705_: f32;
    var phi_724_: f32;
    var phi_727_: f32;
    var phi_753_: i32;
    var phi_754_: f32;
    var phi_773_: f32;
    var phi_776_: f32;
    var phi_802_: i32;
    var phi_803_: f32;
    var phi_822_: f32;
    var phi_825_: f32;

    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.z);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.x);
    let _e37 = (_e33 / 9i);
    let _e38 = (_e33 % 9i);
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (0i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)] = 0f;
    arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)] = 0f;
    phi_158_ = 0i;
    loop {
        let _e152 = phi_158_;
        phi_163_ = 0i;
        loop {
            let _e154 = phi_163_;
            let _e157 = ((_e38 + (_e152 * 2i)) + -2i);
            let _e163 = ((_e157 >= 0i) && ((((_e152 * -2i) - _e38) + 10i) >= 0i));
            let _e164 = (_e154 * 2i);
            let _e165 = (_e164 + -2i);
            let _e168 = (_e154 * -2i);
            if (_e163 && (_e165 >= 0i)) {
                let _e177 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (0i * 8i)) + _e36)];
                phi_193_ = 0i;
                phi_194_ = _e177;
                loop {
                    let _e179 = phi_193_;
                    let _e181 = phi_194_;
                    let _e190 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e165 * 6i)) + _e179)];
                    let _e199 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e179 * 8i)) + _e36)];
                    phi_217_ = (_e181 + (_e190 * _e199));
                    continue;
                    continuing {
                        let _e203 = phi_217_;
                        let _e204 = (_e179 + 1i);
                        phi_193_ = _e204;
                        phi_194_ = _e203;
                        phi_220_ = _e203;
                        break if !((_e204 < 6i));
                    }
                }
                let _e208 = phi_220_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (0i * 8i)) + _e36)] = _e208;
            }
            let _e217 = (_e164 + -1i);
            if (_e163 && (_e217 >= 0i)) {
                let _e228 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)];
                phi_245_ = 0i;
                phi_246_ = _e228;
                loop {
                    let _e230 = phi_245_;
                    let _e232 = phi_246_;
                    let _e241 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e217 * 6i)) + _e230)];
                    let _e250 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e230 * 8i)) + _e36)];
                    phi_265_ = (_e232 + (_e241 * _e250));
                    continue;
                    continuing {
                        let _e254 = phi_265_;
                        let _e255 = (_e230 + 1i);
                        phi_245_ = _e255;
                        phi_246_ = _e254;
                        phi_268_ = _e254;
                        break if !((_e255 < 6i));
                    }
                }
                let _e259 = phi_268_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)] = _e259;
            }
            if _e163 {
                let _e276 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)];
                phi_290_ = 0i;
                phi_291_ = _e276;
                loop {
                    let _e278 = phi_290_;
                    let _e280 = phi_291_;
                    let _e289 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e164 * 6i)) + _e278)];
                    let _e298 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e278 * 8i)) + _e36)];
                    phi_310_ = (_e280 + (_e289 * _e298));
                    continue;
                    continuing {
                        let _e302 = phi_310_;
                        let _e303 = (_e278 + 1i);
                        phi_290_ = _e303;
                        phi_291_ = _e302;
                        phi_313_ = _e302;
                        break if !((_e303 < 6i));
                    }
                }
                let _e307 = phi_313_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)] = _e307;
            }
            if _e163 {
                let _e325 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)];
                phi_336_ = 0i;
                phi_337_ = _e325;
                loop {
                    let _e327 = phi_336_;
                    let _e329 = phi_337_;
                    let _e338 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 1i) * 6i)) + _e327)];
                    let _e347 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e327 * 8i)) + _e36)];
                    phi_356_ = (_e329 + (_e338 * _e347));
                    continue;
                    continuing {
                        let _e351 = phi_356_;
                        let _e352 = (_e327 + 1i);
                        phi_336_ = _e352;
                        phi_337_ = _e351;
                        phi_359_ = _e351;
                        break if !((_e352 < 6i));
                    }
                }
                let _e356 = phi_359_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)] = _e356;
            }
            if _e163 {
                let _e374 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)];
                phi_382_ = 0i;
                phi_383_ = _e374;
                loop {
                    let _e376 = phi_382_;
                    let _e378 = phi_383_;
                    let _e387 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 2i) * 6i)) + _e376)];
                    let _e396 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e376 * 8i)) + _e36)];
                    phi_402_ = (_e378 + (_e387 * _e396));
                    continue;
                    continuing {
                        let _e400 = phi_402_;
                        let _e401 = (_e376 + 1i);
                        phi_382_ = _e401;
                        phi_383_ = _e400;
                        phi_405_ = _e400;
                        break if !((_e401 < 6i));
                    }
                }
                let _e405 = phi_405_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)] = _e405;
            }
            if _e163 {
                let _e423 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)];
                phi_428_ = 0i;
                phi_429_ = _e423;
                loop {
                    let _e425 = phi_428_;
                    let _e427 = phi_429_;
                    let _e436 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 3i) * 6i)) + _e425)];
                    let _e445 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e425 * 8i)) + _e36)];
                    phi_448_ = (_e427 + (_e436 * _e445));
                    continue;
                    continuing {
                        let _e449 = phi_448_;
                        let _e450 = (_e425 + 1i);
                        phi_428_ = _e450;
                        phi_429_ = _e449;
                        phi_451_ = _e449;
                        break if !((_e450 < 6i));
                    }
                }
                let _e454 = phi_451_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)] = _e454;
            }
            if _e163 {
                let _e472 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)];
                phi_474_ = 0i;
                phi_475_ = _e472;
                loop {
                    let _e474 = phi_474_;
                    let _e476 = phi_475_;
                    let _e485 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 4i) * 6i)) + _e474)];
                    let _e494 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e474 * 8i)) + _e36)];
                    phi_494_ = (_e476 + (_e485 * _e494));
                    continue;
                    continuing {
                        let _e498 = phi_494_;
                        let _e499 = (_e474 + 1i);
                        phi_474_ = _e499;
                        phi_475_ = _e498;
                        phi_497_ = _e498;
                        break if !((_e499 < 6i));
                    }
                }
                let _e503 = phi_497_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)] = _e503;
            }
            if _e163 {
                let _e521 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)];
                phi_520_ = 0i;
                phi_521_ = _e521;
                loop {
                    let _e523 = phi_520_;
                    let _e525 = phi_521_;
                    let _e534 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 5i) * 6i)) + _e523)];
                    let _e543 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e523 * 8i)) + _e36)];
                    phi_540_ = (_e525 + (_e534 * _e543));
                    continue;
                    continuing {
                        let _e547 = phi_540_;
                        let _e548 = (_e523 + 1i);
                        phi_520_ = _e548;
                        phi_521_ = _e547;
                        phi_543_ = _e547;
                        break if !((_e548 < 6i));
                    }
                }
                let _e552 = phi_543_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)] = _e552;
            }
            if _e163 {
                let _e570 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)];
                phi_566_ = 0i;
                phi_567_ = _e570;
                loop {
                    let _e572 = phi_566_;
                    let _e574 = phi_567_;
                    let _e583 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 6i) * 6i)) + _e572)];
                    let _e592 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e572 * 8i)) + _e36)];
                    phi_586_ = (_e574 + (_e583 * _e592));
                    continue;
                    continuing {
                        let _e596 = phi_586_;
                        let _e597 = (_e572 + 1i);
                        phi_566_ = _e597;
                        phi_567_ = _e596;
                        phi_589_ = _e596;
                        break if !((_e597 < 6i));
                    }
                }
                let _e601 = phi_589_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)] = _e601;
            }
            if _e163 {
                let _e619 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)];
                phi_612_ = 0i;
                phi_613_ = _e619;
                loop {
                    let _e621 = phi_612_;
                    let _e623 = phi_613_;
                    let _e632 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 7i) * 6i)) + _e621)];
                    let _e641 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e621 * 8i)) + _e36)];
                    phi_632_ = (_e623 + (_e632 * _e641));
                    continue;
                    continuing {
                        let _e645 = phi_632_;
                        let _e646 = (_e621 + 1i);
                        phi_612_ = _e646;
                        phi_613_ = _e645;
                        phi_635_ = _e645;
                        break if !((_e646 < 6i));
                    }
                }
                let _e650 = phi_635_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)] = _e650;
            }
            if _e163 {
                let _e668 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)];
                phi_658_ = 0i;
                phi_659_ = _e668;
                loop {
                    let _e670 = phi_658_;
                    let _e672 = phi_659_;
                    let _e681 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 8i) * 6i)) + _e670)];
                    let _e690 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e670 * 8i)) + _e36)];
                    phi_678_ = (_e672 + (_e681 * _e690));
                    continue;
                    continuing {
                        let _e694 = phi_678_;
                        let _e695 = (_e670 + 1i);
                        phi_658_ = _e695;
                        phi_659_ = _e694;
                        phi_681_ = _e694;
                        break if !((_e695 < 6i));
                    }
                }
                let _e699 = phi_681_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)] = _e699;
            }
            if _e163 {
                let _e717 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)];
                phi_704_ = 0i;
                phi_705_ = _e717;
                loop {
                    let _e719 = phi_704_;
                    let _e721 = phi_705_;
                    let _e730 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 9i) * 6i)) + _e719)];
                    let _e739 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e719 * 8i)) + _e36)];
                    phi_724_ = (_e721 + (_e730 * _e739));
                    continue;
                    continuing {
                        let _e743 = phi_724_;
                        let _e744 = (_e719 + 1i);
                        phi_704_ = _e744;
                        phi_705_ = _e743;
                        phi_727_ = _e743;
                        break if !((_e744 < 6i));
                    }
                }
                let _e748 = phi_727_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)] = _e748;
            }
            if (_e163 && ((_e168 + 3i) >= 0i)) {
                let _e769 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)];
                phi_753_ = 0i;
                phi_754_ = _e769;
                loop {
                    let _e771 = phi_753_;
                    let _e773 = phi_754_;
                    let _e782 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 10i) * 6i)) + _e771)];
                    let _e791 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e771 * 8i)) + _e36)];
                    phi_773_ = (_e773 + (_e782 * _e791));
                    continue;
                    continuing {
                        let _e795 = phi_773_;
                        let _e796 = (_e771 + 1i);
                        phi_753_ = _e796;
                        phi_754_ = _e795;
                        phi_776_ = _e795;
                        break if !((_e796 < 6i));
                    }
                }
                let _e800 = phi_776_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)] = _e800;
            }
            if (_e163 && ((_e168 + 2i) >= 0i)) {
                let _e821 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)];
                phi_802_ = 0i;
                phi_803_ = _e821;
                loop {
                    let _e823 = phi_802_;
                    let _e825 = phi_803_;
                    let _e834 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 11i) * 6i)) + _e823)];
                    let _e843 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e823 * 8i)) + _e36)];
                    phi_822_ = (_e825 + (_e834 * _e843));
                    continue;
                    continuing {
                        let _e847 = phi_822_;
                        let _e848 = (_e823 + 1i);
                        phi_802_ = _e848;
                        phi_803_ = _e847;
                        phi_825_ = _e847;
                        break if !((_e848 < 6i));
                    }
                }
                let _e852 = phi_825_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)] = _e852;
            }
            continue;
            continuing {
                let _e861 = (_e154 + 1i);
                phi_163_ = _e861;
                break if !((_e861 < 3i));
            }
        }
        continue;
        continuing {
            let _e864 = (_e152 + 1i);
            phi_158_ = _e864;
            break if !((_e864 < 3i));
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
