// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --canonicalize="top-down=false max-iterations=20" | FileCheck %s
// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --canonicalize="region-simplify=disabled" | FileCheck --check-prefix=NOREGION %s

// Integer folds wrap at the type's width; division by zero is not folded.
// CHECK-LABEL: func.func @int_folds
// CHECK-DAG:     %[[IDX:.*]] = arith.constant -1294967296 : index
// CHECK-DAG:     %[[TR:.*]] = arith.constant -1294967296 : i32
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[DIVU:.*]] = arith.constant 4 : i8
// CHECK-DAG:     %[[MUL:.*]] = arith.constant 68 : i8
// CHECK-DAG:     %[[ADD:.*]] = arith.constant -99 : i8
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : i8
// CHECK-DAG:     %[[REM:.*]] = arith.constant -1 : i8
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i8
// CHECK:         %[[BAD:.*]] = arith.divsi %[[C100]], %[[Z]] : i8
// CHECK-NEXT:    return %[[ADD]], %[[MUL]], %[[DIVU]], %[[REM]], %[[BAD]], %[[FALSE]], %[[TR]], %[[IDX]]
func.func @int_folds() -> (i8, i8, i8, i8, i8, i1, i32, index) {
  %a = arith.constant 100 : i8
  %b = arith.constant 57 : i8
  %m1 = arith.constant -1 : i8
  %z = arith.constant 0 : i8
  %s = arith.addi %a, %b : i8
  %p = arith.muli %a, %b : i8
  %q = arith.divui %m1, %b : i8
  %r = arith.remsi %m1, %b : i8
  %bad = arith.divsi %a, %z : i8
  %c = arith.cmpi ult, %m1, %a : i8
  %x = arith.constant 3000000000 : i64
  %t = arith.trunci %x : i64 to i32
  %i = arith.index_cast %t : i32 to index
  return %s, %p, %q, %r, %bad, %c, %t, %i : i8, i8, i8, i8, i8, i1, i32, index
}

// -----

// Float folds round to the operand type: 1/3 in f32, 2^24 + 1 in f32, 2048 + 1 in f16;
// minimumf orders -0 below +0.
// CHECK-LABEL: func.func @float_folds
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[THIRD:.*]] = arith.constant 0.333333343 : f32
// CHECK-DAG:     %[[NZ:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG:     %[[H:.*]] = arith.constant 2.048000e+03 : f16
// CHECK-DAG:     %[[BIG:.*]] = arith.constant {{.*}} : f32
// CHECK:         return %[[THIRD]], %[[BIG]], %[[H]], %[[NZ]], %[[TRUE]]
func.func @float_folds() -> (f32, f32, f16, f32, i1) {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %d = arith.divf %one, %three : f32
  %big = arith.constant 16777216.0 : f32
  %e = arith.addf %big, %one : f32
  %h1 = arith.constant 2048.0 : f16
  %h2 = arith.constant 1.0 : f16
  %h = arith.addf %h1, %h2 : f16
  %nz = arith.constant -0.0 : f32
  %pz = arith.constant 0.0 : f32
  %mn = arith.minimumf %pz, %nz : f32
  %lt = arith.cmpf olt, %d, %one : f32
  return %d, %e, %h, %mn, %lt : f32, f32, f16, f32, i1
}

// -----

// x + 0, 1 * x, x - x, (y + x) - x, x + -0.0, select c, x, x, select c, true, false fold;
// x + +0.0 does not (it is not x for x = -0.0).
// CHECK-LABEL: func.func @identities
// CHECK-SAME:    (%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[F:.*]]: f32, %[[C:.*]]: i1)
// CHECK-DAG:     %[[PZ:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i32
// CHECK:         %[[D:.*]] = arith.addi %[[Y]], %[[X]] : i32
// CHECK-NEXT:    %[[FB:.*]] = arith.addf %[[F]], %[[PZ]] : f32
// CHECK-NEXT:    return %[[X]], %[[X]], %[[Z]], %[[Y]], %[[D]], %[[F]], %[[FB]], %[[X]], %[[C]]
func.func @identities(%x: i32, %y: i32, %f: f32, %c: i1) -> (i32, i32, i32, i32, i32, f32, f32, i32, i1) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a = arith.addi %x, %z : i32
  %m = arith.muli %one, %x : i32
  %s = arith.subi %x, %x : i32
  %d = arith.addi %y, %x : i32
  %e = arith.subi %d, %x : i32
  %nz = arith.constant -0.0 : f32
  %fa = arith.addf %f, %nz : f32
  %pz = arith.constant 0.0 : f32
  %fb = arith.addf %f, %pz : f32
  %sel = arith.select %c, %x, %x : i32
  %t = arith.constant true
  %fl = arith.constant false
  %sc = arith.select %c, %t, %fl : i1
  return %a, %m, %s, %e, %d, %fa, %fb, %sel, %sc : i32, i32, i32, i32, i32, f32, f32, i32, i1
}

// -----

// Constants move to the right of commutative ops; constant chains reassociate.
// CHECK-LABEL: func.func @reassociate
// CHECK-SAME:    (%[[X:.*]]: index)
// CHECK-DAG:     %[[C15:.*]] = arith.constant 15 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         %[[A:.*]] = arith.addi %[[X]], %[[C8]] : index
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[X]], %[[C15]] : index
// CHECK-NEXT:    return %[[A]], %[[M]]
func.func @reassociate(%x: index) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %a = arith.addi %x, %c3 : index
  %b = arith.addi %a, %c5 : index
  %m = arith.muli %c3, %x : index
  %n = arith.muli %m, %c5 : index
  return %b, %n : index, index
}

// -----

// Constants are uniqued and hoisted to the function entry.
// CHECK-LABEL: func.func @hoist_and_unique
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 8 {
// CHECK-NEXT:      %[[V:.*]] = arith.addi %[[I]], %[[C7]] : index
// CHECK-NEXT:      %[[W:.*]] = arith.muli %[[V]], %[[C7]] : index
// CHECK-NEXT:      memref.store %[[W]]
// CHECK-NEXT:    }
func.func @hoist_and_unique(%A: memref<8xindex>) {
  affine.for %i = 0 to 8 {
    %c7 = arith.constant 7 : index
    %v = arith.addi %i, %c7 : index
    %c7b = arith.constant 7 : index
    %w = arith.muli %v, %c7b : index
    memref.store %w, %A[%i] : memref<8xindex>
  }
  return
}

// -----

// affine.apply chains are composed into the accesses, constants promoted into the maps.
// CHECK-LABEL: func.func @compose
// CHECK-SAME:    (%[[A:.*]]: memref<100xf32>, %[[N:.*]]: index)
// CHECK-NEXT:    %[[V:.*]] = affine.load %[[A]][symbol(%[[N]]) * 3 + 7] : memref<100xf32>
// CHECK-NEXT:    affine.store %[[V]], %[[A]][4] : memref<100xf32>
// CHECK-NEXT:    return %[[V]]
func.func @compose(%A: memref<100xf32>, %n: index) -> f32 {
  %c1 = arith.constant 1 : index
  %i = affine.apply affine_map<(d0) -> (d0 + 2)>(%n)
  %j = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%i)[%c1]
  %v = affine.load %A[%j] : memref<100xf32>
  %k = affine.apply affine_map<()[s0] -> (s0 * 4)>()[%c1]
  affine.store %v, %A[%k] : memref<100xf32>
  return %v : f32
}

// -----

// Duplicate results go, constants reduce to the tightest, constant maps fold, and a
// single-result min becomes an apply.
// CHECK-DAG:   #[[$MIN:.*]] = affine_map<()[s0] -> (s0, 4)>
// CHECK-DAG:   #[[$INC:.*]] = affine_map<()[s0] -> (s0 + 1)>
// CHECK-LABEL: func.func @min_max
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[A:.*]] = affine.min #[[$MIN]]()[%[[N]]]
// CHECK-NEXT:    %[[C:.*]] = affine.apply #[[$INC]]()[%[[N]]]
// CHECK-NEXT:    return %[[A]], %[[C4]], %[[C]]
func.func @min_max(%n: index) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  %a = affine.min affine_map<()[s0] -> (s0, 8, s0, 4)>()[%n]
  %b = affine.max affine_map<()[s0, s1] -> (s0 * 2, s1, 1)>()[%c2, %c2]
  %c = affine.min affine_map<()[s0] -> (s0 + 1)>()[%n]
  return %a, %b, %c : index, index, index
}

// -----

// Zero-trip loops give their inits, single-trip loops are inlined, loops yielding their
// iteration arguments fold, and loops without effects are dead.
// CHECK-LABEL: func.func @trivial_affine_loops
// CHECK-SAME:    (%[[A:.*]]: memref<8xf32>, %[[V:.*]]: f32)
// CHECK-NEXT:    affine.store %[[V]], %[[A]][3] : memref<8xf32>
// CHECK-NEXT:    return %[[V]] : f32
func.func @trivial_affine_loops(%A: memref<8xf32>, %v: f32) -> f32 {
  affine.for %i = 0 to 0 {
    affine.store %v, %A[%i] : memref<8xf32>
  }
  affine.for %i = 3 to 4 {
    affine.store %v, %A[%i] : memref<8xf32>
  }
  %r = affine.for %i = 5 to 2 iter_args(%acc = %v) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  %e = affine.for %i = 0 to 8 iter_args(%acc = %r) -> (f32) {
    affine.yield %acc : f32
  }
  affine.for %i = 0 to 8 {
    %dead = arith.addf %v, %v : f32
  }
  return %e : f32
}

// -----

// A single-trip loop with a symbolic lower bound: the IV becomes that bound.
// CHECK-LABEL: func.func @single_trip_symbolic
// CHECK-SAME:    (%[[A:.*]]: memref<?xf32>, %[[N:.*]]: index, %[[V:.*]]: f32)
// CHECK-NEXT:    affine.store %[[V]], %[[A]][symbol(%[[N]])] : memref<?xf32>
// CHECK-NEXT:    return
func.func @single_trip_symbolic(%A: memref<?xf32>, %n: index, %v: f32) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    affine.store %v, %A[%i] : memref<?xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @affine_if
// CHECK-SAME:    (%[[A:.*]]: memref<8xf32>, %[[V:.*]]: f32, %{{.*}}: index)
// CHECK-NEXT:    affine.store %[[V]], %[[A]][0] : memref<8xf32>
// CHECK-NEXT:    affine.store %[[V]], %[[A]][2] : memref<8xf32>
// CHECK-NEXT:    return
func.func @affine_if(%A: memref<8xf32>, %v: f32, %i: index) {
  %c1 = arith.constant 1 : index
  affine.if affine_set<(d0) : (d0 - 1 == 0)>(%c1) {
    affine.store %v, %A[0] : memref<8xf32>
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0, 1 - d0 >= 0)>(%i) {
    affine.store %v, %A[1] : memref<8xf32>
  } else {
    affine.store %v, %A[2] : memref<8xf32>
  }
  return
}

// -----

// scf.for: zero and single trips, invariant iteration arguments; scf.if on a constant.
// CHECK-LABEL: func.func @scf
// CHECK-SAME:    (%[[A:.*]]: memref<8xf32>, %[[V:.*]]: f32, %[[N:.*]]: index)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         memref.store %[[V]], %[[A]][%[[C1]]] : memref<8xf32>
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{.*}} = %[[C0]] to %[[N]] step %[[C1]] iter_args(%[[B:.*]] = %[[V]]) -> (f32) {
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[B]], %[[V]] : f32
// CHECK-NEXT:      scf.yield %[[S]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[V]], %[[R]] : f32, f32
func.func @scf(%A: memref<8xf32>, %v: f32, %n: index) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c0 step %c1 {
    memref.store %v, %A[%i] : memref<8xf32>
  }
  scf.for %i = %c1 to %c4 step %c4 {
    memref.store %v, %A[%i] : memref<8xf32>
  }
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %v) -> (f32, f32) {
    %s = arith.addf %b, %v : f32
    scf.yield %a, %s : f32, f32
  }
  %t = arith.constant true
  %x = scf.if %t -> f32 {
    scf.yield %r#0 : f32
  } else {
    scf.yield %r#1 : f32
  }
  return %x, %r#1 : f32, f32
}

// -----

// An allocation only stored into and freed is dead; so is an unused one. Unregistered
// ops are kept.
// CHECK-LABEL: func.func @dead_alloc
// CHECK-NEXT:    "test.keep"() : () -> ()
// CHECK-NEXT:    return
func.func @dead_alloc(%v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %u = memref.alloc() : memref<4xf32>
  "test.keep"() : () -> ()
  return
}

// -----

// A constant branch folds, the unreachable block goes, single-predecessor blocks merge.
// CHECK-LABEL: func.func @cfg
// CHECK-SAME:    (%[[X:.*]]: i32)
// CHECK-NEXT:    return %[[X]] : i32
// Without region simplification the unreachable block stays.
// NOREGION-LABEL: func.func @cfg
// NOREGION-NEXT:    cf.br ^bb2(%{{.*}}, %{{.*}} : i32, i32)
// NOREGION-NEXT:  ^bb1(%{{.*}}: i32):  // no predecessors
// NOREGION-NEXT:    cf.br ^bb2
func.func @cfg(%x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%x : i32), ^bb2(%x : i32)
^bb1(%a: i32):
  cf.br ^bb3(%a, %x : i32, i32)
^bb2(%b: i32):
  cf.br ^bb3(%b, %x : i32, i32)
^bb3(%c: i32, %d: i32):
  return %c : i32
}

// -----

// Dead block arguments are dropped with their successor operands.
// CHECK-LABEL: func.func @loop_cfg
// CHECK:         cf.br ^bb1(%{{.*}} : i32)
// CHECK-NEXT:  ^bb1(%[[I:.*]]: i32):
// CHECK:         cf.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK:         cf.br ^bb1(%{{.*}} : i32)
// CHECK:         return %[[I]] : i32
func.func @loop_cfg(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%c0, %c0 : i32, i32)
^bb1(%i: i32, %unused: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %next = arith.addi %i, %c1 : i32
  cf.br ^bb1(%next, %next : i32, i32)
^bb3:
  return %i : i32
}

// -----

// x + y * -1 is x - y; a constant moves to the right of cmpi with the swapped predicate.
// CHECK-LABEL: func.func @negate_and_swap
// CHECK-SAME:    (%[[X:.*]]: index, %[[Y:.*]]: index)
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[X]], %[[Y]] : index
// CHECK-NEXT:    %[[B:.*]] = arith.cmpi sgt, %[[D]], %[[C3]] : index
// CHECK-NEXT:    return %[[D]], %[[B]]
func.func @negate_and_swap(%x: index, %y: index) -> (index, i1) {
  %c = arith.constant -1 : index
  %c3 = arith.constant 3 : index
  %m = arith.muli %y, %c : index
  %a = arith.addi %x, %m : index
  %b = arith.cmpi slt, %c3, %a : index
  return %a, %b : index, i1
}
