struct type_3 {
    member: array<f32, 1920>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e16 = global;
    let _e18 = bitcast<i32>(_e16.x);
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.y);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = (_e18 * -16i);
    if ((_e28 + 24i) >= 0i) {
        let _e32 = ((_e21 * 8i) + _e27);
        let _e34 = ((_e18 * 16i) + _e24);
        let _e37 = ((_e32 * 7i) + (_e34 * 3i));
        arg0_.member[((_e32 * 40i) + _e34)] = ((f32((_e37 - ((_e37 / 13i) * 13i))) * 0.125f) - 0.75f);
    } else {
        let _e49 = ((_e21 * 8i) + _e27);
        let _e51 = ((_e18 * 16i) + _e24);
        if (((_e28 - _e24) + 39i) >= 0i) {
            let _e57 = ((_e49 * 7i) + (_e51 * 3i));
            arg0_.member[((_e49 * 40i) + _e51)] = ((f32((_e57 - ((_e57 / 13i) * 13i))) * 0.125f) - 0.75f);
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
