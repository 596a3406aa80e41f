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
    var phi_200_: i32;
    var phi_234_: i32;
    var phi_235_: f32;
    var phi_259_: f32;
    var phi_289_: i32;
    var phi_290_: f32;
    var phi_310_: f32;
    var phi_340_: i32;
    var phi_341_: f32;
    var phi_361_: f32;
    var phi_391_: i32;
    var phi_392_: f32;
    var phi_412_: f32;
    var phi_442_: i32;
    var phi_443_: f32;
    var phi_463_: f32;
    var phi_493_: i32;
    var phi_494_: f32;
    var phi_514_: f32;
    var phi_544_: i32;
    var phi_545_: f32;
    var phi_565_: f32;
    var phi_595_: i32;
    var phi_596_: f32;
    var phi_616_: f32;
    var phi_646_: i32;
    var phi_647_: f32;
    var phi_667_: f32;
    var phi_697_: i32;
    var phi_698_: f32;
    var phi_718_: f32;
    var phi_748_: i32;
    var phi_749_: f32;
    var phi_769_: f32;
    var phi_799_: i32;
    var phi_800_: f32;
    var phi_820_: f32;
    var phi_850_: i32;
    var phi_851_: f32;
    var phi_871_: f32;
    var phi_901_: i32;
    var phi_902_: f32;
    var phi_922_: f32;

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
        phi_200_ = 0i;
        loop {
            let _e190 = phi_200_;
            let _e193 = ((_e57 + (_e188 * 2i)) + -2i);
            let _e199 = ((_e193 >= 0i) && ((((_e188 * -2i) - _e57) + 10i) >= 0i));
            let _e200 = (_e190 * 2i);
            let _e202 = ((_e59 + _e200) + -2i);
            let _e205 = (_e190 * -2i);
            if ((_e199 && (_e202 >= 0i)) && (((_e205 - _e59) + 15i) >= 0i)) {
                let _e218 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)];
                phi_234_ = 0i;
                phi_235_ = _e218;
                loop {
                    let _e220 = phi_234_;
                    let _e222 = phi_235_;
                    let _e231 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e202 * 6i)) + _e220)];
                    let _e240 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e220 * 8i)) + _e61)];
                    let _e241 = fma(_e231, _e240, _e222);
                    continue;
                    continuing {
                        let _e242 = (_e220 + 1i);
                        phi_234_ = _e242;
                        phi_235_ = _e241;
                        phi_259_ = _e241;
                        break if !((_e242 < 6i));
                    }
                }
                let _e246 = phi_259_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e59 * 8i)) + _e61)] = _e246;
            }
            let _e256 = ((_e62 + _e200) + -2i);
            if ((_e199 && (_e256 >= 0i)) && (((_e205 - _e62) + 15i) >= 0i)) {
                let _e271 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)];
                phi_289_ = 0i;
                phi_290_ = _e271;
                loop {
                    let _e273 = phi_289_;
                    let _e275 = phi_290_;
                    let _e284 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e256 * 6i)) + _e273)];
                    let _e293 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e273 * 8i)) + _e61)];
                    let _e294 = fma(_e284, _e293, _e275);
                    continue;
                    continuing {
                        let _e295 = (_e273 + 1i);
                        phi_289_ = _e295;
                        phi_290_ = _e294;
                        phi_310_ = _e294;
                        break if !((_e295 < 6i));
                    }
                }
                let _e299 = phi_310_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e62 * 8i)) + _e61)] = _e299;
            }
            let _e309 = ((_e63 + _e200) + -2i);
            if ((_e199 && (_e309 >= 0i)) && (((_e205 - _e63) + 15i) >= 0i)) {
                let _e324 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)];
                phi_340_ = 0i;
                phi_341_ = _e324;
                loop {
                    let _e326 = phi_340_;
                    let _e328 = phi_341_;
                    let _e337 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e309 * 6i)) + _e326)];
                    let _e346 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e326 * 8i)) + _e61)];
                    let _e347 = fma(_e337, _e346, _e328);
                    continue;
                    continuing {
                        let _e348 = (_e326 + 1i);
                        phi_340_ = _e348;
                        phi_341_ = _e347;
                        phi_361_ = _e347;
                        break if !((_e348 < 6i));
                    }
                }
                let _e352 = phi_361_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e63 * 8i)) + _e61)] = _e352;
            }
            let _e362 = ((_e64 + _e200) + -2i);
            if ((_e199 && (_e362 >= 0i)) && (((_e205 - _e64) + 15i) >= 0i)) {
                let _e377 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)];
                phi_391_ = 0i;
                phi_392_ = _e377;
                loop {
                    let _e379 = phi_391_;
                    let _e381 = phi_392_;
                    let _e390 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e362 * 6i)) + _e379)];
                    let _e399 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e379 * 8i)) + _e61)];
                    let _e400 = fma(_e390, _e399, _e381);
                    continue;
                    continuing {
                        let _e401 = (_e379 + 1i);
                        phi_391_ = _e401;
                        phi_392_ = _e400;
                        phi_412_ = _e400;
                        break if !((_e401 < 6i));
                    }
                }
                let _e405 = phi_412_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e64 * 8i)) + _e61)] = _e405;
            }
            let _e415 = ((_e65 + _e200) + -2i);
            if ((_e199 && (_e415 >= 0i)) && (((_e205 - _e65) + 15i) >= 0i)) {
                let _e430 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)];
                phi_442_ = 0i;
                phi_443_ = _e430;
                loop {
                    let _e432 = phi_442_;
                    let _e434 = phi_443_;
                    let _e443 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e415 * 6i)) + _e432)];
                    let _e452 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e432 * 8i)) + _e61)];
                    let _e453 = fma(_e443, _e452, _e434);
                    continue;
                    continuing {
                        let _e454 = (_e432 + 1i);
                        phi_442_ = _e454;
                        phi_443_ = _e453;
                        phi_463_ = _e453;
                        break if !((_e454 < 6i));
                    }
                }
                let _e458 = phi_463_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e65 * 8i)) + _e61)] = _e458;
            }
            let _e468 = ((_e66 + _e200) + -2i);
            if ((_e199 && (_e468 >= 0i)) && (((_e205 - _e66) + 15i) >= 0i)) {
                let _e483 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)];
                phi_493_ = 0i;
                phi_494_ = _e483;
                loop {
                    let _e485 = phi_493_;
                    let _e487 = phi_494_;
                    let _e496 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e468 * 6i)) + _e485)];
                    let _e505 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e485 * 8i)) + _e61)];
                    let _e506 = fma(_e496, _e505, _e487);
                    continue;
                    continuing {
                        let _e507 = (_e485 + 1i);
                        phi_493_ = _e507;
                        phi_494_ = _e506;
                        phi_514_ = _e506;
                        break if !((_e507 < 6i));
                    }
                }
                let _e511 = phi_514_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e66 * 8i)) + _e61)] = _e511;
            }
            let _e521 = ((_e67 + _e200) + -2i);
            if ((_e199 && (_e521 >= 0i)) && (((_e205 - _e67) + 15i) >= 0i)) {
                let _e536 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)];
                phi_544_ = 0i;
                phi_545_ = _e536;
                loop {
                    let _e538 = phi_544_;
                    let _e540 = phi_545_;
                    let _e549 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e521 * 6i)) + _e538)];
                    let _e558 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e538 * 8i)) + _e61)];
                    let _e559 = fma(_e549, _e558, _e540);
                    continue;
                    continuing {
                        let _e560 = (_e538 + 1i);
                        phi_544_ = _e560;
                        phi_545_ = _e559;
                        phi_565_ = _e559;
                        break if !((_e560 < 6i));
                    }
                }
                let _e564 = phi_565_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e67 * 8i)) + _e61)] = _e564;
            }
            let _e574 = ((_e68 + _e200) + -2i);
            if ((_e199 && (_e574 >= 0i)) && (((_e205 - _e68) + 15i) >= 0i)) {
                let _e589 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)];
                phi_595_ = 0i;
                phi_596_ = _e589;
                loop {
                    let _e591 = phi_595_;
                    let _e593 = phi_596_;
                    let _e602 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e574 * 6i)) + _e591)];
                    let _e611 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e591 * 8i)) + _e61)];
                    let _e612 = fma(_e602, _e611, _e593);
                    continue;
                    continuing {
                        let _e613 = (_e591 + 1i);
                        phi_595_ = _e613;
                        phi_596_ = _e612;
                        phi_616_ = _e612;
                        break if !((_e613 < 6i));
                    }
                }
                let _e617 = phi_616_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e68 * 8i)) + _e61)] = _e617;
            }
            let _e627 = ((_e69 + _e200) + -2i);
            if ((_e199 && (_e627 >= 0i)) && (((_e205 - _e69) + 15i) >= 0i)) {
                let _e642 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)];
                phi_646_ = 0i;
                phi_647_ = _e642;
                loop {
                    let _e644 = phi_646_;
                    let _e646 = phi_647_;
                    let _e655 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e627 * 6i)) + _e644)];
                    let _e664 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e644 * 8i)) + _e61)];
                    let _e665 = fma(_e655, _e664, _e646);
                    continue;
                    continuing {
                        let _e666 = (_e644 + 1i);
                        phi_646_ = _e666;
                        phi_647_ = _e665;
                        phi_667_ = _e665;
                        break if !((_e666 < 6i));
                    }
                }
                let _e670 = phi_667_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e69 * 8i)) + _e61)] = _e670;
            }
            let _e680 = ((_e70 + _e200) + -2i);
            if ((_e199 && (_e680 >= 0i)) && (((_e205 - _e70) + 15i) >= 0i)) {
                let _e695 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)];
                phi_697_ = 0i;
                phi_698_ = _e695;
                loop {
                    let _e697 = phi_697_;
                    let _e699 = phi_698_;
                    let _e708 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e680 * 6i)) + _e697)];
                    let _e717 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e697 * 8i)) + _e61)];
                    let _e718 = fma(_e708, _e717, _e699);
                    continue;
                    continuing {
                        let _e719 = (_e697 + 1i);
                        phi_697_ = _e719;
                        phi_698_ = _e718;
                        phi_718_ = _e718;
                        break if !((_e719 < 6i));
                    }
                }
                let _e723 = phi_718_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e70 * 8i)) + _e61)] = _e723;
            }
            let _e733 = ((_e71 + _e200) + -2i);
            if ((_e199 && (_e733 >= 0i)) && (((_e205 - _e71) + 15i) >= 0i)) {
                let _e748 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)];
                phi_748_ = 0i;
                phi_749_ = _e748;
                loop {
                    let _e750 = phi_748_;
                    let _e752 = phi_749_;
                    let _e761 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e733 * 6i)) + _e750)];
                    let _e770 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e750 * 8i)) + _e61)];
                    let _e771 = fma(_e761, _e770, _e752);
                    continue;
                    continuing {
                        let _e772 = (_e750 + 1i);
                        phi_748_ = _e772;
                        phi_749_ = _e771;
                        phi_769_ = _e771;
                        break if !((_e772 < 6i));
                    }
                }
                let _e776 = phi_769_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e71 * 8i)) + _e61)] = _e776;
            }
            let _e786 = ((_e72 + _e200) + -2i);
            if ((_e199 && (_e786 >= 0i)) && (((_e205 - _e72) + 15i) >= 0i)) {
                let _e801 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)];
                phi_799_ = 0i;
                phi_800_ = _e801;
                loop {
                    let _e803 = phi_799_;
                    let _e805 = phi_800_;
                    let _e814 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e786 * 6i)) + _e803)];
                    let _e823 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e803 * 8i)) + _e61)];
                    let _e824 = fma(_e814, _e823, _e805);
                    continue;
                    continuing {
                        let _e825 = (_e803 + 1i);
                        phi_799_ = _e825;
                        phi_800_ = _e824;
                        phi_820_ = _e824;
                        break if !((_e825 < 6i));
                    }
                }
                let _e829 = phi_820_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e72 * 8i)) + _e61)] = _e829;
            }
            let _e839 = ((_e73 + _e200) + -2i);
            if ((_e199 && (_e839 >= 0i)) && (((_e205 - _e73) + 15i) >= 0i)) {
                let _e854 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)];
                phi_850_ = 0i;
                phi_851_ = _e854;
                loop {
                    let _e856 = phi_850_;
                    let _e858 = phi_851_;
                    let _e867 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e839 * 6i)) + _e856)];
                    let _e876 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e856 * 8i)) + _e61)];
                    let _e877 = fma(_e867, _e876, _e858);
                    continue;
                    continuing {
                        let _e878 = (_e856 + 1i);
                        phi_850_ = _e878;
                        phi_851_ = _e877;
                        phi_871_ = _e877;
                        break if !((_e878 < 6i));
                    }
                }
                let _e882 = phi_871_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e73 * 8i)) + _e61)] = _e882;
            }
            let _e892 = ((_e74 + _e200) + -2i);
            if ((_e199 && (_e892 >= 0i)) && (((_e205 - _e74) + 15i) >= 0i)) {
                let _e907 = arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)];
                phi_901_ = 0i;
                phi_902_ = _e907;
                loop {
                    let _e909 = phi_901_;
                    let _e911 = phi_902_;
                    let _e920 = arg1_.member[((((_e53 * 756i) + (_e193 * 84i)) + (_e892 * 6i)) + _e909)];
                    let _e929 = arg2_.member[((((_e188 * 144i) + (_e190 * 48i)) + (_e909 * 8i)) + _e61)];
                    let _e930 = fma(_e920, _e929, _e911);
                    continue;
                    continuing {
                        let _e931 = (_e909 + 1i);
                        phi_901_ = _e931;
                        phi_902_ = _e930;
                        phi_922_ = _e930;
                        break if !((_e931 < 6i));
                    }
                }
                let _e935 = phi_922_;
                arg0_.member[((((_e53 * 1008i) + (_e57 * 112i)) + (_e74 * 8i)) + _e61)] = _e935;
            }
            continue;
            continuing {
                let _e944 = (_e190 + 1i);
                phi_200_ = _e944;
                break if !((_e944 < 3i));
            }
        }
        continue;
        continuing {
            let _e947 = (_e188 + 1i);
            phi_195_ = _e947;
            break if !((_e947 < 3i));
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
