struct type_3 {
    member: array<f32, 24>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;

fn main_kernel_1() {
    let _e10 = global;
    let _e12 = bitcast<i32>(_e10.x);
    let _e13 = (_e12 * 5i);
    arg0_.member[_e12] = ((f32(((_e13 + (((_e13 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn main_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    main_kernel_1();
}
