// RUN: tessera opt %s | tessera opt | FileCheck %s

// Custom assembly forms of the gpu dialect, printed in upstream's canonical form
// (LLVM 18-20) and stable under print -> parse -> print.

// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {

  // CHECK-LABEL: gpu.module @kernels {
  gpu.module @kernels {
    // CHECK: gpu.func @k(%[[A:.*]]: memref<?xf32>, %[[N:.*]]: index) kernel {
    gpu.func @k(%arg0 : memref<?xf32>, %n : index) kernel {
      // CHECK-NEXT: %[[TX:.*]] = gpu.thread_id x
      %tx = gpu.thread_id x
      // CHECK-NEXT: gpu.thread_id y upper_bound 64
      %ty = gpu.thread_id y upper_bound 64
      // CHECK-NEXT: gpu.block_id z
      %bz = gpu.block_id z
      // CHECK-NEXT: gpu.block_dim x
      %bd = gpu.block_dim x
      // CHECK-NEXT: gpu.grid_dim y
      %gd = gpu.grid_dim y
      // CHECK-NEXT: gpu.global_id x upper_bound 65536
      %gid = gpu.global_id x upper_bound 65536
      // CHECK-NEXT: gpu.lane_id{{$}}
      %lane = gpu.lane_id
      // CHECK-NEXT: gpu.lane_id upper_bound 32{{$}}
      %lane2 = gpu.lane_id upper_bound 32
      // CHECK-NEXT: gpu.subgroup_id : index
      %sg = gpu.subgroup_id : index
      // CHECK-NEXT: gpu.subgroup_size upper_bound 64 : index
      %sgs = gpu.subgroup_size upper_bound 64 : index
      // CHECK-NEXT: %[[V:.*]] = memref.load %[[A]][%[[TX]]] : memref<?xf32>
      %v = memref.load %arg0[%tx] : memref<?xf32>
      // CHECK-NEXT: gpu.subgroup_reduce add %[[V]] : (f32) -> f32
      %r = gpu.subgroup_reduce add %v : (f32) -> f32
      // CHECK-NEXT: gpu.subgroup_reduce maxnumf %[[V]] uniform : (f32) -> f32
      %r2 = gpu.subgroup_reduce maxnumf %v uniform : (f32) -> f32
      // CHECK-NEXT: gpu.subgroup_reduce add %[[V]] cluster(size = 4) : (f32) -> f32
      %r3 = gpu.subgroup_reduce add %v cluster(size = 4) : (f32) -> f32
      // CHECK-NEXT: gpu.subgroup_reduce mul %[[V]] uniform cluster(size = 8, stride = 2) : (f32) -> f32
      %r4 = gpu.subgroup_reduce mul %v uniform cluster(size = 8, stride = 2) : (f32) -> f32
      %off = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      // CHECK: %{{.*}}:2 = gpu.shuffle xor %[[V]], %{{.*}}, %{{.*}} : f32
      %s, %valid = gpu.shuffle xor %v, %off, %w : f32
      // CHECK-NEXT: gpu.shuffle idx %[[V]], %{{.*}}, %{{.*}} : f32
      %s2, %valid2 = gpu.shuffle idx %v, %off, %w : f32
      // CHECK-NEXT: gpu.barrier
      gpu.barrier
      // CHECK-NEXT: memref.store %{{.*}}, %[[A]][%[[TX]]] : memref<?xf32>
      memref.store %r, %arg0[%tx] : memref<?xf32>
      // CHECK-NEXT: gpu.return
      gpu.return
    }

    // CHECK: gpu.func @attributions(%{{.*}}: index) workgroup(%[[W:.*]] : memref<32xf32, #gpu.address_space<workgroup>>) private(%{{.*}} : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    gpu.func @attributions(%arg0 : index) workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) private(%p : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      // CHECK-NEXT: memref.load %[[W]]
      %x = memref.load %w[%arg0] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.return
    }

    // CHECK: gpu.func @device(%{{.*}}: f32) -> f32 {
    gpu.func @device(%x : f32) -> f32 {
      // CHECK-NEXT: gpu.return %{{.*}} : f32
      gpu.return %x : f32
    }
  }

  // A legacy explicit module terminator is accepted and not printed.
  // CHECK-LABEL: gpu.module @legacy {
  // CHECK-NEXT: }
  gpu.module @legacy {
    gpu.module_end
  }

  // CHECK-LABEL: func.func @launch
  // CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
  func.func @launch(%m : memref<?xf32>, %n : index) {
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    // CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1:.*]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C32:.*]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
    gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1)
               threads(%tx, %ty, %tz) in (%tsx = %c32, %tsy = %c1, %tsz = %c1) {
      // CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[TX]]] : memref<?xf32>
      %v = memref.load %m[%tx] : memref<?xf32>
      // CHECK-NEXT: memref.store %[[V]], %[[M]][%[[BX]]] : memref<?xf32>
      memref.store %v, %m[%bx] : memref<?xf32>
      // CHECK-NEXT: gpu.terminator
      gpu.terminator
    }
    %smem = arith.constant 128 : i32
    // CHECK: gpu.launch blocks({{.*}}) in ({{.*}}) threads({{.*}}) in ({{.*}}) dynamic_shared_memory_size %{{.*}} workgroup(%[[WG:.*]] : memref<32xf32, #gpu.address_space<workgroup>>) {
    gpu.launch blocks(%bx, %by, %bz) in (%sx = %c1, %sy = %c1, %sz = %c1)
               threads(%tx, %ty, %tz) in (%tsx = %c32, %tsy = %c1, %tsz = %c1)
               dynamic_shared_memory_size %smem
               workgroup(%wg : memref<32xf32, #gpu.address_space<workgroup>>) {
      // CHECK-NEXT: memref.load %[[WG]]
      %v = memref.load %wg[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
      gpu.terminator
    }
    // CHECK: gpu.launch_func @kernels::@k blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C32]], %[[C1]], %[[C1]]) args(%[[M]] : memref<?xf32>, %[[N]] : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) args(%m : memref<?xf32>, %n : index)
    // CHECK: gpu.launch_func @kernels::@k blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C32]], %[[C1]], %[[C1]]) dynamic_shared_memory_size %{{.*}} args(%[[M]] : memref<?xf32>, %[[N]] : index)
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c32, %c1, %c1) dynamic_shared_memory_size %smem args(%m : memref<?xf32>, %n : index)
    return
  }
}
