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

fn conv2d_nchw_kernel_1() {
    var phi_53_: i32;
    var phi_58_: i32;
    var phi_94_: i32;
    var phi_95_: f32;
    var phi_100_: i32;
    var phi_101_: f32;
    var phi_106_: i32;
    var phi_107_: f32;
    var phi_157_: f32;
    var phi_160_: f32;
    var phi_161_: f32;
    var phi_164_: f32;
    var phi_165_: f32;
    var phi_168_: f32;

    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.z);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.x);
    phi_53_ = 0i;
    loop {
        let _e36 = phi_53_;
        phi_58_ = 0i;
        loop {
            let _e38 = phi_58_;
            let _e39 = (_e31 / 9i);
            let _e40 = (_e31 % 9i);
            let _e42 = (_e38 + (_e34 * 2i));
            if ((((0i - _e38) + (_e34 * -2i)) + 9i) >= 0i) {
                arg0_.member[((((_e39 * 720i) + (_e36 * 90i)) + (_e40 * 10i)) + _e42)] = 0f;
                let _e64 = arg0_.member[((((_e39 * 720i) + (_e36 * 90i)) + (_e40 * 10i)) + _e42)];
                phi_94_ = 0i;
                phi_95_ = _e64;
                loop {
                    let _e66 = phi_94_;
                    let _e68 = phi_95_;
                    phi_100_ = 0i;
                    phi_101_ = _e68;
                    loop {
                        let _e70 = phi_100_;
                        let _e72 = phi_101_;
                        phi_106_ = 0i;
                        phi_107_ = _e72;
                        loop {
                            let _e74 = phi_106_;
                            let _e76 = phi_107_;
                            let _e85 = arg1_.member[((((_e36 * 54i) + (_e66 * 9i)) + (_e70 * 3i)) + _e74)];
                            let _e88 = (((_e40 * 2i) + _e70) + -1i);
                            let _e97 = (((_e42 * 2i) + _e74) + -1i);
                            let _e121 = arg2_.member[((((min(max(_e39, 0i), 3i) * 1938i) + (min(max(_e66, 0i), 5i) * 323i)) + (min(max(_e88, 0i), 16i) * 19i)) + min(max(_e97, 0i), 18i))];
                            phi_157_ = select(_e76, (_e76 + (_e121 * _e85)), ((((_e88 >= 0i) && ((((_e40 * -2i) - _e70) + 17i) >= 0i)) && (_e97 >= 0i)) && ((((_e42 * -2i) - _e74) + 19i) >= 0i)));
                            continue;
                            continuing {
                                let _e126 = phi_157_;
                                let _e127 = (_e74 + 1i);
                                phi_106_ = _e127;
                                phi_107_ = _e126;
                                phi_160_ = _e126;
                                break if !((_e127 < 3i));
                            }
                        }
                        let _e131 = phi_160_;
                        phi_161_ = _e131;
                        continue;
                        continuing {
                            let _e133 = phi_161_;
                            let _e134 = (_e70 + 1i);
                            phi_100_ = _e134;
                            phi_101_ = _e133;
                            phi_164_ = _e133;
                            break if !((_e134 < 3i));
                        }
                    }
                    let _e138 = phi_164_;
                    phi_165_ = _e138;
                    continue;
                    continuing {
                        let _e140 = phi_165_;
                        let _e141 = (_e66 + 1i);
                        phi_94_ = _e141;
                        phi_95_ = _e140;
                        phi_168_ = _e140;
                        break if !((_e141 < 6i));
                    }
                }
                let _e145 = phi_168_;
                arg0_.member[((((_e39 * 720i) + (_e36 * 90i)) + (_e40 * 10i)) + _e42)] = _e145;
            }
            continue;
            continuing {
                let _e154 = (_e38 + 1i);
                phi_58_ = _e154;
                break if !((_e154 < 2i));
            }
        }
        continue;
        continuing {
            let _e157 = (_e36 + 1i);
            phi_53_ = _e157;
            break if !((_e157 < 8i));
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn conv2d_nchw_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    conv2d_nchw_kernel_1();
}
