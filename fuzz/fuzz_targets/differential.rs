//! libFuzzer entry point; the checks live in `jass_fuzz::differential`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jass_fuzz::differential::run(data));
