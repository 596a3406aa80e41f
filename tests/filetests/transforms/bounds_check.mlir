// RUN: tessera opt %s --split-input-file --tessera-bounds-check | FileCheck %s
// RUN: tessera opt %s --split-input-file --tessera-bounds-check=unchecked=true | FileCheck --check-prefix=UNCHECKED %s
// RUN: tessera opt %s --split-input-file --tessera-bounds-check=report=true --verify-diagnostics

// Thread ids bounded by known_block_size, a guard that keeps them in range, the grid
// of the launch site, and divisions by constants: every access is proven, nothing is
// guarded, and the kernel is marked.

// CHECK-LABEL: gpu.func @proven
// CHECK-SAME:    tessera.bounds = "proven"
// CHECK-NOT:     scf.if {{.*}} -> (f32)
// CHECK:         gpu.return
module attributes {gpu.container_module} {
  func.func @host(%a: memref<100xf32>, %b: memref<4x8xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    gpu.launch_func @k::@proven blocks in (%c4, %c1, %c1) threads in (%c32, %c1, %c1) args(%a : memref<100xf32>, %b : memref<4x8xf32>)
    return
  }
  gpu.module @k {
    gpu.func @proven(%a: memref<100xf32>, %b: memref<4x8xf32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c32 = arith.constant 32 : index
      %c100 = arith.constant 100 : index
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %base = arith.muli %bid, %c32 : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi slt, %i, %c100 : index
      scf.if %in {
        // expected-remark@+1 {{access proven in bounds}}
        %v = memref.load %a[%i] : memref<100xf32>
        // expected-remark@+1 {{access proven in bounds}}
        memref.store %v, %a[%i] : memref<100xf32>
      }
      %row = arith.divsi %i, %c32 : index
      %col = arith.remsi %tid, %c8 : index
      // expected-remark@+1 {{access proven in bounds}}
      %w = memref.load %b[%row, %col] : memref<4x8xf32>
      gpu.return
    }
  }
}

// -----

// Without a guard, thread 100..127 would read past the end: the load gets a guard that
// yields zero, the store one that skips it.

// CHECK-LABEL: gpu.func @unguarded
// CHECK-SAME:    tessera.bounds = "guarded"
// CHECK:         %[[T:.*]] = gpu.thread_id x
// CHECK:         %[[C:.*]] = arith.constant 100 : index
// CHECK:         %[[OK:.*]] = arith.cmpi slt, %[[T]], %[[C]] : index
// CHECK:         %[[V:.*]] = scf.if %[[OK]] -> (f32) {
// CHECK-NEXT:      %[[L:.*]] = memref.load %{{.*}}[%[[T]]] : memref<100xf32>
// CHECK-NEXT:      scf.yield %[[L]] : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      scf.yield %[[Z]] : f32
// CHECK-NEXT:    }
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      memref.store %[[V]], %{{.*}}[%[[T]]] : memref<100xf32>
// CHECK-NEXT:    }
// UNCHECKED-LABEL: gpu.func @unguarded
// UNCHECKED-SAME:    tessera.bounds = "unchecked"
// UNCHECKED-NEXT:    gpu.thread_id x
// UNCHECKED-NEXT:    memref.load
// UNCHECKED-NEXT:    memref.store
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @unguarded(%a: memref<100xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t = gpu.thread_id x
      // expected-remark@+1 {{access not proven in bounds: index 0 may reach the size of dimension 0}}
      %v = memref.load %a[%t] : memref<100xf32>
      // expected-remark@+1 {{access not proven in bounds: index 0 may reach the size of dimension 0}}
      memref.store %v, %a[%t] : memref<100xf32>
      gpu.return
    }
  }
}

// -----

// A data-dependent index (loaded from a buffer) and a dynamic size: both sides are
// tested, unsigned, against memref.dim.

// CHECK-LABEL: gpu.func @data_dependent
// CHECK:         %[[I:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<64xindex>
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[D:.*]] = memref.dim %[[A:.*]], %[[C0]] : memref<?xi32>
// CHECK:         %[[OK:.*]] = arith.cmpi ult, %[[I]], %[[D]] : index
// CHECK:         scf.if %[[OK]] -> (i32) {
// CHECK:         } else {
// CHECK-NEXT:      %{{.*}} = arith.constant 0 : i32
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @data_dependent(%idx: memref<64xindex>, %a: memref<?xi32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      // expected-remark@+1 {{access proven in bounds}}
      %i = memref.load %idx[%t] : memref<64xindex>
      // expected-remark@+1 {{access not proven in bounds: index 0 may leave dimension 0 (data-dependent index, dynamic size)}}
      %v = memref.load %a[%i] : memref<?xi32>
      gpu.return
    }
  }
}

// -----

// A size passed by every launch site as memref.dim of the memref argument, and a guard
// against it: proven although the shape is dynamic.

// CHECK-LABEL: gpu.func @dynamic
// CHECK-SAME:    tessera.bounds = "proven"
module attributes {gpu.container_module} {
  func.func @host(%a: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %n = memref.dim %a, %c0 : memref<?xf32>
    %g = arith.ceildivsi %n, %c64 : index
    gpu.launch_func @k::@dynamic blocks in (%g, %c1, %c1) threads in (%c64, %c1, %c1) args(%n : index, %a : memref<?xf32>)
    return
  }
  gpu.module @k {
    gpu.func @dynamic(%n: index, %a: memref<?xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %c64 = arith.constant 64 : index
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %o = arith.muli %b, %c64 : index
      %i = arith.addi %o, %t : index
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        // expected-remark@+1 {{access proven in bounds}}
        %v = memref.load %a[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}

// -----

// A vector access must fit its whole length.

// CHECK-LABEL: gpu.func @vectors
// CHECK:         %[[J:.*]] = arith.addi %{{.*}}, %c1 : index
// CHECK:         %[[E:.*]] = arith.addi %[[J]], %{{.*}} : index
// CHECK:         arith.cmpi sle, %[[E]], %{{.*}} : index
// CHECK:         scf.if %{{.*}} -> (vector<4xf32>) {
// CHECK:           arith.constant dense<0.000000e+00> : vector<4xf32>
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @vectors(%a: memref<64xf32>) kernel attributes {known_block_size = array<i32: 16, 1, 1>} {
      %c4 = arith.constant 4 : index
      %c1 = arith.constant 1 : index
      %t = gpu.thread_id x
      %i = arith.muli %t, %c4 : index
      // expected-remark@+1 {{access proven in bounds}}
      %v = vector.load %a[%i] : memref<64xf32>, vector<4xf32>
      %j = arith.addi %i, %c1 : index
      // expected-remark@+1 {{access not proven in bounds: index 0 may reach the size of dimension 0}}
      %w = vector.load %a[%j] : memref<64xf32>, vector<4xf32>
      gpu.return
    }
  }
}

// -----

// Memory operations the analysis does not model (atomics, a cast that adds a static
// size) keep the kernel from being marked proven: runtime checks stay on.

// CHECK-LABEL: gpu.func @unmodelled
// CHECK-SAME:    tessera.bounds = "guarded"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @unmodelled(%a: memref<100xf32>, %d: memref<?xf32>) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
      %t = gpu.thread_id x
      // expected-remark@+1 {{access proven in bounds}}
      %v = memref.load %a[%t] : memref<100xf32>
      // expected-remark@+1 {{memory operation 'memref.atomic_rmw' not analyzed: the kernel keeps runtime checks}}
      %x = memref.atomic_rmw addf %v, %a[%t] : (f32, memref<100xf32>) -> f32
      // expected-remark@+1 {{memory operation 'memref.cast' not analyzed: the kernel keeps runtime checks}}
      %s = memref.cast %d : memref<?xf32> to memref<100xf32>
      %c = memref.cast %a : memref<100xf32> to memref<?xf32>
      gpu.return
    }
  }
}

// -----

// An access through a view made in the kernel is in bounds when its index lies in the view
// and the view lies in its source. Here the index is proven in the view (5 threads, 5
// elements), but the view's offset and stride are dynamic: the guard tests the view's
// first and last elements against the source (the interpreter faults on such a subview
// instead). A static view that fits its source needs no test.

// CHECK-LABEL: gpu.func @view_in_source
// CHECK-SAME:    tessera.bounds = "guarded"
// CHECK:         %[[R:[a-z_]+]] = gpu.thread_id y
// CHECK:         %[[V:[a-z_0-9]+]] = memref.subview %{{.*}}[%[[R]], 0] [1, 5] [1, %[[S:arg[0-9]+]]]
// CHECK:         %[[C8:c[0-9_]+]] = arith.constant 8 : index
// CHECK:         %[[OK0:[0-9]+]] = arith.cmpi ult, %[[R]], %[[C8]] : index
// CHECK:         %[[N1:[0-9]+]] = arith.subi
// CHECK:         %[[REACH:[0-9]+]] = arith.muli %[[N1]], %[[S]] : index
// CHECK:         %[[LAST:[0-9]+]] = arith.addi %{{.*}}, %[[REACH]] : index
// CHECK:         %[[C10:c[0-9_]+]] = arith.constant 10 : index
// CHECK:         %[[OK1:[0-9]+]] = arith.cmpi ult, %[[LAST]], %[[C10]] : index
// CHECK:         %[[OK:[0-9]+]] = arith.andi %[[OK0]], %[[OK1]] : i1
// CHECK:         scf.if %[[OK]] -> (f32) {
// CHECK-NEXT:      memref.load %[[V]][
// CHECK:         %[[W:[a-z_0-9]+]] = memref.subview %{{.*}}[2, 0] [4, 5] [1, 2]
// CHECK-NOT:     scf.if
// CHECK:         memref.load %[[W]][
// CHECK:         gpu.return
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @view_in_source(%a: memref<8x10xf32>, %st: index, %b: memref<8x5xf32>) kernel attributes {known_block_size = array<i32: 5, 8, 1>} {
      %x = gpu.thread_id x
      %y = gpu.thread_id y
      // expected-remark@+1 {{memory operation 'memref.subview' not analyzed: the kernel keeps runtime checks}}
      %row = memref.subview %a[%y, 0] [1, 5] [1, %st] : memref<8x10xf32> to memref<5xf32, strided<[?], offset: ?>>
      // expected-remark@+1 {{access not proven in bounds: a view it goes through may leave its source}}
      %v = memref.load %row[%x] : memref<5xf32, strided<[?], offset: ?>>
      // expected-remark@+1 {{memory operation 'memref.subview' not analyzed: the kernel keeps runtime checks}}
      %win = memref.subview %a[2, 0] [4, 5] [1, 2] : memref<8x10xf32> to memref<4x5xf32, strided<[10, 2], offset: 20>>
      %c3 = arith.constant 3 : index
      // expected-remark@+1 {{access proven in bounds}}
      %w = memref.load %win[%c3, %x] : memref<4x5xf32, strided<[10, 2], offset: 20>>
      %s = arith.addf %v, %w : f32
      // expected-remark@+1 {{access proven in bounds}}
      memref.store %s, %b[%y, %x] : memref<8x5xf32>
      gpu.return
    }
  }
}
