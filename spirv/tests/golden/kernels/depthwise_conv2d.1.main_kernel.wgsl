struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.y);
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.z);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.y);
    let _e31 = (_e21 * -8i);
    if ((_e31 + 4i) >= 0i) {
        let _e34 = (_e24 / 6i);
        let _e37 = (_e24 - ((_e24 / 6i) * 6i));
        let _e39 = ((_e21 * 8i) + _e30);
        let _e46 = ((((_e34 * 11i) + (_e37 * 5i)) + (_e39 * 7i)) + (_e27 * 3i));
        let _e49 = (_e46 - ((_e46 / 13i) * 13i));
        arg0_.member[((((_e34 * 720i) + (_e37 * 120i)) + (_e39 * 10i)) + _e27)] = ((f32(select(_e49, (_e49 + 13i), (_e49 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e64 = (_e24 / 6i);
        let _e67 = (_e24 - ((_e24 / 6i) * 6i));
        let _e69 = ((_e21 * 8i) + _e30);
        if (((_e31 - _e30) + 11i) >= 0i) {
            let _e79 = ((((_e64 * 11i) + (_e67 * 5i)) + (_e69 * 7i)) + (_e27 * 3i));
            let _e82 = (_e79 - ((_e79 / 13i) * 13i));
            arg0_.member[((((_e64 * 720i) + (_e67 * 120i)) + (_e69 * 10i)) + _e27)] = ((f32(select(_e82, (_e82 + 13i), (_e82 < 0i))) * 0.125f) - 0.75f);
        }
    }
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
