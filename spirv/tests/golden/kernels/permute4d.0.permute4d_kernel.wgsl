struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn permute4d_kernel_1() {
    let _e16 = global;
    let _e18 = bitcast<i32>(_e16.x);
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.y);
    let _e22 = global;
    let _e24 = bitcast<i32>(_e22.z);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.y);
    let _e31 = (_e21 * -8i);
    if ((_e31 + 4i) >= 0i) {
        let _e34 = (_e24 / 10i);
        let _e36 = ((_e18 * 6i) + _e27);
        let _e37 = (_e24 % 10i);
        let _e39 = ((_e21 * 8i) + _e30);
        let _e48 = arg0_.member[((((_e34 * 720i) + (_e36 * 120i)) + (_e37 * 12i)) + _e39)];
        arg1_.member[((((_e34 * 720i) + (_e37 * 72i)) + (_e39 * 6i)) + _e36)] = _e48;
    } else {
        let _e57 = (_e24 / 10i);
        let _e59 = ((_e18 * 6i) + _e27);
        let _e60 = (_e24 % 10i);
        let _e62 = ((_e21 * 8i) + _e30);
        if (((_e31 - _e30) + 11i) >= 0i) {
            let _e74 = arg0_.member[((((_e57 * 720i) + (_e59 * 120i)) + (_e60 * 12i)) + _e62)];
            arg1_.member[((((_e57 * 720i) + (_e60 * 72i)) + (_e62 * 6i)) + _e59)] = _e74;
        }
    }
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn permute4d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    permute4d_kernel_1();
}
