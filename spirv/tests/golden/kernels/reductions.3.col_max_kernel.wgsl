struct type_3 {
    member: array<f32, 24>,
}

struct type_6 {
    member: array<f32, 960>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
var<private> global: u32 = 4286578688u;
var<private> global_1: vec3<u32>;

fn col_max_kernel_1() {
    var phi_41_: i32;
    var phi_42_: f32;
    var phi_67_: f32;

    let _e13 = global;
    let _e15 = global_1;
    let _e17 = bitcast<i32>(_e15.x);
    arg0_.member[_e17] = bitcast<f32>(_e13);
    let _e22 = arg0_.member[_e17];
    phi_41_ = 0i;
    phi_42_ = _e22;
    loop {
        let _e24 = phi_41_;
        let _e26 = phi_42_;
        let _e31 = arg1_.member[((_e24 * 24i) + _e17)];
        let _e45 = select(select(select(max(_e26, _e31), select(_e26, _e31, (bitcast<u32>(_e26) > 2147483647u)), (_e26 == _e31)), _e31, ((bitcast<u32>(_e31) & 2147483647u) > 2139095040u)), _e26, ((bitcast<u32>(_e26) & 2147483647u) > 2139095040u));
        continue;
        continuing {
            let _e46 = (_e24 + 1i);
            phi_41_ = _e46;
            phi_42_ = _e45;
            phi_67_ = _e45;
            break if !((_e46 < 40i));
        }
    }
    let _e50 = phi_67_;
    arg0_.member[_e17] = _e50;
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn col_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    col_max_kernel_1();
}
