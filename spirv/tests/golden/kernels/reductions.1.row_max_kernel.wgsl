struct type_3 {
    member: array<f32, 960>,
}

struct type_6 {
    member: array<f32, 40>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_6;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;
var<private> global_2: vec3<u32>;

fn row_max_kernel_1() {
    var phi_45_: i32;
    var phi_46_: f32;
    var local: f32;
    var local_1: f32;
    var local_2: f32;
    var local_3: f32;

    let _e13 = global;
    let _e14 = bitcast<f32>(_e13);
    let _e15 = global_1;
    let _e18 = global_2;
    let _e22 = ((bitcast<i32>(_e15.x) * 40i) + bitcast<i32>(_e18.x));
    phi_45_ = 0i;
    phi_46_ = -340282350000000000000000000000000000000f;
    loop {
        let _e24 = phi_45_;
        let _e26 = phi_46_;
        local = _e26;
        local_1 = _e26;
        local_2 = _e26;
        local_3 = _e26;
        if (_e24 < 24i) {
        } else {
            break;
        }
        let _e32 = arg0_.member[((_e22 * 24i) + _e24)];
        continue;
        continuing {
            phi_45_ = (_e24 + 1i);
            phi_46_ = select(select(max(_e26, _e32), _e32, (_e32 != _e32)), _e26, (_e26 != _e26));
        }
    }
    let _e40 = local;
    let _e43 = local_1;
    let _e45 = local_2;
    let _e50 = local_3;
    arg1_.member[_e22] = select(select(max(_e40, _e14), _e14, (_e14 != _e14)), _e50, (_e43 != _e45));
    return;
}

@compute @workgroup_size(40, 1, 1) 
fn row_max_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    row_max_kernel_1();
}
