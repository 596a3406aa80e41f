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
    var phi_68_: vec4<f32>;

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
        let _e39 = arg1_.member[(((_e22 * 40i) + _e30) >> bitcast<u32>(2i))];
        let _e44 = arg2_.member[(_e30 >> bitcast<u32>(2i))];
        let _e45 = fma(_e39, _e44, _e32);
        continue;
        continuing {
            let _e46 = (_e30 + 4i);
            phi_52_ = _e46;
            phi_53_ = _e45;
            phi_68_ = _e45;
            break if !((_e46 < 40i));
        }
    }
    let _e50 = phi_68_;
    arg0_.member[_e22] = ((((_e50.x + _e50.y) + _e50.z) + _e50.w) + _e27);
    return;
}

@compute @workgroup_size(48, 1, 1) 
fn gemv_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    gemv_kernel_1();
}
