struct type_3 {
    member: array<f32, 2048>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn matmul_kernel_1() {
    let _e8 = global;
    let _e11 = global_1;
    let _e15 = ((bitcast<i32>(_e8.x) * 64i) + bitcast<i32>(_e11.x));
    let _e18 = (_e15 - ((_e15 / 64i) * 64i));
    let _e19 = (_e15 / 64i);
    let _e24 = arg0_.member[((_e18 * 32i) + _e19)];
    arg1_.member[((_e19 * 64i) + _e18)] = _e24;
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn matmul_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    matmul_kernel_1();
}
