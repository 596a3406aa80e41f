struct type_3 {
    member: array<f32, 2880>,
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
    if ((_e34 + 4i) >= 0i) {
        let _e37 = (_e27 / 6i);
        let _e38 = (_e27 % 6i);
        let _e40 = ((_e24 * 8i) + _e33);
        let _e42 = ((_e21 * 10i) + _e30);
        let _e50 = (((((_e37 * 11i) + (_e38 * 5i)) + (_e40 * 7i)) + (_e42 * 3i)) % 13i);
        arg0_.member[((((_e37 * 720i) + (_e38 * 120i)) + (_e40 * 10i)) + _e42)] = ((f32(select(_e50, (_e50 + 13i), (_e50 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e65 = (_e27 / 6i);
        let _e66 = (_e27 % 6i);
        let _e68 = ((_e24 * 8i) + _e33);
        let _e70 = ((_e21 * 10i) + _e30);
        if (((_e34 - _e33) + 11i) >= 0i) {
            let _e81 = (((((_e65 * 11i) + (_e66 * 5i)) + (_e68 * 7i)) + (_e70 * 3i)) % 13i);
            arg0_.member[((((_e65 * 720i) + (_e66 * 120i)) + (_e68 * 10i)) + _e70)] = ((f32(select(_e81, (_e81 + 13i), (_e81 < 0i))) * 0.125f) - 0.75f);
        }
    }
    return;
}

@compute @workgroup_size(10, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
