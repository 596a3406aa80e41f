struct type_3 {
    member: array<f32, 1536>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e16 = global;
    let _e19 = global;
    let _e22 = global_1;
    let _e25 = global_1;
    let _e29 = ((bitcast<i32>(_e19.y) * 8i) + bitcast<i32>(_e25.y));
    let _e31 = ((bitcast<i32>(_e16.x) * 16i) + bitcast<i32>(_e22.x));
    let _e34 = ((_e29 * 3i) + (_e31 * 5i));
    let _e35 = (_e34 + 1i);
    let _e36 = (_e35 < 0i);
    let _e39 = (select(_e35, (-1i - _e35), _e36) / 11i);
    arg0_.member[((_e29 * 48i) + _e31)] = ((f32(((_e34 + (select(_e39, (-1i - _e39), _e36) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
