// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// math.absi on i64 as (x ^ m) - m with m = x >> 63 (see gpu-fuzz-absi-int-min-shift.mlir):
// the shift amount is a u32, since WGSL shifts take one (an i64 amount came out of naga as
// `bitcast<u64>(63li)`, which WGSL refuses: 26 of 1,500 fuzz programs were refused on the
// naga paths until it was). INT64_MIN stays INT64_MIN. The last shift's amount is a
// constant: vectorised, it was a vector<4xi64> constant that naga could not convert
// ("Cannot cast scalar components", a refusal on the naga paths); a constant vector of
// amounts is now made as u32 lanes directly. GL has no 64-bit integers.
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %a = memref.alloc() : memref<4xi64>
  %s = memref.alloc() : memref<4xi64>
  %o = memref.alloc() : memref<4xi64>
  %sv = arith.constant dense<[1, 0, 2, 62]> : vector<4xi64>
  %av = arith.constant dense<[-9223372036854775808, -5, 7, 9223372036854775807]> : vector<4xi64>
  %c0 = arith.constant 0 : index
  vector.store %av, %a[%c0] : memref<4xi64>, vector<4xi64>
  vector.store %sv, %s[%c0] : memref<4xi64>, vector<4xi64>
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xi64>
    %ax = math.absi %x : i64
    %k = affine.load %s[%i] : memref<4xi64>
    %sh = arith.shrsi %ax, %k : i64
    %r = math.absi %sh : i64
    %c1 = arith.constant 1 : i64
    %r1 = arith.shrsi %r, %c1 : i64
    affine.store %r1, %o[%i] : memref<4xi64>
  }
  return
}
