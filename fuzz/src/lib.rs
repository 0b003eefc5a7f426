//! Fuzz targets of the jass rules engine.
//!
//! Each module holds one target's checks as `run(data: &[u8])`: the
//! `fuzz_targets/` binaries hand libFuzzer's input to it, and
//! `tests/corpus.rs` replays the committed seeds and every regression
//! input through the same function on stable Rust. A check that fails
//! panics, which libFuzzer reports as a crash.
//!
//! | target | what it feeds | what must hold |
//! |---|---|---|
//! | `notation` | any text to every parser | no panic; what parses prints back to itself |
//! | `rules` | any text as JSON, TOML, option names and values | only valid rule sets are accepted; a failed `set_option` changes nothing; JSON round-trips |
//! | `record` | game records, as raw JSON and as mutations of real records | a record replays or fails at the action it names; a replayed game re-records and replays to itself |
//! | `actions` | random actions on every game type | exactly the legal actions succeed; a refused one changes nothing; the game ends through legal actions |
//! | `differential` | hands, tricks, melds, contracts, rules | `is_legal`/`check_play` agree with `legal_cards`; the weis order agrees with a slow reference written here |
//! | `solver` | positions with up to three tricks left | the double-dummy solver agrees with plain minimax, card by card, and its principal variation takes its value |
//! | `observation` | observations of real games as JSON, mutated, and raw JSON | a real observation passes its check and reads back; a mutated one is refused, or passes its check, reads back to itself and gets a legal action from every bot |
//! | `c_abi` | bytes as a program of C ABI calls | every call returns a status and leaves the handles it fails on unchanged; nothing panics |

pub mod actions;
pub mod c_abi;

pub mod differential;
pub mod draw;
pub mod notation;
pub mod observation;
pub mod play;
pub mod record;
pub mod rules;
pub mod solver;
