// A multi-block kernel body: a diamond with a block argument, a triangle, and a loop.
// The loop's `index` counter is a block argument, whose range the index-width analysis
// does not follow through branches: the kernel gets 64-bit `index`, which GLSL lacks.
// naga-fails: glsl
// contains: OpLoopMerge
// contains: OpSelectionMerge

gpu.module @kernels {
  gpu.func @cf(%buf: memref<?xf32>, %n: index) kernel attributes {known_block_size = array<i32: 64, 1, 1>} {
    %i = gpu.global_id x
    %x = memref.load %buf[%i] : memref<?xf32>
    %zero = arith.constant 0.0 : f32
    %pos = arith.cmpf ogt, %x, %zero : f32
    cf.cond_br %pos, ^then, ^else
  ^then:
    %two = arith.constant 2.0 : f32
    %y = arith.mulf %x, %two : f32
    cf.br ^merge(%y : f32)
  ^else:
    %ny = arith.negf %x : f32
    cf.br ^merge(%ny : f32)
  ^merge(%v: f32):
    %c0 = arith.constant 0 : index
    cf.br ^header(%c0, %v : index, f32)
  ^header(%k: index, %acc: f32):
    %lt = arith.cmpi slt, %k, %n : index
    cf.cond_br %lt, ^body, ^exit
  ^body:
    %e = memref.load %buf[%k] : memref<?xf32>
    %neg = arith.cmpf olt, %e, %zero : f32
    cf.cond_br %neg, ^skip, ^latch
  ^skip:
    memref.store %zero, %buf[%k] : memref<?xf32>
    cf.br ^latch
  ^latch:
    %one = arith.constant 1 : index
    %k1 = arith.addi %k, %one : index
    %acc1 = arith.addf %acc, %e : f32
    cf.br ^header(%k1, %acc1 : index, f32)
  ^exit:
    memref.store %acc, %buf[%i] : memref<?xf32>
    gpu.return
  }
}
