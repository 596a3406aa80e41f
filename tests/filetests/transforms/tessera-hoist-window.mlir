// RUN: tessera opt %s --split-input-file --tessera-hoist-window | FileCheck %s

// A lane owns 3 consecutive columns 3t, 3t+1, 3t+2 and a 3-wide window reads column
// 3t + j + kw. The loads of columns 3t+1 and 3t+2 read addresses that the other one reads
// at another window step: each is loaded before the loop once per step (cse then merges
// the copies with the same address) and selected by the counter inside. The clamped
// load of column 3t (min(3t + kw, 2)) shares no address and stays in the loop.

// CHECK-LABEL: gpu.func @window
// CHECK:         arith.constant 0 : index
// CHECK-COUNT-2: memref.load %{{.*}}[%{{.*}}] : memref<24xf32>
// CHECK:         arith.constant 1 : index
// CHECK-COUNT-2: memref.load %{{.*}}[%{{.*}}] : memref<24xf32>
// CHECK:         arith.constant 2 : index
// CHECK-COUNT-2: memref.load %{{.*}}[%{{.*}}] : memref<24xf32>
// CHECK:         scf.for %[[KW:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           %[[IS1:.*]] = arith.cmpi eq, %[[KW]], %{{.*}} : index
// CHECK:           %[[IS2:.*]] = arith.cmpi eq, %[[KW]], %{{.*}} : index
// CHECK:           %[[S:.*]] = arith.select %[[IS1]], %{{.*}}, %{{.*}} : f32
// CHECK:           arith.select %[[IS2]], %{{.*}}, %[[S]] : f32
// CHECK:           %[[S2:.*]] = arith.select %[[IS1]], %{{.*}}, %{{.*}} : f32
// CHECK:           arith.select %[[IS2]], %{{.*}}, %[[S2]] : f32
// CHECK:           arith.minsi
// CHECK-NEXT:      memref.load
// CHECK-NOT:       memref.load
// CHECK:           scf.yield
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @window(%a: memref<24xf32>, %o: memref<24xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %z = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %x0 = arith.muli %t, %c3 : index
      %x1 = arith.addi %x0, %c1 : index
      %x2 = arith.addi %x0, %c2 : index
      %r:3 = scf.for %kw = %c0 to %c3 step %c1 iter_args(%s0 = %z, %s1 = %z, %s2 = %z) -> (f32, f32, f32) {
        %i0 = arith.addi %x0, %kw : index
        %i1 = arith.addi %x1, %kw : index
        %i2 = arith.addi %x2, %kw : index
        %m0 = arith.minsi %i0, %c2 : index
        %v0 = memref.load %a[%m0] : memref<24xf32>
        %v1 = memref.load %a[%i1] : memref<24xf32>
        %v2 = memref.load %a[%i2] : memref<24xf32>
        %n0 = arith.addf %s0, %v0 : f32
        %n1 = arith.addf %s1, %v1 : f32
        %n2 = arith.addf %s2, %v2 : f32
        scf.yield %n0, %n1, %n2 : f32, f32, f32
      }
      memref.store %r#0, %o[%x0] : memref<24xf32>
      memref.store %r#1, %o[%x1] : memref<24xf32>
      memref.store %r#2, %o[%x2] : memref<24xf32>
      gpu.return
    }
  }
}

// -----

// Cyclic columns t, t + 8: no address is read at two window steps; nothing moves.

// CHECK-LABEL: gpu.func @cyclic
// CHECK:         scf.for
// CHECK-NEXT:      arith.addi
// CHECK-NOT:       arith.select
// CHECK:           memref.load
// CHECK:           memref.load
// CHECK:           scf.yield
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @cyclic(%a: memref<24xf32>, %o: memref<24xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %z = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %t8 = arith.addi %t, %c8 : index
      %r:2 = scf.for %kw = %c0 to %c3 step %c1 iter_args(%s0 = %z, %s1 = %z) -> (f32, f32) {
        %i0 = arith.addi %t, %kw : index
        %i1 = arith.addi %t8, %kw : index
        %v0 = memref.load %a[%i0] : memref<24xf32>
        %v1 = memref.load %a[%i1] : memref<24xf32>
        %n0 = arith.addf %s0, %v0 : f32
        %n1 = arith.addf %s1, %v1 : f32
        scf.yield %n0, %n1 : f32, f32
      }
      memref.store %r#0, %o[%t] : memref<24xf32>
      memref.store %r#1, %o[%t8] : memref<24xf32>
      gpu.return
    }
  }
}

// -----

// Not rewritten: a loop that writes memory, a loop of 5 steps, a load under an scf.if
// (it may not run at every step), and an i8 loop whose counter would wrap (100 + 100).

// CHECK-LABEL: gpu.func @not_moved
// CHECK-NOT:     arith.select
// CHECK:         gpu.return
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @not_moved(%a: memref<24xf32>, %o: memref<24xf32>, %p: i1) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c5 = arith.constant 5 : index
      %z = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %t1 = arith.addi %t, %c1 : index
      scf.for %kw = %c0 to %c3 step %c1 {
        %i0 = arith.addi %t, %kw : index
        %i1 = arith.addi %t1, %kw : index
        %v0 = memref.load %a[%i0] : memref<24xf32>
        %v1 = memref.load %a[%i1] : memref<24xf32>
        %n = arith.addf %v0, %v1 : f32
        memref.store %n, %o[%t] : memref<24xf32>
      }
      %r:2 = scf.for %kw = %c0 to %c5 step %c1 iter_args(%s0 = %z, %s1 = %z) -> (f32, f32) {
        %i0 = arith.addi %t, %kw : index
        %i1 = arith.addi %t1, %kw : index
        %v0 = memref.load %a[%i0] : memref<24xf32>
        %v1 = memref.load %a[%i1] : memref<24xf32>
        %n0 = arith.addf %s0, %v0 : f32
        %n1 = arith.addf %s1, %v1 : f32
        scf.yield %n0, %n1 : f32, f32
      }
      %q = scf.for %kw = %c0 to %c3 step %c1 iter_args(%s0 = %z) -> (f32) {
        %i0 = arith.addi %t, %kw : index
        %i1 = arith.addi %t1, %kw : index
        %v = scf.if %p -> (f32) {
          %v0 = memref.load %a[%i0] : memref<24xf32>
          %v1 = memref.load %a[%i1] : memref<24xf32>
          %w = arith.addf %v0, %v1 : f32
          scf.yield %w : f32
        } else {
          scf.yield %z : f32
        }
        %n0 = arith.addf %s0, %v : f32
        scf.yield %n0 : f32
      }
      %b0 = arith.constant 0 : i8
      %b120 = arith.constant 120 : i8
      %b100 = arith.constant 100 : i8
      %c100 = arith.constant 100 : index
      %t100 = arith.addi %t, %c100 : index
      %e = scf.for %k = %b0 to %b120 step %b100 iter_args(%s0 = %z) -> (f32) : i8 {
        %ki = arith.index_cast %k : i8 to index
        %i0 = arith.addi %t, %ki : index
        %i1 = arith.addi %t100, %ki : index
        %v0 = memref.load %a[%i0] : memref<24xf32>
        %v1 = memref.load %a[%i1] : memref<24xf32>
        %n0 = arith.addf %s0, %v0 : f32
        %n1 = arith.addf %n0, %v1 : f32
        scf.yield %n1 : f32
      }
      %u = arith.addf %r#0, %r#1 : f32
      %u2 = arith.addf %u, %e : f32
      %w = arith.addf %u2, %q : f32
      memref.store %w, %o[%t] : memref<24xf32>
      gpu.return
    }
  }
}

// -----

// Loop-invariant loads with constant indices head the body (a register tile of a reduction
// that reads a fixed element per row, found by gpu_pipeline_proptest): every one is a
// window load (its address is read at every step). The selects went in before the first
// of them, which was erased before the others were replaced: their selects were lost and
// the adds used values from outside the function ("using value defined outside the
// region"). Every load is now selected and the body loads nothing.

// CHECK-LABEL: gpu.func @invariant
// CHECK-COUNT-6: memref.load %{{.*}}[%{{.*}}] : memref<8xf32>
// CHECK-NOT:     memref.load
// CHECK:         scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           %[[IS1:.*]] = arith.cmpi eq, %[[K]], %{{.*}} : index
// CHECK:           %[[A:.*]] = arith.select %[[IS1]], %{{.*}}, %{{.*}} : f32
// CHECK:           %[[B:.*]] = arith.select %[[IS1]], %{{.*}}, %{{.*}} : f32
// CHECK:           %[[C:.*]] = arith.select %[[IS1]], %{{.*}}, %{{.*}} : f32
// CHECK:           arith.addf %{{.*}}, %[[A]] : f32
// CHECK:           arith.addf %{{.*}}, %[[B]] : f32
// CHECK:           arith.addf %{{.*}}, %[[C]] : f32
// CHECK-NOT:       memref.load
// CHECK:           scf.yield
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @invariant(%a: memref<8xf32>, %o: memref<8xf32>) kernel attributes {known_block_size = array<i32: 2, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %z = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %r:3 = scf.for %k = %c0 to %c2 step %c1 iter_args(%s0 = %z, %s1 = %z, %s2 = %z) -> (f32, f32, f32) {
        %v0 = memref.load %a[%c1] : memref<8xf32>
        %v1 = memref.load %a[%c2] : memref<8xf32>
        %v2 = memref.load %a[%c3] : memref<8xf32>
        %n0 = arith.addf %s0, %v0 : f32
        %n1 = arith.addf %s1, %v1 : f32
        %n2 = arith.addf %s2, %v2 : f32
        scf.yield %n0, %n1, %n2 : f32, f32, f32
      }
      %u = arith.addf %r#0, %r#1 : f32
      %w = arith.addf %u, %r#2 : f32
      memref.store %w, %o[%t] : memref<8xf32>
      gpu.return
    }
  }
}
