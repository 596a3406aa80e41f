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
    let _e15 = bitcast<i32>(_e13.z);
    let _e16 = global_1;
    let _e19 = global_1;
    let _e21 = bitcast<i32>(_e19.y);
    let _e22 = (_e15 + 1i);
    let _e23 = (_e21 + 1i);
    let _e24 = (bitcast<i32>(_e16.x) * 4i);
    let _e25 = (_e24 + 1i);
    let _e29 = (((_e22 * 180i) + (_e23 * 18i)) + _e25);
    let _e32 = arg0_.member[_e29];
    let _e36 = arg0_.member[(_e29 + 1i)];
    let _e40 = arg0_.member[(_e29 + 2i)];
    let _e44 = arg0_.member[(_e29 + 3i)];
    let _e49 = (((_e15 * 180i) + (_e23 * 18i)) + _e25);
    let _e52 = arg0_.member[_e49];
    let _e56 = arg0_.member[(_e49 + 1i)];
    let _e60 = arg0_.member[(_e49 + 2i)];
    let _e64 = arg0_.member[(_e49 + 3i)];
    let _e70 = ((((_e15 + 2i) * 180i) + (_e23 * 18i)) + _e25);
    let _e73 = arg0_.member[_e70];
    let _e77 = arg0_.member[(_e70 + 1i)];
    let _e81 = arg0_.member[(_e70 + 2i)];
    let _e85 = arg0_.member[(_e70 + 3i)];
    let _e90 = (((_e22 * 180i) + (_e21 * 18i)) + _e25);
    let _e93 = arg0_.member[_e90];
    let _e97 = arg0_.member[(_e90 + 1i)];
    let _e101 = arg0_.member[(_e90 + 2i)];
    let _e105 = arg0_.member[(_e90 + 3i)];
    let _e111 = (((_e22 * 180i) + ((_e21 + 2i) * 18i)) + _e25);
    let _e114 = arg0_.member[_e111];
    let _e118 = arg0_.member[(_e111 + 1i)];
    let _e122 = arg0_.member[(_e111 + 2i)];
    let _e126 = arg0_.member[(_e111 + 3i)];
    let _e131 = (((_e22 * 180i) + (_e23 * 18i)) + _e24);
    let _e134 = arg0_.member[_e131];
    let _e138 = arg0_.member[(_e131 + 1i)];
    let _e142 = arg0_.member[(_e131 + 2i)];
    let _e146 = arg0_.member[(_e131 + 3i)];
    let _e152 = (((_e22 * 180i) + (_e23 * 18i)) + (_e24 + 2i));
    let _e155 = arg0_.member[_e152];
    let _e159 = arg0_.member[(_e152 + 1i)];
    let _e163 = arg0_.member[(_e152 + 2i)];
    let _e167 = arg0_.member[(_e152 + 3i)];
    let _e176 = (((((((vec4<f32>(_e32, _e36, _e40, _e44) + vec4<f32>(_e52, _e56, _e60, _e64)) + vec4<f32>(_e73, _e77, _e81, _e85)) + vec4<f32>(_e93, _e97, _e101, _e105)) + vec4<f32>(_e114, _e118, _e122, _e126)) + vec4<f32>(_e134, _e138, _e142, _e146)) + vec4<f32>(_e155, _e159, _e163, _e167)) / vec4(7f));
    let _e180 = (((_e22 * 180i) + (_e23 * 18i)) + _e25);
    arg1_.member[_e180] = _e176.x;
    arg1_.member[(_e180 + 1i)] = _e176.y;
    arg1_.member[(_e180 + 2i)] = _e176.z;
    arg1_.member[(_e180 + 3i)] = _e176.w;
    return;
}

@compute @workgroup_size(4, 8, 1) 
fn jacobi3d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    jacobi3d_kernel_1();
}
