struct type_3 {
    member: array<f32, 48>,
}

struct type_7 {
    member: array<vec4<f32>, 480>,
}

struct type_10 {
    member: array<vec4<f32>, 10>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_7;
@group(0) @binding(2) 
var<storage> arg2_: type_10;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn gemv_kernel_1() {
    var phi_52_: i32;
    var phi_53_: vec4<f32>;
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;

    let _e15 = global;
    let _e18 = global_1;
    let _e22 = ((bitcast<i32>(_e15.x) * 48i) + bitcast<i32>(_e18.x));
    arg0_.member[_e22] = 0f;
    let _e27 = arg0_.member[_e22];
    phi_52_ = 0i;
    phi_53_ = vec4(-0f);
    loop {
        let _e30 = phi_52_;
        let _e32 = phi_53_;
        local = _e32;
        local_1 = _e32;
        local_2 = _e32;
        local_3 = _e32;
        if (_e30 < 40i) {
        } else {
            break;
        }
        let _e40 = arg1_.member[(((_e22 * 40i) + _e30) >> bitcast<u32>(2i))];
        let _e45 = arg2_.member[(_e30 >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_52_ = (_e30 + 4i);
            phi_53_ = fma(_e40, _e45, _e32);
        }
    }
    let _e49 = local;
    let _e52 = local_1;
    let _e55 = local_2;
    let _e58 = local_3;
    arg0_.member[_e22] = ((((_e49.x + _e52.y) + _e55.z) + _e58.w) + _e27);
    return;
}

@compute @workgroup_size(48, 1, 1) 
fn gemv_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    gemv_kernel_1();
}
