//! libFuzzer entry point; the checks live in `jass_fuzz::observation`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jass_fuzz::observation::run(data));
