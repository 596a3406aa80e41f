struct type_3 {
    member: array<f32, 192>,
}

struct type_6 {
    member: array<f32, 768>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;
var<private> global_2: vec3<u32>;

fn maxpool2d_kernel_1() {
    var phi_73_: i32;
    var phi_74_: f32;
    var phi_83_: i32;
    var phi_84_: f32;
    var local: f32;
    var local_1: f32;

    let _e16 = global;
    let _e18 = global_1;
    let _e21 = global_1;
    let _e24 = global_1;
    let _e27 = global_2;
    let _e30 = global_2;
    let _e33 = global_2;
    let _e36 = (bitcast<i32>(_e24.z) + bitcast<i32>(_e33.z));
    let _e38 = ((bitcast<i32>(_e21.y) * 8i) + bitcast<i32>(_e30.y));
    let _e40 = ((bitcast<i32>(_e18.x) * 6i) + bitcast<i32>(_e27.x));
    arg0_.member[(((_e36 * 48i) + (_e38 * 6i)) + _e40)] = bitcast<f32>(_e16);
    let _e53 = arg0_.member[(((_e36 * 48i) + (_e38 * 6i)) + _e40)];
    phi_73_ = 0i;
    phi_74_ = _e53;
    loop {
        let _e55 = phi_73_;
        let _e57 = phi_74_;
        local = _e57;
        if (_e55 < 2i) {
        } else {
            break;
        }
        phi_83_ = 0i;
        phi_84_ = _e57;
        loop {
            let _e60 = phi_83_;
            let _e62 = phi_84_;
            local_1 = _e62;
            if (_e60 < 2i) {
            } else {
                break;
            }
            let _e74 = arg1_.member[(((_e36 * 192i) + (((_e38 * 2i) + _e55) * 12i)) + ((_e40 * 2i) + _e60))];
            continue;
            continuing {
                phi_83_ = (_e60 + 1i);
                phi_84_ = select(select(max(_e62, _e74), _e74, (_e74 != _e74)), _e62, (_e62 != _e62));
            }
        }
        continue;
        continuing {
            phi_73_ = (_e55 + 1i);
            let _e93 = local_1;
            phi_74_ = _e93;
        }
    }
    let _e89 = local;
    arg0_.member[(((_e36 * 48i) + (_e38 * 6i)) + _e40)] = _e89;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn maxpool2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    maxpool2d_kernel_1();
}
