//! The main demo: a complete game of Schieber played by four rule-of-thumb
//! bots from a fixed seed, shown hand by hand as a Jass player would follow
//! it: the deal, the declaration, weis and stöck, every trick, each hand's
//! points with its multiplier, the running score, and the result. Then a
//! game of Schmaus (two players, with a talon) between two bots.
//!
//! Run with `cargo run --release -p jass-examples --bin demo [seed]
//! [--preset NAME]`; `--preset schieber_six` shows a table of six (two teams
//! of three), `--preset schieber_six_double` one of six with the double pack
//! (48 cards, each card from nine to ace twice), `--preset schieber_five`
//! one of five with a Chnächt; `--preset differenzler` plays a round of
//! Differenzler (each player predicts their points), `--preset hindersi` a
//! round of Hindersi, `--preset mittlere` a whole game of Mittlere (twelve
//! hands at three; the first card off the suit led founds trump).

use jass_core::bots::{Bot, RuleOfThumb};
use jass_core::{
    Action, AnyGame, ByTeam, CardSet, CardStyle, Contract, Game, GameKind, GameResult, Hand,
    HindersiGame, JassRng, MittlereGame, Rules, SchieberGame, SchieberHand, SchmausGame,
    SchmausHand, Seat, Suit, Team, Trick, TrickPlace,
    game::{DealerDraw, Differenzler, EndReason, SoloGame},
};

/// A hand written the way players sort it: by suit, high cards first.
fn show_cards(cards: CardSet) -> String {
    show_held(cards, CardSet::EMPTY)
}

/// A hand of the double pack: `cards`, each of `twice` written twice.
fn show_held(cards: CardSet, twice: CardSet) -> String {
    let mut groups = Vec::new();
    for suit in [Suit::Hearts, Suit::Diamonds, Suit::Spades, Suit::Clubs] {
        let in_suit: Vec<String> = cards
            .suit(suit)
            .iter()
            .rev()
            .flat_map(|c| {
                let copies = if twice.contains(c) { 2 } else { 1 };
                std::iter::repeat_n(c.styled(CardStyle::Unicode).to_string(), copies)
            })
            .collect();
        if !in_suit.is_empty() {
            groups.push(in_suit.join(" "));
        }
    }
    groups.join("  ")
}

fn show_trick(trick: Trick) -> String {
    let cards: Vec<String> = trick
        .cards()
        .iter()
        .map(|c| format!("{:<4}", c.styled(CardStyle::Unicode).to_string()))
        .collect();
    cards.join(" ")
}

fn team_name(team: Team) -> &'static str {
    match team {
        Team::T0 => "team A (even seats)",
        Team::T1 => "team B (odd seats)",
    }
}

/// Prints the tricks of `hand` from `from` on, and what the first trick
/// decided.
fn show_tricks(hand: &SchieberHand, from: usize) {
    let Some(contract) = hand.contract() else {
        return;
    };
    for (number, trick) in hand.tricks().iter().enumerate().skip(from) {
        let winner = trick.winner(contract).unwrap_or(trick.leader());
        let last = number + 1 == hand.rules().cards_per_player();
        let points = hand
            .point_table()
            .trick(trick.cards(), TrickPlace::last_if(last));
        println!(
            "  trick {}: {} leads  {}  → {} takes {points}{}",
            number + 1,
            trick.leader(),
            show_trick(*trick),
            winner,
            if last { " (with the last-trick 5)" } else { "" }
        );
        if number == 0 {
            show_weis(hand);
        }
    }
}

fn show_weis(hand: &SchieberHand) {
    let weis = hand.weis();
    // The seat of the best weis sits at the table: its team is known.
    match weis.best.and_then(|(seat, _)| hand.team_of(seat).ok()) {
        None => println!("  weis: nobody has a meld"),
        Some(team) => {
            let mut melds = Vec::new();
            for (seat, declaration) in weis.scored.iter() {
                for meld in declaration.melds() {
                    melds.push(format!("{seat}: {meld}"));
                }
            }
            println!(
                "  weis: {} scores {} × {} = {} ({})",
                team_name(team),
                weis.points,
                hand.multiplier(),
                u32::from(weis.points) * u32::from(hand.multiplier()),
                melds.join(", ")
            );
        }
    }
}

fn show_hand_end(hand: &SchieberHand, score: ByTeam<u32>, totals: ByTeam<u32>) {
    if let Some(holder) = hand.stoeck_holder() {
        println!(
            "  stöck: {holder} held ♔+♕ of trump, 20 × {} = {}",
            hand.multiplier(),
            20 * u32::from(hand.multiplier())
        );
    }
    let points = hand.card_points();
    if !hand.is_over() {
        println!("  the game was decided in this hand; its remaining tricks are not played");
    }
    if let Some((team, _)) = hand.match_extra() {
        println!("  MATCH for {}!", team_name(team));
    }
    println!(
        "  cards: A {} / B {} (together {}); hand score × {}: A {} / B {}",
        points[Team::T0],
        points[Team::T1],
        points[Team::T0] + points[Team::T1],
        hand.multiplier(),
        score[Team::T0],
        score[Team::T1]
    );
    println!(
        "  running score: A {} / B {}",
        totals[Team::T0],
        totals[Team::T1]
    );
}

fn show_deal(game: &SchieberGame) {
    let hand = game.hand();
    println!();
    println!(
        "Hand {} — {} deals, {} is forehand",
        game.hand_number() + 1,
        hand.dealer(),
        hand.forehand()
    );
    for (seat, cards) in hand.hands().iter().take(hand.players().count()) {
        println!(
            "  {seat}: {}",
            show_held(*cards, hand.second_copies()[seat])
        );
    }
}

/// The command line, printed after a bad argument (or `--help`).
const USAGE: &str = "usage: demo [SEED] [--preset NAME]";

/// The Schieber presets the demo plays (a whole game, then Schmaus).
const SCHIEBER_PRESETS: [&str; 7] = [
    "schieber",
    "schieber_3000",
    "schieber_1000",
    "schieber_uri",
    "schieber_five",
    "schieber_six",
    "schieber_six_double",
];

/// The presets of the games each plays on their own (a round of each).
const SOLO_PRESETS: [&str; 3] = ["differenzler", "hindersi", "mittlere"];

/// What `--help` prints below [`USAGE`].
fn help() -> String {
    format!(
        "A whole game of Schieber between rule-of-thumb bots, then one of Schmaus.\n  \
         SEED           the seed of the deals (default 2026)\n  \
         --preset NAME  a Schieber preset ({}), or {} for a round of that game",
        SCHIEBER_PRESETS.join(", "),
        SOLO_PRESETS.join(", ")
    )
}

/// The seed, the preset's name and its rules from the arguments, or what
/// is wrong with them.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<(u64, String, Rules), String> {
    let mut seed = 2026;
    let mut preset = "schieber".to_string();
    while let Some(arg) = args.next() {
        if arg == "--help" || arg == "-h" {
            println!("{USAGE}\n{}", help());
            std::process::exit(0);
        } else if arg == "--preset" {
            preset = args.next().ok_or("--preset needs a name")?;
        } else {
            seed = arg.parse().map_err(|_| {
                if arg.starts_with("--") {
                    format!("unknown option {arg}")
                } else {
                    format!("the seed is a whole number from 0 to 2^64 - 1, not {arg:?}")
                }
            })?;
        }
    }
    let rules = Rules::preset(&preset).map_err(|error| error.to_string())?;
    if !SCHIEBER_PRESETS.contains(&preset.as_str()) && !SOLO_PRESETS.contains(&preset.as_str()) {
        return Err(format!(
            "the demo plays the presets {} and {}, not {preset:?}",
            SCHIEBER_PRESETS.join(", "),
            SOLO_PRESETS.join(", ")
        ));
    }
    Ok((seed, preset, rules))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let (seed, preset, rules) = parse_args(std::env::args().skip(1)).unwrap_or_else(|message| {
        eprintln!("demo: {message}\n{USAGE}");
        std::process::exit(2)
    });
    if SOLO_PRESETS.contains(&preset.as_str()) {
        return solo_round(rules, seed, &preset);
    }
    let players = rules.players.count();
    let mut game = SchieberGame::new(rules, seed)?;
    let mut bots: Vec<RuleOfThumb> = (0..players as u64)
        .map(|i| RuleOfThumb::new(JassRng::seed_from_u64(seed ^ (i * 0x9E37))))
        .collect();

    println!(
        "Schieber ({preset}) to {} (schneider below {}), multipliers ♣/♠ ×1, ♥/♦ ×2, Obenabe/Undenufe ×3; seed {seed}",
        rules.target,
        rules.target / 2
    );
    match players {
        5 => println!(
            "Five rule-of-thumb bots; team A = seats 0 and 2, team B = seats 1 and 3; \
             seat 4 is the Chnächt, who plays last for the declaring team ({} is out of the pack).",
            rules.removed_card
        ),
        6 if rules.copies() == 2 => println!(
            "Six rule-of-thumb bots; team A = seats 0, 2, 4, team B = seats 1, 3, 5; \
             the double pack (no 6, 7, 8; every card twice, the later of two identical cards wins; \
             no weis, no stöck)."
        ),
        6 => println!("Six rule-of-thumb bots; team A = seats 0, 2, 4, team B = seats 1, 3, 5."),
        _ => println!("Four rule-of-thumb bots; team A = seats 0 and 2, team B = seats 1 and 3."),
    }
    show_deal(&game);
    let mut hand_number = game.hand_number();
    let mut shown = 0;
    let mut past = 0;
    while let Some(seat) = game.to_act() {
        let action = bots[seat.index()].choose(&game.observation(seat)?);
        match action {
            Action::Shove => println!("  {seat} shoves (\"gschobe\")"),
            Action::Declare(contract) => println!(
                "  {seat} declares {contract:#} (×{})",
                rules.multiplier(contract)
            ),
            _ => {}
        }
        game.apply(action)?;
        if game.past_hands().len() > past {
            // A hand has ended (or the game ended within it).
            let summary = game.past_hands()[past];
            show_tricks(&summary.hand, shown);
            let totals = game
                .score_entries()
                .iter()
                .filter(|e| e.hand <= summary_hand_index(past))
                .fold(ByTeam([0u32; 2]), |mut acc, e| {
                    acc[e.team] += e.points;
                    acc
                });
            show_hand_end(&summary.hand, summary.score, totals);
            past += 1;
            shown = 0;
            if game.hand_number() != hand_number && !game.is_over() {
                hand_number = game.hand_number();
                show_deal(&game);
            }
        } else {
            show_tricks(game.hand(), shown);
            shown = game.hand().tricks().len();
        }
    }

    let result = game.result().ok_or("the game has a result")?;
    println!();
    show_result(result, |t| team_name(t).to_string());
    let slate = game.slate();
    for team in Team::ALL {
        let side = slate.sides[team];
        println!(
            "  slate {}: {} × 100, {} × 50, {} × 20 and {}",
            team_name(team),
            side.hundreds,
            side.fifties,
            side.twenties,
            side.remainder
        );
    }
    schmaus(seed)?;
    Ok(())
}

/// A round of Differenzler or Hindersi (one hand per player), or a whole
/// game of Mittlere, between rule-of-thumb bots: each hand's trump (in
/// Mittlere, the card that founds it), the predictions, the tricks' takers
/// and the score sheet.
fn solo_round(rules: Rules, seed: u64, preset: &str) -> Result<(), Box<dyn std::error::Error>> {
    let players = rules.players.count();
    let game = match preset {
        "mittlere" => AnyGame::from(MittlereGame::new(rules, seed)?),
        "hindersi" => AnyGame::from(HindersiGame::new(rules.with_hands(players as u16), seed)?),
        _ => SoloGame::<Differenzler>::new(rules.with_hands(players as u16), seed)
            .map(AnyGame::from)?,
    };
    let mut game = game;
    println!(
        "{:?}: {} hands at {players}; seed {seed}",
        game.kind(),
        game.rules().hands
    );
    let mut bots: Vec<RuleOfThumb> = (0..players as u64)
        .map(|i| RuleOfThumb::new(JassRng::seed_from_u64(seed ^ (i * 0x9E37))))
        .collect();
    let mut hand = game.hand_number();
    println!(
        "\nHand 1: {} deals, {}",
        game.dealer(),
        game.contract()
            .map_or_else(|| "no trump yet".to_string(), |c| format!("{c:#}"))
    );
    while let Some(seat) = game.to_act() {
        let action = bots[seat.index()].choose(&game.observation(seat)?);
        match action {
            Action::Predict(points) => println!("  {seat} predicts {points}"),
            Action::Play(card) if game.trick().len() + 1 == players => {
                let founds = founds_trump(&game, card);
                if founds.is_some() {
                    println!(
                        "  {seat} cannot follow suit: {card} founds trump {}",
                        card.suit().symbol()
                    );
                }
                let mut trick = *game.trick();
                trick.push(card)?;
                let contract = game.contract().or(founds).unwrap_or(Contract::Obenabe);
                let winner = trick.winner(contract).unwrap_or(trick.leader());
                println!("  {}  → {winner}", show_trick(trick));
            }
            Action::Play(card) if founds_trump(&game, card).is_some() => {
                println!(
                    "  {seat} cannot follow suit: {card} founds trump {}",
                    card.suit().symbol()
                );
            }
            _ => {}
        }
        game.apply(action)?;
        if game.hand_number() != hand && !game.is_over() {
            hand = game.hand_number();
            println!(
                "\nHand {}: {} deals, {}",
                hand + 1,
                game.dealer(),
                game.contract()
                    .map_or_else(|| "no trump yet".to_string(), |c| format!("{c:#}"))
            );
        }
    }
    if let Some(sheet) = game.score_sheet() {
        let legend = if game.kind() == GameKind::Mittlere {
            "points = strokes | and zeros 0; most strokes wins, fewer zeros break a tie"
        } else {
            "prediction/points = score; lowest total wins"
        };
        println!("\nScore sheet ({legend}):\n{sheet}");
    }
    println!(
        "Places: {:?}",
        &game.places().unwrap_or_default().0[..players]
    );
    Ok(())
}

/// Mittlere: the trump `card` founds if played now (the first card off
/// the suit led, RULES.md §9.3).
fn founds_trump(game: &AnyGame, card: jass_core::Card) -> Option<Contract> {
    let led = game.trick().led_suit()?;
    (game.kind() == GameKind::Mittlere && game.contract().is_none() && card.suit() != led)
        .then_some(Contract::Trump(card.suit()))
}

/// Prints how a game ended; `name` names a side.
fn show_result(result: GameResult, name: impl Fn(Team) -> String) {
    let how = match result.reason {
        EndReason::Target => "reached the target first".to_string(),
        EndReason::StoeckWeisStich(step) => {
            format!("reached the target first (Stöck-Weis-Stich, at {step:?})")
        }
        EndReason::ValidClaim => "claimed victory".to_string(),
        EndReason::InvalidClaim | EndReason::SwsNobodyReached => {
            "won after a wrong claim".to_string()
        }
        EndReason::RowsPlayed => "has the higher total of every row".to_string(),
        EndReason::RowsTied => "ties on the total of every row".to_string(),
        EndReason::HandsPlayed => "won after the last hand".to_string(),
    };
    println!(
        "{} {how}: {} / {}{}",
        name(result.winner),
        result.scores[Team::T0],
        result.scores[Team::T1],
        if result.schneider {
            " — the losers are schneider (a double loss)"
        } else {
            ""
        }
    );
}

/// One Schmaus trick: its cards, winner, points and the weis scored in it.
fn show_schmaus_trick(hand: &SchmausHand, number: usize) {
    let trick = hand.tricks()[number];
    let winner = hand
        .contract()
        .and_then(|contract| trick.winner(contract))
        .unwrap_or(trick.leader());
    let points = hand
        .point_table()
        .trick(trick.cards(), TrickPlace::last_if(number == 17));
    let weis = hand
        .weis_of_trick(number)
        .map(|(seat, meld)| {
            format!(
                "; {seat} scores weis: {meld} ({})",
                meld.points(hand.rules())
            )
        })
        .unwrap_or_default();
    println!(
        "  trick {:>2}: {} leads  {}  → {winner} takes {points}{weis}",
        number + 1,
        trick.leader(),
        show_trick(trick)
    );
    if number == 8 {
        println!("  the talon is used up: phase 2 — follow suit, else trump");
    }
}

/// A game of Schmaus between two rule-of-thumb bots.
fn schmaus(seed: u64) -> Result<(), Box<dyn std::error::Error>> {
    let rules = Rules::schmaus();
    let draw = DealerDraw::from_seed(seed);
    println!();
    println!(
        "Schmaus to {} between two rule-of-thumb bots; seed {seed}",
        rules.target
    );
    println!(
        "  the draw: seat 0 {}, seat 1 {} — {} deals",
        draw.cards[0].styled(CardStyle::Unicode),
        draw.cards[1].styled(CardStyle::Unicode),
        draw.dealer
    );
    let mut game = SchmausGame::new(rules, seed)?;
    let mut bots: Vec<RuleOfThumb> = (0..2)
        .map(|i| RuleOfThumb::new(JassRng::seed_from_u64(seed ^ (i + 7))))
        .collect();
    let mut past = 0;
    let mut shown = 0;
    let mut robbed = None;
    show_schmaus_deal(game.hand(), 1);
    while let Some(seat) = game.to_act() {
        let action = bots[seat.index()].choose(&game.observation(seat)?);
        game.apply(action)?;
        let finished = game.past_hands().len() > past;
        let hand = if finished {
            game.past_hands()[past].hand
        } else {
            *game.hand()
        };
        if hand.robbed() != robbed {
            robbed = hand.robbed();
            if let Some(robber) = robbed {
                println!("  {robber} robs: swaps the trump six for the turned-up card");
            }
        }
        for number in shown..hand.tricks().len() {
            show_schmaus_trick(&hand, number);
        }
        shown = hand.tricks().len();
        if finished {
            let score = game.past_hands()[past].score;
            if let Some((team, _)) = hand.match_extra() {
                println!(
                    "  MATCH: seat {} took all nine tricks of phase 2",
                    team.index()
                );
            }
            if let Some(holder) = hand.stoeck_holder().filter(|_| hand.stoeck_recorded()) {
                println!("  stöck for {holder}");
            }
            let totals = game
                .score_entries()
                .iter()
                .filter(|e| usize::from(e.hand) <= past)
                .fold(ByTeam([0u32; 2]), |mut acc, e| {
                    acc[e.team] += e.points;
                    acc
                });
            println!(
                "  hand score: seat 0 {} / seat 1 {}; running score: {} / {}",
                score[Team::T0],
                score[Team::T1],
                totals[Team::T0],
                totals[Team::T1]
            );
            past += 1;
            shown = 0;
            robbed = None;
            if !game.is_over() {
                show_schmaus_deal(game.hand(), past + 1);
            }
        }
    }
    let result = game.result().ok_or("the game has a result")?;
    println!();
    show_result(result, |t| format!("seat {}", t.index()));
    Ok(())
}

fn show_schmaus_deal(hand: &SchmausHand, number: usize) {
    println!();
    println!(
        "Schmaus hand {number} — {} deals; turned up: {} (trump {})",
        hand.dealer(),
        hand.trump_card().styled(CardStyle::Unicode),
        hand.contract()
            .and_then(Contract::trump)
            .map_or('?', Suit::symbol)
    );
    for seat in [Seat::S0, Seat::S1] {
        println!("  {seat}: {}", show_cards(hand.hands()[seat]));
    }
}

/// The hand number of the `past`-th finished hand.
fn summary_hand_index(past: usize) -> u16 {
    u16::try_from(past).unwrap_or(u16::MAX)
}
