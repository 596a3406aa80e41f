struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
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
    let _e35 = (_e25 * -8i);
    if ((_e35 + 2i) >= 0i) {
        let _e38 = (_e28 / 6i);
        let _e39 = (_e28 % 6i);
        let _e41 = ((_e25 * 8i) + _e34);
        let _e43 = ((_e22 * 12i) + _e31);
        let _e51 = (((((_e38 * 11i) + (_e39 * 5i)) + (_e41 * 7i)) + (_e43 * 3i)) % 13i);
        arg0_.member[((((_e38 * 720i) + (_e39 * 120i)) + (_e41 * 12i)) + _e43)] = ((f32(select(_e51, (_e51 + 13i), (_e51 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e66 = (_e28 / 6i);
        let _e67 = (_e28 % 6i);
        let _e69 = ((_e25 * 8i) + _e34);
        let _e71 = ((_e22 * 12i) + _e31);
        if (((_e35 - _e34) + 9i) >= 0i) {
            let _e82 = (((((_e66 * 11i) + (_e67 * 5i)) + (_e69 * 7i)) + (_e71 * 3i)) % 13i);
            arg0_.member[((((_e66 * 720i) + (_e67 * 120i)) + (_e69 * 12i)) + _e71)] = ((f32(select(_e82, (_e82 + 13i), (_e82 < 0i))) * 0.125f) - 0.75f);
        }
    }
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
