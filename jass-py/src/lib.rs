//! Python bindings for the jass rules engine (module `jass_engine`).
