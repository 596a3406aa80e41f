// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// Found by the GPU differential fuzzer (tests/tests/fuzz_gpu.rs, seeds 937 and 992 of a
// 1,200-seed run): divisions by zeros the driver knows at compile time gave 0 on every GPU
// path instead of ±inf and NaN. Drivers fold `x / 0.0` and `0 / x` to 0; the back end
// applied the IEEE results only to divisors that are literal constants, so three shapes
// escaped it:
// - a vectorised division by a broadcast 0.0 (the broadcast was not a constant);
// - a divisor computed from constants only (sqrt(remf(0.5, |-0.125|)) = 0), which the
//   back end does not fold but the driver does;
// - a dividend computed from constants only (remf(2, 2) = 0) over a run-time divisor, and
//   a division by that quotient.
// Rows: x / broadcast 0, x / sqrt(remf(..)), 0 / y with remf(2, 2) as 0, x / (0 / y).
// CHECK: result: PASS (6 paths compared)
// CPU: {{\[}}[inf,   -inf,   inf,   -nan],
// CPU-NEXT: [inf,   -inf,   inf,   -nan],
// CPU-NEXT: [0,   -0,   -nan,   nan],
// CPU-NEXT: [inf,   inf,   -nan,   nan]]
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %in = memref.alloc() : memref<4xf32>
  %y = memref.alloc() : memref<4xf32>
  %o = memref.alloc() : memref<4x4xf32>
  %c0 = arith.constant 0 : index
  %xv = arith.constant dense<[1.0, -2.0, 3.0, 0.0]> : vector<4xf32>
  %yv = arith.constant dense<[2.0, -4.0, 0.0, 0x7FC00000]> : vector<4xf32>
  vector.store %xv, %in[%c0] : memref<4xf32>, vector<4xf32>
  vector.store %yv, %y[%c0] : memref<4xf32>, vector<4xf32>
  affine.for %i = 0 to 4 {
    %x = affine.load %in[%i] : memref<4xf32>
    %yy = affine.load %y[%i] : memref<4xf32>
    %zero = arith.constant 0.0 : f32
    %d0 = arith.divf %x, %zero : f32
    affine.store %d0, %o[0, %i] : memref<4x4xf32>
    %h = arith.constant 0.5 : f32
    %e = arith.constant -0.125 : f32
    %ae = math.absf %e : f32
    %r = arith.remf %h, %ae : f32
    %s = math.sqrt %r : f32
    %d1 = arith.divf %x, %s : f32
    affine.store %d1, %o[1, %i] : memref<4x4xf32>
    %two = arith.constant 2.0 : f32
    %z2 = arith.remf %two, %two : f32
    %d2 = arith.divf %z2, %yy : f32
    affine.store %d2, %o[2, %i] : memref<4x4xf32>
    %d3 = arith.divf %x, %d2 : f32
    affine.store %d3, %o[3, %i] : memref<4x4xf32>
  }
  %u = memref.cast %o : memref<4x4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
