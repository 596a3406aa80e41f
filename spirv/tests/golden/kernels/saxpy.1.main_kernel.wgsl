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
    let _e24 = global;
    let _e26 = bitcast<i32>(_e24.x);
    let _e27 = global_1;
    let _e29 = bitcast<i32>(_e27.x);
    let _e30 = (_e26 * -128i);
    if ((_e30 + 872i) >= 0i) {
        let _e34 = ((_e26 * 128i) + _e29);
        let _e36 = ((_e34 * 7i) % 13i);
        arg0_.member[_e34] = ((f32(select(_e36, (_e36 + 13i), (_e36 < 0i))) * 0.125f) - 0.75f);
        let _e45 = (_e34 * 5i);
        let _e46 = (_e45 + 1i);
        let _e47 = (_e46 < 0i);
        let _e50 = (select(_e46, (-1i - _e46), _e47) / 11i);
        arg1_.member[_e34] = ((f32(((_e45 + (select(_e50, (-1i - _e50), _e47) * -11i)) + 1i)) * 0.125f) - 0.625f);
    } else {
        let _e62 = ((_e26 * 128i) + _e29);
        if (((_e30 - _e29) + 999i) >= 0i) {
            let _e67 = ((_e62 * 7i) % 13i);
            arg0_.member[_e62] = ((f32(select(_e67, (_e67 + 13i), (_e67 < 0i))) * 0.125f) - 0.75f);
            let _e76 = (_e62 * 5i);
            let _e77 = (_e76 + 1i);
            let _e78 = (_e77 < 0i);
            let _e81 = (select(_e77, (-1i - _e77), _e78) / 11i);
            arg1_.member[_e62] = ((f32(((_e76 + (select(_e81, (-1i - _e81), _e78) * -11i)) + 1i)) * 0.125f) - 0.625f);
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
