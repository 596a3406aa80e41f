//! `tessera bench --kernel` carries its own view of the kernel library
//! (`tessera_host::bench::library`, because the host crate cannot depend on this one).
//! These tests check that it matches [`tessera_kernels::KERNELS`]: same kernels, same
//! size parameters and functions, and the same instantiated text at several sizes.

use tessera_host::bench::library::{library_kernel, LIBRARY};
use tessera_kernels::{instantiate, KERNELS};

#[test]
fn same_kernels_params_and_functions() {
    assert_eq!(LIBRARY.len(), KERNELS.len());
    for k in KERNELS {
        let h = library_kernel(k.name).unwrap_or_else(|| panic!("bench lacks {}", k.name));
        assert_eq!(h.params, k.params, "{}", k.name);
        assert_eq!(h.functions, k.functions, "{}", k.name);
        assert_eq!(h.source, k.source, "{}", k.name);
        assert_eq!(h.default_sizes(), k.default_sizes(), "{}", k.name);
    }
}

#[test]
fn same_instantiations() {
    for k in KERNELS {
        let h = library_kernel(k.name).unwrap();
        let base = k.default_sizes();
        let variants = [
            base.clone(),
            base.iter().map(|s| s + 3).collect::<Vec<_>>(),
            base.iter().map(|s| s * 2 + 1).collect::<Vec<_>>(),
        ];
        for sizes in variants {
            let ours = h.instantiate(&sizes).unwrap();
            let theirs = instantiate(k, &sizes).unwrap();
            assert_eq!(ours, theirs, "{} at {sizes:?}", k.name);
        }
    }
}
