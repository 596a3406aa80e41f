struct type_3 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e20 = global;
    let _e23 = global;
    let _e26 = global_1;
    let _e29 = global_1;
    let _e33 = ((bitcast<i32>(_e23.y) * 8i) + bitcast<i32>(_e29.y));
    let _e35 = ((bitcast<i32>(_e20.x) * 48i) + bitcast<i32>(_e26.x));
    let _e36 = (_e35 + 16i);
    let _e37 = (_e35 + 32i);
    let _e38 = (_e33 * 10i);
    let _e41 = (_e33 * 7i);
    let _e43 = (_e41 + (_e35 * 3i));
    let _e44 = (_e43 < 0i);
    let _e47 = (select(_e43, (-1i - _e43), _e44) / 13i);
    let _e52 = (_e33 * 3i);
    let _e54 = (_e52 + (_e35 * 5i));
    let _e55 = (_e54 < 0i);
    let _e58 = (select(_e54, (-1i - _e54), _e55) / 11i);
    let _e66 = (_e41 + (_e36 * 3i));
    let _e67 = (_e66 < 0i);
    let _e70 = (select(_e66, (-1i - _e66), _e67) / 13i);
    let _e76 = (_e52 + (_e36 * 5i));
    let _e77 = (_e76 < 0i);
    let _e80 = (select(_e76, (-1i - _e76), _e77) / 11i);
    let _e88 = (_e41 + (_e37 * 3i));
    let _e89 = (_e88 < 0i);
    let _e92 = (select(_e88, (-1i - _e88), _e89) / 13i);
    let _e98 = (_e52 + (_e37 * 5i));
    let _e99 = (_e98 < 0i);
    let _e102 = (select(_e98, (-1i - _e98), _e99) / 11i);
    arg0_.member[((_e33 * 48i) + _e35)] = ((f32((((_e38 + (_e35 * 8i)) + (select(_e47, (-1i - _e47), _e44) * -13i)) + (select(_e58, (-1i - _e58), _e55) * -11i))) * 0.125f) - 1.375f);
    arg0_.member[((_e33 * 48i) + _e36)] = ((f32((((_e38 + (_e36 * 8i)) + (select(_e70, (-1i - _e70), _e67) * -13i)) + (select(_e80, (-1i - _e80), _e77) * -11i))) * 0.125f) - 1.375f);
    arg0_.member[((_e33 * 48i) + _e37)] = ((f32((((_e38 + (_e37 * 8i)) + (select(_e92, (-1i - _e92), _e89) * -13i)) + (select(_e102, (-1i - _e102), _e99) * -11i))) * 0.125f) - 1.375f);
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
