struct type_3 {
    member: array<f32, 7752>,
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
    let _e28 = global;
    let _e30 = bitcast<i32>(_e28.z);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.x);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.y);
    let _e37 = (_e24 * -16i);
    let _e40 = (_e27 * -8i);
    if (((_e37 + 3i) >= 0i) && ((_e40 + 9i) >= 0i)) {
        let _e44 = (_e30 / 6i);
        let _e47 = (_e30 - ((_e30 / 6i) * 6i));
        let _e49 = ((_e27 * 8i) + _e36);
        let _e51 = ((_e24 * 16i) + _e33);
        let _e58 = ((((_e44 * 11i) + (_e47 * 5i)) + (_e49 * 7i)) + (_e51 * 3i));
        let _e61 = (_e58 - ((_e58 / 13i) * 13i));
        arg0_.member[((((_e44 * 1938i) + (_e47 * 323i)) + (_e49 * 19i)) + _e51)] = ((f32(select(_e61, (_e61 + 13i), (_e61 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e76 = (_e30 / 6i);
        let _e79 = (_e30 - ((_e30 / 6i) * 6i));
        let _e81 = ((_e27 * 8i) + _e36);
        let _e83 = ((_e24 * 16i) + _e33);
        if ((((_e37 - _e33) + 18i) >= 0i) && (((_e40 - _e36) + 16i) >= 0i)) {
            let _e97 = ((((_e76 * 11i) + (_e79 * 5i)) + (_e81 * 7i)) + (_e83 * 3i));
            let _e100 = (_e97 - ((_e97 / 13i) * 13i));
            arg0_.member[((((_e76 * 1938i) + (_e79 * 323i)) + (_e81 * 19i)) + _e83)] = ((f32(select(_e100, (_e100 + 13i), (_e100 < 0i))) * 0.125f) - 0.75f);
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
