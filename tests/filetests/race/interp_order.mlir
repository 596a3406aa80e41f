// RUN: tessera run %s --backend cpu | FileCheck %s --check-prefix=FWD
// RUN: tessera run %s --backend cpu --interp-order forward | FileCheck %s --check-prefix=FWD
// RUN: tessera run %s --backend cpu --interp-order reverse | FileCheck %s --check-prefix=REV
// RUN: not tessera run %s --backend cpu --race-check 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not tessera run %s --backend cpu --race-check --interp-order shuffle:3 2>&1 | FileCheck %s --check-prefix=RACE-ANY
// RUN: not tessera validate %s --no-gpu 2>&1 | FileCheck %s --check-prefix=VALIDATE
// RUN: not tessera run %s --backend cpu --interp-order backward 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not tessera run %s --backend cpu --interp-order shuffle:x 2>&1 | FileCheck %s --check-prefix=BAD-SEED

// Seidel's j loop written as a hand-made gpu.launch on purpose: row i is swept by one
// workgroup, invocation t updating column j = t + 1 in place from its left and right
// neighbours, A[i, j] = (A[i - 1, j] + A[i, j - 1] + A[i, j + 1]) mod 1000. Invocation t
// reads A[i, t], which invocation t - 1 writes: a race. The interpreter's order decides
// what each read sees, so forward and reverse give different answers, and the race
// check (validate's lowered path, or `run --race-check`) reports the race instead.

// FWD:      [1,   2,   3,   4,   5,   6],
// FWD-NEXT: [7,   18,   31,   46,   63,   12],
// FWD-NEXT: [13,   46,   93,   156,   237,   18],
// FWD-NEXT: [19,   86,   201,   380,   641,   24],
// FWD-NEXT: [25,   138,   367,   776,   447,   30],
// FWD-NEXT: [31,   32,   33,   34,   35,   36]]

// REV:      [1,   2,   3,   4,   5,   6],
// REV-NEXT: [7,   60,   51,   40,   27,   12],
// REV-NEXT: [13,   254,   181,   116,   61,   18],
// REV-NEXT: [19,   718,   445,   244,   107,   24],
// REV-NEXT: [25,   650,   907,   436,   165,   30],
// REV-NEXT: [31,   32,   33,   34,   35,   36]]

// RACE: interp_order.mlir:[[# @LINE + 33]]:12: error: data race on element [1, 1] of memref<6x6xi32>: write by invocation (0,0,0) of workgroup (0,0,0) at {{.*}}interp_order.mlir:[[# @LINE + 38]]:7 and read by invocation (1,0,0) of workgroup (0,0,0) at {{.*}}interp_order.mlir:[[# @LINE + 33]]:12, with no gpu.barrier or atomic ordering them
// RACE-ANY: error: data race on element [1, {{[0-9]}}] of memref<6x6xi32>
// VALIDATE: ERROR gpu pipeline, cpu interpreter: {{.*}}error: data race on element [1, 1] of memref<6x6xi32>
// BAD: tessera run: --interp-order: invalid interpreter order 'backward' (expected forward, reverse, shuffle or shuffle:SEED with SEED a non-negative integer)
// BAD-SEED: tessera run: --interp-order: invalid interpreter order 'shuffle:x'

func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %k = arith.constant 1000 : i32
  %A = memref.alloc() : memref<6x6xi32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %r = arith.muli %i, %c6 : index
      %s = arith.addi %r, %j : index
      %t = arith.addi %s, %c1 : index
      %v = arith.index_cast %t : index to i32
      memref.store %v, %A[%i, %j] : memref<6x6xi32>
    }
  }
  scf.for %i = %c1 to %c5 step %c1 {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
      %j = arith.addi %tx, %c1 : index
      %up = arith.subi %i, %c1 : index
      %jl = arith.subi %j, %c1 : index
      %jr = arith.addi %j, %c1 : index
      %a = memref.load %A[%up, %j] : memref<6x6xi32>
      %b = memref.load %A[%i, %jl] : memref<6x6xi32>
      %c = memref.load %A[%i, %jr] : memref<6x6xi32>
      %s0 = arith.addi %a, %b : i32
      %s1 = arith.addi %s0, %c : i32
      %m = arith.remsi %s1, %k : i32
      memref.store %m, %A[%i, %j] : memref<6x6xi32>
      gpu.terminator
    }
  }
  %u = memref.cast %A : memref<6x6xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
