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
    var phi_58_: i32;
    var phi_59_: f32;
    var phi_64_: i32;
    var phi_65_: f32;
    var phi_97_: f32;
    var phi_100_: f32;

    let _e17 = global;
    let _e19 = global_1;
    let _e21 = bitcast<i32>(_e19.z);
    let _e22 = global_2;
    let _e24 = bitcast<i32>(_e22.x);
    let _e25 = global_2;
    let _e27 = bitcast<i32>(_e25.y);
    arg0_.member[(((_e21 * 48i) + (_e27 * 6i)) + _e24)] = bitcast<f32>(_e17);
    let _e40 = arg0_.member[(((_e21 * 48i) + (_e27 * 6i)) + _e24)];
    phi_58_ = 0i;
    phi_59_ = _e40;
    loop {
        let _e42 = phi_58_;
        let _e44 = phi_59_;
        phi_64_ = 0i;
        phi_65_ = _e44;
        loop {
            let _e46 = phi_64_;
            let _e48 = phi_65_;
            let _e59 = arg1_.member[(((_e21 * 192i) + (((_e27 * 2i) + _e42) * 12i)) + ((_e24 * 2i) + _e46))];
            let _e73 = select(select(select(max(_e48, _e59), select(_e48, _e59, (bitcast<u32>(_e48) > 2147483647u)), (_e48 == _e59)), _e59, ((bitcast<u32>(_e59) & 2147483647u) > 2139095040u)), _e48, ((bitcast<u32>(_e48) & 2147483647u) > 2139095040u));
            continue;
            continuing {
                let _e74 = (_e46 + 1i);
                phi_64_ = _e74;
                phi_65_ = _e73;
                phi_97_ = _e73;
                break if !((_e74 < 2i));
            }
        }
        let _e78 = phi_97_;
        continue;
        continuing {
            let _e79 = (_e42 + 1i);
            phi_58_ = _e79;
            phi_59_ = _e78;
            phi_100_ = _e78;
            break if !((_e79 < 2i));
        }
    }
    let _e83 = phi_100_;
    arg0_.member[(((_e21 * 48i) + (_e27 * 6i)) + _e24)] = _e83;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn maxpool2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    maxpool2d_kernel_1();
}
