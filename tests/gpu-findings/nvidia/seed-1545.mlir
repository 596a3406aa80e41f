// tessera differential fuzzing, seed 1545
func.func @main() {
  %in0 = memref.alloc() : memref<7x8xf32>
  %in1 = memref.alloc() : memref<7x8xf32>
  %out0 = memref.alloc() : memref<7x8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %v1 = arith.constant 0xC3000000 : f32
  memref.store %v1, %in0[%c0, %c0] : memref<7x8xf32>
  %v2 = arith.constant 0xC2C80000 : f32
  memref.store %v2, %in0[%c0, %c1] : memref<7x8xf32>
  %v3 = arith.constant 0xBEFFFFFF : f32
  memref.store %v3, %in0[%c0, %c2] : memref<7x8xf32>
  %v4 = arith.constant 0x00000001 : f32
  memref.store %v4, %in0[%c0, %c3] : memref<7x8xf32>
  %v5 = arith.constant 0x7F800000 : f32
  memref.store %v5, %in0[%c0, %c4] : memref<7x8xf32>
  %v6 = arith.constant 0x00000000 : f32
  memref.store %v6, %in0[%c0, %c5] : memref<7x8xf32>
  %v7 = arith.constant 0x00000000 : f32
  memref.store %v7, %in0[%c0, %c6] : memref<7x8xf32>
  %v8 = arith.constant 0x40480000 : f32
  memref.store %v8, %in0[%c0, %c7] : memref<7x8xf32>
  %v9 = arith.constant 0x47800000 : f32
  memref.store %v9, %in0[%c1, %c0] : memref<7x8xf32>
  %v10 = arith.constant 0xC0700000 : f32
  memref.store %v10, %in0[%c1, %c1] : memref<7x8xf32>
  %v11 = arith.constant 0x3FB00000 : f32
  memref.store %v11, %in0[%c1, %c2] : memref<7x8xf32>
  %v12 = arith.constant 0x7F800000 : f32
  memref.store %v12, %in0[%c1, %c3] : memref<7x8xf32>
  %v13 = arith.constant 0xC3000000 : f32
  memref.store %v13, %in0[%c1, %c4] : memref<7x8xf32>
  %v14 = arith.constant 0xBF400000 : f32
  memref.store %v14, %in0[%c1, %c5] : memref<7x8xf32>
  %v15 = arith.constant 0x00000000 : f32
  memref.store %v15, %in0[%c1, %c6] : memref<7x8xf32>
  %v16 = arith.constant 0xBFC00000 : f32
  memref.store %v16, %in0[%c1, %c7] : memref<7x8xf32>
  %v17 = arith.constant 0x4B000001 : f32
  memref.store %v17, %in0[%c2, %c0] : memref<7x8xf32>
  %v18 = arith.constant 0x4F000000 : f32
  memref.store %v18, %in0[%c2, %c1] : memref<7x8xf32>
  %v19 = arith.constant 0x3E000000 : f32
  memref.store %v19, %in0[%c2, %c2] : memref<7x8xf32>
  %v20 = arith.constant 0x7FC00000 : f32
  memref.store %v20, %in0[%c2, %c3] : memref<7x8xf32>
  %v21 = arith.constant 0xBF800000 : f32
  memref.store %v21, %in0[%c2, %c4] : memref<7x8xf32>
  %v22 = arith.constant 0x3F900000 : f32
  memref.store %v22, %in0[%c2, %c5] : memref<7x8xf32>
  %v23 = arith.constant 0x80800000 : f32
  memref.store %v23, %in0[%c2, %c6] : memref<7x8xf32>
  %v24 = arith.constant 0x3FB00000 : f32
  memref.store %v24, %in0[%c2, %c7] : memref<7x8xf32>
  %v25 = arith.constant 0x4F800000 : f32
  memref.store %v25, %in0[%c3, %c0] : memref<7x8xf32>
  %v26 = arith.constant 0x7F800000 : f32
  memref.store %v26, %in0[%c3, %c1] : memref<7x8xf32>
  %v27 = arith.constant 0x4B000001 : f32
  memref.store %v27, %in0[%c3, %c2] : memref<7x8xf32>
  %v28 = arith.constant 0xC3000000 : f32
  memref.store %v28, %in0[%c3, %c3] : memref<7x8xf32>
  %v29 = arith.constant 0x3F000000 : f32
  memref.store %v29, %in0[%c3, %c4] : memref<7x8xf32>
  %v30 = arith.constant 0x7F800000 : f32
  memref.store %v30, %in0[%c3, %c5] : memref<7x8xf32>
  %v31 = arith.constant 0xC0200000 : f32
  memref.store %v31, %in0[%c3, %c6] : memref<7x8xf32>
  %v32 = arith.constant 0xBFC00000 : f32
  memref.store %v32, %in0[%c3, %c7] : memref<7x8xf32>
  %v33 = arith.constant 0xCF800000 : f32
  memref.store %v33, %in0[%c4, %c0] : memref<7x8xf32>
  %v34 = arith.constant 0x807FFFFF : f32
  memref.store %v34, %in0[%c4, %c1] : memref<7x8xf32>
  %v35 = arith.constant 0xC0780000 : f32
  memref.store %v35, %in0[%c4, %c2] : memref<7x8xf32>
  %v36 = arith.constant 0x80000000 : f32
  memref.store %v36, %in0[%c4, %c3] : memref<7x8xf32>
  %v37 = arith.constant 0xBF400000 : f32
  memref.store %v37, %in0[%c4, %c4] : memref<7x8xf32>
  %v38 = arith.constant 0xBFF00000 : f32
  memref.store %v38, %in0[%c4, %c5] : memref<7x8xf32>
  %v39 = arith.constant 0xBFC00000 : f32
  memref.store %v39, %in0[%c4, %c6] : memref<7x8xf32>
  %v40 = arith.constant 0x7FC00000 : f32
  memref.store %v40, %in0[%c4, %c7] : memref<7x8xf32>
  %v41 = arith.constant 0xBEC00000 : f32
  memref.store %v41, %in0[%c5, %c0] : memref<7x8xf32>
  %v42 = arith.constant 0xC3010000 : f32
  memref.store %v42, %in0[%c5, %c1] : memref<7x8xf32>
  %v43 = arith.constant 0xFF7FFFFF : f32
  memref.store %v43, %in0[%c5, %c2] : memref<7x8xf32>
  %v44 = arith.constant 0xBEFFFFFF : f32
  memref.store %v44, %in0[%c5, %c3] : memref<7x8xf32>
  %v45 = arith.constant 0x3F200000 : f32
  memref.store %v45, %in0[%c5, %c4] : memref<7x8xf32>
  %v46 = arith.constant 0xC0400000 : f32
  memref.store %v46, %in0[%c5, %c5] : memref<7x8xf32>
  %v47 = arith.constant 0xC0100000 : f32
  memref.store %v47, %in0[%c5, %c6] : memref<7x8xf32>
  %v48 = arith.constant 0xBF800000 : f32
  memref.store %v48, %in0[%c5, %c7] : memref<7x8xf32>
  %v49 = arith.constant 0x007FFFFF : f32
  memref.store %v49, %in0[%c6, %c0] : memref<7x8xf32>
  %v50 = arith.constant 0x7F800000 : f32
  memref.store %v50, %in0[%c6, %c1] : memref<7x8xf32>
  %v51 = arith.constant 0x40400000 : f32
  memref.store %v51, %in0[%c6, %c2] : memref<7x8xf32>
  %v52 = arith.constant 0x7F800000 : f32
  memref.store %v52, %in0[%c6, %c3] : memref<7x8xf32>
  %v53 = arith.constant 0x80800000 : f32
  memref.store %v53, %in0[%c6, %c4] : memref<7x8xf32>
  %v54 = arith.constant 0x00000000 : f32
  memref.store %v54, %in0[%c6, %c5] : memref<7x8xf32>
  %v55 = arith.constant 0x3F000000 : f32
  memref.store %v55, %in0[%c6, %c6] : memref<7x8xf32>
  %v56 = arith.constant 0x7FC00000 : f32
  memref.store %v56, %in0[%c6, %c7] : memref<7x8xf32>
  %v57 = arith.constant 0xC0780000 : f32
  memref.store %v57, %in1[%c0, %c0] : memref<7x8xf32>
  %v58 = arith.constant 0xC3010000 : f32
  memref.store %v58, %in1[%c0, %c1] : memref<7x8xf32>
  %v59 = arith.constant 0x807FFFFF : f32
  memref.store %v59, %in1[%c0, %c2] : memref<7x8xf32>
  %v60 = arith.constant 0x40800000 : f32
  memref.store %v60, %in1[%c0, %c3] : memref<7x8xf32>
  %v61 = arith.constant 0xC3000000 : f32
  memref.store %v61, %in1[%c0, %c4] : memref<7x8xf32>
  %v62 = arith.constant 0xFF800000 : f32
  memref.store %v62, %in1[%c0, %c5] : memref<7x8xf32>
  %v63 = arith.constant 0xFF800000 : f32
  memref.store %v63, %in1[%c0, %c6] : memref<7x8xf32>
  %v64 = arith.constant 0x7F800000 : f32
  memref.store %v64, %in1[%c0, %c7] : memref<7x8xf32>
  %v65 = arith.constant 0x42C80000 : f32
  memref.store %v65, %in1[%c1, %c0] : memref<7x8xf32>
  %v66 = arith.constant 0xBF200000 : f32
  memref.store %v66, %in1[%c1, %c1] : memref<7x8xf32>
  %v67 = arith.constant 0xBFD00000 : f32
  memref.store %v67, %in1[%c1, %c2] : memref<7x8xf32>
  %v68 = arith.constant 0x7FC00000 : f32
  memref.store %v68, %in1[%c1, %c3] : memref<7x8xf32>
  %v69 = arith.constant 0x00000000 : f32
  memref.store %v69, %in1[%c1, %c4] : memref<7x8xf32>
  %v70 = arith.constant 0x00000000 : f32
  memref.store %v70, %in1[%c1, %c5] : memref<7x8xf32>
  %v71 = arith.constant 0x7FC00000 : f32
  memref.store %v71, %in1[%c1, %c6] : memref<7x8xf32>
  %v72 = arith.constant 0xFF800000 : f32
  memref.store %v72, %in1[%c1, %c7] : memref<7x8xf32>
  %v73 = arith.constant 0x4B000001 : f32
  memref.store %v73, %in1[%c2, %c0] : memref<7x8xf32>
  %v74 = arith.constant 0xBE000000 : f32
  memref.store %v74, %in1[%c2, %c1] : memref<7x8xf32>
  %v75 = arith.constant 0x3EFFFFFF : f32
  memref.store %v75, %in1[%c2, %c2] : memref<7x8xf32>
  %v76 = arith.constant 0x4B000001 : f32
  memref.store %v76, %in1[%c2, %c3] : memref<7x8xf32>
  %v77 = arith.constant 0x42C80000 : f32
  memref.store %v77, %in1[%c2, %c4] : memref<7x8xf32>
  %v78 = arith.constant 0x007FFFFF : f32
  memref.store %v78, %in1[%c2, %c5] : memref<7x8xf32>
  %v79 = arith.constant 0x3F600000 : f32
  memref.store %v79, %in1[%c2, %c6] : memref<7x8xf32>
  %v80 = arith.constant 0x7FC00000 : f32
  memref.store %v80, %in1[%c2, %c7] : memref<7x8xf32>
  %v81 = arith.constant 0x3F200000 : f32
  memref.store %v81, %in1[%c3, %c0] : memref<7x8xf32>
  %v82 = arith.constant 0x461C4000 : f32
  memref.store %v82, %in1[%c3, %c1] : memref<7x8xf32>
  %v83 = arith.constant 0x00000000 : f32
  memref.store %v83, %in1[%c3, %c2] : memref<7x8xf32>
  %v84 = arith.constant 0xBEFFFFFF : f32
  memref.store %v84, %in1[%c3, %c3] : memref<7x8xf32>
  %v85 = arith.constant 0xC2C80000 : f32
  memref.store %v85, %in1[%c3, %c4] : memref<7x8xf32>
  %v86 = arith.constant 0x80000001 : f32
  memref.store %v86, %in1[%c3, %c5] : memref<7x8xf32>
  %v87 = arith.constant 0x43010000 : f32
  memref.store %v87, %in1[%c3, %c6] : memref<7x8xf32>
  %v88 = arith.constant 0x3EFFFFFF : f32
  memref.store %v88, %in1[%c3, %c7] : memref<7x8xf32>
  %v89 = arith.constant 0x00000001 : f32
  memref.store %v89, %in1[%c4, %c0] : memref<7x8xf32>
  %v90 = arith.constant 0xBFA00000 : f32
  memref.store %v90, %in1[%c4, %c1] : memref<7x8xf32>
  %v91 = arith.constant 0x7FC00000 : f32
  memref.store %v91, %in1[%c4, %c2] : memref<7x8xf32>
  %v92 = arith.constant 0x3F000000 : f32
  memref.store %v92, %in1[%c4, %c3] : memref<7x8xf32>
  %v93 = arith.constant 0x47800000 : f32
  memref.store %v93, %in1[%c4, %c4] : memref<7x8xf32>
  %v94 = arith.constant 0x4F000000 : f32
  memref.store %v94, %in1[%c4, %c5] : memref<7x8xf32>
  %v95 = arith.constant 0xC0800000 : f32
  memref.store %v95, %in1[%c4, %c6] : memref<7x8xf32>
  %v96 = arith.constant 0xC3000000 : f32
  memref.store %v96, %in1[%c4, %c7] : memref<7x8xf32>
  %v97 = arith.constant 0x40480000 : f32
  memref.store %v97, %in1[%c5, %c0] : memref<7x8xf32>
  %v98 = arith.constant 0xCF800000 : f32
  memref.store %v98, %in1[%c5, %c1] : memref<7x8xf32>
  %v99 = arith.constant 0xBF200000 : f32
  memref.store %v99, %in1[%c5, %c2] : memref<7x8xf32>
  %v100 = arith.constant 0x80000001 : f32
  memref.store %v100, %in1[%c5, %c3] : memref<7x8xf32>
  %v101 = arith.constant 0x80000000 : f32
  memref.store %v101, %in1[%c5, %c4] : memref<7x8xf32>
  %v102 = arith.constant 0x807FFFFF : f32
  memref.store %v102, %in1[%c5, %c5] : memref<7x8xf32>
  %v103 = arith.constant 0x807FFFFF : f32
  memref.store %v103, %in1[%c5, %c6] : memref<7x8xf32>
  %v104 = arith.constant 0x40580000 : f32
  memref.store %v104, %in1[%c5, %c7] : memref<7x8xf32>
  %v105 = arith.constant 0xC0600000 : f32
  memref.store %v105, %in1[%c6, %c0] : memref<7x8xf32>
  %v106 = arith.constant 0x7FC00000 : f32
  memref.store %v106, %in1[%c6, %c1] : memref<7x8xf32>
  %v107 = arith.constant 0x7F7FFFFF : f32
  memref.store %v107, %in1[%c6, %c2] : memref<7x8xf32>
  %v108 = arith.constant 0x00000000 : f32
  memref.store %v108, %in1[%c6, %c3] : memref<7x8xf32>
  %v109 = arith.constant 0x40200000 : f32
  memref.store %v109, %in1[%c6, %c4] : memref<7x8xf32>
  %v110 = arith.constant 0x40680000 : f32
  memref.store %v110, %in1[%c6, %c5] : memref<7x8xf32>
  %v111 = arith.constant 0x7F800000 : f32
  memref.store %v111, %in1[%c6, %c6] : memref<7x8xf32>
  %v112 = arith.constant 0x4F000000 : f32
  memref.store %v112, %in1[%c6, %c7] : memref<7x8xf32>
  %v113 = arith.constant 0.0 : f32
  memref.store %v113, %out0[%c0, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c0, %c7] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c1, %c7] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c2, %c7] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c3, %c7] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c4, %c7] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c5, %c7] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c0] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c1] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c2] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c3] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c4] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c5] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c6] : memref<7x8xf32>
  memref.store %v113, %out0[%c6, %c7] : memref<7x8xf32>
  affine.for %n0i0 = 0 to 7 step 3 {
    affine.for %n0i1 = 0 to 8 step 2 {
      %v114 = arith.constant 0x3F000000 : f32
      %v116 = affine.for %k115 = 0 to 2 iter_args(%v117 = %v114) -> (f32) {
        %v118 = arith.constant 0xBFF00000 : f32
        %v119 = arith.addf %v117, %v118 : f32
        affine.yield %v119 : f32
      }
      %v120 = affine.load %in0[%n0i0, (%n0i1 * 2 + 3) mod 8] : memref<7x8xf32>
      %v121 = affine.load %in0[(%n0i0 * 2 + %n0i0 + 1) mod 7, %n0i1] : memref<7x8xf32>
      %v123 = arith.constant 0x3F800000 : f32
      %v122 = arith.cmpf uno, %v121, %v121 : f32
      %v124 = arith.select %v122, %v123, %v121 : f32
      %v125 = math.copysign %v120, %v124 : f32
      %v126 = arith.constant 0x007FFFFF : f32
      %v127 = affine.load %in0[%n0i0, %n0i1] : memref<7x8xf32>
      %v128 = arith.mulf %v126, %v127 : f32
      %v129 = arith.cmpf olt, %v125, %v128 : f32
      %v130 = affine.load %in1[(%n0i0 + 4) mod 7, %n0i1] : memref<7x8xf32>
      %v131 = math.sqrt %v130 : f32
      %v132 = math.round %v116 : f32
      %v134 = arith.constant 0x3F800000 : f32
      %v133 = arith.cmpf uno, %v132, %v132 : f32
      %v135 = arith.select %v133, %v134, %v132 : f32
      %v136 = math.copysign %v131, %v135 : f32
      %v137 = arith.index_cast %n0i1 : index to i32
      %v138 = arith.sitofp %v137 : i32 to f32
      %v139 = affine.load %in0[(%n0i1 * 2 + %n0i1 + 4) mod 7, %n0i1] : memref<7x8xf32>
      %v140 = arith.subf %v138, %v139 : f32
      %v141 = math.round %v140 : f32
      %v142 = arith.select %v129, %v136, %v141 : f32
      affine.store %v142, %out0[%n0i0, %n0i1] : memref<7x8xf32>
    }
  }
  affine.for %n1i0 = 1 to 7 step 2 {
    affine.for %n1i1 = 0 to 8 {
      %v143 = arith.constant 0x3F600000 : f32
      %v147 = arith.constant 0 : index
      %v148 = arith.constant 7 : index
      %v149 = arith.constant 1 : index
      %v145 = scf.for %k144 = %v147 to %v148 step %v149 iter_args(%v146 = %v143) -> (f32) {
        %v152 = arith.constant 2147483647 : i32
        %v153 = arith.index_cast %n1i0 : index to i32
        %v154 = arith.constant 0 : i32
        %v155 = arith.constant 1 : i32
        %v156 = arith.constant -1 : i32
        %v157 = arith.constant -2147483648 : i32
        %v158 = arith.cmpi eq, %v153, %v154 : i32
        %v159 = arith.select %v158, %v155, %v153 : i32
        %v160 = arith.cmpi eq, %v152, %v157 : i32
        %v161 = arith.cmpi eq, %v159, %v156 : i32
        %v162 = arith.andi %v160, %v161 : i1
        %v163 = arith.select %v162, %v155, %v159 : i32
        %v151 = arith.ceildivsi %v152, %v163 : i32
        %v150 = arith.uitofp %v151 : i32 to f32
        %v164 = arith.minnumf %v146, %v150 : f32
        scf.yield %v164 : f32
      }
      %v165 = affine.load %in0[%n1i0, (%n1i0 * 3 + %n1i1 - 1) mod 8] : memref<7x8xf32>
      %v166 = math.absf %v165 : f32
      %v167 = math.round %v145 : f32
      %v168 = arith.cmpf ugt, %v166, %v167 : f32
      %v169 = scf.if %v168 -> (f32) {
        %v170 = affine.load %in0[%n1i0, %n1i1] : memref<7x8xf32>
        %v171 = arith.addf %v170, %v145 : f32
        %v172 = affine.load %in1[%n1i0, %n1i1] : memref<7x8xf32>
        %v173 = arith.minimumf %v171, %v172 : f32
        scf.yield %v173 : f32
      } else {
        %v174 = arith.constant 0x3F200000 : f32
        %v175 = math.absf %v174 : f32
        %v176 = arith.constant 0xBE800000 : f32
        %v177 = arith.negf %v176 : f32
        %v178 = arith.remf %v175, %v177 : f32
        %v179 = math.ceil %v178 : f32
        scf.yield %v179 : f32
      }
      affine.if affine_set<(d0) : (d0 * -2 + 0 >= 0)>(%n1i1) {
        %v180 = math.ceil %v145 : f32
        %v181 = math.sqrt %v180 : f32
        %v182 = arith.negf %v181 : f32
        affine.store %v182, %out0[%n1i0, %n1i1] : memref<7x8xf32>
      }
    }
  }
  return
}
