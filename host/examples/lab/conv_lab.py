#!/usr/bin/env python3
"""Two hand-written WGSL versions of the issue-8 convolution (NCHW, C=64, H=W=56, F=64,
3x3, pad 1) for host/examples/wgsl_lab.rs: where the padded convolution's time goes on
lavapipe, and what a different mapping would gain. Timing labs only: padding is a select on
the input value (not the pipeline's exact guard), and the outputs are not checked.

  conv_cyclic.wgsl: the cyclic mapping (the pipeline's before session 6): lane l owns
    columns l + 8j; 7 lane-varying storage loads of the input and 4 of the filter per
    window step, filters shuffled.
  conv_blocked.wgsl: lane l owns columns 7l..7l+6 and loads its 9 input columns once per
    (c, kh), picking them per kw step with selects (what the pipeline now generates with
    the blocked x mapping and tessera-hoist-window); filter as in conv_cyclic.
  conv_blocked_texfilter.wgsl: the same, with the filter read from a transposed
    [c*9 + kh*3 + kw][f] Rgba32Float texture (1 fetch per step for 4 filters per lane).
  conv_cyclic_texfilter.wgsl: the cyclic mapping with that filter texture.
  conv_blocked_texture.wgsl: blocked, with both the input (3 Rgba32Float fetches per
    (c, kh), a lane-varying shift picks the 9 columns) and the filter in textures.

  python3 host/examples/lab/conv_lab.py OUTDIR
  cargo run --release -p tessera-host --example wgsl_lab -- OUTDIR/conv_cyclic.wgsl main \
      1,2,56 200704,36864,200704 11 231211008
  (conv_blocked.wgsl: the same bindings; *_texfilter.wgsl: 200704,t16x576,200704;
   conv_blocked_texture.wgsl: 200704,t16x576,t14x3584)

Measured (session 6, 8 alternated runs, medians of wall-clock GFLOP/s): cyclic 16.6,
blocked 22.6, blocked + filter texture 28.4, cyclic + filter texture 20.1. Session 5:
cyclic 14.8, blocked + both textures 25.5 (4 runs).
"""
import sys

# Conv NCHW C=64 H=W=56 F=64 pad 1, workgroup 8 lanes, grid (1, 2, 56): wg.y = f block of 32, wg.z = oh.
def prologue(bindings, extra=()):
    """Bindings, the entry point, the ids, and the 7 x 32 accumulators a{j}_{i}."""
    L = ["@group(0) @binding(0) var<storage, read_write> O: array<f32>;"]
    L += bindings
    L += ["@compute @workgroup_size(8,1,1)",
          "fn main(@builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {",
          "  let l = lid.x; let oh = i32(wg.z); let f0 = wg.y * 32u;"]
    L += list(extra)
    for j in range(7):
        for i in range(32): L.append(f"  var a{j}_{i} = 0.0;")
    return L

def step(L, shuffled):
    """One window step: filter i shuffled from its lane (shuffled(i)), 7 x 32 fmas."""
    for i in range(32):
        L.append(f"      let s{i} = {shuffled(i)};")
        for j in range(7):
            L.append(f"      a{j}_{i} = fma(x{j}, s{i}, a{j}_{i});")

def epilogue(L, column):
    """Close the loops and store a{j}_{i} at output column column(j)."""
    L.append("    }\n   }\n  }")
    for j in range(7):
        for i in range(32):
            L.append(f"  O[((f0 + {i}u) * 56u + u32(oh)) * 56u + {column(j)}] = a{j}_{i};")
    L.append("}")
    return "\n".join(L)

def variant_a():
    L = prologue(["@group(0) @binding(1) var<storage, read_write> W: array<f32>;",
                  "@group(0) @binding(2) var<storage, read_write> I: array<f32>;"])
    L.append("  for (var c = 0u; c < 64u; c++) {")
    L.append("   for (var kh = 0; kh < 3; kh++) {")
    L.append("    let h = oh + kh - 1; let hok = h >= 0 && h < 56; let hc = u32(clamp(h, 0, 55));")
    L.append("    for (var kw = 0; kw < 3; kw++) {")
    for i in range(4):
        L.append(f"      let w{i} = W[(f0 + l + {8*i}u) * 576u + c * 9u + u32(kh * 3 + kw)];")
    for j in range(7):
        L.append(f"      let x{j}i = i32(l) + {8*j} + kw - 1; let x{j}ok = hok && x{j}i >= 0 && x{j}i < 56;")
        L.append(f"      let x{j} = select(0.0, I[(c * 56u + hc) * 56u + u32(clamp(x{j}i, 0, 55))], x{j}ok);")
    step(L, lambda i: f"subgroupShuffle(w{i//8}, {i%8}u)")
    return epilogue(L, lambda j: f"l + {8*j}u")

def variant_b():
    # x from texture tin (14 texels x 3584 rows: row c*56+h), W transposed texture tw (16 texels x 576 rows: row c*9+kh*3+kw, texel f/4)
    L = prologue(["@group(0) @binding(1) var tw: texture_2d<f32>;",
                  "@group(0) @binding(2) var tin: texture_2d<f32>;"],
                 ["  let start = i32(l) * 7 - 1;            // first input column this lane needs",
                  "  let t0 = (start + 4) / 4 - 1;            // floor(start / 4)",
                  "  let sh = start - 4 * t0;                 // lane-varying shift 0..3"])
    L.append("  for (var c = 0; c < 64; c++) {")
    L.append("   for (var kh = 0; kh < 3; kh++) {")
    L.append("    let h = oh + kh - 1; let hok = h >= 0 && h < 56; let row = c * 56 + clamp(h, 0, 55);")
    for t in range(3):
        L.append(f"    let q{t} = textureLoad(tin, vec2<i32>(clamp(t0 + {t}, 0, 13), row), 0);")
    L.append("    var e = array<f32, 12>(q0.x, q0.y, q0.z, q0.w, q1.x, q1.y, q1.z, q1.w, q2.x, q2.y, q2.z, q2.w);")
    for mm in range(9):
        # value m = e[sh + m], via selects
        opts=[f"e[{min(s+mm,11)}]" for s in range(4)]
        L.append(f"    let col{mm} = start + {mm}; let okv{mm} = hok && col{mm} >= 0 && col{mm} < 56;")
        L.append(f"    let v{mm} = select(0.0, select(select({opts[0]}, {opts[1]}, sh == 1), select({opts[2]}, {opts[3]}, sh == 3), sh >= 2), okv{mm});")
    L.append("    for (var kw = 0; kw < 3; kw++) {")
    L.append("      let wv = textureLoad(tw, vec2<i32>(i32(f0 / 4u) + i32(l), c * 9 + kh * 3 + kw), 0);")
    for j in range(7):
        L.append(f"      let x{j} = select(select(v{j}, v{j+1}, kw == 1), v{j+2}, kw == 2);")
    step(L, lambda i: f"subgroupShuffle(wv.{'xyzw'[i % 4]}, {i//4}u)")
    return epilogue(L, lambda j: f"l * 7u + {j}u")

def variant_blocked(tex_filter):
    """Blocked columns, the 9 input columns of a (c, kh) loaded once and selected per kw."""
    w_bind = ("@group(0) @binding(1) var tw: texture_2d<f32>;" if tex_filter else
              "@group(0) @binding(1) var<storage, read_write> W: array<f32>;")
    L = prologue([w_bind, "@group(0) @binding(2) var<storage, read_write> I: array<f32>;"],
                 ["  let start = i32(l) * 7 - 1;"])
    L.append("  for (var c = 0u; c < 64u; c++) {")
    L.append("   for (var kh = 0; kh < 3; kh++) {")
    L.append("    let h = oh + kh - 1; let hok = h >= 0 && h < 56; let hc = u32(clamp(h, 0, 55));")
    for mm in range(9):
        L.append(f"    let col{mm} = start + {mm}; let okv{mm} = hok && col{mm} >= 0 && col{mm} < 56;")
        L.append(f"    let v{mm} = select(0.0, I[(c * 56u + hc) * 56u + u32(clamp(col{mm}, 0, 55))], okv{mm});")
    L.append("    for (var kw = 0; kw < 3; kw++) {")
    filter_step(L, tex_filter, "i32(c) * 9 + kh * 3 + kw")
    for j in range(7):
        L.append(f"      let x{j} = select(select(v{j}, v{j+1}, kw == 1), v{j+2}, kw == 2);")
    step(L, filter_shuffle(tex_filter))
    return epilogue(L, lambda j: f"l * 7u + {j}u")

def variant_cyclic_texfilter():
    L = prologue(["@group(0) @binding(1) var tw: texture_2d<f32>;",
                  "@group(0) @binding(2) var<storage, read_write> I: array<f32>;"])
    L.append("  for (var c = 0u; c < 64u; c++) {")
    L.append("   for (var kh = 0; kh < 3; kh++) {")
    L.append("    let h = oh + kh - 1; let hok = h >= 0 && h < 56; let hc = u32(clamp(h, 0, 55));")
    L.append("    for (var kw = 0; kw < 3; kw++) {")
    filter_step(L, True, "i32(c) * 9 + kh * 3 + kw")
    for j in range(7):
        L.append(f"      let x{j}i = i32(l) + {8*j} + kw - 1; let x{j}ok = hok && x{j}i >= 0 && x{j}i < 56;")
        L.append(f"      let x{j} = select(0.0, I[(c * 56u + hc) * 56u + u32(clamp(x{j}i, 0, 55))], x{j}ok);")
    step(L, filter_shuffle(True))
    return epilogue(L, lambda j: f"l + {8*j}u")

def filter_step(L, tex_filter, row):
    """The filter loads of one window step: 1 texel of 4 filters, or 4 storage loads."""
    if tex_filter:
        L.append(f"      let wv = textureLoad(tw, vec2<i32>(i32(f0 / 4u) + i32(l), {row}), 0);")
    else:
        for i in range(4):
            L.append(f"      let w{i} = W[(f0 + l + {8*i}u) * 576u + c * 9u + u32(kh * 3 + kw)];")

def filter_shuffle(tex_filter):
    if tex_filter:
        return lambda i: f"subgroupShuffle(wv.{'xyzw'[i % 4]}, {i//4}u)"
    return lambda i: f"subgroupShuffle(w{i//8}, {i%8}u)"

out = sys.argv[1] if len(sys.argv) > 1 else "."
open(f"{out}/conv_cyclic.wgsl", "w").write(variant_a())
open(f"{out}/conv_blocked_texture.wgsl", "w").write(variant_b())
open(f"{out}/conv_blocked.wgsl", "w").write(variant_blocked(False))
open(f"{out}/conv_blocked_texfilter.wgsl", "w").write(variant_blocked(True))
open(f"{out}/conv_cyclic_texfilter.wgsl", "w").write(variant_cyclic_texfilter())
