// REQUIRES: vulkan, gl
// RUN: tessera run %s --backend vulkan --entry fill 65533 | FileCheck %s --check-prefix=SMALL
// RUN: tessera run %s --backend vulkan --entry fill 4294967296 | FileCheck %s --check-prefix=BIG
// RUN: tessera run %s --backend gl --entry fill 65533 | FileCheck %s --check-prefix=SMALL
// RUN: not tessera run %s --backend gl --entry fill 4294967296 2>&1 | FileCheck %s --check-prefix=GL

// An `index` argument reaches the kernel. Its 32-bit form is exact while the argument
// stays within the bound the index-width analysis proved (here ±2^30, leaving room for
// `%i + %off`); the runtime checks the bound at each launch. A launch outside it runs
// the kernel's 64-bit variant where the device has Int64 (lavapipe), and is refused,
// naming the argument and the bound, where it has not (llvmpipe GL). Before, 2^32 was
// cut to 0 on its way into the kernel, and every element was 0.
// SMALL: [0,  0,  0,  1]
// BIG: [65536,  65536,  65536,  65536]
// GL: error: {{.*}}@fill_kernel{{.*}}: index argument #{{[0-9]+}} = 4294967296 is outside ±{{[0-9]+}}, the range in which the kernel's 32-bit index arithmetic is exact, and the device has no 64-bit integers (Int64)

func.func private @printMemrefI32(memref<*xi32>)
func.func @fill(%off: index) {
  %out = memref.alloc() : memref<4xi32>
  affine.for %i = 0 to 4 {
    %j = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) floordiv 65536)>(%i)[%off]
    %v = arith.index_cast %j : index to i32
    affine.store %v, %out[%i] : memref<4xi32>
  }
  %u = memref.cast %out : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
