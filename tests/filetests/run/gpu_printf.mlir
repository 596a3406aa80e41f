// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not tessera translate %s --to spirv-asm 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not tessera run %s --backend cpu --entry bad_format 2>&1 | FileCheck %s --check-prefix=FORMAT

// gpu.printf on the interpreter: C's printf of its scalar arguments (signed and unsigned
// integer conversions at the argument's width, %x, %c, %f/%e/%g with flags, width and
// precision, %%), once per invocation, in the interpreter's order: host code prints once,
// a kernel's 4 invocations print in thread order. No GPU target has a device printf, so a
// kernel that holds one is refused on every path, with a diagnostic naming the op.
// CHECK: host: -7 4294967289 fffffff9 [   42] [42   ] [00042] +3 A 100%
// CHECK-NEXT: floats: 1.500000 2.50 1.234568e+04 0.0001 1e-05 1.23457e+06 [  -3.141] inf -0
// CHECK-NEXT: index 18446744073709551615 as %d: -1, i8 -1 as %u: 255
// CHECK-NEXT: thread 0 of 4: 0.000000
// CHECK-NEXT: thread 1 of 4: 0.500000
// CHECK-NEXT: thread 2 of 4: 1.000000
// CHECK-NEXT: thread 3 of 4: 1.500000
// CHECK-NEXT: done
// GPU: error: {{.*}}'gpu.printf' cannot be used in a kernel: no target has a device printf
// FORMAT: error: operation 'gpu.printf' is not supported by the CPU interpreter (its format has the conversion '%s')
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @hello() kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %i = gpu.thread_id x
      %n = gpu.block_dim x
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      %h = arith.constant 0.5 : f32
      %x = arith.mulf %f, %h : f32
      gpu.printf "thread %d of %d: %f\n", %i, %n, %x : index, index, f32
      gpu.return
    }
  }
  func.func @main() {
    %m7 = arith.constant -7 : i32
    %c42 = arith.constant 42 : i32
    %c3 = arith.constant 3 : i64
    %cA = arith.constant 65 : i8
    gpu.printf "host: %d %u %x [%5d] [%-5d] [%05d] %+lld %c 100%%\n", %m7, %m7, %m7, %c42, %c42, %c42, %c3, %cA : i32, i32, i32, i32, i32, i32, i64, i8
    %a = arith.constant 1.5 : f32
    %b = arith.constant 2.5 : f64
    %e = arith.constant 12345.678 : f64
    %s = arith.constant 0.0001 : f64
    %t = arith.constant 0.00001 : f32
    %g = arith.constant 1234567.0 : f64
    %p = arith.constant -3.14159 : f16
    %inf = arith.constant 0x7F800000 : f32
    %nz = arith.constant -0.0 : f64
    gpu.printf "floats: %f %.2f %e %g %g %g [%8.3f] %f %g\n", %a, %b, %e, %s, %t, %g, %p, %inf, %nz : f32, f64, f64, f64, f32, f64, f16, f32, f64
    %big = arith.constant -1 : index
    %m1 = arith.constant -1 : i8
    gpu.printf "index %u as %%d: %d, i8 -1 as %%u: %u\n", %big, %big, %m1 : index, index, i8
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @k::@hello blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1)
    gpu.printf "done\n"
    return
  }
  func.func @bad_format() {
    %c = arith.constant 1 : i32
    gpu.printf "%s\n", %c : i32
    return
  }
}
