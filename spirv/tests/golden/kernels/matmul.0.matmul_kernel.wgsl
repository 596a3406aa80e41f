struct type_3 {
    member: array<f32, 3072>,
}

struct type_6 {
    member: array<f32, 2048>,
}

struct type_9 {
    member: array<f32, 1536>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_kernel_1() {
    var phi_109_: i32;
    var phi_110_: f32;
    var phi_111_: f32;
    var phi_112_: f32;
    var phi_113_: f32;
    var phi_114_: f32;
    var phi_115_: f32;
    var phi_116_: f32;
    var phi_117_: f32;
    var phi_118_: f32;
    var phi_119_: f32;
    var phi_120_: f32;
    var phi_121_: f32;
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

    let _e15 = global;
    let _e18 = global;
    let _e21 = global_1;
    let _e24 = global_1;
    let _e28 = ((bitcast<i32>(_e18.y) * 32i) + bitcast<i32>(_e24.y));
    let _e30 = ((bitcast<i32>(_e15.x) * 48i) + bitcast<i32>(_e21.x));
    let _e31 = (_e30 + 16i);
    let _e32 = (_e30 + 32i);
    let _e33 = (_e28 + 8i);
    let _e34 = (_e28 + 16i);
    let _e35 = (_e28 + 24i);
    let _e40 = arg0_.member[((_e28 * 48i) + _e30)];
    let _e45 = arg0_.member[((_e28 * 48i) + _e31)];
    let _e50 = arg0_.member[((_e28 * 48i) + _e32)];
    let _e55 = arg0_.member[((_e33 * 48i) + _e30)];
    let _e60 = arg0_.member[((_e33 * 48i) + _e31)];
    let _e65 = arg0_.member[((_e33 * 48i) + _e32)];
    let _e70 = arg0_.member[((_e34 * 48i) + _e30)];
    let _e75 = arg0_.member[((_e34 * 48i) + _e31)];
    let _e80 = arg0_.member[((_e34 * 48i) + _e32)];
    let _e85 = arg0_.member[((_e35 * 48i) + _e30)];
    let _e90 = arg0_.member[((_e35 * 48i) + _e31)];
    let _e95 = arg0_.member[((_e35 * 48i) + _e32)];
    phi_109_ = 0i;
    phi_110_ = _e40;
    phi_111_ = _e45;
    phi_112_ = _e50;
    phi_113_ = _e55;
    phi_114_ = _e60;
    phi_115_ = _e65;
    phi_116_ = _e70;
    phi_117_ = _e75;
    phi_118_ = _e80;
    phi_119_ = _e85;
    phi_120_ = _e90;
    phi_121_ = _e95;
    loop {
        let _e97 = phi_109_;
        let _e99 = phi_110_;
        let _e101 = phi_111_;
        let _e103 = phi_112_;
        let _e105 = phi_113_;
        let _e107 = phi_114_;
        let _e109 = phi_115_;
        let _e111 = phi_116_;
        let _e113 = phi_117_;
        let _e115 = phi_118_;
        let _e117 = phi_119_;
        let _e119 = phi_120_;
        let _e121 = phi_121_;
        local = _e99;
        local_1 = _e101;
        local_2 = _e103;
        local_3 = _e105;
        local_4 = _e107;
        local_5 = _e109;
        local_6 = _e111;
        local_7 = _e113;
        local_8 = _e115;
        local_9 = _e117;
        local_10 = _e119;
        local_11 = _e121;
        if (_e97 < 32i) {
            let _e127 = arg1_.member[((_e28 * 32i) + _e97)];
            let _e132 = arg1_.member[((_e33 * 32i) + _e97)];
            let _e137 = arg1_.member[((_e34 * 32i) + _e97)];
            let _e142 = arg1_.member[((_e35 * 32i) + _e97)];
            let _e147 = arg2_.member[((_e97 * 48i) + _e30)];
            let _e152 = arg2_.member[((_e97 * 48i) + _e31)];
            let _e157 = arg2_.member[((_e97 * 48i) + _e32)];
            local_12 = (_e99 + (_e127 * _e147));
            local_13 = (_e101 + (_e127 * _e152));
            local_14 = (_e103 + (_e127 * _e157));
            local_15 = (_e105 + (_e132 * _e147));
            local_16 = (_e107 + (_e132 * _e152));
            local_17 = (_e109 + (_e132 * _e157));
            local_18 = (_e111 + (_e137 * _e147));
            local_19 = (_e113 + (_e137 * _e152));
            local_20 = (_e115 + (_e137 * _e157));
            local_21 = (_e117 + (_e142 * _e147));
            local_22 = (_e119 + (_e142 * _e152));
            local_23 = (_e121 + (_e142 * _e157));
            continue;
        } else {
            break;
        }
        continuing {
            phi_109_ = (_e97 + 1i);
            let _e258 = local_12;
            phi_110_ = _e258;
            let _e261 = local_13;
            phi_111_ = _e261;
            let _e264 = local_14;
            phi_112_ = _e264;
            let _e267 = local_15;
            phi_113_ = _e267;
            let _e270 = local_16;
            phi_114_ = _e270;
            let _e273 = local_17;
            phi_115_ = _e273;
            let _e276 = local_18;
            phi_116_ = _e276;
            let _e279 = local_19;
            phi_117_ = _e279;
            let _e282 = local_20;
            phi_118_ = _e282;
            let _e285 = local_21;
            phi_119_ = _e285;
            let _e288 = local_22;
            phi_120_ = _e288;
            let _e291 = local_23;
            phi_121_ = _e291;
        }
    }
    let _e188 = local;
    arg0_.member[((_e28 * 48i) + _e30)] = _e188;
    let _e194 = local_1;
    arg0_.member[((_e28 * 48i) + _e31)] = _e194;
    let _e200 = local_2;
    arg0_.member[((_e28 * 48i) + _e32)] = _e200;
    let _e206 = local_3;
    arg0_.member[((_e33 * 48i) + _e30)] = _e206;
    let _e212 = local_4;
    arg0_.member[((_e33 * 48i) + _e31)] = _e212;
    let _e218 = local_5;
    arg0_.member[((_e33 * 48i) + _e32)] = _e218;
    let _e224 = local_6;
    arg0_.member[((_e34 * 48i) + _e30)] = _e224;
    let _e230 = local_7;
    arg0_.member[((_e34 * 48i) + _e31)] = _e230;
    let _e236 = local_8;
    arg0_.member[((_e34 * 48i) + _e32)] = _e236;
    let _e242 = local_9;
    arg0_.member[((_e35 * 48i) + _e30)] = _e242;
    let _e248 = local_10;
    arg0_.member[((_e35 * 48i) + _e31)] = _e248;
    let _e254 = local_11;
    arg0_.member[((_e35 * 48i) + _e32)] = _e254;
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn matmul_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_kernel_1();
}
