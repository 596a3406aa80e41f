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
    let _e14 = global;
    let _e16 = bitcast<i32>(_e14.z);
    let _e17 = global_1;
    let _e20 = global_1;
    let _e22 = bitcast<i32>(_e20.y);
    let _e23 = (_e16 + 1i);
    let _e24 = (_e22 + 1i);
    let _e25 = (bitcast<i32>(_e17.x) * 4i);
    let _e26 = (_e25 + 1i);
    let _e30 = (((_e23 * 180i) + (_e24 * 18i)) + _e26);
    let _e33 = arg0_.member[_e30];
    let _e37 = arg0_.member[(_e30 + 1i)];
    let _e41 = arg0_.member[(_e30 + 2i)];
    let _e45 = arg0_.member[(_e30 + 3i)];
    let _e50 = (((_e16 * 180i) + (_e24 * 18i)) + _e26);
    let _e53 = arg0_.member[_e50];
    let _e57 = arg0_.member[(_e50 + 1i)];
    let _e61 = arg0_.member[(_e50 + 2i)];
    let _e65 = arg0_.member[(_e50 + 3i)];
    let _e71 = ((((_e16 + 2i) * 180i) + (_e24 * 18i)) + _e26);
    let _e74 = arg0_.member[_e71];
    let _e78 = arg0_.member[(_e71 + 1i)];
    let _e82 = arg0_.member[(_e71 + 2i)];
    let _e86 = arg0_.member[(_e71 + 3i)];
    let _e91 = (((_e23 * 180i) + (_e22 * 18i)) + _e26);
    let _e94 = arg0_.member[_e91];
    let _e98 = arg0_.member[(_e91 + 1i)];
    let _e102 = arg0_.member[(_e91 + 2i)];
    let _e106 = arg0_.member[(_e91 + 3i)];
    let _e112 = (((_e23 * 180i) + ((_e22 + 2i) * 18i)) + _e26);
    let _e115 = arg0_.member[_e112];
    let _e119 = arg0_.member[(_e112 + 1i)];
    let _e123 = arg0_.member[(_e112 + 2i)];
    let _e127 = arg0_.member[(_e112 + 3i)];
    let _e132 = (((_e23 * 180i) + (_e24 * 18i)) + _e25);
    let _e135 = arg0_.member[_e132];
    let _e139 = arg0_.member[(_e132 + 1i)];
    let _e143 = arg0_.member[(_e132 + 2i)];
    let _e147 = arg0_.member[(_e132 + 3i)];
    let _e153 = (((_e23 * 180i) + (_e24 * 18i)) + (_e25 + 2i));
    let _e156 = arg0_.member[_e153];
    let _e160 = arg0_.member[(_e153 + 1i)];
    let _e164 = arg0_.member[(_e153 + 2i)];
    let _e168 = arg0_.member[(_e153 + 3i)];
    let _e176 = (((((((vec4<f32>(_e33, _e37, _e41, _e45) + vec4<f32>(_e53, _e57, _e61, _e65)) + vec4<f32>(_e74, _e78, _e82, _e86)) + vec4<f32>(_e94, _e98, _e102, _e106)) + vec4<f32>(_e115, _e119, _e123, _e127)) + vec4<f32>(_e135, _e139, _e143, _e147)) + vec4<f32>(_e156, _e160, _e164, _e168)) / vec4<f32>(7f, 7f, 7f, 7f));
    let _e180 = (((_e23 * 180i) + (_e24 * 18i)) + _e26);
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
