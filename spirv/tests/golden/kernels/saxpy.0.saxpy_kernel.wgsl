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
    var phi_95_: i32;

    let _e18 = push_constants.member;
    let _e20 = push_constants.member_1;
    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global_1;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = (_e27 * -512i);
    if (((_e18 + _e31) + -512i) >= 0i) {
        let _e36 = ((_e27 * 512i) + _e30);
        let _e37 = (_e36 + 128i);
        let _e38 = (_e36 + 256i);
        let _e39 = (_e36 + 384i);
        let _e42 = arg1_.member[_e36];
        let _e45 = arg1_.member[_e37];
        let _e48 = arg1_.member[_e38];
        let _e51 = arg1_.member[_e39];
        let _e54 = arg2_.member[_e36];
        let _e57 = arg2_.member[_e37];
        let _e60 = arg2_.member[_e38];
        let _e63 = arg2_.member[_e39];
        arg2_.member[_e36] = ((_e20 * _e42) + _e54);
        arg2_.member[_e37] = ((_e20 * _e45) + _e57);
        arg2_.member[_e38] = ((_e20 * _e48) + _e60);
        arg2_.member[_e39] = ((_e20 * _e51) + _e63);
    } else {
        phi_95_ = 0i;
        loop {
            let _e81 = phi_95_;
            if (_e81 < 4i) {
                let _e86 = (((_e81 * 128i) + (_e27 * 512i)) + _e30);
                if ((((((_e81 * -128i) + _e18) + _e31) - _e30) + -1i) >= 0i) {
                    let _e95 = arg1_.member[_e86];
                    let _e98 = arg2_.member[_e86];
                    arg2_.member[_e86] = ((_e20 * _e95) + _e98);
                }
                continue;
            } else {
                break;
            }
            continuing {
                phi_95_ = (_e81 + 1i);
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
