// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU

// The GPU lowering computes math.sinh (and cosh, asin, acos, expm1, cbrt, asinh, acosh,
// atanh, erfc) in f32 and f16 only, as the other transcendental functions: an f64 one is
// refused with a diagnostic at the op (the interpreter computes it: sinh(1) =
// 1.1752011936438014, printed as 1.1752; cbrt(-27) = -3).
// CHECK: math_transcendental_f64.mlir:16:12: error: 'math.sinh' on f64: GLSL.std.450 defines it for 16- and 32-bit floats only
// CPU: [1.1752,  -3]
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<2xf64>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = memref.load %a[%c0] : memref<2xf64>
      %s = math.sinh %x : f64
      memref.store %s, %a[%c0] : memref<2xf64>
      %y = memref.load %a[%c1] : memref<2xf64>
      %r = math.cbrt %y : f64
      memref.store %r, %a[%c1] : memref<2xf64>
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1.0 : f64
    %m27 = arith.constant -27.0 : f64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %a = memref.alloc() : memref<2xf64>
    memref.store %one, %a[%c0] : memref<2xf64>
    memref.store %m27, %a[%c1] : memref<2xf64>
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<2xf64>)
    %u = memref.cast %a : memref<2xf64> to memref<*xf64>
    call @printMemrefF64(%u) : (memref<*xf64>) -> ()
    return
  }
  func.func private @printMemrefF64(memref<*xf64>)
}
