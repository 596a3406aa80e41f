#!/usr/bin/env bash
# Seeds the fuzz corpora from every .mlir file in the repository, split at `// -----` lines
# as `--split-input-file` does (one corpus file per chunk, named by its content hash).
#
#   tests/fuzz/seed_corpus.sh [TARGET...]   (default: parse_print gpu_pipeline interp)
#
# Writes tests/fuzz/corpus/<target>/seed-<sha1>; files already there (inputs libFuzzer found)
# are kept. The corpora are generated, never committed.
set -euo pipefail
fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$fuzz_dir/../.." && pwd)"
targets=("$@")
[ "${#targets[@]}" -gt 0 ] || targets=(parse_print gpu_pipeline interp)

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Tracked files when this is a git checkout, else every .mlir outside target/ and the corpora;
# not tests/frontends/ (torch/TOSA/StableHLO sources for iree-opt, not Tessera input).
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$root" && git ls-files -z -- '*.mlir' ':!tests/frontends/') >"$tmp/files"
else
  (cd "$root" && find . -name '*.mlir' -not -path '*/target/*' -not -path './tests/fuzz/*' -not -path './tests/frontends/*' -print0) >"$tmp/files"
fi

mkdir -p "$tmp/chunks"
n=0
while IFS= read -r -d '' f; do
  # One chunk per `// -----` section; RUN/CHECK comments stay (they are comments).
  awk -v out="$tmp/chunks/c$n" '
    BEGIN { k = 0; file = out "-" k }
    /^\/\/ -----[ \t]*$/ { close(file); k++; file = out "-" k; next }
    { print > file }
  ' "$root/$f"
  n=$((n + 1))
done <"$tmp/files"

count=0
for t in "${targets[@]}"; do
  mkdir -p "$fuzz_dir/corpus/$t"
done
for c in "$tmp"/chunks/*; do
  [ -s "$c" ] || continue
  grep -q '[^[:space:]]' "$c" || continue
  h="$(sha1sum "$c" | cut -c1-40)"
  for t in "${targets[@]}"; do
    cp "$c" "$fuzz_dir/corpus/$t/seed-$h"
  done
  count=$((count + 1))
done
echo "seed_corpus: $count chunks from $n files into ${targets[*]}"
