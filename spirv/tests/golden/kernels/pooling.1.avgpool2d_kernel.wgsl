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
    var phi_81_: i32;
    var phi_82_: f32;
    var local: f32;
    var phi_155_: i32;
    var phi_156_: f32;
    var local_1: f32;

    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = global;
    let _e28 = bitcast<i32>(_e26.z);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.y);
    let _e35 = global_1;
    let _e37 = bitcast<i32>(_e35.z);
    let _e38 = (_e25 * -8i);
    if ((_e38 + 6i) >= 0i) {
        let _e41 = (_e28 + _e37);
        let _e43 = ((_e25 * 8i) + _e34);
        let _e45 = ((_e22 * 10i) + _e31);
        arg0_.member[(((_e41 * 140i) + (_e43 * 10i)) + _e45)] = 0f;
        let _e58 = arg0_.member[(((_e41 * 140i) + (_e43 * 10i)) + _e45)];
        phi_81_ = 0i;
        phi_82_ = _e58;
        loop {
            let _e60 = phi_81_;
            let _e62 = phi_82_;
            local = _e62;
            if (_e60 < 3i) {
            } else {
                break;
            }
            let _e64 = (_e43 + _e60);
            let _e71 = arg1_.member[(((_e41 * 192i) + (_e64 * 12i)) + _e45)];
            let _e80 = arg1_.member[(((_e41 * 192i) + (_e64 * 12i)) + (_e45 + 1i))];
            let _e89 = arg1_.member[(((_e41 * 192i) + (_e64 * 12i)) + (_e45 + 2i))];
            continue;
            continuing {
                phi_81_ = (_e60 + 1i);
                phi_82_ = (((_e62 + _e71) + _e80) + _e89);
            }
        }
        let _e99 = local;
        arg0_.member[(((_e41 * 140i) + (_e43 * 10i)) + _e45)] = _e99;
        let _e106 = arg0_.member[(((_e41 * 140i) + (_e43 * 10i)) + _e45)];
        arg0_.member[(((_e41 * 140i) + (_e43 * 10i)) + _e45)] = (_e106 / 9f);
    } else {
        let _e114 = (_e28 + _e37);
        let _e116 = ((_e25 * 8i) + _e34);
        let _e118 = ((_e22 * 10i) + _e31);
        if (((_e38 - _e34) + 13i) >= 0i) {
            arg0_.member[(((_e114 * 140i) + (_e116 * 10i)) + _e118)] = 0f;
            let _e134 = arg0_.member[(((_e114 * 140i) + (_e116 * 10i)) + _e118)];
            phi_155_ = 0i;
            phi_156_ = _e134;
            loop {
                let _e136 = phi_155_;
                let _e138 = phi_156_;
                local_1 = _e138;
                if (_e136 < 3i) {
                } else {
                    break;
                }
                let _e140 = (_e116 + _e136);
                let _e147 = arg1_.member[(((_e114 * 192i) + (_e140 * 12i)) + _e118)];
                let _e156 = arg1_.member[(((_e114 * 192i) + (_e140 * 12i)) + (_e118 + 1i))];
                let _e165 = arg1_.member[(((_e114 * 192i) + (_e140 * 12i)) + (_e118 + 2i))];
                continue;
                continuing {
                    phi_155_ = (_e136 + 1i);
                    phi_156_ = (((_e138 + _e147) + _e156) + _e165);
                }
            }
            let _e175 = local_1;
            arg0_.member[(((_e114 * 140i) + (_e116 * 10i)) + _e118)] = _e175;
            let _e182 = arg0_.member[(((_e114 * 140i) + (_e116 * 10i)) + _e118)];
            arg0_.member[(((_e114 * 140i) + (_e116 * 10i)) + _e118)] = (_e182 / 9f);
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
