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
    var phi_79_: i32;
    var phi_80_: f32;
    var phi_101_: f32;
    var phi_104_: f32;

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
        phi_79_ = 0i;
        phi_80_ = _e57;
        loop {
            let _e59 = phi_79_;
            let _e61 = phi_80_;
            let _e72 = arg1_.member[(((_e36 * 192i) + (((_e38 * 2i) + _e55) * 12i)) + ((_e40 * 2i) + _e59))];
            let _e77 = select(select(max(_e61, _e72), _e72, (_e72 != _e72)), _e61, (_e61 != _e61));
            continue;
            continuing {
                let _e78 = (_e59 + 1i);
                phi_79_ = _e78;
                phi_80_ = _e77;
                phi_101_ = _e77;
                break if !((_e78 < 2i));
            }
        }
        let _e82 = phi_101_;
        continue;
        continuing {
            let _e83 = (_e55 + 1i);
            phi_73_ = _e83;
            phi_74_ = _e82;
            phi_104_ = _e82;
            break if !((_e83 < 2i));
        }
    }
    let _e87 = phi_104_;
    arg0_.member[(((_e36 * 48i) + (_e38 * 6i)) + _e40)] = _e87;
    return;
}

@compute @workgroup_size(6, 8, 1) 
fn maxpool2d_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    maxpool2d_kernel_1();
}
