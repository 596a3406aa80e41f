// torch backend contract: sum over axis 1 of a 3-d tensor.
func.func @forward(%x: !torch.vtensor<[3,7,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int1 = torch.constant.int 1
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %false = torch.constant.bool false
  %none = torch.constant.none
  %y = torch.aten.sum.dim_IntList %x, %dims, %false, %none : !torch.vtensor<[3,7,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3,5],f32>
  return %y : !torch.vtensor<[3,5],f32>
}
