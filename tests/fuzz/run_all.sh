#!/usr/bin/env bash
# Builds Tessera's fuzz targets and runs each for a bounded time (what .ci/run does).
#
#   tests/fuzz/run_all.sh [TARGET...]      (default: every target)
#
# TESSERA_FUZZ_SECONDS (default 60) is the time per target. The corpora are seeded from the
# repository's .mlir files first (seed_corpus.sh). Runs on the stable toolchain: no
# sanitizer (Tessera is safe Rust; libFuzzer's coverage instrumentation needs no nightly),
# with debug assertions, so integer overflow panics too. Exits non-zero on the first crash,
# timeout or out-of-memory; the input is saved under tests/fuzz/artifacts/<target>/ and
# `cargo fuzz run --fuzz-dir tests/fuzz -s none -a <target> <file>` reproduces it.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
seconds="${TESSERA_FUZZ_SECONDS:-60}"
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(parse_print gpu_pipeline interp)
flags=(--fuzz-dir tests/fuzz --sanitizer none --debug-assertions)

tests/fuzz/seed_corpus.sh "${targets[@]}"
cargo fuzz build "${flags[@]}"
for t in "${targets[@]}"; do
  echo "fuzz: $t for ${seconds}s"
  log="$(mktemp)"
  status=0
  cargo fuzz run "${flags[@]}" "$t" -- \
    -max_total_time="$seconds" -dict=tests/fuzz/mlir.dict -timeout=30 -rss_limit_mb=4096 \
    >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    # From the panic (or libFuzzer's error) to the end: the message, the input and the
    # command that reproduces it.
    first="$(grep -n -m1 -E "panicked at|ERROR: libFuzzer|^error" "$log" | cut -d: -f1 || true)"
    if [ -n "$first" ]; then tail -n "+$first" "$log"; else tail -n 100 "$log"; fi
    rm -f "$log"
    echo "fuzz: $t FAILED (exit $status); reproduce with the command above" >&2
    exit 1
  fi
  grep -E '^(INFO: Seed|#[0-9]+[[:space:]]+DONE|Done)' "$log" | sed "s/^/fuzz: $t: /"
  rm -f "$log"
done
