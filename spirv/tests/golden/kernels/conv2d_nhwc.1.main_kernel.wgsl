struct type_3 {
    member: array<f32, 3024>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.x);
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.y);
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.z);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = global_1;
    let _e33 = bitcast<i32>(_e31.y);
    let _e34 = (_e24 * -8i);
    if ((_e34 + 6i) >= 0i) {
        let _e37 = (_e27 < 0i);
        let _e40 = (select(_e27, (-1i - _e27), _e37) / 9i);
        let _e42 = select(_e40, (-1i - _e40), _e37);
        let _e43 = (_e27 % 9i);
        let _e46 = select(_e43, (_e43 + 9i), (_e43 < 0i));
        let _e48 = ((_e24 * 8i) + _e33);
        let _e50 = ((_e21 * 6i) + _e30);
        let _e58 = (((((_e42 * 11i) + (_e46 * 5i)) + (_e48 * 7i)) + (_e50 * 3i)) % 13i);
        arg0_.member[((((_e42 * 756i) + (_e46 * 84i)) + (_e48 * 6i)) + _e50)] = ((f32(select(_e58, (_e58 + 13i), (_e58 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e73 = (_e27 < 0i);
        let _e76 = (select(_e27, (-1i - _e27), _e73) / 9i);
        let _e78 = select(_e76, (-1i - _e76), _e73);
        let _e79 = (_e27 % 9i);
        let _e82 = select(_e79, (_e79 + 9i), (_e79 < 0i));
        let _e84 = ((_e24 * 8i) + _e33);
        let _e86 = ((_e21 * 6i) + _e30);
        if (((_e34 - _e33) + 13i) >= 0i) {
            let _e97 = (((((_e78 * 11i) + (_e82 * 5i)) + (_e84 * 7i)) + (_e86 * 3i)) % 13i);
            arg0_.member[((((_e78 * 756i) + (_e82 * 84i)) + (_e84 * 6i)) + _e86)] = ((f32(select(_e97, (_e97 + 13i), (_e97 < 0i))) * 0.125f) - 0.75f);
        }
    }
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
