struct type_3 {
    member: array<f32, 54>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e14 = global;
    let _e16 = bitcast<i32>(_e14.z);
    let _e17 = global_1;
    let _e19 = bitcast<i32>(_e17.x);
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.y);
    let _e27 = (((_e16 * 3i) + (_e22 * 7i)) + (_e19 * 5i));
    arg0_.member[(((_e16 * 9i) + (_e22 * 3i)) + _e19)] = ((f32(((_e27 + (((_e27 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(3, 3, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
