//! Coiffeur Schieber (RULES.md §9.4; *Swiss Jass* names it, the rules
//! follow the Swiss lottery's online Jass as §9 says, and the appendix
//! where it is silent): the rule cases, the invariants of random sessions,
//! hostile actions, and the digest the C and Python tests pin.

#[allow(dead_code, reason = "a session is checked by its own rules here")]
mod common;

use jass_core::{
    Action, ActionError, BySeat, ByTeam, Card, CardSet, CoiffeurGame, CoiffeurHand, CoiffeurRow,
    CoiffeurRows, Contract, ContractSchedule, Expecting, Game, Hand, JassRng, Meld, PointTable,
    Rank, RowKind, Rules, SchieberGame, Seat, Suit, Team,
    game::{EndReason, ScoreKind},
};
use proptest::prelude::*;

use common::{bots, cards, play_steps, refusal};

fn presets() -> [Rules; 2] {
    [Rules::coiffeur_8(), Rules::coiffeur_10()]
}

/// A deal in which seat `i` holds the `i`-th line of `hands`.
fn deal(hands: [&str; 4]) -> BySeat<CardSet> {
    let mut deal = BySeat([CardSet::EMPTY; 6]);
    for (i, text) in hands.iter().enumerate() {
        deal[Seat::try_from(i as u8).unwrap()] = cards(text);
    }
    deal
}

/// Seat 0 holds every heart (so, with hearts trump, takes every trick and
/// holds stöck and a sequence of nine); the others one suit each.
fn hearts_deal() -> BySeat<CardSet> {
    deal([
        "H6 H7 H8 H9 H10 HJ HQ HK HA",
        "D6 D7 D8 D9 D10 DJ DQ DK DA",
        "S6 S7 S8 S9 S10 SJ SQ SK SA",
        "C6 C7 C8 C9 C10 CJ CQ CK CA",
    ])
}

/// The hand of `hearts_deal` under `rules` in which `chooser` (seat 0
/// forehand, shoving round to it) chooses the hearts row (row 3, ×4),
/// played out.
fn hearts_hand(rules: Rules, chooser: Seat) -> CoiffeurHand {
    let mut hand = CoiffeurHand::new(rules, hearts_deal(), Seat::S3, Seat::S0).unwrap();
    for _ in 0..chooser.index() {
        hand.apply(Action::Shove).unwrap();
    }
    hand.apply(choose(3, Contract::Trump(Suit::Hearts)))
        .unwrap();
    play_first_cards(&mut hand);
    hand
}

/// Plays the hand to its end with the first legal card each time.
fn play_first_cards(hand: &mut CoiffeurHand) {
    while let Some(card) = hand.legal_cards().first() {
        hand.apply(Action::Play(card)).unwrap();
    }
}

/// Plays the current hand of `game` to its end with `rng`'s random cards.
fn finish_hand(game: &mut CoiffeurGame, rng: &mut JassRng) {
    let number = game.hand_number();
    while game.hand_number() == number && !game.is_over() {
        let card = rng.pick(game.legal_cards()).unwrap();
        game.apply(Action::Play(card)).unwrap();
    }
}

fn choose(row: u8, contract: Contract) -> Action {
    Action::ChooseRow { row, contract }
}

type Check = fn(CoiffeurGame) -> Result<(), String>;

struct Case {
    section: &'static str,
    source: &'static str,
    name: &'static str,
    rules: fn() -> Rules,
    check: Check,
}

fn expect(holds: bool, what: &str) -> Result<(), String> {
    if holds { Ok(()) } else { Err(what.to_string()) }
}

fn ok<T>(result: Result<T, ActionError>) -> Result<T, String> {
    result.map_err(|e| e.to_string())
}

#[rustfmt::skip]
const CASES: &[Case] = &[
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "the classic table: ♠×1 ♣×2 ♦×3 ♥×4 Obenabe×5 Undenufe×6 jokers ×7 ×8",
        rules: Rules::coiffeur_8,
        check: |game| {
            let rows = game.hand().rows();
            let kinds: Vec<(RowKind, u16)> = rows.as_slice().iter().map(|r| (r.kind, r.multiplier)).collect();
            expect(kinds == [
                (RowKind::Contract(Contract::Trump(Suit::Spades)), 1),
                (RowKind::Contract(Contract::Trump(Suit::Clubs)), 2),
                (RowKind::Contract(Contract::Trump(Suit::Diamonds)), 3),
                (RowKind::Contract(Contract::Trump(Suit::Hearts)), 4),
                (RowKind::Contract(Contract::Obenabe), 5),
                (RowKind::Contract(Contract::Undenufe), 6),
                (RowKind::Joker, 7),
                (RowKind::Joker, 8),
            ], "the eight rows")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "ten rows add Slalom ×9 and Guschti ×10",
        rules: Rules::coiffeur_10,
        check: |game| {
            let rows = game.hand().rows();
            expect(rows.len() == 10, "ten rows")?;
            expect(rows.get(8) == Some(CoiffeurRow::new(RowKind::Slalom, 9)), "Slalom ×9")?;
            expect(rows.get(9) == Some(CoiffeurRow::new(RowKind::Guschti, 10)), "Guschti ×10")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "forehand shoves to the next player, not the partner",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            let forehand = game.forehand();
            ok(game.apply(Action::Shove))?;
            expect(game.to_act() == Some(forehand.advance(1, jass_core::Players::Four)), "the next player chooses")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "all may shove in turn; back at forehand, forehand must choose",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            let forehand = game.forehand();
            expect(game.hand().shove_count() == 0, "no shove yet")?;
            for shoves in 1..=4 {
                ok(game.apply(Action::Shove))?;
                expect(game.hand().shove_count() == shoves, "each shove counted")?;
            }
            expect(game.to_act() == Some(forehand), "back at forehand")?;
            expect(!game.legal_actions().contains(&Action::Shove), "no shove any more")?;
            expect(refusal(&game, Action::Shove) == ActionError::CannotShove, "a shove is refused")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "the chooser's team declares and the chooser leads the first trick",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            ok(game.apply(Action::Shove))?;
            let chooser = game.to_act().ok_or("nobody chooses")?;
            ok(game.apply(choose(4, Contract::Obenabe)))?;
            let team = chooser.team();
            expect(game.hand().rows_played_before() == ByTeam([0, 0]), "no row played before")?;
            expect(game.hand().rows_played()[team] == 1 << 4, "the row chosen is played")?;
            expect(game.hand().rows_played()[team.other()] == 0, "not by the other team")?;
            expect(game.declarer() == Some(chooser), "the chooser declares")?;
            expect(game.trick().leader() == chooser, "the chooser leads")?;
            expect(game.hand().multiplier() == 5, "Obenabe counts ×5")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "each team plays every row once: a played row is refused",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            let mut rng = JassRng::seed_from_u64(3);
            let team = game.to_act().ok_or("nobody chooses")?.team();
            ok(game.apply(choose(0, Contract::Trump(Suit::Spades))))?;
            finish_hand(&mut game, &mut rng);
            // The next forehand is of the other team: shove to our team.
            let chooser = game.to_act().ok_or("nobody chooses")?;
            if chooser.team() != team {
                ok(game.apply(Action::Shove))?;
            }
            expect(refusal(&game, choose(0, Contract::Trump(Suit::Spades))) == ActionError::RowPlayed { row: 0 }, "row 0 is played")?;
            ok(game.apply(choose(1, Contract::Trump(Suit::Clubs))))
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "a joker is any trump suit, Obenabe or Undenufe, named when chosen",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            let legal = game.legal_actions();
            for contract in Contract::ALL {
                expect(legal.contains(&choose(6, contract)) && legal.contains(&choose(7, contract)), "every contract for both jokers")?;
            }
            ok(game.apply(choose(7, Contract::Trump(Suit::Hearts))))?;
            expect(game.contract() == Some(Contract::Trump(Suit::Hearts)), "hearts are trump")?;
            expect(game.hand().multiplier() == 8, "the second joker counts ×8")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "a fixed row is played as its own contract only",
        rules: Rules::coiffeur_8,
        check: |game| {
            expect(refusal(&game, choose(3, Contract::Obenabe)) == ActionError::RowContract { row: 3, contract: Contract::Obenabe }, "the hearts row is hearts")?;
            expect(refusal(&game, choose(8, Contract::Obenabe)) == ActionError::NoSuchRow { row: 8 }, "no ninth row at eight")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "Slalom alternates Obenabe and Undenufe, the declarer picks the start",
        rules: Rules::coiffeur_10,
        check: |mut game| {
            expect(refusal(&game, choose(8, Contract::Trump(Suit::Clubs))) == ActionError::RowContract { row: 8, contract: Contract::Trump(Suit::Clubs) }, "Slalom has no trump")?;
            ok(game.apply(choose(8, Contract::Undenufe)))?;
            let mut rng = JassRng::seed_from_u64(5);
            for trick in 0..9 {
                let expected = if trick % 2 == 0 { Contract::Undenufe } else { Contract::Obenabe };
                expect(game.contract() == Some(expected), "the trick's contract alternates")?;
                for _ in 0..4 {
                    let card = rng.pick(game.legal_cards()).ok_or("no card")?;
                    ok(game.apply(Action::Play(card)))?;
                }
            }
            Ok(())
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "Guschti: five tricks of one, then four of the other",
        rules: Rules::coiffeur_10,
        check: |mut game| {
            ok(game.apply(choose(9, Contract::Obenabe)))?;
            let mut rng = JassRng::seed_from_u64(6);
            for trick in 0..9 {
                let expected = if trick < 5 { Contract::Obenabe } else { Contract::Undenufe };
                expect(game.contract() == Some(expected), "five Obenabe, four Undenufe")?;
                for _ in 0..4 {
                    let card = rng.pick(game.legal_cards()).ok_or("no card")?;
                    ok(game.apply(Action::Play(card)))?;
                }
            }
            Ok(())
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "only the declaring team's points are written, times the row's multiplier",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            let declarer = game.to_act().ok_or("nobody chooses")?;
            ok(game.apply(choose(2, Contract::Trump(Suit::Diamonds))))?;
            let mut rng = JassRng::seed_from_u64(7);
            finish_hand(&mut game, &mut rng);
            let hand = game.past_hands()[0];
            let ours = declarer.team();
            let points = u32::from(hand.hand.card_points()[ours]);
            let expected = if hand.hand.tricks_won()[ours] == 9 { 257 * 3 } else { points * 3 };
            expect(hand.score[ours] == expected, "points × 3")?;
            expect(hand.score[ours.other()] == 0, "the other team writes nothing")?;
            expect(game.scores() == hand.score, "the game's score is the row's")
        },
    },
    Case {
        section: "§9.4", source: "RULES.md §9.4 (⚙ defaults)", name: "a match scores 257 × the row's multiplier",
        rules: Rules::coiffeur_8,
        check: |_| {
            let hand = hearts_hand(Rules::coiffeur_8(), Seat::S0);
            expect(hand.tricks_won()[Team::T0] == 9, "seat 0 takes every trick")?;
            expect(hand.score() == ByTeam([257 * 4, 0]), "257 × 4")
        },
    },
    Case {
        section: "§9.4", source: "RULES.md §9.4 (⚙ defaults)", name: "a declaring team with no trick scores 0; the other team's match is not written",
        rules: Rules::coiffeur_8,
        check: |_| {
            let hand = hearts_hand(Rules::coiffeur_8(), Seat::S1);
            expect(hand.declarer() == Some(Seat::S1), "seat 1 chose")?;
            expect(hand.tricks_won()[Team::T1] == 0, "team 1 takes no trick")?;
            expect(hand.score() == ByTeam([0, 0]), "nothing written")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "card values per trick follow that trick's contract (Slalom, Guschti)",
        rules: Rules::coiffeur_10,
        check: |_| {
            for (seed, row) in (0..40).zip([8u8, 9].into_iter().cycle()) {
                let first = if seed % 4 < 2 { Contract::Obenabe } else { Contract::Undenufe };
                let mut hand = CoiffeurHand::new(Rules::coiffeur_10(), JassRng::seed_from_u64(seed).deal(), Seat::S3, Seat::S0).unwrap();
                ok(hand.apply(choose(row, first)))?;
                let schedule = hand.schedule().ok_or("no schedule")?;
                let mut rng = JassRng::seed_from_u64(seed + 100);
                while let Some(card) = rng.pick(hand.legal_cards()) {
                    ok(hand.apply(Action::Play(card)))?;
                }
                let mut points = ByTeam([0u16; 2]);
                for (i, trick) in hand.tricks().iter().enumerate() {
                    let contract = schedule.at(i);
                    let winner = trick.winner(contract).ok_or("no winner")?;
                    let place = jass_core::TrickPlace::last_if(i == 8);
                    points[winner.team()] += PointTable::new(contract, hand.rules()).trick(trick.cards(), place);
                }
                expect(points == hand.card_points(), "each trick counted under its own contract")?;
            }
            Ok(())
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "no weis by default",
        rules: Rules::coiffeur_8,
        check: |game| {
            expect(!game.rules().weis_enabled && !game.rules().stoeck_enabled, "weis and stöck off")?;
            // Seat 0's sequence of nine hearts is not written.
            expect(hearts_hand(*game.rules(), Seat::S0).score()[Team::T0] == 257 * 4, "no weis written")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "a finished Slalom keeps the contract of its ninth trick",
        rules: Rules::coiffeur_10,
        check: |_| {
            // Nine tricks alternate from the declarer's pick: the ninth is
            // played under it again, and no tenth trick switches it back.
            for (seed, first) in [(1, Contract::Obenabe), (2, Contract::Undenufe)] {
                let mut hand = CoiffeurHand::new(Rules::coiffeur_10(), JassRng::seed_from_u64(seed).deal(), Seat::S3, Seat::S0).unwrap();
                ok(hand.apply(choose(8, first)))?;
                let mut rng = JassRng::seed_from_u64(seed + 100);
                while let Some(card) = rng.pick(hand.legal_cards()) {
                    ok(hand.apply(Action::Play(card)))?;
                }
                expect(hand.is_over(), "the hand is over")?;
                expect(hand.contract() == Some(first), "the last trick's contract")?;
            }
            Ok(())
        },
    },
    Case {
        section: "§9.4", source: "RULES.md §9.4 (⚙ defaults)", name: "stöck only in trump rows, if enabled",
        rules: Rules::coiffeur_10,
        check: |game| {
            let rules = game.rules().with_stoeck_enabled(true);
            let hand = hearts_hand(rules, Seat::S0);
            expect(hand.stoeck_holder() == Some(Seat::S0), "seat 0 holds stöck")?;
            expect(hand.score()[Team::T0] == (257 + 20) * 4, "stöck written × 4")?;
            let mut obenabe = CoiffeurHand::new(rules, hearts_deal(), Seat::S3, Seat::S0).unwrap();
            ok(obenabe.apply(choose(4, Contract::Obenabe)))?;
            expect(obenabe.stoeck_holder().is_none(), "no stöck in Obenabe")?;
            let mut slalom = CoiffeurHand::new(rules, hearts_deal(), Seat::S3, Seat::S0).unwrap();
            ok(slalom.apply(choose(8, Contract::Obenabe)))?;
            expect(slalom.stoeck_holder().is_none(), "no stöck in Slalom")
        },
    },
    Case {
        section: "§9.4", source: "the Swiss lottery's online Jass", name: "the session ends when both teams have played every row; higher total wins",
        rules: Rules::coiffeur_8,
        check: |mut game| {
            let mut bots = bots(11, 4, false);
            play_steps(&mut game, &mut bots, 100_000);
            let result = game.result().ok_or("the session is not over")?;
            expect(game.hands_finished() == 16, "16 hands")?;
            let scores = game.scores();
            expect(result.reason == EndReason::RowsPlayed || result.reason == EndReason::RowsTied, "the rows are played")?;
            expect(scores[result.winner] >= scores[result.winner.other()], "the higher total wins")
        },
    },
];

#[test]
fn coiffeur_follows_every_rule_case() {
    let mut failures = Vec::new();
    for case in CASES {
        let game = CoiffeurGame::new((case.rules)(), 1).unwrap();
        if let Err(why) = (case.check)(game) {
            failures.push(format!(
                "{} ({}) {}: {why}",
                case.section, case.source, case.name
            ));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

// ------------------------------------------------------------ options

#[test]
fn coiffeur_match_sets_what_a_match_scores() {
    // ⚙ coiffeur_match (RULES.md §9.4): 257 by default.
    let rules = Rules::coiffeur_8().with_coiffeur_match(300);
    assert_eq!(hearts_hand(rules, Seat::S0).score(), ByTeam([300 * 4, 0]));
}

/// A match writes ⚙ `coiffeur_match` × the multiplier whatever the
/// tricks' points (RULES.md appendix, §9.4), also when they are worth more:
/// a `coiffeur_match` below 157, or ⚙ `card_values` that make the hand
/// worth 1085. The hand's score, the game's, the sheet, the slate and the
/// score entries agree; a simulated hand scores the same.
#[test]
fn a_match_writes_coiffeur_match_even_below_the_tricks_points() {
    let big = jass_core::CardValues {
        trump: [30; 9],
        side: [30; 9],
        obenabe: [30; 9],
        undenufe: [30; 9],
        last_trick: 5,
    };
    for (rules, total) in [
        (Rules::coiffeur_8().with_coiffeur_match(100), 100),
        (Rules::coiffeur_8().with_card_values(Some(big)), 257),
    ] {
        let hand = hearts_hand(rules, Seat::S0);
        assert!(u32::from(hand.card_points()[Team::T0]) > total);
        assert_eq!(hand.score(), ByTeam([total * 4, 0]));
        let extra = i32::try_from(total).unwrap() - i32::from(hand.card_points()[Team::T0]);
        assert_eq!(hand.match_extra(), Some((Team::T0, extra)));

        let mut game = CoiffeurGame::with_deal(rules, 1, hearts_deal(), Seat::S3).unwrap();
        game.apply(choose(3, Contract::Trump(Suit::Hearts)))
            .unwrap();
        let mut scores = Vec::new();
        while game.hand_number() == 0 {
            let card = game.legal_cards().first().unwrap();
            game.apply(Action::Play(card)).unwrap();
            scores.push(game.scores()[Team::T0]);
        }
        assert_eq!(game.scores(), ByTeam([total * 4, 0]));
        assert_eq!(game.past_hands()[0].score, ByTeam([total * 4, 0]));
        assert_eq!(game.sheet().totals, ByTeam([total * 4, 0]));
        assert_eq!(game.slate().sides[Team::T0].total(), total * 4);
        let written: u32 = game.score_entries().iter().map(|e| e.points).sum();
        assert_eq!(written, total * 4);
        assert_eq!(scores.last(), Some(&(total * 4)));
    }
}

#[test]
fn coiffeur_rows_decide_the_table_and_the_length_of_the_session() {
    // ⚙ coiffeur_rows: a table of two rows is over after four hands.
    let rows = CoiffeurRows::try_new(&[
        CoiffeurRow::new(RowKind::Contract(Contract::Obenabe), 3),
        CoiffeurRow::new(RowKind::Guschti, 11),
    ])
    .unwrap();
    let rules = Rules::coiffeur_8().with_coiffeur_rows(rows);
    let mut game = CoiffeurGame::new(rules, 9).unwrap();
    let legal = game.legal_actions();
    assert_eq!(
        legal.as_slice(),
        [
            choose(0, Contract::Obenabe),
            choose(1, Contract::Obenabe),
            choose(1, Contract::Undenufe),
            Action::Shove
        ]
    );
    game.apply(choose(1, Contract::Undenufe)).unwrap();
    assert_eq!(game.hand().multiplier(), 11);
    play_steps(&mut game, &mut bots(9, 4, true), 10_000);
    assert_eq!(game.hands_finished(), 4);
    assert!(game.is_over());
}

#[test]
fn weis_counts_for_the_declaring_team_when_enabled() {
    // ⚙ weis_enabled (off in the presets, RULES.md §9.4): seat 0's
    // sequence of nine hearts (trump) is the best meld, so team 0 writes it
    // and seat 2's nine spades (300 each), ×4.
    let rules = Rules::coiffeur_8().with_weis_enabled(true);
    assert_eq!(
        hearts_hand(rules, Seat::S0).score(),
        ByTeam([(257 + 600) * 4, 0])
    );
    // The other team's weis is not written.
    assert_eq!(hearts_hand(rules, Seat::S1).score(), ByTeam([0, 0]));
}

/// The game writes the declaring team's stöck (⚙ `stoeck_enabled`, off in
/// the presets, RULES.md §9.4) × the row's multiplier when its second card
/// is played (⚙ `stoeck_timing`, §5.1), before the hand ends; the other
/// team's stöck is not written.
#[test]
fn the_game_writes_the_declaring_teams_stoeck_and_not_the_others() {
    let rules = Rules::coiffeur_8().with_stoeck_enabled(true);
    // Seat 0 holds the king and queen of hearts: its team declares hearts,
    // then the other team does.
    for (shoves, written) in [(0, ByTeam([(257 + 20) * 4, 0])), (1, ByTeam([0, 0]))] {
        let mut game = CoiffeurGame::with_deal(rules, 1, hearts_deal(), Seat::S3).unwrap();
        for _ in 0..shoves {
            game.apply(Action::Shove).unwrap();
        }
        game.apply(choose(3, Contract::Trump(Suit::Hearts)))
            .unwrap();
        let mut stoeck_before_the_end = false;
        while game.hand_number() == 0 {
            let card = game.legal_cards().first().unwrap();
            game.apply(Action::Play(card)).unwrap();
            stoeck_before_the_end |= game.hand_number() == 0
                && game
                    .score_entries()
                    .iter()
                    .any(|e| e.kind == ScoreKind::Stoeck);
        }
        assert_eq!(stoeck_before_the_end, shoves == 0);
        assert_eq!(game.past_hands()[0].hand.stoeck_holder(), Some(Seat::S0));
        assert_eq!(game.scores(), written);
        let entries: u32 = game.score_entries().iter().map(|e| e.points).sum();
        assert_eq!(entries, written[Team::T0] + written[Team::T1]);
    }
}

/// Stöck counts from the moment the pair is held (RULES.md §5.1), in
/// Coiffeur for the declaring team only (§9.4): from the first trick on,
/// its holder sees it in the scores and the other seats do not, until the
/// pair is played and announced.
#[test]
fn only_the_holder_sees_the_declaring_teams_stoeck_before_it_is_played() {
    let rules = Rules::coiffeur_8().with_stoeck_enabled(true);
    let mut game = CoiffeurGame::with_deal(rules, 1, hearts_deal(), Seat::S3).unwrap();
    game.apply(choose(3, Contract::Trump(Suit::Hearts)))
        .unwrap();
    while game.tricks().is_empty() {
        let card = game.legal_cards().first().unwrap();
        game.apply(Action::Play(card)).unwrap();
    }
    let seen = |seat: Seat| game.observation(seat).unwrap().scores[Team::T0];
    assert_eq!(seen(Seat::S0), seen(Seat::S1) + 20 * 4);
    assert_eq!(seen(Seat::S2), seen(Seat::S1));
}

/// Every seat's observation says whether the choice was shoved (RULES.md
/// §9.4): not before the first shove, and from it on.
#[test]
fn every_seat_sees_whether_the_choice_was_shoved() {
    let mut game = CoiffeurGame::new(Rules::coiffeur_8(), 2).unwrap();
    let shoved = |game: &CoiffeurGame| {
        Seat::ALL[..4]
            .iter()
            .map(|&seat| game.observation(seat).unwrap().shoved)
            .collect::<Vec<_>>()
    };
    assert_eq!(shoved(&game), [false; 4]);
    for _ in 0..2 {
        game.apply(Action::Shove).unwrap();
        assert_eq!(shoved(&game), [true; 4]);
    }
}

/// A finished hand refuses a row as it refuses a card or a shove: the
/// hand is over, and nothing changes.
#[test]
fn a_finished_hand_refuses_every_action_as_over() {
    let mut hand = hearts_hand(Rules::coiffeur_8(), Seat::S0);
    assert!(hand.is_over());
    let before = hand;
    for action in [
        choose(4, Contract::Obenabe),
        Action::Shove,
        Action::Play(Card::new(Suit::Hearts, Rank::Ace)),
    ] {
        assert_eq!(hand.apply(action), Err(ActionError::GameOver));
        assert_eq!(hand, before);
    }
}

#[test]
fn coiffeur_is_played_by_four_only() {
    let error = CoiffeurGame::new(Rules::coiffeur_8().with_players(jass_core::Players::Six), 1)
        .unwrap_err();
    assert!(error.to_string().contains("4 players"), "{error}");
    assert!(
        Rules::coiffeur_8()
            .with_coiffeur_match(0)
            .validate()
            .is_err()
    );
    let mut rows = CoiffeurRows::EIGHT.as_slice().to_vec();
    rows[2].multiplier = 0;
    let rules = Rules::coiffeur_8().with_coiffeur_rows(CoiffeurRows::try_new(&rows).unwrap());
    assert!(rules.validate().is_err());
}

// ------------------------------------------------------------ shoving

#[test]
fn a_team_with_every_row_played_shoves_and_the_other_team_must_choose() {
    // RULES.md appendix: the session goes on until both teams have played
    // every row; a player whose team has none left shoves, and the last
    // player of the round before forehand must choose.
    let all = CoiffeurRows::EIGHT.all();
    let deal = JassRng::seed_from_u64(4).deal();
    let mut hand = CoiffeurHand::with_rows_played(
        Rules::coiffeur_8(),
        deal,
        Seat::S3,
        Seat::S0,
        ByTeam([all, 0b0101_0101]),
    )
    .unwrap();
    assert_eq!(hand.legal_actions().as_slice(), [Action::Shove]);
    assert_eq!(
        hand.apply(choose(1, Contract::Trump(Suit::Clubs))),
        Err(ActionError::RowPlayed { row: 1 })
    );
    hand.apply(Action::Shove).unwrap();
    assert!(
        hand.legal_actions()
            .contains(&choose(1, Contract::Trump(Suit::Clubs)))
    );
    assert!(
        !hand
            .legal_actions()
            .contains(&choose(0, Contract::Trump(Suit::Spades)))
    );
    hand.apply(Action::Shove).unwrap();
    assert_eq!(hand.legal_actions().as_slice(), [Action::Shove]);
    hand.apply(Action::Shove).unwrap();
    assert_eq!(hand.to_act(), Some(Seat::S3));
    assert!(!hand.legal_actions().contains(&Action::Shove));
    assert_eq!(hand.apply(Action::Shove), Err(ActionError::CannotShove));
    hand.apply(choose(7, Contract::Undenufe)).unwrap();
    assert_eq!(hand.rows_played(), ByTeam([all, 0b1101_0101]));
}

// ------------------------------------------------------------ hostile

#[test]
fn a_wrong_phase_says_what_the_game_expects_in_its_own_words() {
    // In the words of `Expecting::name` (Python's `Game.expecting`) and of
    // the actions: Coiffeur Schieber's declaration is a row chosen.
    let game = CoiffeurGame::new(Rules::coiffeur_10(), 1).unwrap();
    assert_eq!(game.expecting(), Expecting::Declaration);
    assert_eq!(
        refusal(&game, Action::Declare(Contract::Trump(Suit::Clubs))).to_string(),
        "declare trump ♣ is not possible now: the game expects declaration (in Coiffeur \
         Schieber, choose row or shove)"
    );
    let schieber = SchieberGame::new(Rules::schieber(), 1).unwrap();
    assert_eq!(
        refusal(&schieber, choose(6, Contract::Trump(Suit::Clubs))).to_string(),
        "choose row 6 (trump ♣) is not possible now: the game expects declaration (declare a \
         contract or shove)"
    );
}

#[test]
fn hostile_actions_are_refused_with_a_typed_error_and_change_nothing() {
    let mut game = CoiffeurGame::new(Rules::coiffeur_10(), 2).unwrap();
    let hearts = Contract::Trump(Suit::Hearts);
    // Choosing: no such row, a contract the row is not, actions of other
    // games.
    assert_eq!(
        refusal(&game, choose(10, hearts)),
        ActionError::NoSuchRow { row: 10 }
    );
    assert_eq!(
        refusal(&game, choose(255, hearts)),
        ActionError::NoSuchRow { row: 255 }
    );
    assert_eq!(
        refusal(&game, choose(0, hearts)),
        ActionError::RowContract {
            row: 0,
            contract: hearts
        }
    );
    assert_eq!(
        refusal(&game, choose(9, hearts)),
        ActionError::RowContract {
            row: 9,
            contract: hearts
        }
    );
    for action in [
        Action::Declare(hearts),
        Action::Rob,
        Action::Pass,
        Action::Play(Card::from_index(0)),
        Action::Announce(Meld::Four(Rank::Jack)),
    ] {
        assert_eq!(
            refusal(&game, action),
            ActionError::RowExpected { action },
            "{action}"
        );
    }
    assert_eq!(
        refusal(&game, Action::Claim(Seat::S0)),
        ActionError::NoTargetToClaim
    );
    let claims = CoiffeurGame::new(
        Rules::coiffeur_10().with_end_mode(jass_core::EndMode::Claims),
        2,
    )
    .unwrap();
    assert_eq!(
        refusal(&claims, Action::Claim(Seat::S1)),
        ActionError::NoTargetToClaim
    );
    // The refusal says why, not that claims are off under end_mode.
    let why = ActionError::NoTargetToClaim.to_string();
    assert!(
        why.contains("Coiffeur") && !why.contains("automatic"),
        "{why}"
    );
    assert!(
        !claims
            .legal_actions()
            .iter()
            .any(|a| matches!(a, Action::Claim(_)))
    );
    // Shoving when it has come back to forehand.
    for _ in 0..4 {
        game.apply(Action::Shove).unwrap();
    }
    assert_eq!(refusal(&game, Action::Shove), ActionError::CannotShove);
    // Choosing or shoving while a card is due.
    game.apply(choose(3, hearts)).unwrap();
    assert_eq!(game.expecting(), Expecting::Card);
    for action in [choose(2, Contract::Trump(Suit::Diamonds)), Action::Shove] {
        assert!(
            matches!(refusal(&game, action), ActionError::WrongPhase { .. }),
            "{action}"
        );
    }
    // A row already played by the chooser's team.
    let mut rng = JassRng::seed_from_u64(2);
    finish_hand(&mut game, &mut rng);
    let forehand = game.forehand();
    let ours = game.past_hands()[0].hand.declarer().unwrap().team();
    if forehand.team() != ours {
        game.apply(Action::Shove).unwrap();
    }
    assert_eq!(
        refusal(&game, choose(3, hearts)),
        ActionError::RowPlayed { row: 3 }
    );
    // A Coiffeur action in Schieber.
    let schieber = SchieberGame::new(Rules::schieber(), 1).unwrap();
    assert!(matches!(
        refusal(&schieber, choose(0, Contract::Trump(Suit::Spades))),
        ActionError::WrongPhase { .. }
    ));
    // A finished session refuses everything.
    let mut done = CoiffeurGame::new(Rules::coiffeur_8(), 3).unwrap();
    play_steps(&mut done, &mut bots(3, 4, false), 100_000);
    assert_eq!(refusal(&done, choose(0, hearts)), ActionError::GameOver);
    assert_eq!(refusal(&done, Action::Shove), ActionError::GameOver);
}

#[test]
fn a_record_of_another_game_does_not_replay() {
    let game = CoiffeurGame::new(Rules::coiffeur_8(), 1).unwrap();
    let record = game.record();
    assert!(SchieberGame::replay(&record).is_err());
    let schieber = SchieberGame::new(Rules::schieber(), 1).unwrap();
    assert!(CoiffeurGame::replay(&schieber.record()).is_err());
    assert_eq!(
        jass_core::AnyGame::replay(&record).unwrap(),
        jass_core::AnyGame::from(game)
    );
}

// ------------------------------------------------------------ properties

/// Every invariant of a finished session: each team played every row once
/// (16 or 20 hands); each hand's written score is the declaring team's
/// points × the row's multiplier (⚙ `coiffeur_match` on a match), the
/// other team writing nothing; a fixed contract's card points sum to 157;
/// the sheet and the slate agree with the scores; the record replays.
fn check_session(game: &CoiffeurGame) {
    let rules = game.rules();
    let rows = rules.coiffeur_rows;
    let result = game.result().expect("the session is over");
    assert_eq!(game.hands_finished(), 2 * rows.len());
    let mut played = ByTeam([0u16; 2]);
    for summary in game.past_hands() {
        let hand = &summary.hand;
        let declarer = hand.declarer().unwrap();
        let ours = declarer.team();
        let row = hand.row().unwrap();
        assert_eq!(played[ours] & (1 << row), 0, "row {row} twice");
        played[ours] |= 1 << row;
        let multiplier = u32::from(rows.get(row).unwrap().multiplier);
        let points = hand.card_points();
        let expected = if hand.tricks_won()[ours] == 9 {
            u32::from(rules.coiffeur_match) * multiplier
        } else {
            u32::from(points[ours]) * multiplier
        };
        assert_eq!(summary.score[ours], expected);
        assert_eq!(summary.score[ours.other()], 0);
        if let Some(ContractSchedule::Fixed(contract)) = hand.schedule() {
            assert_eq!(
                points[Team::T0] + points[Team::T1],
                PointTable::new(contract, rules).hand_total()
            );
        }
    }
    assert_eq!(played, ByTeam([rows.all(); 2]));
    let scores = game.scores();
    let sheet = game.sheet();
    assert_eq!(sheet.totals, scores);
    for team in Team::ALL {
        let sum: u32 = sheet.cells[team].iter().flatten().map(|&(_, s)| s).sum();
        assert_eq!(sum, scores[team]);
        assert_eq!(game.slate().sides[team].total(), scores[team]);
    }
    let places = game.places().expect("the session is over");
    match result.reason {
        EndReason::RowsPlayed => {
            assert!(scores[result.winner] > scores[result.winner.other()]);
            for seat in &Seat::ALL[..4] {
                let place = if seat.team() == result.winner { 1 } else { 2 };
                assert_eq!(places[*seat], place);
            }
        }
        EndReason::RowsTied => {
            assert_eq!(scores[Team::T0], scores[Team::T1]);
            assert_eq!(places.0[..4], [1; 4]);
        }
        other => panic!("a session ends by its rows, not {other:?}"),
    }
    assert_eq!(&CoiffeurGame::replay(&game.record()).unwrap(), game);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_sessions_end_and_keep_the_invariants(
        seed in any::<u64>(), ten in any::<bool>(), rule_of_thumb in any::<bool>()
    ) {
        let rules = presets()[usize::from(ten)];
        let mut game = CoiffeurGame::new(rules, seed).unwrap();
        let stray = |probe: &mut JassRng| match probe.below(3) {
            0 => Action::Play(Card::from_index(probe.below(36) as u8)),
            1 => Action::Shove,
            _ => choose(probe.below(12) as u8, Contract::ALL[probe.below(6) as usize]),
        };
        common::play_out_probing(&mut game, &mut bots(seed, 4, rule_of_thumb), &mut JassRng::seed_from_u64(seed), stray, |game| {
            let legal = game.legal_cards();
            if let Some(seat) = game.to_act().filter(|_| game.expecting() == Expecting::Card) {
                assert!(!legal.is_empty());
                assert!(legal.is_subset(game.hands()[seat]));
            }
        });
        check_session(&game);
    }

    #[test]
    fn replay_reproduces_partial_sessions(seed in any::<u64>(), ten in any::<bool>(), steps in 0usize..800) {
        let rules = presets()[usize::from(ten)];
        let mut game = CoiffeurGame::new(rules, seed).unwrap();
        play_steps(&mut game, &mut bots(seed, 4, false), steps);
        prop_assert_eq!(CoiffeurGame::replay(&game.record()).unwrap(), game);
    }
}

/// Equal totals are a draw (RULES.md appendix, §9.4): every seat shares
/// the first place, as `Game::places` says of equal totals.
#[test]
fn a_tied_session_places_every_seat_first() {
    let rows = CoiffeurRows::try_new(&[CoiffeurRow::new(RowKind::Contract(Contract::Obenabe), 1)])
        .unwrap();
    let rules = Rules::coiffeur_8().with_coiffeur_rows(rows);
    // Seeds whose random sessions of one row end with equal totals.
    for seed in [297, 554, 571] {
        let mut game = CoiffeurGame::new(rules, seed).unwrap();
        play_steps(&mut game, &mut bots(seed, 4, false), 1000);
        assert_eq!(game.result().unwrap().reason, EndReason::RowsTied);
        assert_eq!(game.places().unwrap().0[..4], [1; 4], "seed {seed}");
        check_session(&game);
    }
}

#[test]
fn the_score_sheet_shows_every_row() {
    let mut game = CoiffeurGame::new(Rules::coiffeur_10(), 5).unwrap();
    play_steps(&mut game, &mut bots(5, 4, true), 100_000);
    let text = game.sheet().to_string();
    assert_eq!(text.lines().count(), 12, "{text}");
    assert!(
        text.contains("slalom") && text.contains("guschti"),
        "{text}"
    );
    assert!(
        text.contains(&game.scores()[Team::T0].to_string()),
        "{text}"
    );
    // The columns line up: names padded, each team's cells right-aligned
    // to one width, so every line ends at the same column.
    let widths: Vec<usize> = text.lines().map(|line| line.chars().count()).collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{widths:?}\n{text}");
    assert!(
        text.lines().all(|line| line.chars().nth(14) == Some(' ')),
        "{text}"
    );
}

// ------------------------------------------------------------ digest

#[test]
fn random_sessions_give_the_digest_the_c_and_python_tests_pin() {
    // `JASS_TABLE_GAMES=10000 cargo test --release --test coiffeur -- --nocapture digest`
    // prints (and checks) the digests of 10,000 sessions, to compare with
    // `tables 10000` (C) and `JASS_TABLE_GAMES=10000 pytest` (Python).
    let games = common::digest_games();
    for (name, rules, pinned) in [
        ("coiffeur_8", Rules::coiffeur_8(), PINNED_8),
        ("coiffeur_10", Rules::coiffeur_10(), PINNED_10),
    ] {
        let digest = common::digest(games, |g| CoiffeurGame::new(rules, g).unwrap());
        println!("{name} {games} {digest:016x}");
        if games == 20 {
            assert_eq!(format!("{digest:016x}"), pinned, "{name}");
        }
        if games == 10_000 {
            let pinned = if name == "coiffeur_8" {
                PINNED_8_10000
            } else {
                PINNED_10_10000
            };
            assert_eq!(format!("{digest:016x}"), pinned, "{name}");
        }
    }
}

/// The digests of 20 and of 10,000 sessions ([`common::digest`]), also in
/// `jass-ffi/tests/c/tables.expected` and `jass-py/tests/test_tables.py`.
const PINNED_8: &str = "b39429bbfcfc9260";
const PINNED_10: &str = "9de69981db30234e";
const PINNED_8_10000: &str = "05d4e2ce76253497";
const PINNED_10_10000: &str = "b1a2db8b523213ec";

// ------------------------------------------------------------ simulations

#[cfg(feature = "std")]
#[test]
fn simulations_play_coiffeur_hands_and_sessions() {
    use jass_core::GameKind;
    use jass_core::sim::{self, Policy, SimConfig};
    for policy in Policy::ALL {
        let config = SimConfig::new(Rules::coiffeur_10())
            .with_game(GameKind::Coiffeur)
            .with_policy(policy)
            .with_threads(core::num::NonZeroUsize::new(2));
        let hands = sim::simulate_hands(&config, 100, 40).unwrap();
        for row in &hands {
            let declarer = row.declarer.unwrap().team();
            let expected = if row.match_team == Some(declarer) {
                257 * u32::from(row.multiplier)
            } else {
                u32::from(row.card_points[declarer]) * u32::from(row.multiplier)
            };
            assert_eq!(row.points[declarer], expected, "{row:?}");
            assert_eq!(row.points[declarer.other()], 0, "{row:?}");
            assert_eq!(*row, sim::play_hand(&config, row.seed).unwrap());
        }
        let games = sim::simulate_games(&config, 7, 6).unwrap();
        for row in &games {
            assert_eq!(row.hands, 20);
            let game = sim::play_game(&config.with_threads(None), row.seed).unwrap();
            assert_eq!(*row, game);
        }
        assert_eq!(
            games,
            sim::simulate_games(&config.with_threads(core::num::NonZeroUsize::new(1)), 7, 6)
                .unwrap()
        );
    }
    // The session of a seed is CoiffeurGame::new(rules, seed).
    let config = SimConfig::new(Rules::coiffeur_8()).with_game(GameKind::Coiffeur);
    let row = sim::play_game(&config, 3).unwrap();
    assert!(row.winner.is_some());
    assert_eq!(row.hands, 16);
}

/// Simulated Coiffeur hands say whether forehand shoved, the row then
/// chosen by another seat (RULES.md §9.4), and, under ⚙ `weis_enabled`,
/// the weis the declaring team writes, × the row's multiplier in its
/// points.
#[cfg(feature = "std")]
#[test]
fn simulated_hands_report_the_shove_and_the_declaring_teams_weis() {
    use jass_core::GameKind;
    use jass_core::sim::{self, SimConfig};
    let rules = Rules::coiffeur_10().with_weis_enabled(true);
    let config = SimConfig::new(rules).with_game(GameKind::Coiffeur);
    let rows = sim::simulate_hands(&config, 1, 400).unwrap();
    let (mut shoved, mut weis) = (0, 0);
    for row in &rows {
        // The simulations' hands are dealt by seat 3: seat 0 is forehand.
        let declarer = row.declarer.unwrap();
        assert!(row.shoved || declarer == Seat::S0, "{row:?}");
        shoved += usize::from(row.shoved);
        let team = declarer.team();
        let tricks = if row.match_team == Some(team) {
            257
        } else {
            u32::from(row.card_points[team])
        };
        let written = (tricks + u32::from(row.weis_points)) * u32::from(row.multiplier);
        assert_eq!(row.points[team], written, "{row:?}");
        if row.weis_points > 0 {
            assert_eq!(row.weis_team, Some(team), "{row:?}");
            weis += 1;
        }
    }
    assert!(
        0 < shoved && shoved < rows.len(),
        "{shoved} of {}",
        rows.len()
    );
    assert!(weis > 0);
}

/// A session ends with the last trick of the hand that fills the last row
/// (RULES.md §9.4): it can still be observed by every seat, the nine
/// tricks of that hand in view.
#[test]
fn a_finished_session_is_still_observed() {
    for seed in 0..3 {
        let mut game = CoiffeurGame::new(Rules::coiffeur_8(), seed).unwrap();
        play_steps(&mut game, &mut bots(seed, 4, true), 10_000);
        assert!(game.is_over(), "seed {seed}");
        assert_eq!(game.hand().tricks().len(), 9, "seed {seed}");
        for &seat in jass_core::Players::Four.seats() {
            let observation = game.observation(seat).unwrap();
            assert_eq!(observation.tricks.len(), 9, "seed {seed}");
            assert_eq!(observation.played, CardSet::ALL, "seed {seed}");
            assert_eq!(observation.to_act, None);
        }
    }
}

/// `Hand::play_unchecked` plays a legal card as `apply` does, whatever
/// the row chosen (Slalom and Guschti change the contract from trick to
/// trick, §9.4), and refuses with `false`, changing nothing, while the
/// row or a shove is due and once the hand is over.
#[test]
fn play_unchecked_plays_a_card_as_apply_does_in_every_row() {
    let mut rows = std::collections::HashSet::new();
    for seed in 0..40 {
        let start = *CoiffeurGame::new(Rules::coiffeur_10(), seed)
            .unwrap()
            .hand();
        let (hand, actions) = common::check_play_unchecked(
            start,
            seed,
            CoiffeurHand::legal_actions,
            CoiffeurHand::apply,
            CoiffeurHand::play_unchecked,
        );
        assert!(hand.is_over());
        rows.extend(actions.into_iter().filter_map(|a| match a {
            Action::ChooseRow { row, .. } => Some(row),
            _ => None,
        }));
    }
    assert!(rows.len() >= 5, "{rows:?}");
}
