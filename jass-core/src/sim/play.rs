//! One seeded hand or game, played to its end.

use crate::game::bots::{Bot, RandomBot, RuleOfThumb};
use crate::game::{Action, Game, Hand, NewGameError, Observation, SchieberGame, SchieberHand};
use crate::random::JassRng;
use crate::rules::{EndMode, FirstForehand, Rules};
use crate::seat::{ByTeam, Seat};
use crate::sim::{GameRow, HandRow, Policy, SimError};

/// The bot of a policy.
#[derive(Clone, Debug)]
pub(super) enum PolicyBot {
    Random(RandomBot),
    RuleOfThumb(RuleOfThumb),
}

impl PolicyBot {
    fn new(policy: Policy, rng: JassRng) -> PolicyBot {
        match policy {
            Policy::Random => PolicyBot::Random(RandomBot::new(rng)),
            Policy::RuleOfThumb => PolicyBot::RuleOfThumb(RuleOfThumb::new(rng)),
        }
    }
}

impl Bot for PolicyBot {
    fn choose(&mut self, observation: &Observation) -> Action {
        match self {
            PolicyBot::Random(bot) => bot.choose(observation),
            PolicyBot::RuleOfThumb(bot) => bot.choose(observation),
        }
    }
}

/// The seats' bots: one for the whole table when both teams play the same
/// policy, otherwise one per team.
#[derive(Clone, Debug)]
pub(super) enum TableBots {
    Shared(PolicyBot),
    PerTeam(ByTeam<PolicyBot>),
}

/// The second team's stream, when the teams play different policies.
const TEAM_1_SEED_MIX: u64 = 0xD1B5_4A32_D192_ED03;

impl TableBots {
    /// The bots of `policies`: a shared bot draws from `rng`; with two
    /// policies, team 0's bot draws from `rng` and team 1's from a stream
    /// of its own seeded from `seed`.
    pub(super) fn new(policies: ByTeam<Policy>, rng: JassRng, seed: u64) -> TableBots {
        let ByTeam([first, second]) = policies;
        if first == second {
            TableBots::Shared(PolicyBot::new(first, rng))
        } else {
            let other = JassRng::seed_from_u64(seed ^ TEAM_1_SEED_MIX);
            TableBots::PerTeam(ByTeam([
                PolicyBot::new(first, rng),
                PolicyBot::new(second, other),
            ]))
        }
    }
}

impl Bot for TableBots {
    fn choose(&mut self, observation: &Observation) -> Action {
        match self {
            TableBots::Shared(bot) => bot.choose(observation),
            TableBots::PerTeam(bots) => bots[observation.seat.team()].choose(observation),
        }
    }
}

/// The hand of `seed` under `rules` (not validated here).
pub(super) fn hand(
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<HandRow, SimError> {
    let hand = if policies == ByTeam([Policy::Random; 2]) {
        random_hand(*rules, seed)?
    } else {
        bot_hand(*rules, policies, seed)?
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

/// Applies the action `bot` chooses for the seat to act, if any.
pub(super) fn step(game: &mut impl Game, bot: &mut impl Bot) -> Result<bool, SimError> {
    let Some(seat) = game.to_act() else {
        return Ok(false);
    };
    let action = bot.choose(&game.observation(seat));
    game.apply(action)
        .map_err(|error| SimError::Action { action, error })?;
    Ok(true)
}

/// Plays the hand of `seed` with the policies' bots choosing from their
/// observations (a shared bot, or team 0's, draws from the generator after
/// the deal).
fn bot_hand(rules: Rules, policies: ByTeam<Policy>, seed: u64) -> Result<SchieberHand, SimError> {
    let mut rng = JassRng::seed_from_u64(seed);
    let dealt = deal_hand(rules, &mut rng)?;
    let mut game = SchieberGame::with_deal(one_hand_rules(rules), seed, dealt.dealt(), Seat::S3)?;
    let mut bots = TableBots::new(policies, rng, seed);
    while game.past_hands().is_empty() && step(&mut game, &mut bots)? {}
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
pub(super) const BOT_SEED_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The finished hands a simulated game keeps at most: it counts the hands
/// and matches as they finish and forgets them, so that a long game does
/// not grow without bound.
pub(super) const KEPT_HANDS: usize = 64;

/// The game of `seed` under `rules` (not validated here), the policies'
/// bots choosing for the seats.
pub(super) fn game(
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<GameRow, SimError> {
    played_game(rules, policies, seed).map(|(row, _)| row)
}

/// The row of the game of `seed`, and the game as it ended.
pub(super) fn played_game(
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<(GameRow, SchieberGame), SimError> {
    let mut game = SchieberGame::new(*rules, seed)?;
    let bot_rng = JassRng::seed_from_u64(seed ^ BOT_SEED_MIX);
    let mut bots = TableBots::new(policies, bot_rng, seed);
    let mut hands = 0u64;
    let mut matches = ByTeam([0u64; 2]);
    let mut counted = 0;
    while step(&mut game, &mut bots)? {
        let past = game.past_hands();
        if past.len() == counted {
            continue;
        }
        for summary in &past[counted..] {
            hands += 1;
            if let Some((team, _)) = summary.hand.match_extra() {
                matches[team] += 1;
            }
        }
        counted = past.len();
        if counted >= KEPT_HANDS {
            game.forget_past();
            counted = game.past_hands().len();
        }
    }
    let result = game.result();
    let milestones = game.milestones();
    let row = GameRow {
        seed,
        scores: game.scores(),
        winner: result.map(|r| r.winner),
        schneider: result.is_some_and(|r| r.schneider),
        hands,
        matches,
        bergpreis: milestones.bergpreis,
        baerger: milestones.baerger,
    };
    Ok((row, game))
}
