struct type_3 {
    member: array<f32, 640>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.y);
    let _e34 = (_e24 * -16i);
    if ((_e34 + 24i) >= 0i) {
        let _e38 = ((_e27 * 8i) + _e33);
        let _e40 = ((_e24 * 16i) + _e30);
        let _e46 = ((_e38 * 7i) + (_e40 * 3i));
        let _e47 = (_e46 < 0i);
        let _e50 = (select(_e46, (-1i - _e46), _e47) / 13i);
        let _e57 = ((_e38 * 3i) + (_e40 * 5i));
        let _e58 = (_e57 < 0i);
        let _e61 = (select(_e57, (-1i - _e57), _e58) / 11i);
        arg0_.member[((_e38 * 40i) + _e40)] = ((f32(((((_e38 * 10i) + (_e40 * 8i)) + (select(_e50, (-1i - _e50), _e47) * -13i)) + (select(_e61, (-1i - _e61), _e58) * -11i))) * 0.25f) - 2.75f);
    } else {
        let _e74 = ((_e27 * 8i) + _e33);
        let _e76 = ((_e24 * 16i) + _e30);
        if (((_e34 - _e30) + 39i) >= 0i) {
            let _e85 = ((_e74 * 7i) + (_e76 * 3i));
            let _e86 = (_e85 < 0i);
            let _e89 = (select(_e85, (-1i - _e85), _e86) / 13i);
            let _e96 = ((_e74 * 3i) + (_e76 * 5i));
            let _e97 = (_e96 < 0i);
            let _e100 = (select(_e96, (-1i - _e96), _e97) / 11i);
            arg0_.member[((_e74 * 40i) + _e76)] = ((f32(((((_e74 * 10i) + (_e76 * 8i)) + (select(_e89, (-1i - _e89), _e86) * -13i)) + (select(_e100, (-1i - _e100), _e97) * -11i))) * 0.25f) - 2.75f);
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
