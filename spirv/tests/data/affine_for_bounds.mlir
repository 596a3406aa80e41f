// golden
// Which affine.for loops are bottom-tested (control.rs `rotated_loop`): only those whose
// bound maps are constants with lb < ub. The second loop's bound operands are the
// constants 3 and 4, but its bounds are 3 + 1 = 4 to 4: it runs zero times and must stay
// top-tested (a bottom-tested form would run its body once).

gpu.module @kernels {
  gpu.func @bounds(%m: memref<16xf32>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %one = arith.constant 1.0 : f32
    affine.for %i = 0 to 16 {
      affine.store %one, %m[%i] : memref<16xf32>
    }
    %two = arith.constant 2.0 : f32
    affine.for %j = affine_map<()[s0] -> (s0 + 1)>()[%c3] to affine_map<()[s0] -> (s0)>()[%c4] {
      affine.store %two, %m[%j] : memref<16xf32>
    }
    gpu.return
  }
}
