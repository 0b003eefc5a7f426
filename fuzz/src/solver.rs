//! The `solver` target: random positions with up to three tricks left
//! (rarely four), drawn from the input, solved by the double-dummy solver
//! (after it searched another position) and by plain minimax. The values
//! must agree, card by card; the best card is worth the position's value;
//! and playing out the principal variation takes exactly that value.

use arbitrary::{Result, Unstructured};
use jass_core::solver::{Position, Solver, minimax};
use jass_core::{ByTeam, Contract, JassRng, Players, Rules, Seat, Team, Trick, Undertrump};

/// Runs the target's checks on `data`.
pub fn run(data: &[u8]) {
    let mut u = Unstructured::new(data);
    // Running out of input ends the run: a short input is not a finding.
    let _ = check(&mut u);
}

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let contract = Contract::ALL[usize::from(u.arbitrary::<u8>()?) % 6];
    let tricks = match u.arbitrary::<u8>()? {
        255 => 4,
        b => 1 + usize::from(b % 3),
    };
    let extra = usize::from(u.arbitrary::<u8>()? % 4);
    let seats = u.arbitrary::<u8>()?;
    let declarers = if seats & 1 == 0 { Team::T0 } else { Team::T1 };
    let leader = Seat::ALL[usize::from(seats >> 1) % 4];
    let flags = u.arbitrary::<u8>()?;
    let mut rules = Rules::schieber();
    if flags & 1 == 1 {
        rules = rules.with_undertrump(Undertrump::Weak);
    }
    if flags & 2 == 2 {
        rules = rules.with_match_bonus(0);
    }
    if flags & 4 == 4 {
        rules = rules.with_puur_exempt(false);
    }
    let seed = u.arbitrary::<u64>()?;
    let deal = JassRng::seed_from_u64(seed).deal();
    let mut position = Position::try_new(
        deal,
        Trick::new(leader, Players::Four).expect("seats 0 to 3 sit at a table of four"),
        contract,
        declarers,
        ByTeam([0, 0]),
        &rules,
    )
    .expect("a full deal is a position");
    while position.tricks_left() > tricks
        || (position.tricks_left() == tricks && position.trick().len() < extra)
    {
        let legal = position.legal_cards();
        let pick = usize::from(u.arbitrary::<u8>().unwrap_or(0)) % legal.len();
        let card = legal.nth(pick).expect("a legal card");
        position = position.after(card).expect("the hand goes on");
    }

    let expected = minimax(&position);
    // The solver searches another position first, of another deal and
    // perhaps of another contract: it keeps its tables from one search to
    // the next, and must make them over for this one. (The byte is read
    // last, so that inputs found before give the same position.)
    let other = Contract::ALL[usize::from(u.arbitrary::<u8>().unwrap_or(0)) % 6];
    let mut solver = Solver::with_memory(1 << 14);
    solver.value(&late_position(seed.rotate_left(17), other, &rules, tricks));
    let solution = solver.solve(&position);
    assert_eq!(solution.value, expected, "{position:?}");
    assert_eq!(solver.value(&position), expected, "{position:?}");
    assert_eq!(solution.cards.legal(), position.legal_cards());
    for (card, value) in solution.cards.iter() {
        let here = position.trick_points(card).unwrap_or(0);
        let child = here + position.after(card).map_or(0, |p| minimax(&p));
        assert_eq!(value, child, "card {card} of {position:?}");
    }
    let maximize = position.to_move().team() == declarers;
    assert_eq!(solution.cards.best(maximize), Some(expected));
    let mut line = position;
    let mut taken = 0;
    for (i, &card) in solution.principal_variation.iter().enumerate() {
        taken += line.trick_points(card).unwrap_or(0);
        match line.after(card) {
            Some(next) => line = next,
            None => assert_eq!(i + 1, solution.principal_variation.len()),
        }
    }
    assert_eq!(taken, expected, "principal variation of {position:?}");
    Ok(())
}

/// A position of the deal of `seed` under `contract` and `rules` with
/// `tricks` tricks left, the cards before played at random.
fn late_position(seed: u64, contract: Contract, rules: &Rules, tricks: usize) -> Position {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut position = Position::try_new(
        rng.deal(),
        Trick::new(Seat::S0, Players::Four).expect("seat 0 sits at a table of four"),
        contract,
        Team::T0,
        ByTeam([0, 0]),
        rules,
    )
    .expect("a full deal is a position");
    while position.tricks_left() > tricks {
        let card = rng.pick(position.legal_cards()).expect("a legal card");
        position = position.after(card).expect("the hand goes on");
    }
    position
}
