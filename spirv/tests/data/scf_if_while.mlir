// scf.while with two loop-carried values and an scf.if with results inside.
// contains: OpSelectionMerge
// contains: OpLoopMerge

gpu.module @kernels {
  gpu.func @collatz(%buf: memref<?xi32>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
    %i = gpu.global_id x
    %x0 = memref.load %buf[%i] : memref<?xi32>
    %zero = arith.constant 0 : i32
    %one = arith.constant 1 : i32
    %two = arith.constant 2 : i32
    %three = arith.constant 3 : i32
    %r:2 = scf.while (%x = %x0, %n = %zero) : (i32, i32) -> (i32, i32) {
      %c = arith.cmpi sgt, %x, %one : i32
      scf.condition(%c) %x, %n : i32, i32
    } do {
    ^bb0(%y: i32, %m: i32):
      %rem = arith.remsi %y, %two : i32
      %even = arith.cmpi eq, %rem, %zero : i32
      %next = scf.if %even -> (i32) {
        %h = arith.divsi %y, %two : i32
        scf.yield %h : i32
      } else {
        %t = arith.muli %y, %three : i32
        %t1 = arith.addi %t, %one : i32
        scf.yield %t1 : i32
      }
      %m1 = arith.addi %m, %one : i32
      scf.yield %next, %m1 : i32, i32
    }
    memref.store %r#1, %buf[%i] : memref<?xi32>
    gpu.return
  }
}
