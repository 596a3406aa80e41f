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
    var phi_64_: i32;
    var phi_69_: i32;
    var phi_110_: i32;
    var phi_111_: f32;
    var phi_116_: i32;
    var phi_117_: f32;
    var phi_122_: i32;
    var phi_123_: f32;
    var phi_174_: f32;
    var phi_177_: f32;
    var phi_180_: f32;

    let _e30 = global;
    let _e32 = bitcast<i32>(_e30.x);
    let _e33 = global;
    let _e36 = global;
    let _e38 = bitcast<i32>(_e36.z);
    let _e39 = global_1;
    let _e41 = bitcast<i32>(_e39.x);
    let _e42 = global_1;
    phi_64_ = 0i;
    loop {
        let _e47 = phi_64_;
        phi_69_ = 0i;
        loop {
            let _e49 = phi_69_;
            let _e50 = (_e38 / 9i);
            let _e53 = ((_e47 + (bitcast<i32>(_e33.y) * 8i)) + bitcast<i32>(_e42.y));
            let _e54 = (_e38 % 9i);
            let _e58 = ((_e49 + (_e32 * 16i)) + (_e41 * 2i));
            if (((((_e32 * -16i) - _e49) + (_e41 * -2i)) + 9i) >= 0i) {
                arg0_.member[((((_e50 * 720i) + (_e53 * 90i)) + (_e54 * 10i)) + _e58)] = 0f;
                let _e80 = arg0_.member[((((_e50 * 720i) + (_e53 * 90i)) + (_e54 * 10i)) + _e58)];
                phi_110_ = 0i;
                phi_111_ = _e80;
                loop {
                    let _e82 = phi_110_;
                    let _e84 = phi_111_;
                    phi_116_ = 0i;
                    phi_117_ = _e84;
                    loop {
                        let _e86 = phi_116_;
                        let _e88 = phi_117_;
                        phi_122_ = 0i;
                        phi_123_ = _e88;
                        loop {
                            let _e90 = phi_122_;
                            let _e92 = phi_123_;
                            let _e101 = arg1_.member[((((_e53 * 54i) + (_e82 * 9i)) + (_e86 * 3i)) + _e90)];
                            let _e104 = (((_e54 * 2i) + _e86) + -1i);
                            let _e113 = (((_e58 * 2i) + _e90) + -1i);
                            let _e137 = arg2_.member[((((min(max(_e50, 0i), 3i) * 1938i) + (min(max(_e82, 0i), 5i) * 323i)) + (min(max(_e104, 0i), 16i) * 19i)) + min(max(_e113, 0i), 18i))];
                            let _e139 = select(_e92, fma(_e137, _e101, _e92), ((((_e104 >= 0i) && ((((_e54 * -2i) - _e86) + 17i) >= 0i)) && (_e113 >= 0i)) && ((((_e58 * -2i) - _e90) + 19i) >= 0i)));
                            continue;
                            continuing {
                                let _e140 = (_e90 + 1i);
                                phi_122_ = _e140;
                                phi_123_ = _e139;
                                phi_174_ = _e139;
                                break if !((_e140 < 3i));
                            }
                        }
                        let _e144 = phi_174_;
                        continue;
                        continuing {
                            let _e145 = (_e86 + 1i);
                            phi_116_ = _e145;
                            phi_117_ = _e144;
                            phi_177_ = _e144;
                            break if !((_e145 < 3i));
                        }
                    }
                    let _e149 = phi_177_;
                    continue;
                    continuing {
                        let _e150 = (_e82 + 1i);
                        phi_110_ = _e150;
                        phi_111_ = _e149;
                        phi_180_ = _e149;
                        break if !((_e150 < 6i));
                    }
                }
                let _e154 = phi_180_;
                arg0_.member[((((_e50 * 720i) + (_e53 * 90i)) + (_e54 * 10i)) + _e58)] = _e154;
            }
            continue;
            continuing {
                let _e163 = (_e49 + 1i);
                phi_69_ = _e163;
                break if !((_e163 < 2i));
            }
        }
        continue;
        continuing {
            let _e166 = (_e47 + 1i);
            phi_64_ = _e166;
            break if !((_e166 < 8i));
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
