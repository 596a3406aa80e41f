// torch backend contract: 3x3 max pooling, stride 2, padding 1, on an NCHW image.
func.func @forward(%x: !torch.vtensor<[1,3,13,11],f32>) -> !torch.vtensor<[1,3,7,6],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %y = torch.aten.max_pool2d %x, %k, %s, %p, %d, %false : !torch.vtensor<[1,3,13,11],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,7,6],f32>
  return %y : !torch.vtensor<[1,3,7,6],f32>
}
