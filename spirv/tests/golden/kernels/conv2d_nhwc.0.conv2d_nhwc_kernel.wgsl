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
    var phi_216_: f32;
    var phi_219_: f32;
    var phi_244_: i32;
    var phi_245_: f32;
    var phi_263_: f32;
    var phi_266_: f32;
    var phi_288_: i32;
    var phi_289_: f32;
    var phi_307_: f32;
    var phi_310_: f32;
    var phi_333_: i32;
    var phi_334_: f32;
    var phi_352_: f32;
    var phi_355_: f32;
    var phi_378_: i32;
    var phi_379_: f32;
    var phi_397_: f32;
    var phi_400_: f32;
    var phi_423_: i32;
    var phi_424_: f32;
    var phi_442_: f32;
    var phi_445_: f32;
    var phi_468_: i32;
    var phi_469_: f32;
    var phi_487_: f32;
    var phi_490_: f32;
    var phi_513_: i32;
    var phi_514_: f32;
    var phi_532_: f32;
    var phi_535_: f32;
    var phi_558_: i32;
    var phi_559_: f32;
    var phi_577_: f32;
    var phi_580_: f32;
    var phi_603_: i32;
    var phi_604_: f32;
    var phi_622_: f32;
    var phi_625_: f32;
    var phi_648_: i32;
    var phi_649_: f32;
    var phi_667_: f32;
    var phi_670_: f32;
    var phi_693_: i32;
    var phi_694_: f32;
    var phi_712_: f32;
    var phi_715_: f32;
    var phi_741_: i32;
    var phi_742_: f32;
    var phi_760_: f32;
    var phi_763_: f32;
    var phi_789_: i32;
    var phi_790_: f32;
    var phi_808_: f32;
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
                    phi_216_ = fma(_e190, _e199, _e181);
                    continue;
                    continuing {
                        let _e202 = phi_216_;
                        let _e203 = (_e179 + 1i);
                        phi_193_ = _e203;
                        phi_194_ = _e202;
                        phi_219_ = _e202;
                        break if !((_e203 < 6i));
                    }
                }
                let _e207 = phi_219_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (0i * 8i)) + _e36)] = _e207;
            }
            let _e216 = (_e164 + -1i);
            if (_e163 && (_e216 >= 0i)) {
                let _e227 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)];
                phi_244_ = 0i;
                phi_245_ = _e227;
                loop {
                    let _e229 = phi_244_;
                    let _e231 = phi_245_;
                    let _e240 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e216 * 6i)) + _e229)];
                    let _e249 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e229 * 8i)) + _e36)];
                    phi_263_ = fma(_e240, _e249, _e231);
                    continue;
                    continuing {
                        let _e252 = phi_263_;
                        let _e253 = (_e229 + 1i);
                        phi_244_ = _e253;
                        phi_245_ = _e252;
                        phi_266_ = _e252;
                        break if !((_e253 < 6i));
                    }
                }
                let _e257 = phi_266_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)] = _e257;
            }
            if _e163 {
                let _e274 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)];
                phi_288_ = 0i;
                phi_289_ = _e274;
                loop {
                    let _e276 = phi_288_;
                    let _e278 = phi_289_;
                    let _e287 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e164 * 6i)) + _e276)];
                    let _e296 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e276 * 8i)) + _e36)];
                    phi_307_ = fma(_e287, _e296, _e278);
                    continue;
                    continuing {
                        let _e299 = phi_307_;
                        let _e300 = (_e276 + 1i);
                        phi_288_ = _e300;
                        phi_289_ = _e299;
                        phi_310_ = _e299;
                        break if !((_e300 < 6i));
                    }
                }
                let _e304 = phi_310_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)] = _e304;
            }
            if _e163 {
                let _e322 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)];
                phi_333_ = 0i;
                phi_334_ = _e322;
                loop {
                    let _e324 = phi_333_;
                    let _e326 = phi_334_;
                    let _e335 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 1i) * 6i)) + _e324)];
                    let _e344 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e324 * 8i)) + _e36)];
                    phi_352_ = fma(_e335, _e344, _e326);
                    continue;
                    continuing {
                        let _e347 = phi_352_;
                        let _e348 = (_e324 + 1i);
                        phi_333_ = _e348;
                        phi_334_ = _e347;
                        phi_355_ = _e347;
                        break if !((_e348 < 6i));
                    }
                }
                let _e352 = phi_355_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)] = _e352;
            }
            if _e163 {
                let _e370 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)];
                phi_378_ = 0i;
                phi_379_ = _e370;
                loop {
                    let _e372 = phi_378_;
                    let _e374 = phi_379_;
                    let _e383 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 2i) * 6i)) + _e372)];
                    let _e392 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e372 * 8i)) + _e36)];
                    phi_397_ = fma(_e383, _e392, _e374);
                    continue;
                    continuing {
                        let _e395 = phi_397_;
                        let _e396 = (_e372 + 1i);
                        phi_378_ = _e396;
                        phi_379_ = _e395;
                        phi_400_ = _e395;
                        break if !((_e396 < 6i));
                    }
                }
                let _e400 = phi_400_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)] = _e400;
            }
            if _e163 {
                let _e418 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)];
                phi_423_ = 0i;
                phi_424_ = _e418;
                loop {
                    let _e420 = phi_423_;
                    let _e422 = phi_424_;
                    let _e431 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 3i) * 6i)) + _e420)];
                    let _e440 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e420 * 8i)) + _e36)];
                    phi_442_ = fma(_e431, _e440, _e422);
                    continue;
                    continuing {
                        let _e443 = phi_442_;
                        let _e444 = (_e420 + 1i);
                        phi_423_ = _e444;
                        phi_424_ = _e443;
                        phi_445_ = _e443;
                        break if !((_e444 < 6i));
                    }
                }
                let _e448 = phi_445_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)] = _e448;
            }
            if _e163 {
                let _e466 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)];
                phi_468_ = 0i;
                phi_469_ = _e466;
                loop {
                    let _e468 = phi_468_;
                    let _e470 = phi_469_;
                    let _e479 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 4i) * 6i)) + _e468)];
                    let _e488 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e468 * 8i)) + _e36)];
                    phi_487_ = fma(_e479, _e488, _e470);
                    continue;
                    continuing {
                        let _e491 = phi_487_;
                        let _e492 = (_e468 + 1i);
                        phi_468_ = _e492;
                        phi_469_ = _e491;
                        phi_490_ = _e491;
                        break if !((_e492 < 6i));
                    }
                }
                let _e496 = phi_490_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)] = _e496;
            }
            if _e163 {
                let _e514 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)];
                phi_513_ = 0i;
                phi_514_ = _e514;
                loop {
                    let _e516 = phi_513_;
                    let _e518 = phi_514_;
                    let _e527 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 5i) * 6i)) + _e516)];
                    let _e536 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e516 * 8i)) + _e36)];
                    phi_532_ = fma(_e527, _e536, _e518);
                    continue;
                    continuing {
                        let _e539 = phi_532_;
                        let _e540 = (_e516 + 1i);
                        phi_513_ = _e540;
                        phi_514_ = _e539;
                        phi_535_ = _e539;
                        break if !((_e540 < 6i));
                    }
                }
                let _e544 = phi_535_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)] = _e544;
            }
            if _e163 {
                let _e562 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)];
                phi_558_ = 0i;
                phi_559_ = _e562;
                loop {
                    let _e564 = phi_558_;
                    let _e566 = phi_559_;
                    let _e575 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 6i) * 6i)) + _e564)];
                    let _e584 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e564 * 8i)) + _e36)];
                    phi_577_ = fma(_e575, _e584, _e566);
                    continue;
                    continuing {
                        let _e587 = phi_577_;
                        let _e588 = (_e564 + 1i);
                        phi_558_ = _e588;
                        phi_559_ = _e587;
                        phi_580_ = _e587;
                        break if !((_e588 < 6i));
                    }
                }
                let _e592 = phi_580_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)] = _e592;
            }
            if _e163 {
                let _e610 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)];
                phi_603_ = 0i;
                phi_604_ = _e610;
                loop {
                    let _e612 = phi_603_;
                    let _e614 = phi_604_;
                    let _e623 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 7i) * 6i)) + _e612)];
                    let _e632 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e612 * 8i)) + _e36)];
                    phi_622_ = fma(_e623, _e632, _e614);
                    continue;
                    continuing {
                        let _e635 = phi_622_;
                        let _e636 = (_e612 + 1i);
                        phi_603_ = _e636;
                        phi_604_ = _e635;
                        phi_625_ = _e635;
                        break if !((_e636 < 6i));
                    }
                }
                let _e640 = phi_625_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)] = _e640;
            }
            if _e163 {
                let _e658 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)];
                phi_648_ = 0i;
                phi_649_ = _e658;
                loop {
                    let _e660 = phi_648_;
                    let _e662 = phi_649_;
                    let _e671 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 8i) * 6i)) + _e660)];
                    let _e680 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e660 * 8i)) + _e36)];
                    phi_667_ = fma(_e671, _e680, _e662);
                    continue;
                    continuing {
                        let _e683 = phi_667_;
                        let _e684 = (_e660 + 1i);
                        phi_648_ = _e684;
                        phi_649_ = _e683;
                        phi_670_ = _e683;
                        break if !((_e684 < 6i));
                    }
                }
                let _e688 = phi_670_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)] = _e688;
            }
            if _e163 {
                let _e706 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)];
                phi_693_ = 0i;
                phi_694_ = _e706;
                loop {
                    let _e708 = phi_693_;
                    let _e710 = phi_694_;
                    let _e719 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 9i) * 6i)) + _e708)];
                    let _e728 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e708 * 8i)) + _e36)];
                    phi_712_ = fma(_e719, _e728, _e710);
                    continue;
                    continuing {
                        let _e731 = phi_712_;
                        let _e732 = (_e708 + 1i);
                        phi_693_ = _e732;
                        phi_694_ = _e731;
                        phi_715_ = _e731;
                        break if !((_e732 < 6i));
                    }
                }
                let _e736 = phi_715_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)] = _e736;
            }
            if (_e163 && ((_e168 + 3i) >= 0i)) {
                let _e757 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)];
                phi_741_ = 0i;
                phi_742_ = _e757;
                loop {
                    let _e759 = phi_741_;
                    let _e761 = phi_742_;
                    let _e770 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 10i) * 6i)) + _e759)];
                    let _e779 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e759 * 8i)) + _e36)];
                    phi_760_ = fma(_e770, _e779, _e761);
                    continue;
                    continuing {
                        let _e782 = phi_760_;
                        let _e783 = (_e759 + 1i);
                        phi_741_ = _e783;
                        phi_742_ = _e782;
                        phi_763_ = _e782;
                        break if !((_e783 < 6i));
                    }
                }
                let _e787 = phi_763_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)] = _e787;
            }
            if (_e163 && ((_e168 + 2i) >= 0i)) {
                let _e808 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)];
                phi_789_ = 0i;
                phi_790_ = _e808;
                loop {
                    let _e810 = phi_789_;
                    let _e812 = phi_790_;
                    let _e821 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 11i) * 6i)) + _e810)];
                    let _e830 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e810 * 8i)) + _e36)];
                    phi_808_ = fma(_e821, _e830, _e812);
                    continue;
                    continuing {
                        let _e833 = phi_808_;
                        let _e834 = (_e810 + 1i);
                        phi_789_ = _e834;
                        phi_790_ = _e833;
                        phi_811_ = _e833;
                        break if !((_e834 < 6i));
                    }
                }
                let _e838 = phi_811_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)] = _e838;
            }
            continue;
            continuing {
                let _e847 = (_e154 + 1i);
                phi_163_ = _e847;
                break if !((_e847 < 3i));
            }
        }
        continue;
        continuing {
            let _e850 = (_e152 + 1i);
            phi_158_ = _e850;
            break if !((_e850 < 3i));
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
