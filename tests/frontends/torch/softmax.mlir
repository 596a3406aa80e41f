// torch backend contract: softmax over the last axis.
// The lowering computes the argmax (i64) beside the max, unused: linalg-fuse-elementwise-ops
// drops it, as upstream's does, so the GL paths (llvmpipe has no i64) run it too.
func.func @forward(%x: !torch.vtensor<[3,13],f32>) -> !torch.vtensor<[3,13],f32> {
  %dim = torch.constant.int 1
  %false = torch.constant.bool false
  %s = torch.aten._softmax %x, %dim, %false : !torch.vtensor<[3,13],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,13],f32>
  return %s : !torch.vtensor<[3,13],f32>
}
