//! Golden text tests: the SPIR-V disassembly (`.spvasm`) and naga's WGSL (`.wgsl`) of
//! representative kernels, committed under `tests/golden/` and compared exactly.
//! Regenerate with `TESSERA_BLESS=1 cargo test -p tessera-spirv --test golden`.

mod common;

use tessera_lowering::ir::Context;
use tessera_spirv::{compile_kernel, disassemble, Target};

#[test]
fn golden_outputs() {
    let mut failures = Vec::new();
    for (name, build) in common::kernels::all() {
        let mut ctx = Context::new();
        let (m, f) = build(&mut ctx);
        let a = compile_kernel(&ctx, &m, f, &Target::default())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        if let Err(e) = common::golden(&format!("{name}.spvasm"), &disassemble(&a.spirv)) {
            failures.push(e);
        }
        let wgsl = a
            .wgsl
            .unwrap_or_else(|| panic!("{name}: {:?}", a.naga_error));
        if let Err(e) = common::golden(&format!("{name}.wgsl"), &wgsl) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn output_is_deterministic() {
    for (name, build) in common::kernels::all() {
        let mut c1 = Context::new();
        let (m1, f1) = build(&mut c1);
        let a1 = compile_kernel(&c1, &m1, f1, &Target::default()).unwrap();
        let again = compile_kernel(&c1, &m1, f1, &Target::default()).unwrap();
        let mut c2 = Context::new();
        let (m2, f2) = build(&mut c2);
        let a2 = compile_kernel(&c2, &m2, f2, &Target::default()).unwrap();
        assert_eq!(a1.spirv, again.spirv, "{name}: same module twice");
        assert_eq!(a1.spirv, a2.spirv, "{name}: fresh context");
        assert_eq!(a1.wgsl, a2.wgsl, "{name}: wgsl");
    }
}
