// torch backend contract: layer norm over the last axis, with weight and bias.
func.func @forward(%x: !torch.vtensor<[4,11],f32>, %w: !torch.vtensor<[11],f32>, %b: !torch.vtensor<[11],f32>) -> !torch.vtensor<[4,11],f32> {
  %int11 = torch.constant.int 11
  %shape = torch.prim.ListConstruct %int11 : (!torch.int) -> !torch.list<int>
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %y = torch.aten.layer_norm %x, %shape, %w, %b, %eps, %true : !torch.vtensor<[4,11],f32>, !torch.list<int>, !torch.vtensor<[11],f32>, !torch.vtensor<[11],f32>, !torch.float, !torch.bool -> !torch.vtensor<[4,11],f32>
  return %y : !torch.vtensor<[4,11],f32>
}
