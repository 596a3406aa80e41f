struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn jacobi2d_kernel_1() {
    var phi_131_: i32;

    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.y);
    let _e34 = (_e24 * -32i);
    let _e37 = (_e27 * -8i);
    if (((_e34 + -10i) >= 0i) && ((_e37 + 22i) >= 0i)) {
        let _e42 = ((_e27 * 8i) + _e33);
        let _e43 = (_e42 + 1i);
        let _e45 = ((_e24 * 32i) + _e30);
        let _e46 = (_e45 + 1i);
        let _e47 = (_e45 + 17i);
        let _e52 = arg0_.member[((_e43 * 24i) + _e46)];
        let _e57 = arg0_.member[((_e43 * 24i) + _e47)];
        let _e62 = arg0_.member[((_e42 * 24i) + _e46)];
        let _e67 = arg0_.member[((_e42 * 24i) + _e47)];
        let _e68 = (_e42 + 2i);
        let _e73 = arg0_.member[((_e68 * 24i) + _e46)];
        let _e78 = arg0_.member[((_e68 * 24i) + _e47)];
        let _e83 = arg0_.member[((_e43 * 24i) + _e45)];
        let _e89 = arg0_.member[((_e43 * 24i) + (_e45 + 16i))];
        let _e95 = arg0_.member[((_e43 * 24i) + (_e45 + 2i))];
        let _e101 = arg0_.member[((_e43 * 24i) + (_e45 + 18i))];
        arg1_.member[((_e43 * 24i) + _e46)] = (((((_e52 + _e62) + _e73) + _e83) + _e95) * 0.2f);
        arg1_.member[((_e43 * 24i) + _e47)] = (((((_e57 + _e67) + _e78) + _e89) + _e101) * 0.2f);
    } else {
        phi_131_ = 0i;
        loop {
            let _e121 = phi_131_;
            if (_e121 < 2i) {
            } else {
                break;
            }
            let _e124 = ((_e27 * 8i) + _e33);
            let _e125 = (_e124 + 1i);
            let _e129 = (((_e121 * 16i) + (_e24 * 32i)) + _e30);
            let _e130 = (_e129 + 1i);
            if ((((((_e121 * -16i) + _e34) - _e30) + 21i) >= 0i) && (((_e37 - _e33) + 29i) >= 0i)) {
                let _e144 = arg0_.member[((_e125 * 24i) + _e130)];
                let _e149 = arg0_.member[((_e124 * 24i) + _e130)];
                let _e155 = arg0_.member[(((_e124 + 2i) * 24i) + _e130)];
                let _e160 = arg0_.member[((_e125 * 24i) + _e129)];
                let _e166 = arg0_.member[((_e125 * 24i) + (_e129 + 2i))];
                arg1_.member[((_e125 * 24i) + _e130)] = (((((_e144 + _e149) + _e155) + _e160) + _e166) * 0.2f);
            }
            continue;
            continuing {
                phi_131_ = (_e121 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn jacobi2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    jacobi2d_kernel_1();
}
