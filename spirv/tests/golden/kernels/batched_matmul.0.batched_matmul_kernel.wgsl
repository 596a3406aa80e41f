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
    var phi_59_: i32;
    var phi_64_: i32;
    var phi_94_: i32;
    var phi_95_: f32;
    var phi_113_: f32;

    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e26 = global;
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = global_1;
    let _e35 = global_1;
    phi_59_ = 0i;
    loop {
        let _e40 = phi_59_;
        phi_64_ = 0i;
        loop {
            let _e42 = phi_64_;
            let _e43 = (bitcast<i32>(_e26.z) + bitcast<i32>(_e35.z));
            let _e46 = ((_e40 + (bitcast<i32>(_e23.y) * 16i)) + bitcast<i32>(_e32.y));
            let _e50 = (((_e42 * 8i) + (_e22 * 16i)) + _e31);
            if (((((_e42 * -8i) + (_e22 * -16i)) - _e31) + 11i) >= 0i) {
                let _e62 = arg0_.member[(((_e43 * 192i) + (_e46 * 12i)) + _e50)];
                phi_94_ = 0i;
                phi_95_ = _e62;
                loop {
                    let _e64 = phi_94_;
                    let _e66 = phi_95_;
                    let _e73 = arg1_.member[(((_e43 * 128i) + (_e46 * 8i)) + _e64)];
                    let _e80 = arg2_.member[(((_e43 * 96i) + (_e64 * 12i)) + _e50)];
                    let _e81 = fma(_e73, _e80, _e66);
                    continue;
                    continuing {
                        let _e82 = (_e64 + 1i);
                        phi_94_ = _e82;
                        phi_95_ = _e81;
                        phi_113_ = _e81;
                        break if !((_e82 < 8i));
                    }
                }
                let _e86 = phi_113_;
                arg0_.member[(((_e43 * 192i) + (_e46 * 12i)) + _e50)] = _e86;
            }
            continue;
            continuing {
                let _e93 = (_e42 + 1i);
                phi_64_ = _e93;
                break if !((_e93 < 2i));
            }
        }
        continue;
        continuing {
            let _e96 = (_e40 + 1i);
            phi_59_ = _e96;
            break if !((_e96 < 16i));
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
