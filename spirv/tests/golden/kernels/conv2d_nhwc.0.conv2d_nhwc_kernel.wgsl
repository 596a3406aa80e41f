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
    var phi_218_: f32;
    var phi_243_: i32;
    var phi_244_: f32;
    var phi_264_: f32;
    var phi_286_: i32;
    var phi_287_: f32;
    var phi_307_: f32;
    var phi_330_: i32;
    var phi_331_: f32;
    var phi_351_: f32;
    var phi_374_: i32;
    var phi_375_: f32;
    var phi_395_: f32;
    var phi_418_: i32;
    var phi_419_: f32;
    var phi_439_: f32;
    var phi_462_: i32;
    var phi_463_: f32;
    var phi_483_: f32;
    var phi_506_: i32;
    var phi_507_: f32;
    var phi_527_: f32;
    var phi_550_: i32;
    var phi_551_: f32;
    var phi_571_: f32;
    var phi_594_: i32;
    var phi_595_: f32;
    var phi_615_: f32;
    var phi_638_: i32;
    var phi_639_: f32;
    var phi_659_: f32;
    var phi_682_: i32;
    var phi_683_: f32;
    var phi_703_: f32;
    var phi_729_: i32;
    var phi_730_: f32;
    var phi_750_: f32;
    var phi_776_: i32;
    var phi_777_: f32;
    var phi_797_: f32;

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
                    let _e200 = fma(_e190, _e199, _e181);
                    continue;
                    continuing {
                        let _e201 = (_e179 + 1i);
                        phi_193_ = _e201;
                        phi_194_ = _e200;
                        phi_218_ = _e200;
                        break if !((_e201 < 6i));
                    }
                }
                let _e205 = phi_218_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (0i * 8i)) + _e36)] = _e205;
            }
            let _e214 = (_e164 + -1i);
            if (_e163 && (_e214 >= 0i)) {
                let _e225 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)];
                phi_243_ = 0i;
                phi_244_ = _e225;
                loop {
                    let _e227 = phi_243_;
                    let _e229 = phi_244_;
                    let _e238 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e214 * 6i)) + _e227)];
                    let _e247 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e227 * 8i)) + _e36)];
                    let _e248 = fma(_e238, _e247, _e229);
                    continue;
                    continuing {
                        let _e249 = (_e227 + 1i);
                        phi_243_ = _e249;
                        phi_244_ = _e248;
                        phi_264_ = _e248;
                        break if !((_e249 < 6i));
                    }
                }
                let _e253 = phi_264_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (1i * 8i)) + _e36)] = _e253;
            }
            if _e163 {
                let _e270 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)];
                phi_286_ = 0i;
                phi_287_ = _e270;
                loop {
                    let _e272 = phi_286_;
                    let _e274 = phi_287_;
                    let _e283 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + (_e164 * 6i)) + _e272)];
                    let _e292 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e272 * 8i)) + _e36)];
                    let _e293 = fma(_e283, _e292, _e274);
                    continue;
                    continuing {
                        let _e294 = (_e272 + 1i);
                        phi_286_ = _e294;
                        phi_287_ = _e293;
                        phi_307_ = _e293;
                        break if !((_e294 < 6i));
                    }
                }
                let _e298 = phi_307_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (2i * 8i)) + _e36)] = _e298;
            }
            if _e163 {
                let _e316 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)];
                phi_330_ = 0i;
                phi_331_ = _e316;
                loop {
                    let _e318 = phi_330_;
                    let _e320 = phi_331_;
                    let _e329 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 1i) * 6i)) + _e318)];
                    let _e338 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e318 * 8i)) + _e36)];
                    let _e339 = fma(_e329, _e338, _e320);
                    continue;
                    continuing {
                        let _e340 = (_e318 + 1i);
                        phi_330_ = _e340;
                        phi_331_ = _e339;
                        phi_351_ = _e339;
                        break if !((_e340 < 6i));
                    }
                }
                let _e344 = phi_351_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (3i * 8i)) + _e36)] = _e344;
            }
            if _e163 {
                let _e362 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)];
                phi_374_ = 0i;
                phi_375_ = _e362;
                loop {
                    let _e364 = phi_374_;
                    let _e366 = phi_375_;
                    let _e375 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 2i) * 6i)) + _e364)];
                    let _e384 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e364 * 8i)) + _e36)];
                    let _e385 = fma(_e375, _e384, _e366);
                    continue;
                    continuing {
                        let _e386 = (_e364 + 1i);
                        phi_374_ = _e386;
                        phi_375_ = _e385;
                        phi_395_ = _e385;
                        break if !((_e386 < 6i));
                    }
                }
                let _e390 = phi_395_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (4i * 8i)) + _e36)] = _e390;
            }
            if _e163 {
                let _e408 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)];
                phi_418_ = 0i;
                phi_419_ = _e408;
                loop {
                    let _e410 = phi_418_;
                    let _e412 = phi_419_;
                    let _e421 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 3i) * 6i)) + _e410)];
                    let _e430 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e410 * 8i)) + _e36)];
                    let _e431 = fma(_e421, _e430, _e412);
                    continue;
                    continuing {
                        let _e432 = (_e410 + 1i);
                        phi_418_ = _e432;
                        phi_419_ = _e431;
                        phi_439_ = _e431;
                        break if !((_e432 < 6i));
                    }
                }
                let _e436 = phi_439_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (5i * 8i)) + _e36)] = _e436;
            }
            if _e163 {
                let _e454 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)];
                phi_462_ = 0i;
                phi_463_ = _e454;
                loop {
                    let _e456 = phi_462_;
                    let _e458 = phi_463_;
                    let _e467 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 4i) * 6i)) + _e456)];
                    let _e476 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e456 * 8i)) + _e36)];
                    let _e477 = fma(_e467, _e476, _e458);
                    continue;
                    continuing {
                        let _e478 = (_e456 + 1i);
                        phi_462_ = _e478;
                        phi_463_ = _e477;
                        phi_483_ = _e477;
                        break if !((_e478 < 6i));
                    }
                }
                let _e482 = phi_483_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (6i * 8i)) + _e36)] = _e482;
            }
            if _e163 {
                let _e500 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)];
                phi_506_ = 0i;
                phi_507_ = _e500;
                loop {
                    let _e502 = phi_506_;
                    let _e504 = phi_507_;
                    let _e513 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 5i) * 6i)) + _e502)];
                    let _e522 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e502 * 8i)) + _e36)];
                    let _e523 = fma(_e513, _e522, _e504);
                    continue;
                    continuing {
                        let _e524 = (_e502 + 1i);
                        phi_506_ = _e524;
                        phi_507_ = _e523;
                        phi_527_ = _e523;
                        break if !((_e524 < 6i));
                    }
                }
                let _e528 = phi_527_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (7i * 8i)) + _e36)] = _e528;
            }
            if _e163 {
                let _e546 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)];
                phi_550_ = 0i;
                phi_551_ = _e546;
                loop {
                    let _e548 = phi_550_;
                    let _e550 = phi_551_;
                    let _e559 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 6i) * 6i)) + _e548)];
                    let _e568 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e548 * 8i)) + _e36)];
                    let _e569 = fma(_e559, _e568, _e550);
                    continue;
                    continuing {
                        let _e570 = (_e548 + 1i);
                        phi_550_ = _e570;
                        phi_551_ = _e569;
                        phi_571_ = _e569;
                        break if !((_e570 < 6i));
                    }
                }
                let _e574 = phi_571_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (8i * 8i)) + _e36)] = _e574;
            }
            if _e163 {
                let _e592 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)];
                phi_594_ = 0i;
                phi_595_ = _e592;
                loop {
                    let _e594 = phi_594_;
                    let _e596 = phi_595_;
                    let _e605 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 7i) * 6i)) + _e594)];
                    let _e614 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e594 * 8i)) + _e36)];
                    let _e615 = fma(_e605, _e614, _e596);
                    continue;
                    continuing {
                        let _e616 = (_e594 + 1i);
                        phi_594_ = _e616;
                        phi_595_ = _e615;
                        phi_615_ = _e615;
                        break if !((_e616 < 6i));
                    }
                }
                let _e620 = phi_615_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (9i * 8i)) + _e36)] = _e620;
            }
            if _e163 {
                let _e638 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)];
                phi_638_ = 0i;
                phi_639_ = _e638;
                loop {
                    let _e640 = phi_638_;
                    let _e642 = phi_639_;
                    let _e651 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 8i) * 6i)) + _e640)];
                    let _e660 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e640 * 8i)) + _e36)];
                    let _e661 = fma(_e651, _e660, _e642);
                    continue;
                    continuing {
                        let _e662 = (_e640 + 1i);
                        phi_638_ = _e662;
                        phi_639_ = _e661;
                        phi_659_ = _e661;
                        break if !((_e662 < 6i));
                    }
                }
                let _e666 = phi_659_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (10i * 8i)) + _e36)] = _e666;
            }
            if _e163 {
                let _e684 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)];
                phi_682_ = 0i;
                phi_683_ = _e684;
                loop {
                    let _e686 = phi_682_;
                    let _e688 = phi_683_;
                    let _e697 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 9i) * 6i)) + _e686)];
                    let _e706 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e686 * 8i)) + _e36)];
                    let _e707 = fma(_e697, _e706, _e688);
                    continue;
                    continuing {
                        let _e708 = (_e686 + 1i);
                        phi_682_ = _e708;
                        phi_683_ = _e707;
                        phi_703_ = _e707;
                        break if !((_e708 < 6i));
                    }
                }
                let _e712 = phi_703_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (11i * 8i)) + _e36)] = _e712;
            }
            if (_e163 && ((_e168 + 3i) >= 0i)) {
                let _e733 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)];
                phi_729_ = 0i;
                phi_730_ = _e733;
                loop {
                    let _e735 = phi_729_;
                    let _e737 = phi_730_;
                    let _e746 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 10i) * 6i)) + _e735)];
                    let _e755 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e735 * 8i)) + _e36)];
                    let _e756 = fma(_e746, _e755, _e737);
                    continue;
                    continuing {
                        let _e757 = (_e735 + 1i);
                        phi_729_ = _e757;
                        phi_730_ = _e756;
                        phi_750_ = _e756;
                        break if !((_e757 < 6i));
                    }
                }
                let _e761 = phi_750_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (12i * 8i)) + _e36)] = _e761;
            }
            if (_e163 && ((_e168 + 2i) >= 0i)) {
                let _e782 = arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)];
                phi_776_ = 0i;
                phi_777_ = _e782;
                loop {
                    let _e784 = phi_776_;
                    let _e786 = phi_777_;
                    let _e795 = arg1_.member[((((_e37 * 756i) + (_e157 * 84i)) + ((_e164 + 11i) * 6i)) + _e784)];
                    let _e804 = arg2_.member[((((_e152 * 144i) + (_e154 * 48i)) + (_e784 * 8i)) + _e36)];
                    let _e805 = fma(_e795, _e804, _e786);
                    continue;
                    continuing {
                        let _e806 = (_e784 + 1i);
                        phi_776_ = _e806;
                        phi_777_ = _e805;
                        phi_797_ = _e805;
                        break if !((_e806 < 6i));
                    }
                }
                let _e810 = phi_797_;
                arg0_.member[((((_e37 * 1008i) + (_e38 * 112i)) + (13i * 8i)) + _e36)] = _e810;
            }
            continue;
            continuing {
                let _e819 = (_e154 + 1i);
                phi_163_ = _e819;
                break if !((_e819 < 3i));
            }
        }
        continue;
        continuing {
            let _e822 = (_e152 + 1i);
            phi_158_ = _e822;
            break if !((_e822 < 3i));
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
