//! libFuzzer entry point; the checks live in `jass_fuzz::c_abi`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| jass_fuzz::c_abi::run(data));
