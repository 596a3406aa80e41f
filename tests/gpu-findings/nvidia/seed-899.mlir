// tessera differential fuzzing, seed 899
func.func @main() {
  %in0 = memref.alloc() : memref<8x2xf16>
  %in1 = memref.alloc() : memref<8x2xf16>
  %in2 = memref.alloc() : memref<8x2xf16>
  %out0 = memref.alloc() : memref<8x2xf16>
  %out1 = memref.alloc() : memref<8x2xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %v1 = arith.constant 0x5800 : f16
  memref.store %v1, %in0[%c0, %c0] : memref<8x2xf16>
  %v2 = arith.constant 0x4280 : f16
  memref.store %v2, %in0[%c0, %c1] : memref<8x2xf16>
  %v3 = arith.constant 0xC200 : f16
  memref.store %v3, %in0[%c1, %c0] : memref<8x2xf16>
  %v4 = arith.constant 0x4200 : f16
  memref.store %v4, %in0[%c1, %c1] : memref<8x2xf16>
  %v5 = arith.constant 0x4200 : f16
  memref.store %v5, %in0[%c2, %c0] : memref<8x2xf16>
  %v6 = arith.constant 0x3600 : f16
  memref.store %v6, %in0[%c2, %c1] : memref<8x2xf16>
  %v7 = arith.constant 0xFC00 : f16
  memref.store %v7, %in0[%c3, %c0] : memref<8x2xf16>
  %v8 = arith.constant 0x4200 : f16
  memref.store %v8, %in0[%c3, %c1] : memref<8x2xf16>
  %v9 = arith.constant 0x4200 : f16
  memref.store %v9, %in0[%c4, %c0] : memref<8x2xf16>
  %v10 = arith.constant 0x7BFF : f16
  memref.store %v10, %in0[%c4, %c1] : memref<8x2xf16>
  %v11 = arith.constant 0x8400 : f16
  memref.store %v11, %in0[%c5, %c0] : memref<8x2xf16>
  %v12 = arith.constant 0x7C00 : f16
  memref.store %v12, %in0[%c5, %c1] : memref<8x2xf16>
  %v13 = arith.constant 0x5640 : f16
  memref.store %v13, %in0[%c6, %c0] : memref<8x2xf16>
  %v14 = arith.constant 0x7C00 : f16
  memref.store %v14, %in0[%c6, %c1] : memref<8x2xf16>
  %v15 = arith.constant 0x0400 : f16
  memref.store %v15, %in0[%c7, %c0] : memref<8x2xf16>
  %v16 = arith.constant 0x8400 : f16
  memref.store %v16, %in0[%c7, %c1] : memref<8x2xf16>
  %v17 = arith.constant 0xC300 : f16
  memref.store %v17, %in1[%c0, %c0] : memref<8x2xf16>
  %v18 = arith.constant 0x3F80 : f16
  memref.store %v18, %in1[%c0, %c1] : memref<8x2xf16>
  %v19 = arith.constant 0xC0C0 : f16
  memref.store %v19, %in1[%c1, %c0] : memref<8x2xf16>
  %v20 = arith.constant 0x4240 : f16
  memref.store %v20, %in1[%c1, %c1] : memref<8x2xf16>
  %v21 = arith.constant 0x4100 : f16
  memref.store %v21, %in1[%c2, %c0] : memref<8x2xf16>
  %v22 = arith.constant 0x4300 : f16
  memref.store %v22, %in1[%c2, %c1] : memref<8x2xf16>
  %v23 = arith.constant 0x4040 : f16
  memref.store %v23, %in1[%c3, %c0] : memref<8x2xf16>
  %v24 = arith.constant 0x4340 : f16
  memref.store %v24, %in1[%c3, %c1] : memref<8x2xf16>
  %v25 = arith.constant 0x4000 : f16
  memref.store %v25, %in1[%c4, %c0] : memref<8x2xf16>
  %v26 = arith.constant 0x8000 : f16
  memref.store %v26, %in1[%c4, %c1] : memref<8x2xf16>
  %v27 = arith.constant 0xBE80 : f16
  memref.store %v27, %in1[%c5, %c0] : memref<8x2xf16>
  %v28 = arith.constant 0x7E00 : f16
  memref.store %v28, %in1[%c5, %c1] : memref<8x2xf16>
  %v29 = arith.constant 0x3B00 : f16
  memref.store %v29, %in1[%c6, %c0] : memref<8x2xf16>
  %v30 = arith.constant 0xBC00 : f16
  memref.store %v30, %in1[%c6, %c1] : memref<8x2xf16>
  %v31 = arith.constant 0x3A00 : f16
  memref.store %v31, %in1[%c7, %c0] : memref<8x2xf16>
  %v32 = arith.constant 0x4080 : f16
  memref.store %v32, %in1[%c7, %c1] : memref<8x2xf16>
  %v33 = arith.constant 0x0400 : f16
  memref.store %v33, %in2[%c0, %c0] : memref<8x2xf16>
  %v34 = arith.constant 0xFC00 : f16
  memref.store %v34, %in2[%c0, %c1] : memref<8x2xf16>
  %v35 = arith.constant 0x8000 : f16
  memref.store %v35, %in2[%c1, %c0] : memref<8x2xf16>
  %v36 = arith.constant 0x4100 : f16
  memref.store %v36, %in2[%c1, %c1] : memref<8x2xf16>
  %v37 = arith.constant 0xFC00 : f16
  memref.store %v37, %in2[%c2, %c0] : memref<8x2xf16>
  %v38 = arith.constant 0xC340 : f16
  memref.store %v38, %in2[%c2, %c1] : memref<8x2xf16>
  %v39 = arith.constant 0xB800 : f16
  memref.store %v39, %in2[%c3, %c0] : memref<8x2xf16>
  %v40 = arith.constant 0xB600 : f16
  memref.store %v40, %in2[%c3, %c1] : memref<8x2xf16>
  %v41 = arith.constant 0x4200 : f16
  memref.store %v41, %in2[%c4, %c0] : memref<8x2xf16>
  %v42 = arith.constant 0x41C0 : f16
  memref.store %v42, %in2[%c4, %c1] : memref<8x2xf16>
  %v43 = arith.constant 0x3C00 : f16
  memref.store %v43, %in2[%c5, %c0] : memref<8x2xf16>
  %v44 = arith.constant 0x0000 : f16
  memref.store %v44, %in2[%c5, %c1] : memref<8x2xf16>
  %v45 = arith.constant 0x8000 : f16
  memref.store %v45, %in2[%c6, %c0] : memref<8x2xf16>
  %v46 = arith.constant 0xBC00 : f16
  memref.store %v46, %in2[%c6, %c1] : memref<8x2xf16>
  %v47 = arith.constant 0x7C00 : f16
  memref.store %v47, %in2[%c7, %c0] : memref<8x2xf16>
  %v48 = arith.constant 0xC200 : f16
  memref.store %v48, %in2[%c7, %c1] : memref<8x2xf16>
  %v49 = arith.constant 0.0 : f16
  memref.store %v49, %out0[%c0, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c0, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c1, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c1, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c2, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c2, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c3, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c3, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c4, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c4, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c5, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c5, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c6, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c6, %c1] : memref<8x2xf16>
  memref.store %v49, %out0[%c7, %c0] : memref<8x2xf16>
  memref.store %v49, %out0[%c7, %c1] : memref<8x2xf16>
  %v50 = arith.constant 0.0 : f16
  memref.store %v50, %out1[%c0, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c0, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c1, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c1, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c2, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c2, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c3, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c3, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c4, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c4, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c5, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c5, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c6, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c6, %c1] : memref<8x2xf16>
  memref.store %v50, %out1[%c7, %c0] : memref<8x2xf16>
  memref.store %v50, %out1[%c7, %c1] : memref<8x2xf16>
  affine.for %n0i0 = 0 to 7 step 3 {
    affine.for %n0i1 = 0 to 2 {
      %v51 = arith.constant 0x03FF : f16
      %v53 = affine.for %k52 = 0 to 3 iter_args(%v54 = %v51) -> (f16) {
        %v55 = affine.load %in2[%n0i0, %n0i1] : memref<8x2xf16>
        %v56 = arith.minnumf %v54, %v55 : f16
        affine.yield %v56 : f16
      }
      %v57 = arith.constant 0x3D00 : f16
      %v58 = math.absf %v57 : f16
      %v59 = affine.load %in1[5, %n0i1] : memref<8x2xf16>
      %v60 = math.absf %v59 : f16
      %v61 = arith.remf %v58, %v60 : f16
      %v62 = math.absf %v53 : f16
      %v63 = arith.maximumf %v61, %v62 : f16
      %v64 = affine.load %in2[%n0i0, (%n0i1 * 2 + %n0i0 - 1) mod 2] : memref<8x2xf16>
      %v65 = math.sqrt %v64 : f16
      %v66 = affine.load %in1[(%n0i1 * 2) mod 8, %n0i1] : memref<8x2xf16>
      %v67 = arith.constant 0xBE80 : f16
      %v68 = arith.mulf %v66, %v67 : f16
      %v69 = arith.minnumf %v65, %v68 : f16
      %v70 = arith.divf %v63, %v69 : f16
      affine.store %v70, %out1[%n0i0, %n0i1] : memref<8x2xf16>
    }
  }
  affine.for %n1i0 = 0 to 8 {
    affine.for %n1i1 = 0 to 2 {
      %v71 = arith.constant 0x3C00 : f16
      %v73 = affine.for %k72 = 0 to 6 iter_args(%v74 = %v71) -> (f16) {
        %v75 = affine.load %in1[(%n1i1 * 3 + 2) mod 8, %n1i1] : memref<8x2xf16>
        %v76 = arith.addf %v74, %v75 : f16
        affine.yield %v76 : f16
      }
      %v77 = affine.load %in1[%n1i0, %n1i1] : memref<8x2xf16>
      %v78 = affine.load %in1[%n1i0, %n1i1] : memref<8x2xf16>
      %v79 = arith.negf %v78 : f16
      %v80 = arith.remf %v77, %v79 : f16
      %v81 = affine.load %in2[%n1i0, %n1i1] : memref<8x2xf16>
      %v82 = affine.load %in2[(%n1i0 * 2 + 4) mod 8, %n1i1] : memref<8x2xf16>
      %v83 = arith.addf %v81, %v82 : f16
      %v85 = arith.constant 0x3C00 : f16
      %v84 = arith.cmpf uno, %v73, %v73 : f16
      %v86 = arith.select %v84, %v85, %v73 : f16
      %v87 = math.copysign %v83, %v86 : f16
      %v88 = arith.divf %v80, %v87 : f16
      affine.store %v88, %out0[%n1i0, %n1i1] : memref<8x2xf16>
      %v90 = affine.load %in0[(%n1i0 + %n1i1) mod 8, %n1i1] : memref<8x2xf16>
      %v91 = arith.index_cast %n1i1 : index to i32
      %v92 = arith.sitofp %v91 : i32 to f16
      %v93 = arith.minnumf %v90, %v92 : f16
      %v94 = arith.constant 0xFC00 : f16
      %v95 = arith.cmpf one, %v93, %v94 : f16
      %v96 = arith.index_cast %n1i0 : index to i32
      %v97 = arith.sitofp %v96 : i32 to f32
      %v98 = arith.index_cast %n1i0 : index to i32
      %v99 = arith.sitofp %v98 : i32 to f32
      %v100 = arith.index_cast %n1i0 : index to i32
      %v101 = arith.sitofp %v100 : i32 to f32
      %v102 = arith.divf %v99, %v101 : f32
      %v103 = arith.select %v95, %v97, %v102 : f32
      %v89 = arith.truncf %v103 : f32 to f16
      affine.store %v89, %out1[%n1i0, %n1i1] : memref<8x2xf16>
    }
  }
  return
}
