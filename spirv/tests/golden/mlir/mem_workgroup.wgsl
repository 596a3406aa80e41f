struct type_2 {
    member: array<f32>,
}

struct type_5 {
    member: i32,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_2;
var<immediate> push_constants: type_5;
var<workgroup> global: array<f32, 64>;
var<private> global_1: vec3<u32>;
var<private> global_2: vec3<u32>;
var<workgroup> global_3: array<f32, 64>;

fn reverse_1() {
    let _e15 = global_1;
    let _e17 = bitcast<i32>(_e15.x);
    let _e18 = global_2;
    let _e20 = bitcast<i32>(_e18.x);
    let _e23 = arg0_.member[_e20];
    global[_e17] = _e23;
    workgroupBarrier();
    let _e27 = global[(63i - _e17)];
    global_3[((7i * 8i) + 0i)] = _e27;
    workgroupBarrier();
    let _e34 = global_3[((7i * 8i) + 0i)];
    arg0_.member[_e20] = _e34;
    return;
}

@compute @workgroup_size(64, 1, 1) 
fn reverse(@builtin(local_invocation_id) param: vec3<u32>, @builtin(global_invocation_id) param_1: vec3<u32>) {
    global_1 = param;
    global_2 = param_1;
    reverse_1();
}
