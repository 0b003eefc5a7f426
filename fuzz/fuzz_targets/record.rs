//! libFuzzer entry point; the checks live in `jass_fuzz::record`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jass_fuzz::record::run(data));
