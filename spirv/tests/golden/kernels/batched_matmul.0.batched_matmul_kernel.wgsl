struct type_3 {
    member: array<f32, 768>,
}

struct type_6 {
    member: array<f32, 512>,
}

struct type_9 {
    member: array<f32, 384>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;
@group(0) @binding(1) 
var<storage> arg1_: type_6;
@group(0) @binding(2) 
var<storage> arg2_: type_9;
var<private> global: vec3<u32>;
var<private> global_1: vec3<u32>;

fn batched_matmul_kernel_1() {
    var phi_75_: i32;
    var phi_76_: f32;
    var phi_77_: f32;
    var local: f32;
    var local_1: f32;
    var local_2: f32;
    var local_3: f32;

    let _e16 = global;
    let _e19 = global;
    let _e22 = global;
    let _e25 = global_1;
    let _e28 = global_1;
    let _e31 = global_1;
    let _e34 = (bitcast<i32>(_e22.z) + bitcast<i32>(_e31.z));
    let _e36 = ((bitcast<i32>(_e19.y) * 16i) + bitcast<i32>(_e28.y));
    let _e38 = ((bitcast<i32>(_e16.x) * 12i) + bitcast<i32>(_e25.x));
    let _e39 = (_e36 + 8i);
    let _e46 = arg0_.member[(((_e34 * 192i) + (_e36 * 12i)) + _e38)];
    let _e53 = arg0_.member[(((_e34 * 192i) + (_e39 * 12i)) + _e38)];
    phi_75_ = 0i;
    phi_76_ = _e46;
    phi_77_ = _e53;
    loop {
        let _e55 = phi_75_;
        let _e57 = phi_76_;
        let _e59 = phi_77_;
        local = _e57;
        local_1 = _e59;
        if (_e55 < 8i) {
            let _e67 = arg1_.member[(((_e34 * 128i) + (_e36 * 8i)) + _e55)];
            let _e74 = arg1_.member[(((_e34 * 128i) + (_e39 * 8i)) + _e55)];
            let _e81 = arg2_.member[(((_e34 * 96i) + (_e55 * 12i)) + _e38)];
            local_2 = (_e57 + (_e67 * _e81));
            local_3 = (_e59 + (_e74 * _e81));
            continue;
        } else {
            break;
        }
        continuing {
            phi_75_ = (_e55 + 1i);
            let _e106 = local_2;
            phi_76_ = _e106;
            let _e109 = local_3;
            phi_77_ = _e109;
        }
    }
    let _e94 = local;
    arg0_.member[(((_e34 * 192i) + (_e36 * 12i)) + _e38)] = _e94;
    let _e102 = local_1;
    arg0_.member[(((_e34 * 192i) + (_e39 * 12i)) + _e38)] = _e102;
    return;
}

@compute @workgroup_size(12, 8, 1) 
fn batched_matmul_kernel(@builtin(workgroup_id) param: vec3<u32>, @builtin(local_invocation_id) param_1: vec3<u32>) {
    global = param;
    global_1 = param_1;
    batched_matmul_kernel_1();
}
