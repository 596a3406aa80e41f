//! libFuzzer entry point of the `gpu::pipeline` target; the property is [`tessera_fuzz::gpu_pipeline`].
#![no_main]

libfuzzer_sys::fuzz_target!(init: tessera_fuzz::init(), |data: &[u8]| tessera_fuzz::gpu_pipeline(data));
