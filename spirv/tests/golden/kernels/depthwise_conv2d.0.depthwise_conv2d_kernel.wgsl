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
    var phi_291_: i32;
    var phi_292_: f32;
    var phi_293_: f32;
    var phi_294_: f32;
    var phi_295_: f32;
    var phi_296_: f32;
    var phi_297_: f32;
    var phi_298_: f32;
    var phi_299_: f32;
    var phi_300_: f32;
    var phi_301_: f32;
    var phi_302_: f32;
    var phi_303_: f32;
    var local: f32;
    var local_1: f32;
    var local_2: f32;
    var local_3: f32;
    var local_4: f32;
    var local_5: f32;
    var local_6: f32;
    var local_7: f32;
    var local_8: f32;
    var local_9: f32;
    var local_10: f32;
    var local_11: f32;
    var phi_599_: i32;
    var phi_607_: i32;
    var phi_654_: i32;
    var phi_655_: f32;
    var phi_663_: i32;
    var phi_664_: f32;
    var local_12: f32;
    var local_13: f32;
    var local_14: f32;
    var local_15: f32;
    var local_16: f32;
    var local_17: f32;
    var local_18: f32;
    var local_19: f32;
    var local_20: f32;
    var local_21: f32;
    var local_22: f32;
    var local_23: f32;
    var local_24: f32;
    var local_25: f32;

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
            local = _e272;
            local_1 = _e274;
            local_2 = _e276;
            local_3 = _e278;
            local_4 = _e280;
            local_5 = _e282;
            local_6 = _e284;
            local_7 = _e286;
            local_8 = _e288;
            local_9 = _e290;
            local_10 = _e292;
            local_11 = _e294;
            if (_e270 < 3i) {
            } else {
                break;
            }
            phi_291_ = 0i;
            phi_292_ = _e272;
            phi_293_ = _e274;
            phi_294_ = _e276;
            phi_295_ = _e278;
            phi_296_ = _e280;
            phi_297_ = _e282;
            phi_298_ = _e284;
            phi_299_ = _e286;
            phi_300_ = _e288;
            phi_301_ = _e290;
            phi_302_ = _e292;
            phi_303_ = _e294;
            loop {
                let _e297 = phi_291_;
                let _e299 = phi_292_;
                let _e301 = phi_293_;
                let _e303 = phi_294_;
                let _e305 = phi_295_;
                let _e307 = phi_296_;
                let _e309 = phi_297_;
                let _e311 = phi_298_;
                let _e313 = phi_299_;
                let _e315 = phi_300_;
                let _e317 = phi_301_;
                let _e319 = phi_302_;
                let _e321 = phi_303_;
                local_13 = _e299;
                local_14 = _e301;
                local_15 = _e303;
                local_16 = _e305;
                local_17 = _e307;
                local_18 = _e309;
                local_19 = _e311;
                local_20 = _e313;
                local_21 = _e315;
                local_22 = _e317;
                local_23 = _e319;
                local_24 = _e321;
                if (_e297 < 3i) {
                } else {
                    break;
                }
                let _e329 = arg1_.member[(((_e52 * 9i) + (_e270 * 3i)) + _e297)];
                let _e336 = arg1_.member[(((_e60 * 9i) + (_e270 * 3i)) + _e297)];
                let _e343 = arg1_.member[(((_e61 * 9i) + (_e270 * 3i)) + _e297)];
                let _e350 = arg1_.member[(((_e62 * 9i) + (_e270 * 3i)) + _e297)];
                let _e357 = arg1_.member[(((_e63 * 9i) + (_e270 * 3i)) + _e297)];
                let _e364 = arg1_.member[(((_e64 * 9i) + (_e270 * 3i)) + _e297)];
                let _e366 = ((_e56 + _e270) + -1i);
                let _e372 = ((_e366 >= 0i) && ((((_e56 * -1i) - _e270) + 12i) >= 0i));
                let _e374 = ((_e58 + _e297) + -1i);
                let _e376 = ((_e59 + _e297) + -1i);
                let _e389 = ((_e372 && (_e374 >= 0i)) && ((((_e58 * -1i) - _e297) + 10i) >= 0i));
                let _e390 = ((_e372 && (_e376 >= 0i)) && ((((_e59 * -1i) - _e297) + 10i) >= 0i));
                let _e392 = min(max(_e50, 0i), 3i);
                let _e399 = min(max(_e52, 0i), 5i);
                let _e400 = min(max(_e60, 0i), 5i);
                let _e401 = min(max(_e61, 0i), 5i);
                let _e402 = min(max(_e62, 0i), 5i);
                let _e403 = min(max(_e63, 0i), 5i);
                let _e404 = min(max(_e64, 0i), 5i);
                let _e406 = min(max(_e366, 0i), 11i);
                let _e409 = min(max(_e374, 0i), 9i);
                let _e410 = min(max(_e376, 0i), 9i);
                let _e419 = arg2_.member[((((_e392 * 720i) + (_e399 * 120i)) + (_e406 * 10i)) + _e409)];
                let _e428 = arg2_.member[((((_e392 * 720i) + (_e399 * 120i)) + (_e406 * 10i)) + _e410)];
                let _e437 = arg2_.member[((((_e392 * 720i) + (_e400 * 120i)) + (_e406 * 10i)) + _e409)];
                let _e446 = arg2_.member[((((_e392 * 720i) + (_e400 * 120i)) + (_e406 * 10i)) + _e410)];
                let _e455 = arg2_.member[((((_e392 * 720i) + (_e401 * 120i)) + (_e406 * 10i)) + _e409)];
                let _e464 = arg2_.member[((((_e392 * 720i) + (_e401 * 120i)) + (_e406 * 10i)) + _e410)];
                let _e473 = arg2_.member[((((_e392 * 720i) + (_e402 * 120i)) + (_e406 * 10i)) + _e409)];
                let _e482 = arg2_.member[((((_e392 * 720i) + (_e402 * 120i)) + (_e406 * 10i)) + _e410)];
                let _e491 = arg2_.member[((((_e392 * 720i) + (_e403 * 120i)) + (_e406 * 10i)) + _e409)];
                let _e500 = arg2_.member[((((_e392 * 720i) + (_e403 * 120i)) + (_e406 * 10i)) + _e410)];
                let _e509 = arg2_.member[((((_e392 * 720i) + (_e404 * 120i)) + (_e406 * 10i)) + _e409)];
                let _e518 = arg2_.member[((((_e392 * 720i) + (_e404 * 120i)) + (_e406 * 10i)) + _e410)];
                continue;
                continuing {
                    phi_291_ = (_e297 + 1i);
                    phi_292_ = select(_e299, fma(_e419, _e329, _e299), _e389);
                    phi_293_ = select(_e301, fma(_e428, _e329, _e301), _e390);
                    phi_294_ = select(_e303, fma(_e437, _e336, _e303), _e389);
                    phi_295_ = select(_e305, fma(_e446, _e336, _e305), _e390);
                    phi_296_ = select(_e307, fma(_e455, _e343, _e307), _e389);
                    phi_297_ = select(_e309, fma(_e464, _e343, _e309), _e390);
                    phi_298_ = select(_e311, fma(_e473, _e350, _e311), _e389);
                    phi_299_ = select(_e313, fma(_e482, _e350, _e313), _e390);
                    phi_300_ = select(_e315, fma(_e491, _e357, _e315), _e389);
                    phi_301_ = select(_e317, fma(_e500, _e357, _e317), _e390);
                    phi_302_ = select(_e319, fma(_e509, _e364, _e319), _e389);
                    phi_303_ = select(_e321, fma(_e518, _e364, _e321), _e390);
                }
            }
            continue;
            continuing {
                phi_271_ = (_e270 + 1i);
                let _e780 = local_13;
                phi_272_ = _e780;
                let _e783 = local_14;
                phi_273_ = _e783;
                let _e786 = local_15;
                phi_274_ = _e786;
                let _e789 = local_16;
                phi_275_ = _e789;
                let _e792 = local_17;
                phi_276_ = _e792;
                let _e795 = local_18;
                phi_277_ = _e795;
                let _e798 = local_19;
                phi_278_ = _e798;
                let _e801 = local_20;
                phi_279_ = _e801;
                let _e804 = local_21;
                phi_280_ = _e804;
                let _e807 = local_22;
                phi_281_ = _e807;
                let _e810 = local_23;
                phi_282_ = _e810;
                let _e813 = local_24;
                phi_283_ = _e813;
            }
        }
        let _e554 = local;
        arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e58)] = _e554;
        let _e564 = local_1;
        arg0_.member[((((_e50 * 720i) + (_e52 * 120i)) + (_e56 * 10i)) + _e59)] = _e564;
        let _e574 = local_2;
        arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e58)] = _e574;
        let _e584 = local_3;
        arg0_.member[((((_e50 * 720i) + (_e60 * 120i)) + (_e56 * 10i)) + _e59)] = _e584;
        let _e594 = local_4;
        arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e58)] = _e594;
        let _e604 = local_5;
        arg0_.member[((((_e50 * 720i) + (_e61 * 120i)) + (_e56 * 10i)) + _e59)] = _e604;
        let _e614 = local_6;
        arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e58)] = _e614;
        let _e624 = local_7;
        arg0_.member[((((_e50 * 720i) + (_e62 * 120i)) + (_e56 * 10i)) + _e59)] = _e624;
        let _e634 = local_8;
        arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e58)] = _e634;
        let _e644 = local_9;
        arg0_.member[((((_e50 * 720i) + (_e63 * 120i)) + (_e56 * 10i)) + _e59)] = _e644;
        let _e654 = local_10;
        arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e58)] = _e654;
        let _e664 = local_11;
        arg0_.member[((((_e50 * 720i) + (_e64 * 120i)) + (_e56 * 10i)) + _e59)] = _e664;
    } else {
        phi_599_ = 0i;
        loop {
            let _e666 = phi_599_;
            if (_e666 < 6i) {
            } else {
                break;
            }
            phi_607_ = 0i;
            loop {
                let _e669 = phi_607_;
                if (_e669 < 2i) {
                } else {
                    break;
                }
                let _e671 = (_e35 < 0i);
                let _e674 = (select(_e35, (-1i - _e35), _e671) / 12i);
                let _e676 = select(_e674, (-1i - _e674), _e671);
                let _e679 = ((_e666 + (_e32 * 6i)) + _e41);
                let _e680 = (_e35 % 12i);
                let _e683 = select(_e680, (_e680 + 12i), (_e680 < 0i));
                let _e687 = (((_e669 * 8i) + (_e29 * 16i)) + _e38);
                if (((((_e669 * -8i) + _e42) - _e38) + 9i) >= 0i) {
                    arg0_.member[((((_e676 * 720i) + (_e679 * 120i)) + (_e683 * 10i)) + _e687)] = 0f;
                    let _e709 = arg0_.member[((((_e676 * 720i) + (_e679 * 120i)) + (_e683 * 10i)) + _e687)];
                    phi_654_ = 0i;
                    phi_655_ = _e709;
                    loop {
                        let _e711 = phi_654_;
                        let _e713 = phi_655_;
                        local_12 = _e713;
                        if (_e711 < 3i) {
                        } else {
                            break;
                        }
                        phi_663_ = 0i;
                        phi_664_ = _e713;
                        loop {
                            let _e716 = phi_663_;
                            let _e718 = phi_664_;
                            local_25 = _e718;
                            if (_e716 < 3i) {
                            } else {
                                break;
                            }
                            let _e726 = arg1_.member[(((_e679 * 9i) + (_e711 * 3i)) + _e716)];
                            let _e728 = ((_e683 + _e711) + -1i);
                            let _e736 = ((_e687 + _e716) + -1i);
                            let _e760 = arg2_.member[((((min(max(_e676, 0i), 3i) * 720i) + (min(max(_e679, 0i), 5i) * 120i)) + (min(max(_e728, 0i), 11i) * 10i)) + min(max(_e736, 0i), 9i))];
                            continue;
                            continuing {
                                phi_663_ = (_e716 + 1i);
                                phi_664_ = select(_e718, fma(_e760, _e726, _e718), ((((_e728 >= 0i) && ((((_e683 * -1i) - _e711) + 12i) >= 0i)) && (_e736 >= 0i)) && ((((_e687 * -1i) - _e716) + 10i) >= 0i)));
                            }
                        }
                        continue;
                        continuing {
                            phi_654_ = (_e711 + 1i);
                            let _e844 = local_25;
                            phi_655_ = _e844;
                        }
                    }
                    let _e774 = local_12;
                    arg0_.member[((((_e676 * 720i) + (_e679 * 120i)) + (_e683 * 10i)) + _e687)] = _e774;
                }
                continue;
                continuing {
                    phi_607_ = (_e669 + 1i);
                }
            }
            continue;
            continuing {
                phi_599_ = (_e666 + 1i);
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
