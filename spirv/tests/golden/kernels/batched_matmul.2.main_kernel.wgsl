struct type_3 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e15 = global;
    let _e17 = bitcast<i32>(_e15.z);
    let _e18 = global_1;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global_1;
    let _e23 = bitcast<i32>(_e21.y);
    let _e28 = (((_e17 * 7i) + (_e23 * 3i)) + (_e20 * 5i));
    arg0_.member[(((_e17 * 96i) + (_e23 * 12i)) + _e20)] = ((f32(((_e28 + (((_e28 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
