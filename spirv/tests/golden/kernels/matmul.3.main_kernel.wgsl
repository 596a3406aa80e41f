struct type_3 {
    member: array<f32, 1536>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e15 = global;
    let _e18 = global;
    let _e21 = global_1;
    let _e24 = global_1;
    let _e28 = ((bitcast<i32>(_e18.y) * 8i) + bitcast<i32>(_e24.y));
    let _e30 = ((bitcast<i32>(_e15.x) * 16i) + bitcast<i32>(_e21.x));
    let _e33 = ((_e28 * 3i) + (_e30 * 5i));
    arg0_.member[((_e28 * 48i) + _e30)] = ((f32(((_e33 + (((_e33 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
