// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not tessera run %s --backend cpu --entry host 2>&1 | FileCheck %s --check-prefix=HOST

// gpu.warp_execute_on_lane_0 on the interpreter, as subgroup collectives around the
// region: lane 0 alone runs the region (its gpu.printf prints once), with each
// distributed vector gathered from the 32 lanes (lane l's vector<2xf32> is elements 2l and
// 2l + 1 of the vector<64xf32> lane 0 sees) and each value of the same type taken from
// lane 0; the yielded values go back split the same way or broadcast. Lane l holds
// [l, l], so lane 0 sees [0, 0, 1, 1, ..., 31, 31]; it yields that plus 10 and its sum,
// 992: lane l gets [l + 10, l + 10] and 992.
// Outside a kernel the collective is refused; the GPU targets have no lowering for it.
// CHECK: lane 0 runs the region
// CHECK-NOT: lane 0 runs the region
// CHECK: [10,  10,  11,  11,  12,  12,  13,  13,  14,  14,  15,  15,  16,  16,  17,  17,  18,  18,  19,  19,  20,  20,  21,  21,  22,  22,  23,  23,  24,  24,  25,  25,  26,  26,  27,  27,  28,  28,  29,  29,  30,  30,  31,  31,  32,  32,  33,  33,  34,  34,  35,  35,  36,  36,  37,  37,  38,  38,  39,  39,  40,  40,  41,  41]
// CHECK: [992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992,  992]
// GPU: error: {{.*}}'gpu.warp_execute_on_lane_0' cannot be used in a kernel: upstream's vector distribution patterns rewrite it, and Tessera has none
// HOST: error: gpu.barrier or subgroup operation outside of a GPU kernel
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%o: memref<64xf32>, %s: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %l = gpu.lane_id
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %v = vector.broadcast %lf : f32 to vector<2xf32>
      %ten = arith.constant 10.0 : f32
      %r:2 = gpu.warp_execute_on_lane_0(%l)[32] args(%v, %ten : vector<2xf32>, f32) -> (vector<2xf32>, f32) {
      ^bb0(%big: vector<64xf32>, %x: f32):
        gpu.printf "lane 0 runs the region\n"
        %xs = vector.broadcast %x : f32 to vector<64xf32>
        %y = arith.addf %big, %xs : vector<64xf32>
        %sum = vector.reduction <add>, %big : vector<64xf32> into f32
        gpu.yield %y, %sum : vector<64xf32>, f32
      }
      %c2 = arith.constant 2 : index
      %i = arith.muli %l, %c2 : index
      vector.store %r#0, %o[%i] : memref<64xf32>, vector<2xf32>
      memref.store %r#1, %s[%l] : memref<32xf32>
      gpu.return
    }
  }
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %o = memref.alloc() : memref<64xf32>
    %s = memref.alloc() : memref<32xf32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<64xf32>, %s : memref<32xf32>)
    %ou = memref.cast %o : memref<64xf32> to memref<*xf32>
    call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
    %su = memref.cast %s : memref<32xf32> to memref<*xf32>
    call @printMemrefF32(%su) : (memref<*xf32>) -> ()
    return
  }
  func.func @host() {
    %c0 = arith.constant 0 : index
    gpu.warp_execute_on_lane_0(%c0)[32] {
      gpu.printf "never\n"
    }
    return
  }
}
