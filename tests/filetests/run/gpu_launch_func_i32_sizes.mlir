// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend vulkan | FileCheck %s --check-prefix=OUT
// RUN: tessera opt %s | FileCheck %s --check-prefix=PRINT

// gpu.launch_func's grid and block sizes may be index, i32 or i64 (upstream's
// `LaunchIndx`), spelled with a trailing `: type`. Two launches of 3 workgroups of 4
// invocations, one sized in i32 and one in i64, each write out[b * 4 + t] = b * 10 + t
// (+ 100 for the second) on every path.
// CHECK: result: PASS
// OUT: [0,  1,  2,  3,  10,  11,  12,  13,  20,  21,  22,  23]
// OUT: [100,  101,  102,  103,  110,  111,  112,  113,  120,  121,  122,  123]
// The printed form is upstream's, spaces included (iree-opt prints the same bytes).
// PRINT: {{^}}    gpu.launch_func  @k::@fill blocks in (%c3_i32, %c1_i32, %c1_i32) threads in (%c4_i32, %c1_i32, %c1_i32) : i32 args(%{{.*}} : memref<12xf32>, %{{.*}} : f32){{$}}
// PRINT: {{^}}    gpu.launch_func  @k::@fill blocks in (%c3_i64, %c1_i64, %c1_i64) threads in (%c4_i64, %c1_i64, %c1_i64) : i64 args(%{{.*}} : memref<12xf32>, %{{.*}} : f32){{$}}
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fill(%o: memref<12xf32>, %add: f32) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %c4 = arith.constant 4 : index
      %c10 = arith.constant 10 : index
      %base = arith.muli %b, %c4 : index
      %i = arith.addi %base, %t : index
      %v0 = arith.muli %b, %c10 : index
      %v1 = arith.addi %v0, %t : index
      %vi = arith.index_cast %v1 : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      %v = arith.addf %vf, %add : f32
      memref.store %v, %o[%i] : memref<12xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() -> (memref<12xf32>, memref<12xf32>) {
    %a = memref.alloc() : memref<12xf32>
    %b = memref.alloc() : memref<12xf32>
    %zero = arith.constant 0.0 : f32
    %hundred = arith.constant 100.0 : f32
    %c1_i32 = arith.constant 1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c4_i32 = arith.constant 4 : i32
    gpu.launch_func @k::@fill blocks in (%c3_i32, %c1_i32, %c1_i32) threads in (%c4_i32, %c1_i32, %c1_i32) : i32 args(%a : memref<12xf32>, %zero : f32)
    %c1_i64 = arith.constant 1 : i64
    %c3_i64 = arith.constant 3 : i64
    %c4_i64 = arith.constant 4 : i64
    gpu.launch_func @k::@fill blocks in (%c3_i64, %c1_i64, %c1_i64) threads in (%c4_i64, %c1_i64, %c1_i64) : i64 args(%b : memref<12xf32>, %hundred : f32)
    %ua = memref.cast %a : memref<12xf32> to memref<*xf32>
    call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
    %ub = memref.cast %b : memref<12xf32> to memref<*xf32>
    call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
    return %a, %b : memref<12xf32>, memref<12xf32>
  }
}
