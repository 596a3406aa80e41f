enable f16;

struct type_3 {
    member: array<f16, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e12 = global;
    let _e15 = global;
    let _e18 = global_1;
    let _e21 = global_1;
    let _e29 = vec4(0h);
    let _e31 = ((((bitcast<i32>(_e15.y) * 8i) + bitcast<i32>(_e21.y)) * 24i) + ((bitcast<i32>(_e12.x) * 24i) + (bitcast<i32>(_e18.x) * 4i)));
    arg0_.member[_e31] = _e29.x;
    arg0_.member[(_e31 + 1i)] = _e29.y;
    arg0_.member[(_e31 + 2i)] = _e29.z;
    arg0_.member[(_e31 + 3i)] = _e29.w;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
