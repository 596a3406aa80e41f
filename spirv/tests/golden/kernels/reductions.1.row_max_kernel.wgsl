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
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;

fn row_max_kernel_1() {
    var phi_40_: i32;
    var phi_41_: vec4<f32>;
    var phi_58_: vec4<f32>;

    let _e12 = global;
    let _e13 = bitcast<f32>(_e12);
    let _e14 = global_1;
    let _e16 = bitcast<i32>(_e14.x);
    phi_40_ = 0i;
    phi_41_ = vec4(_e13);
    loop {
        let _e19 = phi_40_;
        let _e21 = phi_41_;
        let _e28 = arg0_.member[(((_e16 * 24i) + _e19) >> bitcast<u32>(2i))];
        let _e33 = select(select(max(_e21, _e28), _e28, (_e28 != _e28)), _e21, (_e21 != _e21));
        continue;
        continuing {
            let _e34 = (_e19 + 4i);
            phi_40_ = _e34;
            phi_41_ = _e33;
            phi_58_ = _e33;
            break if !((_e34 < 24i));
        }
    }
    let _e38 = phi_58_;
    let _e46 = max(max(max(max(_e38.x, _e38.y), _e38.z), _e38.w), -340282350000000000000000000000000000000f);
    arg1_.member[_e16] = select(select(max(_e46, _e13), _e13, (_e13 != _e13)), _e46, (_e46 != _e46));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    row_max_kernel_1();
}
