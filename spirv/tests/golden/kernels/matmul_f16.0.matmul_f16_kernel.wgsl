enable f16;

struct type_3 {
    member: array<f16, 768>,
}

struct type_6 {
    member: array<f16, 512>,
}

struct type_9 {
    member: array<f16, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_f16_kernel_1() {
    var phi_104_: i32;
    var phi_105_: f16;
    var phi_106_: f16;
    var phi_107_: f16;
    var phi_108_: f16;
    var phi_109_: f16;
    var phi_110_: f16;
    var phi_111_: f16;
    var phi_112_: f16;
    var local: f16;
    var local_1: f16;
    var local_2: f16;
    var local_3: f16;
    var local_4: f16;
    var local_5: f16;
    var local_6: f16;
    var local_7: f16;
    var phi_183_: i32;
    var phi_189_: i32;
    var phi_214_: i32;
    var phi_215_: f16;
    var local_8: f16;
    var local_9: f16;
    var local_10: f16;
    var local_11: f16;
    var local_12: f16;
    var local_13: f16;
    var local_14: f16;
    var local_15: f16;
    var local_16: f16;
    var local_17: f16;

    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = (_e22 * -32i);
    if ((_e32 + -8i) >= 0i) {
        let _e36 = ((_e25 * 32i) + _e31);
        let _e38 = ((_e22 * 32i) + _e28);
        let _e39 = (_e38 + 16i);
        let _e40 = (_e36 + 8i);
        let _e41 = (_e36 + 16i);
        let _e42 = (_e36 + 24i);
        let _e47 = arg0_.member[((_e36 * 24i) + _e38)];
        let _e52 = arg0_.member[((_e36 * 24i) + _e39)];
        let _e57 = arg0_.member[((_e40 * 24i) + _e38)];
        let _e62 = arg0_.member[((_e40 * 24i) + _e39)];
        let _e67 = arg0_.member[((_e41 * 24i) + _e38)];
        let _e72 = arg0_.member[((_e41 * 24i) + _e39)];
        let _e77 = arg0_.member[((_e42 * 24i) + _e38)];
        let _e82 = arg0_.member[((_e42 * 24i) + _e39)];
        phi_104_ = 0i;
        phi_105_ = _e47;
        phi_106_ = _e52;
        phi_107_ = _e57;
        phi_108_ = _e62;
        phi_109_ = _e67;
        phi_110_ = _e72;
        phi_111_ = _e77;
        phi_112_ = _e82;
        loop {
            let _e84 = phi_104_;
            let _e86 = phi_105_;
            let _e88 = phi_106_;
            let _e90 = phi_107_;
            let _e92 = phi_108_;
            let _e94 = phi_109_;
            let _e96 = phi_110_;
            let _e98 = phi_111_;
            let _e100 = phi_112_;
            local = _e86;
            local_1 = _e88;
            local_2 = _e90;
            local_3 = _e92;
            local_4 = _e94;
            local_5 = _e96;
            local_6 = _e98;
            local_7 = _e100;
            if (_e84 < 16i) {
                let _e106 = arg1_.member[((_e36 * 16i) + _e84)];
                let _e111 = arg1_.member[((_e40 * 16i) + _e84)];
                let _e116 = arg1_.member[((_e41 * 16i) + _e84)];
                let _e121 = arg1_.member[((_e42 * 16i) + _e84)];
                let _e126 = arg2_.member[((_e84 * 24i) + _e38)];
                let _e131 = arg2_.member[((_e84 * 24i) + _e39)];
                local_9 = (_e86 + (_e106 * _e126));
                local_10 = (_e88 + (_e106 * _e131));
                local_11 = (_e90 + (_e111 * _e126));
                local_12 = (_e92 + (_e111 * _e131));
                local_13 = (_e94 + (_e116 * _e126));
                local_14 = (_e96 + (_e116 * _e131));
                local_15 = (_e98 + (_e121 * _e126));
                local_16 = (_e100 + (_e121 * _e131));
                continue;
            } else {
                break;
            }
            continuing {
                phi_104_ = (_e84 + 1i);
                let _e250 = local_9;
                phi_105_ = _e250;
                let _e253 = local_10;
                phi_106_ = _e253;
                let _e256 = local_11;
                phi_107_ = _e256;
                let _e259 = local_12;
                phi_108_ = _e259;
                let _e262 = local_13;
                phi_109_ = _e262;
                let _e265 = local_14;
                phi_110_ = _e265;
                let _e268 = local_15;
                phi_111_ = _e268;
                let _e271 = local_16;
                phi_112_ = _e271;
            }
        }
        let _e154 = local;
        arg0_.member[((_e36 * 24i) + _e38)] = _e154;
        let _e160 = local_1;
        arg0_.member[((_e36 * 24i) + _e39)] = _e160;
        let _e166 = local_2;
        arg0_.member[((_e40 * 24i) + _e38)] = _e166;
        let _e172 = local_3;
        arg0_.member[((_e40 * 24i) + _e39)] = _e172;
        let _e178 = local_4;
        arg0_.member[((_e41 * 24i) + _e38)] = _e178;
        let _e184 = local_5;
        arg0_.member[((_e41 * 24i) + _e39)] = _e184;
        let _e190 = local_6;
        arg0_.member[((_e42 * 24i) + _e38)] = _e190;
        let _e196 = local_7;
        arg0_.member[((_e42 * 24i) + _e39)] = _e196;
    } else {
        phi_183_ = 0i;
        loop {
            let _e198 = phi_183_;
            if (_e198 < 4i) {
                phi_189_ = 0i;
                loop {
                    let _e201 = phi_189_;
                    if (_e201 < 2i) {
                        let _e206 = (((_e198 * 8i) + (_e25 * 32i)) + _e31);
                        let _e210 = (((_e201 * 16i) + (_e22 * 32i)) + _e28);
                        if (((((_e201 * -16i) + _e32) - _e28) + 23i) >= 0i) {
                            let _e220 = arg0_.member[((_e206 * 24i) + _e210)];
                            phi_214_ = 0i;
                            phi_215_ = _e220;
                            loop {
                                let _e222 = phi_214_;
                                let _e224 = phi_215_;
                                local_8 = _e224;
                                if (_e222 < 16i) {
                                    let _e230 = arg1_.member[((_e206 * 16i) + _e222)];
                                    let _e235 = arg2_.member[((_e222 * 24i) + _e210)];
                                    local_17 = (_e224 + (_e230 * _e235));
                                    continue;
                                } else {
                                    break;
                                }
                                continuing {
                                    phi_214_ = (_e222 + 1i);
                                    let _e285 = local_17;
                                    phi_215_ = _e285;
                                }
                            }
                            let _e244 = local_8;
                            arg0_.member[((_e206 * 24i) + _e210)] = _e244;
                        }
                        continue;
                    } else {
                        break;
                    }
                    continuing {
                        phi_189_ = (_e201 + 1i);
                    }
                }
                continue;
            } else {
                break;
            }
            continuing {
                phi_183_ = (_e198 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn matmul_f16_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_f16_kernel_1();
}
