// RUN: tessera opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// gpu: launch_func against the container module and the kernel, gpu.func and gpu.return,
// gpu.launch bodies.

func.func @launch_func_needs_container_module(%sz : index) {
  // expected-error@+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @foo::@bar blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

// Sizes may be index, i32 or i64 (run/gpu_launch_func_i32_sizes.mlir), nothing else.
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f() kernel {
      gpu.return
    }
  }
  func.func @launch_sizes_i16(%sz : i16) {
    // expected-error@+1 {{'gpu.launch_func' op operand #0 must be index or 32-bit signless integer or 64-bit signless integer, but got 'i16'}}
    gpu.launch_func @k::@f blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) : i16
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @undefined_container(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  module @kernels {
  }
  func.func @container_not_gpu_module(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel module 'kernels' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels { }
  func.func @undefined_function(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function '@kernels::@kernel_1' is undefined}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-note@+1 {{see the kernel definition here}}
    memref.global "private" @kernel_1 : memref<4xi32>
  }
  func.func @not_a_function(%sz : index) {
    // expected-error@+1 {{'gpu.launch_func' op referenced kernel '@kernels::@kernel_1' is not a function}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) {
      gpu.return
    }
  }
  func.func @missing_kernel_attribute(%sz : index, %arg : f32) {
    // expected-error@+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }
  func.func @kernel_operand_count(%sz : index, %arg : f32) {
    // expected-error@+1 {{'gpu.launch_func' op got 2 kernel operands but expected 1}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : f32, %arg : f32)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel_1(%arg1 : f32) kernel {
      gpu.return
    }
  }
  func.func @kernel_operand_types(%sz : index, %arg : i32) {
    // expected-error@+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@kernel_1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%arg : i32)
    return
  }
}

// -----

module {
  module @kernels {
    // expected-error@+1 {{'gpu.func' op expects parent op 'gpu.module'}}
    gpu.func @kernel_1(%arg1 : f32) {
      gpu.return
    }
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @kernel() -> index kernel {
    %0 = arith.constant 0 : index
    gpu.return %0 : index
  }
}

// -----

gpu.module @kernels {
  // expected-note@+1 {{return type declared here}}
  gpu.func @helper() {
    %0 = arith.constant 0 : index
    // expected-error@+1 {{'gpu.return' op expected 0 result operands}}
    gpu.return %0 : index
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @kernel() workgroup(%0: i32) kernel {
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error@+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @kernel() workgroup(%0: memref<4xf32, #gpu.address_space<private>>) kernel {
    gpu.return
  }
}

// -----

func.func @launch_body_terminator(%sz : index) {
  // expected-note@+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %sz, %sby = %sz, %sbz = %sz)
             threads(%tx, %ty, %tz) in (%stx = %sz, %sty = %sz, %stz = %sz) {
    %one = arith.constant 1 : i32
    // expected-error@+1 {{expected 'gpu.terminator' or a terminator with successors}}
    "gpu.yield"(%one) : (i32) -> ()
  }
  return
}

// -----

func.func @launch_region_arguments(%sz : index) {
  // expected-error@+1 {{'gpu.launch' op expected at least 12 region arguments, but got 6}}
  "gpu.launch"(%sz, %sz, %sz, %sz, %sz, %sz) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0>}> ({
  ^bb1(%bx: index, %by: index, %bz: index, %tx: index, %ty: index, %tz: index):
    gpu.terminator
  }) : (index, index, index, index, index, index) -> ()
  return
}

// -----

func.func @terminator_outside_launch() {
  // expected-error@+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

func.func @thread_id_result() {
  // expected-error@+1 {{'gpu.thread_id' op result #0 must be index, but got 'i32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu.dim<x>}> : () -> i32
  return
}

// -----

func.func @shuffle_types(%arg0 : f32, %arg1 : i32, %arg2 : i32) {
  // expected-error@+1 {{'gpu.shuffle' op failed to verify that all of {value, shuffleResult} have same type}}
  %shfl, %pred = "gpu.shuffle"(%arg0, %arg1, %arg2) <{mode = #gpu.shuffle_mode<xor>}> : (f32, i32, i32) -> (i32, i1)
  return
}

// -----

func.func @barrier_scope_generic() {
  // expected-error@+1 {{invalid properties {scope = 1 : i32} for op gpu.barrier: Invalid attribute `scope` in property conversion: 1 : i32}}
  "gpu.barrier"() <{scope = 1 : i32}> : () -> ()
  return
}
