//! Solves seeded deals with every hand visible and prints, for each, the
//! value of the hand under perfect play and the time it took.
//!
//! Usage: `cargo run --release -p jass-examples --bin solve [deals] [contract] [tricks]`
//! (contract as the engine parses it: `hearts`, `obenabe`, `undenufe`, …,
//! declared by seat 0's team on every deal; or `declared`: the first hand
//! of a seeded game, declared by the rule-of-thumb bots as in a real game,
//! shoves included; the first `tricks` tricks are played at random before
//! solving). `JASS_THREADS` sets the threads of each search (default 1;
//! 0 for one per core),
//! `JASS_TT` the table's bytes, and `JASS_SOLVE=1` times `Solver::solve`
//! (the value of every card and a principal variation) instead of
//! `Solver::value`. The last line gives the distribution of the times:
//! median, quartiles, 90th percentile and slowest; when the deals mix trump
//! contracts with Obenabe and Undenufe (`declared`), the two lines before it
//! give the same for each kind.

use std::time::Instant;

use jass_core::bots::{Bot, RuleOfThumb};
use jass_core::solver::{Position, Solver};
use jass_core::{Action, Contract, Game, Hand, JassRng, Rules, SchieberGame, SchieberHand, Seat};

/// The first hand of the game of `seed`, declared by rule-of-thumb bots.
fn declared_hand(seed: u64) -> Result<SchieberHand, Box<dyn std::error::Error>> {
    let mut game = SchieberGame::new(Rules::schieber(), seed)?;
    let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(seed));
    while game.hand().contract().is_none() {
        let seat = game.to_act().ok_or("nobody to declare")?;
        game.apply(bot.choose(&game.observation(seat)?))?;
    }
    Ok(*game.hand())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().map_or(Ok(10), |a| a.parse())?;
    let contract: Option<Contract> = match args.next().as_deref() {
        None => Some(Contract::Trump(jass_core::Suit::Hearts)),
        Some("declared") => None,
        Some(name) => Some(name.parse()?),
    };
    let skip: usize = args.next().map_or(Ok(0), |a| a.parse())?;
    let mut solver = Solver::with_memory(
        std::env::var("JASS_TT")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(Solver::DEFAULT_MEMORY),
    );
    solver.set_threads(std::num::NonZeroUsize::new(
        std::env::var("JASS_THREADS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(1),
    ));
    // The times of the trump contracts and of the others apart (`declared`
    // mixes them; a hand without trump is searched far faster).
    let mut by_kind: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for seed in 0..deals {
        let mut hand = if let Some(contract) = contract {
            let deal = JassRng::seed_from_u64(seed).deal();
            let mut hand = SchieberHand::new(Rules::schieber(), deal, Seat::S3, Seat::S0)?;
            hand.apply(Action::Declare(contract))?;
            hand
        } else {
            declared_hand(seed)?
        };
        let contract = hand.contract().ok_or("no contract")?;
        let mut rng = JassRng::seed_from_u64(seed ^ 0xABCD);
        while hand.tricks().len() < skip {
            let card = rng.pick(hand.legal_cards()).ok_or("no legal card")?;
            hand.apply(Action::Play(card))?;
        }
        let position = Position::from_hand(&hand)?;
        let start = Instant::now();
        let before = solver.nodes();
        let value = if std::env::var_os("JASS_SOLVE").is_some() {
            solver.solve(&position).value
        } else {
            solver.value(&position)
        };
        let nodes = solver.nodes() - before;
        let elapsed = start.elapsed();
        let ms = elapsed.as_secs_f64() * 1e3;
        by_kind[usize::from(!matches!(contract, Contract::Trump(_)))].push(ms);
        println!(
            "deal {seed:3}: {contract} is worth {value:3} to the declarers ({ms:.2} ms, {nodes} nodes)"
        );
    }
    if by_kind.iter().all(|kind| !kind.is_empty()) {
        for (name, kind) in ["trump contracts", "Obenabe and Undenufe"]
            .iter()
            .zip(&mut by_kind)
        {
            println!("{name} ({}): {}", kind.len(), distribution(kind));
        }
    }
    let mut times = by_kind.concat();
    if !times.is_empty() {
        println!("{}, {} nodes", distribution(&mut times), solver.nodes());
    }
    Ok(())
}

/// The median, quartiles, 90th percentile and slowest of `times` (not
/// empty), sorted in place; the upper one of two middle times for the
/// median of an even number (the 6th of ten).
fn distribution(times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let at = |percent: usize| times[(times.len() * percent / 100).min(times.len() - 1)];
    format!(
        "median {:.2} ms, quartiles {:.2} / {:.2} ms, 90th percentile {:.2} ms, max {:.2} ms",
        at(50),
        at(25),
        at(75),
        at(90),
        at(100)
    )
}
