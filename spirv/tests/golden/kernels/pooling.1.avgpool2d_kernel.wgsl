struct type_3 {
    member: array<f32, 560>,
}

struct type_6 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn avgpool2d_kernel_1() {
    var phi_80_: i32;
    var phi_81_: f32;
    var phi_89_: i32;
    var phi_90_: f32;
    var local: f32;
    var phi_149_: i32;
    var phi_150_: f32;
    var phi_158_: i32;
    var phi_159_: f32;
    var local_1: f32;
    var local_2: f32;
    var local_3: f32;

    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.x);
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.y);
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.z);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.y);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.z);
    let _e37 = (_e24 * -8i);
    if ((_e37 + 6i) >= 0i) {
        let _e40 = (_e27 + _e36);
        let _e42 = ((_e24 * 8i) + _e33);
        let _e44 = ((_e21 * 10i) + _e30);
        arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)] = 0f;
        let _e57 = arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)];
        phi_80_ = 0i;
        phi_81_ = _e57;
        loop {
            let _e59 = phi_80_;
            let _e61 = phi_81_;
            local = _e61;
            if (_e59 < 3i) {
            } else {
                break;
            }
            phi_89_ = 0i;
            phi_90_ = _e61;
            loop {
                let _e64 = phi_89_;
                let _e66 = phi_90_;
                local_2 = _e66;
                if (_e64 < 3i) {
                } else {
                    break;
                }
                let _e76 = arg1_.member[(((_e40 * 192i) + ((_e42 + _e59) * 12i)) + (_e44 + _e64))];
                continue;
                continuing {
                    phi_89_ = (_e64 + 1i);
                    phi_90_ = (_e66 + _e76);
                }
            }
            continue;
            continuing {
                phi_80_ = (_e59 + 1i);
                let _e170 = local_2;
                phi_81_ = _e170;
            }
        }
        let _e87 = local;
        arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)] = _e87;
        let _e94 = arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)];
        arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)] = (_e94 / 9f);
    } else {
        let _e102 = (_e27 + _e36);
        let _e104 = ((_e24 * 8i) + _e33);
        let _e106 = ((_e21 * 10i) + _e30);
        if (((_e37 - _e33) + 13i) >= 0i) {
            arg0_.member[(((_e102 * 140i) + (_e104 * 10i)) + _e106)] = 0f;
            let _e122 = arg0_.member[(((_e102 * 140i) + (_e104 * 10i)) + _e106)];
            phi_149_ = 0i;
            phi_150_ = _e122;
            loop {
                let _e124 = phi_149_;
                let _e126 = phi_150_;
                local_1 = _e126;
                if (_e124 < 3i) {
                } else {
                    break;
                }
                phi_158_ = 0i;
                phi_159_ = _e126;
                loop {
                    let _e129 = phi_158_;
                    let _e131 = phi_159_;
                    local_3 = _e131;
                    if (_e129 < 3i) {
                    } else {
                        break;
                    }
                    let _e141 = arg1_.member[(((_e102 * 192i) + ((_e104 + _e124) * 12i)) + (_e106 + _e129))];
                    continue;
                    continuing {
                        phi_158_ = (_e129 + 1i);
                        phi_159_ = (_e131 + _e141);
                    }
                }
                continue;
                continuing {
                    phi_149_ = (_e124 + 1i);
                    let _e177 = local_3;
                    phi_150_ = _e177;
                }
            }
            let _e152 = local_1;
            arg0_.member[(((_e102 * 140i) + (_e104 * 10i)) + _e106)] = _e152;
            let _e159 = arg0_.member[(((_e102 * 140i) + (_e104 * 10i)) + _e106)];
            arg0_.member[(((_e102 * 140i) + (_e104 * 10i)) + _e106)] = (_e159 / 9f);
        }
    }
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn avgpool2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    avgpool2d_kernel_1();
}
