//! Golden text of every kernel of the kernel library: each `kernels/*.mlir` goes through
//! `tessera-gpu-pipeline`, and the SPIR-V disassembly (`.spvasm`) and naga's WGSL (`.wgsl`)
//! of each resulting `gpu.func` are compared with `tests/golden/kernels/`. A lowering change
//! shows up as a reviewable text diff. Regenerate with
//! `TESSERA_BLESS=1 cargo test -p tessera-spirv --test kernel_goldens`.

mod common;

use std::path::{Path, PathBuf};
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::pass::{lookup_pass, PassOptions};
use tessera_spirv::{compile_kernel, disassemble, find_kernels, Target};

fn library() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../kernels");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().and_then(|e| e.to_str()) == Some("mlir"));
    files.sort();
    files
}

#[test]
fn kernel_library_goldens() {
    let pass = lookup_pass("tessera-gpu-pipeline").expect("tessera-gpu-pipeline is registered");
    let files = library();
    assert!(!files.is_empty(), "no kernels/*.mlir found");
    let mut failures = Vec::new();
    let mut count = 0;
    for f in &files {
        let stem = f
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("kernel")
            .to_string();
        let text = std::fs::read_to_string(f).expect("readable kernel file");
        let mut ctx = Context::new();
        let mut m = parse_source(
            &mut ctx,
            &text,
            &format!("kernels/{stem}.mlir"),
            &ParseOptions::default(),
        )
        .unwrap_or_else(|e| panic!("{stem}: {e}"));
        for top in m.top.clone() {
            (pass.run)(&mut ctx, &mut m, top, &PassOptions::default())
                .unwrap_or_else(|e| panic!("{stem}: tessera-gpu-pipeline failed: {e}"));
        }
        let kernels = find_kernels(&ctx, &m);
        assert!(!kernels.is_empty(), "{stem}: no kernel after the pipeline");
        for (i, k) in kernels.into_iter().enumerate() {
            let a = compile_kernel(&ctx, &m, k, &Target::default())
                .unwrap_or_else(|e| panic!("{stem} kernel {i}: {e}"));
            // The library's kernels have static shapes: their index arithmetic is proven
            // to fit 32 bits for any launch (no 64-bit index, no launch-time bound).
            assert_eq!(
                (a.index_bits, a.index_arg_bound),
                (32, i64::from(i32::MAX)),
                "{stem} kernel {i}: index width"
            );
            let base = format!("kernels/{stem}.{i}.{}", a.name);
            if let Err(e) = common::golden(&format!("{base}.spvasm"), &disassemble(&a.spirv)) {
                failures.push(e);
            }
            match &a.wgsl {
                Some(w) => {
                    if let Err(e) = common::golden(&format!("{base}.wgsl"), w) {
                        failures.push(e);
                    }
                }
                None => failures.push(format!("{base}: no WGSL: {:?}", a.naga_error)),
            }
            count += 1;
        }
    }
    eprintln!("kernel goldens: {count} kernels from {} files", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
