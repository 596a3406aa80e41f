struct type_3 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.y);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.y);
    let _e30 = (_e20 * -16i);
    if ((_e30 + 8i) >= 0i) {
        let _e34 = ((_e23 * 8i) + _e29);
        let _e36 = ((_e20 * 16i) + _e26);
        let _e39 = ((_e34 * 3i) + (_e36 * 5i));
        let _e40 = (_e39 + 1i);
        let _e41 = (_e40 < 0i);
        let _e44 = (select(_e40, (-1i - _e40), _e41) / 11i);
        arg0_.member[((_e34 * 24i) + _e36)] = ((f32(((_e39 + (select(_e44, (-1i - _e44), _e41) * -11i)) + 1i)) * 0.125f) - 0.625f);
    } else {
        let _e58 = ((_e23 * 8i) + _e29);
        let _e60 = ((_e20 * 16i) + _e26);
        if (((_e30 - _e26) + 23i) >= 0i) {
            let _e66 = ((_e58 * 3i) + (_e60 * 5i));
            let _e67 = (_e66 + 1i);
            let _e68 = (_e67 < 0i);
            let _e71 = (select(_e67, (-1i - _e67), _e68) / 11i);
            arg0_.member[((_e58 * 24i) + _e60)] = ((f32(((_e66 + (select(_e71, (-1i - _e71), _e68) * -11i)) + 1i)) * 0.125f) - 0.625f);
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
