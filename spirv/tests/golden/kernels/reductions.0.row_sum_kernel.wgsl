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

fn row_sum_kernel_1() {
    var phi_36_: i32;
    var phi_37_: vec4<f32>;
    var phi_46_: vec4<f32>;
    var phi_50_: vec4<f32>;

    let _e12 = global;
    let _e14 = bitcast<i32>(_e12.x);
    phi_36_ = 0i;
    phi_37_ = vec4<f32>(-0f, -0f, -0f, -0f);
    loop {
        let _e16 = phi_36_;
        let _e18 = phi_37_;
        let _e25 = arg0_.member[(((_e14 * 24i) + _e16) >> bitcast<u32>(2i))];
        phi_46_ = (_e18 + _e25);
        continue;
        continuing {
            let _e28 = phi_46_;
            let _e29 = (_e16 + 4i);
            phi_36_ = _e29;
            phi_37_ = _e28;
            phi_50_ = _e28;
            break if !((_e29 < 24i));
        }
    }
    let _e33 = phi_50_;
    let _e40 = (((_e33.x + _e33.y) + _e33.z) + _e33.w);
    arg1_.member[_e14] = select(_e40, 0f, (_e40 == 0f));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_sum_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    row_sum_kernel_1();
}
