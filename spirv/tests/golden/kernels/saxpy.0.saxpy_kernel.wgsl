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
    var phi_78_: f32;
    var phi_85_: f32;
    var phi_92_: f32;
    var phi_99_: f32;
    var phi_124_: i32;
    var phi_148_: f32;

    let _e19 = push_constants.member;
    let _e21 = push_constants.member_1;
    let _e25 = push_constants.member_3;
    let _e26 = global;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = global_1;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = (_e28 * -512i);
    if (((_e19 + _e32) + -512i) >= 0i) {
        let _e37 = ((_e28 * 512i) + _e31);
        let _e38 = (_e37 + 128i);
        let _e39 = (_e37 + 256i);
        let _e40 = (_e37 + 384i);
        let _e43 = arg1_.member[_e37];
        let _e46 = arg1_.member[_e38];
        let _e49 = arg1_.member[_e39];
        let _e52 = arg1_.member[_e40];
        if (_e37 < _e25) {
            let _e56 = arg2_.member[_e37];
            phi_78_ = _e56;
        } else {
            phi_78_ = 0f;
        }
        let _e58 = phi_78_;
        if (_e38 < _e25) {
            let _e62 = arg2_.member[_e38];
            phi_85_ = _e62;
        } else {
            phi_85_ = 0f;
        }
        let _e64 = phi_85_;
        if (_e39 < _e25) {
            let _e68 = arg2_.member[_e39];
            phi_92_ = _e68;
        } else {
            phi_92_ = 0f;
        }
        let _e70 = phi_92_;
        if (_e40 < _e25) {
            let _e74 = arg2_.member[_e40];
            phi_99_ = _e74;
        } else {
            phi_99_ = 0f;
        }
        let _e76 = phi_99_;
        if (_e37 < _e25) {
            arg2_.member[_e37] = fma(_e21, _e43, _e58);
        }
        if (_e38 < _e25) {
            arg2_.member[_e38] = fma(_e21, _e46, _e64);
        }
        if (_e39 < _e25) {
            arg2_.member[_e39] = fma(_e21, _e49, _e70);
        }
        if (_e40 < _e25) {
            arg2_.member[_e40] = fma(_e21, _e52, _e76);
        }
    } else {
        phi_124_ = 0i;
        loop {
            let _e94 = phi_124_;
            if (_e94 < 4i) {
            } else {
                break;
            }
            let _e99 = (((_e94 * 128i) + (_e28 * 512i)) + _e31);
            if ((((((_e94 * -128i) + _e19) + _e32) - _e31) + -1i) >= 0i) {
                let _e108 = arg1_.member[_e99];
                if (_e99 < _e25) {
                    let _e112 = arg2_.member[_e99];
                    phi_148_ = _e112;
                } else {
                    phi_148_ = 0f;
                }
                let _e114 = phi_148_;
                if (_e99 < _e25) {
                    arg2_.member[_e99] = fma(_e21, _e108, _e114);
                }
            }
            continue;
            continuing {
                phi_124_ = (_e94 + 1i);
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
