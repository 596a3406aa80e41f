// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s

// arith.fptosi/fptoui of NaN, infinities and values out of the result's range (poison in
// LangRef) give the interpreter's value on the GPU: NaN converts to 0, and everything else
// saturates at the result type's bounds (after truncation toward zero). 32 f32 values
// (NaN, -NaN, ±inf, ±0, the bounds of i8/i16/i32/u8/u16/u32 and the floats around them)
// to i8, i16 and i32, signed and unsigned, scalar and vector<4>. The back end clamps in
// float before converting; before, each GPU path differed on 138 to 192 of the 384 results
// (to i8: +inf gave 0 or -128, 128.0 gave -128, 300.5 gave 44).
// CHECK-NOT: MISMATCH
// CHECK: result: PASS (6 paths compared)
func.func @main() {
  %x = memref.alloc() : memref<32xf32>
  %xs = arith.constant dense<[0x7FC00000, 0xFFC00000, 0x7F800000, 0xFF800000, 0.0, -0.0, -0.5, 0.75, -1.0, 127.9, 128.0, -128.5, -129.0, 255.5, 256.0, 300.5, -300.5, 32767.5, 32768.0, -32769.0, 65535.5, 65536.0, 2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 4294967040.0, 4294967296.0, 3.0e9, -3.0e9, 1.0e20, -1.0e20]> : vector<32xf32>
  %c0 = arith.constant 0 : index
  vector.store %xs, %x[%c0] : memref<32xf32>, vector<32xf32>
  %o_si8 = memref.alloc() : memref<32xi8>
  %v_si8 = memref.alloc() : memref<32xi8>
  %o_ui8 = memref.alloc() : memref<32xi8>
  %v_ui8 = memref.alloc() : memref<32xi8>
  %o_si16 = memref.alloc() : memref<32xi16>
  %v_si16 = memref.alloc() : memref<32xi16>
  %o_ui16 = memref.alloc() : memref<32xi16>
  %v_ui16 = memref.alloc() : memref<32xi16>
  %o_si32 = memref.alloc() : memref<32xi32>
  %v_si32 = memref.alloc() : memref<32xi32>
  %o_ui32 = memref.alloc() : memref<32xi32>
  %v_ui32 = memref.alloc() : memref<32xi32>
  affine.for %i = 0 to 32 {
    %a = affine.load %x[%i] : memref<32xf32>
    %r_si8 = arith.fptosi %a : f32 to i8
    affine.store %r_si8, %o_si8[%i] : memref<32xi8>
    %r_ui8 = arith.fptoui %a : f32 to i8
    affine.store %r_ui8, %o_ui8[%i] : memref<32xi8>
    %r_si16 = arith.fptosi %a : f32 to i16
    affine.store %r_si16, %o_si16[%i] : memref<32xi16>
    %r_ui16 = arith.fptoui %a : f32 to i16
    affine.store %r_ui16, %o_ui16[%i] : memref<32xi16>
    %r_si32 = arith.fptosi %a : f32 to i32
    affine.store %r_si32, %o_si32[%i] : memref<32xi32>
    %r_ui32 = arith.fptoui %a : f32 to i32
    affine.store %r_ui32, %o_ui32[%i] : memref<32xi32>
  }
  affine.for %j = 0 to 32 step 4 {
    %b = vector.load %x[%j] : memref<32xf32>, vector<4xf32>
    %w_si8 = arith.fptosi %b : vector<4xf32> to vector<4xi8>
    vector.store %w_si8, %v_si8[%j] : memref<32xi8>, vector<4xi8>
    %w_ui8 = arith.fptoui %b : vector<4xf32> to vector<4xi8>
    vector.store %w_ui8, %v_ui8[%j] : memref<32xi8>, vector<4xi8>
    %w_si16 = arith.fptosi %b : vector<4xf32> to vector<4xi16>
    vector.store %w_si16, %v_si16[%j] : memref<32xi16>, vector<4xi16>
    %w_ui16 = arith.fptoui %b : vector<4xf32> to vector<4xi16>
    vector.store %w_ui16, %v_ui16[%j] : memref<32xi16>, vector<4xi16>
    %w_si32 = arith.fptosi %b : vector<4xf32> to vector<4xi32>
    vector.store %w_si32, %v_si32[%j] : memref<32xi32>, vector<4xi32>
    %w_ui32 = arith.fptoui %b : vector<4xf32> to vector<4xi32>
    vector.store %w_ui32, %v_ui32[%j] : memref<32xi32>, vector<4xi32>
  }
  return
}
