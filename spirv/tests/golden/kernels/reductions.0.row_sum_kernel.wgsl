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
    var phi_43_: i32;
    var phi_44_: vec4<f32>;
    var phi_56_: vec4<f32>;

    let _e13 = global;
    let _e16 = global_1;
    let _e20 = ((bitcast<i32>(_e13.x) * 40i) + bitcast<i32>(_e16.x));
    phi_43_ = 0i;
    phi_44_ = vec4(-0f);
    loop {
        let _e23 = phi_43_;
        let _e25 = phi_44_;
        let _e32 = arg0_.member[(((_e20 * 24i) + _e23) >> bitcast<u32>(2i))];
        let _e33 = (_e25 + _e32);
        continue;
        continuing {
            let _e34 = (_e23 + 4i);
            phi_43_ = _e34;
            phi_44_ = _e33;
            phi_56_ = _e33;
            break if !((_e34 < 24i));
        }
    }
    let _e38 = phi_56_;
    arg1_.member[_e20] = (((((_e38.x + _e38.y) + _e38.z) + _e38.w) + 0f) + 0f);
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_sum_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    row_sum_kernel_1();
}
