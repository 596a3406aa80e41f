//! A kernel whose body is one long chain of single-use values (issue 20). naga's writers
//! write a single-use value inline at its use, recursing through its operands, so without
//! `naga_depth` the chain became one expression as deep as the chain and overflowed the
//! stack (the process aborted). The test compiles in a thread with a 4 MiB stack: the
//! unbounded recursion needs hundreds of bytes a link (kilobytes in a debug build), so
//! 20k links abort without the bound.

use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_spirv::{compile_kernel, find_kernels, to_glsl, to_hlsl, to_msl, Target};

const LINKS: usize = 20_000;

fn kernel_source() -> String {
    let mut s = String::from(
        "module attributes {gpu.container_module} {\n  gpu.module @k {\n\
         \x20   gpu.func @chain(%m: memref<1xf32>) kernel attributes \
         {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {\n\
         \x20     %c0 = arith.constant 0 : index\n      %two = arith.constant 2.0 : f32\n\
         \x20     %v0 = memref.load %m[%c0] : memref<1xf32>\n",
    );
    for i in 1..=LINKS {
        s.push_str(&format!(
            "      %v{i} = arith.mulf %v{p}, %two : f32\n",
            p = i - 1
        ));
    }
    s.push_str(&format!(
        "      memref.store %v{LINKS}, %m[%c0] : memref<1xf32>\n      gpu.return\n    }}\n  }}\n}}\n"
    ));
    s
}

#[test]
fn long_single_use_chain_translates_on_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(4 << 20)
        .spawn(|| {
            let mut ctx = Context::new();
            let m = parse_source(
                &mut ctx,
                &kernel_source(),
                "k.mlir",
                &ParseOptions::default(),
            )
            .unwrap_or_else(|e| panic!("{e}"));
            let ks = find_kernels(&ctx, &m);
            assert_eq!(ks.len(), 1);
            let a = compile_kernel(&ctx, &m, ks[0], &Target::vulkan())
                .unwrap_or_else(|e| panic!("{e}"));
            // Every link is still there: `* 2.0` once per link in the WGSL.
            let wgsl = a.wgsl.expect("the kernel has WGSL");
            assert_eq!(wgsl.matches("* 2f").count(), LINKS, "links in the WGSL");
            for (name, text) in [
                ("msl", to_msl(&a.spirv)),
                ("hlsl", to_hlsl(&a.spirv)),
                ("glsl", to_glsl(&a.spirv)),
            ] {
                let text = text.unwrap_or_else(|e| panic!("{name}: {e}"));
                assert!(text.contains("2.0"), "{name} output has the links");
            }
        })
        .expect("spawn")
        .join()
        .expect("the chain compiles without overflowing the stack");
}
