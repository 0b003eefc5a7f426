//! Hidden cards do not change an observation: what `Game::observation`
//! shows a seat depends only on what that seat may know by RULES.md: its
//! own cards, the cards played, the weis announced and the melds scored,
//! which are specified and shown (§4.3), stöck once announced (§4.4), the
//! scores and claims as the table can count them (§5.1), Schmaus's
//! turned-up card and the last face-down card taken (§6), the bottom card
//! and, under ⚙ `predictions = open`, the predictions (§9.1). It never
//! depends on the cards it cannot see.
//!
//! Each case deals a random first hand of one game and lets bots play a
//! random number of its actions. Then, for every seat as the observer, it
//! deals the cards that seat has not seen anew among the places they may
//! lie (another player's hand, Schmaus's talon, a second fan of Jass für
//! zwei not yet picked up): each player keeps the number of cards, and
//! with the double pack each card is still in the deck twice. The same
//! actions are replayed on the new deal. At every step where they are
//! still legal and the table has seen the same events (the weis outcome
//! of §4.3, the stöck recorded, the scores of finished hands, the game's
//! result), the observer's observation must be the same as with the
//! original deal.
//!
//! The observer's own cards stay where they are, and so do every card
//! played and every card shown (the melds scored, §4.3, §7, §9.2; the
//! bottom card, §9.1; Schmaus's turned-up card and the last face-down card,
//! §6). Under ⚙ `first_forehand = seven_of_roses` the seven of roses stays
//! with its holder too, since forehand names that seat (§5). At five the
//! removed card stays out of the deal (§5.2). Under ⚙ `predictions =
//! hidden` the other players' Differenzler predictions are drawn anew too
//! (§9.1).
//!
//! Only the first hand's deal can be chosen: later deals come from the
//! seed. A hand that does not end the game is played to its last card, so
//! a later hand has no hidden card of an earlier one. The cases therefore
//! stay in the first hand, and low targets bring the end of the game
//! (claims, the Stöck-Weis-Stich count and the automatic end of §5.1)
//! into it.

mod common {
    pub(crate) mod hostile;
}

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::game::{Table, WeisDecision};
use jass_core::weis::{WeisOrder, WeisOutcome};
use jass_core::{
    Action, AnnouncePolicy, AnyGame, Card, CardSet, ClaimCounts, DuplicateMelds, EndMode,
    FirstForehand, Game, GameKind, GameRecord, Hand, JassRng, Observation, Players, Predictions,
    Rules, SchieberGame, Seat, StoeckTiming, SwsWindow, Trick, TrumpChoice, WeisMode,
};
use proptest::prelude::*;

use common::hostile::new_game;

/// Alternative deals tried per observer in a case.
const TRIES: usize = 6;

/// A game and its rules, with a label naming them for failure messages.
#[derive(Clone, Debug)]
struct Setup {
    label: String,
    kind: GameKind,
    rules: Rules,
}

impl Setup {
    /// `preset` of `kind` changed to `rules`; `options` names the changes.
    fn new(kind: GameKind, preset: &str, rules: Rules, options: &[String]) -> Setup {
        let mut label = preset.to_owned();
        for option in options {
            label.push(' ');
            label.push_str(option);
        }
        Setup { label, kind, rules }
    }
}

/// A setter of one rule option.
type Setter<'a> = &'a dyn Fn(Rules) -> Rules;

/// `rules` with the options drawn (each `(name, drawn, setter)`) set, and
/// the names of those set, for the failure message.
fn drawn(mut rules: Rules, options: &[(&str, bool, Setter<'_>)]) -> (Rules, Vec<String>) {
    let mut names = Vec::new();
    for &(name, on, set) in options {
        if on {
            rules = set(rules);
            names.push(name.to_owned());
        }
    }
    (rules, names)
}

/// The options of the team games (Schieber, Schmaus, Jass für zwei) a case
/// may turn on: announced weis, claims, the announce policy, stöck up to
/// the count, and a low target so that claims, the Stöck-Weis-Stich count
/// and the end of the game happen in the first hand.
fn team_options(
    preset: &str,
    [announced, claims, mandatory, until_count]: [bool; 4],
    target: Option<u32>,
) -> (Rules, Vec<String>) {
    let (mut rules, mut options) = drawn(
        Rules::preset(preset).unwrap(),
        &[
            ("weis_mode=announced", announced, &|r| {
                r.with_weis_mode(WeisMode::Announced)
            }),
            ("end_mode=claims", claims, &|r| {
                r.with_end_mode(EndMode::Claims)
            }),
            ("announce_policy=mandatory_best", mandatory, &|r| {
                r.with_announce_policy(AnnouncePolicy::MandatoryBest)
            }),
            ("stoeck_timing=until_count", until_count, &|r| {
                r.with_stoeck_timing(StoeckTiming::UntilCount)
            }),
        ],
    );
    if let Some(target) = target {
        // A Bärger lies below the target (§5.1).
        rules = rules.with_target(target).with_baerger(None);
        options.push(format!("target={target}"));
    }
    (rules, options)
}

/// Schieber from `preset` with the options drawn: those of
/// [`team_options`], then ⚙ `first_forehand = right_of_dealer`,
/// `duplicate_melds = distinct_cards`, `claim_counts = claimant_only` and
/// `zurueckschieben`, and the Stöck-Weis-Stich window (`None`: the
/// preset's).
fn schieber(
    preset: &str,
    flags: [bool; 4],
    [right_of_dealer, distinct, claimant_only, zurueck]: [bool; 4],
    window: Option<SwsWindow>,
    target: Option<u32>,
) -> Setup {
    let (rules, mut options) = team_options(preset, flags, target);
    let (mut rules, more) = drawn(
        rules,
        &[
            ("first_forehand=right_of_dealer", right_of_dealer, &|r| {
                r.with_first_forehand(FirstForehand::RightOfDealer)
            }),
            ("duplicate_melds=distinct_cards", distinct, &|r| {
                r.with_duplicate_melds(DuplicateMelds::DistinctCards)
            }),
            ("claim_counts=claimant_only", claimant_only, &|r| {
                r.with_claim_counts(ClaimCounts::ClaimantOnly)
            }),
            ("zurueckschieben", zurueck, &|r| {
                r.with_zurueckschieben(true)
            }),
        ],
    );
    options.extend(more);
    if let Some(window) = window {
        rules = rules.with_sws_window(window);
        options.push(format!("sws_window={window:?}"));
    }
    Setup::new(GameKind::Schieber, preset, rules, &options)
}

/// The deck of the first hand: 36 cards, or the double pack's 48.
fn deck(setup: &Setup, seed: u64) -> Vec<Card> {
    let mut rng = JassRng::seed_from_u64(seed ^ 0x5EED_DEC4);
    if setup.kind == GameKind::Schieber && setup.rules.copies() == 2 {
        rng.shuffled_double_deck().to_vec()
    } else {
        rng.shuffled_deck().to_vec()
    }
}

/// The game of `record` (no actions) whose first hand is dealt from `deck`.
fn dealt(record: &GameRecord, deck: &[Card]) -> AnyGame {
    let mut record = record.clone();
    record.deal = Some(deck.to_vec());
    AnyGame::replay(&record).unwrap()
}

/// The actions of the first hand, at most `steps` of them, each with the
/// seat that took it: bots choose them (rule-of-thumb or random), and
/// where claims are played a claim, valid or not, now and then.
fn play(game: &mut AnyGame, seed: u64, steps: usize) -> Vec<(Seat, Action)> {
    let mut bots: Vec<Box<dyn Bot>> = (0..game.players() as u64)
        .map(|i| -> Box<dyn Bot> {
            let rng = JassRng::seed_from_u64(seed.wrapping_mul(8).wrapping_add(i));
            if seed.is_multiple_of(3) {
                Box::new(RandomBot::new(rng))
            } else {
                Box::new(RuleOfThumb::new(rng))
            }
        })
        .collect();
    let mut rng = JassRng::seed_from_u64(seed ^ 0xC1A1);
    let mut actions = Vec::new();
    while actions.len() < steps
        && game.hand_number() == 0
        && let Some(seat) = game.to_act()
    {
        let claims: Vec<Action> = game
            .legal_actions()
            .iter()
            .copied()
            .filter(|action| matches!(action, Action::Claim(_)))
            .collect();
        let action = if !claims.is_empty() && rng.below(40) == 0 {
            claims[rng.below(claims.len() as u32) as usize]
        } else {
            bots[seat.index()].choose(&game.observation(seat).unwrap())
        };
        game.apply(action).unwrap();
        actions.push((seat, action));
    }
    actions
}

/// What the whole table has seen happen besides the actions: the weis
/// outcome (the best announced meld and the melds scored, §4.3, §7; in
/// Schmaus each announcement's value and the melds scored, §6; Hindersi's
/// weis once shown, §9.2), the stöck recorded (§4.4), the scores of the
/// hands finished and the game's result (§5.1, §9). An alternative deal
/// under which these differ is not one the observer could be in, so it is
/// compared only up to there.
fn public_events(game: &AnyGame) -> String {
    fn stoeck<H: Hand>(hand: &H) -> Option<Seat> {
        hand.stoeck_holder().filter(|_| hand.stoeck_recorded())
    }
    /// A game in teams: its hand's weis outcome (of each round), its stöck and the scores
    /// of its finished hands.
    fn team<H: Hand>(game: &Table<H>, weis: &dyn std::fmt::Debug) -> String {
        let scores: Vec<_> = game.past_hands().iter().map(|h| h.score).collect();
        format!("{weis:?} {:?} {scores:?}", stoeck(game.hand()))
    }
    let table = match game {
        AnyGame::Schieber(game) => team(game, game.hand().weis()),
        AnyGame::Coiffeur(game) => team(game, game.hand().weis()),
        AnyGame::Zweier(game) => team(game, game.hand().weis()),
        AnyGame::Schmaus(game) => {
            let hand = game.hand();
            let order = WeisOrder::new(hand.contract().unwrap(), hand.rules());
            let announced: Vec<_> = hand
                .weis_decisions()
                .0
                .iter()
                .map(|decision| match decision {
                    WeisDecision::Announced(meld) => Some(order.value(*meld)),
                    _ => None,
                })
                .collect();
            let scores: Vec<_> = game.past_hands().iter().map(|h| h.score).collect();
            format!(
                "{announced:?} {:?} {:?} {scores:?}",
                hand.scored_weis(),
                stoeck(hand)
            )
        }
        AnyGame::Differenzler(game) => format!("{:?}", game.score_sheet()),
        AnyGame::Hindersi(game) => format!("{:?} {:?}", game.hand().weis(), game.score_sheet()),
        AnyGame::Mittlere(game) => format!("{:?}", game.score_sheet()),
        _ => unreachable!("a game this test does not know"),
    };
    format!("{:?} {} {table}", game.result(), game.hands_finished())
}

/// The cards each seat has played in the current hand of `game`.
fn played_by(game: &AnyGame) -> Vec<(Seat, Card)> {
    game.tricks()
        .iter()
        .chain(std::iter::once(game.trick()))
        .flat_map(|trick: &Trick| {
            trick
                .cards()
                .iter()
                .enumerate()
                .map(move |(i, &card)| (trick.seat_of(i), card))
        })
        .collect()
}

/// The cards each seat has shown to the table in the current hand of
/// `game`, each with its holder, as the rules say (not as an observation
/// says, which is under test): the melds scored (§4.3, §6, §7, §9.2), the
/// last face-down card of Schmaus, shown by the 9th trick's winner who
/// takes it (§6), and the bottom card, shown by the dealer (§9.1).
fn shown(game: &AnyGame, deck: &[Card]) -> Vec<(Seat, Card)> {
    let mut shown = Vec::new();
    let mut melds = |outcome: &WeisOutcome| {
        for (seat, declaration) in outcome.scored.iter() {
            shown.extend(declaration.cards().iter().map(|card| (seat, card)));
        }
    };
    match game {
        AnyGame::Schieber(game) => melds(game.hand().weis()),
        AnyGame::Coiffeur(game) => melds(game.hand().weis()),
        AnyGame::Zweier(game) => game.hand().weis().iter().for_each(melds),
        AnyGame::Schmaus(game) => {
            let hand = game.hand();
            for &(seat, meld) in hand.scored_weis() {
                shown.extend(meld.cards().iter().map(|card| (seat, card)));
            }
            if let Some(ninth) = hand.tricks().get(8) {
                let winner = ninth.winner(hand.contract().unwrap()).unwrap();
                shown.push((winner, deck[35]));
            }
        }
        AnyGame::Differenzler(_) | AnyGame::Hindersi(_) | AnyGame::Mittlere(_) => {
            let (hand, weis) = match game {
                AnyGame::Differenzler(game) => (game.hand(), None),
                AnyGame::Hindersi(game) => (game.hand(), game.hand().weis()),
                AnyGame::Mittlere(game) => (game.hand(), None),
                _ => unreachable!(),
            };
            if let Some(bottom) = hand.bottom_card() {
                shown.push((hand.dealer(), bottom));
            }
            if let Some((seat, declaration)) = weis {
                shown.extend(declaration.cards().iter().map(|card| (seat, card)));
            }
        }
        _ => unreachable!("a game this test does not know"),
    }
    shown
}

/// The seat each position of the double pack's deck is dealt to: rounds of
/// three, three and two from the dealer's right (RULES.md appendix, the
/// double pack).
fn double_pack_seats(rules: &Rules, dealer: Seat) -> Vec<Seat> {
    let players = rules.players;
    let order = Trick::new(dealer.advance(1, players), players).unwrap();
    let mut seats = Vec::new();
    let mut left = rules.cards_per_player();
    while left > 0 {
        let round = left.min(3);
        for p in 0..players.count() {
            seats.extend(std::iter::repeat_n(order.seat_of(p), round));
        }
        left -= round;
    }
    seats
}

/// Checks that [`double_pack_seats`] gives each seat the cards the game
/// dealt it.
fn check_double_pack_seats(game: &SchieberGame, deck: &[Card], dealer: Seat) {
    let seats = double_pack_seats(game.rules(), dealer);
    for &seat in game.rules().players.seats() {
        let mut cards: Vec<Card> = deck
            .iter()
            .zip(&seats)
            .filter(|&(_, &s)| s == seat)
            .map(|(&card, _)| card)
            .collect();
        cards.sort_unstable();
        let hand = game.hand();
        let mut held: Vec<Card> = hand.dealt()[seat]
            .iter()
            .chain(hand.second_copies()[seat].iter())
            .collect();
        held.sort_unstable();
        assert_eq!(cards, held, "the double pack's deal to {seat}");
    }
}

/// Which positions of `deck` keep their card: those `observer` has seen in
/// `states` (the first hand's states so far) or that must stay where they
/// are.
fn fixed_positions(
    setup: &Setup,
    deck: &[Card],
    dealer: Seat,
    observer: Seat,
    states: &[AnyGame],
) -> Vec<bool> {
    let rules = &setup.rules;
    if deck.len() == 48 {
        // The double pack: each card twice, so count the copies of a card
        // each seat has played or shown (a card shown may be one of those
        // played) and keep that many of the seat's copies in place.
        let mut counts: Vec<((Seat, Card), usize)> = Vec::new();
        for state in states {
            let played = played_by(state);
            let shown = shown(state, deck);
            for &copy in played.iter().chain(&shown) {
                let times = |cards: &[(Seat, Card)]| cards.iter().filter(|&&c| c == copy).count();
                let count = times(&played).max(times(&shown));
                match counts.iter_mut().find(|(c, _)| *c == copy) {
                    Some((_, most)) => *most = (*most).max(count),
                    None => counts.push((copy, count)),
                }
            }
        }
        let mut kept: Vec<(Seat, Card)> = Vec::new();
        return deck
            .iter()
            .zip(double_pack_seats(rules, dealer))
            .map(|(&card, seat)| {
                let copy = (seat, card);
                let seen = counts
                    .iter()
                    .find(|(c, _)| *c == copy)
                    .map_or(0, |&(_, count)| count);
                let keep = seat == observer || kept.iter().filter(|&&c| c == copy).count() < seen;
                if keep {
                    kept.push(copy);
                }
                keep
            })
            .collect();
    }
    let mut fixed = CardSet::EMPTY;
    for state in states {
        fixed |= state.hands()[observer];
        for (_, card) in played_by(state).into_iter().chain(shown(state, deck)) {
            fixed = fixed.with(card);
        }
        // §6: the card lying face up (after a rob, the trump six).
        if let AnyGame::Schmaus(game) = state
            && let Some(card) = game.hand().talon().turned_up
        {
            fixed = fixed.with(card);
        }
    }
    match setup.kind {
        GameKind::Schieber | GameKind::Coiffeur => {
            // §5: the holder of the seven of roses is forehand.
            if rules.first_forehand == FirstForehand::SevenOfRoses {
                fixed = fixed.with("C7".parse().unwrap());
            }
            // §5.2: the removed card is not dealt; moving it would move
            // every card after it to another seat.
            if rules.players == Players::Five {
                fixed = fixed.with(rules.removed_card);
            }
        }
        // §6: the card turned up at the deal names trump for both.
        GameKind::Schmaus => fixed = fixed.with(deck[18]),
        _ => {}
    }
    deck.iter().map(|&card| fixed.contains(card)).collect()
}

/// The fields in which two observations differ, each with both values.
fn differences(a: &Observation, b: &Observation) -> Vec<String> {
    let mut out = Vec::new();
    macro_rules! compare {
        ($($field:ident),* $(,)?) => {{
            // Every field, so that a new one cannot be forgotten here.
            let Observation { $($field: _),* } = a;
            $(
                if a.$field != b.$field {
                    out.push(format!(
                        "{}: {:?} / {:?}",
                        stringify!($field),
                        a.$field,
                        b.$field
                    ));
                }
            )*
        }};
    }
    compare!(
        game,
        seat,
        players,
        rules,
        hand_number,
        dealer,
        forehand,
        to_act,
        expecting,
        hand,
        hand_twice,
        contract,
        declarer,
        shoved,
        trick,
        tricks,
        played,
        played_twice,
        known,
        announced,
        scored_weis,
        stoeck,
        card_points,
        scores,
        points_taken,
        totals,
        predictions,
        claim_wins,
        talon,
        coiffeur,
        legal_actions,
    );
    out
}

/// Plays a case of `setup` and checks every observer's observations
/// against alternative deals; returns the number of steps compared under
/// another deal.
fn check(setup: &Setup, seed: u64, steps: usize) -> usize {
    let mut record = new_game(setup.kind, setup.rules, seed).record();
    record.actions.clear();
    let dealer = record.first_dealer;
    let deck = deck(setup, seed);
    let start = dealt(&record, &deck);
    if let AnyGame::Schieber(game) = &start
        && deck.len() == 48
    {
        check_double_pack_seats(game, &deck, dealer);
    }
    let seats = start.observation(Seat::S0).unwrap().players.seats();
    let actions = play(&mut start.clone(), seed, steps);
    // The original game at every step, every seat's observation and the
    // events the table has seen.
    let mut states = vec![start];
    for &(_, action) in &actions {
        let mut next = states.last().unwrap().clone();
        next.apply(action).unwrap();
        states.push(next);
    }
    let observations: Vec<Vec<Observation>> = states
        .iter()
        .map(|state| {
            seats
                .iter()
                .map(|&s| state.observation(s).unwrap())
                .collect()
        })
        .collect();
    let events: Vec<String> = states.iter().map(public_events).collect();
    let hidden_predictions =
        setup.kind == GameKind::Differenzler && setup.rules.predictions == Predictions::Hidden;
    let mut rng = JassRng::seed_from_u64(seed ^ 0xA17E);
    let mut compared = 0;
    for (o, &observer) in seats.iter().enumerate() {
        for _ in 0..TRIES {
            // What the observer has seen after `cut` actions decides which
            // cards stay; the steps up to there are compared.
            let cut = rng.below(actions.len() as u32 + 1) as usize;
            let so_far: Vec<AnyGame> = states[..=cut]
                .iter()
                .filter(|state| state.hand_number() == 0)
                .cloned()
                .collect();
            let fixed = fixed_positions(setup, &deck, dealer, observer, &so_far);
            let hidden: Vec<usize> = (0..deck.len()).filter(|&i| !fixed[i]).collect();
            let mut other = deck.clone();
            for k in (1..hidden.len()).rev() {
                let j = rng.below(k as u32 + 1) as usize;
                other.swap(hidden[k], hidden[j]);
            }
            let other_actions: Vec<Action> = actions
                .iter()
                .map(|&(seat, action)| match action {
                    Action::Predict(_) if hidden_predictions && seat != observer => {
                        Action::Predict(rng.below(158) as u16)
                    }
                    action => action,
                })
                .collect();
            if other == deck && other_actions.iter().zip(&actions).all(|(a, b)| *a == b.1) {
                continue;
            }
            let mut alternative = dealt(&record, &other);
            for step in 0..=cut {
                if step > 0 && alternative.apply(other_actions[step - 1]).is_err() {
                    break;
                }
                if public_events(&alternative) != events[step] {
                    break;
                }
                let expected = &observations[step][o];
                let observed = alternative.observation(observer).unwrap();
                if observed != *expected {
                    let taken: Vec<String> =
                        actions[..step].iter().map(|(_, a)| a.to_string()).collect();
                    panic!(
                        "{}, seed {seed}: the observation of {observer} after {step} actions \
                         [{}] differs when the cards it has not seen are dealt otherwise\n\
                         deck        {deck:?}\nalternative {other:?}\nactions {:?}\n{}",
                        setup.label,
                        taken.join(", "),
                        &other_actions[..step],
                        differences(expected, &observed).join("\n")
                    );
                }
                compared += 1;
            }
        }
    }
    compared
}

/// The preset's target, or a low one that the first hand may reach.
fn target() -> impl Strategy<Value = Option<u32>> {
    prop_oneof![Just(None), (1u32..400).prop_map(Some)]
}

/// The preset's Stöck-Weis-Stich window, or one of Schieber's.
fn window() -> impl Strategy<Value = Option<SwsWindow>> {
    prop_oneof![
        Just(None),
        Just(Some(SwsWindow::ClaimantBeforeSecondTrick)),
        Just(Some(SwsWindow::SideBeforeSecondTrick)),
        Just(Some(SwsWindow::FirstTrickBothClaim)),
    ]
}

/// Coiffeur Schieber from `preset`, with weis and stöck, announced weis
/// and the seven of roses as drawn.
fn coiffeur(preset: &str, [weis, announced, seven_of_roses]: [bool; 3]) -> Setup {
    // The presets play without weis and stöck.
    let (rules, options) = drawn(
        Rules::preset(preset).unwrap(),
        &[
            ("weis_enabled stoeck_enabled", weis, &|r| {
                r.with_weis_enabled(true).with_stoeck_enabled(true)
            }),
            ("weis_mode=announced", announced, &|r| {
                r.with_weis_mode(WeisMode::Announced)
            }),
            ("first_forehand=seven_of_roses", seven_of_roses, &|r| {
                r.with_first_forehand(FirstForehand::SevenOfRoses)
            }),
        ],
    );
    Setup::new(GameKind::Coiffeur, preset, rules, &options)
}

/// A game each on their own: Differenzler (0), Hindersi (1) or Mittlere
/// (2), at three players as drawn, with hidden predictions (Hindersi: weis)
/// and trump drawn at random.
fn solo(game: usize, [three, hidden, random_trump]: [bool; 3]) -> Setup {
    let (kind, preset) = [
        (GameKind::Differenzler, "differenzler"),
        (GameKind::Hindersi, "hindersi"),
        (GameKind::Mittlere, "mittlere"),
    ][game];
    let (rules, options) = drawn(
        Rules::preset(preset).unwrap(),
        &[
            ("players=3", three, &|r| r.with_players(Players::Three)),
            (
                "predictions=hidden (Hindersi: weis_enabled)",
                hidden,
                &|r| {
                    r.with_predictions(Predictions::Hidden)
                        .with_weis_enabled(kind == GameKind::Hindersi)
                },
            ),
            ("trump_choice=random", random_trump, &|r| {
                r.with_trump_choice(TrumpChoice::Random)
            }),
        ],
    );
    Setup::new(kind, preset, rules, &options)
}

/// Cases per property: `cases`, or `JASS_LEAK_CASES` for a longer search.
fn cases(cases: u32) -> ProptestConfig {
    let cases = std::env::var("JASS_LEAK_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(cases);
    ProptestConfig::with_cases(cases)
}

proptest! {
    #![proptest_config(cases(400))]

    #[test]
    fn schieber_at_four(
        preset in 0usize..4,
        flags in any::<[bool; 4]>(),
        [right_of_dealer, claimant_only, zurueck] in any::<[bool; 3]>(),
        window in window(),
        target in target(),
        seed in any::<u64>(),
        steps in 0usize..50,
    ) {
        let preset = ["schieber", "schieber_3000", "schieber_1000", "schieber_uri"][preset];
        let more = [right_of_dealer, false, claimant_only, zurueck];
        check(&schieber(preset, flags, more, window, target), seed, steps);
    }
}

proptest! {
    #![proptest_config(cases(300))]

    #[test]
    fn schieber_at_five_and_six(
        six in any::<bool>(),
        flags in any::<[bool; 4]>(),
        [right_of_dealer, claimant_only] in any::<[bool; 2]>(),
        window in window(),
        target in target(),
        seed in any::<u64>(),
        steps in 0usize..50,
    ) {
        let preset = if six { "schieber_six" } else { "schieber_five" };
        let more = [right_of_dealer, false, claimant_only, false];
        check(&schieber(preset, flags, more, window, target), seed, steps);
    }
}

proptest! {
    #![proptest_config(cases(300))]

    #[test]
    fn schieber_with_the_double_pack(
        flags in any::<[bool; 4]>(),
        // Weis and stöck need `distinct_cards` with the double pack.
        distinct in prop::bool::weighted(0.85),
        claimant_only in any::<bool>(),
        window in window(),
        target in target(),
        seed in any::<u64>(),
        steps in 0usize..60,
    ) {
        let more = [false, distinct, claimant_only, false];
        check(&schieber("schieber_six_double", flags, more, window, target), seed, steps);
    }
}

proptest! {
    #![proptest_config(cases(200))]

    #[test]
    fn coiffeur_schieber(
        ten in any::<bool>(),
        options in any::<[bool; 3]>(),
        seed in any::<u64>(),
        steps in 0usize..50,
    ) {
        let preset = if ten { "coiffeur_10" } else { "coiffeur_8" };
        check(&coiffeur(preset, options), seed, steps);
    }
}

proptest! {
    #![proptest_config(cases(400))]

    #[test]
    fn schmaus_and_jass_fuer_zwei(
        zweier in any::<bool>(),
        flags in any::<[bool; 4]>(),
        target in target(),
        seed in any::<u64>(),
        steps in 0usize..60,
    ) {
        let (kind, preset) = if zweier {
            (GameKind::Zweier, "zweier")
        } else {
            (GameKind::Schmaus, "schmaus")
        };
        let (rules, options) = team_options(preset, flags, target);
        check(&Setup::new(kind, preset, rules, &options), seed, steps);
    }
}

proptest! {
    #![proptest_config(cases(300))]

    #[test]
    fn the_games_each_on_their_own(
        game in 0usize..3,
        options in any::<[bool; 3]>(),
        seed in any::<u64>(),
        steps in 0usize..50,
    ) {
        check(&solo(game, options), seed, steps);
    }
}

/// The properties compare something: in every game, a few cases compare
/// many steps under other deals (an engine change that refused every
/// alternative deal would otherwise pass them all unnoticed).
#[test]
fn alternative_deals_are_compared_in_every_game() {
    let setups = [
        schieber("schieber", [true; 4], [false; 4], None, Some(200)),
        schieber("schieber_five", [false; 4], [false; 4], None, None),
        schieber("schieber_six", [false; 4], [false; 4], None, None),
        schieber(
            "schieber_six_double",
            [false; 4],
            [false, true, false, false],
            None,
            None,
        ),
        coiffeur("coiffeur_10", [true; 3]),
        Setup::new(GameKind::Schmaus, "schmaus", Rules::schmaus(), &[]),
        Setup::new(GameKind::Zweier, "zweier", Rules::zweier(), &[]),
        solo(0, [false, true, false]),
        solo(1, [true, true, false]),
        solo(2, [false; 3]),
    ];
    for setup in &setups {
        let compared: usize = (0..4).map(|seed| check(setup, seed, 30)).sum();
        assert!(
            compared >= 100,
            "{}: {compared} steps compared",
            setup.label
        );
    }
}
