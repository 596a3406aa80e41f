// RUN: tessera opt %s --split-input-file --int-range-optimizations | FileCheck %s

// A register tile of four column copies, eight lanes each, and a window offset %kw in
// [0, 3): the tests `0 <= col + kw - 1` and `col + kw - 1 < 32` are decided for the
// middle copies (whatever the lane and %kw), not for the first and the last.

// CHECK-LABEL: gpu.func @columns
// CHECK:         %[[T:.*]] = gpu.thread_id x
// CHECK:         scf.for %[[KW:.*]] = %{{.*}} to %{{.*}} step
// CHECK:           %[[J0:.*]] = arith.addi %[[T]], %[[KW]] : index
// CHECK:           %[[I0:.*]] = arith.addi %[[J0]], %{{.*}} : index
// CHECK:           %[[LO0:.*]] = arith.cmpi sge, %[[I0]], %{{.*}} : index
// CHECK:           %[[HI0:.*]] = arith.constant true
// CHECK:           %[[LO1:.*]] = arith.constant true
// CHECK:           %[[HI1:.*]] = arith.constant true
// CHECK:           %[[LO3:.*]] = arith.constant true
// CHECK:           %[[HI3:.*]] = arith.cmpi slt, %{{.*}}, %{{.*}} : index
// CHECK:           %[[NEVER:.*]] = arith.constant false
// CHECK:           %[[OPEN:.*]] = arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK:           arith.andi %[[LO0]], %[[HI0]] : i1
// CHECK:           arith.andi %[[LO1]], %[[HI1]] : i1
// CHECK:           arith.andi %[[LO3]], %[[HI3]] : i1
// CHECK:           arith.andi %[[NEVER]], %[[OPEN]] : i1
module attributes {gpu.container_module} {
  func.func @host(%a: memref<32xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@columns blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<32xf32>)
    return
  }
  gpu.module @k {
    gpu.func @columns(%a: memref<32xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %c8 = arith.constant 8 : index
      %c24 = arith.constant 24 : index
      %c32 = arith.constant 32 : index
      %c40 = arith.constant 40 : index
      %cm1 = arith.constant -1 : index
      %z = arith.constant 0.0 : f32
      %t = gpu.thread_id x
      %t1 = arith.addi %t, %c8 : index
      %t3 = arith.addi %t, %c24 : index
      %s = scf.for %kw = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (f32) {
        %j0 = arith.addi %t, %kw : index
        %i0 = arith.addi %j0, %cm1 : index
        %lo0 = arith.cmpi sge, %i0, %c0 : index
        %hi0 = arith.cmpi slt, %i0, %c32 : index
        %j1 = arith.addi %t1, %kw : index
        %i1 = arith.addi %j1, %cm1 : index
        %lo1 = arith.cmpi sge, %i1, %c0 : index
        %hi1 = arith.cmpi slt, %i1, %c32 : index
        %j3 = arith.addi %t3, %kw : index
        %i3 = arith.addi %j3, %cm1 : index
        %lo3 = arith.cmpi sge, %i3, %c0 : index
        %hi3 = arith.cmpi slt, %i3, %c32 : index
        // Never: every lane is below 40.
        %never = arith.cmpi sge, %t, %c40 : index
        // Undecided: the lane alone.
        %open = arith.cmpi sge, %t, %c1 : index
        %ok0 = arith.andi %lo0, %hi0 : i1
        %ok1 = arith.andi %lo1, %hi1 : i1
        %ok3 = arith.andi %lo3, %hi3 : i1
        %odd = arith.andi %never, %open : i1
        %a0 = arith.select %ok0, %z, %acc : f32
        %a1 = arith.select %ok1, %z, %a0 : f32
        %a3 = arith.select %ok3, %z, %a1 : f32
        %a4 = arith.select %odd, %z, %a3 : f32
        scf.yield %a4 : f32
      }
      memref.store %s, %a[%t] : memref<32xf32>
      gpu.return
    }
  }
}

// -----

// Without a launch site or `known_grid_size`, a block id has no upper bound, and only
// comparisons of bounded values are decided (a 32-bit device index would wrap past the
// bound): not even `id >= 0`.

// CHECK-LABEL: gpu.func @unknown
// CHECK:         arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK:         arith.cmpi sge, %{{.*}}, %{{.*}} : index
// CHECK-NOT:     arith.constant true
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @unknown(%a: memref<32xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c0 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %t = gpu.block_id x
      %small = arith.cmpi sge, %c8, %t : index
      %pos = arith.cmpi sge, %t, %c0 : index
      %both = arith.andi %small, %pos : i1
      scf.if %both {
        %f = arith.constant 1.0 : f32
        memref.store %f, %a[%c0] : memref<32xf32>
      }
      gpu.return
    }
  }
}

// -----

// Nothing is decided where the arithmetic may wrap or read a sign bit as magnitude: an
// unsigned cast of a possibly negative i32, an i8 sum that overflows, a truncation to
// i32, and a loop that compares its counter unsigned.

// CHECK-LABEL: gpu.func @wraps
// CHECK-NOT:     arith.constant true
// CHECK-NOT:     arith.constant false
// CHECK:         gpu.return
// CHECK-LABEL: gpu.func @unsigned_loop
// CHECK-NOT:     arith.constant true
// CHECK:         arith.cmpi sge
// CHECK:         gpu.return
module attributes {gpu.container_module} {
  func.func @host(%a: memref<8xi32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @k::@wraps blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>)
    gpu.launch_func @k::@unsigned_loop blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%a : memref<8xi32>)
    return
  }
  gpu.module @k {
    gpu.func @wraps(%a: memref<8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c7 = arith.constant 7 : index
      %c8 = arith.constant 8 : index
      %cbig = arith.constant 4294967296 : index
      %c0_i8 = arith.constant 100 : i8
      %c1_i32 = arith.constant 1 : i32
      %cm1 = arith.constant -1 : index
      // Lane 0 gives -1 : i32, which index_castui reads as 4294967295.
      %k = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (index) {
        %i32 = arith.index_cast %i : index to i32
        %d = arith.subi %i32, %c1_i32 : i32
        %u = arith.index_castui %d : i32 to index
        %le = arith.cmpi sle, %u, %c7 : index
        // 100 + 100 : i8 wraps to -56.
        %s8 = arith.addi %c0_i8, %c0_i8 : i8
        %s = arith.index_cast %s8 : i8 to index
        %pos = arith.cmpi sgt, %s, %c0 : index
        // 2^32 truncated to i32 is 0.
        %tr = arith.index_cast %cbig : index to i32
        %tb = arith.index_cast %tr : i32 to index
        %nz = arith.cmpi ne, %tb, %c0 : index
        %x = arith.andi %le, %pos : i1
        %y = arith.andi %x, %nz : i1
        %n = arith.select %y, %i, %acc : index
        scf.yield %n : index
      }
      %v = arith.index_cast %k : index to i32
      memref.store %v, %a[%c0] : memref<8xi32>
      gpu.return
    }
    gpu.func @unsigned_loop(%a: memref<8xi32>) kernel {
      %c0 = arith.constant 0 : index
      %cm1 = arith.constant -1 : index
      %cstep = arith.constant 4611686018427387904 : index
      %t = gpu.thread_id x
      // An unsigned loop from 0 to -1 runs (0, 2^62, -2^63, ...); its counter is not in
      // a signed [0, -1), and a lane added to it may be negative.
      "scf.for"(%c0, %cm1, %cstep) ({
      ^bb0(%j: index):
        %jt = arith.addi %j, %t : index
        %neg = arith.cmpi sge, %jt, %c0 : index
        scf.if %neg {
          %v = arith.index_cast %jt : index to i32
          memref.store %v, %a[%c0] : memref<8xi32>
        }
        scf.yield
      }) {unsignedCmp} : (index, index, index) -> ()
      gpu.return
    }
  }
}

// -----

// An id with one possible value becomes that constant: the workgroup is one high, so
// `thread_id y` is 0 (the back end can then prove `4 * tx + 32 * by + ty` a multiple of
// 4); `thread_id x` in [0, 8) stays.

// CHECK-LABEL: gpu.func @fixed_ids
// CHECK-NOT:     gpu.thread_id y
// CHECK:         %[[TX:.*]] = gpu.thread_id x
// CHECK:         %[[Z:.*]] = arith.constant 0 : index
// CHECK:         arith.addi %{{.*}}, %[[Z]] : index
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @fixed_ids(%a: memref<64xf32>) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
      %c4 = arith.constant 4 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %x4 = arith.muli %tx, %c4 : index
      %i = arith.addi %x4, %ty : index
      %f = arith.constant 1.0 : f32
      memref.store %f, %a[%i] : memref<64xf32>
      gpu.return
    }
  }
}
