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
        let _e32 = (_e21 % 10i);
        let _e34 = ((_e18 * 8i) + _e27);
        let _e43 = arg0_.member[((((_e31 * 720i) + (_e24 * 120i)) + (_e32 * 12i)) + _e34)];
        arg1_.member[((((_e31 * 720i) + (_e32 * 72i)) + (_e34 * 6i)) + _e24)] = _e43;
    } else {
        let _e52 = (_e21 / 10i);
        let _e53 = (_e21 % 10i);
        let _e55 = ((_e18 * 8i) + _e27);
        if (((_e28 - _e27) + 11i) >= 0i) {
            let _e67 = arg0_.member[((((_e52 * 720i) + (_e24 * 120i)) + (_e53 * 12i)) + _e55)];
            arg1_.member[((((_e52 * 720i) + (_e53 * 72i)) + (_e55 * 6i)) + _e24)] = _e67;
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
