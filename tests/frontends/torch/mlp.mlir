// torch backend contract: two linear layers (with bias) and an exact GELU between them.
func.func @forward(%x: !torch.vtensor<[3,10],f32>, %w1: !torch.vtensor<[12,10],f32>, %b1: !torch.vtensor<[12],f32>, %w2: !torch.vtensor<[6,12],f32>, %b2: !torch.vtensor<[6],f32>) -> !torch.vtensor<[3,6],f32> {
  %h = torch.aten.linear %x, %w1, %b1 : !torch.vtensor<[3,10],f32>, !torch.vtensor<[12,10],f32>, !torch.vtensor<[12],f32> -> !torch.vtensor<[3,12],f32>
  %none = torch.constant.str "none"
  %g = torch.aten.gelu %h, %none : !torch.vtensor<[3,12],f32>, !torch.str -> !torch.vtensor<[3,12],f32>
  %y = torch.aten.linear %g, %w2, %b2 : !torch.vtensor<[3,12],f32>, !torch.vtensor<[6,12],f32>, !torch.vtensor<[6],f32> -> !torch.vtensor<[3,6],f32>
  return %y : !torch.vtensor<[3,6],f32>
}
