//! Every kernel's `@main`, at its default sizes and at sizes that do not divide into
//! tiles, runs on the CPU interpreter and prints what the plain-Rust reference computes.

mod common;

use tessera_kernels::{instantiate, template, KERNELS};
use tessera_lowering::interp::Interpreter;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};

/// Sizes each kernel is checked at besides its defaults.
fn extra_sizes(name: &str) -> Vec<Vec<i64>> {
    match name {
        "matmul" => vec![vec![7, 5, 3], vec![13, 17, 9]],
        "batched_matmul" => vec![vec![3, 5, 7, 2]],
        "matmul_bias_relu" => vec![vec![9, 13, 5]],
        "gemv" => vec![vec![17, 29], vec![1, 1]],
        "transpose" => vec![vec![33, 17]],
        "permute4d" => vec![vec![1, 3, 5, 7]],
        "elementwise" => vec![vec![5, 33]],
        "conv2d_nchw" => vec![vec![1, 3, 8, 7, 5], vec![2, 2, 2, 3, 3]],
        "conv2d_nhwc" => vec![vec![1, 7, 5, 3, 2]],
        "depthwise_conv2d" => vec![vec![1, 5, 7, 9]],
        "pooling" => vec![vec![3, 9, 7]],
        "reductions" => vec![vec![13, 29]],
        "softmax" => vec![vec![3, 77]],
        "layernorm" => vec![vec![5, 31]],
        "jacobi2d" => vec![vec![9, 33], vec![2, 5]],
        "jacobi3d" => vec![vec![5, 7, 9]],
        "saxpy" => vec![vec![1], vec![77]],
        "matmul_f16" => vec![vec![9, 13, 5], vec![17, 7, 60]],
        _ => vec![],
    }
}

fn run_main(file: &str, text: &str) -> String {
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, text, file, &ParseOptions::default())
        .unwrap_or_else(|e| panic!("{file}: parse error {:?}\n{text}", e.0));
    tessera_lowering::verify::verify(&ctx, &m)
        .unwrap_or_else(|e| panic!("{file}: verifier error {:?}", e.0));
    let mut it = Interpreter::new(&ctx, &m).unwrap_or_else(|e| panic!("{file}: {:?}", e.0));
    let mut out = Vec::new();
    it.call("main", vec![], &mut out)
        .unwrap_or_else(|e| panic!("{file}: runtime error {:?}", e.0));
    String::from_utf8(out).expect("utf-8 output")
}

#[test]
fn every_kernel_matches_its_reference() {
    for k in KERNELS {
        let mut all = vec![k.default_sizes()];
        all.extend(extra_sizes(k.name));
        assert!(all.len() >= 2, "{}: no extra sizes", k.name);
        for sizes in all {
            let what = format!("{} [{}]", k.name, template::join_sizes(k, &sizes));
            let text = instantiate(k, &sizes).unwrap_or_else(|e| panic!("{what}: {e}"));
            let out = run_main(k.file, &text);
            let got = common::printed_memrefs(&out);
            let want = common::expected_main(k.name, &sizes);
            common::check_printed(&what, &got, &want);
        }
    }
}

#[test]
fn headers_agree_with_the_catalog() {
    for k in KERNELS {
        let header =
            template::header_params(k.source).unwrap_or_else(|e| panic!("{}: {e}", k.file));
        let declared: Vec<&str> = header
            .iter()
            .filter(|p| !p.derived)
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(declared, k.params, "{}: PARAM lines", k.file);
        let defaults = k.default_sizes();
        let derived: Vec<(String, i64)> = header
            .iter()
            .filter(|p| p.derived)
            .map(|p| (p.name.clone(), p.default))
            .collect();
        let computed: Vec<(String, i64)> = (k.derive)(&defaults)
            .into_iter()
            .map(|(n, v)| (n.to_string(), v))
            .collect();
        assert_eq!(derived, computed, "{}: DERIVED lines", k.file);
        // The default instantiation is the file itself, less its comments.
        let text = instantiate(k, &defaults).unwrap();
        let stripped: String = k
            .source
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert_eq!(text, stripped, "{}", k.file);
    }
}

#[test]
fn every_file_is_listed() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    files.sort();
    let mut listed: Vec<String> = KERNELS.iter().map(|k| k.file.to_string()).collect();
    listed.sort();
    assert_eq!(files, listed);
}

#[test]
fn bad_sizes_are_errors() {
    let k = tessera_kernels::kernel("pooling").unwrap();
    assert!(instantiate(k, &[1, 2, 8])
        .unwrap_err()
        .message()
        .contains("at least 3"));
    assert!(instantiate(k, &[1, 8])
        .unwrap_err()
        .message()
        .contains("takes 3 sizes"));
}
