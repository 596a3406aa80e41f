struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn transpose_kernel_1() {
    let _e12 = global;
    let _e14 = bitcast<i32>(_e12.x);
    let _e15 = global;
    let _e17 = bitcast<i32>(_e15.y);
    let _e18 = global_1;
    let _e20 = bitcast<i32>(_e18.x);
    let _e21 = global_1;
    let _e23 = bitcast<i32>(_e21.y);
    let _e24 = (_e14 * -16i);
    if ((_e24 + 24i) >= 0i) {
        let _e28 = ((_e14 * 16i) + _e20);
        let _e30 = ((_e17 * 8i) + _e23);
        let _e35 = arg0_.member[((_e28 * 24i) + _e30)];
        arg1_.member[((_e30 * 40i) + _e28)] = _e35;
    } else {
        let _e41 = ((_e14 * 16i) + _e20);
        let _e43 = ((_e17 * 8i) + _e23);
        if (((_e24 - _e20) + 39i) >= 0i) {
            let _e51 = arg0_.member[((_e41 * 24i) + _e43)];
            arg1_.member[((_e43 * 40i) + _e41)] = _e51;
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn transpose_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    transpose_kernel_1();
}
