struct type_3 {
    member: array<f32, 2880>,
}

struct type_6 {
    member: array<f32, 54>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn depthwise_conv2d_kernel_1() {
    var phi_271_: i32;
    var phi_272_: f32;
    var phi_273_: f32;
    var phi_274_: f32;
    var phi_275_: f32;
    var phi_276_: f32;
    var phi_277_: f32;
    var phi_278_: f32;
    var phi_279_: f32;
    var phi_280_: f32;
    var phi_281_: f32;
    var phi_282_: f32;
    var phi_283_: f32;
    var phi_288_: i32;
    var phi_289_: f32;
    var phi_290_: f32;
    var phi_291_: f32;
    var phi_292_: f32;
    var phi_293_: f32;
    var phi_294_: f32;
    var phi_295_: f32;
    var phi_296_: f32;
    var phi_297_: f32;
    var phi_298_: f32;
    var phi_299_: f32;
    var phi_300_: f32;
    var phi_505_: f32;
    var phi_506_: f32;
    var phi_507_: f32;
    var phi_508_: f32;
    var phi_509_: f32;
    var phi_510_: f32;
    var phi_511_: f32;
    var phi_512_: f32;
    var phi_513_: f32;
    var phi_514_: f32;
    var phi_515_: f32;
    var phi_516_: f32;
    var phi_519_: f32;
    var phi_520_: f32;
    var phi_521_: f32;
    var phi_522_: f32;
    var phi_523_: f32;
    var phi_524_: f32;
    var phi_525_: f32;
    var phi_526_: f32;
    var phi_527_: f32;
    var phi_528_: f32;
    var phi_529_: f32;
    var phi_530_: f32;
    var phi_619_: i32;
    var phi_624_: i32;
    var phi_668_: i32;
    var phi_669_: f32;
    var phi_674_: i32;
    var phi_675_: f32;
    var phi_719_: f32;
    var phi_722_: f32;

    let _e27 = global;
    let _e29 = bitcast<i32>(_e27.x);
    let _e30 = global;
    let _e32 = bitcast<i32>(_e30.y);
    let _e33 = global;
    let _e35 = bitcast<i32>(_e33.z);
    let _e36 = global_1;
    let _e38 = bitcast<i32>(_e36.x);
    let _e39 = global_1;
    let _e41 = bitcast<i32>(_e39.y);
    let _e42 = (_e29 * -16i);
    if ((_e42 + -6i) >= 0i) {
        let _e45 = (_e35 < 0i);
        let _e48 = (select(_e35, (-1i - _e35), _e45) / 12i);
        let _e50 = select(_e48, (-1i - _e48), _e45);
        let _e52 = ((_e32 * 6i) + _e41);
        let _e53 = (_e35 % 12i);
        let _e56 = select(_e53, (_e53 + 12i), (_e53 < 0i));
        let _e58 = ((_e29 * 16i) + _e38);
        let _e59 = (_e58 + 8i);
        let _e60 = (_e52 + 1i);
        let _e61 = (_e52 + 2i);
        let _e62 = (_e52 + 3i);
        let _e63 = (_e52 + 4i);
        let _e64 = (_e52 + 5i);
        arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e58)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e59)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e58)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e59)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e58)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e59)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e58)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e59)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e58)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e59)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e58)] = 0f;
        arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e59)] = 0f;
        let _e169 = arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e58)];
        let _e178 = arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e59)];
        let _e187 = arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e58)];
        let _e196 = arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e59)];
        let _e205 = arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e58)];
        let _e214 = arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e59)];
        let _e223 = arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e58)];
        let _e232 = arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e59)];
        let _e241 = arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e58)];
        let _e250 = arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e59)];
        let _e259 = arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e58)];
        let _e268 = arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e59)];
        phi_271_ = 0i;
        phi_272_ = _e169;
        phi_273_ = _e178;
        phi_274_ = _e187;
        phi_275_ = _e196;
        phi_276_ = _e205;
        phi_277_ = _e214;
        phi_278_ = _e223;
        phi_279_ = _e232;
        phi_280_ = _e241;
        phi_281_ = _e250;
        phi_282_ = _e259;
        phi_283_ = _e268;
        loop {
            let _e270 = phi_271_;
            let _e272 = phi_272_;
            let _e274 = phi_273_;
            let _e276 = phi_274_;
            let _e278 = phi_275_;
            let _e280 = phi_276_;
            let _e282 = phi_277_;
            let _e284 = phi_278_;
            let _e286 = phi_279_;
            let _e288 = phi_280_;
            let _e290 = phi_281_;
            let _e292 = phi_282_;
            let _e294 = phi_283_;
            phi_288_ = 0i;
            phi_289_ = _e272;
            phi_290_ = _e274;
            phi_291_ = _e276;
            phi_292_ = _e278;
            phi_293_ = _e280;
            phi_294_ = _e282;
            phi_295_ = _e284;
            phi_296_ = _e286;
            phi_297_ = _e288;
            phi_298_ = _e290;
            phi_299_ = _e292;
            phi_300_ = _e294;
            loop {
                let _e296 = phi_288_;
                let _e298 = phi_289_;
                let _e300 = phi_290_;
                let _e302 = phi_291_;
                let _e304 = phi_292_;
                let _e306 = phi_293_;
                let _e308 = phi_294_;
                let _e310 = phi_295_;
                let _e312 = phi_296_;
                let _e314 = phi_297_;
                let _e316 = phi_298_;
                let _e318 = phi_299_;
                let _e320 = phi_300_;
                let _e327 = arg1_.member[(((_e52 * 9i) + (_e270 * 3i)) + _e296)];
                let _e334 = arg1_.member[(((_e60 * 9i) + (_e270 * 3i)) + _e296)];
                let _e341 = arg1_.member[(((_e61 * 9i) + (_e270 * 3i)) + _e296)];
                let _e348 = arg1_.member[(((_e62 * 9i) + (_e270 * 3i)) + _e296)];
                let _e355 = arg1_.member[(((_e63 * 9i) + (_e270 * 3i)) + _e296)];
                let _e362 = arg1_.member[(((_e64 * 9i) + (_e270 * 3i)) + _e296)];
                let _e364 = ((_e56 + _e270) + -1i);
                let _e370 = ((_e364 >= 0i) && ((((_e56 * -1i) - _e270) + 12i) >= 0i));
                let _e372 = ((_e58 + _e296) + -1i);
                let _e374 = ((_e59 + _e296) + -1i);
                let _e387 = ((_e370 && (_e372 >= 0i)) && ((((_e58 * -1i) - _e296) + 10i) >= 0i));
                let _e388 = ((_e370 && (_e374 >= 0i)) && ((((_e59 * -1i) - _e296) + 10i) >= 0i));
                let _e390 = min(max(_e50, 0i), 3i);
                let _e397 = min(max(_e52, 0i), 5i);
                let _e398 = min(max(_e60, 0i), 5i);
                let _e399 = min(max(_e61, 0i), 5i);
                let _e400 = min(max(_e62, 0i), 5i);
                let _e401 = min(max(_e63, 0i), 5i);
                let _e402 = min(max(_e64, 0i), 5i);
                let _e404 = min(max(_e364, 0i), 11i);
                let _e407 = min(max(_e372, 0i), 9i);
                let _e408 = min(max(_e374, 0i), 9i);
                let _e417 = arg2_.member[((((_e390 * 720i) + (_e397 * 120i)) + (_e404 * 10i)) + _e407)];
                let _e426 = arg2_.member[((((_e390 * 720i) + (_e397 * 120i)) + (_e404 * 10i)) + _e408)];
                let _e435 = arg2_.member[((((_e390 * 720i) + (_e398 * 120i)) + (_e404 * 10i)) + _e407)];
                let _e444 = arg2_.member[((((_e390 * 720i) + (_e398 * 120i)) + (_e404 * 10i)) + _e408)];
                let _e453 = arg2_.member[((((_e390 * 720i) + (_e399 * 120i)) + (_e404 * 10i)) + _e407)];
                let _e462 = arg2_.member[((((_e390 * 720i) + (_e399 * 120i)) + (_e404 * 10i)) + _e408)];
                let _e471 = arg2_.member[((((_e390 * 720i) + (_e400 * 120i)) + (_e404 * 10i)) + _e407)];
                let _e480 = arg2_.member[((((_e390 * 720i) + (_e400 * 120i)) + (_e404 * 10i)) + _e408)];
                let _e489 = arg2_.member[((((_e390 * 720i) + (_e401 * 120i)) + (_e404 * 10i)) + _e407)];
                let _e498 = arg2_.member[((((_e390 * 720i) + (_e401 * 120i)) + (_e404 * 10i)) + _e408)];
                let _e507 = arg2_.member[((((_e390 * 720i) + (_e402 * 120i)) + (_e404 * 10i)) + _e407)];
                let _e516 = arg2_.member[((((_e390 * 720i) + (_e402 * 120i)) + (_e404 * 10i)) + _e408)];
                let _e529 = select(_e298, fma(_e417, _e327, _e298), _e387);
                let _e530 = select(_e300, fma(_e426, _e327, _e300), _e388);
                let _e531 = select(_e302, fma(_e435, _e334, _e302), _e387);
                let _e532 = select(_e304, fma(_e444, _e334, _e304), _e388);
                let _e533 = select(_e306, fma(_e453, _e341, _e306), _e387);
                let _e534 = select(_e308, fma(_e462, _e341, _e308), _e388);
                let _e535 = select(_e310, fma(_e471, _e348, _e310), _e387);
                let _e536 = select(_e312, fma(_e480, _e348, _e312), _e388);
                let _e537 = select(_e314, fma(_e489, _e355, _e314), _e387);
                let _e538 = select(_e316, fma(_e498, _e355, _e316), _e388);
                let _e539 = select(_e318, fma(_e507, _e362, _e318), _e387);
                let _e540 = select(_e320, fma(_e516, _e362, _e320), _e388);
                continue;
                continuing {
                    let _e541 = (_e296 + 1i);
                    phi_288_ = _e541;
                    phi_289_ = _e529;
                    phi_290_ = _e530;
                    phi_291_ = _e531;
                    phi_292_ = _e532;
                    phi_293_ = _e533;
                    phi_294_ = _e534;
                    phi_295_ = _e535;
                    phi_296_ = _e536;
                    phi_297_ = _e537;
                    phi_298_ = _e538;
                    phi_299_ = _e539;
                    phi_300_ = _e540;
                    phi_505_ = _e529;
                    phi_506_ = _e530;
                    phi_507_ = _e531;
                    phi_508_ = _e532;
                    phi_509_ = _e533;
                    phi_510_ = _e534;
                    phi_511_ = _e535;
                    phi_512_ = _e536;
                    phi_513_ = _e537;
                    phi_514_ = _e538;
                    phi_515_ = _e539;
                    phi_516_ = _e540;
                    break if !((_e541 < 3i));
                }
            }
            let _e545 = phi_505_;
            let _e547 = phi_506_;
            let _e549 = phi_507_;
            let _e551 = phi_508_;
            let _e553 = phi_509_;
            let _e555 = phi_510_;
            let _e557 = phi_511_;
            let _e559 = phi_512_;
            let _e561 = phi_513_;
            let _e563 = phi_514_;
            let _e565 = phi_515_;
            let _e567 = phi_516_;
            continue;
            continuing {
                let _e568 = (_e270 + 1i);
                phi_271_ = _e568;
                phi_272_ = _e545;
                phi_273_ = _e547;
                phi_274_ = _e549;
                phi_275_ = _e551;
                phi_276_ = _e553;
                phi_277_ = _e555;
                phi_278_ = _e557;
                phi_279_ = _e559;
                phi_280_ = _e561;
                phi_281_ = _e563;
                phi_282_ = _e565;
                phi_283_ = _e567;
                phi_519_ = _e545;
                phi_520_ = _e547;
                phi_521_ = _e549;
                phi_522_ = _e551;
                phi_523_ = _e553;
                phi_524_ = _e555;
                phi_525_ = _e557;
                phi_526_ = _e559;
                phi_527_ = _e561;
                phi_528_ = _e563;
                phi_529_ = _e565;
                phi_530_ = _e567;
                break if !((_e568 < 3i));
            }
        }
        let _e572 = phi_519_;
        let _e574 = phi_520_;
        let _e576 = phi_521_;
        let _e578 = phi_522_;
        let _e580 = phi_523_;
        let _e582 = phi_524_;
        let _e584 = phi_525_;
        let _e586 = phi_526_;
        let _e588 = phi_527_;
        let _e590 = phi_528_;
        let _e592 = phi_529_;
        let _e594 = phi_530_;
        arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e58)] = _e572;
        arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e59)] = _e574;
        arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e58)] = _e576;
        arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e59)] = _e578;
        arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e58)] = _e580;
        arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e59)] = _e582;
        arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e58)] = _e584;
        arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e59)] = _e586;
        arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e58)] = _e588;
        arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e59)] = _e590;
        arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e58)] = _e592;
        arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e59)] = _e594;
    } else {
        phi_619_ = 0i;
        loop {
            let _e692 = phi_619_;
            phi_624_ = 0i;
            loop {
                let _e694 = phi_624_;
                let _e695 = (_e35 < 0i);
                let _e698 = (select(_e35, (-1i - _e35), _e695) / 12i);
                let _e700 = select(_e698, (-1i - _e698), _e695);
                let _e703 = ((_e692 + (_e32 * 6i)) + _e41);
                let _e704 = (_e35 % 12i);
                let _e707 = select(_e704, (_e704 + 12i), (_e704 < 0i));
                let _e711 = (((_e694 * 8i) + (_e29 * 16i)) + _e38);
                if (((((_e694 * -8i) + _e42) - _e38) + 9i) >= 0i) {
                    arg0_.member[((((_e700 * 720i) + (_e703 * 120i)) + (_e707 * 10i)) + _e711)] = 0f;
                    let _e733 = arg0_.member[((((_e700 * 720i) + (_e703 * 120i)) + (_e707 * 10i)) + _e711)];
                    phi_668_ = 0i;
                    phi_669_ = _e733;
                    loop {
                        let _e735 = phi_668_;
                        let _e737 = phi_669_;
                        phi_674_ = 0i;
                        phi_675_ = _e737;
                        loop {
                            let _e739 = phi_674_;
                            let _e741 = phi_675_;
                            let _e748 = arg1_.member[(((_e703 * 9i) + (_e735 * 3i)) + _e739)];
                            let _e750 = ((_e707 + _e735) + -1i);
                            let _e758 = ((_e711 + _e739) + -1i);
                            let _e782 = arg2_.member[((((min(max(_e700, 0i), 3i) * 720i) + (min(max(_e703, 0i), 5i) * 120i)) + (min(max(_e750, 0i), 11i) * 10i)) + min(max(_e758, 0i), 9i))];
                            let _e784 = select(_e741, fma(_e782, _e748, _e741), ((((_e750 >= 0i) && ((((_e707 * -1i) - _e735) + 12i) >= 0i)) && (_e758 >= 0i)) && ((((_e711 * -1i) - _e739) + 10i) >= 0i)));
                            continue;
                            continuing {
                                let _e785 = (_e739 + 1i);
                                phi_674_ = _e785;
                                phi_675_ = _e784;
                                phi_719_ = _e784;
                                break if !((_e785 < 3i));
                            }
                        }
                        let _e789 = phi_719_;
                        continue;
                        continuing {
                            let _e790 = (_e735 + 1i);
                            phi_668_ = _e790;
                            phi_669_ = _e789;
                            phi_722_ = _e789;
                            break if !((_e790 < 3i));
                        }
                    }
                    let _e794 = phi_722_;
                    arg0_.member[((((_e700 * 720i) + (_e703 * 120i)) + (_e707 * 10i)) + _e711)] = _e794;
                }
                continue;
                continuing {
                    let _e803 = (_e694 + 1i);
                    phi_624_ = _e803;
                    break if !((_e803 < 2i));
                }
            }
            continue;
            continuing {
                let _e806 = (_e692 + 1i);
                phi_619_ = _e806;
                break if !((_e806 < 6i));
            }
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn depthwise_conv2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    depthwise_conv2d_kernel_1();
}
