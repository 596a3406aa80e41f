struct type_4 {
    member: array<vec4<f32>, 240>,
}

struct type_7 {
    member: array<f32, 40>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_7;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn row_sum_kernel_1() {
    var phi_42_: i32;
    var phi_43_: vec4<f32>;
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;

    let _e12 = global;
    let _e15 = global_1;
    let _e19 = ((bitcast<i32>(_e12.x) * 40i) + bitcast<i32>(_e15.x));
    phi_42_ = 0i;
    phi_43_ = vec4(0f);
    loop {
        let _e22 = phi_42_;
        let _e24 = phi_43_;
        local = _e24;
        local_1 = _e24;
        local_2 = _e24;
        local_3 = _e24;
        if (_e22 < 24i) {
        } else {
            break;
        }
        let _e32 = arg0_.member[(((_e19 * 24i) + _e22) >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_42_ = (_e22 + 4i);
            phi_43_ = (_e24 + _e32);
        }
    }
    let _e36 = local;
    let _e39 = local_1;
    let _e42 = local_2;
    let _e45 = local_3;
    arg1_.member[_e19] = (((((_e36.x + _e39.y) + _e42.z) + _e45.w) + 0f) + 0f);
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_sum_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    row_sum_kernel_1();
}
