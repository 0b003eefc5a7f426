//! One seeded hand or game, played to its end.

use crate::game::bots::{Bot, RandomBot, RuleOfThumb};
use crate::game::{Game, Hand, NewGameError, SchieberGame, SchieberHand};
use crate::random::JassRng;
use crate::rules::{EndMode, FirstForehand, Rules};
use crate::seat::{ByTeam, Seat};
use crate::sim::{GameRow, HandRow, Policy, SimError};

/// The hand of `seed` under `rules` (not validated here).
pub(super) fn hand(rules: &Rules, policy: Policy, seed: u64) -> Result<HandRow, SimError> {
    let hand = match policy {
        Policy::Random => random_hand(*rules, seed)?,
        Policy::RuleOfThumb => rule_of_thumb_hand(*rules, seed)?,
    };
    Ok(hand_row(&hand, seed))
}

/// The hand dealt from `rng`: seat 3 dealing and seat 0 forehand.
fn deal_hand(rules: Rules, rng: &mut JassRng) -> Result<SchieberHand, SimError> {
    SchieberHand::new(rules, rng.deal(), Seat::S3, Seat::S0)
        .map_err(|e| SimError::NewGame(NewGameError::Deal(e)))
}

/// Plays the hand of `seed` with uniformly random legal actions drawn from
/// the same generator as the deal. The hot path: no observation and no
/// allocation per card.
fn random_hand(rules: Rules, seed: u64) -> Result<SchieberHand, SimError> {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut hand = deal_hand(rules, &mut rng)?;
    loop {
        if let Some(card) = rng.pick(hand.legal_cards()) {
            // Drawn from the legal cards: no need to check it again.
            hand.play_unchecked(card);
            continue;
        }
        let actions = hand.legal_actions();
        if actions.is_empty() {
            return Ok(hand);
        }
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        hand.apply(action)
            .map_err(|error| SimError::Action { action, error })?;
    }
}

/// The rules of a game that plays exactly the hand of a seed: forehand
/// sits after the dealer and no score ends the game within one hand.
fn one_hand_rules(rules: Rules) -> Rules {
    let mut rules = rules;
    rules.first_forehand = FirstForehand::RightOfDealer;
    rules.target = Rules::MAX_TARGET;
    rules.end_mode = EndMode::Automatic;
    rules
}

/// Plays `game` to its end, or with `one_hand` to the end of its first
/// hand, with `bot` choosing for every seat from its observation.
fn play_out(game: &mut SchieberGame, bot: &mut impl Bot, one_hand: bool) -> Result<(), SimError> {
    while let Some(seat) = game.to_act() {
        if one_hand && !game.past_hands().is_empty() {
            break;
        }
        let action = bot.choose(&game.observation(seat));
        game.apply(action)
            .map_err(|error| SimError::Action { action, error })?;
    }
    Ok(())
}

/// Plays the hand of `seed` with the rule-of-thumb bot for every seat (its
/// choices drawn from the generator after the deal).
fn rule_of_thumb_hand(rules: Rules, seed: u64) -> Result<SchieberHand, SimError> {
    let mut rng = JassRng::seed_from_u64(seed);
    let dealt = deal_hand(rules, &mut rng)?;
    let mut game = SchieberGame::with_deal(one_hand_rules(rules), seed, dealt.dealt(), Seat::S3)?;
    play_out(&mut game, &mut RuleOfThumb::new(rng), true)?;
    Ok(game
        .past_hands()
        .first()
        .expect("a game to the highest target goes on after its first hand")
        .hand)
}

/// The row of a finished hand.
fn hand_row(hand: &SchieberHand, seed: u64) -> HandRow {
    HandRow {
        seed,
        points: hand.score(),
        card_points: hand.card_points(),
        contract: hand.contract(),
        declarer: hand.declarer(),
        shoved: hand.shoved(),
        multiplier: hand.multiplier(),
        weis_points: hand.weis().points,
        weis_team: hand.weis().team(),
        stoeck_team: hand
            .stoeck_holder()
            .filter(|_| hand.stoeck_recorded())
            .map(Seat::team),
        match_team: hand.match_extra().map(|(team, _)| team),
    }
}

/// The bots' seed for the game of `seed`: a different stream than the
/// deals'.
const BOT_SEED_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The game of `seed` under `rules` (not validated here), one bot of
/// `policy` choosing for every seat.
pub(super) fn game(rules: &Rules, policy: Policy, seed: u64) -> Result<GameRow, SimError> {
    let mut game = SchieberGame::new(*rules, seed)?;
    let bot_rng = JassRng::seed_from_u64(seed ^ BOT_SEED_MIX);
    match policy {
        Policy::Random => play_out(&mut game, &mut RandomBot::new(bot_rng), false)?,
        Policy::RuleOfThumb => play_out(&mut game, &mut RuleOfThumb::new(bot_rng), false)?,
    }
    let mut matches = ByTeam([0u16; 2]);
    for summary in game.past_hands() {
        if let Some((team, _)) = summary.hand.match_extra() {
            matches[team] += 1;
        }
    }
    let result = game.result();
    Ok(GameRow {
        seed,
        scores: game.scores(),
        winner: result.map(|r| r.winner),
        schneider: result.is_some_and(|r| r.schneider),
        // The engine numbers hands in 16 bits.
        hands: u16::try_from(game.past_hands().len()).unwrap_or(u16::MAX),
        matches,
    })
}
