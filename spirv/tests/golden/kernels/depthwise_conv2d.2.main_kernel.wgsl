struct type_3 {
    member: array<f32, 54>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e14 = global;
    let _e17 = global;
    let _e20 = global;
    let _e23 = global_1;
    let _e26 = global_1;
    let _e29 = global_1;
    let _e32 = (bitcast<i32>(_e20.z) + bitcast<i32>(_e29.z));
    let _e34 = ((bitcast<i32>(_e17.y) * 3i) + bitcast<i32>(_e26.y));
    let _e36 = ((bitcast<i32>(_e14.x) * 3i) + bitcast<i32>(_e23.x));
    let _e41 = (((_e32 * 3i) + (_e34 * 7i)) + (_e36 * 5i));
    arg0_.member[(((_e32 * 9i) + (_e34 * 3i)) + _e36)] = ((f32(((_e41 + (((_e41 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(3, 3, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
