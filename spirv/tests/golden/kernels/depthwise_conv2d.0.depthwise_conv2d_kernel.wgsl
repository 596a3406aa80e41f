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
    var phi_59_: i32;
    var phi_64_: i32;
    var phi_104_: i32;
    var phi_105_: f32;
    var phi_110_: i32;
    var phi_111_: f32;
    var phi_155_: f32;
    var phi_158_: f32;

    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global;
    let _e30 = global;
    let _e32 = bitcast<i32>(_e30.z);
    let _e33 = global_1;
    let _e35 = bitcast<i32>(_e33.x);
    let _e36 = global_1;
    phi_59_ = 0i;
    loop {
        let _e41 = phi_59_;
        phi_64_ = 0i;
        loop {
            let _e43 = phi_64_;
            let _e44 = (_e32 / 12i);
            let _e47 = ((_e41 + (bitcast<i32>(_e27.y) * 6i)) + bitcast<i32>(_e36.y));
            let _e48 = (_e32 % 12i);
            let _e52 = ((_e43 + (_e26 * 16i)) + (_e35 * 2i));
            if (((((_e26 * -16i) - _e43) + (_e35 * -2i)) + 9i) >= 0i) {
                arg0_.member[((((_e44 * 720i) + (_e47 * 120i)) + (_e48 * 10i)) + _e52)] = 0f;
                let _e74 = arg0_.member[((((_e44 * 720i) + (_e47 * 120i)) + (_e48 * 10i)) + _e52)];
                phi_104_ = 0i;
                phi_105_ = _e74;
                loop {
                    let _e76 = phi_104_;
                    let _e78 = phi_105_;
                    phi_110_ = 0i;
                    phi_111_ = _e78;
                    loop {
                        let _e80 = phi_110_;
                        let _e82 = phi_111_;
                        let _e89 = arg1_.member[(((_e47 * 9i) + (_e76 * 3i)) + _e80)];
                        let _e91 = ((_e48 + _e76) + -1i);
                        let _e99 = ((_e52 + _e80) + -1i);
                        let _e123 = arg2_.member[((((min(max(_e44, 0i), 3i) * 720i) + (min(max(_e47, 0i), 5i) * 120i)) + (min(max(_e91, 0i), 11i) * 10i)) + min(max(_e99, 0i), 9i))];
                        let _e125 = select(_e82, fma(_e123, _e89, _e82), ((((_e91 >= 0i) && ((((_e48 * -1i) - _e76) + 12i) >= 0i)) && (_e99 >= 0i)) && ((((_e52 * -1i) - _e80) + 10i) >= 0i)));
                        continue;
                        continuing {
                            let _e126 = (_e80 + 1i);
                            phi_110_ = _e126;
                            phi_111_ = _e125;
                            phi_155_ = _e125;
                            break if !((_e126 < 3i));
                        }
                    }
                    let _e130 = phi_155_;
                    continue;
                    continuing {
                        let _e131 = (_e76 + 1i);
                        phi_104_ = _e131;
                        phi_105_ = _e130;
                        phi_158_ = _e130;
                        break if !((_e131 < 3i));
                    }
                }
                let _e135 = phi_158_;
                arg0_.member[((((_e44 * 720i) + (_e47 * 120i)) + (_e48 * 10i)) + _e52)] = _e135;
            }
            continue;
            continuing {
                let _e144 = (_e43 + 1i);
                phi_64_ = _e144;
                break if !((_e144 < 2i));
            }
        }
        continue;
        continuing {
            let _e147 = (_e41 + 1i);
            phi_59_ = _e147;
            break if !((_e147 < 6i));
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
