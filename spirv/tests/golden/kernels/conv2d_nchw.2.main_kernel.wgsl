struct type_3 {
    member: array<f32, 432>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e17 = global;
    let _e20 = global;
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.z);
    let _e26 = global_1;
    let _e29 = global_1;
    let _e32 = (_e25 < 0i);
    let _e35 = (select(_e25, (-1i - _e25), _e32) / 6i);
    let _e37 = select(_e35, (-1i - _e35), _e32);
    let _e38 = (_e25 % 6i);
    let _e41 = select(_e38, (_e38 + 6i), (_e38 < 0i));
    let _e43 = ((bitcast<i32>(_e20.y) * 3i) + bitcast<i32>(_e29.y));
    let _e45 = ((bitcast<i32>(_e17.x) * 3i) + bitcast<i32>(_e26.x));
    let _e51 = ((((_e37 * 3i) + (_e41 * 7i)) + (_e43 * 5i)) + _e45);
    let _e52 = (_e51 + 1i);
    let _e53 = (_e52 < 0i);
    let _e56 = (select(_e52, (-1i - _e52), _e53) / 11i);
    arg0_.member[((((_e37 * 54i) + (_e41 * 9i)) + (_e43 * 3i)) + _e45)] = ((f32(((_e51 + (select(_e56, (-1i - _e56), _e53) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(3, 3, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
