//! Tests of what a game reports (scores, result, slate, observations,
//! hand info), of records and of clones.

use super::*;

#[test]
fn scores_result_and_slate_follow_the_core() {
    let game = GameHandle::new(Rules::schieber(), 8);
    let mut scores = [7u32; 2];
    let mut sides = [jass_slate_side::default(); 2];
    let mut outcome = MaybeUninit::<jass_game_outcome>::zeroed();
    // SAFETY: a live handle and buffers of their lengths.
    unsafe {
        assert_eq!(
            jass_game_scores(game.0, scores.as_mut_ptr(), 2),
            jass_result::Ok
        );
        assert_eq!(scores, [0, 0]);
        assert_eq!(
            jass_game_result(game.0, outcome.as_mut_ptr()),
            jass_result::GameNotOver
        );
    }
    let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(8));
    while let Some(seat) = game.core().to_act() {
        let choice = bot.choose(&game.core().observation(seat).unwrap());
        assert_eq!(game.apply(jass_action::from(choice)), jass_result::Ok);
    }
    let core = game.core();
    // SAFETY: a live handle and buffers of their lengths.
    unsafe {
        assert_eq!(
            jass_game_scores(game.0, scores.as_mut_ptr(), 2),
            jass_result::Ok
        );
        assert_eq!(
            jass_game_slate(game.0, sides.as_mut_ptr(), 2),
            jass_result::Ok
        );
        assert_eq!(
            jass_game_result(game.0, outcome.as_mut_ptr()),
            jass_result::Ok
        );
    }
    assert_eq!(scores, core.scores().0);
    // SAFETY: written on success.
    let outcome = unsafe { outcome.assume_init() };
    assert_eq!(outcome, outcome_of(core.result().unwrap()));
    assert_eq!(outcome.reason, jass_end_reason::Target as u8);
    assert_eq!(outcome.claimant, JASS_SEAT_NONE);
    assert!(outcome.scores[usize::from(outcome.winner)] >= 2500);
    let slate = core.slate();
    for team in Team::ALL {
        let side = sides[team.index()];
        let expected: SlateSide = slate.sides[team];
        assert_eq!(
            (side.hundreds, side.fifties, side.twenties, side.remainder),
            (
                expected.hundreds,
                expected.fifties,
                expected.twenties,
                expected.remainder
            )
        );
    }
    let mut one = [0u32; 1];
    let mut one_side = [jass_slate_side::default(); 1];
    // SAFETY: buffers of their lengths; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_game_scores(game.0, one.as_mut_ptr(), 1),
            jass_result::BufferTooSmall
        );
        assert_eq!(
            jass_game_slate(game.0, one_side.as_mut_ptr(), 1),
            jass_result::BufferTooSmall
        );
        assert_eq!(one, [0]);
        assert_eq!(
            jass_game_scores(ptr::null(), one.as_mut_ptr(), 2),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_scores(game.0, ptr::null_mut(), 2),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_slate(ptr::null(), sides.as_mut_ptr(), 2),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_slate(game.0, ptr::null_mut(), 2),
            jass_result::NullPointer
        );
        let mut outcome = MaybeUninit::<jass_game_outcome>::zeroed();
        assert_eq!(
            jass_game_result(ptr::null(), outcome.as_mut_ptr()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_result(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn every_end_reason_has_its_c_form() {
    let base = GameResult {
        winner: Team::T1,
        schneider: true,
        reason: EndReason::Target,
        claimant: None,
        scores: jass_core::ByTeam([600, 2510]),
    };
    let reasons = [
        (EndReason::Target, jass_end_reason::Target, u8::MAX),
        (EndReason::ValidClaim, jass_end_reason::ValidClaim, u8::MAX),
        (
            EndReason::InvalidClaim,
            jass_end_reason::InvalidClaim,
            u8::MAX,
        ),
        (
            EndReason::StoeckWeisStich(SwsStep::Weis),
            jass_end_reason::StoeckWeisStich,
            jass_sws_step::Weis as u8,
        ),
        (
            EndReason::SwsNobodyReached,
            jass_end_reason::SwsNobodyReached,
            u8::MAX,
        ),
    ];
    for (reason, code, step) in reasons {
        let outcome = outcome_of(GameResult {
            reason,
            claimant: Some(Seat::S2),
            ..base
        });
        assert_eq!(
            outcome,
            jass_game_outcome {
                winner: 1,
                schneider: true,
                reason: code as u8,
                sws_step: step,
                claimant: 2,
                scores: [600, 2510],
            }
        );
    }
    assert_eq!(outcome_of(base).claimant, JASS_SEAT_NONE);
}

#[test]
fn a_claim_ends_the_game_with_its_claimant() {
    let game = GameHandle::new(claims(), 5);
    let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(5));
    while let Some(seat) = game.core().to_act() {
        let choice = bot.choose(&game.core().observation(seat).unwrap());
        assert_eq!(game.apply(jass_action::from(choice)), jass_result::Ok);
    }
    let mut outcome = MaybeUninit::<jass_game_outcome>::zeroed();
    // SAFETY: a live handle and a writable outcome.
    let result = unsafe { jass_game_result(game.0, outcome.as_mut_ptr()) };
    assert_eq!(result, jass_result::Ok);
    // SAFETY: written on success.
    let outcome = unsafe { outcome.assume_init() };
    assert_ne!(outcome.reason, jass_end_reason::Target as u8);
    assert!(outcome.claimant < 4);
}

#[test]
fn observations_are_the_core_observations_as_json() {
    let game = GameHandle::new(Rules::schieber(), 4);
    for choice in [action(jass_action_kind::Shove), declare(1)] {
        assert_eq!(game.apply(choice), jass_result::Ok);
    }
    let first = game.legal()[0];
    assert_eq!(game.apply(first), jass_result::Ok);
    for seat in 0..4u8 {
        let mut json = ptr::null_mut();
        // SAFETY: a live handle and a writable slot.
        let result = unsafe { jass_game_observation_json(game.0, seat, &raw mut json) };
        assert_eq!(result, jass_result::Ok);
        let json = take(json);
        let core = game
            .core()
            .observation(Seat::try_from(seat).unwrap())
            .unwrap();
        assert_eq!(json, serde_json::to_string(&core).unwrap());
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(value["seat"], u64::from(seat));
        assert_eq!(value["contract"], "hearts");
        assert_eq!(value["hand"].as_array().unwrap().len(), core.hand.len());
        // The rules, complete: they read back as the game's.
        assert_eq!(
            Rules::from_json(&value["rules"].to_string()).unwrap(),
            Rules::schieber()
        );
    }
    let mut json = ptr::null_mut();
    // SAFETY: a live handle and a writable slot; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_game_observation_json(game.0, 4, &raw mut json),
            jass_result::SeatOutOfRange
        );
        assert_eq!(
            jass_game_observation_json(ptr::null(), 0, &raw mut json),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_observation_json(game.0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    assert!(json.is_null());
}

#[test]
fn hands_and_hand_info_follow_the_play() {
    let game = GameHandle::new(Rules::schieber(), 6);
    let info = |game: &GameHandle| {
        let mut info = MaybeUninit::<jass_hand_info>::zeroed();
        // SAFETY: a live handle and a writable info.
        let result = unsafe { jass_game_hand_info(game.0, info.as_mut_ptr()) };
        assert_eq!(result, jass_result::Ok);
        // SAFETY: written on success.
        unsafe { info.assume_init() }
    };
    let start = info(&game);
    assert_eq!((start.number, start.dealer, start.forehand), (0, 3, 0));
    assert_eq!(
        (start.contract, start.declarer, start.shoved),
        (JASS_CONTRACT_NONE, JASS_SEAT_NONE, false)
    );
    assert_eq!(
        (start.trick_len, start.tricks_done, start.trick_leader),
        (0, 0, 0)
    );
    let dealt: Vec<u64> = (0..4u8)
        .map(|seat| {
            let mut hand = 0;
            // SAFETY: a live handle and a writable local.
            let result = unsafe { jass_game_hand(game.0, seat, &raw mut hand) };
            assert_eq!(result, jass_result::Ok);
            hand
        })
        .collect();
    assert!(dealt.iter().all(|hand| hand.count_ones() == 9));
    assert_eq!(
        dealt.iter().fold(0, |all, hand| all | hand),
        CardSet::ALL.mask()
    );
    assert_eq!(game.apply(action(jass_action_kind::Shove)), jass_result::Ok);
    assert_eq!(game.apply(declare(4)), jass_result::Ok);
    let first = game.legal()[0];
    assert_eq!(game.apply(first), jass_result::Ok);
    let now = info(&game);
    assert_eq!((now.contract, now.declarer, now.shoved), (4, 2, true));
    assert_eq!(
        (now.trick_len, now.trick[0], now.trick[1]),
        (1, first.card, 0)
    );
    let mut hand = 0;
    // SAFETY: a live handle and a writable local; NULLs rejected first.
    unsafe {
        assert_eq!(jass_game_hand(game.0, 0, &raw mut hand), jass_result::Ok);
        assert_eq!(hand, dealt[0] & !(1 << first.card));
        hand = 5;
        assert_eq!(
            jass_game_hand(game.0, 4, &raw mut hand),
            jass_result::SeatOutOfRange
        );
        assert_eq!(hand, 5);
        assert_eq!(
            jass_game_hand(ptr::null(), 0, &raw mut hand),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_hand(game.0, 0, ptr::null_mut()),
            jass_result::NullPointer
        );
        let mut info = MaybeUninit::<jass_hand_info>::zeroed();
        assert_eq!(
            jass_game_hand_info(ptr::null(), info.as_mut_ptr()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_hand_info(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    // Play the hand out: the points of a hand add up to 157.
    while info(&game).number == 0 {
        let choice = game.legal()[0];
        assert_eq!(game.apply(choice), jass_result::Ok);
        let now = info(&game);
        if now.number == 0 && now.tricks_done == 9 {
            assert_eq!(now.card_points[0] + now.card_points[1], 157);
        }
    }
    assert_eq!(info(&game).contract, JASS_CONTRACT_NONE);
}

#[test]
fn records_replay_to_the_same_game() {
    for end_after in [0, 1, 37, 200, usize::MAX] {
        let game = GameHandle::new(claims(), 9);
        let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(9));
        for _ in 0..end_after {
            let Some(seat) = game.core().to_act() else {
                break;
            };
            let choice = bot.choose(&game.core().observation(seat).unwrap());
            assert_eq!(game.apply(jass_action::from(choice)), jass_result::Ok);
        }
        let json = game.record();
        let again = replay(&json).unwrap();
        let mut equal = false;
        // SAFETY: live handles and a writable local.
        let result = unsafe { jass_game_equal(again.0, game.0, &raw mut equal) };
        assert_eq!(result, jass_result::Ok);
        assert!(equal);
        assert_eq!(again.record(), json);
    }
}

#[test]
fn a_record_deal_must_be_the_36_cards_each_once() {
    let game = GameHandle::new(Rules::schieber(), 12);
    let record: serde_json::Value = serde_json::from_str(&game.record()).unwrap();
    let deck: Vec<String> = JassRng::seed_from_u64(1)
        .shuffled_deck()
        .iter()
        .map(ToString::to_string)
        .collect();
    let with_deal = |deal: &[String]| {
        let mut edited = record.clone();
        edited["deal"] = deal.to_vec().into();
        let code = refused(&edited.to_string());
        let mut buf = [0 as c_char; 128];
        // SAFETY: buf has 128 writable bytes.
        unsafe { crate::jass_last_error_message(buf.as_mut_ptr(), buf.len()) };
        // SAFETY: NUL-terminated by the function.
        let message = unsafe { CStr::from_ptr(buf.as_ptr()) }.to_str().unwrap();
        (code, message.to_owned())
    };
    // A card twice within one player's packet of three (which jass-core
    // alone would report as a hand of eight cards) and across packets.
    for (copy, to) in [(0, 1), (0, 35)] {
        let mut twice = deck.clone();
        twice[to] = twice[copy].clone();
        let refused = with_deal(&twice);
        assert_eq!(
            refused,
            (
                jass_result::DuplicateCard,
                format!("card {} is listed twice in the record's deal", deck[copy])
            )
        );
    }
    let mut long = deck.clone();
    long.push(deck[0].clone());
    assert_eq!(
        with_deal(&long),
        (
            jass_result::InvalidDeal,
            "the record's deal has 37 cards, but must have 36".to_owned()
        )
    );
    assert_eq!(with_deal(&deck[..35]).0, jass_result::InvalidDeal);
    assert!(
        replay(&{
            let mut edited = record.clone();
            edited["deal"] = deck.clone().into();
            edited.to_string()
        })
        .is_ok()
    );
}

#[test]
fn bad_records_are_refused_with_their_reason() {
    let game = GameHandle::new(Rules::schieber(), 12);
    for _ in 0..20 {
        let choice = game.legal()[0];
        assert_eq!(game.apply(choice), jass_result::Ok);
    }
    let json = game.record();
    let mut record: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(refused("{\"game\": "), jass_result::MalformedJson);
    assert_eq!(refused(""), jass_result::MalformedJson);
    assert_eq!(refused("{}"), jass_result::InvalidRecord);
    assert_eq!(refused("[1, 2]"), jass_result::InvalidRecord);
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut edited = record.clone();
        change(&mut edited);
        refused(&edited.to_string())
    };
    assert_eq!(
        edit(&|r| r["colour"] = 1.into()),
        jass_result::InvalidRecord
    );
    assert_eq!(
        edit(&|r| r["first_dealer"] = 7.into()),
        jass_result::InvalidRecord
    );
    assert_eq!(
        edit(&|r| r["actions"][3] = "dance".into()),
        jass_result::InvalidRecord
    );
    // A Schieber record read as Schmaus: seat 3 does not sit at its
    // table, and with a dealer who does, the first action (a
    // declaration) is illegal there.
    assert_eq!(
        edit(&|r| r["game"] = "schmaus".into()),
        jass_result::SeatOutOfRange
    );
    assert_eq!(
        edit(&|r| {
            r["game"] = "schmaus".into();
            r["first_dealer"] = 1.into();
        }),
        jass_result::IllegalRecordAction
    );
    assert_eq!(
        edit(&|r| r["rules"]["target"] = 0.into()),
        jass_result::InvalidRules
    );
    let deck = JassRng::seed_from_u64(1).shuffled_deck();
    let mut twice: Vec<String> = deck.iter().map(ToString::to_string).collect();
    twice[35] = twice[0].clone();
    assert_eq!(
        edit(&|r| r["deal"] = twice.clone().into()),
        jass_result::DuplicateCard
    );
    assert_eq!(
        edit(&|r| r["deal"] = twice[..30].to_vec().into()),
        jass_result::InvalidDeal
    );
    // An action moved out of place is refused with its index.
    let actions = record["actions"].as_array_mut().unwrap();
    let moved = actions.remove(5);
    actions.push(moved);
    let index = actions.len() - 1;
    let _ = actions;
    assert_eq!(
        refused(&record.to_string()),
        jass_result::IllegalRecordAction
    );
    let failed = crate::jass_last_error_action_index();
    assert!(failed >= 5 && usize::try_from(failed).unwrap() <= index);
    assert_eq!(refused("\"\u{FFFD}\""), jass_result::InvalidRecord);
    let mut game = ptr::null_mut();
    // SAFETY: NUL-terminated strings and a writable slot; NULLs rejected first.
    unsafe {
        assert_eq!(
            jass_game_replay_json(c"{\"game\": \"\xFF\"}".as_ptr(), &raw mut game),
            jass_result::InvalidUtf8
        );
        assert_eq!(
            jass_game_replay_json(ptr::null(), &raw mut game),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_replay_json(c"{}".as_ptr(), ptr::null_mut()),
            jass_result::NullPointer
        );
    }
    assert!(game.is_null());
    let mut json = ptr::null_mut();
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_game_record_json(ptr::null(), &raw mut json),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_record_json(game, ptr::null_mut()),
            jass_result::NullPointer
        );
    }
}

#[test]
fn clones_are_independent() {
    let game = GameHandle::new(Rules::schieber(), 2);
    let copy = game.clone_handle();
    let mut equal = false;
    // SAFETY: live handles and a writable local.
    unsafe {
        assert_eq!(
            jass_game_equal(game.0, copy.0, &raw mut equal),
            jass_result::Ok
        );
    }
    assert!(equal);
    assert_eq!(copy.apply(action(jass_action_kind::Shove)), jass_result::Ok);
    // SAFETY: as above.
    unsafe {
        assert_eq!(
            jass_game_equal(game.0, copy.0, &raw mut equal),
            jass_result::Ok
        );
    }
    assert!(!equal);
    assert_eq!(game.core().expecting(), jass_core::Expecting::Declaration);
    let mut out = ptr::null_mut();
    // SAFETY: NULLs are rejected before any access.
    unsafe {
        assert_eq!(
            jass_game_clone(ptr::null(), &raw mut out),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_clone(game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_equal(ptr::null(), game.0, &raw mut equal),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_equal(game.0, ptr::null(), &raw mut equal),
            jass_result::NullPointer
        );
        assert_eq!(
            jass_game_equal(game.0, game.0, ptr::null_mut()),
            jass_result::NullPointer
        );
        jass_game_free(ptr::null_mut());
        jass_game_free(ptr::null_mut());
    }
    assert!(out.is_null());
}
