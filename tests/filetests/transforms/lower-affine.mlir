// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --lower-affine | FileCheck %s

// CHECK-LABEL: func.func @simple_loop
// CHECK-NEXT:    %[[LB:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[UB:.*]] = arith.constant 42 : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 3 : index
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[STEP]] {
// CHECK-NEXT:      "test.use"(%[[I]]) : (index) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NOT:     affine.
func.func @simple_loop() {
  affine.for %i = 1 to 42 step 3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// The lower bound is the maxsi chain of the lower map's results, the upper bound the
// minsi chain of the upper map's, in map order.
// CHECK-LABEL: func.func @min_max_bounds
// CHECK-SAME:    (%[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[NEG:.*]] = arith.muli %[[M]], %[[CM1]] : index
// CHECK-NEXT:    %[[DIFF:.*]] = arith.addi %[[N]], %[[NEG]] : index
// CHECK-NEXT:    %[[LB:.*]] = arith.maxsi %[[C0]], %[[DIFF]] : index
// CHECK-NEXT:    %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:    %[[MIN0:.*]] = arith.minsi %[[N]], %[[M]] : index
// CHECK-NEXT:    %[[UB:.*]] = arith.minsi %[[MIN0]], %[[C10]] : index
// CHECK-NEXT:    %[[STEP:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[STEP]] {
func.func @min_max_bounds(%n: index, %m: index) {
  affine.for %i = max affine_map<()[s0, s1] -> (0, s0 - s1)>()[%n, %m] to min affine_map<()[s0, s1] -> (s0, s1, 10)>()[%n, %m] {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Iteration arguments carry over; affine.yield becomes scf.yield; `mod` becomes the
// Euclidean remsi + select sequence.
// CHECK-LABEL: func.func @iter_args
// CHECK-SAME:    (%[[A:.*]]: memref<10xf32>, %[[N:.*]]: index)
// CHECK:         %[[INIT:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) {
// CHECK-NEXT:      %[[C10:.*]] = arith.constant 10 : index
// CHECK-NEXT:      %[[REM:.*]] = arith.remsi %[[I]], %[[C10]] : index
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:      %[[NEG:.*]] = arith.cmpi slt, %[[REM]], %[[Z]] : index
// CHECK-NEXT:      %[[FIX:.*]] = arith.addi %[[REM]], %[[C10]] : index
// CHECK-NEXT:      %[[IDX:.*]] = arith.select %[[NEG]], %[[FIX]], %[[REM]] : index
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[A]][%[[IDX]]] : memref<10xf32>
// CHECK-NEXT:      %[[S:.*]] = arith.addf %[[ACC]], %[[V]] : f32
// CHECK-NEXT:      scf.yield %[[S]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : f32
func.func @iter_args(%A: memref<10xf32>, %n: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to %n iter_args(%acc = %cst) -> (f32) {
    %v = affine.load %A[%i mod 10] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

// floordiv: one divsi on a dividend flipped for negative values.
// CHECK-LABEL: func.func @floordiv
// CHECK-SAME:    (%[[I:.*]]: index)
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[M1:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[NEG:.*]] = arith.cmpi slt, %[[I]], %[[Z]] : index
// CHECK-NEXT:    %[[FLIP:.*]] = arith.subi %[[M1]], %[[I]] : index
// CHECK-NEXT:    %[[DIVIDEND:.*]] = arith.select %[[NEG]], %[[FLIP]], %[[I]] : index
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %[[DIVIDEND]], %[[C4]] : index
// CHECK-NEXT:    %[[QF:.*]] = arith.subi %[[M1]], %[[Q]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[NEG]], %[[QF]], %[[Q]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @floordiv(%i: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  return %a : index
}

// -----

// ceildiv: the dividend is -a for a <= 0, a - 1 otherwise.
// CHECK-LABEL: func.func @ceildiv
// CHECK-SAME:    (%[[I:.*]]: index)
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[NP:.*]] = arith.cmpi sle, %[[I]], %[[Z]] : index
// CHECK-NEXT:    %[[NEGATED:.*]] = arith.subi %[[Z]], %[[I]] : index
// CHECK-NEXT:    %[[DEC:.*]] = arith.subi %[[I]], %[[ONE]] : index
// CHECK-NEXT:    %[[DIVIDEND:.*]] = arith.select %[[NP]], %[[NEGATED]], %[[DEC]] : index
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %[[DIVIDEND]], %[[C8]] : index
// CHECK-NEXT:    %[[NQ:.*]] = arith.subi %[[Z]], %[[Q]] : index
// CHECK-NEXT:    %[[IQ:.*]] = arith.addi %[[Q]], %[[ONE]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.select %[[NP]], %[[NQ]], %[[IQ]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @ceildiv(%i: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%i)
  return %a : index
}

// -----

// Constraints become `cmpi sge`/`cmpi eq` against 0, conjoined with andi.
// CHECK-LABEL: func.func @if_else
// CHECK-SAME:    (%[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[CM1:.*]] = arith.constant -1 : index
// CHECK-NEXT:    %[[E0:.*]] = arith.addi %[[I]], %[[CM1]] : index
// CHECK-NEXT:    %[[C0:.*]] = arith.cmpi sge, %[[E0]], %[[Z]] : index
// CHECK:         %[[C1:.*]] = arith.cmpi sge, %{{.*}}, %[[Z]] : index
// CHECK-NEXT:    %[[A01:.*]] = arith.andi %[[C0]], %[[C1]] : i1
// CHECK-NEXT:    %[[CM5:.*]] = arith.constant -5 : index
// CHECK-NEXT:    %[[E2:.*]] = arith.addi %[[I]], %[[CM5]] : index
// CHECK-NEXT:    %[[C2:.*]] = arith.cmpi eq, %[[E2]], %[[Z]] : index
// CHECK-NEXT:    %[[COND:.*]] = arith.andi %[[A01]], %[[C2]] : i1
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[COND]] -> (index) {
// CHECK-NEXT:      scf.yield %[[I]] : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[N]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : index
func.func @if_else(%i: index, %n: index) -> index {
  %r = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0, d0 - 5 == 0)>(%i)[%n] -> index {
    affine.yield %i : index
  } else {
    affine.yield %n : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @if_no_else
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @if_no_else(%i: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Without results the terminator is an empty scf.reduce; with reductions the inits are
// the identity values and scf.reduce applies the combiners.
// CHECK-LABEL: func.func @parallel
// CHECK-SAME:    (%[[A:.*]]: memref<10x20xf32>, %[[N:.*]]: index)
// CHECK-NEXT:    %[[L0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[U0:.*]] = arith.constant 10 : index
// CHECK-NEXT:    %[[C20:.*]] = arith.constant 20 : index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[N2:.*]] = arith.muli %[[N]], %[[C2]] : index
// CHECK-NEXT:    %[[U1:.*]] = arith.minsi %[[C20]], %[[N2]] : index
// CHECK-NEXT:    %[[S0:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[S1:.*]] = arith.constant 3 : index
// CHECK-NEXT:    scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[L0]], %[[N]]) to (%[[U0]], %[[U1]]) step (%[[S0]], %[[S1]]) {
// CHECK-NEXT:      %[[V:.*]] = memref.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT:      memref.store %[[V]], %[[A]][%[[J]], %[[I]]]
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// addf's identity is -0.0, exact for ±0 operands too (`-0.0 + -0.0 = -0.0`).
// CHECK:         %[[ZERO:.*]] = arith.constant -0.000000e+00 : f32
// CHECK-NEXT:    %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT:    %[[R:.*]]:2 = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%[[ZERO]], %[[NINF]]) -> (f32, f32) {
// CHECK:           scf.reduce(%[[X:.*]], %[[X]] : f32, f32) {
// CHECK-NEXT:      ^bb0(%[[L:.*]]: f32, %[[RR:.*]]: f32):
// CHECK-NEXT:        %[[SUM:.*]] = arith.addf %[[L]], %[[RR]] : f32
// CHECK-NEXT:        scf.reduce.return %[[SUM]] : f32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^bb0(%[[L2:.*]]: f32, %[[R2:.*]]: f32):
// CHECK-NEXT:        %[[MAX:.*]] = arith.maximumf %[[L2]], %[[R2]] : f32
// CHECK-NEXT:        scf.reduce.return %[[MAX]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]]#0, %[[R]]#1 : f32, f32
func.func @parallel(%A: memref<10x20xf32>, %n: index) -> (f32, f32) {
  affine.parallel (%i, %j) = (0, %n) to (10, min(20, %n * 2)) step (2, 3) {
    %v = affine.load %A[%i, %j] : memref<10x20xf32>
    affine.store %v, %A[%j, %i] : memref<10x20xf32>
  }
  %s, %m = affine.parallel (%i) = (0) to (10) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %A[%i, 0] : memref<10x20xf32>
    affine.yield %v, %v : f32, f32
  }
  return %s, %m : f32, f32
}

// -----

// CHECK-LABEL: func.func @integer_reductions
// CHECK-DAG:     arith.constant 0 : i32
// CHECK-DAG:     arith.constant -1 : i32
// CHECK-DAG:     arith.constant 1 : i32
// CHECK:         scf.parallel
// CHECK:           arith.addi
// CHECK:           arith.andi
// CHECK:           arith.muli
func.func @integer_reductions(%A: memref<16xi32>) -> (i32, i32, i32) {
  %r:3 = affine.parallel (%i) = (0) to (16) reduce ("addi", "andi", "muli") -> (i32, i32, i32) {
    %v = affine.load %A[%i] : memref<16xi32>
    affine.yield %v, %v, %v : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func.func @vectors
// CHECK-SAME:    (%[[A:.*]]: memref<64xf32>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[O:.*]] = arith.muli %[[I]], %[[C8]] : index
// CHECK-NEXT:    %[[V:.*]] = vector.load %[[A]][%[[O]]] : memref<64xf32>, vector<8xf32>
// CHECK:         %[[O2:.*]] = arith.addi %{{.*}}, %{{.*}} : index
// CHECK-NEXT:    vector.store %[[V]], %[[A]][%[[O2]]] : memref<64xf32>, vector<8xf32>
func.func @vectors(%A: memref<64xf32>, %i: index) {
  %v = affine.vector_load %A[%i * 8] : memref<64xf32>, vector<8xf32>
  affine.vector_store %v, %A[%i * 8 + 1] : memref<64xf32>, vector<8xf32>
  return
}

// -----

// CHECK-LABEL: func.func @min_max
// CHECK-SAME:    (%[[I:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[I4:.*]] = arith.addi %[[I]], %[[C4]] : index
// CHECK-NEXT:    %[[MIN:.*]] = arith.minsi %[[I4]], %[[N]] : index
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[MAX0:.*]] = arith.maxsi %[[I]], %[[N]] : index
// CHECK-NEXT:    %[[MAX:.*]] = arith.maxsi %[[MAX0]], %[[Z]] : index
// CHECK-NEXT:    return %[[MIN]], %[[MAX]] : index, index
func.func @min_max(%i: index, %n: index) -> (index, index) {
  %a = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
  %b = affine.max affine_map<(d0)[s0] -> (d0, s0, 0)>(%i)[%n]
  return %a, %b : index, index
}

// -----

// Nested loops: the inner bounds may use the outer IV.
// CHECK-LABEL: func.func @nested
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:      %[[LB:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK:           scf.for %[[J:.*]] = %[[LB]] to %{{.*}} step %{{.*}} {
// CHECK-NEXT:        memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<8x8xf32>
func.func @nested(%A: memref<8x8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
    affine.for %j = affine_map<(d0) -> (d0 + 1)>(%i) to 8 {
      affine.store %v, %A[%i, %j] : memref<8x8xf32>
    }
  }
  return
}

// -----

// delinearize_index: floordiv by the stride, mod by the basis element.
// CHECK-LABEL: func.func @delinearize
// CHECK-NOT:     affine.
// CHECK:         arith.divsi
// CHECK:         arith.remsi
// CHECK:         return
func.func @delinearize(%i: index, %n: index) -> (index, index, index) {
  %d:3 = affine.delinearize_index %i into (%n, 4, 5) : index, index, index
  return %d#0, %d#1, %d#2 : index, index, index
}

// -----

// linearize_index: a sum of index * stride.
// CHECK-LABEL: func.func @linearize
// CHECK-SAME:    (%[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: index)
// CHECK-NEXT:    %[[C20:.*]] = arith.constant 20 : index
// CHECK-NEXT:    %[[T0:.*]] = arith.muli %[[A]], %[[C20]] : index
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT:    %[[T1:.*]] = arith.muli %[[B]], %[[C5]] : index
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[T0]], %[[T1]] : index
// CHECK-NEXT:    %[[R:.*]] = arith.addi %[[S]], %[[C]] : index
// CHECK-NEXT:    return %[[R]] : index
func.func @linearize(%a: index, %b: index, %c: index) -> index {
  %l = affine.linearize_index [%a, %b, %c] by (3, 4, 5) : index
  return %l : index
}

// -----

// An affine.parallel without dimensions runs its body once.
// CHECK-LABEL: func.func @zero_dim_parallel
// CHECK-SAME:    (%[[A:.*]]: memref<4xf32>, %[[V:.*]]: f32)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[V]], %[[A]][%[[C0]]] : memref<4xf32>
// CHECK-NEXT:    return
func.func @zero_dim_parallel(%A: memref<4xf32>, %v: f32) {
  affine.parallel () = () to () {
    affine.store %v, %A[0] : memref<4xf32>
  }
  return
}
