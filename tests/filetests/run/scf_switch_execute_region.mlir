// REQUIRES: vulkan, gl
// RUN: tessera validate %s --backend all | FileCheck %s
// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=CPU
// RUN: tessera opt %s --tessera-gpu-pipeline | FileCheck %s --check-prefix=KERNEL

// scf.index_switch and scf.execute_region inside a kernel, on every path: element i gets
// case i mod 5 (cases 0, 1 and 3 and the default), computed in an execute_region that
// `no_inline` keeps (canonicalize inlines the others). The kernel holds both ops.
// CHECK: result: PASS (6 paths compared)
// KERNEL: gpu.func
// KERNEL: scf.index_switch
// KERNEL: scf.execute_region -> i32 no_inline
// CPU: [100,  -1,  7,  30,  7,  100,  -1,  7,  30,  7,  100,  -1,  7,  30,  7,  100]
// CPU: [111,  -1]
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %o = memref.alloc() : memref<16xi32>
  affine.for %i = 0 to 16 {
    %k = affine.apply affine_map<(d0) -> (d0 mod 5)>(%i)
    %v = scf.index_switch %k -> i32
    case 0 {
      %a = arith.constant 100 : i32
      scf.yield %a : i32
    }
    case 3 {
      %ii = arith.index_cast %i : index to i32
      %b = scf.execute_region -> i32 no_inline {
        %c = arith.constant 10 : i32
        %d = arith.muli %c, %ii : i32
        %e = arith.remsi %d, %c : i32
        %f = arith.constant 30 : i32
        %g = arith.addi %e, %f : i32
        scf.yield %g : i32
      }
      scf.yield %b : i32
    }
    case 1 {
      %m = arith.constant -1 : i32
      scf.yield %m : i32
    }
    default {
      %z = arith.constant 7 : i32
      scf.yield %z : i32
    }
    affine.store %v, %o[%i] : memref<16xi32>
  }
  %u = memref.cast %o : memref<16xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  // A multi-block execute_region on the host (the interpreter follows its branches).
  %h = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %o[%c1] : memref<16xi32>
  %neg = arith.constant 0 : i32
  %isneg = arith.cmpi slt, %x, %neg : i32
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %isneg, ^bb1, ^bb2
  ^bb1:
    %p = arith.constant 111 : i32
    cf.br ^bb3(%p : i32)
  ^bb2:
    %q = arith.constant 222 : i32
    cf.br ^bb3(%q : i32)
  ^bb3(%w: i32):
    scf.yield %w : i32
  }
  memref.store %r, %h[%c0] : memref<2xi32>
  memref.store %x, %h[%c1] : memref<2xi32>
  %hu = memref.cast %h : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%hu) : (memref<*xi32>) -> ()
  return
}
