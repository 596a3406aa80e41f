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
    var phi_90_: f32;
    var phi_93_: f32;
    var phi_94_: f32;
    var phi_97_: f32;
    var phi_137_: i32;
    var phi_138_: f32;
    var phi_143_: i32;
    var phi_144_: f32;
    var phi_154_: f32;
    var phi_157_: f32;
    var phi_158_: f32;
    var phi_161_: f32;

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
                phi_90_ = (_e56 + _e65);
                continue;
                continuing {
                    let _e68 = phi_90_;
                    let _e69 = (_e54 + 1i);
                    phi_77_ = _e69;
                    phi_78_ = _e68;
                    phi_93_ = _e68;
                    break if !((_e69 < 3i));
                }
            }
            let _e73 = phi_93_;
            phi_94_ = _e73;
            continue;
            continuing {
                let _e75 = phi_94_;
                let _e76 = (_e50 + 1i);
                phi_71_ = _e76;
                phi_72_ = _e75;
                phi_97_ = _e75;
                break if !((_e76 < 3i));
            }
        }
        let _e80 = phi_97_;
        arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)] = _e80;
        let _e93 = arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)];
        arg0_.member[(((_e24 * 140i) + (_e35 * 10i)) + _e27)] = (_e93 / 9f);
    } else {
        let _e102 = ((_e21 * 8i) + _e30);
        if (((_e31 - _e30) + 13i) >= 0i) {
            arg0_.member[(((_e24 * 140i) + (_e102 * 10i)) + _e27)] = 0f;
            let _e118 = arg0_.member[(((_e24 * 140i) + (_e102 * 10i)) + _e27)];
            phi_137_ = 0i;
            phi_138_ = _e118;
            loop {
                let _e120 = phi_137_;
                let _e122 = phi_138_;
                phi_143_ = 0i;
                phi_144_ = _e122;
                loop {
                    let _e124 = phi_143_;
                    let _e126 = phi_144_;
                    let _e135 = arg1_.member[(((_e24 * 192i) + ((_e102 + _e120) * 12i)) + (_e27 + _e124))];
                    phi_154_ = (_e126 + _e135);
                    continue;
                    continuing {
                        let _e138 = phi_154_;
                        let _e139 = (_e124 + 1i);
                        phi_143_ = _e139;
                        phi_144_ = _e138;
                        phi_157_ = _e138;
                        break if !((_e139 < 3i));
                    }
                }
                let _e143 = phi_157_;
                phi_158_ = _e143;
                continue;
                continuing {
                    let _e145 = phi_158_;
                    let _e146 = (_e120 + 1i);
                    phi_137_ = _e146;
                    phi_138_ = _e145;
                    phi_161_ = _e145;
                    break if !((_e146 < 3i));
                }
            }
            let _e150 = phi_161_;
            arg0_.member[(((_e24 * 140i) + (_e102 * 10i)) + _e27)] = _e150;
            let _e163 = arg0_.member[(((_e24 * 140i) + (_e102 * 10i)) + _e27)];
            arg0_.member[(((_e24 * 140i) + (_e102 * 10i)) + _e27)] = (_e163 / 9f);
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
