//! The trivial kernel and host program shared by the dispatch benchmark and the soak
//! example: `main(%m)` launches one kernel that adds 1 to each of 256 floats.

#![allow(dead_code)]

pub mod raw;

/// Elements in the buffer.
pub const N: usize = 256;

/// The host program.
pub const INC: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @inc(%m: memref<256xf32>) kernel
        attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>} {
      %b = gpu.block_id x
      %t = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %i0 = arith.muli %b, %c64 : index
      %i = arith.addi %i0, %t : index
      %v = memref.load %m[%i] : memref<256xf32>
      %one = arith.constant 1.0 : f32
      %w = arith.addf %v, %one : f32
      memref.store %w, %m[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @main(%m: memref<256xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @k::@inc blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%m : memref<256xf32>)
    return
  }

  // `n` launches, each followed by a host read of element 0 (a readback).
  func.func @soak(%m: memref<256xf32>, %n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    %z = arith.constant 0.0 : f32
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
      gpu.launch_func @k::@inc blocks in (%c4, %c1, %c1) threads in (%c64, %c1, %c1)
          args(%m : memref<256xf32>)
      %v = memref.load %m[%c0] : memref<256xf32>
      scf.yield %v : f32
    }
    return %last : f32
  }
}
"#;
