//! C ABI for the jass rules engine. See `include/jass.h`.
