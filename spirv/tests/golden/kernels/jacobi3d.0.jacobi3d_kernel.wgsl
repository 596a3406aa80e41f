struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn jacobi3d_kernel_1() {
    let _e13 = global;
    let _e16 = global;
    let _e19 = global;
    let _e22 = global_1;
    let _e25 = global_1;
    let _e28 = global_1;
    let _e31 = (bitcast<i32>(_e19.z) + bitcast<i32>(_e28.z));
    let _e32 = (_e31 + 1i);
    let _e34 = ((bitcast<i32>(_e16.y) * 8i) + bitcast<i32>(_e25.y));
    let _e35 = (_e34 + 1i);
    let _e37 = ((bitcast<i32>(_e13.x) * 16i) + bitcast<i32>(_e22.x));
    let _e38 = (_e37 + 1i);
    let _e45 = arg0_.member[(((_e32 * 180i) + (_e35 * 18i)) + _e38)];
    let _e52 = arg0_.member[(((_e31 * 180i) + (_e35 * 18i)) + _e38)];
    let _e60 = arg0_.member[((((_e31 + 2i) * 180i) + (_e35 * 18i)) + _e38)];
    let _e67 = arg0_.member[(((_e32 * 180i) + (_e34 * 18i)) + _e38)];
    let _e75 = arg0_.member[(((_e32 * 180i) + ((_e34 + 2i) * 18i)) + _e38)];
    let _e82 = arg0_.member[(((_e32 * 180i) + (_e35 * 18i)) + _e37)];
    let _e90 = arg0_.member[(((_e32 * 180i) + (_e35 * 18i)) + (_e37 + 2i))];
    arg1_.member[(((_e32 * 180i) + (_e35 * 18i)) + _e38)] = (((((((_e45 + _e52) + _e60) + _e67) + _e75) + _e82) + _e90) / 7f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn jacobi3d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    jacobi3d_kernel_1();
}
