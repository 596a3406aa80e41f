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
    var phi_273_: i32;
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
    var phi_284_: f32;
    var phi_285_: f32;
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
    var phi_920_: i32;
    var phi_928_: i32;

    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = global;
    let _e34 = bitcast<i32>(_e32.y);
    let _e35 = global;
    let _e37 = bitcast<i32>(_e35.z);
    let _e38 = global_1;
    let _e40 = bitcast<i32>(_e38.x);
    let _e41 = global_1;
    let _e43 = bitcast<i32>(_e41.y);
    let _e44 = (_e31 * -16i);
    if ((_e44 + -6i) >= 0i) {
        let _e47 = (_e37 < 0i);
        let _e50 = (select(_e37, (-1i - _e37), _e47) / 12i);
        let _e52 = select(_e50, (-1i - _e50), _e47);
        let _e54 = ((_e34 * 6i) + _e43);
        let _e55 = (_e37 % 12i);
        let _e58 = select(_e55, (_e55 + 12i), (_e55 < 0i));
        let _e60 = ((_e31 * 16i) + _e40);
        let _e61 = (_e60 + 8i);
        let _e62 = (_e54 + 1i);
        let _e63 = (_e54 + 2i);
        let _e64 = (_e54 + 3i);
        let _e65 = (_e54 + 4i);
        let _e66 = (_e54 + 5i);
        arg0_.member[((((_e52 * 720i) + (_e54 * 120i)) + (_e58 * 10i)) + _e60)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e54 * 120i)) + (_e58 * 10i)) + _e61)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e62 * 120i)) + (_e58 * 10i)) + _e60)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e62 * 120i)) + (_e58 * 10i)) + _e61)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e63 * 120i)) + (_e58 * 10i)) + _e60)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e63 * 120i)) + (_e58 * 10i)) + _e61)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e64 * 120i)) + (_e58 * 10i)) + _e60)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e64 * 120i)) + (_e58 * 10i)) + _e61)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e65 * 120i)) + (_e58 * 10i)) + _e60)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e65 * 120i)) + (_e58 * 10i)) + _e61)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e66 * 120i)) + (_e58 * 10i)) + _e60)] = 0f;
        arg0_.member[((((_e52 * 720i) + (_e66 * 120i)) + (_e58 * 10i)) + _e61)] = 0f;
        let _e171 = arg0_.member[((((_e52 * 720i) + (_e54 * 120i)) + (_e58 * 10i)) + _e60)];
        let _e180 = arg0_.member[((((_e52 * 720i) + (_e54 * 120i)) + (_e58 * 10i)) + _e61)];
        let _e189 = arg0_.member[((((_e52 * 720i) + (_e62 * 120i)) + (_e58 * 10i)) + _e60)];
        let _e198 = arg0_.member[((((_e52 * 720i) + (_e62 * 120i)) + (_e58 * 10i)) + _e61)];
        let _e207 = arg0_.member[((((_e52 * 720i) + (_e63 * 120i)) + (_e58 * 10i)) + _e60)];
        let _e216 = arg0_.member[((((_e52 * 720i) + (_e63 * 120i)) + (_e58 * 10i)) + _e61)];
        let _e225 = arg0_.member[((((_e52 * 720i) + (_e64 * 120i)) + (_e58 * 10i)) + _e60)];
        let _e234 = arg0_.member[((((_e52 * 720i) + (_e64 * 120i)) + (_e58 * 10i)) + _e61)];
        let _e243 = arg0_.member[((((_e52 * 720i) + (_e65 * 120i)) + (_e58 * 10i)) + _e60)];
        let _e252 = arg0_.member[((((_e52 * 720i) + (_e65 * 120i)) + (_e58 * 10i)) + _e61)];
        let _e261 = arg0_.member[((((_e52 * 720i) + (_e66 * 120i)) + (_e58 * 10i)) + _e60)];
        let _e270 = arg0_.member[((((_e52 * 720i) + (_e66 * 120i)) + (_e58 * 10i)) + _e61)];
        phi_273_ = 0i;
        phi_274_ = _e171;
        phi_275_ = _e180;
        phi_276_ = _e189;
        phi_277_ = _e198;
        phi_278_ = _e207;
        phi_279_ = _e216;
        phi_280_ = _e225;
        phi_281_ = _e234;
        phi_282_ = _e243;
        phi_283_ = _e252;
        phi_284_ = _e261;
        phi_285_ = _e270;
        loop {
            let _e272 = phi_273_;
            let _e274 = phi_274_;
            let _e276 = phi_275_;
            let _e278 = phi_276_;
            let _e280 = phi_277_;
            let _e282 = phi_278_;
            let _e284 = phi_279_;
            let _e286 = phi_280_;
            let _e288 = phi_281_;
            let _e290 = phi_282_;
            let _e292 = phi_283_;
            let _e294 = phi_284_;
            let _e296 = phi_285_;
            local = _e274;
            local_1 = _e276;
            local_2 = _e278;
            local_3 = _e280;
            local_4 = _e282;
            local_5 = _e284;
            local_6 = _e286;
            local_7 = _e288;
            local_8 = _e290;
            local_9 = _e292;
            local_10 = _e294;
            local_11 = _e296;
            if (_e272 < 3i) {
            } else {
                break;
            }
            let _e304 = arg1_.member[(((_e54 * 9i) + (_e272 * 3i)) + 0i)];
            let _e311 = arg1_.member[(((_e62 * 9i) + (_e272 * 3i)) + 0i)];
            let _e318 = arg1_.member[(((_e63 * 9i) + (_e272 * 3i)) + 0i)];
            let _e325 = arg1_.member[(((_e64 * 9i) + (_e272 * 3i)) + 0i)];
            let _e332 = arg1_.member[(((_e65 * 9i) + (_e272 * 3i)) + 0i)];
            let _e339 = arg1_.member[(((_e66 * 9i) + (_e272 * 3i)) + 0i)];
            let _e341 = ((_e58 + _e272) + -1i);
            let _e347 = ((_e341 >= 0i) && ((((_e58 * -1i) - _e272) + 12i) >= 0i));
            let _e348 = (_e60 + -1i);
            let _e349 = (_e60 + 7i);
            let _e358 = ((_e347 && (_e348 >= 0i)) && ((10i - _e60) >= 0i));
            let _e359 = ((_e347 && (_e349 >= 0i)) && ((10i - _e61) >= 0i));
            let _e361 = min(max(_e52, 0i), 3i);
            let _e368 = min(max(_e54, 0i), 5i);
            let _e369 = min(max(_e62, 0i), 5i);
            let _e370 = min(max(_e63, 0i), 5i);
            let _e371 = min(max(_e64, 0i), 5i);
            let _e372 = min(max(_e65, 0i), 5i);
            let _e373 = min(max(_e66, 0i), 5i);
            let _e375 = min(max(_e341, 0i), 11i);
            let _e378 = min(max(_e348, 0i), 9i);
            let _e379 = min(max(_e349, 0i), 9i);
            let _e388 = arg2_.member[((((_e361 * 720i) + (_e368 * 120i)) + (_e375 * 10i)) + _e378)];
            let _e397 = arg2_.member[((((_e361 * 720i) + (_e368 * 120i)) + (_e375 * 10i)) + _e379)];
            let _e406 = arg2_.member[((((_e361 * 720i) + (_e369 * 120i)) + (_e375 * 10i)) + _e378)];
            let _e415 = arg2_.member[((((_e361 * 720i) + (_e369 * 120i)) + (_e375 * 10i)) + _e379)];
            let _e424 = arg2_.member[((((_e361 * 720i) + (_e370 * 120i)) + (_e375 * 10i)) + _e378)];
            let _e433 = arg2_.member[((((_e361 * 720i) + (_e370 * 120i)) + (_e375 * 10i)) + _e379)];
            let _e442 = arg2_.member[((((_e361 * 720i) + (_e371 * 120i)) + (_e375 * 10i)) + _e378)];
            let _e451 = arg2_.member[((((_e361 * 720i) + (_e371 * 120i)) + (_e375 * 10i)) + _e379)];
            let _e460 = arg2_.member[((((_e361 * 720i) + (_e372 * 120i)) + (_e375 * 10i)) + _e378)];
            let _e469 = arg2_.member[((((_e361 * 720i) + (_e372 * 120i)) + (_e375 * 10i)) + _e379)];
            let _e478 = arg2_.member[((((_e361 * 720i) + (_e373 * 120i)) + (_e375 * 10i)) + _e378)];
            let _e487 = arg2_.member[((((_e361 * 720i) + (_e373 * 120i)) + (_e375 * 10i)) + _e379)];
            let _e500 = select(_e274, fma(_e388, _e304, _e274), _e358);
            let _e501 = select(_e276, fma(_e397, _e304, _e276), _e359);
            let _e502 = select(_e278, fma(_e406, _e311, _e278), _e358);
            let _e503 = select(_e280, fma(_e415, _e311, _e280), _e359);
            let _e504 = select(_e282, fma(_e424, _e318, _e282), _e358);
            let _e505 = select(_e284, fma(_e433, _e318, _e284), _e359);
            let _e506 = select(_e286, fma(_e442, _e325, _e286), _e358);
            let _e507 = select(_e288, fma(_e451, _e325, _e288), _e359);
            let _e508 = select(_e290, fma(_e460, _e332, _e290), _e358);
            let _e509 = select(_e292, fma(_e469, _e332, _e292), _e359);
            let _e510 = select(_e294, fma(_e478, _e339, _e294), _e358);
            let _e511 = select(_e296, fma(_e487, _e339, _e296), _e359);
            let _e518 = arg1_.member[(((_e54 * 9i) + (_e272 * 3i)) + 1i)];
            let _e525 = arg1_.member[(((_e62 * 9i) + (_e272 * 3i)) + 1i)];
            let _e532 = arg1_.member[(((_e63 * 9i) + (_e272 * 3i)) + 1i)];
            let _e539 = arg1_.member[(((_e64 * 9i) + (_e272 * 3i)) + 1i)];
            let _e546 = arg1_.member[(((_e65 * 9i) + (_e272 * 3i)) + 1i)];
            let _e553 = arg1_.member[(((_e66 * 9i) + (_e272 * 3i)) + 1i)];
            let _e564 = ((_e347 && (_e60 >= 0i)) && (((-1i - _e60) + 10i) >= 0i));
            let _e565 = ((_e347 && (_e61 >= 0i)) && (((-1i - _e61) + 10i) >= 0i));
            let _e568 = min(max(_e60, 0i), 9i);
            let _e569 = min(max(_e61, 0i), 9i);
            let _e578 = arg2_.member[((((_e361 * 720i) + (_e368 * 120i)) + (_e375 * 10i)) + _e568)];
            let _e587 = arg2_.member[((((_e361 * 720i) + (_e368 * 120i)) + (_e375 * 10i)) + _e569)];
            let _e596 = arg2_.member[((((_e361 * 720i) + (_e369 * 120i)) + (_e375 * 10i)) + _e568)];
            let _e605 = arg2_.member[((((_e361 * 720i) + (_e369 * 120i)) + (_e375 * 10i)) + _e569)];
            let _e614 = arg2_.member[((((_e361 * 720i) + (_e370 * 120i)) + (_e375 * 10i)) + _e568)];
            let _e623 = arg2_.member[((((_e361 * 720i) + (_e370 * 120i)) + (_e375 * 10i)) + _e569)];
            let _e632 = arg2_.member[((((_e361 * 720i) + (_e371 * 120i)) + (_e375 * 10i)) + _e568)];
            let _e641 = arg2_.member[((((_e361 * 720i) + (_e371 * 120i)) + (_e375 * 10i)) + _e569)];
            let _e650 = arg2_.member[((((_e361 * 720i) + (_e372 * 120i)) + (_e375 * 10i)) + _e568)];
            let _e659 = arg2_.member[((((_e361 * 720i) + (_e372 * 120i)) + (_e375 * 10i)) + _e569)];
            let _e668 = arg2_.member[((((_e361 * 720i) + (_e373 * 120i)) + (_e375 * 10i)) + _e568)];
            let _e677 = arg2_.member[((((_e361 * 720i) + (_e373 * 120i)) + (_e375 * 10i)) + _e569)];
            let _e690 = select(_e500, fma(_e578, _e518, _e500), _e564);
            let _e691 = select(_e501, fma(_e587, _e518, _e501), _e565);
            let _e692 = select(_e502, fma(_e596, _e525, _e502), _e564);
            let _e693 = select(_e503, fma(_e605, _e525, _e503), _e565);
            let _e694 = select(_e504, fma(_e614, _e532, _e504), _e564);
            let _e695 = select(_e505, fma(_e623, _e532, _e505), _e565);
            let _e696 = select(_e506, fma(_e632, _e539, _e506), _e564);
            let _e697 = select(_e507, fma(_e641, _e539, _e507), _e565);
            let _e698 = select(_e508, fma(_e650, _e546, _e508), _e564);
            let _e699 = select(_e509, fma(_e659, _e546, _e509), _e565);
            let _e700 = select(_e510, fma(_e668, _e553, _e510), _e564);
            let _e701 = select(_e511, fma(_e677, _e553, _e511), _e565);
            let _e708 = arg1_.member[(((_e54 * 9i) + (_e272 * 3i)) + 2i)];
            let _e715 = arg1_.member[(((_e62 * 9i) + (_e272 * 3i)) + 2i)];
            let _e722 = arg1_.member[(((_e63 * 9i) + (_e272 * 3i)) + 2i)];
            let _e729 = arg1_.member[(((_e64 * 9i) + (_e272 * 3i)) + 2i)];
            let _e736 = arg1_.member[(((_e65 * 9i) + (_e272 * 3i)) + 2i)];
            let _e743 = arg1_.member[(((_e66 * 9i) + (_e272 * 3i)) + 2i)];
            let _e744 = (_e60 + 1i);
            let _e745 = (_e60 + 9i);
            let _e756 = ((_e347 && (_e744 >= 0i)) && (((-2i - _e60) + 10i) >= 0i));
            let _e757 = ((_e347 && (_e745 >= 0i)) && (((-2i - _e61) + 10i) >= 0i));
            let _e760 = min(max(_e744, 0i), 9i);
            let _e761 = min(max(_e745, 0i), 9i);
            let _e770 = arg2_.member[((((_e361 * 720i) + (_e368 * 120i)) + (_e375 * 10i)) + _e760)];
            let _e779 = arg2_.member[((((_e361 * 720i) + (_e368 * 120i)) + (_e375 * 10i)) + _e761)];
            let _e788 = arg2_.member[((((_e361 * 720i) + (_e369 * 120i)) + (_e375 * 10i)) + _e760)];
            let _e797 = arg2_.member[((((_e361 * 720i) + (_e369 * 120i)) + (_e375 * 10i)) + _e761)];
            let _e806 = arg2_.member[((((_e361 * 720i) + (_e370 * 120i)) + (_e375 * 10i)) + _e760)];
            let _e815 = arg2_.member[((((_e361 * 720i) + (_e370 * 120i)) + (_e375 * 10i)) + _e761)];
            let _e824 = arg2_.member[((((_e361 * 720i) + (_e371 * 120i)) + (_e375 * 10i)) + _e760)];
            let _e833 = arg2_.member[((((_e361 * 720i) + (_e371 * 120i)) + (_e375 * 10i)) + _e761)];
            let _e842 = arg2_.member[((((_e361 * 720i) + (_e372 * 120i)) + (_e375 * 10i)) + _e760)];
            let _e851 = arg2_.member[((((_e361 * 720i) + (_e372 * 120i)) + (_e375 * 10i)) + _e761)];
            let _e860 = arg2_.member[((((_e361 * 720i) + (_e373 * 120i)) + (_e375 * 10i)) + _e760)];
            let _e869 = arg2_.member[((((_e361 * 720i) + (_e373 * 120i)) + (_e375 * 10i)) + _e761)];
            continue;
            continuing {
                phi_273_ = (_e272 + 1i);
                phi_274_ = select(_e690, fma(_e770, _e708, _e690), _e756);
                phi_275_ = select(_e691, fma(_e779, _e708, _e691), _e757);
                phi_276_ = select(_e692, fma(_e788, _e715, _e692), _e756);
                phi_277_ = select(_e693, fma(_e797, _e715, _e693), _e757);
                phi_278_ = select(_e694, fma(_e806, _e722, _e694), _e756);
                phi_279_ = select(_e695, fma(_e815, _e722, _e695), _e757);
                phi_280_ = select(_e696, fma(_e824, _e729, _e696), _e756);
                phi_281_ = select(_e697, fma(_e833, _e729, _e697), _e757);
                phi_282_ = select(_e698, fma(_e842, _e736, _e698), _e756);
                phi_283_ = select(_e699, fma(_e851, _e736, _e699), _e757);
                phi_284_ = select(_e700, fma(_e860, _e743, _e700), _e756);
                phi_285_ = select(_e701, fma(_e869, _e743, _e701), _e757);
            }
        }
        let _e904 = local;
        arg0_.member[((((_e52 * 720i) + (_e54 * 120i)) + (_e58 * 10i)) + _e60)] = _e904;
        let _e914 = local_1;
        arg0_.member[((((_e52 * 720i) + (_e54 * 120i)) + (_e58 * 10i)) + _e61)] = _e914;
        let _e924 = local_2;
        arg0_.member[((((_e52 * 720i) + (_e62 * 120i)) + (_e58 * 10i)) + _e60)] = _e924;
        let _e934 = local_3;
        arg0_.member[((((_e52 * 720i) + (_e62 * 120i)) + (_e58 * 10i)) + _e61)] = _e934;
        let _e944 = local_4;
        arg0_.member[((((_e52 * 720i) + (_e63 * 120i)) + (_e58 * 10i)) + _e60)] = _e944;
        let _e954 = local_5;
        arg0_.member[((((_e52 * 720i) + (_e63 * 120i)) + (_e58 * 10i)) + _e61)] = _e954;
        let _e964 = local_6;
        arg0_.member[((((_e52 * 720i) + (_e64 * 120i)) + (_e58 * 10i)) + _e60)] = _e964;
        let _e974 = local_7;
        arg0_.member[((((_e52 * 720i) + (_e64 * 120i)) + (_e58 * 10i)) + _e61)] = _e974;
        let _e984 = local_8;
        arg0_.member[((((_e52 * 720i) + (_e65 * 120i)) + (_e58 * 10i)) + _e60)] = _e984;
        let _e994 = local_9;
        arg0_.member[((((_e52 * 720i) + (_e65 * 120i)) + (_e58 * 10i)) + _e61)] = _e994;
        let _e1004 = local_10;
        arg0_.member[((((_e52 * 720i) + (_e66 * 120i)) + (_e58 * 10i)) + _e60)] = _e1004;
        let _e1014 = local_11;
        arg0_.member[((((_e52 * 720i) + (_e66 * 120i)) + (_e58 * 10i)) + _e61)] = _e1014;
    } else {
        phi_920_ = 0i;
        loop {
            let _e1016 = phi_920_;
            if (_e1016 < 6i) {
            } else {
                break;
            }
            phi_928_ = 0i;
            loop {
                let _e1019 = phi_928_;
                if (_e1019 < 2i) {
                } else {
                    break;
                }
                let _e1021 = (_e37 < 0i);
                let _e1024 = (select(_e37, (-1i - _e37), _e1021) / 12i);
                let _e1026 = select(_e1024, (-1i - _e1024), _e1021);
                let _e1029 = ((_e1016 + (_e34 * 6i)) + _e43);
                let _e1030 = (_e37 % 12i);
                let _e1033 = select(_e1030, (_e1030 + 12i), (_e1030 < 0i));
                let _e1037 = (((_e1019 * 8i) + (_e31 * 16i)) + _e40);
                if (((((_e1019 * -8i) + _e44) - _e40) + 9i) >= 0i) {
                    arg0_.member[((((_e1026 * 720i) + (_e1029 * 120i)) + (_e1033 * 10i)) + _e1037)] = 0f;
                    let _e1059 = arg0_.member[((((_e1026 * 720i) + (_e1029 * 120i)) + (_e1033 * 10i)) + _e1037)];
                    let _e1066 = arg1_.member[(((_e1029 * 9i) + (0i * 3i)) + 0i)];
                    let _e1067 = (_e1033 + -1i);
                    let _e1071 = ((_e1067 >= 0i) && ((12i - _e1033) >= 0i));
                    let _e1072 = (_e1037 + -1i);
                    let _e1073 = (_e1072 >= 0i);
                    let _e1076 = ((10i - _e1037) >= 0i);
                    let _e1079 = min(max(_e1026, 0i), 3i);
                    let _e1081 = min(max(_e1029, 0i), 5i);
                    let _e1083 = min(max(_e1067, 0i), 11i);
                    let _e1085 = min(max(_e1072, 0i), 9i);
                    let _e1094 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1083 * 10i)) + _e1085)];
                    let _e1096 = select(_e1059, fma(_e1094, _e1066, _e1059), ((_e1071 && _e1073) && _e1076));
                    let _e1103 = arg1_.member[(((_e1029 * 9i) + (0i * 3i)) + 1i)];
                    let _e1104 = (_e1037 >= 0i);
                    let _e1108 = (((-1i - _e1037) + 10i) >= 0i);
                    let _e1111 = min(max(_e1037, 0i), 9i);
                    let _e1120 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1083 * 10i)) + _e1111)];
                    let _e1122 = select(_e1096, fma(_e1120, _e1103, _e1096), ((_e1071 && _e1104) && _e1108));
                    let _e1129 = arg1_.member[(((_e1029 * 9i) + (0i * 3i)) + 2i)];
                    let _e1130 = (_e1037 + 1i);
                    let _e1131 = (_e1130 >= 0i);
                    let _e1135 = (((-2i - _e1037) + 10i) >= 0i);
                    let _e1138 = min(max(_e1130, 0i), 9i);
                    let _e1147 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1083 * 10i)) + _e1138)];
                    let _e1149 = select(_e1122, fma(_e1147, _e1129, _e1122), ((_e1071 && _e1131) && _e1135));
                    let _e1156 = arg1_.member[(((_e1029 * 9i) + (1i * 3i)) + 0i)];
                    let _e1161 = ((_e1033 >= 0i) && (((-1i - _e1033) + 12i) >= 0i));
                    let _e1165 = min(max(_e1033, 0i), 11i);
                    let _e1174 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1165 * 10i)) + _e1085)];
                    let _e1176 = select(_e1149, fma(_e1174, _e1156, _e1149), ((_e1161 && _e1073) && _e1076));
                    let _e1183 = arg1_.member[(((_e1029 * 9i) + (1i * 3i)) + 1i)];
                    let _e1194 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1165 * 10i)) + _e1111)];
                    let _e1196 = select(_e1176, fma(_e1194, _e1183, _e1176), ((_e1161 && _e1104) && _e1108));
                    let _e1203 = arg1_.member[(((_e1029 * 9i) + (1i * 3i)) + 2i)];
                    let _e1214 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1165 * 10i)) + _e1138)];
                    let _e1216 = select(_e1196, fma(_e1214, _e1203, _e1196), ((_e1161 && _e1131) && _e1135));
                    let _e1223 = arg1_.member[(((_e1029 * 9i) + (2i * 3i)) + 0i)];
                    let _e1224 = (_e1033 + 1i);
                    let _e1229 = ((_e1224 >= 0i) && (((-2i - _e1033) + 12i) >= 0i));
                    let _e1233 = min(max(_e1224, 0i), 11i);
                    let _e1242 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1233 * 10i)) + _e1085)];
                    let _e1244 = select(_e1216, fma(_e1242, _e1223, _e1216), ((_e1229 && _e1073) && _e1076));
                    let _e1251 = arg1_.member[(((_e1029 * 9i) + (2i * 3i)) + 1i)];
                    let _e1262 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1233 * 10i)) + _e1111)];
                    let _e1264 = select(_e1244, fma(_e1262, _e1251, _e1244), ((_e1229 && _e1104) && _e1108));
                    let _e1271 = arg1_.member[(((_e1029 * 9i) + (2i * 3i)) + 2i)];
                    let _e1282 = arg2_.member[((((_e1079 * 720i) + (_e1081 * 120i)) + (_e1233 * 10i)) + _e1138)];
                    arg0_.member[((((_e1026 * 720i) + (_e1029 * 120i)) + (_e1033 * 10i)) + _e1037)] = select(_e1264, fma(_e1282, _e1271, _e1264), ((_e1229 && _e1131) && _e1135));
                }
                continue;
                continuing {
                    phi_928_ = (_e1019 + 1i);
                }
            }
            continue;
            continuing {
                phi_920_ = (_e1016 + 1i);
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
