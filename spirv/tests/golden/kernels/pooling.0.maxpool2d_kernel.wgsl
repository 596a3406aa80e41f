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
    var phi_95_: f32;
    var phi_98_: f32;
    var phi_99_: f32;
    var phi_102_: f32;

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
            phi_95_ = select(select(select(max(_e48, _e59), select(_e48, _e59, (bitcast<u32>(_e48) > 2147483647u)), (_e48 == _e59)), _e59, ((bitcast<u32>(_e59) & 2147483647u) > 2139095040u)), _e48, ((bitcast<u32>(_e48) & 2147483647u) > 2139095040u));
            continue;
            continuing {
                let _e75 = phi_95_;
                let _e76 = (_e46 + 1i);
                phi_64_ = _e76;
                phi_65_ = _e75;
                phi_98_ = _e75;
                break if !((_e76 < 2i));
            }
        }
        let _e80 = phi_98_;
        phi_99_ = _e80;
        continue;
        continuing {
            let _e82 = phi_99_;
            let _e83 = (_e42 + 1i);
            phi_58_ = _e83;
            phi_59_ = _e82;
            phi_102_ = _e82;
            break if !((_e83 < 2i));
        }
    }
    let _e87 = phi_102_;
    arg0_.member[(((_e21 * 48i) + (_e27 * 6i)) + _e24)] = _e87;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn maxpool2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    maxpool2d_kernel_1();
}
