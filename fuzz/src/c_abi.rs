//! Target `c_abi`: the input is a program of C ABI calls. Each step picks an
//! export and arguments: handles from a few slots (live, or NULL), integers
//! anywhere in their type's range, strings that may be invalid UTF-8 or
//! NULL, buffers that may be too small or NULL with a length.
//!
//! After every call: no panic reached the boundary (`JASS_RESULT_PANIC`),
//! a failure left a message, its out-parameters unwritten and its game or
//! rules unchanged; an action the library calls legal, or a bot chose,
//! applies; a game's record replays to an equal game; every handle and
//! string is freed (`LeakSanitizer` checks).

use std::ffi::{CStr, CString, c_char};
use std::ptr;

use arbitrary::{Result, Unstructured};
#[allow(clippy::wildcard_imports, reason = "the target calls most of the ABI")]
use jass::*;

/// Strings worth trying as arguments, beside arbitrary bytes.
const WORDS: &[&str] = &[
    "HA",
    "H10",
    "C6",
    "♥K",
    "Schellen Ass",
    "ace of hearts",
    "hearts",
    "obenabe",
    "undenufe",
    "S",
    "schieber",
    "schmaus",
    "zweier",
    "schieber_uri",
    "target",
    "multipliers",
    "weis_table",
    "1000",
    "0",
    "-1",
    "\"small\"",
    "true",
    "null",
    "{}",
    "[]",
    "{\"target\": 0}",
    "{\"target\": 1000}",
    "{\"weis_table\": \"small\"}",
    "four jacks",
    "sequence of three from ♥8",
    "HQ HJ H10",
    "HA HA",
    "",
];

/// A C string: a word, arbitrary bytes (maybe not UTF-8), or NULL (`None`).
fn text(u: &mut Unstructured<'_>) -> Result<Option<CString>> {
    Ok(match u.int_in_range(0..=15)? {
        0 => None,
        1..=8 => Some(CString::new(*u.choose(WORDS)?).expect("no NUL in words")),
        _ => {
            let bytes: Vec<u8> = u
                .arbitrary::<Vec<u8>>()?
                .into_iter()
                .filter(|&b| b != 0)
                .collect();
            Some(CString::new(bytes).expect("NULs removed"))
        }
    })
}

fn text_ptr(text: Option<&CString>) -> *const c_char {
    text.map_or(ptr::null(), |t| t.as_ptr())
}

/// A byte usually in the meaningful range `0..=typical`, sometimes any.
fn small(u: &mut Unstructured<'_>, typical: u8) -> Result<u8> {
    if u.ratio(1, 6)? {
        u.arbitrary()
    } else {
        u.int_in_range(0..=typical)
    }
}

/// A card set mask, sometimes with bits beyond the 36 cards.
fn mask(u: &mut Unstructured<'_>) -> Result<u64> {
    let mask: u64 = u.arbitrary()?;
    Ok(if u.ratio(1, 8)? {
        mask
    } else {
        mask & JASS_CARD_SET_ALL
    })
}

/// A buffer length: usually enough for `full`, sometimes less or 0.
fn len(u: &mut Unstructured<'_>, full: usize) -> Result<usize> {
    Ok(match u.int_in_range(0..=5)? {
        0 => 0,
        1 => u.int_in_range(0..=full)?,
        _ => full,
    })
}

/// A buffer of `len` elements, or NULL (with that length) one time in 16.
fn buffer<T: Copy>(u: &mut Unstructured<'_>, fill: T, len: usize) -> Result<Option<Vec<T>>> {
    Ok(if u.ratio(1, 16)? {
        None
    } else {
        Some(vec![fill; len])
    })
}

fn out_ptr<T>(buffer: &mut Option<Vec<T>>) -> *mut T {
    buffer.as_mut().map_or(ptr::null_mut(), Vec::as_mut_ptr)
}

fn in_ptr<T>(buffer: Option<&Vec<T>>) -> *const T {
    buffer.map_or(ptr::null(), Vec::as_ptr)
}

/// Checks what every call must do; returns whether it succeeded.
fn status(code: jass_result) -> bool {
    assert_ne!(code, jass_result::Panic, "a panic reached the C boundary");
    if code == jass_result::Ok {
        return true;
    }
    // SAFETY: NULL with length 0 is allowed; it only measures.
    let needed = unsafe { jass_last_error_message(ptr::null_mut(), 0) };
    assert!(needed > 1, "{code:?} without a message");
    let mut message = vec![0 as c_char; needed];
    // SAFETY: `message` has `needed` writable bytes.
    unsafe { jass_last_error_message(message.as_mut_ptr(), message.len()) };
    // SAFETY: the library NUL-terminates within the buffer.
    let message = unsafe { CStr::from_ptr(message.as_ptr()) };
    assert!(message.to_str().is_ok(), "a message that is not UTF-8");
    false
}

/// Frees a string the library allocated, after checking it is UTF-8.
fn take_string(text: *mut c_char) {
    assert!(!text.is_null(), "a successful call returned a NULL string");
    // SAFETY: the library returned a NUL-terminated string it owns.
    assert!(unsafe { CStr::from_ptr(text) }.to_str().is_ok());
    // SAFETY: the string came from the library and is freed once.
    unsafe { jass_string_free(text) };
}

const SLOTS: usize = 3;

/// The handles a program works on; all freed at the end.
struct Machine {
    rules: [*mut jass_rules; SLOTS],
    games: [*mut jass_game; SLOTS],
    rngs: [*mut jass_rng; SLOTS],
    bots: [*mut jass_bot; SLOTS],
}

impl Drop for Machine {
    fn drop(&mut self) {
        // SAFETY: every slot is NULL or a live handle of its type, freed
        // once here; the `_free` functions accept NULL.
        unsafe {
            self.rules.iter().for_each(|&h| jass_rules_free(h));
            self.games.iter().for_each(|&h| jass_game_free(h));
            self.rngs.iter().for_each(|&h| jass_rng_free(h));
            self.bots.iter().for_each(|&h| jass_bot_free(h));
        }
    }
}

/// Picks a slot index.
fn slot(u: &mut Unstructured<'_>) -> Result<usize> {
    u.choose_index(SLOTS)
}

/// Replaces the handle in `slot` by `new`, freeing the old one.
fn put<T>(slot: &mut *mut T, new: *mut T, free: unsafe extern "C" fn(*mut T)) {
    // SAFETY: the slot holds NULL or a live handle, which nothing else uses.
    unsafe { free(*slot) };
    *slot = new;
}

/// Keeps the handle a constructor made in `slot`, or, if it failed, checks
/// that it left its out-parameter NULL.
fn keep<T>(made: bool, slot: &mut *mut T, new: *mut T, free: unsafe extern "C" fn(*mut T)) {
    if made {
        put(slot, new, free);
    } else {
        assert!(new.is_null(), "an out-parameter written on failure");
    }
}

/// Runs the program in `data`.
pub fn run(data: &[u8]) {
    let mut machine = Machine {
        rules: [ptr::null_mut(); SLOTS],
        games: [ptr::null_mut(); SLOTS],
        rngs: [ptr::null_mut(); SLOTS],
        bots: [ptr::null_mut(); SLOTS],
    };
    let u = &mut Unstructured::new(data);
    for _ in 0..256 {
        if u.is_empty() || machine.step(u).is_err() {
            break;
        }
    }
}

impl Machine {
    #[allow(clippy::too_many_lines, reason = "one arm per family of exports")]
    fn step(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        // SAFETY (for every call below): handles are NULL or live handles
        // of their type from the slots; strings are NULL or NUL-terminated;
        // buffers are NULL or hold at least the length passed with them;
        // out-parameters point to locals.
        unsafe {
            match u.int_in_range(0..=25)? {
                0 => self.new_rules(u)?,
                1 => {
                    let rules = self.rules[slot(u)?];
                    let mut json = ptr::null_mut();
                    if status(jass_rules_to_json(rules, &raw mut json)) {
                        let mut back = ptr::null_mut();
                        assert!(
                            status(jass_rules_from_json(json, &raw mut back)),
                            "rules JSON reads back"
                        );
                        let mut equal = false;
                        assert!(status(jass_rules_equal(rules, back, &raw mut equal)));
                        assert!(equal, "rules JSON round trip");
                        jass_rules_free(back);
                        take_string(json);
                    } else {
                        assert!(json.is_null());
                    }
                }
                2 => {
                    let rules = self.rules[slot(u)?];
                    let (name, value) = (text(u)?, text(u)?);
                    let mut before = ptr::null_mut();
                    let cloned = status(jass_rules_clone(rules, &raw mut before));
                    let set = if u.ratio(1, 4)? {
                        status(jass_rules_set_options(rules, text_ptr(value.as_ref())))
                    } else {
                        status(jass_rules_set_option(
                            rules,
                            text_ptr(name.as_ref()),
                            text_ptr(value.as_ref()),
                        ))
                    };
                    if !set && cloned {
                        let mut equal = false;
                        assert!(status(jass_rules_equal(rules, before, &raw mut equal)));
                        assert!(equal, "a refused set_option changed the rules");
                    }
                    jass_rules_free(before);
                    let mut json = ptr::null_mut();
                    if status(jass_rules_get_option(
                        rules,
                        text_ptr(name.as_ref()),
                        &raw mut json,
                    )) {
                        take_string(json);
                    } else {
                        assert!(json.is_null(), "out_json written on failure");
                    }
                }
                3 => {
                    let i = slot(u)?;
                    put(&mut self.rules[i], ptr::null_mut(), jass_rules_free);
                }
                4 => self.new_game(u)?,
                5 => {
                    let (from, to) = (slot(u)?, slot(u)?);
                    let mut copy = ptr::null_mut();
                    let made = status(jass_game_clone(self.games[from], &raw mut copy));
                    keep(made, &mut self.games[to], copy, jass_game_free);
                }
                6 => {
                    let i = slot(u)?;
                    put(&mut self.games[i], ptr::null_mut(), jass_game_free);
                }
                7 => self.query_game(u)?,
                8 => self.apply_legal(u)?,
                9 => self.apply_any(u)?,
                10 => self.record(u)?,
                11 => {
                    let json = text(u)?;
                    let mut game = ptr::null_mut();
                    let made = status(jass_game_replay_json(
                        text_ptr(json.as_ref()),
                        &raw mut game,
                    ));
                    keep(made, &mut self.games[slot(u)?], game, jass_game_free);
                }
                12 => self.bot(u)?,
                13 => self.rng(u)?,
                14 => Self::cards(u)?,
                15 => self.play(u)?,
                16 => self.points(u)?,
                17 => self.weis(u)?,
                18 => self.melds(u)?,
                19 => Self::misc(u)?,
                20 => {
                    if u.arbitrary()? {
                        self.solve(u)?;
                    } else {
                        self.solve_position(u)?;
                    }
                }
                _ => {
                    // Play on with the bots, to reach later phases and ends.
                    let game = self.games[slot(u)?];
                    let bot = self.bots[slot(u)?];
                    for _ in 0..u.int_in_range(0..=64)? {
                        let mut action = jass_action::default();
                        if !status(jass_bot_choose(bot, game, &raw mut action)) {
                            break;
                        }
                        assert!(
                            status(jass_game_apply(game, action)),
                            "a bot's action refused"
                        );
                    }
                }
            }
        }
        Ok(())
    }

    /// The solver's exports on a game of a slot. A search runs only with at
    /// most two tricks left (microseconds); earlier, the calls made are
    /// those refused before any search (NULL, limits out of range, no
    /// game). A solution's value is the value alone's; each deal
    /// sampled for the seat to play solves with that seat's legal cards;
    /// arbitrary hands are solved or refused; a refusal writes nothing.
    unsafe fn solve(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        const UNWRITTEN: u16 = 0xBEEF;
        let game = self.games[slot(u)?];
        // SAFETY: as in `step`.
        unsafe {
            let mut info = std::mem::zeroed::<jass_hand_info>();
            let late = status(jass_game_hand_info(game, &raw mut info)) && info.tricks_done >= 7;
            // Earlier in a hand, limits the solver refuses (more than 1 GiB
            // of table or 1,024 threads): refused before a solver is built,
            // which costs milliseconds in the unoptimised replay of CI.
            let (memory, threads) = if !late {
                if u.arbitrary()? {
                    ((1 << 30) + 1, 1)
                } else {
                    (0, 1025)
                }
            } else if u.ratio(1, 8)? {
                (
                    u.int_in_range(0..=(1 << 30))?,
                    usize::from(small(u, 2)?) * 100,
                )
            } else {
                (1 << 16, usize::from(small(u, 2)?))
            };
            // A flag already set stops a search at once.
            let stop = u.ratio(1, 8)?;
            let flag: *const bool = &raw const stop;
            let mut value = UNWRITTEN;
            let found = status(jass_solve_value(
                game,
                memory,
                threads,
                flag,
                &raw mut value,
            ));
            if !found {
                assert_eq!(value, UNWRITTEN, "out_value written on failure");
            }
            let games = [game.cast_const(); 2];
            let n = len(u, 2)?;
            let mut values = buffer(u, UNWRITTEN, n)?;
            if !status(jass_solve_value_many(
                games.as_ptr(),
                n,
                memory,
                threads,
                flag,
                out_ptr(&mut values),
            )) {
                assert!(
                    values.iter().flatten().all(|&v| v == UNWRITTEN),
                    "out_values written on failure"
                );
            } else if found {
                assert!(values.iter().flatten().all(|&v| v == value));
            }
            if late {
                Self::solve_late(u, game, (memory, threads), found.then_some(value))?;
            }
            Ok(())
        }
    }

    /// `jass_solve_position` on parts cut from a seeded deal under the
    /// rules of a slot: the seats still to play to the trick hold one to
    /// three cards, those that played to it one fewer, and the tricks won
    /// make nine with those left (now and then not); the trick holds up to
    /// four cards, and a complete trick is refused. The leader, the
    /// contract and the declarers are sometimes out of range. A refusal
    /// writes nothing.
    unsafe fn solve_position(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let rules = self.rules[slot(u)?];
        let mut deal = [0u64; 4];
        // SAFETY: as in `step`.
        assert!(status(unsafe {
            jass_deal(u.arbitrary()?, deal.as_mut_ptr(), deal.len())
        }));
        let leader = small(u, 3)?;
        let played = usize::from(u.int_in_range(0..=4u8)?);
        let left = usize::from(u.int_in_range(1..=3u8)?);
        let mut hands = [0u64; 4];
        let mut trick = Vec::new();
        for i in 0..4 {
            let seat = (usize::from(leader) + i) % 4;
            let mut cards = (0..36u8).filter(|&c| deal[seat] >> c & 1 == 1);
            let keep = if i < played {
                trick.extend(cards.next());
                left - 1
            } else {
                left
            };
            hands[seat] = cards.take(keep).fold(0, |m, c| m | 1 << c);
        }
        let mut won = [0u8; 2];
        won[0] = u.int_in_range(0..=9 - left as u8)?;
        won[1] = 9 - left as u8 - won[0];
        if u.ratio(1, 8)? {
            won[1] = won[1].wrapping_add(u.arbitrary()?);
        }
        let (contract, declarers) = (small(u, 5)?, small(u, 1)?);
        // SAFETY: a C struct of integers, for which zeros are valid.
        let mut solution = unsafe { std::mem::zeroed::<jass_solution>() };
        let before = solution;
        // SAFETY: as in `step`: four hands, the trick's cards, two counts.
        let solved = status(unsafe {
            jass_solve_position(
                hands.as_ptr(),
                leader,
                trick.as_ptr(),
                trick.len(),
                contract,
                declarers,
                won.as_ptr(),
                rules,
                1 << 16,
                usize::from(small(u, 2)?),
                &raw mut solution,
            )
        });
        if solved {
            assert!(trick.len() < 4, "a complete trick solved");
        } else {
            assert_eq!(solution, before, "out_solution written on failure");
        }
        Ok(())
    }

    /// The searches of [`Machine::solve`] with at most two tricks left:
    /// `jass_solve` of `game` agrees with the value alone (`value`, if
    /// found), a deal sampled for the seat to play solves with its legal
    /// cards, and arbitrary hands are solved or refused without a write.
    unsafe fn solve_late(
        u: &mut Unstructured<'_>,
        game: *mut jass_game,
        (memory, threads): (usize, usize),
        value: Option<u16>,
    ) -> Result<()> {
        // SAFETY: as in `step`.
        unsafe {
            let mut solution = std::mem::zeroed::<jass_solution>();
            if !status(jass_solve(game, memory, threads, &raw mut solution)) {
                return Ok(());
            }
            if let Some(value) = value {
                assert_eq!(solution.value, value, "the value alone is the solution's");
            }
            let mut deals = [0u64; 4];
            let mut total = 0u64;
            if status(jass_sample_deals(
                game,
                solution.to_move,
                u.arbitrary()?,
                1,
                deals.as_mut_ptr(),
                deals.len(),
                &raw mut total,
            )) {
                for deal in deals.chunks_exact(4) {
                    let mut sampled = std::mem::zeroed::<jass_solution>();
                    assert!(
                        status(jass_solve_deal(
                            game,
                            deal.as_ptr(),
                            memory,
                            threads,
                            &raw mut sampled
                        )),
                        "a sampled deal is refused"
                    );
                    assert_eq!(sampled.to_move, solution.to_move);
                    assert_eq!(sampled.legal, solution.legal, "the seat's own cards decide");
                }
            }
            let hands = [mask(u)?, mask(u)?, mask(u)?, mask(u)?];
            let mut any = std::mem::zeroed::<jass_solution>();
            let before = any;
            if !status(jass_solve_deal(
                game,
                hands.as_ptr(),
                memory,
                threads,
                &raw mut any,
            )) {
                assert_eq!(any, before, "out_solution written on failure");
            }
            Ok(())
        }
    }

    unsafe fn new_rules(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let name = text(u)?;
        let mut rules = ptr::null_mut();
        // SAFETY: as in `step`.
        let made = unsafe {
            if u.arbitrary()? {
                status(jass_rules_from_preset(
                    text_ptr(name.as_ref()),
                    &raw mut rules,
                ))
            } else {
                status(jass_rules_from_json(
                    text_ptr(name.as_ref()),
                    &raw mut rules,
                ))
            }
        };
        keep(made, &mut self.rules[slot(u)?], rules, jass_rules_free);
        Ok(())
    }

    unsafe fn new_game(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let rules = self.rules[slot(u)?];
        let kind = small(u, 5)?;
        let seed: u64 = u.arbitrary()?;
        let dealer = small(u, 3)?;
        let mut game = ptr::null_mut();
        // SAFETY: as in `step`.
        let made = unsafe {
            match u.int_in_range(0..=2)? {
                0 => status(jass_game_new(rules, kind, seed, &raw mut game)),
                1 => {
                    let n = len(u, 8)?;
                    let mut hands = buffer(u, 0u64, n)?;
                    if let Some(hands) = hands.as_mut() {
                        for hand in hands.iter_mut() {
                            *hand = mask(u)?;
                        }
                    }
                    status(jass_game_new_with_hands(
                        rules,
                        kind,
                        seed,
                        in_ptr(hands.as_ref()),
                        n,
                        dealer,
                        &raw mut game,
                    ))
                }
                _ => {
                    let n = len(u, 37)?;
                    let mut deck = buffer(u, 0u8, n)?;
                    if let Some(deck) = deck.as_mut() {
                        let mut rng = jass_core::JassRng::seed_from_u64(seed);
                        let shuffled = rng.shuffled_deck();
                        for (i, card) in deck.iter_mut().enumerate() {
                            *card = if u.ratio(1, 12)? {
                                small(u, 35)?
                            } else {
                                shuffled[i % 36].index()
                            };
                        }
                    }
                    status(jass_game_new_with_deck(
                        rules,
                        kind,
                        seed,
                        in_ptr(deck.as_ref()),
                        n,
                        dealer,
                        &raw mut game,
                    ))
                }
            }
        };
        keep(made, &mut self.games[slot(u)?], game, jass_game_free);
        Ok(())
    }

    unsafe fn query_game(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let game = self.games[slot(u)?];
        let seat = small(u, 3)?;
        // SAFETY: as in `step`.
        unsafe {
            let (mut a, mut b) = (0xEEu8, 0xEEu8);
            if !status(jass_game_get_kind(game, &raw mut a, &raw mut b)) {
                assert_eq!((a, b), (0xEE, 0xEE), "out-parameters written on failure");
            }
            let mut seat_out = 0xEEu8;
            if !status(jass_game_to_act(game, &raw mut seat_out)) {
                assert_eq!(seat_out, 0xEE);
            }
            let _ = status(jass_game_expecting(game, &raw mut a));
            let mut over = false;
            let _ = status(jass_game_is_over(game, &raw mut over));
            let mut count = usize::MAX;
            let _ = status(jass_game_legal_action_count(game, &raw mut count));
            let mut legal = u64::MAX;
            if status(jass_game_legal_cards(game, &raw mut legal)) {
                let mut hand = u64::MAX;
                if status(jass_game_hand(game, seat, &raw mut hand)) && seat_out == seat {
                    assert_eq!(legal & !hand, 0, "legal cards outside the hand");
                }
            }
            let n = len(u, 4)?;
            let mut scores = buffer(u, u32::MAX, n)?;
            let _ = status(jass_game_scores(game, out_ptr(&mut scores), n));
            let mut outcome = std::mem::zeroed::<jass_game_outcome>();
            let _ = status(jass_game_result(game, &raw mut outcome));
            let n = len(u, 2)?;
            let mut sides = buffer(u, jass_slate_side::default(), n)?;
            let _ = status(jass_game_slate(game, out_ptr(&mut sides), n));
            let mut info = std::mem::zeroed::<jass_hand_info>();
            let _ = status(jass_game_hand_info(game, &raw mut info));
            let mut json = ptr::null_mut();
            if status(jass_game_observation_json(game, seat, &raw mut json)) {
                take_string(json);
            } else {
                assert!(json.is_null());
            }
            let other = self.games[slot(u)?];
            let mut equal = false;
            if status(jass_game_equal(game, other, &raw mut equal)) && game == other {
                assert!(equal, "a game differs from itself");
            }
        }
        Ok(())
    }

    unsafe fn apply_legal(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let game = self.games[slot(u)?];
        let n = len(u, JASS_ACTION_MAX)?;
        let mut actions = buffer(u, jass_action::default(), n)?;
        let mut count = usize::MAX;
        // SAFETY: as in `step`.
        unsafe {
            if status(jass_game_legal_actions(
                game,
                out_ptr(&mut actions),
                n,
                &raw mut count,
            )) {
                if count > 0 {
                    let actions = actions.expect("a buffer was given");
                    let action = actions[u.choose_index(count)?];
                    assert!(
                        status(jass_game_apply(game, action)),
                        "a legal action refused"
                    );
                }
            } else {
                assert_eq!(count, usize::MAX, "out_count written on failure");
            }
        }
        Ok(())
    }

    unsafe fn apply_any(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let game = self.games[slot(u)?];
        let action = jass_action {
            kind: small(u, 7)?,
            card: small(u, 35)?,
            contract: small(u, 5)?,
            meld: small(u, 120)?,
            seat: small(u, 3)?,
            row: small(u, 12)?,
            points: small(u, 157)?,
        };
        // SAFETY: as in `step`.
        unsafe {
            let mut before = ptr::null_mut();
            let cloned = status(jass_game_clone(game, &raw mut before));
            if !status(jass_game_apply(game, action)) && cloned {
                let mut equal = false;
                assert!(status(jass_game_equal(game, before, &raw mut equal)));
                assert!(equal, "a refused action changed the game");
            }
            jass_game_free(before);
            let n = len(u, JASS_ACTION_TEXT_MAX)?;
            let mut text = buffer(u, 0 as c_char, n)?;
            let _ = status(jass_action_format(action, out_ptr(&mut text), n));
        }
        Ok(())
    }

    unsafe fn record(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let game = self.games[slot(u)?];
        // SAFETY: as in `step`.
        unsafe {
            let mut json = ptr::null_mut();
            if !status(jass_game_record_json(game, &raw mut json)) {
                assert!(json.is_null());
                return Ok(());
            }
            let mut replayed = ptr::null_mut();
            assert!(
                status(jass_game_replay_json(json, &raw mut replayed)),
                "a record replays"
            );
            let mut equal = false;
            assert!(status(jass_game_equal(game, replayed, &raw mut equal)));
            assert!(equal, "a replayed game differs");
            jass_game_free(replayed);
            take_string(json);
        }
        Ok(())
    }

    unsafe fn bot(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let i = slot(u)?;
        // SAFETY: as in `step`.
        unsafe {
            if u.arbitrary()? {
                let mut bot = ptr::null_mut();
                let made = status(jass_bot_new(small(u, 1)?, u.arbitrary()?, &raw mut bot));
                keep(made, &mut self.bots[i], bot, jass_bot_free);
            } else if u.ratio(1, 4)? {
                put(&mut self.bots[i], ptr::null_mut(), jass_bot_free);
            } else {
                let game = self.games[slot(u)?];
                let mut action = jass_action {
                    kind: 0xEE,
                    ..jass_action::default()
                };
                if status(jass_bot_choose(self.bots[i], game, &raw mut action)) {
                    assert!(
                        status(jass_game_apply(game, action)),
                        "a bot's action refused"
                    );
                } else {
                    assert_eq!(action.kind, 0xEE, "out_action written on failure");
                }
            }
        }
        Ok(())
    }

    unsafe fn rng(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let i = slot(u)?;
        let rng = self.rngs[i];
        // SAFETY: as in `step`.
        unsafe {
            match u.int_in_range(0..=7)? {
                0 => {
                    let mut new = ptr::null_mut();
                    assert!(status(jass_rng_new(u.arbitrary()?, &raw mut new)));
                    put(&mut self.rngs[i], new, jass_rng_free);
                }
                1 => {
                    let mut new = ptr::null_mut();
                    if status(jass_rng_clone(rng, &raw mut new)) {
                        put(&mut self.rngs[slot(u)?], new, jass_rng_free);
                    }
                }
                2 => put(&mut self.rngs[i], ptr::null_mut(), jass_rng_free),
                3 => {
                    let n: u32 = u.arbitrary()?;
                    let mut value = u32::MAX;
                    if status(jass_rng_below(rng, n, &raw mut value)) {
                        assert!(value < n, "rng_below({n}) gave {value}");
                    }
                }
                4 => {
                    let cards = mask(u)?;
                    let mut card = 0xEE;
                    if status(jass_rng_pick(rng, cards, &raw mut card)) {
                        assert!(
                            card < 36 && cards >> card & 1 == 1,
                            "picked {card} from {cards:#x}"
                        );
                    }
                }
                5 => {
                    let n = len(u, 36)?;
                    let mut deck = buffer(u, 0u8, n)?;
                    let _ = status(jass_rng_shuffled_deck(rng, out_ptr(&mut deck), n));
                }
                6 => {
                    let n = len(u, 4)?;
                    let mut hands = buffer(u, 0u64, n)?;
                    let _ = status(jass_rng_deal(rng, out_ptr(&mut hands), n));
                }
                _ => {
                    let n = len(u, 4)?;
                    let mut hands = buffer(u, 0u64, n)?;
                    if status(jass_deal(u.arbitrary()?, out_ptr(&mut hands), n)) {
                        let hands = hands.expect("a buffer was given");
                        assert_eq!(hands.iter().fold(0, |all, h| all | h), JASS_CARD_SET_ALL);
                    }
                    let mut next = 0u64;
                    let _ = status(jass_rng_next_u64(rng, &raw mut next));
                }
            }
        }
        Ok(())
    }

    unsafe fn cards(u: &mut Unstructured<'_>) -> Result<()> {
        let word = text(u)?;
        let (card, style) = (small(u, 35)?, small(u, 3)?);
        let set = mask(u)?;
        // SAFETY: as in `step`.
        unsafe {
            let mut out = 0xEEu8;
            if status(jass_card_parse(text_ptr(word.as_ref()), &raw mut out)) {
                assert!(out < 36);
            } else {
                assert_eq!(out, 0xEE);
            }
            let n = len(u, JASS_CARD_TEXT_MAX)?;
            let mut buf = buffer(u, 0 as c_char, n)?;
            if status(jass_card_format(card, style, out_ptr(&mut buf), n)) {
                let mut back = 0xEEu8;
                assert!(status(jass_card_parse(out_ptr(&mut buf), &raw mut back)));
                assert_eq!(back, card, "a formatted card reads back");
            }
            let _ = status(jass_card_new(small(u, 3)?, small(u, 8)?, &raw mut out));
            let _ = status(jass_card_suit(card, &raw mut out));
            let _ = status(jass_card_rank(card, &raw mut out));
            let _ = status(jass_card_to_jasskit(card, &raw mut out));
            let _ = status(jass_card_from_jasskit(small(u, 35)?, &raw mut out));
            let mut out_set = u64::MAX;
            if status(jass_card_set_parse(
                text_ptr(word.as_ref()),
                &raw mut out_set,
            )) {
                assert_eq!(out_set & !JASS_CARD_SET_ALL, 0);
            } else {
                assert_eq!(out_set, u64::MAX);
            }
            let n = len(u, JASS_CARD_SET_TEXT_MAX)?;
            let mut buf = buffer(u, 0 as c_char, n)?;
            if status(jass_card_set_format(set, style, out_ptr(&mut buf), n)) {
                let mut back = u64::MAX;
                assert!(status(jass_card_set_parse(
                    out_ptr(&mut buf),
                    &raw mut back
                )));
                assert_eq!(back, set, "a formatted card set reads back");
            }
            let valid = status(jass_card_set_validate(set));
            assert_eq!(valid, set & !JASS_CARD_SET_ALL == 0);
            let n = len(u, 40)?;
            let mut list = buffer(u, 0u8, n)?;
            if let Some(list) = list.as_mut() {
                for card in list.iter_mut() {
                    *card = small(u, 35)?;
                }
            }
            let _ = status(jass_card_set_from_cards(
                in_ptr(list.as_ref()),
                n,
                &raw mut out_set,
            ));
            let n = len(u, 36)?;
            let mut list = buffer(u, 0u8, n)?;
            let mut count = usize::MAX;
            let _ = status(jass_card_set_to_cards(
                set,
                out_ptr(&mut list),
                n,
                &raw mut count,
            ));
            let _ = status(jass_card_set_to_jasskit(set, &raw mut out_set));
            let _ = status(jass_card_set_from_jasskit(set, &raw mut out_set));
            if status(jass_contract_parse(text_ptr(word.as_ref()), &raw mut out)) {
                assert!(out < 6);
            }
            let n = len(u, JASS_CONTRACT_TEXT_MAX)?;
            let mut buf = buffer(u, 0 as c_char, n)?;
            let _ = status(jass_contract_format(
                small(u, 5)?,
                style,
                out_ptr(&mut buf),
                n,
            ));
        }
        Ok(())
    }

    unsafe fn play(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let rules = self.rules[slot(u)?];
        let (contract, phase, card) = (small(u, 5)?, small(u, 1)?, small(u, 35)?);
        let hand = mask(u)?;
        let n = u.int_in_range(0..=5)?;
        let mut trick = buffer(u, 0u8, n)?;
        if let Some(trick) = trick.as_mut() {
            for card in trick.iter_mut() {
                *card = small(u, 35)?;
            }
        }
        // SAFETY: as in `step`.
        unsafe {
            let mut legal = u64::MAX;
            let listed = status(jass_legal_cards(
                rules,
                contract,
                phase,
                hand,
                in_ptr(trick.as_ref()),
                n,
                &raw mut legal,
            ));
            let mut is = false;
            let single = status(jass_is_legal(
                rules,
                contract,
                phase,
                hand,
                in_ptr(trick.as_ref()),
                n,
                card,
                &raw mut is,
            ));
            let checked = status(jass_check_play(
                rules,
                contract,
                phase,
                hand,
                in_ptr(trick.as_ref()),
                n,
                card,
            ));
            if listed && single {
                assert_eq!(is, legal >> card & 1 == 1, "is_legal against legal_cards");
                assert_eq!(legal & !hand, 0, "legal cards outside the hand");
                if checked {
                    assert!(is, "check_play accepts an illegal card");
                }
            }
            let mut winner = usize::MAX;
            let _ = status(jass_trick_winner(
                contract,
                in_ptr(trick.as_ref()),
                n,
                &raw mut winner,
            ));
            if winner != usize::MAX {
                assert!(winner < n);
            }
        }
        Ok(())
    }

    unsafe fn points(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let rules = self.rules[slot(u)?];
        let contract = small(u, 5)?;
        let mut out = u16::MAX;
        let n = u.int_in_range(0..=5)?;
        let mut trick = buffer(u, 0u8, n)?;
        if let Some(trick) = trick.as_mut() {
            for card in trick.iter_mut() {
                *card = small(u, 35)?;
            }
        }
        // SAFETY: as in `step`.
        unsafe {
            let _ = status(jass_card_points(
                rules,
                contract,
                small(u, 35)?,
                &raw mut out,
            ));
            let _ = status(jass_card_set_points(
                rules,
                contract,
                mask(u)?,
                &raw mut out,
            ));
            let _ = status(jass_trick_points(
                rules,
                contract,
                in_ptr(trick.as_ref()),
                n,
                u.arbitrary()?,
                &raw mut out,
            ));
            let _ = status(jass_last_trick_bonus(rules, contract, &raw mut out));
            let _ = status(jass_hand_total(rules, contract, &raw mut out));
            let _ = status(jass_hand_points(
                rules,
                u.arbitrary()?,
                u.arbitrary()?,
                &raw mut out,
            ));
            let _ = status(jass_rules_multiplier(rules, contract, &raw mut out));
        }
        Ok(())
    }

    unsafe fn weis(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let rules = self.rules[slot(u)?];
        let contract = small(u, 5)?;
        let hand = mask(u)?;
        // SAFETY: as in `step`.
        unsafe {
            let n = len(u, JASS_MELD_COUNT as usize)?;
            let mut melds = buffer(u, 0u8, n)?;
            let mut count = usize::MAX;
            match u.int_in_range(0..=2)? {
                0 => {
                    let _ = status(jass_weis_all_melds(
                        rules,
                        contract,
                        hand,
                        out_ptr(&mut melds),
                        n,
                        &raw mut count,
                    ));
                }
                1 => {
                    let _ = status(jass_weis_declarable_melds(
                        rules,
                        contract,
                        hand,
                        out_ptr(&mut melds),
                        n,
                        &raw mut count,
                    ));
                }
                _ => {
                    let _ = status(jass_weis_best_declaration(
                        rules,
                        contract,
                        hand,
                        out_ptr(&mut melds),
                        n,
                        &raw mut count,
                    ));
                }
            }
            let n = u.int_in_range(0..=4)?;
            let mut declared = buffer(u, 0u8, n)?;
            if let Some(declared) = declared.as_mut() {
                for meld in declared.iter_mut() {
                    *meld = small(u, 120)?;
                }
            }
            let mut points = u16::MAX;
            let _ = status(jass_weis_check_declaration(
                rules,
                contract,
                hand,
                in_ptr(declared.as_ref()),
                n,
                &raw mut points,
            ));
            let (mut order, mut step) = (0i8, 0u8);
            let _ = status(jass_weis_compare(
                rules,
                contract,
                small(u, 120)?,
                small(u, 120)?,
                &raw mut order,
                &raw mut step,
            ));
            let n = len(u, 4)?;
            let mut hands = buffer(u, 0u64, n)?;
            if let Some(hands) = hands.as_mut() {
                for hand in hands.iter_mut() {
                    *hand = mask(u)?;
                }
            }
            let mut outcome = std::mem::zeroed::<jass_weis_outcome>();
            let _ = status(jass_weis_schieber(
                rules,
                contract,
                in_ptr(hands.as_ref()),
                n,
                small(u, 3)?,
                &raw mut outcome,
            ));
            let mut has = false;
            let _ = status(jass_weis_has_stoeck(contract, hand, &raw mut has));
            let mut set = 0u64;
            let _ = status(jass_weis_stoeck_cards(contract, &raw mut set));
            let mut allowed = false;
            let _ = status(jass_weis_allows(
                rules,
                contract,
                small(u, 120)?,
                &raw mut allowed,
            ));
        }
        Ok(())
    }

    unsafe fn melds(&mut self, u: &mut Unstructured<'_>) -> Result<()> {
        let rules = self.rules[slot(u)?];
        let (meld, contract) = (small(u, 120)?, small(u, 5)?);
        let word = text(u)?;
        // SAFETY: as in `step`.
        unsafe {
            let n = len(u, JASS_MELD_TEXT_MAX)?;
            let mut buf = buffer(u, 0 as c_char, n)?;
            if status(jass_meld_format(meld, contract, out_ptr(&mut buf), n)) && contract < 6 {
                let mut back = 0xEEu8;
                assert!(status(jass_meld_parse(
                    out_ptr(&mut buf),
                    contract,
                    &raw mut back
                )));
                assert_eq!(back, meld, "a formatted meld reads back");
            }
            let mut out = 0xEEu8;
            if !status(jass_meld_parse(
                text_ptr(word.as_ref()),
                contract,
                &raw mut out,
            )) {
                assert_eq!(out, 0xEE);
            }
            let mut set = 0u64;
            let _ = status(jass_meld_cards(meld, &raw mut set));
            let mut value = u16::MAX;
            let _ = status(jass_meld_value(rules, meld, &raw mut value));
            let _ = status(jass_meld_points(rules, meld, &raw mut value));
        }
        Ok(())
    }

    unsafe fn misc(u: &mut Unstructured<'_>) -> Result<()> {
        // SAFETY: as in `step`.
        unsafe {
            let index: usize = if u.arbitrary()? {
                u.int_in_range(0..=40)?
            } else {
                u.arbitrary()?
            };
            let mut name = ptr::null();
            if status(jass_rules_option_name(index, &raw mut name)) {
                assert!(index < jass_rules_option_count());
                assert!(CStr::from_ptr(name).to_str().is_ok());
            }
            let mut name = ptr::null();
            if status(jass_rules_preset_name(index, &raw mut name)) {
                assert!(index < jass_rules_preset_count());
                let mut rules = ptr::null_mut();
                assert!(
                    status(jass_rules_from_preset(name, &raw mut rules)),
                    "a listed preset loads"
                );
                jass_rules_free(rules);
            }
            let message = jass_result_message(u.arbitrary()?);
            assert!(!message.is_null() && CStr::from_ptr(message).to_str().is_ok());
            let _ = jass_last_error_action_index();
            assert!(!jass_version().is_null());
            let n = len(u, 256)?;
            let mut buf = buffer(u, 0 as c_char, n)?;
            let _ = jass_last_error_message(out_ptr(&mut buf), n);
            let (seat, players) = (small(u, 3)?, small(u, 4)?);
            let mut out = 0xEEu8;
            let _ = status(jass_seat_next(seat, players, &raw mut out));
            let _ = status(jass_seat_partner(seat, &raw mut out));
            let _ = status(jass_seat_team(seat, &raw mut out));
        }
        Ok(())
    }
}
