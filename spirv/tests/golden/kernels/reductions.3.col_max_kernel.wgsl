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
    var phi_65_: f32;
    var phi_68_: f32;

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
        phi_65_ = select(select(select(max(_e26, _e31), select(_e26, _e31, (bitcast<u32>(_e26) > 2147483647u)), (_e26 == _e31)), _e31, ((bitcast<u32>(_e31) & 2147483647u) > 2139095040u)), _e26, ((bitcast<u32>(_e26) & 2147483647u) > 2139095040u));
        continue;
        continuing {
            let _e47 = phi_65_;
            let _e48 = (_e24 + 1i);
            phi_41_ = _e48;
            phi_42_ = _e47;
            phi_68_ = _e47;
            break if !((_e48 < 40i));
        }
    }
    let _e52 = phi_68_;
    arg0_.member[_e17] = _e52;
    return;
}

@compute @workgroup_size(24, 1, 1) 
fn col_max_kernel(@builtin(local_invocation_id) param: vec3<u32>) {
    global_1 = param;
    col_max_kernel_1();
}
