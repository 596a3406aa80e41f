struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.y);
    let _e26 = global;
    let _e28 = bitcast<i32>(_e26.z);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.y);
    let _e35 = (_e25 * -8i);
    if ((_e35 + 4i) >= 0i) {
        let _e38 = (_e28 < 0i);
        let _e41 = (select(_e28, (-1i - _e28), _e38) / 6i);
        let _e43 = select(_e41, (-1i - _e41), _e38);
        let _e44 = (_e28 % 6i);
        let _e47 = select(_e44, (_e44 + 6i), (_e44 < 0i));
        let _e49 = ((_e25 * 8i) + _e34);
        let _e51 = ((_e22 * 10i) + _e31);
        let _e59 = (((((_e43 * 11i) + (_e47 * 5i)) + (_e49 * 7i)) + (_e51 * 3i)) % 13i);
        arg0_.member[((((_e43 * 720i) + (_e47 * 120i)) + (_e49 * 10i)) + _e51)] = ((f32(select(_e59, (_e59 + 13i), (_e59 < 0i))) * 0.125f) - 0.75f);
    } else {
        let _e74 = (_e28 < 0i);
        let _e77 = (select(_e28, (-1i - _e28), _e74) / 6i);
        let _e79 = select(_e77, (-1i - _e77), _e74);
        let _e80 = (_e28 % 6i);
        let _e83 = select(_e80, (_e80 + 6i), (_e80 < 0i));
        let _e85 = ((_e25 * 8i) + _e34);
        let _e87 = ((_e22 * 10i) + _e31);
        if (((_e35 - _e34) + 11i) >= 0i) {
            let _e98 = (((((_e79 * 11i) + (_e83 * 5i)) + (_e85 * 7i)) + (_e87 * 3i)) % 13i);
            arg0_.member[((((_e79 * 720i) + (_e83 * 120i)) + (_e85 * 10i)) + _e87)] = ((f32(select(_e98, (_e98 + 13i), (_e98 < 0i))) * 0.125f) - 0.75f);
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
