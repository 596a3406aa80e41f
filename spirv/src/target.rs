//! What the kernel may assume about the device: index width and optional features.
//!
//! A [`Target`] plays the role of upstream's `#spirv.target_env` plus the
//! `use-64bit-index` option of `convert-gpu-to-spirv`. Every optional capability the
//! back end can emit is a [`Feature`]; a kernel that needs one the target lacks is
//! rejected before any code is emitted, with an error naming the feature and the op.

use std::fmt;

/// One optional device feature a kernel may need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Feature {
    /// 8-bit integer arithmetic (`Int8`) and 8-bit storage-buffer access
    /// (`StorageBuffer8BitAccess`, `SPV_KHR_8bit_storage`). Only needed with
    /// [`NarrowInts::Native`]; emulated `i8` needs no feature.
    Int8,
    /// 16-bit integer arithmetic (`Int16`) and 16-bit storage-buffer access. Only needed
    /// with [`NarrowInts::Native`].
    Int16,
    /// 64-bit integers (`Int64`); also needed by `index` when `index_bits == 64`.
    Int64,
    /// 16-bit floats (`Float16`) and 16-bit storage-buffer access.
    Float16,
    /// 64-bit floats (`Float64`).
    Float64,
    /// Subgroup operations and builtins (`GroupNonUniform*`).
    Subgroups,
    /// Push constants (wgpu: `IMMEDIATES`), used for scalar arguments and dynamic sizes.
    PushConstants,
    /// `OpAtomicFAddEXT` on 32-bit floats (`AtomicFloat32AddEXT`).
    FloatAtomicAdd,
    /// 64-bit integer atomics (`Int64Atomics`).
    Int64Atomics,
}

impl Feature {
    /// Every feature, in a fixed order (the order of [`Features::iter`]).
    pub const ALL: [Feature; 9] = [
        Feature::Int8,
        Feature::Int16,
        Feature::Int64,
        Feature::Float16,
        Feature::Float64,
        Feature::Subgroups,
        Feature::PushConstants,
        Feature::FloatAtomicAdd,
        Feature::Int64Atomics,
    ];

    /// The feature's name, as used in error messages and `Target` descriptions.
    pub fn name(self) -> &'static str {
        match self {
            Feature::Int8 => "int8",
            Feature::Int16 => "int16",
            Feature::Int64 => "int64",
            Feature::Float16 => "float16",
            Feature::Float64 => "float64",
            Feature::Subgroups => "subgroups",
            Feature::PushConstants => "push_constants",
            Feature::FloatAtomicAdd => "float_atomic_add",
            Feature::Int64Atomics => "int64_atomics",
        }
    }

    /// Looks a feature up by [`Feature::name`].
    pub fn from_name(name: &str) -> Option<Feature> {
        Feature::ALL.into_iter().find(|f| f.name() == name)
    }

    fn bit(self) -> u32 {
        1 << (self as u32)
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How 8- and 16-bit integers (`i8`, `i16`, vectors of them) are emitted.
///
/// naga has no 8-bit integer types, so a module that feeds naga (WGSL, MSL, HLSL, GLSL, or
/// wgpu's SPIR-V path) must not contain them. [`NarrowInts::Emulate`] (the default of
/// [`compile_kernel`](crate::compile_kernel)) computes them in 32 bits and packs their
/// storage buffers into `u32` words (the emulation is described in the crate docs);
/// [`NarrowInts::Native`] keeps the `Int8`/`Int16` capabilities and 8/16-bit storage
/// access for raw SPIR-V on a Vulkan driver (it needs [`Feature::Int8`] /
/// [`Feature::Int16`] from the target), and takes its WGSL from an emulated compile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NarrowInts {
    /// 32-bit registers with explicit wraparound; packed `u32` storage buffers.
    #[default]
    Emulate,
    /// Native 8/16-bit SPIR-V types (Vulkan passthrough).
    Native,
}

/// A set of [`Feature`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Features(u32);

impl Features {
    /// The empty set.
    pub const NONE: Features = Features(0);
    /// Every feature.
    pub const ALL: Features = Features((1 << Feature::ALL.len()) - 1);

    /// Builds a set from a list.
    pub fn from_slice(list: &[Feature]) -> Features {
        list.iter().fold(Features::NONE, |s, f| s.with(*f))
    }
    /// Whether `f` is in the set.
    pub fn contains(self, f: Feature) -> bool {
        self.0 & f.bit() != 0
    }
    /// Adds `f`.
    pub fn insert(&mut self, f: Feature) {
        self.0 |= f.bit();
    }
    /// Removes `f`.
    pub fn remove(&mut self, f: Feature) {
        self.0 &= !f.bit();
    }
    /// The set with `f` added.
    pub fn with(mut self, f: Feature) -> Features {
        self.insert(f);
        self
    }
    /// The set without `f`.
    pub fn without(mut self, f: Feature) -> Features {
        self.remove(f);
        self
    }
    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The features in the set, in [`Feature::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL.into_iter().filter(move |f| self.contains(*f))
    }
}

impl fmt::Display for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = self.iter().map(Feature::name).collect();
        write!(f, "[{}]", names.join(", "))
    }
}

/// The device a kernel is compiled for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// Bit width of `index`: 32 (default) or 64 (upstream's `use-64bit-index`). 32 is a
    /// floor, not a promise: a kernel whose `index` values can leave the 32-bit range
    /// (`tessera_lowering::affine::index_width`) is compiled with 64-bit `index` where the
    /// target has `Int64`, and refused with a diagnostic where it has not.
    pub index_bits: u32,
    /// The most workgroups the device runs per grid dimension
    /// (`max_compute_workgroups_per_dimension`): bounds `gpu.block_id` for the index-width
    /// analysis.
    pub max_workgroups: u32,
    /// Optional features the device supports.
    pub supports: Features,
    /// The smallest subgroup size the device may run a kernel with (`subgroup_min_size`):
    /// `gpu.rotate` of a larger width is refused, since its lanes would span subgroups.
    /// 4 by default, WebGPU's floor for devices with subgroups.
    pub subgroup_min: u32,
    /// Whether [`compile_kernel`](crate::compile_kernel) fails when naga cannot translate
    /// the SPIR-V to WGSL. When false, the artifact carries `wgsl: None` and the reason.
    pub require_naga: bool,
}

impl Default for Target {
    /// A Vulkan 1.1 device with every optional feature, 32-bit `index`, WGSL best effort.
    fn default() -> Self {
        Target {
            index_bits: 32,
            max_workgroups: 65535,
            supports: Features::ALL,
            subgroup_min: 4,
            require_naga: false,
        }
    }
}

impl Target {
    /// A Vulkan 1.1 device with every optional feature (the default).
    pub fn vulkan() -> Self {
        Target::default()
    }

    /// What a baseline WebGPU device runs through naga: push constants only, and WGSL is
    /// required.
    pub fn webgpu() -> Self {
        Target {
            index_bits: 32,
            max_workgroups: 65535,
            supports: Features::from_slice(&[Feature::PushConstants]),
            subgroup_min: 4,
            require_naga: true,
        }
    }

    /// This target with `supports` replaced.
    pub fn with_supports(mut self, supports: Features) -> Self {
        self.supports = supports;
        self
    }

    /// This target without feature `f`.
    pub fn without(mut self, f: Feature) -> Self {
        self.supports.remove(f);
        self
    }
}

impl std::str::FromStr for Target {
    type Err = String;

    /// Parses a target description: words separated by commas or spaces, applied in order.
    /// `vulkan`/`default` (every feature), `webgpu` (push constants only, WGSL required),
    /// `none` (no optional feature), `index32`, `index64`, `require-naga`,
    /// `subgroup-min=N`, `+feature`,
    /// `-feature` (feature names as [`Feature::name`]).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut t = Target::default();
        for w in s
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
        {
            match w {
                "vulkan" | "default" => t = Target::default(),
                "webgpu" => t = Target::webgpu(),
                "none" => t.supports = Features::NONE,
                "index32" => t.index_bits = 32,
                "index64" => t.index_bits = 64,
                "require-naga" => t.require_naga = true,
                _ if w.starts_with("subgroup-min=") => {
                    t.subgroup_min = w["subgroup-min=".len()..]
                        .parse()
                        .ok()
                        .filter(|n: &u32| n.is_power_of_two())
                        .ok_or_else(|| format!("bad subgroup size in '{w}' (a power of two)"))?;
                }
                _ => {
                    let (add, name) = match w.split_at(1) {
                        ("+", n) => (true, n),
                        ("-", n) => (false, n),
                        _ => return Err(format!("unknown target word '{w}'")),
                    };
                    let f = Feature::from_name(name).ok_or_else(|| {
                        let all: Vec<&str> = Feature::ALL.iter().map(|f| f.name()).collect();
                        format!("unknown feature '{name}' (known: {})", all.join(", "))
                    })?;
                    if add {
                        t.supports.insert(f);
                    } else {
                        t.supports.remove(f);
                    }
                }
            }
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_sets() {
        let s = Features::from_slice(&[Feature::Float64, Feature::Int8]);
        assert!(s.contains(Feature::Int8));
        assert!(!s.contains(Feature::Int16));
        assert_eq!(s.to_string(), "[int8, float64]");
        assert_eq!(Features::ALL.iter().count(), Feature::ALL.len());
        assert_eq!(Feature::from_name("subgroups"), Some(Feature::Subgroups));
        assert!(Target::webgpu().supports.contains(Feature::PushConstants));
    }

    #[test]
    fn parse_targets() {
        let t: Target = "webgpu,+float16 index64".parse().unwrap();
        assert_eq!(t.index_bits, 64);
        assert!(t.supports.contains(Feature::Float16) && !t.supports.contains(Feature::Float64));
        assert!(t.require_naga);
        let t: Target = "vulkan -int8".parse().unwrap();
        assert!(!t.supports.contains(Feature::Int8) && t.supports.contains(Feature::Int16));
        assert!("vulkan +bogus".parse::<Target>().is_err());
        assert!("frob".parse::<Target>().is_err());
        assert_eq!(Target::default().subgroup_min, 4);
        let t: Target = "vulkan subgroup-min=16".parse().unwrap();
        assert_eq!(t.subgroup_min, 16);
        assert!("subgroup-min=12".parse::<Target>().is_err());
        assert!("subgroup-min=x".parse::<Target>().is_err());
    }
}
