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
    var phi_86_: i32;
    var phi_87_: f32;
    var phi_101_: f32;
    var phi_104_: f32;
    var phi_147_: i32;
    var phi_148_: f32;
    var phi_153_: i32;
    var phi_154_: f32;
    var phi_166_: f32;
    var phi_169_: f32;

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
            phi_86_ = 0i;
            phi_87_ = _e61;
            loop {
                let _e63 = phi_86_;
                let _e65 = phi_87_;
                let _e74 = arg1_.member[(((_e40 * 192i) + ((_e42 + _e59) * 12i)) + (_e44 + _e63))];
                let _e75 = (_e65 + _e74);
                continue;
                continuing {
                    let _e76 = (_e63 + 1i);
                    phi_86_ = _e76;
                    phi_87_ = _e75;
                    phi_101_ = _e75;
                    break if !((_e76 < 3i));
                }
            }
            let _e80 = phi_101_;
            continue;
            continuing {
                let _e81 = (_e59 + 1i);
                phi_80_ = _e81;
                phi_81_ = _e80;
                phi_104_ = _e80;
                break if !((_e81 < 3i));
            }
        }
        let _e85 = phi_104_;
        arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)] = _e85;
        let _e98 = arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)];
        arg0_.member[(((_e40 * 140i) + (_e42 * 10i)) + _e44)] = (_e98 / 9f);
    } else {
        let _e106 = (_e27 + _e36);
        let _e108 = ((_e24 * 8i) + _e33);
        let _e110 = ((_e21 * 10i) + _e30);
        if (((_e37 - _e33) + 13i) >= 0i) {
            arg0_.member[(((_e106 * 140i) + (_e108 * 10i)) + _e110)] = 0f;
            let _e126 = arg0_.member[(((_e106 * 140i) + (_e108 * 10i)) + _e110)];
            phi_147_ = 0i;
            phi_148_ = _e126;
            loop {
                let _e128 = phi_147_;
                let _e130 = phi_148_;
                phi_153_ = 0i;
                phi_154_ = _e130;
                loop {
                    let _e132 = phi_153_;
                    let _e134 = phi_154_;
                    let _e143 = arg1_.member[(((_e106 * 192i) + ((_e108 + _e128) * 12i)) + (_e110 + _e132))];
                    let _e144 = (_e134 + _e143);
                    continue;
                    continuing {
                        let _e145 = (_e132 + 1i);
                        phi_153_ = _e145;
                        phi_154_ = _e144;
                        phi_166_ = _e144;
                        break if !((_e145 < 3i));
                    }
                }
                let _e149 = phi_166_;
                continue;
                continuing {
                    let _e150 = (_e128 + 1i);
                    phi_147_ = _e150;
                    phi_148_ = _e149;
                    phi_169_ = _e149;
                    break if !((_e150 < 3i));
                }
            }
            let _e154 = phi_169_;
            arg0_.member[(((_e106 * 140i) + (_e108 * 10i)) + _e110)] = _e154;
            let _e167 = arg0_.member[(((_e106 * 140i) + (_e108 * 10i)) + _e110)];
            arg0_.member[(((_e106 * 140i) + (_e108 * 10i)) + _e110)] = (_e167 / 9f);
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
