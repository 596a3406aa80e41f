#!/usr/bin/env python3
"""Generates the inputs of the compile-time scaling benchmark (tests/bench/scale.sh).

    gen_scale.py funcs N   # N functions, each one 64x64 elementwise affine nest
    gen_scale.py chain N   # one block of N dependent `%i = arith.addf %j, %j` (in a
                           # gpu.func kernel, launched once from @main)
    gen_scale.py chain1 N  # the same with single-use links `%i = arith.mulf %j, %two`

The text goes to stdout; nothing generated is kept in git.
"""
import sys


def funcs(n, out):
    w = out.write
    w("module {\n")
    for i in range(n):
        w(f"  func.func @f{i}(%a: memref<64x64xf32>, %b: memref<64x64xf32>, "
          f"%c: memref<64x64xf32>) {{\n"
          "    affine.for %i = 0 to 64 {\n"
          "      affine.for %j = 0 to 64 {\n"
          "        %x = affine.load %a[%i, %j] : memref<64x64xf32>\n"
          "        %y = affine.load %b[%i, %j] : memref<64x64xf32>\n"
          "        %s = arith.addf %x, %y : f32\n"
          "        %p = arith.mulf %s, %x : f32\n"
          "        affine.store %p, %c[%i, %j] : memref<64x64xf32>\n"
          "      }\n"
          "    }\n"
          "    return\n"
          "  }\n")
    w("}\n")


def chain(n, out, single_use=False):
    w = out.write
    w("module attributes {gpu.container_module} {\n"
      "  gpu.module @k {\n"
      "    gpu.func @chain(%m: memref<1xf32>) kernel attributes "
      "{spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} {\n"
      "      %c0 = arith.constant 0 : index\n"
      "      %two = arith.constant 2.0 : f32\n"
      "      %0 = memref.load %m[%c0] : memref<1xf32>\n")
    if single_use:
        lines = [f"      %{i} = arith.mulf %{i - 1}, %two : f32\n" for i in range(1, n + 1)]
    else:
        lines = [f"      %{i} = arith.addf %{i - 1}, %{i - 1} : f32\n" for i in range(1, n + 1)]
    w("".join(lines))
    w(f"      memref.store %{n}, %m[%c0] : memref<1xf32>\n"
      "      gpu.return\n"
      "    }\n"
      "  }\n"
      "  func.func @main() {\n"
      "    %c0 = arith.constant 0 : index\n"
      "    %c1 = arith.constant 1 : index\n"
      "    %z = arith.constant 0.0 : f32\n"
      "    %m = memref.alloc() : memref<1xf32>\n"
      "    memref.store %z, %m[%c0] : memref<1xf32>\n"
      "    gpu.launch_func @k::@chain blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)\n"
      "        args(%m : memref<1xf32>)\n"
      "    %u = memref.cast %m : memref<1xf32> to memref<*xf32>\n"
      "    call @printMemrefF32(%u) : (memref<*xf32>) -> ()\n"
      "    memref.dealloc %m : memref<1xf32>\n"
      "    return\n"
      "  }\n"
      "  func.func private @printMemrefF32(memref<*xf32>)\n"
      "}\n")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("funcs", "chain", "chain1"):
        sys.exit(__doc__)
    n = int(sys.argv[2])
    if sys.argv[1] == "funcs":
        funcs(n, sys.stdout)
    else:
        chain(n, sys.stdout, single_use=sys.argv[1] == "chain1")


if __name__ == "__main__":
    main()
