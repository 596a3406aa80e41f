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
    var local: vec4<f32>;
    var local_1: vec4<f32>;
    var local_2: vec4<f32>;
    var local_3: vec4<f32>;

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
        local = _e28;
        local_1 = _e28;
        local_2 = _e28;
        local_3 = _e28;
        if (_e26 < 24i) {
        } else {
            break;
        }
        let _e36 = arg0_.member[(((_e23 * 24i) + _e26) >> bitcast<u32>(2i))];
        continue;
        continuing {
            phi_47_ = (_e26 + 4i);
            phi_48_ = select(select(max(_e28, _e36), _e36, (_e36 != _e36)), _e28, (_e28 != _e28));
        }
    }
    let _e44 = local;
    let _e47 = local_1;
    let _e50 = local_2;
    let _e53 = local_3;
    let _e58 = max(max(max(max(_e44.x, _e47.y), _e50.z), _e53.w), -340282350000000000000000000000000000000f);
    arg1_.member[_e23] = select(select(max(_e58, _e15), _e15, (_e15 != _e15)), _e58, (_e58 != _e58));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    row_max_kernel_1();
}
