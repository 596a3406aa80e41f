#!/usr/bin/env bash
# Compile-time scaling benchmark (issue 20): `tessera opt --tessera-gpu-pipeline` on modules
# of N functions (one 64x64 elementwise affine nest each), beside upstream MLIR's
# `iree-opt --affine-loop-tile --lower-affine --canonicalize` on the same files, and
# parse+print / translate on one block of N chained ops. Not a test: it prints a table of
# CPU times (user + system, best of $REPS runs) and time per op. Inputs are generated into a temporary
# directory (tests/bench/gen_scale.py) and deleted afterwards.
#
#   tests/bench/scale.sh [TESSERA] [IREE_OPT]
#
# TESSERA defaults to target/release/tessera (build with
# `cargo build --release -p tessera-host --bin tessera`); IREE_OPT to the `iree-opt` binary
# of `pip install iree-base-compiler` (skipped when absent or given as `none`). FUNCS and CHAIN override the
# sizes, REPS the repetitions.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
tessera=${1:-${CARGO_TARGET_DIR:-$here/../../target}/release/tessera}
iree=${2:-$(python3 -c 'import iree.compiler, os; print(os.path.join(os.path.dirname(iree.compiler.__file__), "_mlir_libs", "iree-opt"))' 2>/dev/null || true)}
funcs=${FUNCS:-"250 1000 4000 16000"}
chain=${CHAIN:-"10000 100000 1000000"}
reps=${REPS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$work}

# best-of-$reps CPU seconds (user + system, all threads) of "$@": the machine this was
# written on is shared, and under load wall time measures the neighbours. stdout is
# discarded; a failure is reported, not timed. Inputs of fewer than 200,000 ops run
# $inner times in each timing (the clock counts hundredths of a second), and the time of
# one run is reported.
inner=1
best() {
    local b="" t
    for _ in $(seq "$reps"); do
        if ! /usr/bin/time -f '%U %S' -o "$work/time" sh -c 'i=0; while [ $i -lt '"$inner"' ]; do "$@" > /dev/null || exit 1; i=$((i + 1)); done' sh "$@" 2> "$work/err"; then
            echo "FAILED($(tail -1 "$work/err" | cut -c1-60))"
            return
        fi
        t=$(awk -v k="$inner" '{ print ($1 + $2) / k }' "$work/time")
        if [ -z "$b" ] || [ "$(echo "$t < $b" | bc)" = 1 ]; then b=$t; fi
    done
    printf '%.4f' "$b"
}
# repetitions per timing for an input of $1 ops
inner_for() { if [ "$1" -lt 200000 ]; then echo $(( (200000 + $1 - 1) / $1 )); else echo 1; fi; }
per_op() { # seconds ops -> microseconds per op
    case $1 in FAILED*|-) echo "-";; *) printf '%.2f' "$(echo "$1 * 1000000 / $2" | bc -l)";; esac
}

echo "## functions (64x64 elementwise nest each): opt --tessera-gpu-pipeline vs iree-opt"
echo "| functions | ops | tessera s | tessera us/op | iree-opt s | iree-opt us/op |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: |"
for n in $funcs; do
    f=$work/funcs$n.mlir
    python3 "$here/gen_scale.py" funcs "$n" > "$f"
    ops=$((n * 11))  # func, 2 for, 2 load, addf, mulf, store, 2 yield, return per function
    inner=$(inner_for "$ops")
    t=$(best "$tessera" opt --tessera-gpu-pipeline "$f")
    if [ -n "$iree" ] && [ -x "$iree" ]; then
        u=$(best "$iree" --affine-loop-tile --lower-affine --canonicalize "$f")
    else
        u=-
    fi
    echo "| $n | $ops | $t | $(per_op "$t" "$ops") | $u | $(per_op "$u" "$ops") |"
    rm -f "$f"
done

echo
echo "## one block of N chained ops: parse+verify+print (opt), translate --to wgsl"
echo "## (x + x links; translate also with single-use x * 2 links), iree-opt parse+verify+print"
echo "| ops | opt s | opt us/op | translate s | translate us/op | translate single-use s | us/op | iree-opt s | iree-opt us/op |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for n in $chain; do
    f=$work/chain$n.mlir
    python3 "$here/gen_scale.py" chain "$n" > "$f"
    inner=$(inner_for "$n")
    t=$(best "$tessera" opt "$f")
    x=$(best "$tessera" translate --to wgsl "$f")
    python3 "$here/gen_scale.py" chain1 "$n" > "$f.1.mlir"
    y=$(best "$tessera" translate --to wgsl "$f.1.mlir")
    rm -f "$f.1.mlir"
    if [ -n "$iree" ] && [ -x "$iree" ]; then
        u=$(best "$iree" "$f")
    else
        u=-
    fi
    echo "| $n | $t | $(per_op "$t" "$n") | $x | $(per_op "$x" "$n") | $y | $(per_op "$y" "$n") | $u | $(per_op "$u" "$n") |"
    rm -f "$f"
done
