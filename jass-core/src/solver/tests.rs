use super::*;
use crate::contract::Contract;
use crate::random::JassRng;
use crate::rules::{Rules, Undertrump};
use crate::seat::{BySeat, ByTeam, Players};
use crate::trick::Trick;
use alloc::string::ToString;

/// A random position with at most `tricks` tricks left: a random deal,
/// contract, declaring team and rules (undertrump, match bonus, the play
/// options, Undenufe values), played at random to a random card.
pub(super) fn random_position(rng: &mut JassRng, tricks: usize) -> Position {
    let contract = Contract::ALL[rng.below(6) as usize];
    let declarers = if rng.below(2) == 0 {
        Team::T0
    } else {
        Team::T1
    };
    let mut rules = Rules::schieber();
    if rng.below(4) == 0 {
        rules = rules.with_undertrump(Undertrump::Weak);
    }
    if rng.below(4) == 0 {
        rules = rules.with_match_bonus(0);
    }
    // The play options the search reads, each off its default now and then.
    let flags = rng.below(16);
    if flags != 0 && rng.below(2) == 0 {
        rules = rules
            .with_trump_when_able_to_follow(flags & 1 == 0)
            .with_puur_exempt(flags & 2 == 0)
            .with_must_overtrump_on_trump_lead(flags & 4 != 0)
            .with_must_trump_when_void(flags & 8 != 0);
    }
    if rng.below(4) == 0 {
        rules = rules.with_undenufe_values(crate::rules::UndenufeValues::AceEleven);
    }
    let leader = SEATS[rng.below(4) as usize];
    let mut position = Position::try_new(
        rng.deal(),
        Trick::led_by(leader, Players::Four),
        contract,
        declarers,
        ByTeam([0, 0]),
        &rules,
    )
    .unwrap();
    let extra = rng.below(4) as usize;
    while position.tricks_left() > tricks
        || (position.tricks_left() == tricks && position.trick().len() < extra)
    {
        let card = rng.pick(position.legal_cards()).unwrap();
        position = position.after(card).unwrap();
    }
    position
}

/// Plays `line` from `position` and sums the declarers' points.
fn play_out(position: &Position, line: &[Card]) -> u16 {
    let mut position = *position;
    let mut total = 0;
    for (i, &card) in line.iter().enumerate() {
        assert!(position.legal_cards().contains(card), "{card} is not legal");
        total += position.trick_points(card).unwrap_or(0);
        match position.after(card) {
            Some(next) => position = next,
            None => assert_eq!(i + 1, line.len(), "the line goes past the hand's end"),
        }
    }
    total
}

/// Checks the solver against plain minimax on `count` random positions
/// with up to `tricks` tricks left.
pub(super) fn check_against_minimax(seed: u64, count: usize, tricks: usize) {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut solver = Solver::with_memory(1 << 16);
    for i in 0..count {
        let position = random_position(&mut rng, tricks);
        let expected = minimax(&position);
        let solution = solver.solve(&position);
        assert_eq!(solution.value, expected, "position {i}: {position:?}");
        assert_eq!(solver.value(&position), expected, "position {i}");
        let maximize = position.to_move().team() == position.declarers();
        assert_eq!(solution.cards.best(maximize), Some(expected));
        assert_eq!(solution.cards.legal(), position.legal_cards());
        let mut best = CardSet::EMPTY;
        for (card, value) in solution.cards.iter() {
            let here = position.trick_points(card).unwrap_or(0);
            let child = here + position.after(card).map_or(0, |p| minimax(&p));
            assert_eq!(value, child, "position {i}, card {card}: {position:?}");
            assert_eq!(solution.cards.get(card), Some(child), "position {i}");
            if child == expected {
                best = best.with(card);
            }
        }
        for card in CardSet::ALL - position.legal_cards() {
            assert_eq!(solution.cards.get(card), None, "position {i}, card {card}");
        }
        assert_eq!(solution.best_cards(), best, "position {i}");
        assert_eq!(
            play_out(&position, &solution.principal_variation),
            expected,
            "position {i}"
        );
        let left: usize = SEATS.iter().map(|&s| position.hands()[s].len()).sum();
        assert_eq!(solution.principal_variation.len(), left);
    }
}

#[test]
fn solver_agrees_with_minimax_with_up_to_three_tricks_left() {
    check_against_minimax(1, 200, 3);
}

#[test]
fn solver_agrees_with_minimax_with_four_tricks_left() {
    check_against_minimax(2, 5, 4);
}

#[test]
#[ignore = "the full correctness run: several minutes in release mode"]
fn solver_agrees_with_minimax_on_ten_thousand_positions() {
    check_against_minimax(10, 10_000, 3);
    check_against_minimax(11, 200, 5);
    assert_eq!(minimax(&lone_puur_position()), 51);
}

#[test]
fn a_deal_with_five_tricks_left_is_solved_in_each_contract() {
    let mut rng = JassRng::seed_from_u64(5);
    let mut solver = Solver::new();
    for contract in [
        Contract::Trump(crate::card::Suit::Hearts),
        Contract::Obenabe,
        Contract::Undenufe,
    ] {
        let mut position = Position::try_new(
            rng.deal(),
            Trick::led_by(Seat::S0, Players::Four),
            contract,
            Team::T0,
            ByTeam([0, 0]),
            &Rules::schieber(),
        )
        .unwrap();
        while position.tricks_left() > 5 {
            position = position
                .after(rng.pick(position.legal_cards()).unwrap())
                .unwrap();
        }
        let solution = solver.solve(&position);
        assert_eq!(
            play_out(&position, &solution.principal_variation),
            solution.value
        );
        assert_eq!(solution.principal_variation.len(), 20);
    }
}

/// The position of `hands` (seats 0 to 3, as text) in `contract`
/// declared by `declarers`, after `won` tricks each, with `trick` played
/// so far, led by seat 0.
pub(super) fn position_of(
    hands: [&str; 4],
    trick: &[&str],
    contract: Contract,
    declarers: Team,
    won: [u8; 2],
) -> Position {
    let hands = hands.map(|h| h.parse::<CardSet>().unwrap());
    let trick = trick.iter().map(|c| c.parse::<Card>().unwrap());
    Position::try_new(
        BySeat::four(hands),
        Trick::try_from_cards(Seat::S0, Players::Four, trick).unwrap(),
        contract,
        declarers,
        ByTeam(won),
        &Rules::schieber(),
    )
    .unwrap()
}

/// A position at a trick boundary, declared by team 0: `hands` as text
/// (seats 0 to 3), `leader` to lead, `tricks` won by each team so far.
fn at_trick_start(
    hands: [&str; 4],
    leader: Seat,
    contract: Contract,
    tricks: [u8; 2],
    rules: &Rules,
) -> Position {
    let hands = BySeat::four(hands.map(|h| h.parse::<CardSet>().unwrap()));
    Position::try_new(
        hands,
        Trick::led_by(leader, Players::Four),
        contract,
        Team::T0,
        ByTeam(tricks),
        rules,
    )
    .unwrap()
}

#[test]
fn the_match_bonus_counts_only_when_the_declarers_took_every_trick() {
    // Seat 0 holds every top card in Obenabe and leads the last two tricks.
    let hands = ["HA SA", "H6 S6", "H7 S7", "H8 S8"];
    let rules = Rules::schieber();
    let all = at_trick_start(hands, Seat::S0, Contract::Obenabe, [7, 0], &rules);
    let not_all = at_trick_start(hands, Seat::S0, Contract::Obenabe, [6, 1], &rules);
    let points = 11 + 11 + 8 + 8 + 5;
    assert_eq!(Solver::new().value(&all), points + rules.match_bonus);
    assert_eq!(Solver::new().value(&not_all), points);
    assert_eq!(minimax(&all), points + rules.match_bonus);
}

#[test]
fn the_declarers_take_the_match_against_a_defender_on_lead_in_trump() {
    // Seat 1 (a defender) leads; the declarers hold the top trumps and the
    // top card of every other suit, and took every trick so far.
    let hands = ["HJ H9 SA", "H6 S6 D6", "HA SK DA", "H7 S7 D7"];
    let rules = Rules::schieber();
    let hearts = Contract::Trump(crate::card::Suit::Hearts);
    let all = at_trick_start(hands, Seat::S1, hearts, [6, 0], &rules);
    let not_all = at_trick_start(hands, Seat::S1, hearts, [5, 1], &rules);
    let points = 20 + 14 + 11 + 11 + 4 + 11 + 5;
    assert_eq!(Solver::new().value(&all), points + rules.match_bonus);
    assert_eq!(minimax(&all), points + rules.match_bonus);
    assert_eq!(Solver::new().value(&not_all), points);
}

#[test]
fn the_last_card_of_the_last_trick_is_worth_its_points_the_last_trick_and_the_match() {
    // Seat 3 plays the hand's last card to a trick the declarers (seats 0
    // and 2, who took the eight tricks before) win with the ace: every
    // card's value counts the last trick's 5 and the match bonus too.
    let hands = ["", "", "", "S8"];
    let trick = ["SA", "S6", "S7"];
    let position = position_of(hands, &trick, Contract::Obenabe, Team::T0, [8, 0]);
    let value = 11 + 8 + 5 + Rules::schieber().match_bonus;
    let solution = Solver::new().solve(&position);
    assert_eq!(solution.value, value);
    assert_eq!(solution.cards.get("S8".parse().unwrap()), Some(value));
    assert_eq!(minimax(&position), value);
    assert_eq!(play_out(&position, &solution.principal_variation), value);
}

#[test]
fn the_sure_points_of_cashed_tricks_are_the_opponents_cheapest_cards() {
    // No trumps out; seat 2 (a declarer) leads and cashes two aces. What
    // the declarers surely take is the aces and each opponent's two
    // cheapest cards (seat 3's jack, 2), not the leader's own: the ten
    // lost to the clubs' jack is not theirs.
    let position = at_trick_start(
        ["H6 S9 C7", "S6 C8 CJ", "HA SA C10", "SJ SK C6"],
        Seat::S2,
        Contract::Trump(crate::card::Suit::Diamonds),
        [2, 4],
        &Rules::schieber(),
    );
    assert_eq!(minimax(&position), 24);
    assert_eq!(Solver::new().value(&position), 24);
}

#[test]
fn a_leader_who_can_cash_every_trick_left_is_not_searched() {
    // Seat 1 (a defender) holds the best spade and the only trumps left,
    // so the declarers take nothing: one position answers it.
    let position = at_trick_start(
        ["S6 D6 C6", "SA HJ H9", "S7 D7 C7", "S8 D8 C8"],
        Seat::S1,
        Contract::Trump(crate::card::Suit::Hearts),
        [3, 3],
        &Rules::schieber(),
    );
    let mut solver = Solver::new();
    assert_eq!(solver.value(&position), 0);
    assert_eq!(minimax(&position), 0);
    assert_eq!(solver.nodes(), 1);
    // Seat 0 (a declarer) leads with every top card in Obenabe (with three
    // tricks left: two are searched without sure points).
    let position = at_trick_start(
        ["HA SA DA", "H6 S6 D6", "H7 S7 D7", "H8 S8 D8"],
        Seat::S0,
        Contract::Obenabe,
        [5, 1],
        &Rules::schieber(),
    );
    let mut solver = Solver::new();
    assert_eq!(solver.value(&position), 3 * 11 + 3 * 8 + 5);
    assert_eq!(minimax(&position), 3 * 11 + 3 * 8 + 5);
    assert_eq!(solver.nodes(), 1);
}

#[test]
fn the_search_legal_cards_agree_with_the_rules() {
    let mut rng = JassRng::seed_from_u64(4);
    let mut tables = None;
    for tricks in 1..=9 {
        for _ in 0..100 {
            let position = random_position(&mut rng, tricks);
            // Every combination of the play options the search reads.
            for flags in 0..16 {
                let rules = position
                    .rules()
                    .with_trump_when_able_to_follow(flags & 1 == 0)
                    .with_puur_exempt(flags & 2 == 0)
                    .with_must_overtrump_on_trump_lead(flags & 4 != 0)
                    .with_must_trump_when_void(flags & 8 != 0);
                let position = Position::try_new(
                    *position.hands(),
                    *position.trick(),
                    position.contract(),
                    position.declarers(),
                    position.tricks_won(),
                    &rules,
                )
                .unwrap();
                let engine = Engine::new(&position, &mut tables, None);
                let state = State::new(&position);
                assert_eq!(
                    engine.legal(&state),
                    position.legal_cards().mask(),
                    "{position:?}"
                );
            }
        }
    }
}

#[test]
fn a_tiny_table_gives_the_same_values() {
    let mut rng = JassRng::seed_from_u64(9);
    // One bucket (a cache line of three entries) and one move hint.
    let mut small = Solver::with_memory(72);
    let mut large = Solver::with_memory(1 << 20);
    assert!(small.memory() <= 72);
    for _ in 0..20 {
        let position = random_position(&mut rng, 4);
        assert_eq!(small.value(&position), large.value(&position));
    }
}

/// A full deal of `rng` in ♥ trump, seat 0 to lead.
#[cfg(feature = "std")]
fn full_trump_deal(rng: &mut JassRng) -> Position {
    Position::try_new(
        rng.deal(),
        Trick::led_by(Seat::S0, Players::Four),
        Contract::Trump(crate::card::Suit::Hearts),
        Team::T0,
        ByTeam([0, 0]),
        &Rules::schieber(),
    )
    .unwrap()
}

/// `run`'s result, while another thread sets `stop` after 20 ms.
#[cfg(feature = "std")]
fn set_in_20_ms<T>(stop: &AtomicBool, run: impl FnOnce() -> T) -> T {
    std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(std::time::Duration::from_millis(20));
            stop.store(true, Ordering::Relaxed);
        });
        run()
    })
}

#[cfg(feature = "std")]
#[test]
fn a_stop_flag_set_during_a_search_ends_it_and_the_solver_stays_exact() {
    use core::sync::atomic::AtomicBool;

    // A full trump deal: far more positions than the search searches
    // between two looks at the flag (seconds in a debug build).
    let mut rng = JassRng::seed_from_u64(2);
    let full = full_trump_deal(&mut rng);
    let stop = AtomicBool::new(false);
    let mut solver = Solver::with_memory(1 << 20);
    let before = solver.nodes();
    let stopped = set_in_20_ms(&stop, || solver.solve_until(&full, &stop));
    assert!(stopped.is_none(), "a stopped search has no solution");
    // It stopped well before the end: a full deal searches millions of
    // positions; the stopped search at most a few looks at the flag past
    // the flag's setting.
    assert!(
        solver.nodes() - before < 2_000_000,
        "{}",
        solver.nodes() - before
    );
    // The same solver then solves exactly, with or without a flag.
    let mut rng = JassRng::seed_from_u64(9);
    for _ in 0..20 {
        let position = random_position(&mut rng, 3);
        let free = AtomicBool::new(false);
        let solution = solver.solve_until(&position, &free).unwrap();
        assert_eq!(solution.value, minimax(&position));
        assert_eq!(solver.solve(&position).value, solution.value);
    }
}

#[test]
fn inconsistent_positions_are_rejected() {
    let rules = Rules::schieber();
    let trick = Trick::led_by(Seat::S0, Players::Four);
    let hands =
        BySeat::four(["HA SA", "H6 S6", "H7 S7", "H8"].map(|h| h.parse::<CardSet>().unwrap()));
    assert_eq!(
        Position::try_new(
            hands,
            trick,
            Contract::Obenabe,
            Team::T0,
            ByTeam([7, 0]),
            &rules
        ),
        Err(PositionError::WrongHandSize {
            seat: Seat::S3,
            len: 1,
            expected: 2
        })
    );
    let hands =
        BySeat::four(["HA SA", "H6 S6", "H7 S7", "H8 SA"].map(|h| h.parse::<CardSet>().unwrap()));
    assert!(matches!(
        Position::try_new(
            hands,
            trick,
            Contract::Obenabe,
            Team::T0,
            ByTeam([7, 0]),
            &rules
        ),
        Err(PositionError::DuplicateCard { .. })
    ));
    // A card in a hand and in the trick is said to be so, not held twice.
    let hands =
        BySeat::four(["HA SA", "H6 S6", "H7 S7", "H8 S8"].map(|h| h.parse::<CardSet>().unwrap()));
    let mut led = Trick::led_by(Seat::S3, Players::Four);
    led.push("S8".parse().unwrap()).unwrap();
    let error = Position::try_new(
        hands,
        led,
        Contract::Obenabe,
        Team::T0,
        ByTeam([7, 0]),
        &rules,
    )
    .unwrap_err();
    assert_eq!(
        error,
        PositionError::InHandAndTrick {
            card: "S8".parse().unwrap()
        }
    );
    assert_eq!(error.to_string(), "card S8 is in a hand and in the trick");
    let hands =
        BySeat::four(["HA SA", "H6 S6", "H7 S7", "H8 S8"].map(|h| h.parse::<CardSet>().unwrap()));
    assert_eq!(
        Position::try_new(
            hands,
            trick,
            Contract::Obenabe,
            Team::T0,
            ByTeam([5, 0]),
            &rules
        ),
        Err(PositionError::TrickCount { won: 5, left: 2 })
    );
}

/// A wrong hand size names the seat that is wrong, by what the tricks won
/// and the trick require, once, and not the seat that differs from the
/// leader; hands that agree with one another and not with the tricks won
/// are a wrong count of tricks.
#[test]
fn a_wrong_hand_size_names_the_seat_that_is_wrong() {
    let rules = Rules::schieber();
    let parse = |hands: [&str; 4]| BySeat::four(hands.map(|h| h.parse::<CardSet>().unwrap()));
    let position = |hands: [&str; 4], trick: Trick, won: [u8; 2]| {
        Position::try_new(
            parse(hands),
            trick,
            Contract::Obenabe,
            Team::T0,
            ByTeam(won),
            &rules,
        )
    };
    let start = Trick::led_by(Seat::S0, Players::Four);
    // Seven tricks won: two left, and the leader holds three.
    let wrong = position(["HA H6 H7", "HK S6", "HQ S7", "HJ S8"], start, [4, 3]);
    let expected = PositionError::WrongHandSize {
        seat: Seat::S0,
        len: 3,
        expected: 2,
    };
    assert_eq!(wrong, Err(expected.clone()));
    assert_eq!(expected.to_string(), "seat 0 holds 3 cards, expected 2");
    // Seat 1 has played to the trick led by seat 0: it holds one card fewer.
    let mut trick = Trick::led_by(Seat::S0, Players::Four);
    trick.push("C6".parse().unwrap()).unwrap();
    trick.push("C7".parse().unwrap()).unwrap();
    let wrong = position(["HA", "HK S6", "HQ S7", "HJ S8"], trick, [4, 3]);
    assert_eq!(
        wrong,
        Err(PositionError::WrongHandSize {
            seat: Seat::S1,
            len: 2,
            expected: 1,
        })
    );
    assert!(position(["HA", "HK", "HQ S7", "HJ S8"], trick, [4, 3]).is_ok());
    // The hands agree, the tricks won do not; or they leave no trick for
    // the one begun.
    assert_eq!(
        position(["HA", "HK", "HQ S7", "HJ S8"], trick, [4, 2]),
        Err(PositionError::TrickCount { won: 6, left: 2 })
    );
    assert_eq!(
        position(["HA", "HK S6", "HQ S7", "HJ S8"], trick, [5, 4]),
        Err(PositionError::TrickCount { won: 9, left: 2 })
    );
    assert_eq!(
        position(["", "", "", "H6"], start, [5, 4]),
        Err(PositionError::WrongHandSize {
            seat: Seat::S3,
            len: 1,
            expected: 0,
        })
    );
    // No card held and no trick begun: the hand is over.
    assert_eq!(
        position(["", "", "", ""], start, [5, 4]),
        Err(PositionError::HandOver)
    );
    // The seat to play to the trick begun holds no card: the hand size it
    // lacks, or, with nine tricks won, the trick begun beyond them.
    assert_eq!(
        position(["", "", "", "HJ"], trick, [4, 4]),
        Err(PositionError::WrongHandSize {
            seat: Seat::S2,
            len: 0,
            expected: 1,
        })
    );
    assert_eq!(
        position(["", "", "", "H6"], trick, [5, 4]),
        Err(PositionError::TrickCount { won: 9, left: 1 })
    );
}

/// A trick of four cards is one played out: the solver starts from the
/// next one, and was never meant to see it (it read past the trick's end).
/// The rules of a table of five or six, or of the double pack, are not the
/// solver's either, whatever the hands.
#[test]
fn a_position_refuses_a_complete_trick_and_the_rules_of_other_tables() {
    let deal = JassRng::seed_from_u64(1).deal();
    let leader = Seat::S0;
    let mut hands = deal;
    let mut trick = Trick::led_by(leader, Players::Four);
    for i in 0..4 {
        let seat = leader.advance(i, Players::Four);
        let card = hands[seat].iter().next().unwrap();
        hands[seat] = hands[seat].without(card);
        trick.push(card).unwrap();
    }
    let rules = Rules::schieber();
    for won in [ByTeam([0, 0]), ByTeam([1, 0])] {
        assert_eq!(
            Position::try_new(hands, trick, Contract::Obenabe, Team::T0, won, &rules),
            Err(PositionError::CompleteTrick)
        );
    }
    let start = Trick::led_by(leader, Players::Four);
    let from_the_start = |rules: &Rules| {
        Position::try_new(
            deal,
            start,
            Contract::Obenabe,
            Team::T0,
            ByTeam([0, 0]),
            rules,
        )
    };
    for other in [
        Rules::schieber_five(),
        Rules::schieber_six(),
        Rules::schieber_six_double(),
    ] {
        assert_eq!(from_the_start(&other), Err(PositionError::NotFourPlayers));
    }
    // A trick of another table under the rules of four, led by a seat that
    // sits at four too.
    for players in [Players::Five, Players::Six] {
        let elsewhere = Trick::led_by(leader, players);
        assert_eq!(
            Position::try_new(
                deal,
                elsewhere,
                Contract::Obenabe,
                Team::T0,
                ByTeam([0, 0]),
                &rules
            ),
            Err(PositionError::NotFourPlayers)
        );
    }
    // The rules are at fault, not the trick.
    assert_eq!(
        PositionError::NotFourPlayers.to_string(),
        "the solver plays Schieber at a table of four with one pack"
    );
    // The double pack is read at six only: at four it is one pack.
    let one_pack = Rules::schieber().with_packs(crate::rules::Packs::Two);
    assert!(from_the_start(&one_pack).is_ok());
}

#[test]
fn the_position_of_an_observation_with_the_real_hands_is_the_games() {
    use crate::{Game, Hand};
    let rules = Rules::schieber().with_match_bonus(50);
    for seed in 0..12 {
        let mut game = crate::SchieberGame::new(rules, seed).unwrap();
        let mut rng = JassRng::seed_from_u64(seed);
        let seat = game.to_act().unwrap();
        assert_eq!(
            Position::from_observation(&game.observation(seat).unwrap(), *game.hand().hands()),
            Err(PositionError::NoContract)
        );
        game.apply(crate::Action::Declare(Contract::ALL[seed as usize % 6]))
            .unwrap();
        // Every moment of the hand, from each seat's view: the seats are
        // told apart only by the hand they hold, which the deal gives.
        while game.past_hands().is_empty() {
            let hands = *game.hand().hands();
            let expected = Position::from_game(&game).unwrap();
            for seat in SEATS {
                let observation = game.observation(seat).unwrap();
                assert_eq!(
                    Position::from_observation(&observation, hands),
                    Ok(expected),
                    "seed {seed}, seat {seat}"
                );
            }
            let card = rng.pick(game.legal_cards()).unwrap();
            game.apply(crate::Action::Play(card)).unwrap();
        }
    }
}

#[test]
fn an_observation_gives_no_position_of_another_game_or_of_hands_that_do_not_fit() {
    use crate::{Game, Hand};
    let rules = Rules::schieber();
    let mut game = crate::SchieberGame::new(rules, 3).unwrap();
    game.apply(crate::Action::Declare(Contract::Obenabe))
        .unwrap();
    let first = game.legal_cards().iter().next().unwrap();
    game.apply(crate::Action::Play(first)).unwrap();
    let seat = game.to_act().unwrap();
    let observation = game.observation(seat).unwrap();
    let hands = *game.hand().hands();
    // The card in the trick dealt again to the seat that played it, or a
    // card of an earlier trick to another seat.
    let mut again = hands;
    again[Seat::S0] = again[Seat::S0].with(first);
    assert_eq!(
        Position::from_observation(&observation, again),
        Err(PositionError::AlreadyPlayed { card: first })
    );
    for _ in 0..4 {
        let card = game.legal_cards().iter().next().unwrap();
        game.apply(crate::Action::Play(card)).unwrap();
    }
    let later = game.observation(seat).unwrap();
    let mut earlier = *game.hand().hands();
    earlier[Seat::S2] = earlier[Seat::S2].with(first);
    assert_eq!(
        Position::from_observation(&later, earlier),
        Err(PositionError::AlreadyPlayed { card: first })
    );
    // A played card dealt again to two seats is played, not only held twice.
    let mut two_seats = earlier;
    two_seats[Seat::S1] = two_seats[Seat::S1].with(first);
    assert_eq!(
        Position::from_observation(&later, two_seats),
        Err(PositionError::AlreadyPlayed { card: first })
    );
    // Two hands holding the same card.
    let mut twice = hands;
    let shared = twice[Seat::S1].iter().next().unwrap();
    twice[Seat::S3] = twice[Seat::S3].with(shared);
    assert_eq!(
        Position::from_observation(&observation, twice),
        Err(PositionError::DuplicateCard { card: shared })
    );
    // A card moved from the seat to play to its partner.
    let mut moved = hands;
    let card = moved[seat].iter().next().unwrap();
    moved[seat] = moved[seat].without(card);
    let partner = seat.advance(2, Players::Four);
    moved[partner] = moved[partner].with(card);
    assert!(matches!(
        Position::from_observation(&observation, moved),
        Err(PositionError::WrongHandSize { .. })
    ));
    let mut other = observation.clone();
    other.game = crate::GameKind::Differenzler;
    assert_eq!(
        Position::from_observation(&other, hands),
        Err(PositionError::NotSchieber {
            game: crate::GameKind::Differenzler
        })
    );
    let error = PositionError::NotSchieber {
        game: crate::GameKind::Differenzler,
    };
    assert_eq!(
        error.to_string(),
        "the solver plays Schieber, not differenzler"
    );
}

/// The actions of the first hand of `game`, each chosen for the seat to
/// act by `one` if `plays_one(seat)`, else by `other`.
fn first_hand(
    mut game: crate::SchieberGame,
    plays_one: impl Fn(Seat) -> bool,
    one: &mut dyn crate::bots::Bot,
    other: &mut dyn crate::bots::Bot,
) -> Vec<crate::Action> {
    use crate::Game;
    let mut actions = Vec::new();
    while game.past_hands().is_empty() {
        let seat = game.to_act().unwrap();
        let observation = game.observation(seat).unwrap();
        let action = if plays_one(seat) {
            one.choose(&observation)
        } else {
            other.choose(&observation)
        };
        game.apply(action).unwrap();
        actions.push(action);
    }
    actions
}

/// A PIMC bot that checks, before each card it searches with three tricks
/// left or fewer, that its means cover its legal cards over three samples.
struct CheckedPimc(PimcBot);

impl crate::bots::Bot for CheckedPimc {
    fn choose(&mut self, observation: &crate::Observation) -> crate::Action {
        if observation.expecting == crate::Expecting::Card && observation.hand.len() <= 3 {
            let (means, legal, solved) = self.0.card_means(observation).unwrap();
            assert_eq!(solved, 3);
            assert_eq!(
                legal,
                observation
                    .legal_actions
                    .iter()
                    .filter_map(|a| a.card())
                    .collect()
            );
            assert!(legal.iter().all(|c| means[c.index() as usize].is_finite()));
        }
        self.0.choose(observation)
    }
}

/// Plays the first hand of a game with a PIMC bot in seats 0 and 2 and
/// returns its actions.
fn pimc_hand(seed: u64) -> Vec<crate::Action> {
    use crate::bots::RuleOfThumb;
    let game = crate::SchieberGame::new(Rules::schieber(), 11).unwrap();
    let config = PimcConfig {
        samples: 3,
        search_from_tricks: 3,
        ..PimcConfig::default()
    };
    let mut pimc = CheckedPimc(PimcBot::new(config, JassRng::seed_from_u64(seed)));
    let mut other = RuleOfThumb::new(JassRng::seed_from_u64(2));
    first_hand(game, |seat| seat.team() == Team::T0, &mut pimc, &mut other)
}

#[test]
fn the_pimc_bot_plays_legal_cards_and_is_deterministic_for_a_seed() {
    assert_eq!(pimc_hand(1), pimc_hand(1));
}

/// The observation of the seat to play after `cards` cards of random play
/// of seed `seed`'s hand in `contract`.
fn observed_after(seed: u64, contract: Contract, cards: usize) -> crate::Observation {
    use crate::{Game, Hand, SchieberGame};
    let mut game = SchieberGame::new(Rules::schieber(), seed).unwrap();
    game.apply(crate::Action::Declare(contract)).unwrap();
    let mut rng = JassRng::seed_from_u64(seed);
    for _ in 0..cards {
        let card = rng.pick(game.hand().legal_cards()).unwrap();
        game.apply(crate::Action::Play(card)).unwrap();
    }
    game.observation(game.to_act().unwrap()).unwrap()
}

/// A card's mean is its value for the observer's team: the declarers'
/// points for a declarer, their negation for a defender; the card the bot
/// plays has the best mean.
#[test]
#[allow(
    clippy::float_cmp,
    reason = "sums of whole points over four deals, exact in f64"
)]
fn the_pimc_means_are_the_observers_teams_and_its_card_the_best() {
    let config = PimcConfig {
        samples: 4,
        search_from_tricks: 3,
        ..PimcConfig::default()
    };
    let mut seen = [false; 2];
    for seed in 0..16 {
        let observation = observed_after(seed, Contract::Trump(crate::card::Suit::Hearts), 25);
        let declarer = observation.seat.team() == observation.declarer.unwrap().team();
        let mut bot = PimcBot::new(config, JassRng::seed_from_u64(seed));
        let (means, legal, solved) = bot.card_means(&observation).unwrap();
        assert_eq!(solved, 4);
        let means: Vec<(Card, f64)> = legal
            .iter()
            .map(|c| (c, means[c.index() as usize]))
            .collect();
        let sign = if declarer { 1.0 } else { -1.0 };
        assert!(
            means.iter().all(|&(_, m)| m * sign >= 0.0),
            "seed {seed}: {means:?}"
        );
        // No more than the points still out, the last trick's and a match.
        let table = crate::PointTable::new(observation.contract.unwrap(), &Rules::schieber());
        let out: u16 = (CardSet::ALL - observation.played)
            .iter()
            .map(|c| table.card(c))
            .sum();
        let most = f64::from(out + 5 + 100);
        assert!(
            means.iter().all(|&(_, m)| m.abs() <= most),
            "seed {seed}: {means:?}"
        );
        seen[usize::from(declarer)] |= means.iter().any(|&(_, m)| m.abs() >= 4.0);
        let best = means.iter().map(|&(_, m)| m).fold(f64::MIN, f64::max);
        let mut again = PimcBot::new(config, JassRng::seed_from_u64(seed));
        let Some(crate::Action::Play(card)) =
            again.choose_until(&observation, &AtomicBool::new(false))
        else {
            panic!("seed {seed}: no card");
        };
        assert_eq!(
            means.iter().find(|&&(c, _)| c == card).unwrap().1,
            best,
            "seed {seed}"
        );
    }
    assert_eq!(seen, [true, true], "a defender and a declarer to play");
}

/// Where the bot does not search it leaves its deals' generator as it was
/// and decides by the rule of thumb: a card or a row in Coiffeur, a
/// declaration without ⚙ `declare_samples`, a single legal card. It claims
/// only a claim that wins.
#[test]
fn the_pimc_bot_draws_no_deal_where_it_does_not_search() {
    use crate::bots::Bot;
    use crate::{Game, Hand};
    let config = PimcConfig {
        samples: 2,
        search_from_tricks: 9,
        ..PimcConfig::default()
    };
    let untouched = |observation: &crate::Observation, config: PimcConfig| {
        let mut bot = PimcBot::new(config, JassRng::seed_from_u64(5));
        let states = bot.rng_states();
        let action = bot.choose(observation);
        assert_eq!(bot.rng_states()[0], states[0], "{observation:?}");
        action
    };
    let mut coiffeur = crate::CoiffeurGame::new(Rules::coiffeur_8(), 3).unwrap();
    let seat = coiffeur.to_act().unwrap();
    let row = untouched(&coiffeur.observation(seat).unwrap(), config);
    let declaring = PimcConfig {
        declare_samples: 2,
        ..config
    };
    assert_eq!(
        untouched(&coiffeur.observation(seat).unwrap(), declaring),
        row
    );
    coiffeur.apply(row).unwrap();
    let mut rule = crate::bots::RuleOfThumb::new(JassRng::seed_from_u64(6));
    let mut cards = 0;
    while coiffeur.past_hands().is_empty() {
        let observation = coiffeur.observation(coiffeur.to_act().unwrap()).unwrap();
        if observation.expecting == crate::Expecting::Card {
            untouched(&observation, config);
            cards += 1;
        }
        coiffeur.apply(rule.choose(&observation)).unwrap();
    }
    assert_eq!(cards, 36);

    let mut game = crate::SchieberGame::new(Rules::schieber(), 4).unwrap();
    untouched(&game.observation(game.to_act().unwrap()).unwrap(), config);
    game.apply(crate::Action::Declare(Contract::Obenabe))
        .unwrap();
    // Nine cards left, a search from three tricks left.
    let later = PimcConfig {
        search_from_tricks: 3,
        ..config
    };
    untouched(&game.observation(game.to_act().unwrap()).unwrap(), later);
    let mut singles = 0;
    while game.past_hands().is_empty() {
        let observation = game.observation(game.to_act().unwrap()).unwrap();
        if game.hand().legal_cards().len() == 1 {
            untouched(&observation, config);
            singles += 1;
        }
        let card = game.hand().legal_cards().first().unwrap();
        game.apply(crate::Action::Play(card)).unwrap();
    }
    assert!(singles > 0);

    let claims = Rules::schieber().with_end_mode(crate::rules::EndMode::Claims);
    let game = crate::SchieberGame::new(claims, 4).unwrap();
    let observation = game.observation(game.to_act().unwrap()).unwrap();
    assert!(
        observation
            .legal_actions
            .contains(&crate::Action::Claim(observation.seat))
    );
    assert!(!observation.claim_wins);
    let mut bot = PimcBot::new(config, JassRng::seed_from_u64(5));
    assert!(!matches!(bot.choose(&observation), crate::Action::Claim(_)));
}

/// With a time budget the bot stops sampling once it is spent, after at
/// least one deal: a budget of a microsecond solves one. (Without `std`
/// there is no clock, and no budget.)
#[cfg(feature = "std")]
#[test]
fn the_pimc_bot_plays_a_card_within_its_time_budget_after_one_deal() {
    let config = PimcConfig {
        samples: 40,
        search_from_tricks: 3,
        time_budget_micros: 1,
        ..PimcConfig::default()
    };
    let observation = observed_after(3, Contract::Obenabe, 25);
    let mut bot = PimcBot::new(config, JassRng::seed_from_u64(1));
    assert_eq!(bot.card_means(&observation).unwrap().2, 1);
    let unlimited = PimcConfig {
        time_budget_micros: 0,
        ..config
    };
    let mut bot = PimcBot::new(unlimited, JassRng::seed_from_u64(1));
    assert_eq!(bot.card_means(&observation).unwrap().2, 40);
    // On two threads with a budget, as many deals at a time as threads,
    // and no more than the samples asked for.
    let two = PimcConfig {
        samples: 3,
        threads: 2,
        time_budget_micros: 60_000_000,
        ..config
    };
    let mut bot = PimcBot::new(two, JassRng::seed_from_u64(1));
    assert_eq!(bot.card_means(&observation).unwrap().2, 3);
}

#[test]
fn sampled_deals_respect_what_the_observer_knows() {
    use crate::{Game, Hand, SchieberGame};
    let mut rng = JassRng::seed_from_u64(4);
    for seed in 0..20 {
        let mut game = SchieberGame::new(Rules::schieber(), seed).unwrap();
        game.apply(crate::Action::Declare(Contract::Obenabe))
            .unwrap();
        for _ in 0..(seed % 30) {
            let card = rng.pick(game.hand().legal_cards()).unwrap();
            game.apply(crate::Action::Play(card)).unwrap();
        }
        let seat = game.to_act().unwrap();
        let observation = game.observation(seat).unwrap();
        let deals = DealSampler::new(&observation).unwrap();
        let truth = *game.hand().hands();
        for _ in 0..5 {
            let sample = deals.sample(&mut rng);
            assert_eq!(sample[seat], truth[seat]);
            let mut all = CardSet::EMPTY;
            for s in SEATS {
                assert_eq!(sample[s].len(), truth[s].len(), "seat {s}");
                // A seat never gets a card of a suit it showed void in: it
                // neither followed nor trumped (no trump in Obenabe).
                for trick in observation.tricks.iter().chain([&observation.trick]) {
                    let Some(led) = trick.cards().first().map(|c| c.suit()) else {
                        continue;
                    };
                    for (i, card) in trick.cards().iter().enumerate() {
                        if trick.seat_of(i) == s && card.suit() != led {
                            assert!(sample[s].suit(led).is_empty(), "seat {s} is void in {led}");
                        }
                    }
                }
                all |= sample[s];
            }
            assert_eq!(all, truth.0.iter().fold(CardSet::EMPTY, |a, &h| a | h));
        }
    }
}

/// The `solve` example's seed 194 (0xC2) in spades after four tricks at
/// random: its value is 51 (minimax; checked by the ignored full run).
fn lone_puur_position() -> Position {
    use crate::{Action, Hand, SchieberHand, Seat};
    let deal = JassRng::seed_from_u64(0xC2).deal();
    let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0).unwrap();
    hand.apply(Action::Declare(Contract::Trump(crate::card::Suit::Spades)))
        .unwrap();
    let mut rng = JassRng::seed_from_u64(0xC2 ^ 0xABCD);
    while hand.tricks().len() < 4 {
        let card = rng.pick(hand.legal_cards()).unwrap();
        hand.apply(Action::Play(card)).unwrap();
    }
    Position::from_hand(&hand).unwrap()
}

#[test]
fn a_lone_puur_keeps_positions_apart() {
    // Under the ⚙ lone Puur exemption, a position where the Puur is still
    // out and one where the next trump is instead are not alike (the
    // holder of the lone top trump may or may not discard): this deal came
    // out at 49 when the table let such positions bound each other.
    let position = lone_puur_position();
    assert!(position.rules().play().puur_exempt);
    assert_eq!(Solver::new().value(&position), 51);
}

#[test]
fn a_partner_forced_to_trump_takes_the_lead_from_a_cashing_leader() {
    // Seat 0 holds the only spades; its partner, void in spades, must trump
    // them (⚙ `must_trump_when_void`) and then leads a club that the
    // defenders win: seat 0's tops do not take every trick.
    let rules = Rules::schieber().with_must_trump_when_void(true);
    let position = at_trick_start(
        ["SA SK SQ", "CA CK D6", "H6 C6 C7", "CQ CJ D7"],
        Seat::S0,
        Contract::Trump(crate::card::Suit::Hearts),
        [3, 3],
        &rules,
    );
    assert_eq!(Solver::new().value(&position), minimax(&position));
}

#[test]
fn a_partner_forced_to_follow_a_trump_lead_higher_takes_the_lead() {
    // Seat 0 holds the only spade and two low trumps; its partner must
    // follow a trump lead with its only trump, the nine, wins and must then
    // lead a club that the defenders win.
    let position = at_trick_start(
        ["SA H6 H7", "CA CK D6", "H9 C6 C7", "CQ CJ D7"],
        Seat::S0,
        Contract::Trump(crate::card::Suit::Hearts),
        [3, 3],
        &Rules::schieber(),
    );
    assert_eq!(Solver::new().value(&position), minimax(&position));
}

#[test]
fn a_solver_kept_from_position_to_position_solves_each_as_a_new_one() {
    // Its tables are made over for each search: the contract's when the
    // contract or the points change, the rows of the cards out in place
    // (those of the last position's other cards left as they were). The
    // positions go from many tricks left to few and back, through every
    // contract and the rules' options.
    let mut rng = JassRng::seed_from_u64(31);
    let mut kept = Solver::with_memory(1 << 20);
    for i in 0..48 {
        let position = random_position(&mut rng, [2, 5, 1, 4, 3][i % 5]);
        assert_eq!(
            kept.solve(&position),
            Solver::with_memory(1 << 20).solve(&position),
            "position {i}: {position:?}"
        );
    }
}

#[test]
fn a_kept_solver_reads_no_entry_of_an_earlier_search_of_the_same_cards() {
    // The same cards (five a hand, two tricks taken by each team) declared
    // by one team and then by the other, or under another contract: the
    // positions' keys are the same, their values not. A kept solver finds
    // each value as a new one.
    let mut rng = JassRng::seed_from_u64(77);
    for _ in 0..6 {
        let deal = rng.deal();
        let hands = BySeat::four(SEATS.map(|seat| deal[seat].iter().take(5).collect()));
        let position = |contract, declarers| {
            Position::try_new(
                hands,
                Trick::led_by(Seat::S0, Players::Four),
                contract,
                declarers,
                ByTeam([2, 2]),
                &Rules::schieber(),
            )
            .unwrap()
        };
        let hearts = Contract::Trump(crate::card::Suit::Hearts);
        let positions = [
            position(hearts, Team::T0),
            position(hearts, Team::T1),
            position(Contract::Obenabe, Team::T1),
            position(hearts, Team::T0),
        ];
        let mut kept = Solver::with_memory(1 << 20);
        for position in &positions {
            assert_eq!(kept.value(position), Solver::new().value(position));
        }
    }
}

/// A solver of `bytes` bytes searching on `threads` threads.
#[cfg(feature = "std")]
fn threaded(bytes: usize, threads: usize) -> Solver {
    let mut solver = Solver::with_memory(bytes);
    solver.set_threads(core::num::NonZeroUsize::new(threads));
    solver
}

#[cfg(feature = "std")]
#[test]
fn helpers_on_other_threads_change_no_solution() {
    use core::sync::atomic::AtomicBool;

    let mut rng = JassRng::seed_from_u64(21);
    let mut alone = Solver::with_memory(1 << 20);
    // More threads than a small machine has cores: the threads contend
    // for the table's buckets.
    let mut shared = threaded(1 << 20, 3);
    for i in 0..8 {
        // Six tricks left: enough for the helpers to start.
        let position = random_position(&mut rng, 6);
        assert!(position.tricks_left() >= PARALLEL_TRICKS);
        let expected = alone.solve(&position);
        assert_eq!(shared.solve(&position), expected, "position {i}");
        assert_eq!(shared.value(&position), expected.value, "position {i}");
        assert_eq!(
            shared.card_values(&position),
            expected.cards,
            "position {i}"
        );
        let free = AtomicBool::new(false);
        assert_eq!(
            shared.solve_until(&position, &free).as_ref(),
            Some(&expected)
        );
        // A flag set before the search stops it at its first position,
        // however soon the helpers finish the root's cards.
        let stopped = shared.solve_until(&position, &AtomicBool::new(true));
        assert_eq!(stopped, None, "position {i}");
        // Every helper has been joined: the table is the solver's alone.
        assert_eq!(Arc::strong_count(&shared.table), 1, "position {i}");
    }
}

#[test]
fn a_table_that_grows_during_the_search_gives_the_same_values() {
    let mut rng = JassRng::seed_from_u64(25);
    let mut whole = Solver::with_memory(4 << 20);
    let mut growing = Solver::with_memory(4 << 20);
    // Eight buckets at first: the table doubles many times in each search.
    Arc::make_mut(&mut growing.table).start_with(8);
    let mut grown = 0;
    for i in 0..12 {
        let position = random_position(&mut rng, 6 + i % 2);
        assert_eq!(
            growing.value(&position),
            whole.value(&position),
            "position {i}"
        );
        grown += usize::from(growing.table.buckets_in_use() > 8);
        assert_eq!(
            growing.solve(&position),
            whole.solve(&position),
            "position {i}"
        );
    }
    assert!(grown >= 6, "the table grew in {grown} searches of 12");
    #[cfg(feature = "std")]
    {
        // The main search grows the table while a helper probes and stores.
        let mut two = threaded(4 << 20, 2);
        Arc::make_mut(&mut two.table).start_with(8);
        let mut grown = 0;
        for i in 0..12 {
            let position = random_position(&mut rng, 6 + i % 2);
            assert_eq!(two.value(&position), whole.value(&position), "position {i}");
            grown += usize::from(two.table.buckets_in_use() > 8);
        }
        assert!(grown >= 6, "the table grew in {grown} searches of 12");
    }
}

#[cfg(feature = "std")]
#[test]
fn threads_sharing_the_roots_cards_in_each_test_find_the_value_of_one() {
    let mut rng = JassRng::seed_from_u64(23);
    let mut alone = Solver::with_memory(1 << 20);
    // Small tables: the threads' entries replace each other's.
    let mut two = threaded(1 << 16, 2);
    let mut three = threaded(1 << 16, 3);
    for i in 0..30 {
        let position = random_position(&mut rng, 6 + i % 2);
        let expected = alone.value(&position);
        assert_eq!(two.value(&position), expected, "position {i}");
        assert_eq!(three.value(&position), expected, "position {i}");
    }
}

#[cfg(feature = "std")]
#[test]
fn a_clone_or_a_shared_table_gets_a_table_of_its_own() {
    let position = random_position(&mut JassRng::seed_from_u64(22), 6);
    let mut solver = threaded(1 << 20, 2);
    let expected = solver.solve(&position);
    // A clone: same memory and threads, its own (empty) table.
    let mut clone = solver.clone();
    assert!(!Arc::ptr_eq(&clone.table, &solver.table));
    assert_eq!((clone.memory(), clone.threads()), (solver.memory(), 2));
    assert_eq!(clone.solve(&position), expected);
    // A table still shared when a search starts is left to its holder:
    // the search takes a new one of the same size.
    let held = Arc::clone(&solver.table);
    assert_eq!(solver.solve(&position), expected);
    assert!(!Arc::ptr_eq(&held, &solver.table));
    assert_eq!(solver.memory(), held.bytes());
}

/// The position of a full trump deal after its first cards were played,
/// each the first legal card, until `tricks` tricks are left.
#[cfg(feature = "std")]
fn with_tricks_left(seed: u64, tricks: usize) -> Position {
    let mut position = full_trump_deal(&mut JassRng::seed_from_u64(seed));
    while position.tricks_left() > tricks {
        let card = position.legal_cards().first().unwrap();
        position = position.after(card).unwrap();
    }
    assert_eq!(position.tricks_left(), tricks);
    position
}

#[cfg(feature = "std")]
#[test]
fn a_search_has_helpers_only_on_several_threads_and_with_six_tricks_left() {
    let (five, six, nine) = (
        with_tricks_left(34, 5),
        with_tricks_left(34, 6),
        with_tricks_left(34, 9),
    );
    assert!(!threaded(1 << 16, 1).parallel(&six));
    assert!(!threaded(1 << 16, 1).parallel(&nine));
    assert!(!threaded(1 << 16, 2).parallel(&five));
    assert!(threaded(1 << 16, 2).parallel(&six));
    assert!(threaded(1 << 16, 3).parallel(&nine));
}

#[cfg(feature = "std")]
#[test]
fn a_search_on_n_threads_starts_n_minus_one_helpers() {
    use core::sync::atomic::AtomicUsize;

    let position = with_tricks_left(38, 6);
    for threads in 1..=4 {
        let mut solver = threaded(1 << 16, threads);
        let started = Arc::new(AtomicUsize::new(0));
        let count = Arc::clone(&started);
        let ((), stopped) = solver.run(
            &position,
            None,
            |_, _, _| (),
            move |_, _, _| {
                count.fetch_add(1, Ordering::Relaxed);
            },
        );
        assert!(!stopped);
        assert_eq!(
            started.load(Ordering::Relaxed),
            threads - 1,
            "{threads} threads"
        );
    }
}

/// `count` helpers of `position` running `help`, with the search tables of
/// a main search and an empty table.
#[cfg(feature = "std")]
fn helpers_of(
    position: &Position,
    count: usize,
    help: impl Fn(&mut Engine<'_>, &Table, &State) + Send + Sync + 'static,
) -> Helpers {
    let mut tables = None;
    let engine = Engine::new(position, &mut tables, None);
    let table = Arc::new(Table::new(1 << 20));
    Helpers::start(position, engine.tables(), &table, count, help)
}

#[cfg(feature = "std")]
#[test]
fn helpers_report_the_positions_they_searched() {
    let (sender, searched) = std::sync::mpsc::channel();
    let helpers = helpers_of(&with_tricks_left(35, 5), 2, move |engine, table, state| {
        engine.value(table, state);
        sender.send(engine.nodes).unwrap();
    });
    // Both helpers have solved the position before they are stopped.
    let nodes: Vec<u64> = searched.iter().take(2).collect();
    assert!(nodes.iter().all(|&n| n > 1), "{nodes:?}");
    assert_eq!(helpers.finish(), nodes.iter().sum::<u64>());
}

#[cfg(feature = "std")]
#[test]
fn helpers_still_searching_are_stopped_and_joined_when_dropped() {
    use core::sync::atomic::AtomicBool;

    let returned = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&returned);
    let helpers = helpers_of(&with_tricks_left(36, 9), 1, move |engine, table, state| {
        // A full deal, searched until the helper is stopped: far longer
        // than the test takes to drop it.
        engine.value(table, state);
        std::thread::sleep(core::time::Duration::from_millis(50));
        flag.store(true, Ordering::Relaxed);
    });
    // As when the main search panics: the helpers are dropped unfinished.
    drop(helpers);
    assert!(returned.load(Ordering::Relaxed));
}

#[test]
fn each_root_card_is_claimed_by_one_thread() {
    let root = RootCards::default();
    assert!(root.claim(0));
    assert!(root.claim(35));
    assert!(root.claim(7));
    assert!(!root.claim(7));
    assert!(!root.claim(0));
    assert!(!root.claim(35));
    assert_eq!(root.get(7), None);
    root.set(7, 0);
    root.set(8, 257);
    assert_eq!(
        (root.get(7), root.get(8), root.get(9)),
        (Some(0), Some(257), None)
    );
}

#[test]
fn a_helper_solves_the_cards_no_thread_claimed_then_those_unfinished() {
    let position = random_position(&mut JassRng::seed_from_u64(37), 4);
    let expected = Solver::new().card_values(&position);
    let (mut tables, table, state) = (None, Table::new(1 << 20), State::new(&position));
    let mut helper = Engine::new(&position, &mut tables, None);
    let cards: Vec<u8> = cards_to_solve(&helper, &state).collect();
    assert!(cards.len() >= 2, "{position:?}");
    // Another thread has claimed the first card and not solved it yet.
    let root = RootCards::default();
    assert!(root.claim(cards[0]));
    help_with_cards(&mut helper, &table, &state, &root);
    for &card in &cards {
        assert_eq!(
            root.get(card),
            expected.get(Card::from_index(card)),
            "{card}"
        );
    }
    // Every card solved: a helper has nothing left to search.
    let mut idle = Engine::new(&position, &mut tables, None);
    help_with_cards(&mut idle, &table, &state, &root);
    assert_eq!(idle.nodes, 0);
}

#[test]
fn the_default_table_takes_32_mib_and_the_bindings_at_most_1_gib() {
    assert_eq!(Solver::new().memory(), 32 * 1024 * 1024);
    assert_eq!(Solver::default().memory(), Solver::DEFAULT_MEMORY);
    assert_eq!(Solver::MAX_MEMORY, 1024 * 1024 * 1024);
}

#[cfg(feature = "std")]
#[test]
fn the_thread_count_is_clamped() {
    let mut solver = Solver::new();
    assert_eq!(solver.threads(), 1);
    solver.set_threads(None);
    let cores = std::thread::available_parallelism().map_or(1, core::num::NonZeroUsize::get);
    assert_eq!(solver.threads(), cores.min(Solver::MAX_THREADS));
    solver.set_threads(core::num::NonZeroUsize::new(usize::MAX));
    assert_eq!(solver.threads(), Solver::MAX_THREADS);
}

/// A position of `seed` with `tricks` tricks left under random card
/// values of up to `most` points a card (⚙ `card_values`; the last trick
/// too).
fn position_with_values_up_to(most: u8, seed: u64, tricks: usize) -> Position {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut value = || rng.below(u32::from(most) + 1) as u8;
    let values = crate::rules::CardValues {
        trump: core::array::from_fn(|_| value()),
        side: core::array::from_fn(|_| value()),
        obenabe: core::array::from_fn(|_| value()),
        undenufe: core::array::from_fn(|_| value()),
        last_trick: value(),
    };
    let rules = Rules::schieber().with_card_values(Some(values));
    let contract = Contract::ALL[rng.below(6) as usize];
    let mut position = Position::try_new(
        rng.deal(),
        Trick::led_by(SEATS[rng.below(4) as usize], Players::Four),
        contract,
        Team::T0,
        ByTeam([0, 0]),
        &rules,
    )
    .unwrap();
    while position.tricks_left() > tricks {
        let card = rng.pick(position.legal_cards()).unwrap();
        position = position.after(card).unwrap();
    }
    position
}

#[test]
fn card_values_of_up_to_255_points_are_solved_exactly() {
    // Up to the most the lanes of positions alike hold, and beyond (where
    // positions alike no longer share bounds).
    let mut solver = Solver::with_memory(1 << 16);
    for most in [search::LANE_POINTS, u8::MAX] {
        for seed in 0..300 {
            let position = position_with_values_up_to(most, seed, 3);
            let expected = minimax(&position);
            assert_eq!(solver.value(&position), expected, "{most}, seed {seed}");
        }
    }
}

#[cfg(feature = "std")]
#[test]
fn threads_share_tests_of_bounds_above_511_points() {
    // Card values up to 255 put the bounds of the tests far above the
    // usual 257: each test must still be named apart from every other.
    let mut alone = Solver::with_memory(1 << 20);
    let mut two = threaded(1 << 20, 2);
    for seed in 0..12 {
        let position = position_with_values_up_to(u8::MAX, seed, 6);
        assert!(position.tricks_left() >= PARALLEL_TRICKS);
        assert_eq!(two.value(&position), alone.value(&position), "seed {seed}");
    }
}

#[cfg(feature = "std")]
#[test]
fn a_batch_finds_each_positions_solution_in_order_on_any_number_of_threads() {
    use core::sync::atomic::AtomicBool;

    let mut rng = JassRng::seed_from_u64(31);
    // Sizes far apart: six tricks left beside one.
    let positions: Vec<Position> = (0..12)
        .map(|i| random_position(&mut rng, [1, 6, 3][i % 3]))
        .collect();
    let mut alone = Solver::with_memory(1 << 20);
    let expected: Vec<Solution> = positions.iter().map(|p| alone.solve(p)).collect();
    for threads in [1, 2, 3, 20] {
        let mut solver = threaded(1 << 20, threads);
        assert_eq!(solver.solve_many(&positions), expected, "{threads} threads");
        // Every thread's positions are counted, and the solver searches
        // on its threads again after the batch.
        assert!(
            solver.nodes() >= positions.len() as u64,
            "{threads} threads"
        );
        assert_eq!(solver.threads(), threads);
        let free = AtomicBool::new(false);
        assert_eq!(
            solver.solve_many_until(&positions, &free).as_ref(),
            Some(&expected)
        );
        assert!(solver.solve_many(&[]).is_empty());
        assert_eq!(Arc::strong_count(&solver.table), 1);
    }
}

#[cfg(feature = "std")]
#[test]
fn a_batch_of_values_finds_each_positions_value_in_order_on_any_number_of_threads() {
    use core::sync::atomic::AtomicBool;

    let mut rng = JassRng::seed_from_u64(41);
    let positions: Vec<Position> = (0..12)
        .map(|i| random_position(&mut rng, [2, 6, 4][i % 3]))
        .collect();
    let mut alone = Solver::with_memory(1 << 20);
    let expected: Vec<u16> = positions.iter().map(|p| alone.solve(p).value).collect();
    for threads in [1, 2, 3] {
        let mut solver = threaded(1 << 20, threads);
        assert_eq!(solver.value_many(&positions), expected, "{threads} threads");
        let free = AtomicBool::new(false);
        assert_eq!(
            solver.value_many_until(&positions, &free).as_ref(),
            Some(&expected)
        );
        assert!(
            solver
                .value_many_until(&positions, &AtomicBool::new(true))
                .is_none()
        );
        assert!(solver.value_many(&[]).is_empty());
    }
}

#[cfg(feature = "std")]
#[test]
fn a_stop_flag_set_during_a_value_search_ends_it_and_the_solver_stays_exact() {
    use core::sync::atomic::AtomicBool;

    let mut rng = JassRng::seed_from_u64(2);
    let full = full_trump_deal(&mut rng);
    for threads in [1, 2] {
        let stop = AtomicBool::new(false);
        let mut solver = threaded(1 << 20, threads);
        let before = solver.nodes();
        assert!(set_in_20_ms(&stop, || solver.value_until(&full, &stop)).is_none());
        let searched = solver.nodes() - before;
        assert!(searched < 2_000_000 * threads as u64, "{searched}");
        let position = random_position(&mut rng, 3);
        assert_eq!(
            solver.value_until(&position, &AtomicBool::new(false)),
            Some(minimax(&position))
        );
    }
}

#[cfg(feature = "std")]
#[test]
fn a_batch_of_small_positions_starts_a_thread_for_every_sixteen() {
    let mut rng = JassRng::seed_from_u64(37);
    let small: Vec<Position> = (0..40)
        .map(|i| random_position(&mut rng, 1 + i % 4))
        .collect();
    let mut alone = Solver::with_memory(1 << 20);
    let expected: Vec<Solution> = small.iter().map(|p| alone.solve(p)).collect();
    // The other threads' solvers, which a batch keeps, tell how many ran.
    for (count, others) in [(16, 0), (17, 1), (40, 2)] {
        let mut solver = threaded(1 << 20, 8);
        assert_eq!(solver.solve_many(&small[..count]), expected[..count]);
        assert_eq!(solver.spare.len(), others, "{count} positions");
    }
    // The positions searched are counted once, on whichever thread: about
    // as many as one solver searches for them in turn (each thread's table
    // holds other positions).
    let mut solver = threaded(1 << 20, 8);
    let _ = solver.solve_many(&small);
    let (nodes, one) = (solver.nodes(), alone.nodes());
    assert!(
        one / 2 <= nodes && nodes <= 2 * one,
        "{nodes} against {one}"
    );
    // One position of five tricks left: every thread for three positions.
    let mut mixed = small[..2].to_vec();
    mixed.push(random_position(&mut rng, 5));
    let mut solver = threaded(1 << 20, 8);
    let _ = solver.solve_many(&mixed);
    assert_eq!(solver.spare.len(), 2);
}

#[cfg(feature = "std")]
#[test]
fn a_stop_flag_set_during_a_batch_ends_every_thread_and_the_solver_stays_exact() {
    use core::sync::atomic::AtomicBool;

    // Full trump deals: each takes seconds in a debug build.
    let mut rng = JassRng::seed_from_u64(2);
    let full: Vec<Position> = (0..6).map(|_| full_trump_deal(&mut rng)).collect();
    for threads in [1, 2, 3] {
        let stop = AtomicBool::new(false);
        let mut solver = threaded(1 << 20, threads);
        let before = solver.nodes();
        let stopped = set_in_20_ms(&stop, || solver.solve_many_until(&full, &stop));
        assert!(stopped.is_none(), "{threads} threads");
        // Every thread stopped well before the end of its deal.
        let searched = solver.nodes() - before;
        assert!(searched < 2_000_000 * threads as u64, "{searched}");
        assert_eq!(solver.threads(), threads);
        // A flag set before the batch stops it at once.
        assert!(solver.solve_many_until(&full, &stop).is_none());
        // The same solver then solves exactly.
        let small: Vec<Position> = (0..6).map(|_| random_position(&mut rng, 3)).collect();
        let values: Vec<u16> = small.iter().map(minimax).collect();
        let found: Vec<u16> = solver.solve_many(&small).iter().map(|s| s.value).collect();
        assert_eq!(found, values, "{threads} threads");
    }
}

/// The actions of a PIMC bot of `threads` threads in seat 0 of a game of
/// `seed`, up to the end of the first hand, against rule-of-thumb bots:
/// it declares by two sampled deals for each contract (when seat 0 is to
/// declare; only Obenabe and Undenufe, whose full deals a test build
/// solves in a fraction of a second) and searches every card from five
/// tricks left (where several threads solve a card's samples side by
/// side).
fn pimc_actions_on(threads: usize, seed: u64) -> Vec<crate::Action> {
    use crate::bots::RuleOfThumb;
    use crate::{PerContract, SchieberGame};
    let rules = Rules::schieber().with_contracts(PerContract {
        obenabe: true,
        undenufe: true,
        ..PerContract::splat(false)
    });
    let game = SchieberGame::new(rules, seed).unwrap();
    let config = PimcConfig {
        rules,
        samples: 4,
        search_from_tricks: 5,
        declare_samples: 2,
        threads,
        ..PimcConfig::default()
    };
    let mut pimc = PimcBot::new(config, JassRng::seed_from_u64(seed));
    let mut other = RuleOfThumb::new(JassRng::seed_from_u64(2));
    first_hand(game, |seat| seat == Seat::S0, &mut pimc, &mut other)
}

#[test]
fn the_pimc_bot_declares_and_plays_the_same_on_any_number_of_threads() {
    // Seed 3: seat 0 declares first.
    let one = pimc_actions_on(1, 3);
    assert!(
        matches!(
            one[0],
            crate::Action::Declare(Contract::Obenabe | Contract::Undenufe) | crate::Action::Shove
        ),
        "{:?}",
        one[0]
    );
    #[cfg(feature = "std")]
    for threads in [2, 3] {
        assert_eq!(pimc_actions_on(threads, 3), one, "{threads} threads");
    }
}

/// Each check of a PIMC configuration, one at a time.
#[test]
fn a_pimc_configuration_is_refused_for_what_the_bot_cannot_do() {
    use super::{PimcConfig, PimcConfigError};
    let ok = PimcConfig::default();
    assert_eq!(ok.validate(), Ok(()));
    for tricks in [1, 9] {
        let config = PimcConfig {
            search_from_tricks: tricks,
            ..ok
        };
        assert_eq!(config.validate(), Ok(()));
    }
    for tricks in [0, 10, 255] {
        let config = PimcConfig {
            search_from_tricks: tricks,
            ..ok
        };
        assert_eq!(
            config.validate(),
            Err(PimcConfigError::SearchFrom { tricks })
        );
    }
    assert_eq!(
        PimcConfigError::SearchFrom { tricks: 10 }.to_string(),
        "search_from_tricks must be in 1 to 9, got 10"
    );
    let none = PimcConfig { samples: 0, ..ok };
    assert_eq!(none.validate(), Err(PimcConfigError::NoSamples));
    for rules in [Rules::schieber_six(), Rules::schieber_six_double()] {
        let config = PimcConfig { rules, ..ok };
        assert_eq!(config.validate(), Err(PimcConfigError::NotFourPlayers));
    }
    let invalid = PimcConfig {
        rules: Rules::schieber().with_match_bonus(60_000),
        ..ok
    };
    assert!(matches!(invalid.validate(), Err(PimcConfigError::Rules(_))));
}

/// Under ⚙ `end_mode` automatic a game ends as soon as a team reaches the
/// target, perhaps with cards still in the hands: nothing is left to play,
/// so there is no position to solve.
#[test]
fn a_game_over_in_the_middle_of_a_hand_has_no_position() {
    use crate::bots::{Bot, RuleOfThumb};
    use crate::{Game, Hand};
    let mut ended_mid_hand = 0;
    for seed in 0..8 {
        let mut game = crate::SchieberGame::new(Rules::schieber(), seed).unwrap();
        let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(seed));
        while let Some(seat) = game.to_act() {
            game.apply(bot.choose(&game.observation(seat).unwrap()))
                .unwrap();
        }
        assert!(game.result().is_some());
        assert_eq!(Position::from_game(&game), Err(PositionError::GameOver));
        let hands = *game.hand().hands();
        for seat in SEATS {
            let observation = game.observation(seat).unwrap();
            let refused = Position::from_observation(&observation, hands);
            assert!(
                matches!(
                    refused,
                    Err(PositionError::GameOver | PositionError::HandOver)
                ),
                "seed {seed}: {refused:?}"
            );
        }
        if !game.hand().is_over() {
            ended_mid_hand += 1;
            let observation = game.observation(Seat::S0).unwrap();
            assert_eq!(
                Position::from_observation(&observation, hands),
                Err(PositionError::GameOver)
            );
        }
    }
    assert!(ended_mid_hand > 0, "no game of these seeds ended in a hand");
}

/// A card the seat to play may not play takes no trick: it has no trick
/// points, as it has no position after it.
#[test]
fn an_illegal_card_has_no_trick_points() {
    let hands =
        BySeat::four(["HA SA", "H6 S6", "H7 S7", "H8 S8"].map(|h| h.parse::<CardSet>().unwrap()));
    let start = Position::try_new(
        hands,
        Trick::led_by(Seat::S0, Players::Four),
        Contract::Obenabe,
        Team::T0,
        ByTeam([7, 0]),
        &Rules::schieber(),
    )
    .unwrap();
    let card = |name: &str| name.parse::<Card>().unwrap();
    let mut position = start;
    for name in ["HA", "H6", "H7"] {
        position = position.after(card(name)).unwrap();
    }
    // Seat 3 must follow with ♥8; ♠8 is in its hand, ♠A in another, ♣A
    // in none.
    assert_eq!(position.trick_points(card("H8")), Some(19));
    for name in ["S8", "SA", "CA"] {
        assert_eq!(position.trick_points(card(name)), None, "{name}");
        assert_eq!(position.after(card(name)), None, "{name}");
    }
}

#[cfg(feature = "std")]
#[test]
fn a_stop_flag_set_during_a_pimc_decision_ends_it_and_leaves_the_bot_as_it_was() {
    use core::sync::atomic::AtomicBool;

    use crate::{Action, Game, SchieberGame};

    let mut game = SchieberGame::new(Rules::schieber(), 5).unwrap();
    game.apply(Action::Declare(Contract::Obenabe)).unwrap();
    let observation = game.observation(game.to_act().unwrap()).unwrap();
    for threads in [1, 2] {
        // Samples without end: only the flag ends the decision.
        let config = PimcConfig {
            samples: u32::MAX,
            search_from_tricks: 9,
            threads,
            ..PimcConfig::default()
        };
        let mut bot = PimcBot::new(config, JassRng::seed_from_u64(1));
        let states = bot.rng_states();
        let stop = AtomicBool::new(false);
        let chosen = set_in_20_ms(&stop, || bot.choose_until(&observation, &stop));
        assert_eq!(chosen, None, "{threads} threads");
        assert_eq!(bot.rng_states(), states, "{threads} threads");
    }
}

/// A PIMC bot that declares by `samples` deals (within `budget` µs) for
/// seat 0 of a game where only Obenabe and Undenufe may be declared, whose
/// full deals a test build solves in a fraction of a second; and the
/// states of its generators after the declaration.
fn pimc_declaration(hand: &str, samples: u32, budget: u64) -> (crate::Action, [[u64; 4]; 2]) {
    pimc_declaration_under(Rules::schieber(), hand, samples, budget)
}

/// [`pimc_declaration`] under `rules`, with only Obenabe and Undenufe on
/// offer.
fn pimc_declaration_under(
    rules: Rules,
    hand: &str,
    samples: u32,
    budget: u64,
) -> (crate::Action, [[u64; 4]; 2]) {
    use crate::bots::Bot;
    use crate::{CardSet, Game, PerContract, SchieberGame, Seat};

    let rules = rules
        .with_contracts(PerContract {
            obenabe: true,
            undenufe: true,
            ..PerContract::splat(false)
        })
        .with_first_forehand(crate::rules::FirstForehand::RightOfDealer);
    let hand: CardSet = hand.parse().unwrap();
    // The other cards dealt in order: the bot sees only its own.
    let mut rest = (CardSet::ALL - hand).iter();
    let mut deal = BySeat::four([hand; 4]);
    for seat in 1..4 {
        deal.0[seat] = rest.by_ref().take(9).collect();
    }
    // Seat 3 deals, so seat 0 is forehand and declares first.
    let game = SchieberGame::with_deal(rules, 1, deal, Seat::S3).unwrap();
    let observation = game.observation(Seat::S0).unwrap();
    assert_eq!(observation.expecting, crate::Expecting::Declaration);
    let config = PimcConfig {
        rules,
        declare_samples: samples,
        time_budget_micros: budget,
        ..PimcConfig::default()
    };
    let mut bot = PimcBot::new(config, JassRng::seed_from_u64(7));
    let action = bot.choose(&observation);
    (action, bot.rng_states())
}

#[cfg(feature = "std")]
#[test]
fn the_pimc_bot_declares_within_its_time_budget_after_one_deal() {
    // A budget of a microsecond is spent after the first deal, solved in
    // both contracts: the bot then stands where a bot of one deal does.
    let hand = "HA HK SA SK CA CK DA DK H10";
    assert_eq!(pimc_declaration(hand, 40, 1), pimc_declaration(hand, 1, 0));
    assert_ne!(
        pimc_declaration(hand, 3, 0).1,
        pimc_declaration(hand, 1, 0).1
    );
}

#[test]
fn the_pimc_bot_shoves_a_hand_that_takes_less_than_half_the_points() {
    let (weak, _) = pimc_declaration("S9 S10 SJ C9 C10 CJ D9 D10 H9", 2, 0);
    assert_eq!(weak, crate::Action::Shove);
    let (strong, _) = pimc_declaration("HA HK SA SK CA CK DA DK H10", 2, 0);
    assert_eq!(strong, crate::Action::Declare(Contract::Obenabe));
    let (low, _) = pimc_declaration("H6 H7 S6 S7 C6 C7 D6 D7 H8", 2, 0);
    assert_eq!(low, crate::Action::Declare(Contract::Undenufe));
}

/// The bot weighs each contract's points by its multiplier: a hand good
/// both ways declares the contract that scores ten times as much.
#[test]
fn the_pimc_bot_weighs_the_contracts_by_their_multipliers() {
    let hand = "HA SA CA DA H6 S6 C6 D6 H7";
    let weighed = |obenabe: u16, undenufe: u16| {
        let rules =
            Rules::schieber().with_multipliers(crate::PerContract::new([1; 4], obenabe, undenufe));
        pimc_declaration_under(rules, hand, 2, 0).0
    };
    assert_eq!(weighed(10, 1), crate::Action::Declare(Contract::Obenabe));
    assert_eq!(weighed(1, 10), crate::Action::Declare(Contract::Undenufe));
}

/// Every deal the sampler draws for an observation is one its position
/// accepts, from the observer's view and the table's: hands of every
/// contract, with the play options that change the suits shown void, weis
/// and stöck, from every seat's view at every moment of the play.
#[test]
fn every_deal_the_sampler_draws_makes_a_position() {
    use crate::{Game, Hand};
    let mut checked = 0;
    for seed in 0..48u64 {
        let rules = match seed % 4 {
            0 => Rules::schieber(),
            1 => Rules::schieber().with_trump_when_able_to_follow(false),
            2 => Rules::schieber().with_puur_exempt(false),
            _ => Rules::schieber().with_undertrump(Undertrump::Weak),
        };
        let mut game = crate::SchieberGame::new(rules, seed).unwrap();
        let mut rng = JassRng::seed_from_u64(seed);
        game.apply(crate::Action::Declare(Contract::ALL[seed as usize % 6]))
            .unwrap();
        while game.past_hands().is_empty() {
            let real = *game.hand().hands();
            for seat in SEATS {
                let observation = game.observation(seat).unwrap();
                let sampler = DealSampler::new(&observation).unwrap();
                let deals = core::iter::once(real).chain(sampler.samples(seed).take(6));
                for hands in deals {
                    let mine = Position::from_observation(&observation, hands);
                    assert!(mine.is_ok(), "seed {seed}, {seat}: {mine:?} for {hands:?}");
                    let table = Position::from_table_view(&observation, hands);
                    assert_eq!(table, mine);
                    checked += 1;
                }
            }
            let card = rng.pick(game.legal_cards()).unwrap();
            game.apply(crate::Action::Play(card)).unwrap();
        }
    }
    assert!(checked > 40_000, "{checked} deals");
}

/// A deal the observation rules out is refused, naming what is wrong: the
/// observer given another seat's hand, a seat given a card of a suit it has
/// shown void in, a seat not given a card of its scored weis. The table's
/// view holds no one to a hand it has not shown.
#[test]
fn an_observation_gives_no_position_of_a_deal_it_rules_out() {
    use crate::{Game, Hand};
    let rules = Rules::schieber();
    // The observer given its partner's hand at the start of a trick.
    let mut game = crate::SchieberGame::new(rules, 2).unwrap();
    game.apply(crate::Action::Declare(Contract::Trump(crate::Suit::Spades)))
        .unwrap();
    let seat = game.to_act().unwrap();
    let observation = game.observation(seat).unwrap();
    let mut swapped = *game.hand().hands();
    let partner = seat.advance(2, Players::Four);
    swapped.0.swap(seat.index(), partner.index());
    assert_eq!(
        Position::from_observation(&observation, swapped),
        Err(PositionError::NotObservedHand { seat })
    );
    assert_eq!(
        PositionError::NotObservedHand { seat: Seat::S0 }.to_string(),
        "seat 0 is not given the hand it observes"
    );
    assert!(Position::from_table_view(&observation, swapped).is_ok());

    // A seat that showed void in a suit given a card of it: Obenabe, no
    // trump, so any card off the suit led shows a void.
    let mut voids = 0;
    let mut weis = 0;
    for seed in 0..64u64 {
        let mut game = crate::SchieberGame::new(rules, seed).unwrap();
        let mut rng = JassRng::seed_from_u64(seed);
        game.apply(crate::Action::Declare(Contract::Obenabe))
            .unwrap();
        for _ in 0..16 {
            let card = rng.pick(game.legal_cards()).unwrap();
            game.apply(crate::Action::Play(card)).unwrap();
        }
        let seat = game.to_act().unwrap();
        let observation = game.observation(seat).unwrap();
        let hands = *game.hand().hands();
        let others = SEATS.into_iter().filter(|&s| s != seat);
        for x in others.clone() {
            for y in others.clone().filter(|&y| y != x) {
                // x's card to y and y's card to x; refused if x showed void
                // in the suit of y's card, or x had shown the card it gives.
                for (cx, cy) in hands[x].iter().zip(hands[y].iter()) {
                    let mut moved = hands;
                    moved[x] = moved[x].without(cx).with(cy);
                    moved[y] = moved[y].without(cy).with(cx);
                    let void_in = |seat: Seat, suit: crate::Suit| {
                        observation.tricks.iter().any(|t| {
                            let led = t.cards()[0].suit();
                            led == suit
                                && (0..4)
                                    .any(|i| t.seat_of(i) == seat && t.cards()[i].suit() != led)
                        })
                    };
                    let showed_void = void_in(x, cy.suit()) && !void_in(y, cx.suit());
                    let result = Position::from_observation(&observation, moved);
                    if observation.known[y].contains(cy) {
                        continue;
                    }
                    if observation.known[x].contains(cx) {
                        weis += 1;
                        assert_eq!(
                            result,
                            Err(PositionError::KnownCardMissing { seat: x, card: cx })
                        );
                    } else if showed_void {
                        voids += 1;
                        assert_eq!(result, Err(PositionError::ShownVoid { seat: x, card: cy }));
                    }
                }
            }
        }
    }
    assert!(voids > 50 && weis > 50, "{voids} voids, {weis} weis cards");
}

/// A seat whose stöck is recorded holds the trump king and queen it has
/// not played: a deal giving one of them to another seat is refused. (A
/// game records stöck before both are played only when a scored weis shows
/// them, which the weis check covers too; here the observation's `stoeck`
/// alone says so.)
#[test]
fn a_deal_without_the_recorded_stoeck_is_refused() {
    use crate::{Game, Hand, Rank};
    let rules = Rules::schieber();
    let mut found = 0;
    for seed in 0..200u64 {
        let mut game = crate::SchieberGame::new(rules, seed).unwrap();
        let trump = crate::Suit::Hearts;
        game.apply(crate::Action::Declare(Contract::Trump(trump)))
            .unwrap();
        let seat = game.to_act().unwrap();
        let hands = *game.hand().hands();
        let stoeck = CardSet::single(Card::new(trump, Rank::King))
            | CardSet::single(Card::new(trump, Rank::Queen));
        let Some(holder) = SEATS
            .into_iter()
            .find(|&s| s != seat && stoeck.is_subset(hands[s]))
        else {
            continue;
        };
        let other = SEATS
            .into_iter()
            .find(|&s| s != seat && s != holder)
            .unwrap();
        let mut observation = game.observation(seat).unwrap();
        assert!(observation.known[holder].is_empty(), "seed {seed}");
        for card in stoeck {
            let given = hands[other].iter().next().unwrap();
            let mut moved = hands;
            moved[holder] = moved[holder].without(card).with(given);
            moved[other] = moved[other].without(given).with(card);
            observation.stoeck = None;
            assert!(Position::from_observation(&observation, moved).is_ok());
            observation.stoeck = Some(holder);
            assert_eq!(
                Position::from_observation(&observation, moved),
                Err(PositionError::KnownCardMissing { seat: holder, card }),
                "seed {seed}"
            );
            found += 1;
        }
    }
    assert!(found >= 20, "{found} deals");
}
