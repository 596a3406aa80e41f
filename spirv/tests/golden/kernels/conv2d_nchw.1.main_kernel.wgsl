struct type_3 {
    member: array<f32, 7752>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.x);
    let _e26 = global;
    let _e28 = bitcast<i32>(_e26.y);
    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.z);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.x);
    let _e35 = global_1;
    let _e37 = bitcast<i32>(_e35.y);
    let _e38 = (_e25 * -16i);
    let _e41 = (_e28 * -8i);
    if (((_e38 + 3i) >= 0i) && ((_e41 + 9i) >= 0i)) {
        let _e45 = (_e31 < 0i);
        let _e48 = (select(_e31, (-1i - _e31), _e45) / 6i);
        let _e50 = select(_e48, (-1i - _e48), _e45);
        let _e51 = (_e31 % 6i);
        let _e54 = select(_e51, (_e51 + 6i), (_e51 < 0i));
        let _e56 = ((_e28 * 8i) + _e37);
        let _e58 = ((_e25 * 16i) + _e34);
        let _e66 = (((((_e50 * 11i) + (_e54 * 5i)) + (_e56 * 7i)) + (_e58 * 3i)) % 13i);
        arg0_.member[((((_e50 * 1938i) + (_e54 * 323i)) + (_e56 * 19i)) + _e58)] = ((f32(select(_e66, (_e66 + 13i), (_e66 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e81 = (_e31 < 0i);
        let _e84 = (select(_e31, (-1i - _e31), _e81) / 6i);
        let _e86 = select(_e84, (-1i - _e84), _e81);
        let _e87 = (_e31 % 6i);
        let _e90 = select(_e87, (_e87 + 6i), (_e87 < 0i));
        let _e92 = ((_e28 * 8i) + _e37);
        let _e94 = ((_e25 * 16i) + _e34);
        if ((((_e38 - _e34) + 18i) >= 0i) && (((_e41 - _e37) + 16i) >= 0i)) {
            let _e109 = (((((_e86 * 11i) + (_e90 * 5i)) + (_e92 * 7i)) + (_e94 * 3i)) % 13i);
            arg0_.member[((((_e86 * 1938i) + (_e90 * 323i)) + (_e92 * 19i)) + _e94)] = ((f32(select(_e109, (_e109 + 13i), (_e109 < 0i))) * 0.125f) - 0.75f);
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
