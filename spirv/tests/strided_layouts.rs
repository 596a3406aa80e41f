//! Kernel arguments with strided layouts: the `?` entries of a layout travel in the
//! push-constant block after the dynamic sizes, such a buffer is a runtime-sized array, and
//! a static strided layout's array holds the layout's extent, not the shape's count.

mod common;

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{
    compile_kernel, disassemble, find_kernels, KernelArtifact, PushConstantKind, PushScalar, Target,
};

fn compile(text: &str) -> KernelArtifact {
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, text, "strided.mlir", &ParseOptions::default())
        .unwrap_or_else(|e| panic!("parse error: {e}"));
    let kernels = find_kernels(&ctx, &m);
    let f = *kernels.first().expect("a kernel");
    let a = compile_kernel(&ctx, &m, f, &Target::default()).unwrap_or_else(|e| panic!("{e}"));
    common::spirv_val(&a.spirv, "strided").unwrap_or_else(|e| panic!("{e}"));
    a
}

#[test]
fn dynamic_strides_and_offset_are_push_constants() {
    let a = compile(
        r#"
gpu.module @k {
  gpu.func @f(%a: memref<?x4xf32, strided<[?, ?], offset: ?>>, %s: f32, %b: memref<3x4xf32, strided<[?, 1]>>) kernel attributes {known_block_size = array<i32: 4, 3, 1>} {
    %i = gpu.thread_id y
    %j = gpu.thread_id x
    %x = memref.load %a[%i, %j] : memref<?x4xf32, strided<[?, ?], offset: ?>>
    %y = arith.mulf %x, %s : f32
    memref.store %y, %b[%i, %j] : memref<3x4xf32, strided<[?, 1]>>
    gpu.return
  }
}
"#,
    );
    let kinds: Vec<_> = a
        .push_constants
        .entries
        .iter()
        .map(|e| (e.kind, e.offset, e.scalar))
        .collect();
    assert_eq!(
        kinds,
        vec![
            (PushConstantKind::Scalar(1), 0, PushScalar::F32),
            (PushConstantKind::DynSize(0, 0), 4, PushScalar::I32),
            (PushConstantKind::DynStride(0, 0), 8, PushScalar::I32),
            (PushConstantKind::DynStride(0, 1), 12, PushScalar::I32),
            (PushConstantKind::DynStride(2, 0), 16, PushScalar::I32),
            (PushConstantKind::DynOffset(0), 20, PushScalar::I32),
        ]
    );
    // Both buffers are runtime-sized: their views' reach is known only at launch.
    assert_eq!(a.bindings.len(), 2);
    assert!(a.bindings.iter().all(|b| b.static_len.is_none()));
    assert!(disassemble(&a.spirv).contains("OpTypeRuntimeArray"));
    assert!(a.wgsl.is_some(), "{:?}", a.naga_error);
}

#[test]
fn static_strided_array_holds_the_layouts_extent() {
    let a = compile(
        r#"
gpu.module @k {
  gpu.func @f(%a: memref<3x4xf32, strided<[10, 2], offset: 23>>) kernel attributes {known_block_size = array<i32: 4, 3, 1>} {
    %i = gpu.thread_id y
    %j = gpu.thread_id x
    %x = memref.load %a[%i, %j] : memref<3x4xf32, strided<[10, 2], offset: 23>>
    %y = arith.addf %x, %x : f32
    memref.store %y, %a[%i, %j] : memref<3x4xf32, strided<[10, 2], offset: 23>>
    gpu.return
  }
}
"#,
    );
    // 23 + 2 * 10 + 3 * 2 + 1 elements, not 12.
    assert_eq!(a.bindings[0].static_len, Some(50));
    assert!(a.push_constants.entries.is_empty());
}
