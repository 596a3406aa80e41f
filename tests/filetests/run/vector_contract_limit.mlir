// RUN: not tessera run %s --backend cpu 2>&1 | FileCheck %s

// The interpreter lists a contraction's products when it compiles it, so it bounds their
// number: 1024 x 1024 x 1024 products are refused with a diagnostic, not a memory blow-up.
// CHECK: error: {{.*}}vector.contract{{.*}}a contraction of more than 16777216 products
// A vector over the interpreter's 2^20 elements is refused where it is made.
// RUN: echo 'func.func @main() { %%big = arith.constant dense<1.0> : vector<2048x1024xf32> return }' | not tessera run - --backend cpu 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: {{.*}}arith.constant{{.*}}a vector of more than 2^20 elements
func.func @main() {
  %a = arith.constant dense<1.0> : vector<1024x1024xf32>
  %c = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %a, %a : vector<1024x1024xf32>, vector<1024x1024xf32> into vector<1024x1024xf32>
  vector.print %c : vector<1024x1024xf32>
  return
}
