// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// arith.fptosi/fptoui of NaN, infinities and out-of-range values from f64, f32 and f16 to
// i64, i32, i16 and i8 give the interpreter's saturated value on the GPU (see
// fptoint_saturates.mlir): 32 f64 values (the bounds of i64/u64/i32/u32/i16/u16 and the
// floats around them; 2^63 - 1024 is the largest f64 below 2^63), truncated to f32 and f16
// in the kernel (f16 to i32: only +-inf are out of range). Scalars, and vector<4> for f64
// to i64. GL (llvmpipe) has neither f64 nor f16: those two paths are unsupported.
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (4 paths compared; 2 unsupported on their adapter)
func.func @main() {
  %x = memref.alloc() : memref<32xf64>
  %xs = arith.constant dense<[0x7FF8000000000000, 0xFFF8000000000000, 0x7FF0000000000000, 0xFFF0000000000000, 0.0, -0.0, -0.5, 0.75, 9.2233720368547758e18, 9.2233720368547748e18, -9.2233720368547758e18, -9.2233720368547779e18, 1.8446744073709550e19, 1.8446744073709552e19, 2147483647.5, 2147483648.0, -2147483648.5, -2147483649.0, 4294967295.5, 4294967296.0, 32767.5, 32768.0, -32768.9, 65535.9, 65536.0, 1.0e300, -1.0e300, 3.0e9, -3.0e9, 1.0e19, -1.0e19, -1.0]> : vector<32xf64>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<32xf64>, vector<32xf64>
  %o_s_f64_i64 = memref.alloc() : memref<32xi64>
  %o_u_f64_i64 = memref.alloc() : memref<32xi64>
  %o_s_f64_i32 = memref.alloc() : memref<32xi32>
  %o_u_f64_i32 = memref.alloc() : memref<32xi32>
  %o_s_f64_i16 = memref.alloc() : memref<32xi16>
  %o_u_f64_i16 = memref.alloc() : memref<32xi16>
  %o_s_f32_i64 = memref.alloc() : memref<32xi64>
  %o_u_f32_i64 = memref.alloc() : memref<32xi64>
  %o_s_f32_i32 = memref.alloc() : memref<32xi32>
  %o_u_f32_i32 = memref.alloc() : memref<32xi32>
  %o_s_f16_i32 = memref.alloc() : memref<32xi32>
  %o_u_f16_i32 = memref.alloc() : memref<32xi32>
  %o_s_f16_i16 = memref.alloc() : memref<32xi16>
  %o_u_f16_i16 = memref.alloc() : memref<32xi16>
  %o_s_f16_i8 = memref.alloc() : memref<32xi8>
  %o_u_f16_i8 = memref.alloc() : memref<32xi8>
  %v_s = memref.alloc() : memref<32xi64>
  %v_u = memref.alloc() : memref<32xi64>
  affine.for %i = 0 to 32 {
    %a_f64 = affine.load %x[%i] : memref<32xf64>
    %a_f32 = arith.truncf %a_f64 : f64 to f32
    %a_f16 = arith.truncf %a_f64 : f64 to f16
    %r_s_f64_i64 = arith.fptosi %a_f64 : f64 to i64
    affine.store %r_s_f64_i64, %o_s_f64_i64[%i] : memref<32xi64>
    %r_u_f64_i64 = arith.fptoui %a_f64 : f64 to i64
    affine.store %r_u_f64_i64, %o_u_f64_i64[%i] : memref<32xi64>
    %r_s_f64_i32 = arith.fptosi %a_f64 : f64 to i32
    affine.store %r_s_f64_i32, %o_s_f64_i32[%i] : memref<32xi32>
    %r_u_f64_i32 = arith.fptoui %a_f64 : f64 to i32
    affine.store %r_u_f64_i32, %o_u_f64_i32[%i] : memref<32xi32>
    %r_s_f64_i16 = arith.fptosi %a_f64 : f64 to i16
    affine.store %r_s_f64_i16, %o_s_f64_i16[%i] : memref<32xi16>
    %r_u_f64_i16 = arith.fptoui %a_f64 : f64 to i16
    affine.store %r_u_f64_i16, %o_u_f64_i16[%i] : memref<32xi16>
    %r_s_f32_i64 = arith.fptosi %a_f32 : f32 to i64
    affine.store %r_s_f32_i64, %o_s_f32_i64[%i] : memref<32xi64>
    %r_u_f32_i64 = arith.fptoui %a_f32 : f32 to i64
    affine.store %r_u_f32_i64, %o_u_f32_i64[%i] : memref<32xi64>
    %r_s_f32_i32 = arith.fptosi %a_f32 : f32 to i32
    affine.store %r_s_f32_i32, %o_s_f32_i32[%i] : memref<32xi32>
    %r_u_f32_i32 = arith.fptoui %a_f32 : f32 to i32
    affine.store %r_u_f32_i32, %o_u_f32_i32[%i] : memref<32xi32>
    %r_s_f16_i32 = arith.fptosi %a_f16 : f16 to i32
    affine.store %r_s_f16_i32, %o_s_f16_i32[%i] : memref<32xi32>
    %r_u_f16_i32 = arith.fptoui %a_f16 : f16 to i32
    affine.store %r_u_f16_i32, %o_u_f16_i32[%i] : memref<32xi32>
    %r_s_f16_i16 = arith.fptosi %a_f16 : f16 to i16
    affine.store %r_s_f16_i16, %o_s_f16_i16[%i] : memref<32xi16>
    %r_u_f16_i16 = arith.fptoui %a_f16 : f16 to i16
    affine.store %r_u_f16_i16, %o_u_f16_i16[%i] : memref<32xi16>
    %r_s_f16_i8 = arith.fptosi %a_f16 : f16 to i8
    affine.store %r_s_f16_i8, %o_s_f16_i8[%i] : memref<32xi8>
    %r_u_f16_i8 = arith.fptoui %a_f16 : f16 to i8
    affine.store %r_u_f16_i8, %o_u_f16_i8[%i] : memref<32xi8>
  }
  affine.for %j = 0 to 32 step 4 {
    %b = vector.load %x[%j] : memref<32xf64>, vector<4xf64>
    %w_s = arith.fptosi %b : vector<4xf64> to vector<4xi64>
    vector.store %w_s, %v_s[%j] : memref<32xi64>, vector<4xi64>
    %w_u = arith.fptoui %b : vector<4xf64> to vector<4xi64>
    vector.store %w_u, %v_u[%j] : memref<32xi64>, vector<4xi64>
  }
  return
}
