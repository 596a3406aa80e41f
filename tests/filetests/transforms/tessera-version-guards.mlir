// RUN: tessera opt %s --split-input-file --tessera-version-guards | FileCheck %s

// A padded convolution's row guard: workgroup %r (block z, 56 rows) reads input row
// %r + %kh - 1 for %kh in [0, 3). The guard holds for every %kh in rows 1..54, so the loop
// gets a copy without it for those rows; rows 0 and 55 keep the guarded loop. The first
// accumulator's select then folds away; the second's column guard depends on the lane
// and stays in both copies.

// CHECK-LABEL: gpu.func @rows
// CHECK:         %[[R:.*]] = gpu.block_id z
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[GE:.*]] = arith.cmpi sge, %[[R]], %[[C1]] : index
// CHECK:         %[[C54:.*]] = arith.constant 54 : index
// CHECK:         %[[LE:.*]] = arith.cmpi sle, %[[R]], %[[C54]] : index
// CHECK:         %[[P:.*]] = arith.andi %[[GE]], %[[LE]] : i1
// CHECK:         %[[V:.*]]:2 = scf.if %[[P]] -> (f32, f32) {
// CHECK:           %[[TRUE:.*]] = arith.constant true
// CHECK:           %[[FAST:.*]]:2 = scf.for
// CHECK-NOT:         arith.cmpi sge
// CHECK:             %[[COL:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK:             %[[ROW:.*]] = arith.andi %[[TRUE]], %[[TRUE]] : i1
// CHECK:             %[[OK:.*]] = arith.andi %[[ROW]], %[[COL]] : i1
// CHECK:             arith.select %[[ROW]]
// CHECK:             arith.select %[[OK]]
// CHECK:           scf.yield %[[FAST]]#0, %[[FAST]]#1 : f32, f32
// CHECK:         } else {
// CHECK:           %[[SLOW:.*]]:2 = scf.for
// CHECK:             arith.cmpi sge
// CHECK:             arith.cmpi slt
// CHECK:           scf.yield %[[SLOW]]#0, %[[SLOW]]#1 : f32, f32
// CHECK:         }
// CHECK:         memref.store %[[V]]#0
// CHECK:         memref.store %[[V]]#1

module attributes {gpu.container_module} {
  func.func @host(%a: memref<56x64xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c56 = arith.constant 56 : index
    gpu.launch_func @k::@rows blocks in (%c1, %c1, %c56) threads in (%c8, %c1, %c1) args(%a : memref<56x64xf32>)
    return
  }
  gpu.module @k {
    gpu.func @rows(%a: memref<56x64xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c7 = arith.constant 7 : index
      %c56 = arith.constant 56 : index
      %cm1 = arith.constant -1 : index
      %z = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %r = gpu.block_id z
      %t = gpu.thread_id x
      %s:2 = scf.for %kh = %c0 to %c3 step %c1 iter_args(%acc = %z, %edge = %z) -> (f32, f32) {
        %h0 = arith.addi %r, %kh : index
        %h = arith.addi %h0, %cm1 : index
        %lo = arith.cmpi sge, %h, %c0 : index
        %hi = arith.cmpi slt, %h, %c56 : index
        %col = arith.cmpi slt, %t, %c7 : index
        %row = arith.andi %lo, %hi : i1
        %ok = arith.andi %row, %col : i1
        %n = arith.addf %acc, %one : f32
        %v = arith.select %row, %n, %acc : f32
        %e = arith.addf %edge, %one : f32
        %w = arith.select %ok, %e, %edge : f32
        scf.yield %v, %w : f32, f32
      }
      memref.store %s#0, %a[%r, %t] : memref<56x64xf32>
      memref.store %s#1, %a[%r, %t] : memref<56x64xf32>
      gpu.return
    }
  }
}

// -----

// Rows 0..2 of 4 fail the guard (`%r >= 3`): too few workgroups would take the fast copy,
// and nothing is versioned. A comparison that every workgroup passes becomes `true`.

// CHECK-LABEL: gpu.func @few
// CHECK-NOT:     scf.if
// CHECK:         scf.for
// CHECK:           %[[LATE:.*]] = arith.cmpi sge
// CHECK:           %[[TRUE:.*]] = arith.constant true
// CHECK:           arith.andi %[[LATE]], %[[TRUE]] : i1
module attributes {gpu.container_module} {
  func.func @host(%a: memref<4x8xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@few blocks in (%c4, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<4x8xf32>)
    return
  }
  gpu.module @k {
    gpu.func @few(%a: memref<4x8xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %z = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %r = gpu.block_id x
      %t = gpu.thread_id x
      %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f32) {
        %late = arith.cmpi sge, %r, %c3 : index
        %pos = arith.cmpi sge, %r, %c0 : index
        %ok = arith.andi %late, %pos : i1
        %n = arith.addf %acc, %one : f32
        %v = arith.select %ok, %n, %acc : f32
        scf.yield %v : f32
      }
      memref.store %s, %a[%r, %t] : memref<4x8xf32>
      gpu.return
    }
  }
}

// -----

// The row guard's offset is a loop-carried value here, whose range is unknown (it is
// multiplied each iteration): no sufficient condition on the row exists, and the loop
// stays as it is.

// CHECK-LABEL: gpu.func @carried
// CHECK-NOT:     scf.if
// CHECK:         scf.for
// CHECK:           arith.cmpi sge
// CHECK:           arith.select
module attributes {gpu.container_module} {
  func.func @host(%a: memref<56x8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c56 = arith.constant 56 : index
    gpu.launch_func @k::@carried blocks in (%c1, %c1, %c56) threads in (%c8, %c1, %c1) args(%a : memref<56x8xf32>)
    return
  }
  gpu.module @k {
    gpu.func @carried(%a: memref<56x8xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %z = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %r = gpu.block_id z
      %t = gpu.thread_id x
      %s:2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z, %off = %c1) -> (f32, index) {
        %h = arith.addi %r, %off : index
        %ok = arith.cmpi sge, %h, %c1 : index
        %n = arith.addf %acc, %one : f32
        %v = arith.select %ok, %n, %acc : f32
        %o2 = arith.muli %off, %c3 : index
        scf.yield %v, %o2 : f32, index
      }
      memref.store %s#0, %a[%r, %t] : memref<56x8xf32>
      gpu.return
    }
  }
}

// -----

// A loop-carried counter (`%off + 1` per iteration, 3 iterations from 0) ranges over
// [0, 2], so the guard `%r + %off >= 1` holds for every iteration in rows 1..55: those
// rows get the copy without it.

// CHECK-LABEL: gpu.func @counter
// CHECK:         %[[ROW:.*]] = arith.cmpi sge, %{{.*}}, %c1{{.*}} : index
// CHECK:         scf.if %[[ROW]]
// CHECK:           scf.for
// CHECK-NOT:         arith.cmpi
// CHECK:         } else {
// CHECK:           scf.for
// CHECK:             arith.cmpi sge
module attributes {gpu.container_module} {
  func.func @host(%a: memref<56x8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c56 = arith.constant 56 : index
    gpu.launch_func @k::@counter blocks in (%c1, %c1, %c56) threads in (%c8, %c1, %c1) args(%a : memref<56x8xf32>)
    return
  }
  gpu.module @k {
    gpu.func @counter(%a: memref<56x8xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %z = arith.constant 0.0 : f32
      %one = arith.constant 1.0 : f32
      %r = gpu.block_id z
      %t = gpu.thread_id x
      %s:2 = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z, %off = %c0) -> (f32, index) {
        %h = arith.addi %r, %off : index
        %ok = arith.cmpi sge, %h, %c1 : index
        %n = arith.addf %acc, %one : f32
        %v = arith.select %ok, %n, %acc : f32
        %o2 = arith.addi %off, %c1 : index
        scf.yield %v, %o2 : f32, index
      }
      memref.store %s#0, %a[%r, %t] : memref<56x8xf32>
      gpu.return
    }
  }
}
