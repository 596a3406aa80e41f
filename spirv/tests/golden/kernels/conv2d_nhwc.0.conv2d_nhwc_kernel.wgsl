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
    var phi_219_: f32;
    var phi_244_: i32;
    var phi_245_: f32;
    var phi_266_: f32;
    var phi_288_: i32;
    var phi_289_: f32;
    var phi_310_: f32;
    var phi_333_: i32;
    var phi_334_: f32;
    var phi_355_: f32;
    var phi_378_: i32;
    var phi_379_: f32;
    var phi_400_: f32;
    var phi_423_: i32;
    var phi_424_: f32;
    var phi_445_: f32;
    var phi_468_: i32;
    var phi_469_: f32;
    var phi_490_: f32;
    var phi_513_: i32;
    var phi_514_: f32;
    var phi_535_: f32;
    var phi_558_: i32;
    var phi_559_: f32;
    var phi_580_: f32;
    var phi_603_: i32;
    var phi_604_: f32;
    var phi_625_: f32;
    var phi_648_: i32;
    var phi_649_: f32;
    var phi_670_: f32;
    var phi_693_: i32;
    var phi_694_: f32;
    var phi_715_: f32;
    var phi_741_: i32;
    var phi_742_: f32;
    var phi_763_: f32;
    var phi_789_: i32;
    var phi_790_: f32;
    var phi_811_: f32;

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
                    let _e201 = (_e181 + (_e190 * _e199));
                    continue;
                    continuing {
                        let _e202 = (_e179 + 1i);
                        phi_193_ = _e202;
                        phi_194_ = _e201;
                        phi_219_ = _e201;
                        break if !((_e202 < 6i));
                    }
                }
                let _e206 = phi_219_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (0i * 8i)) + _e36)] = _e206;
            }
            let _e215 = (_e164 + -1i);
            if (_e163 && (_e215 >= 0i)) {
                let _e226 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)];
                phi_244_ = 0i;
                phi_245_ = _e226;
                loop {
                    let _e228 = phi_244_;
                    let _e230 = phi_245_;
                    let _e239 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e215 * 6i)) + _e228)];
                    let _e248 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e228 * 8i)) + _e36)];
                    let _e250 = (_e230 + (_e239 * _e248));
                    continue;
                    continuing {
                        let _e251 = (_e228 + 1i);
                        phi_244_ = _e251;
                        phi_245_ = _e250;
                        phi_266_ = _e250;
                        break if !((_e251 < 6i));
                    }
                }
                let _e255 = phi_266_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)] = _e255;
            }
            if _e163 {
                let _e272 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)];
                phi_288_ = 0i;
                phi_289_ = _e272;
                loop {
                    let _e274 = phi_288_;
                    let _e276 = phi_289_;
                    let _e285 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e164 * 6i)) + _e274)];
                    let _e294 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e274 * 8i)) + _e36)];
                    let _e296 = (_e276 + (_e285 * _e294));
                    continue;
                    continuing {
                        let _e297 = (_e274 + 1i);
                        phi_288_ = _e297;
                        phi_289_ = _e296;
                        phi_310_ = _e296;
                        break if !((_e297 < 6i));
                    }
                }
                let _e301 = phi_310_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)] = _e301;
            }
            if _e163 {
                let _e319 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)];
                phi_333_ = 0i;
                phi_334_ = _e319;
                loop {
                    let _e321 = phi_333_;
                    let _e323 = phi_334_;
                    let _e332 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 1i) * 6i)) + _e321)];
                    let _e341 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e321 * 8i)) + _e36)];
                    let _e343 = (_e323 + (_e332 * _e341));
                    continue;
                    continuing {
                        let _e344 = (_e321 + 1i);
                        phi_333_ = _e344;
                        phi_334_ = _e343;
                        phi_355_ = _e343;
                        break if !((_e344 < 6i));
                    }
                }
                let _e348 = phi_355_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)] = _e348;
            }
            if _e163 {
                let _e366 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)];
                phi_378_ = 0i;
                phi_379_ = _e366;
                loop {
                    let _e368 = phi_378_;
                    let _e370 = phi_379_;
                    let _e379 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 2i) * 6i)) + _e368)];
                    let _e388 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e368 * 8i)) + _e36)];
                    let _e390 = (_e370 + (_e379 * _e388));
                    continue;
                    continuing {
                        let _e391 = (_e368 + 1i);
                        phi_378_ = _e391;
                        phi_379_ = _e390;
                        phi_400_ = _e390;
                        break if !((_e391 < 6i));
                    }
                }
                let _e395 = phi_400_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)] = _e395;
            }
            if _e163 {
                let _e413 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)];
                phi_423_ = 0i;
                phi_424_ = _e413;
                loop {
                    let _e415 = phi_423_;
                    let _e417 = phi_424_;
                    let _e426 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 3i) * 6i)) + _e415)];
                    let _e435 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e415 * 8i)) + _e36)];
                    let _e437 = (_e417 + (_e426 * _e435));
                    continue;
                    continuing {
                        let _e438 = (_e415 + 1i);
                        phi_423_ = _e438;
                        phi_424_ = _e437;
                        phi_445_ = _e437;
                        break if !((_e438 < 6i));
                    }
                }
                let _e442 = phi_445_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)] = _e442;
            }
            if _e163 {
                let _e460 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)];
                phi_468_ = 0i;
                phi_469_ = _e460;
                loop {
                    let _e462 = phi_468_;
                    let _e464 = phi_469_;
                    let _e473 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 4i) * 6i)) + _e462)];
                    let _e482 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e462 * 8i)) + _e36)];
                    let _e484 = (_e464 + (_e473 * _e482));
                    continue;
                    continuing {
                        let _e485 = (_e462 + 1i);
                        phi_468_ = _e485;
                        phi_469_ = _e484;
                        phi_490_ = _e484;
                        break if !((_e485 < 6i));
                    }
                }
                let _e489 = phi_490_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)] = _e489;
            }
            if _e163 {
                let _e507 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)];
                phi_513_ = 0i;
                phi_514_ = _e507;
                loop {
                    let _e509 = phi_513_;
                    let _e511 = phi_514_;
                    let _e520 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 5i) * 6i)) + _e509)];
                    let _e529 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e509 * 8i)) + _e36)];
                    let _e531 = (_e511 + (_e520 * _e529));
                    continue;
                    continuing {
                        let _e532 = (_e509 + 1i);
                        phi_513_ = _e532;
                        phi_514_ = _e531;
                        phi_535_ = _e531;
                        break if !((_e532 < 6i));
                    }
                }
                let _e536 = phi_535_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)] = _e536;
            }
            if _e163 {
                let _e554 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)];
                phi_558_ = 0i;
                phi_559_ = _e554;
                loop {
                    let _e556 = phi_558_;
                    let _e558 = phi_559_;
                    let _e567 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 6i) * 6i)) + _e556)];
                    let _e576 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e556 * 8i)) + _e36)];
                    let _e578 = (_e558 + (_e567 * _e576));
                    continue;
                    continuing {
                        let _e579 = (_e556 + 1i);
                        phi_558_ = _e579;
                        phi_559_ = _e578;
                        phi_580_ = _e578;
                        break if !((_e579 < 6i));
                    }
                }
                let _e583 = phi_580_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)] = _e583;
            }
            if _e163 {
                let _e601 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)];
                phi_603_ = 0i;
                phi_604_ = _e601;
                loop {
                    let _e603 = phi_603_;
                    let _e605 = phi_604_;
                    let _e614 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 7i) * 6i)) + _e603)];
                    let _e623 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e603 * 8i)) + _e36)];
                    let _e625 = (_e605 + (_e614 * _e623));
                    continue;
                    continuing {
                        let _e626 = (_e603 + 1i);
                        phi_603_ = _e626;
                        phi_604_ = _e625;
                        phi_625_ = _e625;
                        break if !((_e626 < 6i));
                    }
                }
                let _e630 = phi_625_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)] = _e630;
            }
            if _e163 {
                let _e648 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)];
                phi_648_ = 0i;
                phi_649_ = _e648;
                loop {
                    let _e650 = phi_648_;
                    let _e652 = phi_649_;
                    let _e661 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 8i) * 6i)) + _e650)];
                    let _e670 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e650 * 8i)) + _e36)];
                    let _e672 = (_e652 + (_e661 * _e670));
                    continue;
                    continuing {
                        let _e673 = (_e650 + 1i);
                        phi_648_ = _e673;
                        phi_649_ = _e672;
                        phi_670_ = _e672;
                        break if !((_e673 < 6i));
                    }
                }
                let _e677 = phi_670_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)] = _e677;
            }
            if _e163 {
                let _e695 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)];
                phi_693_ = 0i;
                phi_694_ = _e695;
                loop {
                    let _e697 = phi_693_;
                    let _e699 = phi_694_;
                    let _e708 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 9i) * 6i)) + _e697)];
                    let _e717 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e697 * 8i)) + _e36)];
                    let _e719 = (_e699 + (_e708 * _e717));
                    continue;
                    continuing {
                        let _e720 = (_e697 + 1i);
                        phi_693_ = _e720;
                        phi_694_ = _e719;
                        phi_715_ = _e719;
                        break if !((_e720 < 6i));
                    }
                }
                let _e724 = phi_715_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)] = _e724;
            }
            if (_e163 && ((_e168 + 3i) >= 0i)) {
                let _e745 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)];
                phi_741_ = 0i;
                phi_742_ = _e745;
                loop {
                    let _e747 = phi_741_;
                    let _e749 = phi_742_;
                    let _e758 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 10i) * 6i)) + _e747)];
                    let _e767 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e747 * 8i)) + _e36)];
                    let _e769 = (_e749 + (_e758 * _e767));
                    continue;
                    continuing {
                        let _e770 = (_e747 + 1i);
                        phi_741_ = _e770;
                        phi_742_ = _e769;
                        phi_763_ = _e769;
                        break if !((_e770 < 6i));
                    }
                }
                let _e774 = phi_763_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)] = _e774;
            }
            if (_e163 && ((_e168 + 2i) >= 0i)) {
                let _e795 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)];
                phi_789_ = 0i;
                phi_790_ = _e795;
                loop {
                    let _e797 = phi_789_;
                    let _e799 = phi_790_;
                    let _e808 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 11i) * 6i)) + _e797)];
                    let _e817 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e797 * 8i)) + _e36)];
                    let _e819 = (_e799 + (_e808 * _e817));
                    continue;
                    continuing {
                        let _e820 = (_e797 + 1i);
                        phi_789_ = _e820;
                        phi_790_ = _e819;
                        phi_811_ = _e819;
                        break if !((_e820 < 6i));
                    }
                }
                let _e824 = phi_811_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)] = _e824;
            }
            continue;
            continuing {
                let _e833 = (_e154 + 1i);
                phi_163_ = _e833;
                break if !((_e833 < 3i));
            }
        }
        continue;
        continuing {
            let _e836 = (_e152 + 1i);
            phi_158_ = _e836;
            break if !((_e836 < 3i));
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
