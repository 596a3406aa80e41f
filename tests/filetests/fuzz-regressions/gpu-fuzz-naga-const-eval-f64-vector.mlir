// REQUIRES: vulkan
// RUN: tessera validate %s --backend all | FileCheck %s

// arith.maximumf of a vector<4xf64> and a constant vector whose lanes differ, one of them
// 2.2250738585072014e-308 (f64's least normal): the IEEE code tests NaN-ness through the
// f32 bits of each operand, and for the constant it wrote `vec4<f32>(vec4<f64>(...))`,
// which naga's WGSL front end cannot evaluate ("Cannot cast scalar components"), so the two
// naga paths refused the kernel (GPU fuzz seed 1266 with vector expressions). A constant
// vector's f32 bits are now computed lane by lane at compile time, as a scalar's were.
// CHECK-NOT: ERROR
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %in = memref.alloc() : memref<8xf64>
  %out = memref.alloc() : memref<8xf64>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[-1.0, 0x7FF8000000000000, 3.0, -0.0]> : vector<4xf64>
  %b = arith.constant dense<[0.0, 2.0, -4.0, 5.0]> : vector<4xf64>
  vector.store %a, %in[%c0] : memref<8xf64>, vector<4xf64>
  vector.store %b, %in[%c4] : memref<8xf64>, vector<4xf64>
  affine.for %i = 0 to 2 {
    %k = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %v = vector.load %in[%k] : memref<8xf64>, vector<4xf64>
    %cst = arith.constant dense<[2.2250738585072014e-308, 1.875, -2.25, 2.5]> : vector<4xf64>
    %m = arith.maximumf %v, %cst : vector<4xf64>
    vector.store %m, %out[%k] : memref<8xf64>, vector<4xf64>
  }
  return
}
