struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.y);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.z);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = (_e22 * -8i);
    if ((_e32 + 2i) >= 0i) {
        let _e35 = (_e25 / 6i);
        let _e38 = (_e25 - ((_e25 / 6i) * 6i));
        let _e40 = ((_e22 * 8i) + _e31);
        let _e47 = ((((_e35 * 11i) + (_e38 * 5i)) + (_e40 * 7i)) + (_e28 * 3i));
        let _e50 = (_e47 - ((_e47 / 13i) * 13i));
        arg0_.member[((((_e35 * 720i) + (_e38 * 120i)) + (_e40 * 12i)) + _e28)] = ((f32(select(_e50, (_e50 + 13i), (_e50 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e65 = (_e25 / 6i);
        let _e68 = (_e25 - ((_e25 / 6i) * 6i));
        let _e70 = ((_e22 * 8i) + _e31);
        if (((_e32 - _e31) + 9i) >= 0i) {
            let _e80 = ((((_e65 * 11i) + (_e68 * 5i)) + (_e70 * 7i)) + (_e28 * 3i));
            let _e83 = (_e80 - ((_e80 / 13i) * 13i));
            arg0_.member[((((_e65 * 720i) + (_e68 * 120i)) + (_e70 * 12i)) + _e28)] = ((f32(select(_e83, (_e83 + 13i), (_e83 < 0i))) * 0.125f) - 0.75f);
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
