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
var<private> global_2: vec3<u32>;

fn row_max_kernel_1() {
    var phi_47_: i32;
    var phi_48_: vec4<f32>;
    var phi_65_: vec4<f32>;

    let _e14 = global;
    let _e15 = bitcast<f32>(_e14);
    let _e16 = global_1;
    let _e19 = global_2;
    let _e23 = ((bitcast<i32>(_e16.x) * 40i) + bitcast<i32>(_e19.x));
    phi_47_ = 0i;
    phi_48_ = vec4(_e15);
    loop {
        let _e26 = phi_47_;
        let _e28 = phi_48_;
        let _e35 = arg0_.member[(((_e23 * 24i) + _e26) >> bitcast<u32>(2i))];
        let _e40 = select(select(max(_e28, _e35), _e35, (_e35 != _e35)), _e28, (_e28 != _e28));
        continue;
        continuing {
            let _e41 = (_e26 + 4i);
            phi_47_ = _e41;
            phi_48_ = _e40;
            phi_65_ = _e40;
            break if !((_e41 < 24i));
        }
    }
    let _e45 = phi_65_;
    let _e53 = max(max(max(max(_e45.x, _e45.y), _e45.z), _e45.w), -340282350000000000000000000000000000000f);
    arg1_.member[_e23] = select(select(max(_e53, _e15), _e15, (_e15 != _e15)), _e53, (_e53 != _e53));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    row_max_kernel_1();
}
