//! libFuzzer entry point of the `interp` target; the property is [`tessera_fuzz::interp`].
#![no_main]

libfuzzer_sys::fuzz_target!(init: tessera_fuzz::init(), |data: &[u8]| tessera_fuzz::interp(data));
