struct type_3 {
    member: array<f32, 1536>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e17 = global;
    let _e20 = global;
    let _e23 = global_1;
    let _e26 = global_1;
    let _e30 = ((bitcast<i32>(_e20.y) * 8i) + bitcast<i32>(_e26.y));
    let _e32 = ((bitcast<i32>(_e17.x) * 48i) + bitcast<i32>(_e23.x));
    let _e33 = (_e32 + 16i);
    let _e34 = (_e32 + 32i);
    let _e35 = (_e30 * 3i);
    let _e37 = (_e35 + (_e32 * 5i));
    let _e38 = (_e37 + 1i);
    let _e39 = (_e38 < 0i);
    let _e42 = (select(_e38, (-1i - _e38), _e39) / 11i);
    let _e49 = (_e35 + (_e33 * 5i));
    let _e50 = (_e49 + 1i);
    let _e51 = (_e50 < 0i);
    let _e54 = (select(_e50, (-1i - _e50), _e51) / 11i);
    let _e61 = (_e35 + (_e34 * 5i));
    let _e62 = (_e61 + 1i);
    let _e63 = (_e62 < 0i);
    let _e66 = (select(_e62, (-1i - _e62), _e63) / 11i);
    arg0_.member[((_e30 * 48i) + _e32)] = ((f32(((_e37 + (select(_e42, (-1i - _e42), _e39) * -11i)) + 1i)) * 0.125f) - 0.625f);
    arg0_.member[((_e30 * 48i) + _e33)] = ((f32(((_e49 + (select(_e54, (-1i - _e54), _e51) * -11i)) + 1i)) * 0.125f) - 0.625f);
    arg0_.member[((_e30 * 48i) + _e34)] = ((f32(((_e61 + (select(_e66, (-1i - _e66), _e63) * -11i)) + 1i)) * 0.125f) - 0.625f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
