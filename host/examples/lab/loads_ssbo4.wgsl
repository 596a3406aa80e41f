// Load-cost probe for wgsl_lab (7 lane-varying loads per step, 1024 steps):
//   cargo run --release -p tessera-host --example wgsl_lab -- host/examples/lab/loads_ssbo4.wgsl main 112,1,1 896,SPEC 5 6422528
// SPEC: 200704 (a storage buffer of 200704 floats).
@group(0) @binding(0) var<storage, read_write> outb: array<f32>;
@group(0) @binding(1) var<storage, read_write> inb: array<vec4<f32>>;
@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
  var a0 = 0.0; var a1 = 0.0; var a2 = 0.0; var a3 = 0.0; var a4 = 0.0; var a5 = 0.0; var a6 = 0.0;
  let base = (wid.x % 56u) * 3584u + lid.x;
  for (var k = 0u; k < 1024u; k++) {
    let o = base + (k & 63u) * 56u;
    a0 += dot(inb[(o + 0u) / 4u], vec4<f32>(1.0));
    a1 += dot(inb[(o + 8u) / 4u], vec4<f32>(1.0));
    a2 += dot(inb[(o + 16u) / 4u], vec4<f32>(1.0));
    a3 += dot(inb[(o + 24u) / 4u], vec4<f32>(1.0));
    a4 += dot(inb[(o + 32u) / 4u], vec4<f32>(1.0));
    a5 += dot(inb[(o + 40u) / 4u], vec4<f32>(1.0));
    a6 += dot(inb[(o + 48u) / 4u], vec4<f32>(1.0));
  }
  outb[wid.x * 8u + lid.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6;
}
