struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
    member_1: f32,
    member_2: i32,
    member_3: i32,
}

@group(0) @binding(0) 
var<storage> arg1_: type_2;
@group(0) @binding(1) 
var<storage, read_write> arg2_: type_2;
var<immediate> push_constants: type_5;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn saxpy_kernel_1() {
    var phi_64_: f32;
    var phi_86_: f32;

    let _e14 = push_constants.member;
    let _e16 = push_constants.member_1;
    let _e20 = push_constants.member_3;
    let _e21 = global;
    let _e23 = bitcast<i32>(_e21.x);
    let _e24 = global_1;
    let _e26 = bitcast<i32>(_e24.x);
    let _e28 = (_e14 + (_e23 * -128i));
    if ((_e28 + -128i) >= 0i) {
        let _e32 = ((_e23 * 128i) + _e26);
        let _e35 = arg1_.member[_e32];
        if (_e32 < _e20) {
            let _e39 = arg2_.member[_e32];
            phi_64_ = _e39;
        } else {
            phi_64_ = 0f;
        }
        let _e41 = phi_64_;
        if (_e32 < _e20) {
            arg2_.member[_e32] = ((_e16 * _e35) + _e41);
        }
    } else {
        let _e48 = ((_e23 * 128i) + _e26);
        if (((_e28 - _e26) + -1i) >= 0i) {
            let _e54 = arg1_.member[_e48];
            if (_e48 < _e20) {
                let _e58 = arg2_.member[_e48];
                phi_86_ = _e58;
            } else {
                phi_86_ = 0f;
            }
            let _e60 = phi_86_;
            if (_e48 < _e20) {
                arg2_.member[_e48] = ((_e16 * _e54) + _e60);
            }
        }
    }
    return;
}

@compute @workgroup_size(128, 1, 1) 
fn saxpy_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    saxpy_kernel_1();
}
