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
    var phi_60_: i32;
    var phi_65_: i32;
    var phi_105_: i32;
    var phi_106_: f32;
    var phi_111_: i32;
    var phi_112_: f32;
    var phi_156_: f32;
    var phi_159_: f32;

    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global;
    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.z);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.x);
    let _e37 = global_1;
    phi_60_ = 0i;
    loop {
        let _e42 = phi_60_;
        phi_65_ = 0i;
        loop {
            let _e44 = phi_65_;
            let _e45 = (_e33 / 12i);
            let _e48 = ((_e42 + (bitcast<i32>(_e28.y) * 6i)) + bitcast<i32>(_e37.y));
            let _e49 = (_e33 % 12i);
            let _e53 = (((_e44 * 8i) + (_e27 * 16i)) + _e36);
            if (((((_e44 * -8i) + (_e27 * -16i)) - _e36) + 9i) >= 0i) {
                arg0_.member[((((_e45 * 720i) + (_e48 * 120i)) + (_e49 * 10i)) + _e53)] = 0f;
                let _e75 = arg0_.member[((((_e45 * 720i) + (_e48 * 120i)) + (_e49 * 10i)) + _e53)];
                phi_105_ = 0i;
                phi_106_ = _e75;
                loop {
                    let _e77 = phi_105_;
                    let _e79 = phi_106_;
                    phi_111_ = 0i;
                    phi_112_ = _e79;
                    loop {
                        let _e81 = phi_111_;
                        let _e83 = phi_112_;
                        let _e90 = arg1_.member[(((_e48 * 9i) + (_e77 * 3i)) + _e81)];
                        let _e92 = ((_e49 + _e77) + -1i);
                        let _e100 = ((_e53 + _e81) + -1i);
                        let _e124 = arg2_.member[((((min(max(_e45, 0i), 3i) * 720i) + (min(max(_e48, 0i), 5i) * 120i)) + (min(max(_e92, 0i), 11i) * 10i)) + min(max(_e100, 0i), 9i))];
                        let _e126 = select(_e83, fma(_e124, _e90, _e83), ((((_e92 >= 0i) && ((((_e49 * -1i) - _e77) + 12i) >= 0i)) && (_e100 >= 0i)) && ((((_e53 * -1i) - _e81) + 10i) >= 0i)));
                        continue;
                        continuing {
                            let _e127 = (_e81 + 1i);
                            phi_111_ = _e127;
                            phi_112_ = _e126;
                            phi_156_ = _e126;
                            break if !((_e127 < 3i));
                        }
                    }
                    let _e131 = phi_156_;
                    continue;
                    continuing {
                        let _e132 = (_e77 + 1i);
                        phi_105_ = _e132;
                        phi_106_ = _e131;
                        phi_159_ = _e131;
                        break if !((_e132 < 3i));
                    }
                }
                let _e136 = phi_159_;
                arg0_.member[((((_e45 * 720i) + (_e48 * 120i)) + (_e49 * 10i)) + _e53)] = _e136;
            }
            continue;
            continuing {
                let _e145 = (_e44 + 1i);
                phi_65_ = _e145;
                break if !((_e145 < 2i));
            }
        }
        continue;
        continuing {
            let _e148 = (_e42 + 1i);
            phi_60_ = _e148;
            break if !((_e148 < 6i));
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
