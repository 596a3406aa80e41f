// torch backend contract: transpose a matrix and add a broadcast row vector.
func.func @forward(%x: !torch.vtensor<[5,7],f32>, %b: !torch.vtensor<[5],f32>) -> !torch.vtensor<[7,5],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %t = torch.aten.transpose.int %x, %int0, %int1 : !torch.vtensor<[5,7],f32>, !torch.int, !torch.int -> !torch.vtensor<[7,5],f32>
  %y = torch.aten.add.Tensor %t, %b, %int1 : !torch.vtensor<[7,5],f32>, !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[7,5],f32>
  return %y : !torch.vtensor<[7,5],f32>
}
