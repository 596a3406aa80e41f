struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e15 = global;
    let _e17 = bitcast<i32>(_e15.x);
    let _e18 = global;
    let _e20 = bitcast<i32>(_e18.y);
    let _e21 = global_1;
    let _e23 = bitcast<i32>(_e21.x);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.y);
    let _e27 = (_e17 * -16i);
    if ((_e27 + 8i) >= 0i) {
        let _e31 = ((_e20 * 8i) + _e26);
        let _e33 = ((_e17 * 16i) + _e23);
        let _e36 = ((_e31 * 7i) + (_e33 * 3i));
        arg0_.member[((_e31 * 24i) + _e33)] = ((f32((_e36 - ((_e36 / 13i) * 13i))) * 0.125f) - 0.75f);
    } else {
        let _e48 = ((_e20 * 8i) + _e26);
        let _e50 = ((_e17 * 16i) + _e23);
        if (((_e27 - _e23) + 23i) >= 0i) {
            let _e56 = ((_e48 * 7i) + (_e50 * 3i));
            arg0_.member[((_e48 * 24i) + _e50)] = ((f32((_e56 - ((_e56 / 13i) * 13i))) * 0.125f) - 0.75f);
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
