struct type_3 {
    member: array<f32, 960>,
}

struct type_6 {
    member: array<f32, 40>,
}

struct type_9 {
    member: array<f32, 24>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
@group(0) @binding(3) 
var<storage, read_write> arg3_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn bias_scale_kernel_1() {
    var phi_103_: i32;

    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.x);
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.y);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.x);
    let _e30 = global_1;
    let _e32 = bitcast<i32>(_e30.y);
    let _e33 = (_e23 * -48i);
    if ((_e33 + -8i) >= 0i) {
        let _e37 = ((_e26 * 8i) + _e32);
        let _e39 = ((_e23 * 48i) + _e29);
        let _e40 = (_e39 + 16i);
        let _e41 = (_e39 + 32i);
        let _e46 = arg0_.member[((_e37 * 40i) + _e39)];
        let _e51 = arg0_.member[((_e37 * 40i) + _e40)];
        let _e56 = arg0_.member[((_e37 * 40i) + _e41)];
        let _e59 = arg1_.member[_e39];
        let _e62 = arg1_.member[_e40];
        let _e65 = arg1_.member[_e41];
        let _e68 = arg2_.member[_e37];
        arg3_.member[((_e37 * 40i) + _e39)] = fma(_e46, _e59, _e68);
        arg3_.member[((_e37 * 40i) + _e40)] = fma(_e51, _e62, _e68);
        arg3_.member[((_e37 * 40i) + _e41)] = fma(_e56, _e65, _e68);
    } else {
        phi_103_ = 0i;
        loop {
            let _e85 = phi_103_;
            if (_e85 < 3i) {
            } else {
                break;
            }
            let _e88 = ((_e26 * 8i) + _e32);
            let _e92 = (((_e85 * 16i) + (_e23 * 48i)) + _e29);
            if (((((_e85 * -16i) + _e33) - _e29) + 39i) >= 0i) {
                let _e102 = arg0_.member[((_e88 * 40i) + _e92)];
                let _e105 = arg1_.member[_e92];
                let _e108 = arg2_.member[_e88];
                arg3_.member[((_e88 * 40i) + _e92)] = fma(_e102, _e105, _e108);
            }
            continue;
            continuing {
                phi_103_ = (_e85 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn bias_scale_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    bias_scale_kernel_1();
}
