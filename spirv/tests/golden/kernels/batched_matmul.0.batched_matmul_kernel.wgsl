struct type_3 {
    member: array<f32, 768>,
}

struct type_6 {
    member: array<f32, 512>,
}

struct type_9 {
    member: array<f32, 384>,
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

fn batched_matmul_kernel_1() {
    var phi_292_: i32;
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
    var phi_304_: f32;
    var phi_305_: f32;
    var phi_306_: f32;
    var phi_307_: f32;
    var phi_308_: f32;
    var phi_309_: f32;
    var phi_310_: f32;
    var phi_311_: f32;
    var phi_312_: f32;
    var phi_313_: f32;
    var phi_314_: f32;
    var phi_315_: f32;
    var phi_316_: f32;
    var phi_317_: f32;
    var phi_318_: f32;
    var phi_319_: f32;
    var phi_320_: f32;
    var phi_321_: f32;
    var phi_322_: f32;
    var phi_323_: f32;
    var phi_324_: f32;
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
    var phi_628_: i32;
    var phi_636_: i32;
    var phi_665_: i32;
    var phi_666_: f32;
    var local_32: f32;

    let _e40 = global;
    let _e42 = bitcast<i32>(_e40.x);
    let _e43 = global;
    let _e45 = bitcast<i32>(_e43.y);
    let _e46 = global;
    let _e48 = bitcast<i32>(_e46.z);
    let _e49 = global_1;
    let _e51 = bitcast<i32>(_e49.x);
    let _e52 = global_1;
    let _e54 = bitcast<i32>(_e52.y);
    let _e55 = global_1;
    let _e57 = bitcast<i32>(_e55.z);
    let _e58 = (_e42 * -16i);
    if ((_e58 + -4i) >= 0i) {
        let _e61 = (_e48 + _e57);
        let _e62 = (_e45 * 16i);
        let _e63 = (_e62 + _e54);
        let _e65 = ((_e42 * 16i) + _e51);
        let _e66 = (_e65 + 8i);
        let _e67 = (_e63 + 1i);
        let _e68 = (_e63 + 2i);
        let _e69 = (_e63 + 3i);
        let _e70 = (_e63 + 4i);
        let _e71 = (_e63 + 5i);
        let _e72 = (_e63 + 6i);
        let _e73 = (_e63 + 7i);
        let _e74 = (_e63 + 8i);
        let _e75 = (_e63 + 9i);
        let _e76 = (_e63 + 10i);
        let _e77 = (_e63 + 11i);
        let _e78 = (_e63 + 12i);
        let _e79 = (_e63 + 13i);
        let _e80 = (_e63 + 14i);
        let _e81 = (_e63 + 15i);
        let _e88 = arg0_.member[(((_e61 * 192i) + (_e63 * 12i)) + _e65)];
        let _e95 = arg0_.member[(((_e61 * 192i) + (_e63 * 12i)) + _e66)];
        let _e102 = arg0_.member[(((_e61 * 192i) + (_e67 * 12i)) + _e65)];
        let _e109 = arg0_.member[(((_e61 * 192i) + (_e67 * 12i)) + _e66)];
        let _e116 = arg0_.member[(((_e61 * 192i) + (_e68 * 12i)) + _e65)];
        let _e123 = arg0_.member[(((_e61 * 192i) + (_e68 * 12i)) + _e66)];
        let _e130 = arg0_.member[(((_e61 * 192i) + (_e69 * 12i)) + _e65)];
        let _e137 = arg0_.member[(((_e61 * 192i) + (_e69 * 12i)) + _e66)];
        let _e144 = arg0_.member[(((_e61 * 192i) + (_e70 * 12i)) + _e65)];
        let _e151 = arg0_.member[(((_e61 * 192i) + (_e70 * 12i)) + _e66)];
        let _e158 = arg0_.member[(((_e61 * 192i) + (_e71 * 12i)) + _e65)];
        let _e165 = arg0_.member[(((_e61 * 192i) + (_e71 * 12i)) + _e66)];
        let _e172 = arg0_.member[(((_e61 * 192i) + (_e72 * 12i)) + _e65)];
        let _e179 = arg0_.member[(((_e61 * 192i) + (_e72 * 12i)) + _e66)];
        let _e186 = arg0_.member[(((_e61 * 192i) + (_e73 * 12i)) + _e65)];
        let _e193 = arg0_.member[(((_e61 * 192i) + (_e73 * 12i)) + _e66)];
        let _e200 = arg0_.member[(((_e61 * 192i) + (_e74 * 12i)) + _e65)];
        let _e207 = arg0_.member[(((_e61 * 192i) + (_e74 * 12i)) + _e66)];
        let _e214 = arg0_.member[(((_e61 * 192i) + (_e75 * 12i)) + _e65)];
        let _e221 = arg0_.member[(((_e61 * 192i) + (_e75 * 12i)) + _e66)];
        let _e228 = arg0_.member[(((_e61 * 192i) + (_e76 * 12i)) + _e65)];
        let _e235 = arg0_.member[(((_e61 * 192i) + (_e76 * 12i)) + _e66)];
        let _e242 = arg0_.member[(((_e61 * 192i) + (_e77 * 12i)) + _e65)];
        let _e249 = arg0_.member[(((_e61 * 192i) + (_e77 * 12i)) + _e66)];
        let _e256 = arg0_.member[(((_e61 * 192i) + (_e78 * 12i)) + _e65)];
        let _e263 = arg0_.member[(((_e61 * 192i) + (_e78 * 12i)) + _e66)];
        let _e270 = arg0_.member[(((_e61 * 192i) + (_e79 * 12i)) + _e65)];
        let _e277 = arg0_.member[(((_e61 * 192i) + (_e79 * 12i)) + _e66)];
        let _e284 = arg0_.member[(((_e61 * 192i) + (_e80 * 12i)) + _e65)];
        let _e291 = arg0_.member[(((_e61 * 192i) + (_e80 * 12i)) + _e66)];
        let _e298 = arg0_.member[(((_e61 * 192i) + (_e81 * 12i)) + _e65)];
        let _e305 = arg0_.member[(((_e61 * 192i) + (_e81 * 12i)) + _e66)];
        phi_292_ = 0i;
        phi_293_ = _e88;
        phi_294_ = _e95;
        phi_295_ = _e102;
        phi_296_ = _e109;
        phi_297_ = _e116;
        phi_298_ = _e123;
        phi_299_ = _e130;
        phi_300_ = _e137;
        phi_301_ = _e144;
        phi_302_ = _e151;
        phi_303_ = _e158;
        phi_304_ = _e165;
        phi_305_ = _e172;
        phi_306_ = _e179;
        phi_307_ = _e186;
        phi_308_ = _e193;
        phi_309_ = _e200;
        phi_310_ = _e207;
        phi_311_ = _e214;
        phi_312_ = _e221;
        phi_313_ = _e228;
        phi_314_ = _e235;
        phi_315_ = _e242;
        phi_316_ = _e249;
        phi_317_ = _e256;
        phi_318_ = _e263;
        phi_319_ = _e270;
        phi_320_ = _e277;
        phi_321_ = _e284;
        phi_322_ = _e291;
        phi_323_ = _e298;
        phi_324_ = _e305;
        loop {
            let _e307 = phi_292_;
            let _e309 = phi_293_;
            let _e311 = phi_294_;
            let _e313 = phi_295_;
            let _e315 = phi_296_;
            let _e317 = phi_297_;
            let _e319 = phi_298_;
            let _e321 = phi_299_;
            let _e323 = phi_300_;
            let _e325 = phi_301_;
            let _e327 = phi_302_;
            let _e329 = phi_303_;
            let _e331 = phi_304_;
            let _e333 = phi_305_;
            let _e335 = phi_306_;
            let _e337 = phi_307_;
            let _e339 = phi_308_;
            let _e341 = phi_309_;
            let _e343 = phi_310_;
            let _e345 = phi_311_;
            let _e347 = phi_312_;
            let _e349 = phi_313_;
            let _e351 = phi_314_;
            let _e353 = phi_315_;
            let _e355 = phi_316_;
            let _e357 = phi_317_;
            let _e359 = phi_318_;
            let _e361 = phi_319_;
            let _e363 = phi_320_;
            let _e365 = phi_321_;
            let _e367 = phi_322_;
            let _e369 = phi_323_;
            let _e371 = phi_324_;
            local = _e309;
            local_1 = _e311;
            local_2 = _e313;
            local_3 = _e315;
            local_4 = _e317;
            local_5 = _e319;
            local_6 = _e321;
            local_7 = _e323;
            local_8 = _e325;
            local_9 = _e327;
            local_10 = _e329;
            local_11 = _e331;
            local_12 = _e333;
            local_13 = _e335;
            local_14 = _e337;
            local_15 = _e339;
            local_16 = _e341;
            local_17 = _e343;
            local_18 = _e345;
            local_19 = _e347;
            local_20 = _e349;
            local_21 = _e351;
            local_22 = _e353;
            local_23 = _e355;
            local_24 = _e357;
            local_25 = _e359;
            local_26 = _e361;
            local_27 = _e363;
            local_28 = _e365;
            local_29 = _e367;
            local_30 = _e369;
            local_31 = _e371;
            if (_e307 < 8i) {
            } else {
                break;
            }
            let _e374 = ((_e51 + _e62) + _e54);
            let _e381 = arg1_.member[(((_e61 * 128i) + (_e374 * 8i)) + _e307)];
            let _e389 = arg1_.member[(((_e61 * 128i) + ((_e374 + 8i) * 8i)) + _e307)];
            let _e396 = arg2_.member[(((_e61 * 96i) + (_e307 * 12i)) + _e65)];
            let _e403 = arg2_.member[(((_e61 * 96i) + (_e307 * 12i)) + _e66)];
            let _e404 = subgroupBroadcast(_e381, 0u);
            let _e405 = global_2;
            let _e410 = subgroupBroadcast(_e381, 1u);
            let _e411 = global_2;
            let _e416 = subgroupBroadcast(_e381, 2u);
            let _e417 = global_2;
            let _e422 = subgroupBroadcast(_e381, 3u);
            let _e423 = global_2;
            let _e428 = subgroupBroadcast(_e381, 4u);
            let _e429 = global_2;
            let _e434 = subgroupBroadcast(_e381, 5u);
            let _e435 = global_2;
            let _e440 = subgroupBroadcast(_e381, 6u);
            let _e441 = global_2;
            let _e446 = subgroupBroadcast(_e381, 7u);
            let _e447 = global_2;
            let _e452 = subgroupBroadcast(_e389, 0u);
            let _e453 = global_2;
            let _e458 = subgroupBroadcast(_e389, 1u);
            let _e459 = global_2;
            let _e464 = subgroupBroadcast(_e389, 2u);
            let _e465 = global_2;
            let _e470 = subgroupBroadcast(_e389, 3u);
            let _e471 = global_2;
            let _e476 = subgroupBroadcast(_e389, 4u);
            let _e477 = global_2;
            let _e482 = subgroupBroadcast(_e389, 5u);
            let _e483 = global_2;
            let _e488 = subgroupBroadcast(_e389, 6u);
            let _e489 = global_2;
            let _e494 = subgroupBroadcast(_e389, 7u);
            let _e495 = global_2;
            continue;
            continuing {
                phi_292_ = (_e307 + 1i);
                phi_293_ = fma(_e404, _e396, _e309);
                phi_294_ = fma(_e404, _e403, _e311);
                phi_295_ = fma(_e410, _e396, _e313);
                phi_296_ = fma(_e410, _e403, _e315);
                phi_297_ = fma(_e416, _e396, _e317);
                phi_298_ = fma(_e416, _e403, _e319);
                phi_299_ = fma(_e422, _e396, _e321);
                phi_300_ = fma(_e422, _e403, _e323);
                phi_301_ = fma(_e428, _e396, _e325);
                phi_302_ = fma(_e428, _e403, _e327);
                phi_303_ = fma(_e434, _e396, _e329);
                phi_304_ = fma(_e434, _e403, _e331);
                phi_305_ = fma(_e440, _e396, _e333);
                phi_306_ = fma(_e440, _e403, _e335);
                phi_307_ = fma(_e446, _e396, _e337);
                phi_308_ = fma(_e446, _e403, _e339);
                phi_309_ = fma(_e452, _e396, _e341);
                phi_310_ = fma(_e452, _e403, _e343);
                phi_311_ = fma(_e458, _e396, _e345);
                phi_312_ = fma(_e458, _e403, _e347);
                phi_313_ = fma(_e464, _e396, _e349);
                phi_314_ = fma(_e464, _e403, _e351);
                phi_315_ = fma(_e470, _e396, _e353);
                phi_316_ = fma(_e470, _e403, _e355);
                phi_317_ = fma(_e476, _e396, _e357);
                phi_318_ = fma(_e476, _e403, _e359);
                phi_319_ = fma(_e482, _e396, _e361);
                phi_320_ = fma(_e482, _e403, _e363);
                phi_321_ = fma(_e488, _e396, _e365);
                phi_322_ = fma(_e488, _e403, _e367);
                phi_323_ = fma(_e494, _e396, _e369);
                phi_324_ = fma(_e494, _e403, _e371);
            }
        }
        let _e508 = local;
        arg0_.member[(((_e61 * 192i) + (_e63 * 12i)) + _e65)] = _e508;
        let _e516 = local_1;
        arg0_.member[(((_e61 * 192i) + (_e63 * 12i)) + _e66)] = _e516;
        let _e524 = local_2;
        arg0_.member[(((_e61 * 192i) + (_e67 * 12i)) + _e65)] = _e524;
        let _e532 = local_3;
        arg0_.member[(((_e61 * 192i) + (_e67 * 12i)) + _e66)] = _e532;
        let _e540 = local_4;
        arg0_.member[(((_e61 * 192i) + (_e68 * 12i)) + _e65)] = _e540;
        let _e548 = local_5;
        arg0_.member[(((_e61 * 192i) + (_e68 * 12i)) + _e66)] = _e548;
        let _e556 = local_6;
        arg0_.member[(((_e61 * 192i) + (_e69 * 12i)) + _e65)] = _e556;
        let _e564 = local_7;
        arg0_.member[(((_e61 * 192i) + (_e69 * 12i)) + _e66)] = _e564;
        let _e572 = local_8;
        arg0_.member[(((_e61 * 192i) + (_e70 * 12i)) + _e65)] = _e572;
        let _e580 = local_9;
        arg0_.member[(((_e61 * 192i) + (_e70 * 12i)) + _e66)] = _e580;
        let _e588 = local_10;
        arg0_.member[(((_e61 * 192i) + (_e71 * 12i)) + _e65)] = _e588;
        let _e596 = local_11;
        arg0_.member[(((_e61 * 192i) + (_e71 * 12i)) + _e66)] = _e596;
        let _e604 = local_12;
        arg0_.member[(((_e61 * 192i) + (_e72 * 12i)) + _e65)] = _e604;
        let _e612 = local_13;
        arg0_.member[(((_e61 * 192i) + (_e72 * 12i)) + _e66)] = _e612;
        let _e620 = local_14;
        arg0_.member[(((_e61 * 192i) + (_e73 * 12i)) + _e65)] = _e620;
        let _e628 = local_15;
        arg0_.member[(((_e61 * 192i) + (_e73 * 12i)) + _e66)] = _e628;
        let _e636 = local_16;
        arg0_.member[(((_e61 * 192i) + (_e74 * 12i)) + _e65)] = _e636;
        let _e644 = local_17;
        arg0_.member[(((_e61 * 192i) + (_e74 * 12i)) + _e66)] = _e644;
        let _e652 = local_18;
        arg0_.member[(((_e61 * 192i) + (_e75 * 12i)) + _e65)] = _e652;
        let _e660 = local_19;
        arg0_.member[(((_e61 * 192i) + (_e75 * 12i)) + _e66)] = _e660;
        let _e668 = local_20;
        arg0_.member[(((_e61 * 192i) + (_e76 * 12i)) + _e65)] = _e668;
        let _e676 = local_21;
        arg0_.member[(((_e61 * 192i) + (_e76 * 12i)) + _e66)] = _e676;
        let _e684 = local_22;
        arg0_.member[(((_e61 * 192i) + (_e77 * 12i)) + _e65)] = _e684;
        let _e692 = local_23;
        arg0_.member[(((_e61 * 192i) + (_e77 * 12i)) + _e66)] = _e692;
        let _e700 = local_24;
        arg0_.member[(((_e61 * 192i) + (_e78 * 12i)) + _e65)] = _e700;
        let _e708 = local_25;
        arg0_.member[(((_e61 * 192i) + (_e78 * 12i)) + _e66)] = _e708;
        let _e716 = local_26;
        arg0_.member[(((_e61 * 192i) + (_e79 * 12i)) + _e65)] = _e716;
        let _e724 = local_27;
        arg0_.member[(((_e61 * 192i) + (_e79 * 12i)) + _e66)] = _e724;
        let _e732 = local_28;
        arg0_.member[(((_e61 * 192i) + (_e80 * 12i)) + _e65)] = _e732;
        let _e740 = local_29;
        arg0_.member[(((_e61 * 192i) + (_e80 * 12i)) + _e66)] = _e740;
        let _e748 = local_30;
        arg0_.member[(((_e61 * 192i) + (_e81 * 12i)) + _e65)] = _e748;
        let _e756 = local_31;
        arg0_.member[(((_e61 * 192i) + (_e81 * 12i)) + _e66)] = _e756;
    } else {
        phi_628_ = 0i;
        loop {
            let _e758 = phi_628_;
            if (_e758 < 16i) {
            } else {
                break;
            }
            phi_636_ = 0i;
            loop {
                let _e761 = phi_636_;
                if (_e761 < 2i) {
                } else {
                    break;
                }
                let _e763 = (_e48 + _e57);
                let _e766 = ((_e758 + (_e45 * 16i)) + _e54);
                let _e770 = (((_e761 * 8i) + (_e42 * 16i)) + _e51);
                if (((((_e761 * -8i) + _e58) - _e51) + 11i) >= 0i) {
                    let _e782 = arg0_.member[(((_e763 * 192i) + (_e766 * 12i)) + _e770)];
                    phi_665_ = 0i;
                    phi_666_ = _e782;
                    loop {
                        let _e784 = phi_665_;
                        let _e786 = phi_666_;
                        local_32 = _e786;
                        if (_e784 < 8i) {
                        } else {
                            break;
                        }
                        let _e794 = arg1_.member[(((_e763 * 128i) + (_e766 * 8i)) + _e784)];
                        let _e801 = arg2_.member[(((_e763 * 96i) + (_e784 * 12i)) + _e770)];
                        continue;
                        continuing {
                            phi_665_ = (_e784 + 1i);
                            phi_666_ = fma(_e794, _e801, _e786);
                        }
                    }
                    let _e811 = local_32;
                    arg0_.member[(((_e763 * 192i) + (_e766 * 12i)) + _e770)] = _e811;
                }
                continue;
                continuing {
                    phi_636_ = (_e761 + 1i);
                }
            }
            continue;
            continuing {
                phi_628_ = (_e758 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn batched_matmul_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>, @builtin(subgroup_invocation_id) param_2: u32) {
    global = param;
    global_1 = param_1;
    global_2 = param_2;
    batched_matmul_kernel_1();
}
