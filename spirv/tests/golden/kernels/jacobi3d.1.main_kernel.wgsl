struct type_3 {
    member: array<f32, 2880>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage, read_write> arg1_: type_3;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn main_kernel_1() {
    var phi_120_: i32;

    let _e25 = global;
    let _e27 = bitcast<i32>(_e25.x);
    let _e28 = global;
    let _e30 = bitcast<i32>(_e28.y);
    let _e31 = global;
    let _e33 = bitcast<i32>(_e31.z);
    let _e34 = global_1;
    let _e36 = bitcast<i32>(_e34.x);
    let _e37 = global_1;
    let _e39 = bitcast<i32>(_e37.y);
    let _e40 = global_1;
    let _e42 = bitcast<i32>(_e40.z);
    let _e43 = (_e27 * -32i);
    let _e46 = (_e30 * -8i);
    if (((_e43 + -14i) >= 0i) && ((_e46 + 2i) >= 0i)) {
        let _e50 = (_e33 + _e42);
        let _e52 = ((_e30 * 8i) + _e39);
        let _e54 = ((_e27 * 32i) + _e36);
        let _e55 = (_e54 + 16i);
        let _e58 = ((_e50 * 5i) + (_e52 * 7i));
        let _e61 = ((_e58 + (_e54 * 3i)) % 13i);
        let _e67 = ((_e58 + (_e55 * 3i)) % 13i);
        let _e75 = ((f32(select(_e61, (_e61 + 13i), (_e61 < 0i))) * 0.125f) - 0.75f);
        let _e76 = ((f32(select(_e67, (_e67 + 13i), (_e67 < 0i))) * 0.125f) - 0.75f);
        arg0_.member[(((_e50 * 180i) + (_e52 * 18i)) + _e54)] = _e75;
        arg0_.member[(((_e50 * 180i) + (_e52 * 18i)) + _e55)] = _e76;
        arg1_.member[(((_e50 * 180i) + (_e52 * 18i)) + _e54)] = _e75;
        arg1_.member[(((_e50 * 180i) + (_e52 * 18i)) + _e55)] = _e76;
    } else {
        phi_120_ = 0i;
        loop {
            let _e102 = phi_120_;
            if (_e102 < 2i) {
            } else {
                break;
            }
            let _e104 = (_e33 + _e42);
            let _e106 = ((_e30 * 8i) + _e39);
            let _e110 = (((_e102 * 16i) + (_e27 * 32i)) + _e36);
            if ((((((_e102 * -16i) + _e43) - _e36) + 17i) >= 0i) && (((_e46 - _e39) + 9i) >= 0i)) {
                let _e125 = ((((_e104 * 5i) + (_e106 * 7i)) + (_e110 * 3i)) % 13i);
                let _e131 = ((f32(select(_e125, (_e125 + 13i), (_e125 < 0i))) * 0.125f) - 0.75f);
                arg0_.member[(((_e104 * 180i) + (_e106 * 18i)) + _e110)] = _e131;
                arg1_.member[(((_e104 * 180i) + (_e106 * 18i)) + _e110)] = _e131;
            }
            continue;
            continuing {
                phi_120_ = (_e102 + 1i);
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
