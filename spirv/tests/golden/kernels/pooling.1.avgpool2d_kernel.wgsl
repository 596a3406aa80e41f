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
    var phi_71_: i32;
    var phi_72_: f32;
    var phi_77_: i32;
    var phi_78_: f32;
    var phi_92_: f32;
    var phi_95_: f32;
    var phi_135_: i32;
    var phi_136_: f32;
    var phi_141_: i32;
    var phi_142_: f32;
    var phi_154_: f32;
    var phi_157_: f32;

    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.y);
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.z);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.y);
    let _e31 = (_e21 * -8i);
    if ((_e31 + 6i) >= 0i) {
        let _e35 = ((_e21 * 8i) + _e30);
        arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)] = 0f;
        let _e48 = arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)];
        phi_71_ = 0i;
        phi_72_ = _e48;
        loop {
            let _e50 = phi_71_;
            let _e52 = phi_72_;
            phi_77_ = 0i;
            phi_78_ = _e52;
            loop {
                let _e54 = phi_77_;
                let _e56 = phi_78_;
                let _e65 = arg1_.member[(((_e24 * 192i) + ((_e35 + _e50) * 12i)) + (_e27 + _e54))];
                let _e66 = (_e56 + _e65);
                continue;
                continuing {
                    let _e67 = (_e54 + 1i);
                    phi_77_ = _e67;
                    phi_78_ = _e66;
                    phi_92_ = _e66;
                    break if !((_e67 < 3i));
                }
            }
            let _e71 = phi_92_;
            continue;
            continuing {
                let _e72 = (_e50 + 1i);
                phi_71_ = _e72;
                phi_72_ = _e71;
                phi_95_ = _e71;
                break if !((_e72 < 3i));
            }
        }
        let _e76 = phi_95_;
        arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)] = _e76;
        let _e89 = arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)];
        arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)] = (_e89 / 9f);
    } else {
        let _e98 = ((_e21 * 8i) + _e30);
        if (((_e31 - _e30) + 13i) >= 0i) {
            arg0_.member[(((_e24 * 140i) + (_e98 * 10i)) + _e27)] = 0f;
            let _e114 = arg0_.member[(((_e24 * 140i) + (_e98 * 10i)) + _e27)];
            phi_135_ = 0i;
            phi_136_ = _e114;
            loop {
                let _e116 = phi_135_;
                let _e118 = phi_136_;
                phi_141_ = 0i;
                phi_142_ = _e118;
                loop {
                    let _e120 = phi_141_;
                    let _e122 = phi_142_;
                    let _e131 = arg1_.member[(((_e24 * 192i) + ((_e98 + _e116) * 12i)) + (_e27 + _e120))];
                    let _e132 = (_e122 + _e131);
                    continue;
                    continuing {
                        let _e133 = (_e120 + 1i);
                        phi_141_ = _e133;
                        phi_142_ = _e132;
                        phi_154_ = _e132;
                        break if !((_e133 < 3i));
                    }
                }
                let _e137 = phi_154_;
                continue;
                continuing {
                    let _e138 = (_e116 + 1i);
                    phi_135_ = _e138;
                    phi_136_ = _e137;
                    phi_157_ = _e137;
                    break if !((_e138 < 3i));
                }
            }
            let _e142 = phi_157_;
            arg0_.member[(((_e24 * 140i) + (_e98 * 10i)) + _e27)] = _e142;
            let _e155 = arg0_.member[(((_e24 * 140i) + (_e98 * 10i)) + _e27)];
            arg0_.member[(((_e24 * 140i) + (_e98 * 10i)) + _e27)] = (_e155 / 9f);
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
