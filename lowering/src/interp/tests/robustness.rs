//! Robustness: every function of every `.mlir` filetest in the repository, run with
//! synthesised arguments, must finish with a result or a diagnostic — never a panic.

use std::path::{Path, PathBuf};

use super::*;

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

fn synth_arg(it: &mut Interpreter, f: &str, i: usize, t: &ValType) -> RtValue {
    match t {
        ValType::Scalar(s) => RtValue::from_bits(
            *s,
            if s.is_float() {
                value::put_float(*s, 1.0)
            } else {
                1
            },
        ),
        ValType::MemRef { shape: Some(_), .. } => {
            match it.alloc_param(f, i, &[4, 4, 4, 4, 4, 4, 4, 4]) {
                Ok(m) => RtValue::MemRef(m),
                Err(_) => RtValue::Token,
            }
        }
        ValType::MemRef {
            elem, shape: None, ..
        } => it
            .memory_mut()
            .alloc_memref(*elem, &[4])
            .map(RtValue::MemRef)
            .unwrap_or(RtValue::Token),
        ValType::Vector { elem, shape } => RtValue::Vector(VectorValue {
            elem: *elem,
            shape: shape.clone(),
            bits: vec![0; shape.iter().product::<i64>().max(0) as usize],
        }),
        ValType::Func => RtValue::Func(f.to_string()),
        ValType::Other => RtValue::Token,
    }
}

#[test]
fn no_panics_on_repository_filetests() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests");
    let mut files = Vec::new();
    mlir_files(&root, &mut files);
    files.sort();
    let mut ran = 0usize;
    for path in files {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        for (k, chunk) in text.split("// -----").enumerate() {
            let name = format!("{}#{k}", path.display());
            let chunk = chunk.to_string();
            let res = std::panic::catch_unwind(move || {
                let mut ctx = Context::new();
                let opts = ParseOptions {
                    allow_unregistered: true,
                };
                let Ok(m) = parse_source(&mut ctx, &chunk, "t.mlir", &opts) else {
                    return 0;
                };
                let Ok(mut it) = Interpreter::new(&ctx, &m) else {
                    return 0;
                };
                it.config.max_steps = 200_000;
                it.config.max_call_depth = 200;
                it.memory_mut().limit_bytes = 64 << 20;
                let mut n = 0;
                let names: Vec<String> = it.functions().iter().map(|s| s.to_string()).collect();
                for f in names {
                    let Some((params, _)) = it.signature(&f) else {
                        continue;
                    };
                    let params = params.to_vec();
                    let args: Vec<RtValue> = params
                        .iter()
                        .enumerate()
                        .map(|(i, t)| synth_arg(&mut it, &f, i, t))
                        .collect();
                    let _ = it.call(&f, args, &mut Vec::new());
                    n += 1;
                }
                n
            });
            match res {
                Ok(n) => ran += n,
                Err(_) => panic!("the interpreter panicked on {name}"),
            }
        }
    }
    eprintln!("robustness: ran {ran} functions");
    assert!(ran > 0);
}

/// A `linalg.yield` outside a structured op (unverified input) is an error; the interpreter
/// used to recurse for ever, lowering linalg that the pass leaves.
#[test]
fn stray_linalg_op_is_an_error() {
    let mut ctx = Context::new();
    let src = "func.func @f(%x: f32) {\n  linalg.yield %x : f32\n}\n";
    let m = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()).expect("parses");
    let Err(e) = Interpreter::new(&ctx, &m) else {
        panic!("a stray linalg.yield was accepted");
    };
    let text = format!("{e:?}");
    assert!(
        text.contains("'linalg.yield' op cannot be interpreted outside a linalg structured op"),
        "{text}"
    );
}
