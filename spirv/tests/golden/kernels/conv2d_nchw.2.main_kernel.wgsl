struct type_3 {
    member: array<f32, 432>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e17 = global;
    let _e19 = bitcast<i32>(_e17.z);
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global_1;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = (_e19 / 6i);
    let _e29 = (_e19 - ((_e19 / 6i) * 6i));
    let _e35 = ((((_e26 * 3i) + (_e29 * 7i)) + (_e25 * 5i)) + _e22);
    let _e36 = (_e35 + 1i);
    let _e37 = (_e36 < 0i);
    let _e40 = (select(_e36, (-1i - _e36), _e37) / 11i);
    arg0_.member[((((_e26 * 54i) + (_e29 * 9i)) + (_e25 * 3i)) + _e22)] = ((f32(((_e35 + (select(_e40, (-1i - _e40), _e37) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(3, 3, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
