struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.x);
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.y);
    let _e27 = global;
    let _e29 = bitcast<i32>(_e27.z);
    let _e30 = global_1;
    let _e32 = bitcast<i32>(_e30.x);
    let _e33 = global_1;
    let _e35 = bitcast<i32>(_e33.y);
    let _e36 = (_e23 * -16i);
    let _e39 = (_e26 * -8i);
    if (((_e36 + 2i) >= 0i) && ((_e39 + 2i) >= 0i)) {
        let _e44 = ((_e26 * 8i) + _e35);
        let _e46 = ((_e23 * 16i) + _e32);
        let _e51 = (((_e29 * 5i) + (_e44 * 7i)) + (_e46 * 3i));
        let _e57 = ((f32((_e51 - ((_e51 / 13i) * 13i))) * 0.125f) - 0.75f);
        arg0_.member[(((_e29 * 180i) + (_e44 * 18i)) + _e46)] = _e57;
        arg1_.member[(((_e29 * 180i) + (_e44 * 18i)) + _e46)] = _e57;
    } else {
        let _e71 = ((_e26 * 8i) + _e35);
        let _e73 = ((_e23 * 16i) + _e32);
        if ((((_e36 - _e32) + 17i) >= 0i) && (((_e39 - _e35) + 9i) >= 0i)) {
            let _e85 = (((_e29 * 5i) + (_e71 * 7i)) + (_e73 * 3i));
            let _e91 = ((f32((_e85 - ((_e85 / 13i) * 13i))) * 0.125f) - 0.75f);
            arg0_.member[(((_e29 * 180i) + (_e71 * 18i)) + _e73)] = _e91;
            arg1_.member[(((_e29 * 180i) + (_e71 * 18i)) + _e73)] = _e91;
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
