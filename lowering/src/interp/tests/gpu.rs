//! GPU execution: launches, barriers with workgroup memory, kernels, subgroup ops, hooks.

use super::*;

pub(super) const REVERSE: &str = r#"
func.func @rev(%in: memref<64xf32>, %out: memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  %c31 = arith.constant 31 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<32xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    %base = arith.muli %bx, %c32 : index
    %g = arith.addi %base, %tx : index
    %v = memref.load %in[%g] : memref<64xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    %pv = memref.load %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    memref.store %pv, %sh[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = arith.subi %c31, %tx : index
    %w = memref.load %sh[%r] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %w, %out[%g] : memref<64xf32>
    gpu.terminator
  }
  return
}
"#;

#[test]
fn launch_with_barrier_and_workgroup_memory() {
    let mut it = interp(REVERSE);
    let data: Vec<f32> = (0..64).map(|x| x as f32).collect();
    let mi = it.memory_mut().memref_from_f32(&[64], &data).unwrap();
    let mo = it.memory_mut().memref_from_f32(&[64], &[0.0; 64]).unwrap();
    it.call(
        "rev",
        vec![RtValue::MemRef(mi), RtValue::MemRef(mo.clone())],
        &mut Vec::new(),
    )
    .unwrap();
    let o = it.memory_mut().read_f32(&mo).unwrap();
    for (g, &x) in o.iter().enumerate() {
        let (b, t) = (g / 32, g % 32);
        assert_eq!(x, (b * 32 + 31 - t) as f32, "out[{g}]");
    }
}

const KERNELS: &str = r#"
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @add(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) kernel {
      %i = gpu.block_id x
      %x = memref.load %a[%i] : memref<8xf32>
      %y = memref.load %b[%i] : memref<8xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i] : memref<8xf32>
      gpu.return
    }
    gpu.func @sg(%out: memref<64xi32>, %sh: memref<64xi32>) kernel {
      %t = gpu.thread_id x
      %v = arith.index_cast %t : index to i32
      %r = gpu.subgroup_reduce add %v : (i32) -> i32
      memref.store %r, %out[%t] : memref<64xi32>
      %one = arith.constant 1 : i32
      %w = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %one, %w : i32
      memref.store %s, %sh[%t] : memref<64xi32>
      gpu.return
    }
  }
  func.func @main(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@add blocks in (%c8, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<8xf32>, %b : memref<8xf32>, %c : memref<8xf32>)
    return
  }
  func.func @subgroups(%o: memref<64xi32>, %s: memref<64xi32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@sg blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%o : memref<64xi32>, %s : memref<64xi32>)
    return
  }
}
"#;

#[test]
fn launch_func_runs_kernel() {
    let mut it = interp(KERNELS);
    let mem = it.memory_mut();
    let a = mem
        .memref_from_f32(&[8], &[1., 2., 3., 4., 5., 6., 7., 8.])
        .unwrap();
    let b = mem.memref_from_f32(&[8], &[10.; 8]).unwrap();
    let c = mem.memref_from_f32(&[8], &[0.; 8]).unwrap();
    it.call(
        "main",
        vec![
            RtValue::MemRef(a),
            RtValue::MemRef(b),
            RtValue::MemRef(c.clone()),
        ],
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(
        it.memory_mut().read_f32(&c).unwrap(),
        vec![11., 12., 13., 14., 15., 16., 17., 18.]
    );
}

#[test]
fn subgroup_reduce_and_shuffle() {
    let mut it = interp(KERNELS);
    let o = it.memory_mut().memref_from_i32(&[64], &[0; 64]).unwrap();
    let s = it.memory_mut().memref_from_i32(&[64], &[0; 64]).unwrap();
    it.call(
        "subgroups",
        vec![RtValue::MemRef(o.clone()), RtValue::MemRef(s.clone())],
        &mut Vec::new(),
    )
    .unwrap();
    let o = it.memory_mut().read_i32(&o).unwrap();
    let s = it.memory_mut().read_i32(&s).unwrap();
    // Subgroups of 32: lanes 0..32 sum to 496, lanes 32..64 to 1520.
    for t in 0..64 {
        assert_eq!(o[t], if t < 32 { 496 } else { 1520 }, "reduce[{t}]");
        assert_eq!(s[t], (t ^ 1) as i32, "shuffle[{t}]");
    }
}

#[derive(Default)]
struct Recorder {
    launches: std::rc::Rc<std::cell::RefCell<Vec<String>>>,
}

impl Hooks for Recorder {
    fn launch_func(
        &mut self,
        mem: &mut Memory,
        req: &LaunchRequest<'_>,
    ) -> Result<LaunchOutcome, String> {
        self.launches.borrow_mut().push(format!(
            "{} {:?} {:?} {}",
            req.kernel,
            req.grid,
            req.block,
            req.args.len()
        ));
        // Pretend to be a device: write 42 into the third argument.
        if let Some(RtValue::MemRef(c)) = req.args.get(2) {
            mem.write_bytes(
                c,
                &[42f32; 8]
                    .iter()
                    .flat_map(|x| x.to_le_bytes())
                    .collect::<Vec<u8>>(),
            )?;
        }
        Ok(LaunchOutcome::Handled)
    }
}

#[test]
fn launch_hook_overrides_cpu() {
    let mut it = interp(KERNELS);
    let rec = Recorder::default();
    let log = rec.launches.clone();
    it.set_hooks(Box::new(rec));
    let mem = it.memory_mut();
    let a = mem.memref_from_f32(&[8], &[1.; 8]).unwrap();
    let b = mem.memref_from_f32(&[8], &[1.; 8]).unwrap();
    let c = mem.memref_from_f32(&[8], &[0.; 8]).unwrap();
    it.call(
        "main",
        vec![
            RtValue::MemRef(a),
            RtValue::MemRef(b),
            RtValue::MemRef(c.clone()),
        ],
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(
        log.borrow().as_slice(),
        ["kernels::add [8, 1, 1] [1, 1, 1] 3"]
    );
    assert_eq!(it.memory_mut().read_f32(&c).unwrap(), vec![42.; 8]);
}

/// A device buffer that counts accesses, standing in for GPU memory.
struct Counting {
    bytes: Vec<u8>,
    reads: std::rc::Rc<std::cell::Cell<usize>>,
}

impl DeviceBuffer for Counting {
    fn len(&self) -> usize {
        self.bytes.len()
    }
    fn read(&mut self, offset: usize, dst: &mut [u8]) -> Result<(), String> {
        self.reads.set(self.reads.get() + 1);
        dst.copy_from_slice(&self.bytes[offset..offset + dst.len()]);
        Ok(())
    }
    fn write(&mut self, offset: usize, src: &[u8]) -> Result<(), String> {
        self.bytes[offset..offset + src.len()].copy_from_slice(src);
        Ok(())
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
}

#[test]
fn device_buffers_are_pluggable() {
    let src = r#"
func.func @sum(%m: memref<4xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 4 iter_args(%a = %z) -> (f32) {
    %x = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %a, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}
"#;
    let mut it = interp(src);
    let reads = std::rc::Rc::new(std::cell::Cell::new(0));
    let bytes: Vec<u8> = [1f32, 2., 3., 4.]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    let id = it.memory_mut().add_device_buffer(Box::new(Counting {
        bytes,
        reads: reads.clone(),
    }));
    let m = MemRefDesc {
        buffer: id,
        elem: Scalar::F32,
        byte_base: 0,
        offset: 0,
        sizes: vec![4],
        strides: vec![1],
        map: None,
    };
    let r = it
        .call("sum", vec![RtValue::MemRef(m)], &mut Vec::new())
        .unwrap();
    assert_eq!(r, vec![RtValue::F32(10.0)]);
    assert_eq!(reads.get(), 4);
}

#[test]
fn kernel_with_workgroup_attribution_and_barrier() {
    let src = r#"
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @sum(%in: memref<128xf32>, %out: memref<2xf32>)
        workgroup(%sh : memref<64xf32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %n = gpu.block_dim x
      %g = gpu.global_id x
      %v = memref.load %in[%g] : memref<128xf32>
      memref.store %v, %sh[%t] : memref<64xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %is0 = arith.cmpi eq, %t, %c0 : index
      scf.if %is0 {
        %z = arith.constant 0.0 : f32
        %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
          %x = memref.load %sh[%i] : memref<64xf32, #gpu.address_space<workgroup>>
          %y = arith.addf %a, %x : f32
          scf.yield %y : f32
        }
        memref.store %s, %out[%b] : memref<2xf32>
      }
      gpu.return
    }
  }
  func.func @main(%in: memref<128xf32>, %out: memref<2xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @k::@sum blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<128xf32>, %out : memref<2xf32>)
    return
  }
}
"#;
    let mut it = interp(src);
    let d: Vec<f32> = (0..128).map(|x| x as f32).collect();
    let mi = it.memory_mut().memref_from_f32(&[128], &d).unwrap();
    let mo = it.memory_mut().memref_from_f32(&[2], &[0.0; 2]).unwrap();
    it.call(
        "main",
        vec![RtValue::MemRef(mi), RtValue::MemRef(mo.clone())],
        &mut Vec::new(),
    )
    .unwrap();
    assert_eq!(it.memory_mut().read_f32(&mo).unwrap(), vec![2016.0, 6112.0]);
}

struct DeviceAlloc {
    spaces: std::rc::Rc<std::cell::RefCell<Vec<Option<String>>>>,
    reads: std::rc::Rc<std::cell::Cell<usize>>,
}

impl Hooks for DeviceAlloc {
    fn alloc(
        &mut self,
        mem: &mut Memory,
        req: &AllocRequest<'_>,
    ) -> Result<Option<BufferId>, String> {
        self.spaces
            .borrow_mut()
            .push(req.memory_space.map(|s| s.to_string()));
        if req.memory_space.is_none() {
            return Ok(None);
        }
        let buf = Counting {
            bytes: vec![0; req.bytes],
            reads: self.reads.clone(),
        };
        Ok(Some(mem.add_device_buffer(Box::new(buf))))
    }
}

#[test]
fn alloc_hook_places_buffers() {
    let src = r#"
func.func @f() -> f32 {
  %c2 = arith.constant 2 : index
  %v = arith.constant 4.5 : f32
  %d = memref.alloc() : memref<4xf32, 1>
  %h = memref.alloc() : memref<4xf32>
  memref.store %v, %d[%c2] : memref<4xf32, 1>
  %x = memref.load %d[%c2] : memref<4xf32, 1>
  memref.store %x, %h[%c2] : memref<4xf32>
  %y = memref.load %h[%c2] : memref<4xf32>
  memref.dealloc %d : memref<4xf32, 1>
  return %y : f32
}
"#;
    let mut it = interp(src);
    let spaces = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let reads = std::rc::Rc::new(std::cell::Cell::new(0));
    it.set_hooks(Box::new(DeviceAlloc {
        spaces: spaces.clone(),
        reads: reads.clone(),
    }));
    let r = it.call("f", vec![], &mut Vec::new()).unwrap();
    assert_eq!(r, vec![RtValue::F32(4.5)]);
    assert_eq!(spaces.borrow().as_slice(), [Some("1".to_string()), None]);
    assert_eq!(reads.get(), 1);
}

// ----- subgroups of any size, full and partial ----------------------------------------

/// One workgroup of `nx × ny` invocations; row `r` of `%o` gets, per linear invocation id:
/// 0 lane id, 1 subgroup id, 2 subgroup size, 3 the subgroup's sum of linear ids,
/// 4/5 `shuffle xor 1` (value, valid), 6 `shuffle down 1`, 7 `shuffle idx 2`, all with
/// width = the subgroup size.
const SUBGROUP_IDS: &str = r#"
func.func @k(%o: memref<8x128xi32>, %nx: index, %ny: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %nx, %sy = %ny, %sz = %c1) {
    %row = arith.muli %ty, %sx : index
    %lin = arith.addi %row, %tx : index
    %v = arith.index_cast %lin : index to i32
    %lane = gpu.lane_id
    %sgid = gpu.subgroup_id : index
    %size = gpu.subgroup_size : index
    %w = arith.index_cast %size : index to i32
    %red = gpu.subgroup_reduce add %v : (i32) -> i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %x, %xok = gpu.shuffle xor %v, %one, %w : i32
    %d, %dok = gpu.shuffle down %v, %one, %w : i32
    %i, %iok = gpu.shuffle idx %v, %two, %w : i32
    %xv = arith.extui %xok : i1 to i32
    %l32 = arith.index_cast %lane : index to i32
    %s32 = arith.index_cast %sgid : index to i32
    %c0 = arith.constant 0 : index
    %r1 = arith.constant 1 : index
    %r2 = arith.constant 2 : index
    %r3 = arith.constant 3 : index
    %r4 = arith.constant 4 : index
    %r5 = arith.constant 5 : index
    %r6 = arith.constant 6 : index
    %r7 = arith.constant 7 : index
    memref.store %l32, %o[%c0, %lin] : memref<8x128xi32>
    memref.store %s32, %o[%r1, %lin] : memref<8x128xi32>
    memref.store %w, %o[%r2, %lin] : memref<8x128xi32>
    memref.store %red, %o[%r3, %lin] : memref<8x128xi32>
    memref.store %x, %o[%r4, %lin] : memref<8x128xi32>
    memref.store %xv, %o[%r5, %lin] : memref<8x128xi32>
    memref.store %d, %o[%r6, %lin] : memref<8x128xi32>
    memref.store %i, %o[%r7, %lin] : memref<8x128xi32>
    gpu.terminator
  }
  return
}
"#;

/// Runs [`SUBGROUP_IDS`] with subgroups of `sg` over an `nx × ny` workgroup and checks
/// every row against a model of full and partial subgroups.
fn check_subgroups(sg: u32, nx: i64, ny: i64) {
    let mut it = interp(SUBGROUP_IDS);
    it.config.subgroup_size = sg;
    let o = it
        .memory_mut()
        .memref_from_i32(&[8, 128], &[0; 1024])
        .unwrap();
    it.call(
        "k",
        vec![
            RtValue::MemRef(o.clone()),
            RtValue::Index(nx),
            RtValue::Index(ny),
        ],
        &mut Vec::new(),
    )
    .unwrap();
    let got = it.memory_mut().read_i32(&o).unwrap();
    let poison = 0xDEAD_BEEFu32 as i32;
    let (n, s) = (nx * ny, i64::from(sg));
    for lin in 0..n {
        let first = lin / s * s;
        let active = s.min(n - first);
        let l = lin - first;
        let lane = |src: i64| -> (i32, i32) {
            if src >= 0 && src < active {
                ((first + src) as i32, 1)
            } else {
                (poison, 0)
            }
        };
        let want = [
            l as i32,
            (lin / s) as i32,
            sg as i32,
            (first..first + active).sum::<i64>() as i32,
            lane(l ^ 1).0,
            lane(l ^ 1).1,
            lane(l + 1).0,
            lane(2).0,
        ];
        for (row, w) in want.iter().enumerate() {
            assert_eq!(
                got[row * 128 + lin as usize],
                *w,
                "sg {sg}, workgroup {nx}x{ny}, invocation {lin}, row {row}"
            );
        }
    }
}

#[test]
fn subgroups_of_4_32_and_64() {
    for sg in [4, 32, 64] {
        check_subgroups(sg, 64, 1);
        check_subgroups(sg, 16, 8);
    }
}

#[test]
fn partial_subgroups_have_inactive_lanes() {
    // 40 invocations: subgroups of 32 + 8 (partial), one partial subgroup of 64, ten of 4;
    // 5 x 3 = 15 invocations in linear order (x fastest): 8 + 7 lanes with subgroups of 8;
    // a lone invocation: every shuffle from another lane is invalid.
    for (sg, nx, ny) in [(32, 40, 1), (64, 40, 1), (4, 40, 1), (8, 5, 3), (32, 1, 1)] {
        check_subgroups(sg, nx, ny);
    }
}

#[test]
fn invalid_shuffles_read_a_poison_value() {
    use super::super::gpu::shuffle_poison;
    use super::super::value::Scalar;
    assert!(f32::from_bits(shuffle_poison(Scalar::F32) as u32).is_nan());
    assert!(f64::from_bits(shuffle_poison(Scalar::F64)).is_nan());
    assert!(half::f16::from_bits(shuffle_poison(Scalar::F16) as u16).is_nan());
    assert!(half::bf16::from_bits(shuffle_poison(Scalar::BF16) as u16).is_nan());
    assert_eq!(
        shuffle_poison(Scalar::Int(32)) as i64,
        0xDEAD_BEEFu32 as i32 as i64
    );
    assert_eq!(shuffle_poison(Scalar::Int(1)), u64::MAX);
    assert!((shuffle_poison(Scalar::Index) as i64) < 0);
}
