//! One seeded hand or game, played to its end.

use smallvec::SmallVec;

use crate::card::Card;
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::HandCore;
use crate::game::bots::{Bot, RandomBot, RuleOfThumb};
use crate::game::{
    Action, CoiffeurGame, CoiffeurHand, Differenzler, EndReason, Game, GameKind, Hand, Hindersi,
    Mittlere, NewGameError, Observation, SchieberGame, SchieberHand, Table,
};
use crate::random::JassRng;
use crate::rules::{EndMode, FirstForehand, Rules};
use crate::seat::{BySeat, ByTeam, Players, Seat, Team};
use crate::sim::{GameRow, HandRow, Policy, SimError, solo};
use crate::weis::WeisOutcome;

/// What a simulation needs of a hand beyond [`Hand`]: the hand of a
/// seeded deal, a game whose first hand it is, and the parts of its row.
pub(super) trait SimHand: Hand {
    /// The hand of `deal`, a deal of [`JassRng::deal`] under rules of four
    /// players with one pack, seat 3 dealing and seat 0 forehand: such a
    /// deal passes every check of the hand's constructor, so none is made.
    fn seeded(rules: Rules, deal: BySeat<CardSet>) -> Self;
    /// A game whose first hand is `dealt`, dealt by `dealer`.
    fn game_with_deal(
        rules: Rules,
        seed: u64,
        dealt: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<Table<Self>, NewGameError>;
    /// A game of `seed`.
    fn new_game(rules: Rules, seed: u64) -> Result<Table<Self>, NewGameError>;
    /// Whether forehand shoved.
    fn was_shoved(&self) -> bool;
    /// The weis scored, before the multiplier, and the side that scores it
    /// (at five the Chnächt's is the declaring side's).
    fn weis_scored(&self) -> (u16, Option<Team>);
    /// The contract of the row (Coiffeur: of the first trick).
    fn row_contract(&self) -> Option<Contract>;
    /// Plays cards drawn from the legal cards by `rng` until something
    /// else is due.
    fn play_random_cards(&mut self, rng: &mut JassRng);
}

impl SimHand for SchieberHand {
    fn seeded(rules: Rules, deal: BySeat<CardSet>) -> Self {
        debug_assert!(SchieberHand::new(rules, deal, DEALER, FOREHAND).is_ok());
        let no_twice = BySeat([CardSet::EMPTY; Players::MAX]);
        SchieberHand::of_checked_deal(rules, deal, no_twice, DEALER, FOREHAND)
    }

    fn game_with_deal(
        rules: Rules,
        seed: u64,
        dealt: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<SchieberGame, NewGameError> {
        SchieberGame::with_deal(rules, seed, dealt, dealer)
    }

    fn new_game(rules: Rules, seed: u64) -> Result<SchieberGame, NewGameError> {
        SchieberGame::new(rules, seed)
    }

    fn was_shoved(&self) -> bool {
        self.shoved()
    }

    fn weis_scored(&self) -> (u16, Option<Team>) {
        weis_scored_at(self, self.weis())
    }

    fn row_contract(&self) -> Option<Contract> {
        self.contract()
    }

    fn play_random_cards(&mut self, rng: &mut JassRng) {
        SchieberHand::play_random_cards(self, rng);
    }
}

impl SimHand for CoiffeurHand {
    fn seeded(rules: Rules, deal: BySeat<CardSet>) -> Self {
        debug_assert!(CoiffeurHand::new(rules, deal, DEALER, FOREHAND).is_ok());
        CoiffeurHand::of_checked_deal(rules, deal, DEALER, FOREHAND, ByTeam([0; 2]))
    }

    fn game_with_deal(
        rules: Rules,
        seed: u64,
        dealt: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<CoiffeurGame, NewGameError> {
        CoiffeurGame::with_deal(rules, seed, dealt, dealer)
    }

    fn new_game(rules: Rules, seed: u64) -> Result<CoiffeurGame, NewGameError> {
        CoiffeurGame::new(rules, seed)
    }

    fn was_shoved(&self) -> bool {
        self.shove_count() > 0
    }

    /// The declaring team's weis only: the other team's best meld is not
    /// written (RULES.md §9.4).
    fn weis_scored(&self) -> (u16, Option<Team>) {
        match weis_scored_at(self, self.weis()) {
            (points, Some(team)) if self.writes(team) => (points, Some(team)),
            _ => (0, None),
        }
    }

    fn row_contract(&self) -> Option<Contract> {
        self.schedule().map(crate::game::ContractSchedule::first)
    }

    fn play_random_cards(&mut self, rng: &mut JassRng) {
        CoiffeurHand::play_random_cards(self, rng);
    }
}

/// [`SimHand::weis_scored`] of a hand whose weis is `weis` (Schieber,
/// Coiffeur Schieber): its points, and the side at the hand's table of the
/// best meld's holder.
fn weis_scored_at(hand: &impl HandCore, weis: &WeisOutcome) -> (u16, Option<Team>) {
    let holder = weis.best.map(|(seat, _)| seat);
    (weis.points, holder.map(|seat| hand.team_at_table(seat)))
}

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
            TableBots::PerTeam(bots) => {
                bots[observation.team_at_table(observation.seat)].choose(observation)
            }
        }
    }
}

/// How a simulation plays one game: the row of the hand, and of the game,
/// of a seed under rules already checked, the policies' bots choosing.
#[derive(Clone, Copy, Debug)]
pub(super) struct Plays {
    /// The row of the hand of a seed.
    pub(super) hand: fn(&Rules, ByTeam<Policy>, u64) -> Result<HandRow, SimError>,
    /// The row of the game of a seed.
    pub(super) game: fn(&Rules, ByTeam<Policy>, u64) -> Result<GameRow, SimError>,
}

impl Plays {
    /// How `kind` is simulated: one arm per game, the only place that
    /// names the games a simulation plays.
    pub(super) fn of(kind: GameKind) -> Result<Plays, SimError> {
        match kind {
            GameKind::Schieber => Ok(Plays::team::<SchieberHand>()),
            GameKind::Coiffeur => Ok(Plays::team::<CoiffeurHand>()),
            GameKind::Differenzler => Ok(solo::plays::<Differenzler>()),
            GameKind::Hindersi => Ok(solo::plays::<Hindersi>()),
            GameKind::Mittlere => Ok(solo::plays::<Mittlere>()),
            GameKind::Schmaus | GameKind::Zweier => Err(SimError::Unsupported { game: kind }),
        }
    }

    /// A game played in teams, one [`SimHand`] at a time.
    fn team<H: SimHand>() -> Plays {
        Plays {
            hand: hand_of::<H>,
            game: |rules, policies, seed| {
                played_game::<H>(rules, policies, seed).map(|(row, _)| row)
            },
        }
    }
}

/// The row of the hand of `seed`, played by random legal actions or by
/// the policies' bots.
fn hand_of<H: SimHand>(
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<HandRow, SimError> {
    if policies == ByTeam([Policy::Random; 2]) {
        random_hand::<H, _>(*rules, seed, |hand| hand_row(hand, seed))
    } else {
        Ok(hand_row(&bot_hand::<H>(*rules, policies, seed)?, seed))
    }
}

/// A seeded hand's deal, seat 3 dealing: at a table of four with one pack
/// the hands of [`JassRng::deal`] (seat 0 forehand), the simulations' hot
/// path; at the other tables a deck shuffled by the generator (the double
/// pack's 48 cards with it), dealt as the table deals (forehand the
/// dealer's right).
pub(super) enum Dealt {
    /// The hands of [`JassRng::deal`].
    Hands(BySeat<CardSet>),
    /// The deck, in dealing order.
    Deck(SmallVec<[Card; 48]>),
}

impl Dealt {
    /// The deal `rng` draws next under `rules`.
    pub(super) fn draw(rules: &Rules, rng: &mut JassRng) -> Dealt {
        if rules.four_with_one_pack() {
            Dealt::Hands(rng.deal())
        } else if rules.copies() == 2 {
            Dealt::Deck(rng.shuffled_double_deck().into_iter().collect())
        } else {
            Dealt::Deck(rng.shuffled_deck().into_iter().collect())
        }
    }

    /// The hand of this deal.
    pub(super) fn hand<H: SimHand>(&self, rules: Rules) -> Result<H, SimError> {
        match self {
            Dealt::Hands(hands) => Ok(H::seeded(rules, *hands)),
            Dealt::Deck(deck) => H::from_cards(&rules, deck, DEALER, false)
                .map_err(|e| SimError::NewGame(NewGameError::Deal(e))),
        }
    }

    /// A game of `seed` under `rules` whose first hand is this deal.
    pub(super) fn game<H: SimHand>(
        &self,
        rules: Rules,
        seed: u64,
    ) -> Result<Table<H>, NewGameError> {
        match self {
            Dealt::Hands(hands) => H::game_with_deal(rules, seed, *hands, DEALER),
            Dealt::Deck(deck) => Table::with_cards(rules, seed, deck, DEALER),
        }
    }
}

/// The dealer of a seeded hand.
const DEALER: Seat = Seat::S3;

/// The forehand of a seeded hand dealt as four hands: the seat after the
/// dealer (the seat at its right), who declares and leads.
const FOREHAND: Seat = DEALER.next();

/// Plays the hand of `seed` with uniformly random legal actions drawn from
/// the same generator as the deal, and returns what `finish` makes of the
/// finished hand (its row), which is never moved: a move copies its whole
/// state. The hot path: no observation and no allocation per card.
pub(super) fn random_hand<H: SimHand, R>(
    rules: Rules,
    seed: u64,
    finish: impl FnOnce(&H) -> R,
) -> Result<R, SimError> {
    let mut rng = JassRng::seed_from_u64(seed);
    let mut hand = match Dealt::draw(&rules, &mut rng) {
        // Built where it is played: a hand moved out of a `Result` is a
        // copy of its whole state.
        Dealt::Hands(hands) => H::seeded(rules, hands),
        dealt @ Dealt::Deck(_) => dealt.hand(rules)?,
    };
    loop {
        // Drawn from the legal cards: no need to check them again.
        hand.play_random_cards(&mut rng);
        let actions = hand.legal_actions();
        if actions.is_empty() {
            return Ok(finish(&hand));
        }
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        hand.apply(action)
            .map_err(|error| SimError::Action { action, error })?;
    }
}

/// The rules of a game that plays exactly one hand (the hand of a seed, a
/// deal of an arena): forehand sits after the dealer and no score ends the
/// game within it.
pub(super) fn one_hand_rules(rules: Rules) -> Rules {
    let mut rules = rules;
    rules.first_forehand = FirstForehand::RightOfDealer;
    rules.target = Rules::MAX_TARGET;
    rules.end_mode = EndMode::Automatic;
    rules
}

/// Applies the action `bot` chooses for the seat to act, if any.
pub(super) fn step(game: &mut impl Game, bot: &mut impl Bot) -> Result<bool, SimError> {
    // The seat to act sits at the table, so it always has an observation.
    let Some(observation) = game.to_act().and_then(|seat| game.observation(seat).ok()) else {
        return Ok(false);
    };
    let action = bot.choose(&observation);
    game.apply(action)
        .map_err(|error| SimError::Action { action, error })?;
    Ok(true)
}

/// Plays the hand of `seed` with the policies' bots choosing from their
/// observations (a shared bot, or team 0's, draws from the generator after
/// the deal).
fn bot_hand<H: SimHand>(rules: Rules, policies: ByTeam<Policy>, seed: u64) -> Result<H, SimError> {
    let mut rng = JassRng::seed_from_u64(seed);
    let dealt = Dealt::draw(&rules, &mut rng);
    let mut game = dealt.game::<H>(one_hand_rules(rules), seed)?;
    let mut bots = TableBots::new(policies, rng, seed);
    while game.past_hands().is_empty() && step(&mut game, &mut bots)? {}
    Ok(game
        .past_hands()
        .first()
        .expect("a game to the highest target goes on after its first hand")
        .hand)
}

/// The row of a finished hand.
fn hand_row<H: SimHand>(hand: &H, seed: u64) -> HandRow {
    let (weis_points, weis_team) = hand.weis_scored();
    HandRow {
        seed,
        contract: hand.row_contract(),
        points: hand.score(),
        card_points: hand.card_points(),
        declarer: hand.declarer(),
        shoved: hand.was_shoved(),
        multiplier: hand.multiplier(),
        weis_points,
        weis_team,
        stoeck_team: hand
            .stoeck_holder()
            .filter(|_| hand.stoeck_recorded())
            .map(|holder| hand.team_at_table(holder)),
        match_team: hand.match_extra().map(|(team, _)| team),
        ..HandRow::default()
    }
}

/// The bots' seed for the game of `seed`: a different stream than the
/// deals'.
pub(super) const BOT_SEED_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The finished hands a simulated game keeps at most: it counts the hands
/// and matches as they finish and forgets them, so that a long game does
/// not grow without bound.
pub(super) const KEPT_HANDS: usize = 64;

/// The row of the game of `seed`, and the game as it ended.
pub(super) fn played_game<H: SimHand>(
    rules: &Rules,
    policies: ByTeam<Policy>,
    seed: u64,
) -> Result<(GameRow, Table<H>), SimError> {
    let mut game = H::new_game(*rules, seed)?;
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
        hands,
        scores: game.scores(),
        // A tied Coiffeur session has no winner (its result names team 0).
        winner: result
            .filter(|r| r.reason != EndReason::RowsTied)
            .map(|r| r.winner),
        schneider: result.is_some_and(|r| r.schneider),
        matches,
        bergpreis: milestones.bergpreis,
        baerger: milestones.baerger,
        ..GameRow::default()
    };
    Ok((row, game))
}
