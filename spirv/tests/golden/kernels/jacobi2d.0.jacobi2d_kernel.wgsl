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
    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.y);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.y);
    let _e30 = (_e20 * -16i);
    let _e33 = (_e23 * -8i);
    if (((_e30 + 6i) >= 0i) && ((_e33 + 22i) >= 0i)) {
        let _e38 = ((_e23 * 8i) + _e29);
        let _e39 = (_e38 + 1i);
        let _e41 = ((_e20 * 16i) + _e26);
        let _e42 = (_e41 + 1i);
        let _e47 = arg0_.member[((_e39 * 24i) + _e42)];
        let _e52 = arg0_.member[((_e38 * 24i) + _e42)];
        let _e58 = arg0_.member[(((_e38 + 2i) * 24i) + _e42)];
        let _e63 = arg0_.member[((_e39 * 24i) + _e41)];
        let _e69 = arg0_.member[((_e39 * 24i) + (_e41 + 2i))];
        arg1_.member[((_e39 * 24i) + _e42)] = (((((_e47 + _e52) + _e58) + _e63) + _e69) * 0.2f);
    } else {
        let _e80 = ((_e23 * 8i) + _e29);
        let _e81 = (_e80 + 1i);
        let _e83 = ((_e20 * 16i) + _e26);
        let _e84 = (_e83 + 1i);
        if ((((_e30 - _e26) + 21i) >= 0i) && (((_e33 - _e29) + 29i) >= 0i)) {
            let _e96 = arg0_.member[((_e81 * 24i) + _e84)];
            let _e101 = arg0_.member[((_e80 * 24i) + _e84)];
            let _e107 = arg0_.member[(((_e80 + 2i) * 24i) + _e84)];
            let _e112 = arg0_.member[((_e81 * 24i) + _e83)];
            let _e118 = arg0_.member[((_e81 * 24i) + (_e83 + 2i))];
            arg1_.member[((_e81 * 24i) + _e84)] = (((((_e96 + _e101) + _e107) + _e112) + _e118) * 0.2f);
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
