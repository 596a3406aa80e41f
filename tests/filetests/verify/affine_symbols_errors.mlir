// RUN: tessera opt %s --split-input-file --verify-diagnostics

// What current upstream still rejects (iree-opt 3.13 rejects each of these, with "operand
// cannot be used as a dimension id"): values that are not pure functions of symbols.

// A division is not speculatable (a zero divisor), so not pure.
func.func @division(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = arith.muli %n, %n : index
    %b = arith.divui %a, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%i + %b] : memref<100xf32>
  }
  return
}

// -----

// A load reads memory.
func.func @loaded(%A: memref<100xf32>, %B: memref<4xindex>) {
  affine.for %i = 0 to 10 {
    %c0 = arith.constant 0 : index
    %j = memref.load %B[%c0] : memref<4xindex>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%j] : memref<100xf32>
  }
  return
}

// -----

// A value computed from the loop's IV by a non-affine op is neither.
func.func @from_the_iv(%A: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %a = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%a] : memref<100xf32>
  }
  return
}

// -----

// Through a non-index value (the select's condition is an i1).
func.func @through_i1(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %a = arith.muli %n, %n : index
    %t = arith.cmpi slt, %a, %n : index
    %b = arith.select %t, %a, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%i + %b] : memref<100xf32>
  }
  return
}

// -----

func.func @strided_symbols(%s: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, strided<[1], offset: ?>>
  return
}
