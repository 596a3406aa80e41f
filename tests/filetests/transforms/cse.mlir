// RUN: tessera opt %s --split-input-file --allow-unregistered-dialect --cse | FileCheck %s

// Same op, operands and attributes: merged. Operand order matters (no commutativity).
// CHECK-LABEL: func.func @simple
// CHECK-SAME:    (%[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %[[B]], %[[A]] : index
// CHECK-NEXT:    return %[[X]], %[[X]], %[[Y]]
func.func @simple(%a: index, %b: index) -> (index, index, index) {
  %0 = arith.addi %a, %b : index
  %1 = arith.addi %a, %b : index
  %2 = arith.addi %b, %a : index
  return %0, %1, %2 : index, index, index
}

// -----

// Constants and chains of equal expressions collapse.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[C:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[M:.*]] = arith.muli %{{.*}}, %[[C]] : index
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[M]], %[[C]] : index
// CHECK-NEXT:    return %[[S]], %[[S]]
func.func @chain(%a: index) -> (index, index) {
  %c4 = arith.constant 4 : index
  %m = arith.muli %a, %c4 : index
  %s = arith.addi %m, %c4 : index
  %c4b = arith.constant 4 : index
  %m2 = arith.muli %a, %c4b : index
  %s2 = arith.addi %m2, %c4b : index
  return %s, %s2 : index, index
}

// -----

// Different attributes (predicates) or result types keep ops apart.
// CHECK-LABEL: func.func @attributes
// CHECK-NEXT:    arith.cmpi slt
// CHECK-NEXT:    arith.cmpi sle
// CHECK-NEXT:    arith.index_cast %{{.*}} : index to i32
// CHECK-NEXT:    arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT:    return
func.func @attributes(%a: index, %b: index) -> (i1, i1, i32, i64) {
  %0 = arith.cmpi slt, %a, %b : index
  %1 = arith.cmpi sle, %a, %b : index
  %2 = arith.index_cast %a : index to i32
  %3 = arith.index_cast %a : index to i64
  return %0, %1, %2, %3 : i1, i1, i32, i64
}

// -----

// Nested regions see the definitions that dominate them; sibling regions do not see
// each other, and what is defined inside a region does not replace what follows it.
// CHECK-LABEL: func.func @regions
// CHECK-SAME:    (%[[A:.*]]: index, %[[B:.*]]: index, %[[C:.*]]: i1)
// CHECK-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[B]] : index
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (index) {
// CHECK-NEXT:      %[[T:.*]] = arith.muli %[[X]], %[[X]] : index
// CHECK-NEXT:      scf.yield %[[T]] : index
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[E:.*]] = arith.muli %[[X]], %[[X]] : index
// CHECK-NEXT:      scf.yield %[[E]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[AFTER:.*]] = arith.muli %[[X]], %[[X]] : index
// CHECK-NEXT:    return %[[R]], %[[AFTER]]
func.func @regions(%a: index, %b: index, %c: i1) -> (index, index) {
  %0 = arith.addi %a, %b : index
  %1 = scf.if %c -> index {
    %2 = arith.addi %a, %b : index
    %3 = arith.muli %2, %2 : index
    scf.yield %3 : index
  } else {
    %4 = arith.muli %0, %0 : index
    scf.yield %4 : index
  }
  %5 = arith.muli %0, %0 : index
  return %1, %5 : index, index
}

// -----

// Loop bodies reuse values computed before the loop.
// CHECK-LABEL: func.func @loop
// CHECK:         %[[X:.*]] = arith.addi
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      memref.store %[[X]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[X]]
func.func @loop(%a: index, %m: memref<8xindex>) -> index {
  %0 = arith.addi %a, %a : index
  affine.for %i = 0 to 8 {
    %1 = arith.addi %a, %a : index
    memref.store %1, %m[%i] : memref<8xindex>
  }
  return %0 : index
}

// -----

// An unused op is erased before it could serve a later one (as upstream's CSE does).
// CHECK-LABEL: func.func @dead_first
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      %[[Y:.*]] = arith.addi
// CHECK-NEXT:      memref.store %[[Y]]
func.func @dead_first(%a: index, %m: memref<8xindex>) {
  %0 = arith.addi %a, %a : index
  affine.for %i = 0 to 8 {
    %1 = arith.addi %a, %a : index
    memref.store %1, %m[%i] : memref<8xindex>
  }
  return
}

// -----

// Allocations and unregistered ops are never merged. Two loads of the same address are,
// as upstream does for ops that only read, when nothing that may write lies between them
// in the block: not across the store, not across the scf.if that stores, and not from
// an enclosing block into a nested one.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    %[[L0:.*]] = memref.load
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    memref.alloc
// CHECK-NEXT:    "test.op"
// CHECK-NEXT:    "test.op"
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    %[[L2:.*]] = memref.load
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[L3:.*]] = memref.load
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[L0]], %[[L0]], {{.*}}, %[[L2]], %[[L3]]
func.func @effects(%m: memref<8xf32>, %i: index, %p: i1) -> (f32, f32, memref<4xf32>, memref<4xf32>, i32, i32, f32, f32) {
  %0 = memref.load %m[%i] : memref<8xf32>
  %1 = memref.load %m[%i] : memref<8xf32>
  %2 = memref.alloc() : memref<4xf32>
  %3 = memref.alloc() : memref<4xf32>
  %4 = "test.op"() : () -> i32
  %5 = "test.op"() : () -> i32
  memref.store %0, %m[%i] : memref<8xf32>
  %6 = memref.load %m[%i] : memref<8xf32>
  scf.if %p {
    memref.store %6, %m[%i] : memref<8xf32>
  }
  %7 = memref.load %m[%i] : memref<8xf32>
  scf.if %p {
    %8 = memref.load %m[%i] : memref<8xf32>
    %9 = arith.addf %7, %8 : f32
    memref.store %9, %m[%i] : memref<8xf32>
  }
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, memref<4xf32>, memref<4xf32>, i32, i32, f32, f32
}

// Dominance in a CFG: a block dominated by the entry reuses its values; a block that is
// not dominated by its sibling does not reuse the sibling's.
// CHECK-LABEL: func.func @cfg
// CHECK:         %[[X:.*]] = arith.addi
// CHECK:       ^bb1:
// CHECK-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]]
// CHECK-NEXT:    cf.br ^bb3(%[[Y]] : index)
// CHECK:       ^bb2:
// CHECK-NEXT:    %[[Z:.*]] = arith.muli %[[X]], %[[X]]
// CHECK-NEXT:    cf.br ^bb3(%[[Z]] : index)
func.func @cfg(%a: index, %c: i1) -> index {
  %0 = arith.addi %a, %a : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : index
  %2 = arith.muli %1, %1 : index
  cf.br ^bb3(%2 : index)
^bb2:
  %3 = arith.muli %0, %0 : index
  cf.br ^bb3(%3 : index)
^bb3(%r: index):
  return %r : index
}

// -----

// Nothing crosses an op isolated from above.
// CHECK-LABEL: func.func @outer
// CHECK-NEXT:    arith.constant 7 : index
// CHECK-LABEL: func.func @inner
// CHECK-NEXT:    arith.constant 7 : index
module {
  func.func @outer() -> index {
    %c = arith.constant 7 : index
    return %c : index
  }
  func.func @inner() -> index {
    %c = arith.constant 7 : index
    return %c : index
  }
}

// -----

// Unused pure ops are erased on the way.
// CHECK-LABEL: func.func @dead
// CHECK-NEXT:    return
func.func @dead(%a: index) {
  %0 = arith.addi %a, %a : index
  return
}
