//! Driving a game with checked actions: what must hold after every action,
//! after every refused action, and once the game is over.

use jass_core::{Action, AnyGame, Game, JassRng, Seat};

/// Most actions any game may take before it must be over. A Schieber game
/// to 5,000 points with every multiplier 1 takes well under 3,000.
pub const MAX_ACTIONS: usize = 200_000;

/// Applies `action`, which must succeed exactly when it is among the legal
/// actions; a refused action must leave the game unchanged. Returns whether
/// it was applied.
pub fn apply_checked(game: &mut AnyGame, action: Action) -> bool {
    let before = game.clone();
    let legal = game.legal_actions().contains(&action);
    match game.apply(action) {
        Ok(()) => {
            assert!(legal, "illegal action {action:?} was accepted");
            check_state(game, &before);
            true
        }
        Err(error) => {
            assert!(!legal, "legal action {action:?} was refused: {error}");
            assert_eq!(*game, before, "refused action {action:?} changed the game");
            false
        }
    }
}

/// What holds in every state, and between a state and the one before it.
pub fn check_state(game: &AnyGame, before: &AnyGame) {
    let legal = game.legal_actions();
    // Scores only grow; but a claim under claim_counts = claimant_only
    // drops the other side's unrecorded points (RULES.md §5.1).
    let dropped = game
        .result()
        .and_then(|result| result.claimant)
        .filter(|_| game.record().rules.claim_counts == jass_core::ClaimCounts::ClaimantOnly);
    // And a Coiffeur match writes its fixed total (⚙ `coiffeur_match`,
    // RULES.md §9.4), which may take back some of the points its tricks
    // were credited with as they were taken (custom card values make them
    // worth more): when the hand ends.
    let hand_number = |game: &AnyGame| {
        game.observation(Seat::S0)
            .map(|observation| observation.hand_number)
            .ok()
    };
    let coiffeur_hand_ended = game.record().game == jass_core::GameKind::Coiffeur
        && (game.is_over() || hand_number(game) != hand_number(before));
    for team in jass_core::Team::ALL {
        if coiffeur_hand_ended || dropped.is_some_and(|claimant| claimant.team() != team) {
            continue;
        }
        assert!(
            game.scores()[team] >= before.scores()[team],
            "the score of {team:?} went down"
        );
    }
    if game.is_over() {
        assert!(legal.is_empty(), "a finished game has legal actions");
        assert!(game.result().is_some(), "a finished game has no result");
        return;
    }
    assert!(game.result().is_none(), "a game in progress has a result");
    let seat = game.to_act().expect("a game in progress has a seat to act");
    assert!(!legal.is_empty(), "a game in progress has no legal action");
    let hand = game
        .observation(seat)
        .expect("the seat to act sits at the table")
        .hand;
    let cards = game.legal_cards();
    assert!(
        cards.is_subset(hand),
        "legal cards {cards} not in hand {hand}"
    );
    for action in &legal {
        if let Action::Play(card) = action {
            assert!(
                cards.contains(*card),
                "legal play {card} not in legal cards"
            );
        }
    }
    for seat in Seat::ALL {
        assert_eq!(
            game.observation(seat).is_ok(),
            seat.index() < game.players(),
            "{seat} is observed at a table of {}",
            game.players()
        );
    }
}

/// Plays legal actions chosen by `rng` until the game is over, which it
/// must be within [`MAX_ACTIONS`].
pub fn finish(game: &mut AnyGame, rng: &mut JassRng) {
    for _ in 0..MAX_ACTIONS {
        if game.is_over() {
            return;
        }
        let legal = game.legal_actions();
        assert!(!legal.is_empty(), "a game in progress has no legal action");
        let action = legal.as_slice()[rng.below(legal.len() as u32) as usize];
        // Every state is checked while the input's actions are applied;
        // here, on the way to the end, every 16th (the rest is what keeps
        // the target fast enough to explore).
        if rng.below(16) == 0 {
            assert!(apply_checked(game, action), "legal action refused");
        } else if let Err(error) = game.apply(action) {
            panic!("legal action {action:?} refused: {error}");
        }
    }
    panic!("the game is not over after {MAX_ACTIONS} legal actions");
}

/// What holds once the game is over: no action succeeds or changes it, and
/// its record replays to it.
pub fn check_finished(game: &mut AnyGame, probes: &[Action]) {
    assert!(game.is_over());
    for &action in probes {
        assert!(
            !apply_checked(game, action),
            "{action:?} applied to a finished game"
        );
    }
    check_replay(game);
}

/// The game's record replays to the identical game, and survives JSON.
pub fn check_replay(game: &AnyGame) {
    let record = game.record();
    let replayed = AnyGame::replay(&record).expect("a game's own record replays");
    assert_eq!(&replayed, game, "replay differs");
    let json = serde_json::to_string(&record).expect("a record writes as JSON");
    let read: jass_core::GameRecord = serde_json::from_str(&json).expect("a record reads back");
    assert_eq!(read, record, "record JSON round trip");
}
