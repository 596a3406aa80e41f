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
