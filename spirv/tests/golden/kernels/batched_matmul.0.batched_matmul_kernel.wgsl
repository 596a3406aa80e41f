struct type_3 {
    member: array<f32, 768>,
}

struct type_6 {
    member: array<f32, 512>,
}

struct type_9 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn batched_matmul_kernel_1() {
    var phi_45_: i32;
    var phi_50_: i32;
    var phi_73_: i32;
    var phi_74_: f32;
    var phi_91_: f32;
    var phi_94_: f32;

    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.z);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.x);
    phi_45_ = 0i;
    loop {
        let _e26 = phi_45_;
        phi_50_ = 0i;
        loop {
            let _e28 = phi_50_;
            let _e30 = ((_e28 * 8i) + _e24);
            if ((((_e28 * -8i) - _e24) + 11i) >= 0i) {
                let _e41 = arg0_.member[(((_e21 * 192i) + (_e26 * 12i)) + _e30)];
                phi_73_ = 0i;
                phi_74_ = _e41;
                loop {
                    let _e43 = phi_73_;
                    let _e45 = phi_74_;
                    let _e52 = arg1_.member[(((_e21 * 128i) + (_e26 * 8i)) + _e43)];
                    let _e59 = arg2_.member[(((_e21 * 96i) + (_e43 * 12i)) + _e30)];
                    phi_91_ = (_e45 + (_e52 * _e59));
                    continue;
                    continuing {
                        let _e63 = phi_91_;
                        let _e64 = (_e43 + 1i);
                        phi_73_ = _e64;
                        phi_74_ = _e63;
                        phi_94_ = _e63;
                        break if !((_e64 < 8i));
                    }
                }
                let _e68 = phi_94_;
                arg0_.member[(((_e21 * 192i) + (_e26 * 12i)) + _e30)] = _e68;
            }
            continue;
            continuing {
                let _e75 = (_e28 + 1i);
                phi_50_ = _e75;
                break if !((_e75 < 2i));
            }
        }
        continue;
        continuing {
            let _e78 = (_e26 + 1i);
            phi_45_ = _e78;
            break if !((_e78 < 16i));
        }
    }
    return;
}

@compute @workgroup_size(8, 1, 1) 
fn batched_matmul_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    batched_matmul_kernel_1();
}
