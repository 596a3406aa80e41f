struct type_3 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn silu_kernel_1() {
    let _e13 = global;
    let _e15 = bitcast<i32>(_e13.x);
    let _e16 = global;
    let _e18 = bitcast<i32>(_e16.y);
    let _e19 = global_1;
    let _e21 = bitcast<i32>(_e19.x);
    let _e22 = global_1;
    let _e24 = bitcast<i32>(_e22.y);
    let _e25 = (_e15 * -16i);
    if ((_e25 + 24i) >= 0i) {
        let _e29 = ((_e18 * 8i) + _e24);
        let _e31 = ((_e15 * 16i) + _e21);
        let _e36 = arg0_.member[((_e29 * 40i) + _e31)];
        arg1_.member[((_e29 * 40i) + _e31)] = (_e36 / (exp(-(_e36)) + 1f));
    } else {
        let _e46 = ((_e18 * 8i) + _e24);
        let _e48 = ((_e15 * 16i) + _e21);
        if (((_e25 - _e21) + 39i) >= 0i) {
            let _e56 = arg0_.member[((_e46 * 40i) + _e48)];
            arg1_.member[((_e46 * 40i) + _e48)] = (_e56 / (exp(-(_e56)) + 1f));
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn silu_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    silu_kernel_1();
}
