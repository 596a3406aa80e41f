struct type_3 {
    member: array<f32, 48>,
}

struct type_6 {
    member: array<f32, 1920>,
}

struct type_9 {
    member: array<f32, 40>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn gemv_kernel_1() {
    var phi_49_: i32;
    var phi_50_: f32;
    var local: f32;

    let _e13 = global;
    let _e16 = global_1;
    let _e20 = ((bitcast<i32>(_e13.x) * 48i) + bitcast<i32>(_e16.x));
    arg0_.member[_e20] = 0f;
    let _e25 = arg0_.member[_e20];
    phi_49_ = 0i;
    phi_50_ = _e25;
    loop {
        let _e27 = phi_49_;
        let _e29 = phi_50_;
        local = _e29;
        if (_e27 < 40i) {
        } else {
            break;
        }
        let _e35 = arg1_.member[((_e20 * 40i) + _e27)];
        let _e38 = arg2_.member[_e27];
        continue;
        continuing {
            phi_49_ = (_e27 + 1i);
            phi_50_ = fma(_e35, _e38, _e29);
        }
    }
    let _e44 = local;
    arg0_.member[_e20] = _e44;
    return;
}

@compute @workgroup_size(48, 1, 1) 
fn gemv_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    gemv_kernel_1();
}
