struct type_3 {
    member: array<f32, 54>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e15 = global;
    let _e18 = global;
    let _e21 = global;
    let _e24 = global_1;
    let _e27 = global_1;
    let _e30 = global_1;
    let _e33 = (bitcast<i32>(_e21.z) + bitcast<i32>(_e30.z));
    let _e35 = ((bitcast<i32>(_e18.y) * 3i) + bitcast<i32>(_e27.y));
    let _e37 = ((bitcast<i32>(_e15.x) * 3i) + bitcast<i32>(_e24.x));
    let _e42 = (((_e33 * 3i) + (_e35 * 7i)) + (_e37 * 5i));
    let _e43 = (_e42 + 1i);
    let _e44 = (_e43 < 0i);
    let _e47 = (select(_e43, (-1i - _e43), _e44) / 11i);
    arg0_.member[(((_e33 * 9i) + (_e35 * 3i)) + _e37)] = ((f32(((_e42 + (select(_e47, (-1i - _e47), _e44) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(3, 3, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
