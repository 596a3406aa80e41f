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
    var phi_47_: i32;
    var phi_52_: i32;
    var phi_87_: i32;
    var phi_88_: f32;
    var phi_93_: i32;
    var phi_94_: f32;
    var phi_137_: f32;
    var phi_140_: f32;
    var phi_141_: f32;
    var phi_144_: f32;

    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.z);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.x);
    phi_47_ = 0i;
    loop {
        let _e29 = phi_47_;
        phi_52_ = 0i;
        loop {
            let _e31 = phi_52_;
            let _e32 = (_e24 / 12i);
            let _e33 = (_e24 % 12i);
            let _e35 = (_e31 + (_e27 * 2i));
            if ((((0i - _e31) + (_e27 * -2i)) + 9i) >= 0i) {
                arg0_.member[((((_e32 * 720i) + (_e29 * 120i)) + (_e33 * 10i)) + _e35)] = 0f;
                let _e57 = arg0_.member[((((_e32 * 720i) + (_e29 * 120i)) + (_e33 * 10i)) + _e35)];
                phi_87_ = 0i;
                phi_88_ = _e57;
                loop {
                    let _e59 = phi_87_;
                    let _e61 = phi_88_;
                    phi_93_ = 0i;
                    phi_94_ = _e61;
                    loop {
                        let _e63 = phi_93_;
                        let _e65 = phi_94_;
                        let _e72 = arg1_.member[(((_e29 * 9i) + (_e59 * 3i)) + _e63)];
                        let _e74 = ((_e33 + _e59) + -1i);
                        let _e82 = ((_e35 + _e63) + -1i);
                        let _e106 = arg2_.member[((((min(max(_e32, 0i), 3i) * 720i) + (min(max(_e29, 0i), 5i) * 120i)) + (min(max(_e74, 0i), 11i) * 10i)) + min(max(_e82, 0i), 9i))];
                        phi_137_ = select(_e65, (_e65 + (_e106 * _e72)), ((((_e74 >= 0i) && ((((_e33 * -1i) - _e59) + 12i) >= 0i)) && (_e82 >= 0i)) && ((((_e35 * -1i) - _e63) + 10i) >= 0i)));
                        continue;
                        continuing {
                            let _e111 = phi_137_;
                            let _e112 = (_e63 + 1i);
                            phi_93_ = _e112;
                            phi_94_ = _e111;
                            phi_140_ = _e111;
                            break if !((_e112 < 3i));
                        }
                    }
                    let _e116 = phi_140_;
                    phi_141_ = _e116;
                    continue;
                    continuing {
                        let _e118 = phi_141_;
                        let _e119 = (_e59 + 1i);
                        phi_87_ = _e119;
                        phi_88_ = _e118;
                        phi_144_ = _e118;
                        break if !((_e119 < 3i));
                    }
                }
                let _e123 = phi_144_;
                arg0_.member[((((_e32 * 720i) + (_e29 * 120i)) + (_e33 * 10i)) + _e35)] = _e123;
            }
            continue;
            continuing {
                let _e132 = (_e31 + 1i);
                phi_52_ = _e132;
                break if !((_e132 < 2i));
            }
        }
        continue;
        continuing {
            let _e135 = (_e29 + 1i);
            phi_47_ = _e135;
            break if !((_e135 < 6i));
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
