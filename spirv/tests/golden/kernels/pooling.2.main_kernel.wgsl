struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e14 = global;
    let _e17 = global;
    let _e19 = bitcast<i32>(_e17.z);
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global_1;
    let _e27 = ((bitcast<i32>(_e14.y) * 8i) + bitcast<i32>(_e23.y));
    let _e32 = (((_e19 * 5i) + (_e27 * 7i)) + (_e22 * 3i));
    arg0_.member[(((_e19 * 192i) + (_e27 * 12i)) + _e22)] = ((f32((_e32 - ((_e32 / 13i) * 13i))) * 0.125f) - 0.75f);
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
