struct type_3 {
    member: array<f32, 40>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e13 = global;
    let _e16 = global_1;
    let _e20 = ((bitcast<i32>(_e13.x) * 40i) + bitcast<i32>(_e16.x));
    let _e21 = (_e20 * 5i);
    let _e22 = (_e21 + 1i);
    let _e23 = (_e22 < 0i);
    let _e26 = (select(_e22, (-1i - _e22), _e23) / 11i);
    arg0_.member[_e20] = ((f32(((_e21 + (select(_e26, (-1i - _e26), _e23) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
