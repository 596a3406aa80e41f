//! Bounded fuzzing of `tessera opt`: random byte and token mutations of every `.mlir` file in
//! the repository go through parse → verify → print (custom and generic) in-process. No input
//! may panic, and anything that parses and verifies must round-trip.
//!
//! The number of cases is `TESSERA_FUZZ_CASES` (default 3000); the run prints how many inputs
//! it tried and how many parsed, so CI logs carry the count.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use tessera_lowering::driver::split_chunks;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

fn corpus() -> Vec<String> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(rd) = std::fs::read_dir(dir) else {
            return;
        };
        let mut v: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
        v.sort();
        for p in v {
            let name = p
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or("")
                .to_string();
            // tests/frontends holds torch/TOSA/StableHLO sources for iree-opt, not Tessera
            // input (tessera_tests::NOT_TESSERA_INPUT).
            if p.is_dir() && name != "target" && !name.starts_with('.') {
                if p.ends_with("tests/frontends") {
                    continue;
                }
                walk(&p, out);
            } else if name.ends_with(".mlir") {
                out.push(p);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mut files = Vec::new();
    walk(&root, &mut files);
    let mut chunks = Vec::new();
    for f in files {
        if let Ok(t) = std::fs::read_to_string(&f) {
            chunks.extend(
                split_chunks(&t)
                    .into_iter()
                    .filter(|c| !c.trim().is_empty()),
            );
        }
    }
    chunks
}

/// Tokens that the mutator splices in: the lexer's and parser's interesting spellings.
const TOKENS: &[&str] = &[
    "%",
    "%0",
    "%arg0#1",
    "@f",
    "@\"s\"",
    "^bb1",
    "#map",
    "!t",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "<",
    ">",
    ":",
    ",",
    "=",
    "->",
    "::",
    "\"",
    "\\",
    "0x",
    "1.5e-3",
    "-",
    "*",
    "floordiv",
    "mod",
    "ceildiv",
    "d0",
    "s0",
    "?",
    "x",
    "memref<",
    "tensor<*x",
    "vector<[4]x",
    "affine_map<(d0) -> (d0)>",
    "dense<",
    "loc(",
    "unknown",
    "i0",
    "i99999999999",
    "index",
    "f32",
    "{-#",
    "#-}",
    "//",
    "\n",
    "affine.for",
    "func.func",
    "^bb0(",
    "\u{0}",
    "é",
    "array<i32:",
    "strided<[",
    "offset:",
    "-9223372036854775808",
    "18446744073709551616",
    "0x7FC00000",
    "#gpu<dim x>",
];

#[derive(Debug, Clone)]
enum Mutation {
    FlipByte(usize, u8),
    DeleteRange(usize, usize),
    InsertToken(usize, usize),
    DuplicateRange(usize, usize),
    Truncate(usize),
}

fn apply(text: &str, muts: &[Mutation]) -> Vec<u8> {
    let mut b = text.as_bytes().to_vec();
    for m in muts {
        let n = b.len().max(1);
        match *m {
            Mutation::FlipByte(i, v) => {
                if !b.is_empty() {
                    b[i % n] = v;
                }
            }
            Mutation::DeleteRange(i, len) => {
                let s = i % n;
                let e = (s + len % 16).min(b.len());
                if s < e {
                    b.drain(s..e);
                }
            }
            Mutation::InsertToken(i, t) => {
                let s = (i % n).min(b.len());
                let tok = TOKENS[t % TOKENS.len()].as_bytes();
                b.splice(s..s, tok.iter().copied());
            }
            Mutation::DuplicateRange(i, len) => {
                let s = i % n;
                let e = (s + len % 64).min(b.len());
                let piece = b[s..e].to_vec();
                b.splice(e..e, piece);
            }
            Mutation::Truncate(i) => b.truncate(i % n),
        }
    }
    b
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, v)| Mutation::FlipByte(i, v)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, l)| Mutation::DeleteRange(i, l)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, t)| Mutation::InsertToken(i, t)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, l)| Mutation::DuplicateRange(i, l)),
        any::<usize>().prop_map(Mutation::Truncate),
    ]
}

/// Runs one input; Err on a panic or a broken round-trip.
fn check_one(bytes: &[u8]) -> Result<bool, String> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        // The CLI rejects non-UTF-8 input before parsing; lossy text exercises the lexer.
        return check_one(String::from_utf8_lossy(bytes).as_bytes());
    };
    let text = text.to_string();
    let r = catch_unwind(AssertUnwindSafe(|| -> Result<bool, String> {
        let mut ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered: true,
        };
        let Ok(m) = parse_source(&mut ctx, &text, "fuzz.mlir", &opts) else {
            return Ok(false);
        };
        if tessera_lowering::verify::verify(&ctx, &m).is_err() {
            return Ok(true);
        }
        for generic in [false, true] {
            let po = PrintOptions {
                generic,
                debug_info: false,
            };
            let first = print_module(&ctx, &m, &po);
            let m2 = parse_source(&mut ctx, &first, "fuzz.mlir", &opts)
                .map_err(|e| format!("printed IR does not re-parse: {e}\n{first}"))?;
            let second = print_module(&ctx, &m2, &po);
            if first != second {
                return Err(format!(
                    "round-trip differs (generic={generic}):\n{first}\n---\n{second}"
                ));
            }
        }
        Ok(true)
    }));
    match r {
        Ok(res) => res,
        Err(_) => Err(format!("panic on input:\n{text}")),
    }
}

#[test]
fn fuzz_parse_verify_print() {
    let corpus = corpus();
    assert!(!corpus.is_empty(), "empty fuzz corpus");
    let cases: u32 = std::env::var("TESSERA_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000);
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    // Deterministic by default so CI is reproducible; TESSERA_FUZZ_RANDOM=1 explores new seeds.
    let mut runner = if std::env::var("TESSERA_FUZZ_RANDOM").is_ok() {
        TestRunner::new(config)
    } else {
        TestRunner::new_with_rng(config, TestRng::deterministic_rng(RngAlgorithm::ChaCha))
    };
    let parsed = std::cell::Cell::new(0u32);
    let total = std::cell::Cell::new(0u32);
    let strategy = (0..corpus.len(), proptest::collection::vec(mutation(), 1..6));
    // Silence the default panic hook while fuzzing: a panic is reported as a failure below.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let result = runner.run(&strategy, |(idx, muts)| {
        let input = apply(&corpus[idx], &muts);
        total.set(total.get() + 1);
        match check_one(&input) {
            Ok(p) => {
                if p {
                    parsed.set(parsed.get() + 1);
                }
                Ok(())
            }
            Err(e) => Err(TestCaseError::fail(e)),
        }
    });
    std::panic::set_hook(hook);
    eprintln!(
        "fuzz: {} inputs from {} corpus chunks, {} parsed, 0 crashes so far",
        total.get(),
        corpus.len(),
        parsed.get()
    );
    if let Err(e) = result {
        panic!("fuzz failure: {e}");
    }
}

#[test]
fn corpus_itself_is_clean() {
    for c in corpus() {
        if let Err(e) = check_one(c.as_bytes()) {
            panic!("{e}");
        }
    }
}
