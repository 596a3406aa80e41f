// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s
// RUN: not tessera translate %s --to wgsl 2>&1 | FileCheck %s --check-prefix=GPU

// gpu.warp_execute_on_lane_0 runs neither on the interpreter (lane 0 would need the
// arguments of every lane, and the other lanes its results: a subgroup collective the
// interpreter does not have) nor on the GPU (upstream's vector distribution patterns
// rewrite it; Tessera has none): both refuse it with a diagnostic that names the op.
// CHECK: error: operation 'gpu.warp_execute_on_lane_0' is not supported by the CPU interpreter (its region's arguments and results move between lanes
// GPU: error: {{.*}}'gpu.warp_execute_on_lane_0' cannot be used in a kernel: upstream's vector distribution patterns rewrite it, and Tessera has none
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%o: memref<32xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %l = gpu.lane_id
      %r = gpu.warp_execute_on_lane_0(%l)[32] -> (vector<1xf32>) {
        %v = arith.constant dense<1.0> : vector<32xf32>
        gpu.yield %v : vector<32xf32>
      }
      %c0 = arith.constant 0 : index
      %e = vector.extract %r[0] : f32 from vector<1xf32>
      memref.store %e, %o[%l] : memref<32xf32>
      gpu.return
    }
  }
  func.func @main() {
    %o = memref.alloc() : memref<32xf32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%o : memref<32xf32>)
    return
  }
}
