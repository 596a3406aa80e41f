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
    let _e18 = bitcast<i32>(_e16.y);
    let _e19 = global;
    let _e21 = bitcast<i32>(_e19.z);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global_1;
    let _e27 = bitcast<i32>(_e25.y);
    let _e28 = (_e18 * -8i);
    if ((_e28 + 4i) >= 0i) {
        let _e31 = (_e21 / 10i);
        let _e34 = (_e21 - ((_e21 / 10i) * 10i));
        let _e36 = ((_e18 * 8i) + _e27);
        let _e45 = arg0_.member[((((_e31 * 720i) + (_e24 * 120i)) + (_e34 * 12i)) + _e36)];
        arg1_.member[((((_e31 * 720i) + (_e34 * 72i)) + (_e36 * 6i)) + _e24)] = _e45;
    } else {
        let _e54 = (_e21 / 10i);
        let _e57 = (_e21 - ((_e21 / 10i) * 10i));
        let _e59 = ((_e18 * 8i) + _e27);
        if (((_e28 - _e27) + 11i) >= 0i) {
            let _e71 = arg0_.member[((((_e54 * 720i) + (_e24 * 120i)) + (_e57 * 12i)) + _e59)];
            arg1_.member[((((_e54 * 720i) + (_e57 * 72i)) + (_e59 * 6i)) + _e24)] = _e71;
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
