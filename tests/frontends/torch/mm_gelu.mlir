// torch backend contract: a matmul followed by GELU with the tanh approximation.
func.func @forward(%a: !torch.vtensor<[5,7],f32>, %b: !torch.vtensor<[7,9],f32>) -> !torch.vtensor<[5,9],f32> {
  %mm = torch.aten.mm %a, %b : !torch.vtensor<[5,7],f32>, !torch.vtensor<[7,9],f32> -> !torch.vtensor<[5,9],f32>
  %str = torch.constant.str "tanh"
  %g = torch.aten.gelu %mm, %str : !torch.vtensor<[5,9],f32>, !torch.str -> !torch.vtensor<[5,9],f32>
  return %g : !torch.vtensor<[5,9],f32>
}
