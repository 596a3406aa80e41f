struct type_3 {
    member: array<f32, 16>,
}

@group(0) @binding(0) 
var<storage, read_write> arg0_: type_3;

fn bounds_1() {
    var phi_24_: i32;
    var phi_36_: i32;

    phi_24_ = 0i;
    loop {
        let _e10 = phi_24_;
        arg0_.member[_e10] = 1f;
        continue;
        continuing {
            let _e13 = (_e10 + 1i);
            phi_24_ = _e13;
            break if !((_e13 < 16i));
        }
    }
    phi_36_ = (3i + 1i);
    loop {
        let _e18 = phi_36_;
        if (_e18 < 4i) {
        } else {
            break;
        }
        arg0_.member[_e18] = 2f;
        continue;
        continuing {
            phi_36_ = (_e18 + 1i);
        }
    }
    return;
}

@compute @workgroup_size(1, 1, 1) 
fn bounds() {
    bounds_1();
}
