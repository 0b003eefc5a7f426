//! Bots never panic, whatever observation they are given: its fields are
//! public, and Python and C restore observations from JSON. An observation
//! no game made may get an action the game refuses, never a panic.

mod every_game;

use every_game::every_game;
use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::game::ActionList;
use jass_core::solver::{PimcBot, PimcConfig};
use jass_core::{Action, Card, CardSet, Contract, Expecting, Game, JassRng, Observation, Trick};

/// `observation` changed in one way drawn by `rng`: its trick filled up
/// to a complete one, another phase, another contract, other legal
/// actions, or another hand.
fn tampered(observation: &Observation, rng: &mut JassRng) -> Observation {
    let mut out = observation.clone();
    let unseen = CardSet::ALL - observation.played - observation.trick.card_set();
    match rng.below(6) {
        0 => {
            // A complete trick, the rest of its cards drawn from the unseen.
            let mut cards: Vec<Card> = out.trick.cards().to_vec();
            let mut rest = unseen;
            while cards.len() < out.trick.players().count() {
                let Some(card) = rng.pick(rest) else { break };
                rest = rest.without(card);
                cards.push(card);
            }
            // (Not a trick of the double pack already holding both
            // copies of a card, which this constructor refuses.)
            if let Ok(trick) = Trick::try_from_cards(out.trick.leader(), out.trick.players(), cards)
            {
                out.trick = trick;
            }
        }
        1 => out.expecting = Expecting::ALL[rng.below(Expecting::ALL.len() as u32) as usize],
        2 => {
            out.contract = match rng.below(7) {
                6 => None,
                i => Some(Contract::ALL[i as usize]),
            };
        }
        3 => {
            // The legal actions of no phase, or of every phase at once.
            let mut list = ActionList::new();
            if rng.below(2) == 1 {
                for action in [
                    Action::Shove,
                    Action::Pass,
                    Action::Declare(Contract::Obenabe),
                    Action::Claim(observation.seat),
                    Action::Predict(40),
                ] {
                    list.push(action);
                }
                for card in unseen.iter().take(4) {
                    list.push(Action::Play(card));
                }
            }
            out.legal_actions = list;
        }
        4 => out.hand = [CardSet::EMPTY, CardSet::ALL, unseen][rng.below(3) as usize],
        _ => {
            // Several of the above at once.
            out = tampered(&tampered(&out, rng), rng);
        }
    }
    out
}

#[test]
fn bots_never_panic_on_observations_no_game_made() {
    let mut rng = JassRng::seed_from_u64(7);
    let config = PimcConfig {
        // Small, for the debug build: the sampler and the solver are
        // reached all the same.
        samples: 2,
        search_from_tricks: 2,
        declare_samples: 0,
        ..PimcConfig::default()
    };
    let mut pimc = PimcBot::new(config, JassRng::seed_from_u64(3));
    let mut random = RandomBot::new(JassRng::seed_from_u64(4));
    let mut thumb = RuleOfThumb::new(JassRng::seed_from_u64(5));
    let mut checked = 0;
    for seed in 0..2 {
        for (name, mut game) in every_game(seed) {
            let mut steps = 0;
            while let Some(seat) = game.to_act() {
                let observation = game.observation(seat).unwrap();
                for _ in 0..2 {
                    let odd = tampered(&observation, &mut rng);
                    let _ = random.choose(&odd);
                    let _ = thumb.choose(&odd);
                    let _ = pimc.choose(&odd);
                    checked += 1;
                }
                let action = random.choose(&observation);
                game.apply(action)
                    .unwrap_or_else(|e| panic!("{name}: {action}: {e}"));
                steps += 1;
                // A few hands of each game are enough.
                if steps > 150 {
                    break;
                }
            }
        }
    }
    assert!(checked > 5_000, "{checked} observations");
}
