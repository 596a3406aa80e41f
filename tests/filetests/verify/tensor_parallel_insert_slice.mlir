// RUN: tessera opt %s --split-input-file --verify-diagnostics

// tensor.parallel_insert_slice and the scf.forall.in_parallel that holds it: upstream's
// messages (iree-opt --verify-diagnostics accepts this file; upstream prints the parent
// op after "got:", Tessera names it).

func.func @not_in_parallel(%s: tensor<4xf32>, %d: tensor<8xf32>) {
  // expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %d[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return
}

// -----

func.func @not_output(%s: tensor<4xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %d[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @other_op(%d: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<8xf32>) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 0 : index
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @size_mismatch(%s: tensor<4xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
      tensor.parallel_insert_slice %s into %o[0] [3] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @out_of_bounds(%s: tensor<4xf32>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
      tensor.parallel_insert_slice %s into %o[6] [4] [1] : tensor<4xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @element_type(%s: tensor<4xf16>, %d: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %d) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected element type to be 'f32'}}
      tensor.parallel_insert_slice %s into %o[0] [4] [1] : tensor<4xf16> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
