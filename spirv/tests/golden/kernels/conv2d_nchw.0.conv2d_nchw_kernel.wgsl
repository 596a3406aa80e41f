struct type_3 {
    member: array<f32, 2880>,
}

struct type_6 {
    member: array<f32, 432>,
}

struct type_9 {
    member: array<f32, 7752>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;
var<private> global_2: u32;

fn conv2d_nchw_kernel_1() {
    var phi_340_: i32;
    var phi_341_: f32;
    var phi_342_: f32;
    var phi_343_: f32;
    var phi_344_: f32;
    var phi_345_: f32;
    var phi_346_: f32;
    var phi_347_: f32;
    var phi_348_: f32;
    var phi_349_: f32;
    var phi_350_: f32;
    var phi_351_: f32;
    var phi_352_: f32;
    var phi_353_: f32;
    var phi_354_: f32;
    var phi_355_: f32;
    var phi_356_: f32;
    var phi_364_: i32;
    var phi_365_: f32;
    var phi_366_: f32;
    var phi_367_: f32;
    var phi_368_: f32;
    var phi_369_: f32;
    var phi_370_: f32;
    var phi_371_: f32;
    var phi_372_: f32;
    var phi_373_: f32;
    var phi_374_: f32;
    var phi_375_: f32;
    var phi_376_: f32;
    var phi_377_: f32;
    var phi_378_: f32;
    var phi_379_: f32;
    var phi_380_: f32;
    var phi_388_: i32;
    var phi_389_: f32;
    var phi_390_: f32;
    var phi_391_: f32;
    var phi_392_: f32;
    var phi_393_: f32;
    var phi_394_: f32;
    var phi_395_: f32;
    var phi_396_: f32;
    var phi_397_: f32;
    var phi_398_: f32;
    var phi_399_: f32;
    var phi_400_: f32;
    var phi_401_: f32;
    var phi_402_: f32;
    var phi_403_: f32;
    var phi_404_: f32;
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
    var local_12: f32;
    var local_13: f32;
    var local_14: f32;
    var local_15: f32;
    var phi_781_: i32;
    var phi_789_: i32;
    var phi_836_: i32;
    var phi_837_: f32;
    var phi_845_: i32;
    var phi_846_: f32;
    var phi_854_: i32;
    var phi_855_: f32;
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
    var local_26: f32;
    var local_27: f32;
    var local_28: f32;
    var local_29: f32;
    var local_30: f32;
    var local_31: f32;
    var local_32: f32;
    var local_33: f32;
    var local_34: f32;
    var local_35: f32;
    var local_36: f32;
    var local_37: f32;
    var local_38: f32;
    var local_39: f32;
    var local_40: f32;
    var local_41: f32;
    var local_42: f32;
    var local_43: f32;
    var local_44: f32;
    var local_45: f32;
    var local_46: f32;
    var local_47: f32;
    var local_48: f32;
    var local_49: f32;
    var local_50: f32;

    let _e43 = global;
    let _e45 = bitcast<i32>(_e43.x);
    let _e46 = global;
    let _e48 = bitcast<i32>(_e46.y);
    let _e49 = global;
    let _e51 = bitcast<i32>(_e49.z);
    let _e52 = global_1;
    let _e54 = bitcast<i32>(_e52.x);
    let _e55 = global_1;
    let _e57 = bitcast<i32>(_e55.y);
    let _e58 = (_e45 * -16i);
    if ((_e58 + -6i) >= 0i) {
        let _e61 = (_e51 < 0i);
        let _e64 = (select(_e51, (-1i - _e51), _e61) / 9i);
        let _e66 = select(_e64, (-1i - _e64), _e61);
        let _e67 = (_e48 * 8i);
        let _e68 = (_e67 + _e57);
        let _e69 = (_e51 % 9i);
        let _e72 = select(_e69, (_e69 + 9i), (_e69 < 0i));
        let _e74 = ((_e45 * 16i) + _e54);
        let _e75 = (_e74 + 8i);
        let _e76 = (_e68 + 1i);
        let _e77 = (_e68 + 2i);
        let _e78 = (_e68 + 3i);
        let _e79 = (_e68 + 4i);
        let _e80 = (_e68 + 5i);
        let _e81 = (_e68 + 6i);
        let _e82 = (_e68 + 7i);
        arg0_.member[((((_e66 * 720i) + (_e68 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e68 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e76 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e76 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e77 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e77 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e78 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e78 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e79 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e79 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e80 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e80 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e81 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e81 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e82 * 90i)) + (_e72 * 10i)) + _e74)] = 0f;
        arg0_.member[((((_e66 * 720i) + (_e82 * 90i)) + (_e72 * 10i)) + _e75)] = 0f;
        let _e219 = arg0_.member[((((_e66 * 720i) + (_e68 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e228 = arg0_.member[((((_e66 * 720i) + (_e68 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e237 = arg0_.member[((((_e66 * 720i) + (_e76 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e246 = arg0_.member[((((_e66 * 720i) + (_e76 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e255 = arg0_.member[((((_e66 * 720i) + (_e77 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e264 = arg0_.member[((((_e66 * 720i) + (_e77 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e273 = arg0_.member[((((_e66 * 720i) + (_e78 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e282 = arg0_.member[((((_e66 * 720i) + (_e78 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e291 = arg0_.member[((((_e66 * 720i) + (_e79 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e300 = arg0_.member[((((_e66 * 720i) + (_e79 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e309 = arg0_.member[((((_e66 * 720i) + (_e80 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e318 = arg0_.member[((((_e66 * 720i) + (_e80 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e327 = arg0_.member[((((_e66 * 720i) + (_e81 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e336 = arg0_.member[((((_e66 * 720i) + (_e81 * 90i)) + (_e72 * 10i)) + _e75)];
        let _e345 = arg0_.member[((((_e66 * 720i) + (_e82 * 90i)) + (_e72 * 10i)) + _e74)];
        let _e354 = arg0_.member[((((_e66 * 720i) + (_e82 * 90i)) + (_e72 * 10i)) + _e75)];
        phi_340_ = 0i;
        phi_341_ = _e219;
        phi_342_ = _e228;
        phi_343_ = _e237;
        phi_344_ = _e246;
        phi_345_ = _e255;
        phi_346_ = _e264;
        phi_347_ = _e273;
        phi_348_ = _e282;
        phi_349_ = _e291;
        phi_350_ = _e300;
        phi_351_ = _e309;
        phi_352_ = _e318;
        phi_353_ = _e327;
        phi_354_ = _e336;
        phi_355_ = _e345;
        phi_356_ = _e354;
        loop {
            let _e356 = phi_340_;
            let _e358 = phi_341_;
            let _e360 = phi_342_;
            let _e362 = phi_343_;
            let _e364 = phi_344_;
            let _e366 = phi_345_;
            let _e368 = phi_346_;
            let _e370 = phi_347_;
            let _e372 = phi_348_;
            let _e374 = phi_349_;
            let _e376 = phi_350_;
            let _e378 = phi_351_;
            let _e380 = phi_352_;
            let _e382 = phi_353_;
            let _e384 = phi_354_;
            let _e386 = phi_355_;
            let _e388 = phi_356_;
            local = _e358;
            local_1 = _e360;
            local_2 = _e362;
            local_3 = _e364;
            local_4 = _e366;
            local_5 = _e368;
            local_6 = _e370;
            local_7 = _e372;
            local_8 = _e374;
            local_9 = _e376;
            local_10 = _e378;
            local_11 = _e380;
            local_12 = _e382;
            local_13 = _e384;
            local_14 = _e386;
            local_15 = _e388;
            if (_e356 < 6i) {
            } else {
                break;
            }
            phi_364_ = 0i;
            phi_365_ = _e358;
            phi_366_ = _e360;
            phi_367_ = _e362;
            phi_368_ = _e364;
            phi_369_ = _e366;
            phi_370_ = _e368;
            phi_371_ = _e370;
            phi_372_ = _e372;
            phi_373_ = _e374;
            phi_374_ = _e376;
            phi_375_ = _e378;
            phi_376_ = _e380;
            phi_377_ = _e382;
            phi_378_ = _e384;
            phi_379_ = _e386;
            phi_380_ = _e388;
            loop {
                let _e391 = phi_364_;
                let _e393 = phi_365_;
                let _e395 = phi_366_;
                let _e397 = phi_367_;
                let _e399 = phi_368_;
                let _e401 = phi_369_;
                let _e403 = phi_370_;
                let _e405 = phi_371_;
                let _e407 = phi_372_;
                let _e409 = phi_373_;
                let _e411 = phi_374_;
                let _e413 = phi_375_;
                let _e415 = phi_376_;
                let _e417 = phi_377_;
                let _e419 = phi_378_;
                let _e421 = phi_379_;
                let _e423 = phi_380_;
                local_17 = _e393;
                local_18 = _e395;
                local_19 = _e397;
                local_20 = _e399;
                local_21 = _e401;
                local_22 = _e403;
                local_23 = _e405;
                local_24 = _e407;
                local_25 = _e409;
                local_26 = _e411;
                local_27 = _e413;
                local_28 = _e415;
                local_29 = _e417;
                local_30 = _e419;
                local_31 = _e421;
                local_32 = _e423;
                if (_e391 < 3i) {
                } else {
                    break;
                }
                phi_388_ = 0i;
                phi_389_ = _e393;
                phi_390_ = _e395;
                phi_391_ = _e397;
                phi_392_ = _e399;
                phi_393_ = _e401;
                phi_394_ = _e403;
                phi_395_ = _e405;
                phi_396_ = _e407;
                phi_397_ = _e409;
                phi_398_ = _e411;
                phi_399_ = _e413;
                phi_400_ = _e415;
                phi_401_ = _e417;
                phi_402_ = _e419;
                phi_403_ = _e421;
                phi_404_ = _e423;
                loop {
                    let _e426 = phi_388_;
                    let _e428 = phi_389_;
                    let _e430 = phi_390_;
                    let _e432 = phi_391_;
                    let _e434 = phi_392_;
                    let _e436 = phi_393_;
                    let _e438 = phi_394_;
                    let _e440 = phi_395_;
                    let _e442 = phi_396_;
                    let _e444 = phi_397_;
                    let _e446 = phi_398_;
                    let _e448 = phi_399_;
                    let _e450 = phi_400_;
                    let _e452 = phi_401_;
                    let _e454 = phi_402_;
                    let _e456 = phi_403_;
                    let _e458 = phi_404_;
                    local_33 = _e428;
                    local_34 = _e430;
                    local_35 = _e432;
                    local_36 = _e434;
                    local_37 = _e436;
                    local_38 = _e438;
                    local_39 = _e440;
                    local_40 = _e442;
                    local_41 = _e444;
                    local_42 = _e446;
                    local_43 = _e448;
                    local_44 = _e450;
                    local_45 = _e452;
                    local_46 = _e454;
                    local_47 = _e456;
                    local_48 = _e458;
                    if (_e426 < 3i) {
                    } else {
                        break;
                    }
                    let _e470 = arg1_.member[((((((_e54 + _e67) + _e57) * 54i) + (_e356 * 9i)) + (_e391 * 3i)) + _e426)];
                    let _e473 = (((_e72 * 2i) + _e391) + -1i);
                    let _e479 = ((_e473 >= 0i) && ((((_e72 * -2i) - _e391) + 17i) >= 0i));
                    let _e482 = (((_e74 * 2i) + _e426) + -1i);
                    let _e485 = (((_e75 * 2i) + _e426) + -1i);
                    let _e498 = ((_e479 && (_e482 >= 0i)) && ((((_e74 * -2i) - _e426) + 19i) >= 0i));
                    let _e499 = ((_e479 && (_e485 >= 0i)) && ((((_e75 * -2i) - _e426) + 19i) >= 0i));
                    let _e501 = min(max(_e66, 0i), 3i);
                    let _e503 = min(max(_e356, 0i), 5i);
                    let _e505 = min(max(_e473, 0i), 16i);
                    let _e508 = min(max(_e482, 0i), 18i);
                    let _e509 = min(max(_e485, 0i), 18i);
                    let _e518 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e527 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e536 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e545 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e554 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e563 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e572 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e581 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e590 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e599 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e608 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e617 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e626 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e635 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e644 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e508)];
                    let _e653 = arg2_.member[((((_e501 * 1938i) + (_e503 * 323i)) + (_e505 * 19i)) + _e509)];
                    let _e654 = subgroupBroadcast(_e470, 0u);
                    let _e655 = global_2;
                    let _e660 = subgroupBroadcast(_e470, 1u);
                    let _e661 = global_2;
                    let _e666 = subgroupBroadcast(_e470, 2u);
                    let _e667 = global_2;
                    let _e672 = subgroupBroadcast(_e470, 3u);
                    let _e673 = global_2;
                    let _e678 = subgroupBroadcast(_e470, 4u);
                    let _e679 = global_2;
                    let _e684 = subgroupBroadcast(_e470, 5u);
                    let _e685 = global_2;
                    let _e690 = subgroupBroadcast(_e470, 6u);
                    let _e691 = global_2;
                    let _e696 = subgroupBroadcast(_e470, 7u);
                    let _e697 = global_2;
                    continue;
                    continuing {
                        phi_388_ = (_e426 + 1i);
                        phi_389_ = select(_e428, fma(_e518, _e654, _e428), _e498);
                        phi_390_ = select(_e430, fma(_e527, _e654, _e430), _e499);
                        phi_391_ = select(_e432, fma(_e536, _e660, _e432), _e498);
                        phi_392_ = select(_e434, fma(_e545, _e660, _e434), _e499);
                        phi_393_ = select(_e436, fma(_e554, _e666, _e436), _e498);
                        phi_394_ = select(_e438, fma(_e563, _e666, _e438), _e499);
                        phi_395_ = select(_e440, fma(_e572, _e672, _e440), _e498);
                        phi_396_ = select(_e442, fma(_e581, _e672, _e442), _e499);
                        phi_397_ = select(_e444, fma(_e590, _e678, _e444), _e498);
                        phi_398_ = select(_e446, fma(_e599, _e678, _e446), _e499);
                        phi_399_ = select(_e448, fma(_e608, _e684, _e448), _e498);
                        phi_400_ = select(_e450, fma(_e617, _e684, _e450), _e499);
                        phi_401_ = select(_e452, fma(_e626, _e690, _e452), _e498);
                        phi_402_ = select(_e454, fma(_e635, _e690, _e454), _e499);
                        phi_403_ = select(_e456, fma(_e644, _e696, _e456), _e498);
                        phi_404_ = select(_e458, fma(_e653, _e696, _e458), _e499);
                    }
                }
                continue;
                continuing {
                    phi_364_ = (_e391 + 1i);
                    let _e1055 = local_33;
                    phi_365_ = _e1055;
                    let _e1058 = local_34;
                    phi_366_ = _e1058;
                    let _e1061 = local_35;
                    phi_367_ = _e1061;
                    let _e1064 = local_36;
                    phi_368_ = _e1064;
                    let _e1067 = local_37;
                    phi_369_ = _e1067;
                    let _e1070 = local_38;
                    phi_370_ = _e1070;
                    let _e1073 = local_39;
                    phi_371_ = _e1073;
                    let _e1076 = local_40;
                    phi_372_ = _e1076;
                    let _e1079 = local_41;
                    phi_373_ = _e1079;
                    let _e1082 = local_42;
                    phi_374_ = _e1082;
                    let _e1085 = local_43;
                    phi_375_ = _e1085;
                    let _e1088 = local_44;
                    phi_376_ = _e1088;
                    let _e1091 = local_45;
                    phi_377_ = _e1091;
                    let _e1094 = local_46;
                    phi_378_ = _e1094;
                    let _e1097 = local_47;
                    phi_379_ = _e1097;
                    let _e1100 = local_48;
                    phi_380_ = _e1100;
                }
            }
            continue;
            continuing {
                phi_340_ = (_e356 + 1i);
                let _e1006 = local_17;
                phi_341_ = _e1006;
                let _e1009 = local_18;
                phi_342_ = _e1009;
                let _e1012 = local_19;
                phi_343_ = _e1012;
                let _e1015 = local_20;
                phi_344_ = _e1015;
                let _e1018 = local_21;
                phi_345_ = _e1018;
                let _e1021 = local_22;
                phi_346_ = _e1021;
                let _e1024 = local_23;
                phi_347_ = _e1024;
                let _e1027 = local_24;
                phi_348_ = _e1027;
                let _e1030 = local_25;
                phi_349_ = _e1030;
                let _e1033 = local_26;
                phi_350_ = _e1033;
                let _e1036 = local_27;
                phi_351_ = _e1036;
                let _e1039 = local_28;
                phi_352_ = _e1039;
                let _e1042 = local_29;
                phi_353_ = _e1042;
                let _e1045 = local_30;
                phi_354_ = _e1045;
                let _e1048 = local_31;
                phi_355_ = _e1048;
                let _e1051 = local_32;
                phi_356_ = _e1051;
            }
        }
        let _e730 = local;
        arg0_.member[((((_e66 * 720i) + (_e68 * 90i)) + (_e72 * 10i)) + _e74)] = _e730;
        let _e740 = local_1;
        arg0_.member[((((_e66 * 720i) + (_e68 * 90i)) + (_e72 * 10i)) + _e75)] = _e740;
        let _e750 = local_2;
        arg0_.member[((((_e66 * 720i) + (_e76 * 90i)) + (_e72 * 10i)) + _e74)] = _e750;
        let _e760 = local_3;
        arg0_.member[((((_e66 * 720i) + (_e76 * 90i)) + (_e72 * 10i)) + _e75)] = _e760;
        let _e770 = local_4;
        arg0_.member[((((_e66 * 720i) + (_e77 * 90i)) + (_e72 * 10i)) + _e74)] = _e770;
        let _e780 = local_5;
        arg0_.member[((((_e66 * 720i) + (_e77 * 90i)) + (_e72 * 10i)) + _e75)] = _e780;
        let _e790 = local_6;
        arg0_.member[((((_e66 * 720i) + (_e78 * 90i)) + (_e72 * 10i)) + _e74)] = _e790;
        let _e800 = local_7;
        arg0_.member[((((_e66 * 720i) + (_e78 * 90i)) + (_e72 * 10i)) + _e75)] = _e800;
        let _e810 = local_8;
        arg0_.member[((((_e66 * 720i) + (_e79 * 90i)) + (_e72 * 10i)) + _e74)] = _e810;
        let _e820 = local_9;
        arg0_.member[((((_e66 * 720i) + (_e79 * 90i)) + (_e72 * 10i)) + _e75)] = _e820;
        let _e830 = local_10;
        arg0_.member[((((_e66 * 720i) + (_e80 * 90i)) + (_e72 * 10i)) + _e74)] = _e830;
        let _e840 = local_11;
        arg0_.member[((((_e66 * 720i) + (_e80 * 90i)) + (_e72 * 10i)) + _e75)] = _e840;
        let _e850 = local_12;
        arg0_.member[((((_e66 * 720i) + (_e81 * 90i)) + (_e72 * 10i)) + _e74)] = _e850;
        let _e860 = local_13;
        arg0_.member[((((_e66 * 720i) + (_e81 * 90i)) + (_e72 * 10i)) + _e75)] = _e860;
        let _e870 = local_14;
        arg0_.member[((((_e66 * 720i) + (_e82 * 90i)) + (_e72 * 10i)) + _e74)] = _e870;
        let _e880 = local_15;
        arg0_.member[((((_e66 * 720i) + (_e82 * 90i)) + (_e72 * 10i)) + _e75)] = _e880;
    } else {
        phi_781_ = 0i;
        loop {
            let _e882 = phi_781_;
            if (_e882 < 8i) {
            } else {
                break;
            }
            phi_789_ = 0i;
            loop {
                let _e885 = phi_789_;
                if (_e885 < 2i) {
                } else {
                    break;
                }
                let _e887 = (_e51 < 0i);
                let _e890 = (select(_e51, (-1i - _e51), _e887) / 9i);
                let _e892 = select(_e890, (-1i - _e890), _e887);
                let _e895 = ((_e882 + (_e48 * 8i)) + _e57);
                let _e896 = (_e51 % 9i);
                let _e899 = select(_e896, (_e896 + 9i), (_e896 < 0i));
                let _e903 = (((_e885 * 8i) + (_e45 * 16i)) + _e54);
                if (((((_e885 * -8i) + _e58) - _e54) + 9i) >= 0i) {
                    arg0_.member[((((_e892 * 720i) + (_e895 * 90i)) + (_e899 * 10i)) + _e903)] = 0f;
                    let _e925 = arg0_.member[((((_e892 * 720i) + (_e895 * 90i)) + (_e899 * 10i)) + _e903)];
                    phi_836_ = 0i;
                    phi_837_ = _e925;
                    loop {
                        let _e927 = phi_836_;
                        let _e929 = phi_837_;
                        local_16 = _e929;
                        if (_e927 < 6i) {
                        } else {
                            break;
                        }
                        phi_845_ = 0i;
                        phi_846_ = _e929;
                        loop {
                            let _e932 = phi_845_;
                            let _e934 = phi_846_;
                            local_49 = _e934;
                            if (_e932 < 3i) {
                            } else {
                                break;
                            }
                            phi_854_ = 0i;
                            phi_855_ = _e934;
                            loop {
                                let _e937 = phi_854_;
                                let _e939 = phi_855_;
                                local_50 = _e939;
                                if (_e937 < 3i) {
                                } else {
                                    break;
                                }
                                let _e949 = arg1_.member[((((_e895 * 54i) + (_e927 * 9i)) + (_e932 * 3i)) + _e937)];
                                let _e952 = (((_e899 * 2i) + _e932) + -1i);
                                let _e961 = (((_e903 * 2i) + _e937) + -1i);
                                let _e985 = arg2_.member[((((min(max(_e892, 0i), 3i) * 1938i) + (min(max(_e927, 0i), 5i) * 323i)) + (min(max(_e952, 0i), 16i) * 19i)) + min(max(_e961, 0i), 18i))];
                                continue;
                                continuing {
                                    phi_854_ = (_e937 + 1i);
                                    phi_855_ = select(_e939, fma(_e985, _e949, _e939), ((((_e952 >= 0i) && ((((_e899 * -2i) - _e932) + 17i) >= 0i)) && (_e961 >= 0i)) && ((((_e903 * -2i) - _e937) + 19i) >= 0i)));
                                }
                            }
                            continue;
                            continuing {
                                phi_845_ = (_e932 + 1i);
                                let _e1143 = local_50;
                                phi_846_ = _e1143;
                            }
                        }
                        continue;
                        continuing {
                            phi_836_ = (_e927 + 1i);
                            let _e1139 = local_49;
                            phi_837_ = _e1139;
                        }
                    }
                    let _e1000 = local_16;
                    arg0_.member[((((_e892 * 720i) + (_e895 * 90i)) + (_e899 * 10i)) + _e903)] = _e1000;
                }
                continue;
                continuing {
                    phi_789_ = (_e885 + 1i);
                }
            }
            continue;
            continuing {
                phi_781_ = (_e882 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn conv2d_nchw_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>, @builtin(subgroup_invocation_id) param_2: u32) {
    global = param;
    global_1 = param_1;
    global_2 = param_2;
    conv2d_nchw_kernel_1();
}
