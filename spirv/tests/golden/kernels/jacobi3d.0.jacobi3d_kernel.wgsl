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
    let _e15 = global;
    let _e18 = global;
    let _e21 = global;
    let _e24 = global_1;
    let _e27 = global_1;
    let _e30 = global_1;
    let _e33 = (bitcast<i32>(_e21.z) + bitcast<i32>(_e30.z));
    let _e34 = (_e33 + 1i);
    let _e36 = ((bitcast<i32>(_e18.y) * 8i) + bitcast<i32>(_e27.y));
    let _e37 = (_e36 + 1i);
    let _e40 = ((bitcast<i32>(_e15.x) * 16i) + (bitcast<i32>(_e24.x) * 4i));
    let _e41 = (_e40 + 1i);
    let _e45 = (((_e34 * 180i) + (_e37 * 18i)) + _e41);
    let _e48 = arg0_.member[_e45];
    let _e52 = arg0_.member[(_e45 + 1i)];
    let _e56 = arg0_.member[(_e45 + 2i)];
    let _e60 = arg0_.member[(_e45 + 3i)];
    let _e65 = (((_e33 * 180i) + (_e37 * 18i)) + _e41);
    let _e68 = arg0_.member[_e65];
    let _e72 = arg0_.member[(_e65 + 1i)];
    let _e76 = arg0_.member[(_e65 + 2i)];
    let _e80 = arg0_.member[(_e65 + 3i)];
    let _e86 = ((((_e33 + 2i) * 180i) + (_e37 * 18i)) + _e41);
    let _e89 = arg0_.member[_e86];
    let _e93 = arg0_.member[(_e86 + 1i)];
    let _e97 = arg0_.member[(_e86 + 2i)];
    let _e101 = arg0_.member[(_e86 + 3i)];
    let _e106 = (((_e34 * 180i) + (_e36 * 18i)) + _e41);
    let _e109 = arg0_.member[_e106];
    let _e113 = arg0_.member[(_e106 + 1i)];
    let _e117 = arg0_.member[(_e106 + 2i)];
    let _e121 = arg0_.member[(_e106 + 3i)];
    let _e127 = (((_e34 * 180i) + ((_e36 + 2i) * 18i)) + _e41);
    let _e130 = arg0_.member[_e127];
    let _e134 = arg0_.member[(_e127 + 1i)];
    let _e138 = arg0_.member[(_e127 + 2i)];
    let _e142 = arg0_.member[(_e127 + 3i)];
    let _e147 = (((_e34 * 180i) + (_e37 * 18i)) + _e40);
    let _e150 = arg0_.member[_e147];
    let _e154 = arg0_.member[(_e147 + 1i)];
    let _e158 = arg0_.member[(_e147 + 2i)];
    let _e162 = arg0_.member[(_e147 + 3i)];
    let _e168 = (((_e34 * 180i) + (_e37 * 18i)) + (_e40 + 2i));
    let _e171 = arg0_.member[_e168];
    let _e175 = arg0_.member[(_e168 + 1i)];
    let _e179 = arg0_.member[(_e168 + 2i)];
    let _e183 = arg0_.member[(_e168 + 3i)];
    let _e192 = (((((((vec4<f32>(_e48, _e52, _e56, _e60) + vec4<f32>(_e68, _e72, _e76, _e80)) + vec4<f32>(_e89, _e93, _e97, _e101)) + vec4<f32>(_e109, _e113, _e117, _e121)) + vec4<f32>(_e130, _e134, _e138, _e142)) + vec4<f32>(_e150, _e154, _e158, _e162)) + vec4<f32>(_e171, _e175, _e179, _e183)) / vec4(7f));
    let _e196 = (((_e34 * 180i) + (_e37 * 18i)) + _e41);
    arg1_.member[_e196] = _e192.x;
    arg1_.member[(_e196 + 1i)] = _e192.y;
    arg1_.member[(_e196 + 2i)] = _e192.z;
    arg1_.member[(_e196 + 3i)] = _e192.w;
    return;
}

@compute @workgroup_size(4, 8, 1) 
fn jacobi3d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    jacobi3d_kernel_1();
}
