struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e19 = global;
    let _e22 = global;
    let _e25 = global_1;
    let _e28 = global_1;
    let _e32 = ((bitcast<i32>(_e22.y) * 8i) + bitcast<i32>(_e28.y));
    let _e34 = ((bitcast<i32>(_e19.x) * 16i) + bitcast<i32>(_e25.x));
    let _e40 = ((_e32 * 7i) + (_e34 * 3i));
    let _e41 = (_e40 < 0i);
    let _e44 = (select(_e40, (-1i - _e40), _e41) / 13i);
    let _e51 = ((_e32 * 3i) + (_e34 * 5i));
    let _e52 = (_e51 < 0i);
    let _e55 = (select(_e51, (-1i - _e51), _e52) / 11i);
    arg0_.member[((_e32 * 48i) + _e34)] = ((f32(((((_e32 * 10i) + (_e34 * 8i)) + (select(_e44, (-1i - _e44), _e41) * -13i)) + (select(_e55, (-1i - _e55), _e52) * -11i))) * 0.125f) - 1.375f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
