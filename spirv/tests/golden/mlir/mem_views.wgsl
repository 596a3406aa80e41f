struct type_3 {
    member: array<f32, 256>,
}

struct type_6 {
    member: array<f32>,
}

struct type_9 {
    member: i32,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_6;
var<immediate> push_constants: type_9;
var<private> global: vec3<u32>;

fn views_1() {
    let _e13 = global;
    let _e15 = bitcast<i32>(_e13.x);
    let _e24 = arg0_.member[((((_e15 * 16i) + 2i) + (1i * 16i)) + (3i * 2i))];
    let _e25 = (_e15 * 16i);
    let _e29 = arg0_.member[(_e25 + 3i)];
    let _e32 = arg0_.member[3i];
    let _e35 = arg0_.member[3i];
    let _e42 = arg0_.member[(((1i * 64i) + (1i * 16i)) + 3i)];
    let _e46 = ((((_e24 + _e29) + _e32) + _e35) + _e42);
    arg1_.member[_e15] = _e46;
    arg0_.member[(_e25 + 0i)] = _e46;
    return;
}

@compute @workgroup_size(4, 1, 1) 
fn views(@builtin(local_invocation_id) param: vec3<u32>) {
    global = param;
    views_1();
}
