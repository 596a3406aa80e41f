// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// Vectors the back end has no type for — vector<8xf32>, vector<16xi32>, vector<2x4xf32>,
// vector<2x5xf32>, vector<14xf32>, vector<1x6xf32> — in a kernel, on every path:
// `tessera-unroll-vectors` cuts them into 1-D pieces of at most 4 lanes (a one-lane
// piece is a scalar). Covered: loads and stores (2-D too), transfers (one reads past the
// end of its row and takes the padding), fma, cmpf/select, integer arithmetic, a cast,
// splat and non-splat constants defined on the host, strided slices, shape_cast, extract,
// insert, broadcast, transpose, and reductions (add with an accumulator, maximumf of five
// lanes whose last piece is a scalar, an integer add).
// The f32 add reduction starts from 1e8 and adds lanes smaller than half an ulp of 1e8:
// in the interpreter's order, ((acc + v0) + v1) .., each is lost and the sum stays 1e8;
// the pieces reduce in that order (the unrolled IR in the interpreter and the Vulkan
// paths: error 0). llvmpipe's GL compiler reassociates it (the sum of the lanes first:
// 1e8 + 8, one ulp), within the tolerance.
// CHECK: gpu pipeline, cpu interpreter{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv (naga) on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv passthrough on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: wgsl on vulkan{{ +}}ok{{ +}}0{{ +}}0
// CHECK-NEXT: spirv (naga) on gl{{ +}}ok
// CHECK-NEXT: wgsl on gl{{ +}}ok
// CHECK: result: PASS (6 paths compared)

// No vector of rank 2 or more, of one lane or of more than 4 lanes is left.
// KERNEL: gpu.module
// KERNEL-NOT: vector<{{[0-9]+}}x{{[0-9]+}}x
// KERNEL-NOT: vector<{{(1|[5-9]|[1-9][0-9]+)}}x
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %a = memref.alloc() : memref<8x16xf32>
  %n = memref.alloc() : memref<8x16xi32>
  %o = memref.alloc() : memref<8x32xf32>
  %p = memref.alloc() : memref<8x16xi32>
  %q = memref.alloc() : memref<8x2x4xf32>
  %r = memref.alloc() : memref<8x8xf32>
  %q2 = memref.alloc() : memref<8x2x5xf32>
  %quarter = arith.constant 0.25 : f32
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 16 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %s = arith.subi %jj, %ii : i32
      %t = arith.muli %s, %jj : i32
      %f = arith.sitofp %s : i32 to f32
      %g = arith.mulf %f, %quarter : f32
      affine.store %g, %a[%i, %j] : memref<8x16xf32>
      affine.store %t, %n[%i, %j] : memref<8x16xi32>
    }
    affine.for %j = 0 to 2 {
      affine.for %k = 0 to 5 {
        %v = affine.load %a[%i, %k] : memref<8x16xf32>
        affine.store %v, %q2[%i, %j, %k] : memref<8x2x5xf32>
      }
    }
  }
  %ramp = arith.constant dense<[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]> : vector<8xf32>
  %three = arith.constant dense<3> : vector<16xi32>
  %lim = arith.constant dense<1.0> : vector<8xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %acc0 = arith.constant 1.0e8 : f32
  affine.parallel (%i) = (0) to (8) {
    // vector<8xf32>: load, fma, cmpf/select, non-splat constant, store.
    %v = vector.load %a[%i, %c0] : memref<8x16xf32>, vector<8xf32>
    %w = vector.load %a[%i, %c4] : memref<8x16xf32>, vector<8xf32>
    %x = vector.fma %v, %ramp, %w : vector<8xf32>
    %c = arith.cmpf olt, %x, %lim : vector<8xf32>
    %y = arith.select %c, %x, %v : vector<8xi1>, vector<8xf32>
    vector.store %y, %o[%i, %c0] : memref<8x32xf32>, vector<8xf32>
    // vector<16xi32>: integer arithmetic and a cast.
    %k = vector.load %n[%i, %c0] : memref<8x16xi32>, vector<16xi32>
    %k2 = arith.muli %k, %three : vector<16xi32>
    %k3 = arith.addi %k2, %k : vector<16xi32>
    vector.store %k3, %p[%i, %c0] : memref<8x16xi32>, vector<16xi32>
    %kf = arith.sitofp %k3 : vector<16xi32> to vector<16xf32>
    %ks = vector.extract_strided_slice %kf offsets = [2], sizes = [8], strides = [1] : vector<16xf32> to vector<8xf32>
    vector.store %ks, %o[%i, %c4] : memref<8x32xf32>, vector<8xf32>
    // vector<2x4xf32>: a 2-D load, transpose-free shape_cast, extract/insert, broadcast.
    %m = vector.load %a[%i, %c0] : memref<8x16xf32>, vector<8xf32>
    %m2 = vector.shape_cast %m : vector<8xf32> to vector<2x4xf32>
    %row = vector.extract %m2[1] : vector<4xf32> from vector<2x4xf32>
    %bc = vector.broadcast %row : vector<4xf32> to vector<2x4xf32>
    %sum = arith.addf %m2, %bc : vector<2x4xf32>
    %e = vector.extract %sum[0, 2] : f32 from vector<2x4xf32>
    %ins = vector.insert %e, %sum [1, 3] : f32 into vector<2x4xf32>
    %tr = vector.transpose %ins, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
    %tr2 = vector.shape_cast %tr : vector<4x2xf32> to vector<2x4xf32>
    vector.store %tr2, %q[%i, %c0, %c0] : memref<8x2x4xf32>, vector<2x4xf32>
    // Reductions of wide vectors, in order from the accumulator.
    %red = vector.reduction <add>, %v, %acc0 : vector<8xf32> into f32
    %v5 = vector.load %a[%i, %c4] : memref<8x16xf32>, vector<5xf32>
    %red5 = vector.reduction <maximumf>, %v5 : vector<5xf32> into f32
    %kr = vector.reduction <add>, %k3 : vector<16xi32> into i32
    %krf = arith.sitofp %kr : i32 to f32
    memref.store %red, %r[%i, %c0] : memref<8x8xf32>
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    memref.store %red5, %r[%i, %c1] : memref<8x8xf32>
    memref.store %krf, %r[%i, %c2] : memref<8x8xf32>
    // Transfers: a 2-D in-bounds read, a 1-D read past the end (padding), a write.
    %tv = vector.transfer_read %a[%i, %c4], %zero {in_bounds = [true, true]} : memref<8x16xf32>, vector<1x6xf32>
    %tw = vector.transfer_read %a[%i, %c4], %zero : memref<8x16xf32>, vector<14xf32>
    %tv1 = vector.shape_cast %tv : vector<1x6xf32> to vector<6xf32>
    %tws = vector.extract_strided_slice %tw offsets = [6], sizes = [6], strides = [1] : vector<14xf32> to vector<6xf32>
    %tsum = arith.addf %tv1, %tws : vector<6xf32>
    %c12 = arith.constant 12 : index
    vector.transfer_write %tsum, %o[%i, %c12] {in_bounds = [true]} : vector<6xf32>, memref<8x32xf32>
    %tail = vector.extract_strided_slice %tw offsets = [10], sizes = [4], strides = [1] : vector<14xf32> to vector<4xf32>
    %c18 = arith.constant 18 : index
    vector.store %tail, %o[%i, %c18] : memref<8x32xf32>, vector<4xf32>
    %c22 = arith.constant 22 : index
    %ins2 = vector.insert_strided_slice %row, %v offsets = [3], strides = [1] : vector<4xf32> into vector<8xf32>
    vector.store %ins2, %o[%i, %c22] : memref<8x32xf32>, vector<8xf32>
    // vector<2x5xf32>: one-lane pieces are scalars.
    %d = vector.load %q2[%i, %c0, %c0] : memref<8x2x5xf32>, vector<2x5xf32>
    %dn = arith.negf %d : vector<2x5xf32>
    %dm = math.absf %dn : vector<2x5xf32>
    %dd = arith.subf %dm, %dn : vector<2x5xf32>
    vector.store %dd, %q2[%i, %c0, %c0] : memref<8x2x5xf32>, vector<2x5xf32>
  }
  %u = memref.cast %o : memref<8x32xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %up = memref.cast %p : memref<8x16xi32> to memref<*xi32>
  call @printMemrefI32(%up) : (memref<*xi32>) -> ()
  %uq = memref.cast %q : memref<8x2x4xf32> to memref<*xf32>
  call @printMemrefF32(%uq) : (memref<*xf32>) -> ()
  %ur = memref.cast %r : memref<8x8xf32> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %uq2 = memref.cast %q2 : memref<8x2x5xf32> to memref<*xf32>
  call @printMemrefF32(%uq2) : (memref<*xf32>) -> ()
  return
}
