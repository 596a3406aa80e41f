struct type_3 {
    member: array<f32, 7752>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_125_: i32;

    let _e28 = global;
    let _e30 = bitcast<i32>(_e28.x);
    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.y);
    let _e34 = global;
    let _e36 = bitcast<i32>(_e34.z);
    let _e37 = global_1;
    let _e39 = bitcast<i32>(_e37.x);
    let _e40 = global_1;
    let _e42 = bitcast<i32>(_e40.y);
    let _e43 = (_e30 * -32i);
    let _e46 = (_e33 * -8i);
    if (((_e43 + -13i) >= 0i) && ((_e46 + 9i) >= 0i)) {
        let _e50 = (_e36 < 0i);
        let _e53 = (select(_e36, (-1i - _e36), _e50) / 6i);
        let _e55 = select(_e53, (-1i - _e53), _e50);
        let _e56 = (_e36 % 6i);
        let _e59 = select(_e56, (_e56 + 6i), (_e56 < 0i));
        let _e61 = ((_e33 * 8i) + _e42);
        let _e63 = ((_e30 * 32i) + _e39);
        let _e64 = (_e63 + 16i);
        let _e69 = (((_e55 * 11i) + (_e59 * 5i)) + (_e61 * 7i));
        let _e72 = ((_e69 + (_e63 * 3i)) % 13i);
        let _e78 = ((_e69 + (_e64 * 3i)) % 13i);
        arg0_.member[((((_e55 * 1938i) + (_e59 * 323i)) + (_e61 * 19i)) + _e63)] = ((f32(select(_e72, (_e72 + 13i), (_e72 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[((((_e55 * 1938i) + (_e59 * 323i)) + (_e61 * 19i)) + _e64)] = ((f32(select(_e78, (_e78 + 13i), (_e78 < 0i))) * 0.125f) - 0.75f);
    } else {
        phi_125_ = 0i;
        loop {
            let _e105 = phi_125_;
            if (_e105 < 2i) {
            } else {
                break;
            }
            let _e107 = (_e36 < 0i);
            let _e110 = (select(_e36, (-1i - _e36), _e107) / 6i);
            let _e112 = select(_e110, (-1i - _e110), _e107);
            let _e113 = (_e36 % 6i);
            let _e116 = select(_e113, (_e113 + 6i), (_e113 < 0i));
            let _e118 = ((_e33 * 8i) + _e42);
            let _e122 = (((_e105 * 16i) + (_e30 * 32i)) + _e39);
            if ((((((_e105 * -16i) + _e43) - _e39) + 18i) >= 0i) && (((_e46 - _e42) + 16i) >= 0i)) {
                let _e139 = (((((_e112 * 11i) + (_e116 * 5i)) + (_e118 * 7i)) + (_e122 * 3i)) % 13i);
                arg0_.member[((((_e112 * 1938i) + (_e116 * 323i)) + (_e118 * 19i)) + _e122)] = ((f32(select(_e139, (_e139 + 13i), (_e139 < 0i))) * 0.125f) - 0.75f);
            }
            continue;
            continuing {
                phi_125_ = (_e105 + 1i);
            }
        }
    }
    return;
}

@compute @workgroup_size(16, 8, 1) 
fn main_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    main_kernel_1();
}
