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

fn gemv_kernel_1() {
    var phi_45_: i32;
    var phi_46_: vec4<f32>;
    var phi_59_: vec4<f32>;
    var phi_63_: vec4<f32>;

    let _e14 = global;
    let _e16 = bitcast<i32>(_e14.x);
    arg0_.member[_e16] = 0f;
    let _e21 = arg0_.member[_e16];
    phi_45_ = 0i;
    phi_46_ = vec4<f32>(-0f, -0f, -0f, -0f);
    loop {
        let _e23 = phi_45_;
        let _e25 = phi_46_;
        let _e32 = arg1_.member[(((_e16 * 40i) + _e23) >> bitcast<u32>(2i))];
        let _e37 = arg2_.member[(_e23 >> bitcast<u32>(2i))];
        phi_59_ = (_e25 + (_e32 * _e37));
        continue;
        continuing {
            let _e41 = phi_59_;
            let _e42 = (_e23 + 4i);
            phi_45_ = _e42;
            phi_46_ = _e41;
            phi_63_ = _e41;
            break if !((_e42 < 40i));
        }
    }
    let _e46 = phi_63_;
    arg0_.member[_e16] = ((((_e46.x + _e46.y) + _e46.z) + _e46.w) + _e21);
    return;
}

@compute @workgroup_size(48, 1, 1) 
fn gemv_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    gemv_kernel_1();
}
