enable f16;

struct type_3 {
    member: array<f16, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e13 = global;
    let _e16 = global_1;
    let _e19 = global_1;
    let _e26 = ((((bitcast<i32>(_e13.y) * 8i) + bitcast<i32>(_e19.y)) * 24i) + (bitcast<i32>(_e16.x) * 4i));
    arg0_.member[_e26] = vec4<f16>(0h, 0h, 0h, 0h).x;
    arg0_.member[(_e26 + 1i)] = vec4<f16>(0h, 0h, 0h, 0h).y;
    arg0_.member[(_e26 + 2i)] = vec4<f16>(0h, 0h, 0h, 0h).z;
    arg0_.member[(_e26 + 3i)] = vec4<f16>(0h, 0h, 0h, 0h).w;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
