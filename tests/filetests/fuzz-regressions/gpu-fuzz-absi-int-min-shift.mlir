// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seed 1402 of a 1,200-seed
// run): absi(absi(INT_MIN) >> s) gave -2^(31-s) on every GPU path. math.absi wraps
// (absi(INT_MIN) = INT_MIN, as upstream), but the back end emitted GLSL.std.450 SAbs,
// whose result Mesa's range analysis takes as non-negative: the arithmetic shift of it
// was then non-negative too, and the outer absi was dropped. absi is now (x ^ m) - m with
// m = x >> 31. Rows: s = 0, 1, 28, 31 on INT_MIN, and -5, 7, INT_MAX.
// CHECK: result: PASS (6 paths compared)
// CPU: [-2147483648,  1073741824,  8,  1,  5,  7,  2147483647,  0]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8xi32>
  %s = memref.alloc() : memref<8xi32>
  %o = memref.alloc() : memref<8xi32>
  %av = arith.constant dense<[-2147483648, -2147483648, -2147483648, -2147483648, -5, 7, 2147483647, 0]> : vector<8xi32>
  %sv = arith.constant dense<[0, 1, 28, 31, 0, 0, 0, 0]> : vector<8xi32>
  %c0 = arith.constant 0 : index
  vector.store %av, %a[%c0] : memref<8xi32>, vector<8xi32>
  vector.store %sv, %s[%c0] : memref<8xi32>, vector<8xi32>
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xi32>
    %k = affine.load %s[%i] : memref<8xi32>
    %ax = math.absi %x : i32
    %sh = arith.shrsi %ax, %k : i32
    %r = math.absi %sh : i32
    affine.store %r, %o[%i] : memref<8xi32>
  }
  %u = memref.cast %o : memref<8xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
