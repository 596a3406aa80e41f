struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
    member_1: i32,
    member_2: i32,
    member_3: i32,
    member_4: i32,
    member_5: i32,
}

@group(0) @binding(0) 
var<storage> arg0_: type_2;
@group(0) @binding(1) 
var<storage> arg1_: type_2;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_2;
var<immediate> push_constants: type_5;
var<private> global: vec3<u32>;

fn matmul_1() {
    var phi_51_: i32;
    var phi_52_: f32;
    var phi_68_: f32;
    var local: f32;
    var phi_77_: i32;
    var phi_82_: i32;

    let _e15 = push_constants.member_1;
    let _e19 = push_constants.member_3;
    let _e23 = push_constants.member_5;
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.y);
    let _e27 = global;
    let _e29 = bitcast<i32>(_e27.x);
    phi_51_ = 0i;
    phi_52_ = 0f;
    loop {
        let _e31 = phi_51_;
        let _e33 = phi_52_;
        local = _e33;
        if (_e31 < _e15) {
        } else {
            break;
        }
        let _e39 = arg0_.member[((_e26 * _e15) + _e31)];
        let _e44 = arg1_.member[((_e31 * _e19) + _e29)];
        phi_68_ = (_e33 + (_e39 * _e44));
        continue;
        continuing {
            let _e48 = phi_68_;
            phi_51_ = (_e31 + 1i);
            phi_52_ = _e48;
        }
    }
    let _e55 = local;
    arg2_.member[((_e26 * _e23) + _e29)] = _e55;
    phi_77_ = 0i;
    loop {
        let _e57 = phi_77_;
        phi_82_ = _e57;
        loop {
            let _e59 = phi_82_;
            if (_e59 < 4i) {
            } else {
                break;
            }
            arg2_.member[((_e57 * _e23) + _e59)] = 0f;
            continue;
            continuing {
                phi_82_ = (_e59 + 1i);
            }
        }
        continue;
        continuing {
            let _e66 = (_e57 + 1i);
            phi_77_ = _e66;
            break if !((_e66 < 4i));
        }
    }
    return;
}

@compute @workgroup_size(8, 8, 1) 
fn matmul(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    matmul_1();
}
