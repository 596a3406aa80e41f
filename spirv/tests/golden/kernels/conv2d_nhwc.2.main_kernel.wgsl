struct type_3 {
    member: array<f32, 432>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e18 = global;
    let _e21 = global;
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.z);
    let _e27 = global_1;
    let _e30 = global_1;
    let _e33 = (_e26 < 0i);
    let _e36 = (select(_e26, (-1i - _e26), _e33) / 3i);
    let _e38 = select(_e36, (-1i - _e36), _e33);
    let _e39 = (_e26 % 3i);
    let _e42 = select(_e39, (_e39 + 3i), (_e39 < 0i));
    let _e44 = ((bitcast<i32>(_e21.y) * 6i) + bitcast<i32>(_e30.y));
    let _e46 = ((bitcast<i32>(_e18.x) * 8i) + bitcast<i32>(_e27.x));
    let _e52 = ((((_e38 * 3i) + (_e42 * 7i)) + (_e44 * 5i)) + _e46);
    let _e53 = (_e52 + 1i);
    let _e54 = (_e53 < 0i);
    let _e57 = (select(_e53, (-1i - _e53), _e54) / 11i);
    arg0_.member[((((_e38 * 144i) + (_e42 * 48i)) + (_e44 * 8i)) + _e46)] = ((f32(((_e52 + (select(_e57, (-1i - _e57), _e54) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(8, 6, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
