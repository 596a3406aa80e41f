// RUN: tessera opt %s --split-input-file --mlir-print-op-generic | FileCheck %s
// RUN: tessera opt %s --split-input-file --mlir-print-op-generic | tessera opt --split-input-file | FileCheck %s --check-prefix=CUSTOM

// The generic form of the GPU ops as current upstream writes it (iree-opt 3.13, LLVM 24;
// the CHECK lines are its output for this input): enum attributes as `#gpu.dim<x>` and
// `#gpu.shuffle_mode<idx>`, `kernel` as a property of `gpu.func`, 12 operand segments on
// `gpu.launch`, and the id ops' result names (`%thread_id_x`). Older spellings are read
// (last chunk): `#gpu<dim x>`, the `gpu.kernel` attribute and 11 segments.

// CHECK: "gpu.func"() <{function_type = (memref<4xf32>) -> (), kernel, known_block_size = array<i32: 4, 1, 1>, sym_name = "f"}>
// CHECK: "gpu.thread_id"() <{dimension = #gpu.dim<x>}> : () -> index
// CHECK: "gpu.shuffle"(%{{.*}}, %{{.*}}, %{{.*}}) <{mode = #gpu.shuffle_mode<idx>}> : (f32, i32, i32) -> (f32, i1)
// CHECK: "gpu.launch_func"(%{{.*}}) <{kernel = @k::@f, operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0>}>
// CHECK: "gpu.launch"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}>

// CUSTOM: gpu.func @f(%{{.*}}: memref<4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>}
// CUSTOM: %thread_id_x = gpu.thread_id x
// CUSTOM: gpu.shuffle idx
// CUSTOM: gpu.launch blocks
// CUSTOM: gpu.func @g() kernel attributes {known_block_size = array<i32: 1, 1, 1>}
// CUSTOM: %block_id_y = gpu.block_id y

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<4xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>} {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<4xf32>
      %w = arith.constant 1 : i32
      %x, %ok = gpu.shuffle idx %v, %w, %w : f32
      memref.store %x, %a[%t] : memref<4xf32>
      gpu.return
    }
  }
  func.func @main(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c4, %c1, %c1) args(%a : memref<4xf32>)
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    return
  }
}

// -----

// CHECK: "gpu.func"() <{function_type = () -> (), known_block_size = array<i32: 1, 1, 1>, sym_name = "g"}> ({
// CHECK: "gpu.block_id"() <{dimension = #gpu.dim<y>}> : () -> index
// CHECK: }) {gpu.kernel} : () -> ()
// The 11 segments of LLVM 18-21 become current upstream's 12.
// CHECK: "gpu.launch"(%{{.*}}) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}>
module attributes {gpu.container_module} {
  "gpu.module"() <{sym_name = "m"}> ({
    "gpu.func"() <{function_type = () -> (), known_block_size = array<i32: 1, 1, 1>, sym_name = "g"}> ({
      %0 = "gpu.block_id"() <{dimension = #gpu<dim y>}> : () -> index
      "gpu.return"() : () -> ()
    }) {gpu.kernel} : () -> ()
  }) : () -> ()
  func.func @h() {
    %c1 = arith.constant 1 : index
    "gpu.launch"(%c1, %c1, %c1, %c1, %c1, %c1) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0>}> ({
    ^bb0(%a0: index, %a1: index, %a2: index, %a3: index, %a4: index, %a5: index, %a6: index, %a7: index, %a8: index, %a9: index, %a10: index, %a11: index):
      "gpu.terminator"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    return
  }
}
