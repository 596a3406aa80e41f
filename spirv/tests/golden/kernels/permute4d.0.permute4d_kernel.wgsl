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
    let _e17 = global;
    let _e19 = bitcast<i32>(_e17.x);
    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.y);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.z);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.y);
    let _e32 = (_e22 * -8i);
    if ((_e32 + 4i) >= 0i) {
        let _e35 = (_e25 < 0i);
        let _e38 = (select(_e25, (-1i - _e25), _e35) / 10i);
        let _e40 = select(_e38, (-1i - _e38), _e35);
        let _e42 = ((_e19 * 6i) + _e28);
        let _e43 = (_e25 % 10i);
        let _e46 = select(_e43, (_e43 + 10i), (_e43 < 0i));
        let _e48 = ((_e22 * 8i) + _e31);
        let _e57 = arg0_.member[((((_e40 * 720i) + (_e42 * 120i)) + (_e46 * 12i)) + _e48)];
        arg1_.member[((((_e40 * 720i) + (_e46 * 72i)) + (_e48 * 6i)) + _e42)] = _e57;
    } else {
        let _e66 = (_e25 < 0i);
        let _e69 = (select(_e25, (-1i - _e25), _e66) / 10i);
        let _e71 = select(_e69, (-1i - _e69), _e66);
        let _e73 = ((_e19 * 6i) + _e28);
        let _e74 = (_e25 % 10i);
        let _e77 = select(_e74, (_e74 + 10i), (_e74 < 0i));
        let _e79 = ((_e22 * 8i) + _e31);
        if (((_e32 - _e31) + 11i) >= 0i) {
            let _e91 = arg0_.member[((((_e71 * 720i) + (_e73 * 120i)) + (_e77 * 12i)) + _e79)];
            arg1_.member[((((_e71 * 720i) + (_e77 * 72i)) + (_e79 * 6i)) + _e73)] = _e91;
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
