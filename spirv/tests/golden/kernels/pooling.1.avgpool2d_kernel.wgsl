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
    var phi_95_: i32;
    var phi_96_: f32;
    var phi_97_: f32;
    var phi_105_: i32;
    var phi_106_: f32;
    var phi_107_: f32;
    var local: f32;
    var local_1: f32;
    var phi_170_: i32;
    var phi_203_: i32;
    var phi_204_: f32;
    var phi_212_: i32;
    var phi_213_: f32;
    var local_2: f32;
    var local_3: f32;
    var local_4: f32;
    var local_5: f32;

    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = global;
    let _e30 = bitcast<i32>(_e28.z);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.x);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.y);
    let _e37 = global_1;
    let _e39 = bitcast<i32>(_e37.z);
    let _e40 = (_e27 * -16i);
    if ((_e40 + -2i) >= 0i) {
        let _e43 = (_e30 + _e39);
        let _e45 = ((_e27 * 16i) + _e36);
        let _e47 = ((_e24 * 10i) + _e33);
        let _e48 = (_e45 + 8i);
        arg0_.member[(((_e43 * 140i) + (_e45 * 10i)) + _e47)] = 0f;
        arg0_.member[(((_e43 * 140i) + (_e48 * 10i)) + _e47)] = 0f;
        let _e67 = arg0_.member[(((_e43 * 140i) + (_e45 * 10i)) + _e47)];
        let _e74 = arg0_.member[(((_e43 * 140i) + (_e48 * 10i)) + _e47)];
        phi_95_ = 0i;
        phi_96_ = _e67;
        phi_97_ = _e74;
        loop {
            let _e76 = phi_95_;
            let _e78 = phi_96_;
            let _e80 = phi_97_;
            local = _e78;
            local_1 = _e80;
            if (_e76 < 3i) {
            } else {
                break;
            }
            phi_105_ = 0i;
            phi_106_ = _e78;
            phi_107_ = _e80;
            loop {
                let _e83 = phi_105_;
                let _e85 = phi_106_;
                let _e87 = phi_107_;
                local_3 = _e85;
                local_4 = _e87;
                if (_e83 < 3i) {
                } else {
                    break;
                }
                let _e90 = (_e47 + _e83);
                let _e97 = arg1_.member[(((_e43 * 192i) + ((_e45 + _e76) * 12i)) + _e90)];
                let _e105 = arg1_.member[(((_e43 * 192i) + ((_e48 + _e76) * 12i)) + _e90)];
                continue;
                continuing {
                    phi_105_ = (_e83 + 1i);
                    phi_106_ = (_e85 + _e97);
                    phi_107_ = (_e87 + _e105);
                }
            }
            continue;
            continuing {
                phi_95_ = (_e76 + 1i);
                let _e230 = local_3;
                phi_96_ = _e230;
                let _e233 = local_4;
                phi_97_ = _e233;
            }
        }
        let _e117 = local;
        arg0_.member[(((_e43 * 140i) + (_e45 * 10i)) + _e47)] = _e117;
        let _e125 = local_1;
        arg0_.member[(((_e43 * 140i) + (_e48 * 10i)) + _e47)] = _e125;
        let _e132 = arg0_.member[(((_e43 * 140i) + (_e45 * 10i)) + _e47)];
        let _e139 = arg0_.member[(((_e43 * 140i) + (_e48 * 10i)) + _e47)];
        arg0_.member[(((_e43 * 140i) + (_e45 * 10i)) + _e47)] = (_e132 / 9f);
        arg0_.member[(((_e43 * 140i) + (_e48 * 10i)) + _e47)] = (_e139 / 9f);
    } else {
        phi_170_ = 0i;
        loop {
            let _e155 = phi_170_;
            if (_e155 < 2i) {
            } else {
                break;
            }
            let _e157 = (_e30 + _e39);
            let _e161 = (((_e155 * 8i) + (_e27 * 16i)) + _e36);
            let _e163 = ((_e24 * 10i) + _e33);
            if (((((_e155 * -8i) + _e40) - _e36) + 13i) >= 0i) {
                arg0_.member[(((_e157 * 140i) + (_e161 * 10i)) + _e163)] = 0f;
                let _e181 = arg0_.member[(((_e157 * 140i) + (_e161 * 10i)) + _e163)];
                phi_203_ = 0i;
                phi_204_ = _e181;
                loop {
                    let _e183 = phi_203_;
                    let _e185 = phi_204_;
                    local_2 = _e185;
                    if (_e183 < 3i) {
                    } else {
                        break;
                    }
                    phi_212_ = 0i;
                    phi_213_ = _e185;
                    loop {
                        let _e188 = phi_212_;
                        let _e190 = phi_213_;
                        local_5 = _e190;
                        if (_e188 < 3i) {
                        } else {
                            break;
                        }
                        let _e200 = arg1_.member[(((_e157 * 192i) + ((_e161 + _e183) * 12i)) + (_e163 + _e188))];
                        continue;
                        continuing {
                            phi_212_ = (_e188 + 1i);
                            phi_213_ = (_e190 + _e200);
                        }
                    }
                    continue;
                    continuing {
                        phi_203_ = (_e183 + 1i);
                        let _e243 = local_5;
                        phi_204_ = _e243;
                    }
                }
                let _e211 = local_2;
                arg0_.member[(((_e157 * 140i) + (_e161 * 10i)) + _e163)] = _e211;
                let _e218 = arg0_.member[(((_e157 * 140i) + (_e161 * 10i)) + _e163)];
                arg0_.member[(((_e157 * 140i) + (_e161 * 10i)) + _e163)] = (_e218 / 9f);
            }
            continue;
            continuing {
                phi_170_ = (_e155 + 1i);
            }
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
