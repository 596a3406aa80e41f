#!/usr/bin/env bash
# Runs spirv-val (Vulkan 1.1) on every kernel that the gpu_pipeline corpus compiles to, through
# `tessera translate --to spirv`. The fuzz loop validates with naga in-process; this is the
# slower out-of-process check, for after a fuzzing session.
#
#   tests/fuzz/spirv_val_corpus.sh [CORPUS_DIR]   (default tests/fuzz/corpus/gpu_pipeline)
#
# Inputs whose kernels spirv-val rejects are copied to tests/fuzz/artifacts/spirv-val/ with
# the validator's message; the exit status is 1 when there is any.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
corpus="${1:-tests/fuzz/corpus/gpu_pipeline}"
cargo build -q -p tessera-host --bin tessera
tessera="$root/target/debug/tessera"
out="tests/fuzz/artifacts/spirv-val"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
inputs=0 kernels=0 bad=0
for f in "$corpus"/*; do
  inputs=$((inputs + 1))
  rm -f "$tmp"/k.spv*
  timeout 30 "$tessera" translate "$f" --to spirv -o "$tmp/k.spv" >/dev/null 2>&1 || continue
  for s in "$tmp"/k.spv*; do
    [ -f "$s" ] || continue
    kernels=$((kernels + 1))
    if ! spirv-val --target-env vulkan1.1 "$s" >"$tmp/err" 2>&1; then
      bad=$((bad + 1))
      name="$(basename "$f")"
      cp "$f" "$out/$name.mlir"
      cp "$tmp/err" "$out/$name.err"
    fi
  done
done
echo "spirv-val: $inputs inputs, $kernels kernels, $bad rejected"
[ "$bad" -eq 0 ]
