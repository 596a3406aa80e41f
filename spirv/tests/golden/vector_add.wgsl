struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
    member_1: i32,
    member_2: i32,
    member_3: i32,
}

@group(0) @binding(0) 
var<storage> arg0_: type_2;
@group(0) @binding(1) 
var<storage> arg1_: type_2;
@group(0) @binding(2) 
var<storage, read_write> arg2_: type_2;
var<immediate> push_constants: type_5;
var<private> global: vec3<u32>;

fn vector_add_1() {
    let _e10 = push_constants.member;
    let _e17 = global;
    let _e19 = bitcast<i32>(_e17.x);
    if (_e19 < _e10) {
        let _e23 = arg0_.member[_e19];
        let _e26 = arg1_.member[_e19];
        arg2_.member[_e19] = (_e23 + _e26);
    }
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn vector_add(@builtin(global_invocation_id) param: vec3<u32>) {
    global = param;
    vector_add_1();
}
