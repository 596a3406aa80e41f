struct type_3 {
    member: array<f32, 24>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;

fn main_kernel_1() {
    let _e8 = global;
    let _e10 = bitcast<i32>(_e8.x);
    let _e11 = (_e10 * 7i);
    arg0_.member[_e10] = ((f32((_e11 - ((_e11 / 13i) * 13i))) * 0.125f) - 0.75f);
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn main_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    main_kernel_1();
}
