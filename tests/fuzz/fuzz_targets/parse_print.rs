//! libFuzzer entry point of the `parse_print` target; the property is [`tessera_fuzz::parse_print`].
#![no_main]

libfuzzer_sys::fuzz_target!(init: tessera_fuzz::init(), |data: &[u8]| tessera_fuzz::parse_print(data));
