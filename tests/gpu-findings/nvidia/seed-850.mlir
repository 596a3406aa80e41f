// tessera differential fuzzing, seed 850
func.func @main() {
  %in0 = memref.alloc() : memref<22xf16>
  %in1 = memref.alloc() : memref<22xf16>
  %in2 = memref.alloc() : memref<22xf16>
  %out0 = memref.alloc() : memref<22xf16>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c14 = arith.constant 14 : index
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c17 = arith.constant 17 : index
  %c18 = arith.constant 18 : index
  %c19 = arith.constant 19 : index
  %c20 = arith.constant 20 : index
  %c21 = arith.constant 21 : index
  %v1 = arith.constant 0x0000 : f16
  memref.store %v1, %in0[%c0] : memref<22xf16>
  %v2 = arith.constant 0x3D00 : f16
  memref.store %v2, %in0[%c1] : memref<22xf16>
  %v3 = arith.constant 0xC280 : f16
  memref.store %v3, %in0[%c2] : memref<22xf16>
  %v4 = arith.constant 0x8000 : f16
  memref.store %v4, %in0[%c3] : memref<22xf16>
  %v5 = arith.constant 0x0000 : f16
  memref.store %v5, %in0[%c4] : memref<22xf16>
  %v6 = arith.constant 0x8000 : f16
  memref.store %v6, %in0[%c5] : memref<22xf16>
  %v7 = arith.constant 0xBE00 : f16
  memref.store %v7, %in0[%c6] : memref<22xf16>
  %v8 = arith.constant 0xC2C0 : f16
  memref.store %v8, %in0[%c7] : memref<22xf16>
  %v9 = arith.constant 0x4180 : f16
  memref.store %v9, %in0[%c8] : memref<22xf16>
  %v10 = arith.constant 0x3C00 : f16
  memref.store %v10, %in0[%c9] : memref<22xf16>
  %v11 = arith.constant 0x8000 : f16
  memref.store %v11, %in0[%c10] : memref<22xf16>
  %v12 = arith.constant 0xB000 : f16
  memref.store %v12, %in0[%c11] : memref<22xf16>
  %v13 = arith.constant 0xBB00 : f16
  memref.store %v13, %in0[%c12] : memref<22xf16>
  %v14 = arith.constant 0x7C00 : f16
  memref.store %v14, %in0[%c13] : memref<22xf16>
  %v15 = arith.constant 0x42C0 : f16
  memref.store %v15, %in0[%c14] : memref<22xf16>
  %v16 = arith.constant 0xC3C0 : f16
  memref.store %v16, %in0[%c15] : memref<22xf16>
  %v17 = arith.constant 0x8000 : f16
  memref.store %v17, %in0[%c16] : memref<22xf16>
  %v18 = arith.constant 0x3C80 : f16
  memref.store %v18, %in0[%c17] : memref<22xf16>
  %v19 = arith.constant 0x3E80 : f16
  memref.store %v19, %in0[%c18] : memref<22xf16>
  %v20 = arith.constant 0xBC80 : f16
  memref.store %v20, %in0[%c19] : memref<22xf16>
  %v21 = arith.constant 0xC380 : f16
  memref.store %v21, %in0[%c20] : memref<22xf16>
  %v22 = arith.constant 0x7C00 : f16
  memref.store %v22, %in0[%c21] : memref<22xf16>
  %v23 = arith.constant 0x3800 : f16
  memref.store %v23, %in1[%c0] : memref<22xf16>
  %v24 = arith.constant 0xC1C0 : f16
  memref.store %v24, %in1[%c1] : memref<22xf16>
  %v25 = arith.constant 0x4300 : f16
  memref.store %v25, %in1[%c2] : memref<22xf16>
  %v26 = arith.constant 0x3C80 : f16
  memref.store %v26, %in1[%c3] : memref<22xf16>
  %v27 = arith.constant 0x4200 : f16
  memref.store %v27, %in1[%c4] : memref<22xf16>
  %v28 = arith.constant 0x8000 : f16
  memref.store %v28, %in1[%c5] : memref<22xf16>
  %v29 = arith.constant 0x4040 : f16
  memref.store %v29, %in1[%c6] : memref<22xf16>
  %v30 = arith.constant 0x4300 : f16
  memref.store %v30, %in1[%c7] : memref<22xf16>
  %v31 = arith.constant 0xB600 : f16
  memref.store %v31, %in1[%c8] : memref<22xf16>
  %v32 = arith.constant 0x0000 : f16
  memref.store %v32, %in1[%c9] : memref<22xf16>
  %v33 = arith.constant 0x4380 : f16
  memref.store %v33, %in1[%c10] : memref<22xf16>
  %v34 = arith.constant 0x7C00 : f16
  memref.store %v34, %in1[%c11] : memref<22xf16>
  %v35 = arith.constant 0xB900 : f16
  memref.store %v35, %in1[%c12] : memref<22xf16>
  %v36 = arith.constant 0xC280 : f16
  memref.store %v36, %in1[%c13] : memref<22xf16>
  %v37 = arith.constant 0x0000 : f16
  memref.store %v37, %in1[%c14] : memref<22xf16>
  %v38 = arith.constant 0xC180 : f16
  memref.store %v38, %in1[%c15] : memref<22xf16>
  %v39 = arith.constant 0x3900 : f16
  memref.store %v39, %in1[%c16] : memref<22xf16>
  %v40 = arith.constant 0xBD80 : f16
  memref.store %v40, %in1[%c17] : memref<22xf16>
  %v41 = arith.constant 0x42C0 : f16
  memref.store %v41, %in1[%c18] : memref<22xf16>
  %v42 = arith.constant 0x42C0 : f16
  memref.store %v42, %in1[%c19] : memref<22xf16>
  %v43 = arith.constant 0xBD80 : f16
  memref.store %v43, %in1[%c20] : memref<22xf16>
  %v44 = arith.constant 0xBA00 : f16
  memref.store %v44, %in1[%c21] : memref<22xf16>
  %v45 = arith.constant 0x8000 : f16
  memref.store %v45, %in2[%c0] : memref<22xf16>
  %v46 = arith.constant 0x8400 : f16
  memref.store %v46, %in2[%c1] : memref<22xf16>
  %v47 = arith.constant 0x83FF : f16
  memref.store %v47, %in2[%c2] : memref<22xf16>
  %v48 = arith.constant 0x03FF : f16
  memref.store %v48, %in2[%c3] : memref<22xf16>
  %v49 = arith.constant 0xBC00 : f16
  memref.store %v49, %in2[%c4] : memref<22xf16>
  %v50 = arith.constant 0x7C00 : f16
  memref.store %v50, %in2[%c5] : memref<22xf16>
  %v51 = arith.constant 0x5800 : f16
  memref.store %v51, %in2[%c6] : memref<22xf16>
  %v52 = arith.constant 0x4380 : f16
  memref.store %v52, %in2[%c7] : memref<22xf16>
  %v53 = arith.constant 0xFC00 : f16
  memref.store %v53, %in2[%c8] : memref<22xf16>
  %v54 = arith.constant 0x37FF : f16
  memref.store %v54, %in2[%c9] : memref<22xf16>
  %v55 = arith.constant 0xBC00 : f16
  memref.store %v55, %in2[%c10] : memref<22xf16>
  %v56 = arith.constant 0xC040 : f16
  memref.store %v56, %in2[%c11] : memref<22xf16>
  %v57 = arith.constant 0x5808 : f16
  memref.store %v57, %in2[%c12] : memref<22xf16>
  %v58 = arith.constant 0xFC00 : f16
  memref.store %v58, %in2[%c13] : memref<22xf16>
  %v59 = arith.constant 0x7C00 : f16
  memref.store %v59, %in2[%c14] : memref<22xf16>
  %v60 = arith.constant 0x0001 : f16
  memref.store %v60, %in2[%c15] : memref<22xf16>
  %v61 = arith.constant 0x4100 : f16
  memref.store %v61, %in2[%c16] : memref<22xf16>
  %v62 = arith.constant 0x7BFF : f16
  memref.store %v62, %in2[%c17] : memref<22xf16>
  %v63 = arith.constant 0xC280 : f16
  memref.store %v63, %in2[%c18] : memref<22xf16>
  %v64 = arith.constant 0x3C80 : f16
  memref.store %v64, %in2[%c19] : memref<22xf16>
  %v65 = arith.constant 0x7C00 : f16
  memref.store %v65, %in2[%c20] : memref<22xf16>
  %v66 = arith.constant 0xFC00 : f16
  memref.store %v66, %in2[%c21] : memref<22xf16>
  %v67 = arith.constant 0.0 : f16
  memref.store %v67, %out0[%c0] : memref<22xf16>
  memref.store %v67, %out0[%c1] : memref<22xf16>
  memref.store %v67, %out0[%c2] : memref<22xf16>
  memref.store %v67, %out0[%c3] : memref<22xf16>
  memref.store %v67, %out0[%c4] : memref<22xf16>
  memref.store %v67, %out0[%c5] : memref<22xf16>
  memref.store %v67, %out0[%c6] : memref<22xf16>
  memref.store %v67, %out0[%c7] : memref<22xf16>
  memref.store %v67, %out0[%c8] : memref<22xf16>
  memref.store %v67, %out0[%c9] : memref<22xf16>
  memref.store %v67, %out0[%c10] : memref<22xf16>
  memref.store %v67, %out0[%c11] : memref<22xf16>
  memref.store %v67, %out0[%c12] : memref<22xf16>
  memref.store %v67, %out0[%c13] : memref<22xf16>
  memref.store %v67, %out0[%c14] : memref<22xf16>
  memref.store %v67, %out0[%c15] : memref<22xf16>
  memref.store %v67, %out0[%c16] : memref<22xf16>
  memref.store %v67, %out0[%c17] : memref<22xf16>
  memref.store %v67, %out0[%c18] : memref<22xf16>
  memref.store %v67, %out0[%c19] : memref<22xf16>
  memref.store %v67, %out0[%c20] : memref<22xf16>
  memref.store %v67, %out0[%c21] : memref<22xf16>
  affine.for %n0i0 = 0 to 22 {
    %v68 = arith.constant 0xB000 : f16
    %v72 = arith.constant 0 : index
    %v73 = arith.constant 4 : index
    %v74 = arith.constant 1 : index
    %v70 = scf.for %k69 = %v72 to %v73 step %v74 iter_args(%v71 = %v68) -> (f16) {
      %v77 = arith.constant 2 : index
      %v78 = arith.constant 3 : index
      %v79 = arith.constant 22 : index
      %v80 = arith.muli %k69, %v77 : index
      %v81 = arith.addi %v80, %v78 : index
      %v76 = arith.remui %v81, %v79 : index
      %v75 = memref.load %in2[%v76] : memref<22xf16>
      %v82 = math.absf %v75 : f16
      %v83 = math.sqrt %v82 : f16
      %v84 = arith.maxnumf %v71, %v83 : f16
      scf.yield %v84 : f16
    }
    %v85 = math.absf %v70 : f16
    %v86 = affine.load %in1[9] : memref<22xf16>
    %v87 = affine.load %in0[(%n0i0 * 2 + 2) mod 22] : memref<22xf16>
    %v88 = arith.addf %v86, %v87 : f16
    %v89 = arith.index_cast %n0i0 : index to i32
    %v90 = arith.sitofp %v89 : i32 to f16
    %v92 = arith.constant 0x3C00 : f16
    %v91 = arith.cmpf uno, %v90, %v90 : f16
    %v93 = arith.select %v91, %v92, %v90 : f16
    %v94 = math.copysign %v70, %v93 : f16
    %v95 = affine.load %in1[(%n0i0 * 3 + 1) mod 22] : memref<22xf16>
    %v96 = affine.load %in2[%n0i0] : memref<22xf16>
    %v97 = arith.minimumf %v95, %v96 : f16
    %v98 = arith.cmpf true, %v88, %v97 : f16
    %v99 = affine.load %in1[%n0i0] : memref<22xf16>
    %v100 = affine.load %in1[(%n0i0 * 3 - 2) mod 22] : memref<22xf16>
    %v101 = arith.remf %v99, %v100 : f16
    %v102 = affine.load %in2[%n0i0] : memref<22xf16>
    %v103 = arith.select %v98, %v101, %v102 : f16
    affine.store %v103, %out0[%n0i0] : memref<22xf16>
  }
  return
}
