//! Tessera's view of the optional GPU features a kernel or a session may need.

use std::fmt;

/// Optional GPU capabilities, each mapped to one wgpu [`wgpu::Features`] flag.
///
/// Used both for what a device must provide ([`super::GpuOptions::required`]) and
/// for what a kernel needs ([`super::KernelBinary::features`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RequiredFeatures {
    /// 16-bit floats in shaders (`SHADER_F16`).
    pub f16: bool,
    /// 64-bit floats in shaders (`SHADER_F64`).
    pub f64: bool,
    /// 64-bit integers in shaders (`SHADER_INT64`).
    pub i64: bool,
    /// Subgroup operations (`SUBGROUP`).
    pub subgroups: bool,
    /// Immediates, a.k.a. push constants (`IMMEDIATES`).
    pub immediates: bool,
    /// GPU timestamp queries on passes (`TIMESTAMP_QUERY`).
    pub timestamps: bool,
    /// Raw SPIR-V handed to the driver without naga (`PASSTHROUGH_SHADERS`).
    pub passthrough: bool,
}

/// `(field name, wgpu flag name, wgpu flag)` for every feature we know.
const TABLE: [(&str, &str, wgpu::Features); 7] = [
    ("f16", "SHADER_F16", wgpu::Features::SHADER_F16),
    ("f64", "SHADER_F64", wgpu::Features::SHADER_F64),
    ("i64", "SHADER_INT64", wgpu::Features::SHADER_INT64),
    ("subgroups", "SUBGROUP", wgpu::Features::SUBGROUP),
    ("immediates", "IMMEDIATES", wgpu::Features::IMMEDIATES),
    (
        "timestamps",
        "TIMESTAMP_QUERY",
        wgpu::Features::TIMESTAMP_QUERY,
    ),
    (
        "passthrough",
        "PASSTHROUGH_SHADERS",
        wgpu::Features::PASSTHROUGH_SHADERS,
    ),
];

impl RequiredFeatures {
    /// No optional features.
    pub const NONE: RequiredFeatures = RequiredFeatures {
        f16: false,
        f64: false,
        i64: false,
        subgroups: false,
        immediates: false,
        timestamps: false,
        passthrough: false,
    };

    /// Every optional feature Tessera knows about.
    pub const ALL: RequiredFeatures = RequiredFeatures {
        f16: true,
        f64: true,
        i64: true,
        subgroups: true,
        immediates: true,
        timestamps: true,
        passthrough: true,
    };

    fn flags(&self) -> [bool; 7] {
        [
            self.f16,
            self.f64,
            self.i64,
            self.subgroups,
            self.immediates,
            self.timestamps,
            self.passthrough,
        ]
    }

    fn from_flags(f: [bool; 7]) -> Self {
        RequiredFeatures {
            f16: f[0],
            f64: f[1],
            i64: f[2],
            subgroups: f[3],
            immediates: f[4],
            timestamps: f[5],
            passthrough: f[6],
        }
    }

    /// The wgpu feature set these map to.
    pub fn to_wgpu(&self) -> wgpu::Features {
        self.flags()
            .iter()
            .zip(TABLE.iter())
            .filter(|(on, _)| **on)
            .fold(wgpu::Features::empty(), |acc, (_, (_, _, f))| acc | *f)
    }

    /// The subset of our features present in a wgpu feature set.
    pub fn from_wgpu(features: wgpu::Features) -> Self {
        let mut f = [false; 7];
        for (slot, (_, _, flag)) in f.iter_mut().zip(TABLE.iter()) {
            *slot = features.contains(*flag);
        }
        Self::from_flags(f)
    }

    /// Features set in either.
    pub fn union(&self, other: &RequiredFeatures) -> Self {
        let (a, b) = (self.flags(), other.flags());
        Self::from_flags(std::array::from_fn(|i| a[i] || b[i]))
    }

    /// Features set in both.
    pub fn intersection(&self, other: &RequiredFeatures) -> Self {
        let (a, b) = (self.flags(), other.flags());
        Self::from_flags(std::array::from_fn(|i| a[i] && b[i]))
    }

    /// Whether no feature is set.
    pub fn is_empty(&self) -> bool {
        !self.flags().iter().any(|b| *b)
    }

    /// `(field name, wgpu flag name)` of each set feature that `available` lacks.
    pub fn missing_from(&self, available: wgpu::Features) -> Vec<(&'static str, &'static str)> {
        self.flags()
            .iter()
            .zip(TABLE.iter())
            .filter(|(on, (_, _, flag))| **on && !available.contains(*flag))
            .map(|(_, (name, wgpu_name, _))| (*name, *wgpu_name))
            .collect()
    }

    /// Field names of the set features.
    pub fn names(&self) -> Vec<&'static str> {
        self.flags()
            .iter()
            .zip(TABLE.iter())
            .filter(|(on, _)| **on)
            .map(|(_, (name, _, _))| *name)
            .collect()
    }
}

impl fmt::Display for RequiredFeatures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = self.names();
        if names.is_empty() {
            f.write_str("none")
        } else {
            f.write_str(&names.join(", "))
        }
    }
}
