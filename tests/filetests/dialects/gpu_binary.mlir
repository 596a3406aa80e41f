// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// gpu.binary as iree-opt 3.13 prints it: the default offloading handler
// (#gpu.select_object, filled in by the parser) is not written but leaves its space, the
// attribute dictionary comes before the objects, the default object format (fatbin) is not
// written, and an integer object index of #gpu.select_object carries its type.
module attributes {gpu.container_module} {
  // CHECK: gpu.binary @kernels  [#gpu.object<#nvvm.target, "BLOB">]{{$}}
  // GENERIC: "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "kernels"}> : () -> ()
  gpu.binary @kernels [#gpu.object<#nvvm.target, "BLOB">]
  // CHECK-NEXT: gpu.binary @two <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, "A">, #gpu.object<#rocdl.target<chip = "gfx90a">, bin = "B">]{{$}}
  // GENERIC-NEXT: "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "A">, #gpu.object<#rocdl.target<chip = "gfx90a">, bin = "B">], offloadingHandler = #gpu.select_object<1 : i64>, sym_name = "two"}> : () -> ()
  gpu.binary @two <#gpu.select_object<1>> [#gpu.object<#nvvm.target, "A">, #gpu.object<#rocdl.target<chip = "gfx90a">, bin = "B">]
  // CHECK-NEXT: gpu.binary @three <#gpu.select_object<#rocdl.target>> {foo} [#gpu.object<#rocdl.target, offload = "C">, #gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = "D">]{{$}}
  // GENERIC-NEXT: "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, offload = "C">, #gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = "D">], offloadingHandler = #gpu.select_object<#rocdl.target>, sym_name = "three"}> {foo} : () -> ()
  gpu.binary @three <#gpu.select_object<#rocdl.target>> {foo} [#gpu.object<#rocdl.target, offload = "C">, #gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = "D">]
  // CHECK-NEXT: gpu.binary @four  {foo} [#gpu.object<#nvvm.target, "E">, #gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, "F">]{{$}}
  // GENERIC-NEXT: "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "E">, #gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, "F">], offloadingHandler = #gpu.select_object, sym_name = "four"}> {foo} : () -> ()
  gpu.binary @four {foo} [#gpu.object<#nvvm.target, fatbin = "E">, #gpu.object<#nvvm.target, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, fatbin = "F">]
  // A launch may name a kernel of a binary (the verifier checks it no further).
  // CHECK-LABEL: func.func @f
  // CHECK: gpu.launch_func {{ *}}@kernels::@k
  func.func @f() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
