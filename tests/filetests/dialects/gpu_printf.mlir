// RUN: tessera opt %s | FileCheck %s
// RUN: tessera opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: tessera opt %s --mlir-print-op-generic | tessera opt | FileCheck %s

// gpu.printf as iree-opt 3.13 prints it: the format string (a newline written \0A), the
// attribute dictionary, then the arguments and their types.
// CHECK-LABEL: func.func @printf
// GENERIC-LABEL: sym_name = "printf"
func.func @printf(%a: i32, %b: f32, %c: index) {
  // CHECK: gpu.printf "hello\0A"{{$}}
  // GENERIC: "gpu.printf"() <{format = "hello\0A"}> : () -> ()
  gpu.printf "hello\n"
  // CHECK-NEXT: gpu.printf "%d %f %u\0A" {foo}, %{{.*}}, %{{.*}}, %{{.*}} : i32, f32, index{{$}}
  // GENERIC-NEXT: "gpu.printf"(%{{.*}}, %{{.*}}, %{{.*}}) <{format = "%d %f %u\0A"}> {foo} : (i32, f32, index) -> ()
  gpu.printf "%d %f %u\n" {foo}, %a, %b, %c : i32, f32, index
  // CHECK-NEXT: gpu.printf "x", %{{.*}} : i32{{$}}
  // GENERIC-NEXT: "gpu.printf"(%{{.*}}) <{format = "x"}> : (i32) -> ()
  gpu.printf "x" , %a : i32
  // CHECK-NEXT: gpu.printf "q %d", %{{.*}} : i32{{$}}
  "gpu.printf"(%a) <{format = "q %d"}> : (i32) -> ()
  return
}
