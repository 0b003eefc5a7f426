//! A duplicate match: the PIMC bot against the rule-of-thumb or the random
//! bot, every deal played twice with the seats swapped.
//!
//! Usage: `cargo run --release -p jass-examples --bin arena [deals] [samples] [opponent] [search_from_tricks]`
//! (opponent `rule_of_thumb` or `random`).

use jass_core::Rules;
use jass_core::sim::arena::{self, ArenaConfig, Player};
use jass_core::solver::PimcConfig;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let deals: usize = args.next().map_or(Ok(100), |a| a.parse())?;
    let samples: u32 = args.next().map_or(Ok(16), |a| a.parse())?;
    let opponent = match args.next().as_deref() {
        None | Some("rule_of_thumb") => Player::RuleOfThumb,
        Some("random") => Player::Random,
        Some(other) => return Err(format!("unknown opponent {other}").into()),
    };
    let search_from_tricks: u8 = args
        .next()
        .map_or(Ok(PimcConfig::default().search_from_tricks), |a| a.parse())?;
    let pimc = PimcConfig {
        samples,
        search_from_tricks,
        ..PimcConfig::default()
    };
    let config = ArenaConfig::new(Rules::schieber(), Player::Pimc(pimc), opponent);
    let report = arena::run(&config, 0, deals)?;
    for (side, player) in config.players.iter().enumerate() {
        let estimate = report.sides[side];
        println!(
            "{:>13}: {:7.2} ± {:5.2} points per hand, {:8.1} µs per decision",
            player.name(),
            estimate.mean,
            estimate.ci95,
            report.micros_per_decision[side]
        );
    }
    let d = report.difference;
    println!(
        "difference: {:+.2} ± {:.2} points per hand over {deals} duplicate deals",
        d.mean, d.ci95
    );
    Ok(())
}
