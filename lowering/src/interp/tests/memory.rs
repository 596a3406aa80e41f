//! Memref layouts, views and memory operations.

use super::*;

#[test]
fn column_major_layout() {
    let src = r#"
#cm = affine_map<(d0, d1) -> (d1, d0)>
func.func @f() -> (f32, index) {
  %m = memref.alloc() : memref<3x4xf32, #cm>
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c10 = arith.constant 10 : i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      %f = arith.sitofp %v : i32 to f32
      affine.store %f, %m[%i, %j] : memref<3x4xf32, #cm>
    }
  }
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %m[%c2, %c1] : memref<3x4xf32, #cm>
  // The buffer is column-major: reinterpret it flat and read element 1*3 + 2.
  %flat = memref.reinterpret_cast %m to offset: [0], sizes: [12], strides: [1] : memref<3x4xf32, #cm> to memref<12xf32>
  %c5 = arith.constant 5 : index
  %y = memref.load %flat[%c5] : memref<12xf32>
  %yi = arith.fptosi %y : f32 to i32
  %yx = arith.index_cast %yi : i32 to index
  return %x, %yx : f32, index
}
"#;
    let (r, _) = run(src, "f", vec![]);
    assert_eq!(r, vec![RtValue::F32(21.0), RtValue::Index(21)]);
}

#[test]
fn tiled_layout() {
    let src = r#"
#tile = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)>
func.func @f(%out: memref<16xi32>) {
  %m = memref.alloc() : memref<4x4xi32, #tile>
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c4 = arith.constant 4 : i32
      %t = arith.muli %ii, %c4 : i32
      %v = arith.addi %t, %jj : i32
      affine.store %v, %m[%i, %j] : memref<4x4xi32, #tile>
    }
  }
  // Read back through the logical view into %out (row-major).
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %v = affine.load %m[%i, %j] : memref<4x4xi32, #tile>
      affine.store %v, %out[%i * 4 + %j] : memref<16xi32>
    }
  }
  memref.dealloc %m : memref<4x4xi32, #tile>
  return
}
"#;
    let mut it = interp(src);
    let out = it.memory_mut().memref_from_i32(&[16], &[0; 16]).unwrap();
    it.call("f", vec![RtValue::MemRef(out.clone())], &mut Vec::new())
        .unwrap();
    assert_eq!(
        it.memory_mut().read_i32(&out).unwrap(),
        (0..16).collect::<Vec<i32>>()
    );
}

#[test]
fn tiled_layout_physical_order() {
    let src = r#"
#tile = affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2, d0 mod 2, d1 mod 2)>
func.func @f(%m: memref<4x4xi32, #tile>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %c4 = arith.constant 4 : i32
      %t = arith.muli %ii, %c4 : i32
      %v = arith.addi %t, %jj : i32
      affine.store %v, %m[%i, %j] : memref<4x4xi32, #tile>
    }
  }
  return
}
"#;
    let mut it = interp(src);
    let m = it.alloc_param("f", 0, &[]).unwrap();
    it.call("f", vec![RtValue::MemRef(m.clone())], &mut Vec::new())
        .unwrap();
    let Some(Storage::Host(bytes)) = it.memory().storage(m.buffer) else {
        panic!("no buffer")
    };
    let phys: Vec<i32> = bytes
        .chunks(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    // Tile (0,0) holds [0,1,4,5], tile (0,1) [2,3,6,7], tile (1,0) [8,9,12,13], ...
    assert_eq!(
        phys,
        vec![0, 1, 4, 5, 2, 3, 6, 7, 8, 9, 12, 13, 10, 11, 14, 15]
    );
    // The logical view reads back row-major.
    assert_eq!(
        it.memory_mut().read_i32(&m).unwrap(),
        (0..16).collect::<Vec<i32>>()
    );
}

#[test]
fn strided_subview_and_reshapes() {
    let src = r#"
func.func @f(%m: memref<4x6xf32>) -> (f32, f32, f32, f32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %sv = memref.subview %m[1, 1] [2, 3] [1, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 2], offset: 7>>
  %a = memref.load %sv[%c1, %c2] : memref<2x3xf32, strided<[6, 2], offset: 7>>
  %row = memref.subview %m[2, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<6xf32, strided<[1], offset: 12>>
  %b = memref.load %row[%c1] : memref<6xf32, strided<[1], offset: 12>>
  %col = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %c17 = arith.constant 17 : index
  %c = memref.load %col[%c17] : memref<24xf32>
  %ex = memref.expand_shape %col [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %d = memref.load %ex[%c1, %c2, %c1] : memref<2x3x4xf32>
  %dyn = memref.cast %sv : memref<2x3xf32, strided<[6, 2], offset: 7>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n = memref.dim %dyn, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %a, %b, %c, %d, %n : f32, f32, f32, f32, index
}
"#;
    let mut it = interp(src);
    let data: Vec<f32> = (0..24).map(|x| x as f32).collect();
    let m = it.memory_mut().memref_from_f32(&[4, 6], &data).unwrap();
    let r = it
        .call("f", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap();
    // sv[1][2] = m[2][5] -> offset 7 + 6 + 4 = 17
    assert_eq!(
        r,
        vec![
            RtValue::F32(17.0),
            RtValue::F32(13.0),
            RtValue::F32(17.0),
            RtValue::F32(21.0),
            RtValue::Index(3)
        ]
    );
}

#[test]
fn dynamic_shapes_alloc_copy_view() {
    let src = r#"
func.func @f(%n: index) -> (f32, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloca(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<?xf32>
  }
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  %last = arith.subi %n, %c1 : index
  %x = memref.load %b[%last] : memref<?xf32>
  %bytes = arith.constant 64 : index
  %raw = memref.alloc() : memref<64xi8>
  %v = memref.view %raw[%c0][%n] : memref<64xi8> to memref<?xf32>
  %d = memref.dim %v, %c0 : memref<?xf32>
  %r = memref.rank %v : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  memref.dealloc %raw : memref<64xi8>
  return %x, %d, %r : f32, index, index
}
"#;
    let (r, _) = run(src, "f", vec![RtValue::Index(7)]);
    assert_eq!(
        r,
        vec![RtValue::F32(6.0), RtValue::Index(7), RtValue::Index(1)]
    );
}

#[test]
fn globals_atomics_dma() {
    let src = r#"
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" @acc : memref<1xf32> = dense<0.0>
func.func @f() -> (i32, f32, f32, i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %t = memref.get_global @table : memref<4xi32>
  %x = memref.load %t[%c3] : memref<4xi32>
  %g = memref.get_global @acc : memref<1xf32>
  %v = arith.constant 2.5 : f32
  %old = memref.atomic_rmw addf %v, %g[%c0] : (f32, memref<1xf32>) -> f32
  %old2 = memref.atomic_rmw addf %v, %g[%c0] : (f32, memref<1xf32>) -> f32
  %dst = memref.alloc() : memref<2x2xi32>
  %tag = memref.alloc() : memref<1xi32>
  %n = arith.constant 4 : index
  affine.dma_start %t[%c0], %dst[%c0, %c0], %tag[%c0], %n : memref<4xi32>, memref<2x2xi32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  %c1 = arith.constant 1 : index
  %y = memref.load %dst[%c1, %c0] : memref<2x2xi32>
  return %x, %old, %old2, %y : i32, f32, f32, i32
}
"#;
    let (r, _) = run(src, "f", vec![]);
    assert_eq!(
        r,
        vec![
            RtValue::i32(4),
            RtValue::F32(0.0),
            RtValue::F32(2.5),
            RtValue::i32(3)
        ]
    );
}

#[test]
fn host_memref_roundtrip_with_layout_param() {
    let src = r#"
func.func @scale(%m: memref<2x3xf32, strided<[1, 2]>>, %s: f32) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %x = affine.load %m[%i, %j] : memref<2x3xf32, strided<[1, 2]>>
      %y = arith.mulf %x, %s : f32
      affine.store %y, %m[%i, %j] : memref<2x3xf32, strided<[1, 2]>>
    }
  }
  return
}
"#;
    let mut it = interp(src);
    let m = it.alloc_param("scale", 0, &[]).unwrap();
    assert_eq!(m.strides, vec![1, 2]);
    let bytes: Vec<u8> = [1f32, 2., 3., 4., 5., 6.]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    it.memory_mut().write_bytes(&m, &bytes).unwrap();
    it.call(
        "scale",
        vec![RtValue::MemRef(m.clone()), RtValue::F32(2.0)],
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(
        it.memory_mut().read_f32(&m).unwrap(),
        vec![2., 4., 6., 8., 10., 12.]
    );
}
