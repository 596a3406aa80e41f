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
    var phi_185_: i32;
    var phi_190_: i32;
    var phi_221_: i32;
    var phi_222_: f32;
    var phi_246_: f32;
    var phi_272_: i32;
    var phi_273_: f32;
    var phi_293_: f32;
    var phi_317_: i32;
    var phi_318_: f32;
    var phi_338_: f32;
    var phi_362_: i32;
    var phi_363_: f32;
    var phi_383_: f32;
    var phi_407_: i32;
    var phi_408_: f32;
    var phi_428_: f32;
    var phi_452_: i32;
    var phi_453_: f32;
    var phi_473_: f32;
    var phi_497_: i32;
    var phi_498_: f32;
    var phi_518_: f32;
    var phi_542_: i32;
    var phi_543_: f32;
    var phi_563_: f32;
    var phi_587_: i32;
    var phi_588_: f32;
    var phi_608_: f32;
    var phi_632_: i32;
    var phi_633_: f32;
    var phi_653_: f32;
    var phi_677_: i32;
    var phi_678_: f32;
    var phi_698_: f32;
    var phi_722_: i32;
    var phi_723_: f32;
    var phi_743_: f32;
    var phi_771_: i32;
    var phi_772_: f32;
    var phi_792_: f32;
    var phi_820_: i32;
    var phi_821_: f32;
    var phi_841_: f32;

    let _e32 = global;
    let _e35 = global;
    let _e38 = global;
    let _e40 = bitcast<i32>(_e38.z);
    let _e41 = global_1;
    let _e44 = global_1;
    let _e47 = (_e40 / 9i);
    let _e48 = (_e40 % 9i);
    let _e50 = ((bitcast<i32>(_e35.y) * 14i) + bitcast<i32>(_e44.y));
    let _e52 = ((bitcast<i32>(_e32.x) * 8i) + bitcast<i32>(_e41.x));
    let _e53 = (_e50 + 1i);
    let _e54 = (_e50 + 2i);
    let _e55 = (_e50 + 3i);
    let _e56 = (_e50 + 4i);
    let _e57 = (_e50 + 5i);
    let _e58 = (_e50 + 6i);
    let _e59 = (_e50 + 7i);
    let _e60 = (_e50 + 8i);
    let _e61 = (_e50 + 9i);
    let _e62 = (_e50 + 10i);
    let _e63 = (_e50 + 11i);
    let _e64 = (_e50 + 12i);
    let _e65 = (_e50 + 13i);
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e50 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e53 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e54 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e55 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e56 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e57 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e58 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e59 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e60 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e61 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e62 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e63 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e64 * 8i)) + _e52)] = 0f;
    arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e65 * 8i)) + _e52)] = 0f;
    phi_185_ = 0i;
    loop {
        let _e179 = phi_185_;
        phi_190_ = 0i;
        loop {
            let _e181 = phi_190_;
            let _e184 = ((_e48 + (_e179 * 2i)) + -2i);
            let _e190 = ((_e184 >= 0i) && ((((_e179 * -2i) - _e48) + 10i) >= 0i));
            let _e191 = (_e181 * 2i);
            let _e193 = ((_e50 + _e191) + -2i);
            let _e196 = (_e181 * -2i);
            if (_e190 && (_e193 >= 0i)) {
                let _e205 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e50 * 8i)) + _e52)];
                phi_221_ = 0i;
                phi_222_ = _e205;
                loop {
                    let _e207 = phi_221_;
                    let _e209 = phi_222_;
                    let _e218 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (_e193 * 6i)) + _e207)];
                    let _e227 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e207 * 8i)) + _e52)];
                    let _e228 = fma(_e218, _e227, _e209);
                    continue;
                    continuing {
                        let _e229 = (_e207 + 1i);
                        phi_221_ = _e229;
                        phi_222_ = _e228;
                        phi_246_ = _e228;
                        break if !((_e229 < 6i));
                    }
                }
                let _e233 = phi_246_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e50 * 8i)) + _e52)] = _e233;
            }
            let _e243 = ((_e53 + _e191) + -2i);
            if (_e190 && (_e243 >= 0i)) {
                let _e254 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e53 * 8i)) + _e52)];
                phi_272_ = 0i;
                phi_273_ = _e254;
                loop {
                    let _e256 = phi_272_;
                    let _e258 = phi_273_;
                    let _e267 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (_e243 * 6i)) + _e256)];
                    let _e276 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e256 * 8i)) + _e52)];
                    let _e277 = fma(_e267, _e276, _e258);
                    continue;
                    continuing {
                        let _e278 = (_e256 + 1i);
                        phi_272_ = _e278;
                        phi_273_ = _e277;
                        phi_293_ = _e277;
                        break if !((_e278 < 6i));
                    }
                }
                let _e282 = phi_293_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e53 * 8i)) + _e52)] = _e282;
            }
            if _e190 {
                let _e301 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e54 * 8i)) + _e52)];
                phi_317_ = 0i;
                phi_318_ = _e301;
                loop {
                    let _e303 = phi_317_;
                    let _e305 = phi_318_;
                    let _e314 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e54 + _e191) + -2i) * 6i)) + _e303)];
                    let _e323 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e303 * 8i)) + _e52)];
                    let _e324 = fma(_e314, _e323, _e305);
                    continue;
                    continuing {
                        let _e325 = (_e303 + 1i);
                        phi_317_ = _e325;
                        phi_318_ = _e324;
                        phi_338_ = _e324;
                        break if !((_e325 < 6i));
                    }
                }
                let _e329 = phi_338_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e54 * 8i)) + _e52)] = _e329;
            }
            if _e190 {
                let _e348 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e55 * 8i)) + _e52)];
                phi_362_ = 0i;
                phi_363_ = _e348;
                loop {
                    let _e350 = phi_362_;
                    let _e352 = phi_363_;
                    let _e361 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e55 + _e191) + -2i) * 6i)) + _e350)];
                    let _e370 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e350 * 8i)) + _e52)];
                    let _e371 = fma(_e361, _e370, _e352);
                    continue;
                    continuing {
                        let _e372 = (_e350 + 1i);
                        phi_362_ = _e372;
                        phi_363_ = _e371;
                        phi_383_ = _e371;
                        break if !((_e372 < 6i));
                    }
                }
                let _e376 = phi_383_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e55 * 8i)) + _e52)] = _e376;
            }
            if _e190 {
                let _e395 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e56 * 8i)) + _e52)];
                phi_407_ = 0i;
                phi_408_ = _e395;
                loop {
                    let _e397 = phi_407_;
                    let _e399 = phi_408_;
                    let _e408 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e56 + _e191) + -2i) * 6i)) + _e397)];
                    let _e417 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e397 * 8i)) + _e52)];
                    let _e418 = fma(_e408, _e417, _e399);
                    continue;
                    continuing {
                        let _e419 = (_e397 + 1i);
                        phi_407_ = _e419;
                        phi_408_ = _e418;
                        phi_428_ = _e418;
                        break if !((_e419 < 6i));
                    }
                }
                let _e423 = phi_428_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e56 * 8i)) + _e52)] = _e423;
            }
            if _e190 {
                let _e442 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e57 * 8i)) + _e52)];
                phi_452_ = 0i;
                phi_453_ = _e442;
                loop {
                    let _e444 = phi_452_;
                    let _e446 = phi_453_;
                    let _e455 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e57 + _e191) + -2i) * 6i)) + _e444)];
                    let _e464 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e444 * 8i)) + _e52)];
                    let _e465 = fma(_e455, _e464, _e446);
                    continue;
                    continuing {
                        let _e466 = (_e444 + 1i);
                        phi_452_ = _e466;
                        phi_453_ = _e465;
                        phi_473_ = _e465;
                        break if !((_e466 < 6i));
                    }
                }
                let _e470 = phi_473_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e57 * 8i)) + _e52)] = _e470;
            }
            if _e190 {
                let _e489 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e58 * 8i)) + _e52)];
                phi_497_ = 0i;
                phi_498_ = _e489;
                loop {
                    let _e491 = phi_497_;
                    let _e493 = phi_498_;
                    let _e502 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e58 + _e191) + -2i) * 6i)) + _e491)];
                    let _e511 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e491 * 8i)) + _e52)];
                    let _e512 = fma(_e502, _e511, _e493);
                    continue;
                    continuing {
                        let _e513 = (_e491 + 1i);
                        phi_497_ = _e513;
                        phi_498_ = _e512;
                        phi_518_ = _e512;
                        break if !((_e513 < 6i));
                    }
                }
                let _e517 = phi_518_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e58 * 8i)) + _e52)] = _e517;
            }
            if _e190 {
                let _e536 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e59 * 8i)) + _e52)];
                phi_542_ = 0i;
                phi_543_ = _e536;
                loop {
                    let _e538 = phi_542_;
                    let _e540 = phi_543_;
                    let _e549 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e59 + _e191) + -2i) * 6i)) + _e538)];
                    let _e558 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e538 * 8i)) + _e52)];
                    let _e559 = fma(_e549, _e558, _e540);
                    continue;
                    continuing {
                        let _e560 = (_e538 + 1i);
                        phi_542_ = _e560;
                        phi_543_ = _e559;
                        phi_563_ = _e559;
                        break if !((_e560 < 6i));
                    }
                }
                let _e564 = phi_563_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e59 * 8i)) + _e52)] = _e564;
            }
            if _e190 {
                let _e583 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e60 * 8i)) + _e52)];
                phi_587_ = 0i;
                phi_588_ = _e583;
                loop {
                    let _e585 = phi_587_;
                    let _e587 = phi_588_;
                    let _e596 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e60 + _e191) + -2i) * 6i)) + _e585)];
                    let _e605 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e585 * 8i)) + _e52)];
                    let _e606 = fma(_e596, _e605, _e587);
                    continue;
                    continuing {
                        let _e607 = (_e585 + 1i);
                        phi_587_ = _e607;
                        phi_588_ = _e606;
                        phi_608_ = _e606;
                        break if !((_e607 < 6i));
                    }
                }
                let _e611 = phi_608_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e60 * 8i)) + _e52)] = _e611;
            }
            if _e190 {
                let _e630 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e61 * 8i)) + _e52)];
                phi_632_ = 0i;
                phi_633_ = _e630;
                loop {
                    let _e632 = phi_632_;
                    let _e634 = phi_633_;
                    let _e643 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e61 + _e191) + -2i) * 6i)) + _e632)];
                    let _e652 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e632 * 8i)) + _e52)];
                    let _e653 = fma(_e643, _e652, _e634);
                    continue;
                    continuing {
                        let _e654 = (_e632 + 1i);
                        phi_632_ = _e654;
                        phi_633_ = _e653;
                        phi_653_ = _e653;
                        break if !((_e654 < 6i));
                    }
                }
                let _e658 = phi_653_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e61 * 8i)) + _e52)] = _e658;
            }
            if _e190 {
                let _e677 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e62 * 8i)) + _e52)];
                phi_677_ = 0i;
                phi_678_ = _e677;
                loop {
                    let _e679 = phi_677_;
                    let _e681 = phi_678_;
                    let _e690 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e62 + _e191) + -2i) * 6i)) + _e679)];
                    let _e699 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e679 * 8i)) + _e52)];
                    let _e700 = fma(_e690, _e699, _e681);
                    continue;
                    continuing {
                        let _e701 = (_e679 + 1i);
                        phi_677_ = _e701;
                        phi_678_ = _e700;
                        phi_698_ = _e700;
                        break if !((_e701 < 6i));
                    }
                }
                let _e705 = phi_698_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e62 * 8i)) + _e52)] = _e705;
            }
            if _e190 {
                let _e724 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e63 * 8i)) + _e52)];
                phi_722_ = 0i;
                phi_723_ = _e724;
                loop {
                    let _e726 = phi_722_;
                    let _e728 = phi_723_;
                    let _e737 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e63 + _e191) + -2i) * 6i)) + _e726)];
                    let _e746 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e726 * 8i)) + _e52)];
                    let _e747 = fma(_e737, _e746, _e728);
                    continue;
                    continuing {
                        let _e748 = (_e726 + 1i);
                        phi_722_ = _e748;
                        phi_723_ = _e747;
                        phi_743_ = _e747;
                        break if !((_e748 < 6i));
                    }
                }
                let _e752 = phi_743_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e63 * 8i)) + _e52)] = _e752;
            }
            if (_e190 && (((_e196 - _e64) + 15i) >= 0i)) {
                let _e775 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e64 * 8i)) + _e52)];
                phi_771_ = 0i;
                phi_772_ = _e775;
                loop {
                    let _e777 = phi_771_;
                    let _e779 = phi_772_;
                    let _e788 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e64 + _e191) + -2i) * 6i)) + _e777)];
                    let _e797 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e777 * 8i)) + _e52)];
                    let _e798 = fma(_e788, _e797, _e779);
                    continue;
                    continuing {
                        let _e799 = (_e777 + 1i);
                        phi_771_ = _e799;
                        phi_772_ = _e798;
                        phi_792_ = _e798;
                        break if !((_e799 < 6i));
                    }
                }
                let _e803 = phi_792_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e64 * 8i)) + _e52)] = _e803;
            }
            if (_e190 && (((_e196 - _e65) + 15i) >= 0i)) {
                let _e826 = arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e65 * 8i)) + _e52)];
                phi_820_ = 0i;
                phi_821_ = _e826;
                loop {
                    let _e828 = phi_820_;
                    let _e830 = phi_821_;
                    let _e839 = arg1_.member[((((_e47 * 756i) + (_e184 * 84i)) + (((_e65 + _e191) + -2i) * 6i)) + _e828)];
                    let _e848 = arg2_.member[((((_e179 * 144i) + (_e181 * 48i)) + (_e828 * 8i)) + _e52)];
                    let _e849 = fma(_e839, _e848, _e830);
                    continue;
                    continuing {
                        let _e850 = (_e828 + 1i);
                        phi_820_ = _e850;
                        phi_821_ = _e849;
                        phi_841_ = _e849;
                        break if !((_e850 < 6i));
                    }
                }
                let _e854 = phi_841_;
                arg0_.member[((((_e47 * 1008i) + (_e48 * 112i)) + (_e65 * 8i)) + _e52)] = _e854;
            }
            continue;
            continuing {
                let _e863 = (_e181 + 1i);
                phi_190_ = _e863;
                break if !((_e863 < 3i));
            }
        }
        continue;
        continuing {
            let _e866 = (_e179 + 1i);
            phi_185_ = _e866;
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
