// RUN: tessera opt %s --allow-unregistered-dialect --split-input-file --gpu-kernel-outlining | FileCheck %s

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @launch()
func.func @launch() {
  // CHECK: %[[ARG0:.*]] = "op"() : () -> f32
  %0 = "op"() : () -> (f32)
  // CHECK: %[[ARG1:.*]] = "op"() : () -> memref<?xf32, 1>
  %1 = "op"() : () -> (memref<?xf32, 1>)
  // CHECK: %[[GDIMX:.*]] = arith.constant 8
  %gDimX = arith.constant 8 : index
  // CHECK: %[[GDIMY:.*]] = arith.constant 12
  %gDimY = arith.constant 12 : index
  // CHECK: %[[GDIMZ:.*]] = arith.constant 16
  %gDimZ = arith.constant 16 : index
  // CHECK: %[[BDIMX:.*]] = arith.constant 20
  %bDimX = arith.constant 20 : index
  // CHECK: %[[BDIMY:.*]] = arith.constant 24
  %bDimY = arith.constant 24 : index
  // CHECK: %[[BDIMZ:.*]] = arith.constant 28
  %bDimZ = arith.constant 28 : index

  // CHECK: gpu.launch_func @launch_kernel::@launch_kernel blocks in (%[[GDIMX]], %[[GDIMY]], %[[GDIMZ]]) threads in (%[[BDIMX]], %[[BDIMY]], %[[BDIMZ]]) args(%[[ARG0]] : f32, %[[ARG1]] : memref<?xf32, 1>)
  // CHECK-NOT: gpu.launch blocks
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %gDimX, %grid_y = %gDimY, %grid_z = %gDimZ)
             threads(%tx, %ty, %tz) in (%block_x = %bDimX, %block_y = %bDimY, %block_z = %bDimZ) {
    "use"(%0): (f32) -> ()
    "some_op"(%bx, %block_x) : (index, index) -> ()
    %42 = memref.load %1[%tx] : memref<?xf32, 1>
    gpu.terminator
  }
  return
}

// CHECK-LABEL: gpu.module @launch_kernel
// CHECK-NEXT: gpu.func @launch_kernel
// CHECK-SAME: (%[[KERNEL_ARG0:.*]]: f32, %[[KERNEL_ARG1:.*]]: memref<?xf32, 1>)
// CHECK-SAME: kernel attributes {known_block_size = array<i32: 20, 24, 28>}
// CHECK-NEXT: %[[BID:.*]] = gpu.block_id x
// CHECK-NEXT: = gpu.block_id y
// CHECK-NEXT: = gpu.block_id z
// CHECK-NEXT: %[[TID:.*]] = gpu.thread_id x
// CHECK-NEXT: = gpu.thread_id y
// CHECK-NEXT: = gpu.thread_id z
// CHECK-NEXT: = gpu.grid_dim x
// CHECK-NEXT: = gpu.grid_dim y
// CHECK-NEXT: = gpu.grid_dim z
// CHECK-NEXT: %[[BDIM:.*]] = gpu.block_dim x
// CHECK-NEXT: = gpu.block_dim y
// CHECK-NEXT: = gpu.block_dim z
// CHECK-NEXT: "use"(%[[KERNEL_ARG0]]) : (f32) -> ()
// CHECK-NEXT: "some_op"(%[[BID]], %[[BDIM]]) : (index, index) -> ()
// CHECK-NEXT: = memref.load %[[KERNEL_ARG1]][%[[TID]]] : memref<?xf32, 1>
// CHECK-NEXT: gpu.return

// -----

// Two launches in one function: the second kernel module is renamed.
// CHECK-LABEL: func.func @multiple_launches()
func.func @multiple_launches() {
  // CHECK: %[[CST:.*]] = arith.constant 8 : index
  %cst = arith.constant 8 : index
  // CHECK: gpu.launch_func @multiple_launches_kernel::@multiple_launches_kernel blocks in (%[[CST]], %[[CST]], %[[CST]]) threads in (%[[CST]], %[[CST]], %[[CST]])
  gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %cst, %grid_y = %cst, %grid_z = %cst)
             threads(%tx, %ty, %tz) in (%block_x = %cst, %block_y = %cst, %block_z = %cst) {
    gpu.terminator
  }
  // CHECK: gpu.launch_func @multiple_launches_kernel_0::@multiple_launches_kernel blocks in (%[[CST]], %[[CST]], %[[CST]]) threads in (%[[CST]], %[[CST]], %[[CST]])
  gpu.launch blocks(%bx2, %by2, %bz2) in (%grid_x2 = %cst, %grid_y2 = %cst, %grid_z2 = %cst)
             threads(%tx2, %ty2, %tz2) in (%block_x2 = %cst, %block_y2 = %cst, %block_z2 = %cst) {
    gpu.terminator
  }
  return
}

// CHECK: gpu.module @multiple_launches_kernel
// CHECK: gpu.func @multiple_launches_kernel
// CHECK: gpu.module @multiple_launches_kernel_0
// CHECK: gpu.func @multiple_launches_kernel

// -----

// Constants and memref.dim used in the body are sunk into the kernel; dynamic block sizes
// give no known_block_size.
// CHECK-LABEL: func.func @sink(
// CHECK-SAME:    %[[M:.*]]: memref<?xf32>, %[[N:.*]]: index
// CHECK:         gpu.launch_func @sink_kernel::@sink_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%[[N]], %{{.*}}, %{{.*}}) args(%[[M]] : memref<?xf32>)
func.func @sink(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 2.0 : f32
  %d = memref.dim %m, %c0 : memref<?xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %in = arith.cmpi slt, %tx, %d : index
    scf.if %in {
      memref.store %cst, %m[%tx] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}
// CHECK-LABEL: gpu.module @sink_kernel
// CHECK-NEXT:    gpu.func @sink_kernel(%[[KM:.*]]: memref<?xf32>) kernel {
// CHECK-DAG:       arith.constant 2.000000e+00 : f32
// CHECK-DAG:       %[[KC0:.*]] = arith.constant 0 : index
// CHECK-DAG:       memref.dim %[[KM]], %[[KC0]] : memref<?xf32>
// CHECK:           scf.if
// CHECK:           gpu.return

// -----

// Workgroup attributions become the kernel's.
// CHECK-LABEL: func.func @attributions
// CHECK:         gpu.launch_func @attributions_kernel::@attributions_kernel
// CHECK-LABEL: gpu.module @attributions_kernel
// CHECK-NEXT:  gpu.func @attributions_kernel(%{{.*}}: memref<16xf32>) workgroup(%[[WG:.*]] : memref<16xf32, #gpu.address_space<workgroup>>) kernel
// CHECK:         memref.store %{{.*}}, %[[WG]][%{{.*}}] : memref<16xf32, #gpu.address_space<workgroup>>
// CHECK:         gpu.barrier
func.func @attributions(%m: memref<16xf32>) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1)
             workgroup(%buf : memref<16xf32, #gpu.address_space<workgroup>>) {
    %v = memref.load %m[%tx] : memref<16xf32>
    memref.store %v, %buf[%tx] : memref<16xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = arith.subi %c16, %tx : index
    %r1 = arith.subi %r, %c1 : index
    %w = memref.load %buf[%r1] : memref<16xf32, #gpu.address_space<workgroup>>
    memref.store %w, %m[%tx] : memref<16xf32>
    gpu.terminator
  }
  return
}
