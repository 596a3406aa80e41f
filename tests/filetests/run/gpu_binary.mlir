// REQUIRES: vulkan
// RUN: tessera run %s --backend cpu | FileCheck %s
// RUN: not tessera run %s --backend cpu --entry launch 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: not tessera run %s --backend vulkan --entry launch 2>&1 | FileCheck %s --check-prefix=LAUNCH

// A gpu.binary holds serialized objects for another runtime (PTX, cubins, HSACOs): one
// that nothing launches is ignored, and a launch of one of its kernels is refused, by the
// interpreter and on the GPU alike, with a diagnostic that names the binary's kernel.
module attributes {gpu.container_module} {
  gpu.binary @kernels <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "not a kernel Tessera can run">]

  // CHECK: 42
  func.func @main() {
    %c = arith.constant 42 : i32
    vector.print %c : i32
    return
  }

  // LAUNCH: error: operation 'gpu.launch_func' is not supported by the CPU interpreter (its kernel @kernels::@k is in a gpu.binary, serialized objects for another runtime that Tessera cannot run)
  func.func @launch() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}
