struct type_3 {
    member: array<f32, 3072>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e10 = global;
    let _e13 = global;
    let _e16 = global_1;
    let _e19 = global_1;
    let _e23 = ((bitcast<i32>(_e13.y) * 8i) + bitcast<i32>(_e19.y));
    let _e25 = ((bitcast<i32>(_e10.x) * 48i) + bitcast<i32>(_e16.x));
    arg0_.member[((_e23 * 48i) + _e25)] = 0f;
    arg0_.member[((_e23 * 48i) + (_e25 + 16i))] = 0f;
    arg0_.member[((_e23 * 48i) + (_e25 + 32i))] = 0f;
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
