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
    var phi_56_: vec4<f32>;
    var phi_59_: vec4<f32>;

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
        phi_56_ = select(select(max(_e21, _e28), _e28, (_e28 != _e28)), _e21, (_e21 != _e21));
        continue;
        continuing {
            let _e35 = phi_56_;
            let _e36 = (_e19 + 4i);
            phi_40_ = _e36;
            phi_41_ = _e35;
            phi_59_ = _e35;
            break if !((_e36 < 24i));
        }
    }
    let _e40 = phi_59_;
    let _e48 = max(max(max(max(_e40.x, _e40.y), _e40.z), _e40.w), -340282350000000000000000000000000000000f);
    arg1_.member[_e16] = select(select(max(_e48, _e13), _e13, (_e13 != _e13)), _e48, (_e48 != _e48));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    row_max_kernel_1();
}
