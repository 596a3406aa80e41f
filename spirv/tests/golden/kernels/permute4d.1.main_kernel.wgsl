struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
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
    let _e36 = (_e26 * -8i);
    if ((_e36 + 2i) >= 0i) {
        let _e39 = (_e29 < 0i);
        let _e42 = (select(_e29, (-1i - _e29), _e39) / 6i);
        let _e44 = select(_e42, (-1i - _e42), _e39);
        let _e45 = (_e29 % 6i);
        let _e48 = select(_e45, (_e45 + 6i), (_e45 < 0i));
        let _e50 = ((_e26 * 8i) + _e35);
        let _e52 = ((_e23 * 12i) + _e32);
        let _e60 = (((((_e44 * 11i) + (_e48 * 5i)) + (_e50 * 7i)) + (_e52 * 3i)) % 13i);
        arg0_.member[((((_e44 * 720i) + (_e48 * 120i)) + (_e50 * 12i)) + _e52)] = ((f32(select(_e60, (_e60 + 13i), (_e60 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e75 = (_e29 < 0i);
        let _e78 = (select(_e29, (-1i - _e29), _e75) / 6i);
        let _e80 = select(_e78, (-1i - _e78), _e75);
        let _e81 = (_e29 % 6i);
        let _e84 = select(_e81, (_e81 + 6i), (_e81 < 0i));
        let _e86 = ((_e26 * 8i) + _e35);
        let _e88 = ((_e23 * 12i) + _e32);
        if (((_e36 - _e35) + 9i) >= 0i) {
            let _e99 = (((((_e80 * 11i) + (_e84 * 5i)) + (_e86 * 7i)) + (_e88 * 3i)) % 13i);
            arg0_.member[((((_e80 * 720i) + (_e84 * 120i)) + (_e86 * 12i)) + _e88)] = ((f32(select(_e99, (_e99 + 13i), (_e99 < 0i))) * 0.125f) - 0.75f);
        }
    }
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
