enable f16;

struct type_3 {
    member: array<f16, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    let _e17 = global;
    let _e19 = bitcast<i32>(_e17.x);
    let _e20 = global;
    let _e22 = bitcast<i32>(_e20.y);
    let _e23 = global_1;
    let _e25 = bitcast<i32>(_e23.x);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.y);
    let _e29 = (_e19 * -16i);
    if ((_e29 + 8i) >= 0i) {
        let _e33 = ((_e22 * 8i) + _e28);
        let _e35 = ((_e19 * 16i) + _e25);
        let _e38 = ((_e33 * 3i) + (_e35 * 2i));
        arg0_.member[((_e33 * 24i) + _e35)] = ((f16(((_e38 + (((_e38 + 1i) / 5i) * -5i)) + 1i)) * 0.25h) - 0.5h);
    } else {
        let _e52 = ((_e22 * 8i) + _e28);
        let _e54 = ((_e19 * 16i) + _e25);
        if (((_e29 - _e25) + 23i) >= 0i) {
            let _e60 = ((_e52 * 3i) + (_e54 * 2i));
            arg0_.member[((_e52 * 24i) + _e54)] = ((f16(((_e60 + (((_e60 + 1i) / 5i) * -5i)) + 1i)) * 0.25h) - 0.5h);
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
