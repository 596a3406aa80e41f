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
    var phi_84_: f32;
    var phi_87_: f32;
    var phi_88_: f32;
    var phi_91_: f32;

    let _e15 = global;
    let _e17 = global_1;
    let _e19 = bitcast<i32>(_e17.z);
    let _e20 = global_2;
    let _e22 = bitcast<i32>(_e20.x);
    let _e23 = global_2;
    let _e25 = bitcast<i32>(_e23.y);
    arg0_.member[(((_e19 * 48i) + (_e25 * 6i)) + _e22)] = bitcast<f32>(_e15);
    let _e38 = arg0_.member[(((_e19 * 48i) + (_e25 * 6i)) + _e22)];
    phi_58_ = 0i;
    phi_59_ = _e38;
    loop {
        let _e40 = phi_58_;
        let _e42 = phi_59_;
        phi_64_ = 0i;
        phi_65_ = _e42;
        loop {
            let _e44 = phi_64_;
            let _e46 = phi_65_;
            let _e57 = arg1_.member[(((_e19 * 192i) + (((_e25 * 2i) + _e40) * 12i)) + ((_e22 * 2i) + _e44))];
            phi_84_ = select(select(max(_e46, _e57), _e57, (_e57 != _e57)), _e46, (_e46 != _e46));
            continue;
            continuing {
                let _e64 = phi_84_;
                let _e65 = (_e44 + 1i);
                phi_64_ = _e65;
                phi_65_ = _e64;
                phi_87_ = _e64;
                break if !((_e65 < 2i));
            }
        }
        let _e69 = phi_87_;
        phi_88_ = _e69;
        continue;
        continuing {
            let _e71 = phi_88_;
            let _e72 = (_e40 + 1i);
            phi_58_ = _e72;
            phi_59_ = _e71;
            phi_91_ = _e71;
            break if !((_e72 < 2i));
        }
    }
    let _e76 = phi_91_;
    arg0_.member[(((_e19 * 48i) + (_e25 * 6i)) + _e22)] = _e76;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn maxpool2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    maxpool2d_kernel_1();
}
