// RUN: tessera opt %s --split-input-file --verify-diagnostics

// The `tessera.*` attributes are checked against lowering/src/gpu/attrs.rs (SPECS): the
// name, the kind of value, and the op it sits on.

// expected-error@+1 {{'tessera.tile' is not a Tessera attribute}}
func.func @unknown_name() attributes {tessera.tile = 1 : i64} {
  return
}

// -----

func.func @host_reason_on_a_function() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{'tessera.host_reason' must be a string}}
  scf.for %i = %c0 to %c4 step %c1 {
  } {tessera.host_reason = 3 : i64}
  return
}

// -----

// expected-error@+1 {{'tessera.bounds' belongs on a 'gpu.func'}}
func.func @bounds_on_a_function() attributes {tessera.bounds = "proven"} {
  return
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error@+1 {{'tessera.launch_kind' must be one of the strings band, serial, reduce_partial, reduce_final}}
    gpu.func @f() kernel attributes {tessera.launch_kind = "tiled"} {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error@+1 {{'tessera.register_tile' must be array<i64> of 3 elements, each at least 1}}
    gpu.func @f() kernel attributes {tessera.register_tile = array<i64: 4, 0, 1>} {
      gpu.return
    }
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @k {
    // expected-error@+1 {{'tessera.promoted' must be a unit attribute}}
    gpu.func @f() kernel attributes {tessera.promoted = true, tessera.textures = array<i64: 0>} {
      gpu.return
    }
  }
}

// -----

// Well-formed ones verify.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<64xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>, tessera.bounds = "guarded", tessera.launch_kind = "reduce_final", tessera.promoted, tessera.register_tile = array<i64: 4, 1, 1>, tessera.textures = array<i64: 0>} {
      gpu.return
    }
  }
}
