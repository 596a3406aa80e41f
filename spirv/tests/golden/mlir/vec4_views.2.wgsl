struct type_4 {
    member: array<vec4<f32>, 256>,
}

@group(0) @binding(0) 
var<storage> arg0_: type_4;
@group(0) @binding(1) 
var<storage> arg1_: type_4;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_4;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn vec4_loop_1() {
    var phi_37_: i32;

    let _e12 = global;
    let _e15 = global_1;
    let _e17 = bitcast<i32>(_e15.y);
    phi_37_ = (bitcast<i32>(_e12.x) * 4i);
    loop {
        let _e21 = phi_37_;
        if (_e21 < 128i) {
        } else {
            break;
        }
        let _e29 = arg0_.member[(((_e17 * 128i) + _e21) >> bitcast<u32>(2i))];
        let _e36 = arg1_.member[(((_e17 * 128i) + _e21) >> bitcast<u32>(2i))];
        arg2_.member[(((_e17 * 128i) + _e21) >> bitcast<u32>(2i))] = fma(_e29, vec4(2f), _e36);
        continue;
        continuing {
            phi_37_ = (_e21 + 64i);
        }
    }
    return;
}

@compute @workgroup_size(16, 1, 1) 
fn vec4_loop(@builtin(local_invocation_id) param: vec3<u32>, @builtin(workgroup_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    vec4_loop_1();
}
