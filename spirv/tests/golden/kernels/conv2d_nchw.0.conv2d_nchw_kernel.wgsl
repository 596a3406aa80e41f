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
    var phi_65_: i32;
    var phi_70_: i32;
    var phi_111_: i32;
    var phi_112_: f32;
    var phi_117_: i32;
    var phi_118_: f32;
    var phi_123_: i32;
    var phi_124_: f32;
    var phi_175_: f32;
    var phi_178_: f32;
    var phi_181_: f32;

    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.x);
    let _e34 = global;
    let _e37 = global;
    let _e39 = bitcast<i32>(_e37.z);
    let _e40 = global_1;
    let _e42 = bitcast<i32>(_e40.x);
    let _e43 = global_1;
    phi_65_ = 0i;
    loop {
        let _e48 = phi_65_;
        phi_70_ = 0i;
        loop {
            let _e50 = phi_70_;
            let _e51 = (_e39 / 9i);
            let _e54 = ((_e48 + (bitcast<i32>(_e34.y) * 8i)) + bitcast<i32>(_e43.y));
            let _e55 = (_e39 % 9i);
            let _e59 = (((_e50 * 8i) + (_e33 * 16i)) + _e42);
            if (((((_e50 * -8i) + (_e33 * -16i)) - _e42) + 9i) >= 0i) {
                arg0_.member[((((_e51 * 720i) + (_e54 * 90i)) + (_e55 * 10i)) + _e59)] = 0f;
                let _e81 = arg0_.member[((((_e51 * 720i) + (_e54 * 90i)) + (_e55 * 10i)) + _e59)];
                phi_111_ = 0i;
                phi_112_ = _e81;
                loop {
                    let _e83 = phi_111_;
                    let _e85 = phi_112_;
                    phi_117_ = 0i;
                    phi_118_ = _e85;
                    loop {
                        let _e87 = phi_117_;
                        let _e89 = phi_118_;
                        phi_123_ = 0i;
                        phi_124_ = _e89;
                        loop {
                            let _e91 = phi_123_;
                            let _e93 = phi_124_;
                            let _e102 = arg1_.member[((((_e54 * 54i) + (_e83 * 9i)) + (_e87 * 3i)) + _e91)];
                            let _e105 = (((_e55 * 2i) + _e87) + -1i);
                            let _e114 = (((_e59 * 2i) + _e91) + -1i);
                            let _e138 = arg2_.member[((((min(max(_e51, 0i), 3i) * 1938i) + (min(max(_e83, 0i), 5i) * 323i)) + (min(max(_e105, 0i), 16i) * 19i)) + min(max(_e114, 0i), 18i))];
                            let _e140 = select(_e93, fma(_e138, _e102, _e93), ((((_e105 >= 0i) && ((((_e55 * -2i) - _e87) + 17i) >= 0i)) && (_e114 >= 0i)) && ((((_e59 * -2i) - _e91) + 19i) >= 0i)));
                            continue;
                            continuing {
                                let _e141 = (_e91 + 1i);
                                phi_123_ = _e141;
                                phi_124_ = _e140;
                                phi_175_ = _e140;
                                break if !((_e141 < 3i));
                            }
                        }
                        let _e145 = phi_175_;
                        continue;
                        continuing {
                            let _e146 = (_e87 + 1i);
                            phi_117_ = _e146;
                            phi_118_ = _e145;
                            phi_178_ = _e145;
                            break if !((_e146 < 3i));
                        }
                    }
                    let _e150 = phi_178_;
                    continue;
                    continuing {
                        let _e151 = (_e83 + 1i);
                        phi_111_ = _e151;
                        phi_112_ = _e150;
                        phi_181_ = _e150;
                        break if !((_e151 < 6i));
                    }
                }
                let _e155 = phi_181_;
                arg0_.member[((((_e51 * 720i) + (_e54 * 90i)) + (_e55 * 10i)) + _e59)] = _e155;
            }
            continue;
            continuing {
                let _e164 = (_e50 + 1i);
                phi_70_ = _e164;
                break if !((_e164 < 2i));
            }
        }
        continue;
        continuing {
            let _e167 = (_e48 + 1i);
            phi_65_ = _e167;
            break if !((_e167 < 8i));
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
