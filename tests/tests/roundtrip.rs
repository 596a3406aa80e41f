//! Round-trip over every `.mlir` file in the repository: print → parse → print is a fixpoint
//! in both custom and generic form. Chunks that are expected to fail (they carry
//! `expected-error`) and files that do not parse are skipped with a note; files that need
//! unregistered dialects are parsed with them allowed.

use tessera_lowering::driver::split_chunks;
use tessera_lowering::ir::Context;
use tessera_lowering::parser::{parse_source, ParseOptions};
use tessera_lowering::printer::{print_module, PrintOptions};

fn print_parse_print(text: &str, file: &str, allow: bool, generic: bool) -> Result<(), String> {
    let opts = ParseOptions {
        allow_unregistered: allow,
    };
    let popts = PrintOptions {
        generic,
        debug_info: false,
    };
    let mut ctx = Context::new();
    let m = parse_source(&mut ctx, text, file, &opts).map_err(|e| format!("parse: {e}"))?;
    let first = print_module(&ctx, &m, &popts);
    let m2 = parse_source(&mut ctx, &first, file, &opts)
        .map_err(|e| format!("reparse: {e}\n{first}"))?;
    let second = print_module(&ctx, &m2, &popts);
    if first != second {
        return Err(format!(
            "not a fixpoint:\n--- first\n{first}\n--- second\n{second}"
        ));
    }
    // A fresh context must give the same text (no dependence on interning order).
    let mut ctx2 = Context::new();
    let m3 = parse_source(&mut ctx2, &first, file, &opts)
        .map_err(|e| format!("reparse (fresh): {e}"))?;
    let third = print_module(&ctx2, &m3, &popts);
    if first != third {
        return Err(format!(
            "output depends on the context:\n--- first\n{first}\n--- fresh\n{third}"
        ));
    }
    Ok(())
}

#[test]
fn every_mlir_file_round_trips() {
    let root = tessera_tests::repo_root();
    let files = tessera_tests::mlir_files(&root);
    let mut checked = 0;
    let mut failures = Vec::new();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let allow = text.contains("allow-unregistered-dialect");
        let chunks = if text.contains("split-input-file") {
            split_chunks(&text)
        } else {
            vec![text.clone()]
        };
        for chunk in chunks {
            if chunk.contains("expected-error") || chunk.contains("NOROUNDTRIP") {
                continue;
            }
            let name = f.display().to_string();
            for generic in [false, true] {
                match print_parse_print(&chunk, &name, allow, generic) {
                    Ok(()) => checked += 1,
                    Err(e) => failures.push(format!("{name} (generic={generic}): {e}")),
                }
            }
        }
    }
    eprintln!(
        "round-trip: {checked} chunk prints checked, {} failures",
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
