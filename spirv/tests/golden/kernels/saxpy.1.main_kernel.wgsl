struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
    member_1: i32,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_2;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_2;
var<immediate> push_constants: type_5;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_165_: i32;

    let _e29 = global;
    let _e31 = bitcast<i32>(_e29.x);
    let _e32 = global_1;
    let _e34 = bitcast<i32>(_e32.x);
    let _e35 = (_e31 * -512i);
    if ((_e35 + 488i) >= 0i) {
        let _e39 = ((_e31 * 512i) + _e34);
        let _e40 = (_e39 + 128i);
        let _e41 = (_e39 + 256i);
        let _e42 = (_e39 + 384i);
        let _e44 = ((_e39 * 7i) % 13i);
        let _e49 = ((_e40 * 7i) % 13i);
        let _e54 = ((_e41 * 7i) % 13i);
        let _e59 = ((_e42 * 7i) % 13i);
        arg0_.member[_e39] = ((f32(select(_e44, (_e44 + 13i), (_e44 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[_e40] = ((f32(select(_e49, (_e49 + 13i), (_e49 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[_e41] = ((f32(select(_e54, (_e54 + 13i), (_e54 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[_e42] = ((f32(select(_e59, (_e59 + 13i), (_e59 < 0i))) * 0.125f) - 0.75f);
        let _e83 = (_e39 * 5i);
        let _e84 = (_e83 + 1i);
        let _e85 = (_e84 < 0i);
        let _e88 = (select(_e84, (-1i - _e84), _e85) / 11i);
        let _e94 = (_e40 * 5i);
        let _e95 = (_e94 + 1i);
        let _e96 = (_e95 < 0i);
        let _e99 = (select(_e95, (-1i - _e95), _e96) / 11i);
        let _e105 = (_e41 * 5i);
        let _e106 = (_e105 + 1i);
        let _e107 = (_e106 < 0i);
        let _e110 = (select(_e106, (-1i - _e106), _e107) / 11i);
        let _e116 = (_e42 * 5i);
        let _e117 = (_e116 + 1i);
        let _e118 = (_e117 < 0i);
        let _e121 = (select(_e117, (-1i - _e117), _e118) / 11i);
        arg1_.member[_e39] = ((f32(((_e83 + (select(_e88, (-1i - _e88), _e85) * -11i)) + 1i)) * 0.125f) - 0.625f);
        arg1_.member[_e40] = ((f32(((_e94 + (select(_e99, (-1i - _e99), _e96) * -11i)) + 1i)) * 0.125f) - 0.625f);
        arg1_.member[_e41] = ((f32(((_e105 + (select(_e110, (-1i - _e110), _e107) * -11i)) + 1i)) * 0.125f) - 0.625f);
        arg1_.member[_e42] = ((f32(((_e116 + (select(_e121, (-1i - _e121), _e118) * -11i)) + 1i)) * 0.125f) - 0.625f);
    } else {
        phi_165_ = 0i;
        loop {
            let _e148 = phi_165_;
            if (_e148 < 4i) {
            } else {
                break;
            }
            let _e153 = (((_e148 * 128i) + (_e31 * 512i)) + _e34);
            if (((((_e148 * -128i) + _e35) - _e34) + 999i) >= 0i) {
                let _e160 = ((_e153 * 7i) % 13i);
                arg0_.member[_e153] = ((f32(select(_e160, (_e160 + 13i), (_e160 < 0i))) * 0.125f) - 0.75f);
                let _e169 = (_e153 * 5i);
                let _e170 = (_e169 + 1i);
                let _e171 = (_e170 < 0i);
                let _e174 = (select(_e170, (-1i - _e170), _e171) / 11i);
                arg1_.member[_e153] = ((f32(((_e169 + (select(_e174, (-1i - _e174), _e171) * -11i)) + 1i)) * 0.125f) - 0.625f);
            }
            continue;
            continuing {
                phi_165_ = (_e148 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(128, 1, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
