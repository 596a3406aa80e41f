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
    var phi_51_: i32;
    var phi_52_: vec4<f32>;
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;

    let _e14 = global;
    let _e17 = global_1;
    let _e21 = ((bitcast<i32>(_e14.x) * 48i) + bitcast<i32>(_e17.x));
    arg0_.member[_e21] = 0f;
    let _e26 = arg0_.member[_e21];
    phi_51_ = 0i;
    phi_52_ = vec4(0f);
    loop {
        let _e29 = phi_51_;
        let _e31 = phi_52_;
        local = _e31;
        local_1 = _e31;
        local_2 = _e31;
        local_3 = _e31;
        if (_e29 < 40i) {
        } else {
            break;
        }
        let _e39 = arg1_.member[(((_e21 * 40i) + _e29) >> bitcast<u32>(2i))];
        let _e44 = arg2_.member[(_e29 >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_51_ = (_e29 + 4i);
            phi_52_ = fma(_e39, _e44, _e31);
        }
    }
    let _e48 = local;
    let _e51 = local_1;
    let _e54 = local_2;
    let _e57 = local_3;
    arg0_.member[_e21] = ((((_e48.x + _e51.y) + _e54.z) + _e57.w) + _e26);
    return;
}

@compute @workgroup_size(48, 1, 1) 
fn gemv_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    gemv_kernel_1();
}
