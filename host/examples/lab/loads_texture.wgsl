// Load-cost probe for wgsl_lab (7 lane-varying loads per step, 1024 steps):
//   cargo run --release -p tessera-host --example wgsl_lab -- host/examples/lab/loads_texture.wgsl main 112,1,1 896,SPEC 5 6422528
// SPEC: r64x3136 (an R32Float texture) or t64x3136 (Rgba32Float; only .x is used).
@group(0) @binding(0) var<storage, read_write> outb: array<f32>;
@group(0) @binding(1) var tin: texture_2d<f32>;
@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
  var a0 = 0.0; var a1 = 0.0; var a2 = 0.0; var a3 = 0.0; var a4 = 0.0; var a5 = 0.0; var a6 = 0.0;
  let base = (wid.x % 56u) * 3584u + lid.x;
  for (var k = 0u; k < 1024u; k++) {
    let o = base + (k & 63u) * 56u;
    a0 += textureLoad(tin, vec2<i32>(i32((o + 0u) % 64u), i32((o + 0u) / 64u)), 0).x;
    a1 += textureLoad(tin, vec2<i32>(i32((o + 8u) % 64u), i32((o + 8u) / 64u)), 0).x;
    a2 += textureLoad(tin, vec2<i32>(i32((o + 16u) % 64u), i32((o + 16u) / 64u)), 0).x;
    a3 += textureLoad(tin, vec2<i32>(i32((o + 24u) % 64u), i32((o + 24u) / 64u)), 0).x;
    a4 += textureLoad(tin, vec2<i32>(i32((o + 32u) % 64u), i32((o + 32u) / 64u)), 0).x;
    a5 += textureLoad(tin, vec2<i32>(i32((o + 40u) % 64u), i32((o + 40u) / 64u)), 0).x;
    a6 += textureLoad(tin, vec2<i32>(i32((o + 48u) % 64u), i32((o + 48u) / 64u)), 0).x;
  }
  outb[wid.x * 8u + lid.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6;
}
