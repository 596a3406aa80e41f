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
    let _e23 = global;
    let _e25 = bitcast<i32>(_e23.x);
    let _e26 = global_1;
    let _e28 = bitcast<i32>(_e26.x);
    let _e29 = (_e25 * -128i);
    if ((_e29 + 872i) >= 0i) {
        let _e33 = ((_e25 * 128i) + _e28);
        let _e34 = (_e33 * 7i);
        arg0_.member[_e33] = ((f32((_e34 - ((_e34 / 13i) * 13i))) * 0.125f) - 0.75f);
        let _e43 = (_e33 * 5i);
        arg1_.member[_e33] = ((f32(((_e43 + (((_e43 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
    } else {
        let _e55 = ((_e25 * 128i) + _e28);
        if (((_e29 - _e28) + 999i) >= 0i) {
            let _e59 = (_e55 * 7i);
            arg0_.member[_e55] = ((f32((_e59 - ((_e59 / 13i) * 13i))) * 0.125f) - 0.75f);
            let _e68 = (_e55 * 5i);
            arg1_.member[_e55] = ((f32(((_e68 + (((_e68 + 1i) / 11i) * -11i)) + 1i)) * 0.125f) - 0.625f);
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
