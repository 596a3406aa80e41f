// torch backend contract: a 3x3 NCHW convolution (padding 1, stride 1, bias) and ReLU.
func.func @forward(%x: !torch.vtensor<[1,3,11,9],f32>, %w: !torch.vtensor<[5,3,3,3],f32>, %b: !torch.vtensor<[5],f32>) -> !torch.vtensor<[1,5,11,9],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %stride = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %pad = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %dil = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %opad = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %c = torch.aten.convolution %x, %w, %b, %stride, %pad, %dil, %false, %opad, %int1 : !torch.vtensor<[1,3,11,9],f32>, !torch.vtensor<[5,3,3,3],f32>, !torch.vtensor<[5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,5,11,9],f32>
  %r = torch.aten.relu %c : !torch.vtensor<[1,5,11,9],f32> -> !torch.vtensor<[1,5,11,9],f32>
  return %r : !torch.vtensor<[1,5,11,9],f32>
}
