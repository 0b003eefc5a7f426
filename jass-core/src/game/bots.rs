//! Simple players for demos, tests and baselines. Both decide from an
//! [`Observation`] alone, so they never see hidden cards.
//!
//! # Examples
//!
//! ```
//! use jass_core::{Game, JassRng, Rules, SchieberGame, bots::{Bot, RandomBot}};
//!
//! let mut game = SchieberGame::new(Rules::schieber(), 1)?;
//! let mut bot = RandomBot::new(JassRng::seed_from_u64(1));
//! while let Some(seat) = game.to_act() {
//!     game.apply(bot.choose(&game.observation(seat)?))?;
//! }
//! assert!(game.is_over());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::game::action::{Action, Expecting};
use crate::game::coiffeur::RowKind;
use crate::game::observation::{GameKind, Observation};
use crate::points::PointTable;
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::Players;
use crate::trick::trick_winner;

/// A player that chooses an action from an observation.
pub trait Bot {
    /// The action to take; `observation` must be of the seat to act.
    fn choose(&mut self, observation: &Observation) -> Action;
}

/// A claim the observer should make now: their side's claim would win.
fn winning_claim(observation: &Observation) -> Option<Action> {
    observation
        .claim_wins
        .then_some(Action::Claim(observation.seat))
        .filter(|a| observation.legal_actions.contains(a))
}

/// The legal actions other than claims.
fn playing_actions(observation: &Observation) -> impl Iterator<Item = Action> + '_ {
    observation
        .legal_actions
        .iter()
        .copied()
        .filter(|a| !matches!(a, Action::Claim(_)))
}

/// Chooses uniformly among the legal actions, except that it claims exactly
/// when a claim would win (a random claim would almost always lose).
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: JassRng,
}

impl RandomBot {
    /// A bot drawing from `rng`.
    #[must_use]
    pub fn new(rng: JassRng) -> RandomBot {
        RandomBot { rng }
    }

    /// The generator of its next choices (to save the bot).
    #[must_use]
    pub const fn rng(&self) -> &JassRng {
        &self.rng
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, observation: &Observation) -> Action {
        if let Some(claim) = winning_claim(observation) {
            return claim;
        }
        let count = playing_actions(observation).count();
        let pick = self.rng.below(count.max(1) as u32) as usize;
        playing_actions(observation)
            .nth(pick)
            .unwrap_or(Action::Pass)
    }
}

/// A player following the sources' rules of thumb (\[000\], \[002\], \[003\]).
/// It counts card points as the rules its observation carries do
/// ([`Observation::rules`]: ⚙ `card_values`, ⚙ `undenufe_values`).
///
/// - **Declaring**: names a suit holding the Puur with three more cards, or
///   five cards, or the Puur and Näll with one more; Obenabe or Undenufe
///   with five sure tricks from the top (bottom); otherwise shoves. After a
///   shove it names its best contract, or at a table of four a cheap suit
///   with a poor hand (strength below 60). With the double pack a card
///   held twice counts twice, in a trump suit and in the sure tricks of
///   Obenabe and Undenufe (whose run from the bottom starts at the nine).
///   The sources' thresholds are for the nine cards of a table of four;
///   with the fewer cards of the larger tables (RULES.md §5.2) the bot uses
///   thresholds measured in play against itself (the Puur counted among
///   the cards), and names no cheap suit, which cost points there. At five
///   and at six with one pack they depend on the multipliers (⚙
///   `multipliers`): whether Obenabe and Undenufe both pay more than every
///   trump, as the presets' ×3 against ×2 and ×1 do ("dear" below), or not,
///   as with every multiplier 1 or the Uri preset's:
///
///   | table | trumps | with the Puur | with Puur and Näll | sure tricks | a cheap suit below |
///   |---|---|---|---|---|---|
///   | four, 9 cards | 5 | 4 | 3 | 5 | 60 |
///   | five, 7 cards | 5 | 4 | 2 | 3 | never |
///   | five, Obenabe and Undenufe dear | never | never | never | 2 | never |
///   | six, 6 cards | 4 | 3 | 2 | 3 | never |
///   | six, Obenabe and Undenufe dear | 4 | 3 | 2 | 2 | never |
///   | six, double pack, 8 cards | 5 | 4 | 4 | never | never |
///
///   With the double pack forehand never names Obenabe or Undenufe: a top
///   card held once is no sure trick there, for the other copy, played
///   later, beats it.
/// - **Weis**: announces its best meld, otherwise passes.
/// - **Play**: the declaring side leads trump while opponents may hold
///   some; otherwise leads a sure winner or a low card. It "smears" points
///   onto a trick its partner is winning with a card no unseen card beats,
///   or when no opponent plays after it (it plays last, or at five only the
///   Chnächt of the declaring side follows), takes a trick cheaply when it can
///   (trumping only tricks worth 10 points or more), and otherwise throws
///   its least valuable card.
/// - **Schmaus**: robs as soon as it can (before its weis decision).
/// - **Coiffeur Schieber**: with a good hand for some open row (judged as
///   when declaring; Slalom and Guschti by the mean of Obenabe and
///   Undenufe) takes the strongest, the higher multiplier breaking ties;
///   otherwise shoves, and when it must choose fills the open row of the
///   lowest multiplier. Plays each trick under that trick's contract.
/// - **Claims** exactly when a claim wins.
#[derive(Clone, Debug)]
pub struct RuleOfThumb {
    rng: JassRng,
}

impl RuleOfThumb {
    /// A bot breaking ties with `rng`.
    #[must_use]
    pub fn new(rng: JassRng) -> RuleOfThumb {
        RuleOfThumb { rng }
    }

    /// The generator that breaks its next ties (to save the bot).
    #[must_use]
    pub const fn rng(&self) -> &JassRng {
        &self.rng
    }

    fn declare(observation: &Observation) -> Action {
        if observation.coiffeur.is_some() {
            return RuleOfThumb::choose_row(observation);
        }
        let hand = Holding::of(observation);
        let allowed = |c: Contract| observation.legal_actions.contains(&Action::Declare(c));
        let may_shove = observation.legal_actions.contains(&Action::Shove);
        let best = Contract::ALL
            .into_iter()
            .filter(|&c| allowed(c))
            .map(|c| (contract_strength(hand, c), c))
            .fold(None, |best: Option<(u32, Contract)>, (s, c)| {
                if best.is_none_or(|(b, _)| s > b) {
                    Some((s, c))
                } else {
                    best
                }
            });
        match best {
            Some((strength, contract)) if strength >= 100 || !may_shove => {
                if strength < hand.good.cheap_below && !may_shove {
                    // A poor hand that must declare: a cheap contract keeps
                    // the loss down ([000]).
                    let cheap = [Suit::Clubs, Suit::Spades]
                        .into_iter()
                        .map(Contract::Trump)
                        .filter(|&c| allowed(c))
                        .max_by_key(|c| c.trump().map_or(0, |s| hand.suit_len(s)));
                    return Action::Declare(cheap.unwrap_or(contract));
                }
                Action::Declare(contract)
            }
            _ if may_shove => Action::Shove,
            Some((_, contract)) => Action::Declare(contract),
            None => playing_actions(observation).next().unwrap_or(Action::Shove),
        }
    }

    /// Coiffeur Schieber: a good hand (strength 100 or more) takes the open
    /// row where it is strongest, the higher multiplier breaking ties; a
    /// poor one shoves, or when it must choose, fills the open row of the
    /// lowest multiplier with its best contract there.
    fn choose_row(observation: &Observation) -> Action {
        let hand = Holding::of(observation);
        let Some(view) = observation.coiffeur else {
            return Action::Shove;
        };
        let may_shove = observation.legal_actions.contains(&Action::Shove);
        let rated: smallvec::SmallVec<[(u32, u16, Action); 32]> = playing_actions(observation)
            .filter_map(|a| match a {
                Action::ChooseRow { row, contract } => {
                    let multiplier = view.rows.get(row).map_or(1, |r| r.multiplier);
                    let strength = match view.rows.get(row).map(|r| r.kind) {
                        Some(RowKind::Slalom | RowKind::Guschti) => u32::midpoint(
                            contract_strength(hand, Contract::Obenabe),
                            contract_strength(hand, Contract::Undenufe),
                        ),
                        _ => contract_strength(hand, contract),
                    };
                    Some((strength, multiplier, a))
                }
                _ => None,
            })
            .collect();
        let best = rated.iter().copied().max_by_key(|&(s, m, _)| (s, m));
        match best {
            Some((strength, _, action)) if strength >= 100 => action,
            _ if may_shove => Action::Shove,
            _ => rated
                .into_iter()
                .max_by_key(|&(s, m, _)| (u16::MAX - m, s))
                .map_or(Action::Shove, |(_, _, a)| a),
        }
    }

    fn play(&mut self, observation: &Observation) -> Action {
        let legal: CardSet = playing_actions(observation)
            .filter_map(Action::card)
            .collect();
        let Some(contract) = observation.contract else {
            return self.any(observation);
        };
        let table = PointTable::new(contract, &observation.rules);
        let trick = observation.trick.cards();
        let players = observation.trick.players().count();
        let unseen = observation.unseen();
        let card = if trick.is_empty() {
            self.lead(observation, legal, contract, unseen)
        } else {
            let winner_seat = observation
                .trick
                .winner(contract)
                .unwrap_or(observation.trick.leader());
            let partner_winning = winner_seat != observation.seat
                && !observation.game.is_individual()
                && observation.team_at_table(winner_seat)
                    == observation.team_at_table(observation.seat);
            // Everyone after it in this trick is on its side: it plays
            // last, or at five only the Chnächt, of the declaring side,
            // plays after it.
            let rest_is_ours = (trick.len() + 1..players).all(|i| {
                observation.team_at_table(observation.trick.seat_of(i))
                    == observation.team_at_table(observation.seat)
            });
            let value = |c: Card| table.card(c);
            if partner_winning
                && (rest_is_ours
                    || is_boss(
                        trick[trick_winner(trick, contract).unwrap_or(0)],
                        contract,
                        unseen,
                    ))
            {
                // Smear points onto the partner's trick, keeping trumps.
                pick_by(legal, |c| (!contract.is_trump(c), value(c)))
            } else {
                let trick_points: u16 = trick.iter().map(|&c| value(c)).sum();
                let winning: CardSet = legal
                    .iter()
                    .filter(|&c| wins_with(trick, c, contract))
                    .filter(|&c| {
                        !contract.is_trump(c)
                            || trick_points >= 10
                            || legal.iter().all(|l| contract.is_trump(l))
                    })
                    .collect();
                if winning.is_empty() {
                    pick_by(legal, |c| {
                        (u16::MAX - value(c), u8::MAX - strength(c, contract))
                    })
                } else {
                    pick_by(winning, |c| {
                        (u8::MAX - strength(c, contract), u16::MAX - value(c))
                    })
                }
            }
        };
        Action::Play(card)
    }

    fn lead(
        &mut self,
        observation: &Observation,
        legal: CardSet,
        contract: Contract,
        unseen: CardSet,
    ) -> Card {
        let ours = observation.declarer.is_some_and(|d| {
            observation.team_at_table(d) == observation.team_at_table(observation.seat)
        });
        if let Some(trump) = contract.trump() {
            let my_trumps = legal.suit(trump);
            if ours && !my_trumps.is_empty() && !unseen.suit(trump).is_empty() {
                return pick_by(my_trumps, |c| strength(c, contract));
            }
        }
        let bosses: CardSet = legal
            .iter()
            .filter(|&c| !contract.is_trump(c) && is_boss(c, contract, unseen))
            .collect();
        if !bosses.is_empty() {
            return pick_by(bosses, |c| strength(c, contract));
        }
        let table = PointTable::new(contract, &observation.rules);
        let choice = pick_by(legal, |c| {
            (
                !contract.is_trump(c),
                u16::MAX - table.card(c),
                u8::MAX - strength(c, contract),
            )
        });
        if self.rng.below(8) == 0 {
            self.rng.pick(legal).unwrap_or(choice)
        } else {
            choice
        }
    }

    /// A card in a game where each player plays on their own: in
    /// Differenzler, try to win tricks while short of the prediction (as
    /// in [`RuleOfThumb::play`], with no partner), otherwise duck; in
    /// Hindersi always duck.
    fn play_alone(&mut self, observation: &Observation) -> Action {
        if observation.game == GameKind::Mittlere {
            return Action::Play(mittlere_card(observation));
        }
        let seat = observation.seat;
        let short =
            observation.predictions[seat].is_some_and(|p| observation.points_taken[seat] < p);
        if short {
            return self.play(observation);
        }
        let legal: CardSet = playing_actions(observation)
            .filter_map(Action::card)
            .collect();
        match observation.contract {
            Some(contract) => Action::Play(duck(observation, legal, contract)),
            None => self.any(observation),
        }
    }

    fn any(&mut self, observation: &Observation) -> Action {
        let count = playing_actions(observation).count();
        let pick = self.rng.below(count.max(1) as u32) as usize;
        playing_actions(observation)
            .nth(pick)
            .unwrap_or(Action::Pass)
    }
}

impl Bot for RuleOfThumb {
    fn choose(&mut self, observation: &Observation) -> Action {
        if let Some(claim) = winning_claim(observation) {
            return claim;
        }
        if observation.legal_actions.contains(&Action::Rob) {
            return Action::Rob;
        }
        match observation.expecting {
            Expecting::Declaration => RuleOfThumb::declare(observation),
            Expecting::Weis => playing_actions(observation)
                .find(|a| matches!(a, Action::Announce(_)))
                .unwrap_or(Action::Pass),
            Expecting::Prediction => Action::Predict(predict(observation)),
            Expecting::Card if observation.game.is_individual() => self.play_alone(observation),
            Expecting::Card => self.play(observation),
            Expecting::CounterClaim | Expecting::Nothing => Action::Pass,
        }
    }
}

/// A card in Mittlere (RULES.md §9.3), where the middle score loses:
/// duck, heading for the lowest score, but take a trick late in the
/// hand if still without one. Before trump is founded a trick goes to
/// the highest card of the suit led, or to a card that founds trump.
fn mittlere_card(observation: &Observation) -> Card {
    let legal: CardSet = playing_actions(observation)
        .filter_map(Action::card)
        .collect();
    let high = mittlere_goes_high(observation);
    let contract = observation.contract.unwrap_or(Contract::Obenabe);
    let table = PointTable::new(contract, &observation.rules);
    let trick = observation.trick.cards();
    if trick.is_empty() {
        // Lead a strong card to take tricks, a weak one to lose them.
        pick_by(legal, |c| {
            let key = (strength(c, contract), table.card(c));
            if high {
                key
            } else {
                (u8::MAX - key.0, u16::MAX - key.1)
            }
        })
    } else {
        // Before trump a card off the suit led founds trump and takes
        // the trick as it stands.
        let takes = |c: Card| match observation.contract {
            None => c.suit() != trick[0].suit() || wins_with(trick, c, contract),
            Some(_) => wins_with(trick, c, contract),
        };
        let taking: CardSet = legal.iter().filter(|&c| takes(c)).collect();
        let losing = legal - taking;
        match (high, taking.is_empty(), losing.is_empty()) {
            // Take it as cheaply as the trick allows.
            (true, false, _) => pick_by(taking, |c| u8::MAX - strength(c, contract)),
            // Lose it, giving away the most points.
            (false, _, false) => pick_by(losing, |c| (table.card(c), strength(c, contract))),
            // No choice about the trick: keep the points.
            _ => pick_by(legal, |c| u16::MAX - table.card(c)),
        }
    }
}

/// Whether a Mittlere player should try to take the trick: only while
/// still without a trick in the second half of the hand (no trick costs
/// two zeros). Otherwise it ducks, aiming for the lowest score, which
/// earns a stroke more often than aiming for the highest (that risks 100,
/// two zeros): against two random players this wins about half the games.
fn mittlere_goes_high(observation: &Observation) -> bool {
    let seat = observation.seat;
    let took_trick = observation.points_taken[seat] > 0
        || observation
            .tricks
            .iter()
            .any(|t| t.winner(observation.contract.unwrap_or(Contract::Obenabe)) == Some(seat));
    !took_trick && observation.hand.len() <= 6
}

/// The cards a bot rates for a contract: those it holds and, with the
/// double pack (RULES.md §5.2), those it holds twice.
#[derive(Clone, Copy, Debug)]
struct Holding {
    /// The different cards held.
    cards: CardSet,
    /// The cards held a second time (empty with one pack).
    twice: CardSet,
    /// Whether the double pack is played, where the later of two identical
    /// cards wins.
    double: bool,
    /// What makes a contract good at the table.
    good: GoodHand,
}

impl Holding {
    /// The observer's cards.
    fn of(observation: &Observation) -> Holding {
        let double = observation.double_pack();
        Holding {
            cards: observation.hand,
            twice: observation.hand_twice,
            double,
            good: GoodHand::at(
                observation.players,
                double,
                top_and_bottom_pay_most(&observation.rules),
            ),
        }
    }

    /// How many copies of `card` are held: 0, 1, or 2 with the double pack.
    fn count(self, card: Card) -> u32 {
        u32::from(self.cards.contains(card)) + u32::from(self.twice.contains(card))
    }

    /// How many cards of `suit` are held, both copies counted.
    fn suit_len(self, suit: Suit) -> usize {
        self.cards.suit(suit).len() + self.twice.suit(suit).len()
    }
}

/// The least a hand needs for a good contract at its table (see
/// [`RuleOfThumb`]): trumps counted with the Puur and Näll among them, and
/// the sure tricks of Obenabe or Undenufe; and the strength below which a
/// hand that must declare names a cheap suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct GoodHand {
    /// Trumps enough on their own.
    trumps: u32,
    /// Trumps enough with the Puur.
    with_puur: u32,
    /// Trumps enough with the Puur and the Näll.
    with_puur_and_naell: u32,
    /// Sure tricks enough for Obenabe or Undenufe.
    sure_tricks: u32,
    /// A hand that must declare names a cheap suit below this strength (0:
    /// never).
    cheap_below: u32,
}

/// A threshold no hand reaches: the contract is never good.
const NEVER: u32 = u32::MAX;

impl GoodHand {
    /// The sources' rule of thumb for nine cards, at a table of four.
    const FOUR: GoodHand = GoodHand::new([5, 4, 3, 5], 60);
    /// Seven cards at five, where the Chnächt joins the declaring side.
    const FIVE: GoodHand = GoodHand::new([5, 4, 2, 3], 0);
    /// At five when Obenabe and Undenufe pay more than every trump: they
    /// alone, with two sure tricks.
    const FIVE_DEAR: GoodHand = GoodHand::new([NEVER, NEVER, NEVER, 2], 0);
    /// Six cards at six with one pack.
    const SIX: GoodHand = GoodHand::new([4, 3, 2, 3], 0);
    /// At six with one pack when Obenabe and Undenufe pay more than every
    /// trump: two sure tricks are enough.
    const SIX_DEAR: GoodHand = GoodHand::new([4, 3, 2, 2], 0);
    /// Eight cards at six with the double pack, copies counted; never
    /// Obenabe or Undenufe, where a top card held once is no sure trick
    /// (the other copy, played later, beats it).
    const SIX_DOUBLE: GoodHand = GoodHand::new([5, 4, 4, NEVER], 0);

    /// The trumps enough on their own, with the Puur, and with the Puur
    /// and Näll, then the sure tricks; and the cheap suit's strength.
    const fn new(
        [trumps, with_puur, with_puur_and_naell, sure_tricks]: [u32; 4],
        cheap_below: u32,
    ) -> GoodHand {
        GoodHand {
            trumps,
            with_puur,
            with_puur_and_naell,
            sure_tricks,
            cheap_below,
        }
    }

    /// The thresholds at a table of `players`, with the double pack when
    /// `double`, and when `dear` Obenabe and Undenufe pay more than every
    /// trump ([`top_and_bottom_pay_most`]).
    const fn at(players: Players, double: bool, dear: bool) -> GoodHand {
        match players {
            Players::Five if dear => GoodHand::FIVE_DEAR,
            Players::Five => GoodHand::FIVE,
            Players::Six if double => GoodHand::SIX_DOUBLE,
            Players::Six if dear => GoodHand::SIX_DEAR,
            Players::Six => GoodHand::SIX,
            _ => GoodHand::FOUR,
        }
    }
}

/// Whether Obenabe and Undenufe both pay more than every trump suit
/// (⚙ `multipliers`): the presets' ×3 against ×2 and ×1, not the Uri
/// preset's ×2 against ×2.
fn top_and_bottom_pay_most(rules: &Rules) -> bool {
    let trumps = Suit::ALL
        .into_iter()
        .map(|suit| rules.multiplier(Contract::Trump(suit)))
        .max()
        .unwrap_or(0);
    rules
        .multiplier(Contract::Obenabe)
        .min(rules.multiplier(Contract::Undenufe))
        > trumps
}

/// How well `hand` would play `contract`: trump length and the Puur, Näll
/// and ace (each copy counted with the double pack); for Obenabe and
/// Undenufe the sure tricks. 100 and more is a good contract, by the
/// thresholds of the hand's table.
fn contract_strength(hand: Holding, contract: Contract) -> u32 {
    let good = hand.good;
    match contract {
        Contract::Trump(suit) => {
            let count = |rank| hand.count(Card::new(suit, rank));
            let has = |rank| count(rank) > 0;
            let len = hand.suit_len(suit) as u32;
            let strength =
                len * 10 + count(Rank::Jack) * 25 + count(Rank::Nine) * 15 + count(Rank::Ace) * 5;
            let is_good = len >= good.trumps
                || (has(Rank::Jack) && len >= good.with_puur)
                || (has(Rank::Jack) && has(Rank::Nine) && len >= good.with_puur_and_naell);
            strength + if is_good { 100 } else { 0 }
        }
        Contract::Obenabe | Contract::Undenufe => {
            let sure = sure_tricks(hand, contract == Contract::Obenabe);
            sure * 30 + if sure >= good.sure_tricks { 100 } else { 0 }
        }
    }
}

/// Trick-taking strength of a card in its own suit (trump above all).
/// A Differenzler prediction from the hand alone: the points the cards
/// likely to win a trick bring in, with what the others add to those
/// tricks, scaled to the table (RULES.md §9.1).
fn predict(observation: &Observation) -> u16 {
    let Some(trump) = observation.contract.and_then(Contract::trump) else {
        return 0;
    };
    let hand = observation.hand;
    let trumps = hand.suit(trump);
    let mut estimate: u32 = 0;
    for card in hand {
        let suit_cards = hand.suit(card.suit());
        let has = |rank| suit_cards.contains(Card::new(card.suit(), rank));
        estimate += if card.suit() == trump {
            match card.rank() {
                Rank::Jack => 30,
                Rank::Nine => 22,
                Rank::Ace => 16,
                Rank::King | Rank::Queen | Rank::Ten if trumps.len() >= 3 => 10,
                _ => 4,
            }
        } else {
            match card.rank() {
                Rank::Ace => 18,
                Rank::King if has(Rank::Ace) => 10,
                Rank::King => 4,
                Rank::Ten if has(Rank::Ace) && has(Rank::King) => 8,
                _ => 0,
            }
        };
    }
    let max = observation
        .legal_actions
        .iter()
        .filter_map(|a| match a {
            Action::Predict(p) => Some(*p),
            _ => None,
        })
        .max()
        .unwrap_or(157);
    // Rounded to a multiple of 5, as players do.
    let rounded = (estimate.min(u32::from(max)) + 2) / 5 * 5;
    u16::try_from(rounded).unwrap_or(max).min(max)
}

/// The card to play when no trick is wanted: the most valuable card that
/// does not take the trick (on a lead, the weakest card outside trump);
/// when every card would take it, the weakest.
fn duck(observation: &Observation, legal: CardSet, contract: Contract) -> Card {
    let table = PointTable::new(contract, &observation.rules);
    let trick = observation.trick.cards();
    if trick.is_empty() {
        return pick_by(legal, |c| {
            (
                !contract.is_trump(c),
                u8::MAX - strength(c, contract),
                u16::MAX - table.card(c),
            )
        });
    }
    let losing: CardSet = legal
        .iter()
        .filter(|&c| !wins_with(trick, c, contract))
        .collect();
    if losing.is_empty() {
        pick_by(legal, |c| {
            (u8::MAX - strength(c, contract), u16::MAX - table.card(c))
        })
    } else {
        pick_by(losing, |c| (table.card(c), strength(c, contract)))
    }
}

fn strength(card: Card, contract: Contract) -> u8 {
    contract.strength(card, card.suit())
}

/// The card of `cards` with the highest key.
fn pick_by<K: Ord>(cards: CardSet, key: impl Fn(Card) -> K) -> Card {
    cards
        .iter()
        .max_by_key(|&c| key(c))
        .unwrap_or(Card::from_index(0))
}

/// Whether playing `card` would make it the current winner of the trick.
/// Room for one card more than a table seats: an observation no game made
/// (its fields are public) may hold a complete trick where a card is due.
fn wins_with(trick: &[Card], card: Card, contract: Contract) -> bool {
    let mut cards = [card; Players::MAX + 1];
    cards[..trick.len()].copy_from_slice(trick);
    trick_winner(&cards[..=trick.len()], contract) == Some(trick.len())
}

/// Whether `card` beats every unseen card of its suit (a sure winner when
/// led, trumps aside).
fn is_boss(card: Card, contract: Contract, unseen: CardSet) -> bool {
    unseen
        .suit(card.suit())
        .iter()
        .all(|other| strength(card, contract) > strength(other, contract))
}

/// Sure tricks from the top (Obenabe) or bottom (Undenufe): in each suit the
/// unbroken run from the ace (six) down (up) (\[000\]'s advice). With the
/// double pack (RULES.md §5.2), whose ranks run from the nine, the run
/// from the ace (nine), each card of it held twice counted twice.
fn sure_tricks(hand: Holding, top: bool) -> u32 {
    Suit::ALL
        .into_iter()
        .map(|suit| {
            // The pack's ranks of the suit, the lowest at bit 0.
            let (lowest, ranks) = if hand.double { (3, 6) } else { (0, 9) };
            let held = hand.cards.suit_ranks(suit) >> lowest;
            let run = if top {
                (held << (16 - ranks)).leading_ones()
            } else {
                held.trailing_ones()
            };
            let in_run = if top {
                ((1u16 << run) - 1) << (ranks - run)
            } else {
                (1 << run) - 1
            };
            run + ((hand.twice.suit_ranks(suit) >> lowest) & in_run).count_ones()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::{Players, Seat};

    /// `hand` with one pack.
    fn one_pack(hand: &str) -> Holding {
        Holding {
            cards: cards(hand),
            twice: CardSet::EMPTY,
            double: false,
            good: GoodHand::FOUR,
        }
    }

    /// `hand` with the double pack, holding each card of `twice` twice.
    fn double_pack(hand: &str, twice: &str) -> Holding {
        Holding {
            cards: cards(hand),
            twice: cards(twice),
            double: true,
            good: GoodHand::SIX_DOUBLE,
        }
    }

    #[test]
    fn sure_tricks_count_unbroken_runs_from_the_top_or_bottom() {
        let hand = one_pack("HA HK HQ H6 SA C6 C7 D10 D9");
        assert_eq!(sure_tricks(hand, true), 4);
        assert_eq!(sure_tricks(hand, false), 3);
    }

    #[test]
    fn a_boss_beats_every_unseen_card_of_its_suit() {
        let contract = Contract::Obenabe;
        let unseen: CardSet = "HQ HJ H6".parse().unwrap();
        assert!(is_boss("HK".parse().unwrap(), contract, unseen));
        assert!(!is_boss("H10".parse().unwrap(), contract, unseen));
    }

    fn cards(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// Forehand's observation at the start of a Schieber game, to edit.
    fn schieber_observation() -> Observation {
        use crate::game::Game;
        let game = crate::SchieberGame::new(Rules::schieber(), 1).unwrap();
        game.observation(game.to_act().unwrap()).unwrap()
    }

    /// Forehand to declare holding `hand`, every contract on offer and
    /// the shove too when `may_shove`.
    fn declaring(hand: &str, may_shove: bool) -> Observation {
        let mut observation = schieber_observation();
        observation.expecting = Expecting::Declaration;
        observation.coiffeur = None;
        observation.claim_wins = false;
        observation.hand = cards(hand);
        observation.legal_actions = Contract::ALL
            .into_iter()
            .map(Action::Declare)
            .chain(may_shove.then_some(Action::Shove))
            .collect();
        observation
    }

    /// `seat` to play at a table of four after `trick` (led by seat 0)
    /// under `contract` named by `declarer`, holding `hand` of which
    /// `legal` may be played; nothing else has been played.
    fn playing(
        seat: Seat,
        contract: Contract,
        declarer: Seat,
        trick: &str,
        hand: &str,
        legal: &str,
    ) -> Observation {
        let mut observation = schieber_observation();
        let trick: alloc::vec::Vec<Card> = trick.split_whitespace().map(card).collect();
        observation.expecting = Expecting::Card;
        observation.claim_wins = false;
        observation.seat = seat;
        observation.to_act = Some(seat);
        observation.contract = Some(contract);
        observation.declarer = Some(declarer);
        observation.trick = crate::Trick::try_from_cards(Seat::S0, Players::Four, trick).unwrap();
        observation.tricks = alloc::vec::Vec::new();
        observation.played = observation.trick.card_set();
        observation.hand = cards(hand);
        observation.legal_actions = cards(legal).iter().map(Action::Play).collect();
        observation
    }

    fn choose(observation: &Observation) -> Action {
        RuleOfThumb::new(JassRng::seed_from_u64(1)).choose(observation)
    }

    /// What the bot of [`choose`] plays as `seat` in hearts named by
    /// `declarer`, after `trick`, holding `hand` of which `legal` may be
    /// played (see [`playing`]).
    /// A card the bot should play in hearts: the seat to play, the
    /// declarer, the trick so far, the hand, its legal cards and the card.
    type HeartsPlay = (
        Seat,
        Seat,
        &'static str,
        &'static str,
        &'static str,
        &'static str,
    );

    /// Asserts that the bot plays the card of each case.
    fn assert_plays_in_hearts(cases: &[HeartsPlay]) {
        for &(seat, declarer, trick, hand, legal, played) in cases {
            let action = choose(&playing(seat, HEARTS, declarer, trick, hand, legal));
            assert_eq!(action, Action::Play(card(played)), "{trick} / {hand}");
        }
    }

    const HEARTS: Contract = Contract::Trump(Suit::Hearts);

    /// A trump suit rates ten a card, 25 for the Puur, 15 for the Näll, 5
    /// for the ace, and 100 more when good: the Puur with three more cards,
    /// five cards, or Puur and Näll with one more (§2, §5).
    #[test]
    fn contract_strength_rates_trump_length_and_the_top_trumps() {
        let rate = |hand: &str| contract_strength(one_pack(hand), HEARTS);
        assert_eq!(rate("HJ H9 HA H6 S6"), 40 + 25 + 15 + 5 + 100);
        assert_eq!(rate("HJ H8 H7 H6"), 40 + 25 + 100);
        assert_eq!(rate("HK H8 H7 H6 H10"), 50 + 100);
        assert_eq!(rate("HJ H9 H6"), 30 + 25 + 15 + 100);
        assert_eq!(rate("HJ H9"), 20 + 25 + 15);
        assert_eq!(rate("HJ H8 H7"), 30 + 25);
        assert_eq!(rate("H9 H8 H7"), 30 + 15);
        assert_eq!(rate("HK H8 H7 H6"), 40);
        assert_eq!(rate("HJ SA SK"), 10 + 25);
        assert_eq!(rate("HA"), 10 + 5);
        assert_eq!(rate("SA SK"), 0);
    }

    /// Obenabe and Undenufe rate 30 a sure trick from the top (bottom),
    /// and 100 more from five sure tricks (§2, §5).
    #[test]
    fn contract_strength_rates_sure_tricks_from_the_top_or_bottom() {
        let hand = one_pack("HA HK HQ SA SK C6 C7 D6 D10");
        assert_eq!(contract_strength(hand, Contract::Obenabe), 5 * 30 + 100);
        assert_eq!(contract_strength(hand, Contract::Undenufe), 3 * 30);
        let four = one_pack("HA HK HQ SA C6");
        assert_eq!(contract_strength(four, Contract::Obenabe), 4 * 30);
    }

    /// With the double pack (§5.2) a trump held twice counts twice: in the
    /// length, and for the Puur, Näll and ace. There Puur and Näll need two
    /// more trumps.
    #[test]
    fn contract_strength_counts_both_copies_of_a_trump() {
        let rate = |hand: &str, twice: &str| contract_strength(double_pack(hand, twice), HEARTS);
        // Five hearts held, two of them twice: seven trumps, two Puurs.
        assert_eq!(
            rate("HJ H9 HA HK HQ", "HJ HA"),
            70 + 2 * 25 + 15 + 2 * 5 + 100
        );
        // Puur and Näll with two more only when the copy is counted.
        assert_eq!(rate("HJ H9 HA", "H9"), 40 + 25 + 2 * 15 + 5 + 100);
        assert_eq!(rate("HJ H9 HA", ""), 30 + 25 + 15 + 5);
        // The other suits add nothing.
        assert_eq!(rate("SJ S9 SA", "SJ S9 SA"), 0);
    }

    /// With the double pack (§5.2), whose ranks run from the nine, the
    /// run from the ace (nine) counts each card of it held twice twice.
    #[test]
    fn sure_tricks_with_the_double_pack_run_from_the_nine_and_count_copies() {
        // Hearts: both aces and kings, one queen; spades: one ace;
        // clubs: both nines and tens; diamonds: one nine.
        let hand = double_pack("HA HK HQ SA C9 C10 D9", "HA HK C9 C10");
        // From the top: hearts A A K K Q, spades A.
        assert_eq!(sure_tricks(hand, true), 6);
        // From the bottom: clubs 9 9 10 10, diamonds 9.
        assert_eq!(sure_tricks(hand, false), 5);
        // Never good with the double pack, where a top card held once is
        // no sure trick.
        assert_eq!(contract_strength(hand, Contract::Obenabe), 6 * 30);
        // The same different cards with one pack: from the six.
        let one = one_pack("HA HK HQ SA C9 C10 D9");
        assert_eq!(sure_tricks(one, true), 4);
        assert_eq!(sure_tricks(one, false), 0);
        // A copy below a gap in the run does not count.
        let gap = double_pack("HA HQ S9 SJ", "HQ SJ");
        assert_eq!((sure_tricks(gap, true), sure_tricks(gap, false)), (1, 1));
    }

    /// At a table of six with the double pack, forehand rates its hand
    /// with both copies: two Puurs and three more hearts is a good hearts
    /// hand, though its different cards alone would shove.
    #[test]
    fn declaring_with_the_double_pack_counts_both_copies() {
        let mut observation = declaring("HJ HK H10 SA S9 C10 D9", true);
        observation.rules = Rules::schieber_six_double();
        observation.players = Players::Six;
        observation.hand_twice = cards("HJ");
        assert!(observation.double_pack());
        assert_eq!(choose(&observation), Action::Declare(HEARTS));
        observation.hand_twice = CardSet::EMPTY;
        observation.hand = cards("HJ HK H10 SA S9 C10 D9 DA");
        assert_eq!(choose(&observation), Action::Shove);
    }

    /// Each table has its own thresholds for a good contract: what a hand
    /// of nine cards needs at four, the fewer cards of five and six need
    /// less of, except with the double pack's eight cards (§5.2).
    #[test]
    fn contract_strength_reads_the_thresholds_of_the_hand_s_table() {
        let at = |good: GoodHand, hand: &str| Holding {
            good,
            ..one_pack(hand)
        };
        let rate = |good, hand, contract| contract_strength(at(good, hand), contract);
        let obenabe = Contract::Obenabe;
        // Three sure tricks from the top: good at five, not at four.
        let three = "HA HK SA C6 C7 D8 D9";
        assert_eq!(rate(GoodHand::FIVE, three, obenabe), 3 * 30 + 100);
        assert_eq!(rate(GoodHand::FOUR, three, obenabe), 3 * 30);
        // Two: good where Obenabe is dear, at five and six.
        let two = "HA HK S6 C7 C8 D9";
        assert_eq!(rate(GoodHand::SIX_DEAR, two, obenabe), 2 * 30 + 100);
        assert_eq!(rate(GoodHand::FIVE_DEAR, two, obenabe), 2 * 30 + 100);
        assert_eq!(rate(GoodHand::SIX, two, obenabe), 2 * 30);
        assert_eq!(rate(GoodHand::FIVE, two, obenabe), 2 * 30);
        // Puur and Näll alone: good at five and six, not at four.
        let naell = "HJ H9 SA C7 C8 D9";
        assert_eq!(rate(GoodHand::FIVE, naell, HEARTS), 20 + 25 + 15 + 100);
        assert_eq!(rate(GoodHand::SIX, naell, HEARTS), 20 + 25 + 15 + 100);
        assert_eq!(rate(GoodHand::FOUR, naell, HEARTS), 20 + 25 + 15);
        // The Puur with two more: good at six only; four trumps too.
        let puur = "HJ H10 H8 SA C6 D7";
        assert_eq!(rate(GoodHand::SIX, puur, HEARTS), 30 + 25 + 100);
        assert_eq!(rate(GoodHand::FIVE, puur, HEARTS), 30 + 25);
        let long = "HK H10 H8 H7 C6 D7";
        assert_eq!(rate(GoodHand::SIX, long, HEARTS), 40 + 100);
        assert_eq!(rate(GoodHand::FIVE, long, HEARTS), 40);
        // Five trumps are good everywhere but at five where Obenabe and
        // Undenufe are dear.
        let five = "HK H10 H8 H7 H6 D7";
        for good in [
            GoodHand::FOUR,
            GoodHand::FIVE,
            GoodHand::SIX,
            GoodHand::SIX_DEAR,
        ] {
            assert_eq!(rate(good, five, HEARTS), 50 + 100);
        }
        assert_eq!(rate(GoodHand::FIVE_DEAR, five, HEARTS), 50);
        // With the double pack Obenabe is never good.
        let tops = double_pack("HA HK HQ SA SK CA CK DA", "HA HK HQ SA SK CA CK DA");
        let tops = Holding {
            good: GoodHand::SIX_DOUBLE,
            ..tops
        };
        assert_eq!(contract_strength(tops, obenabe), 16 * 30);
        for dear in [false, true] {
            assert_eq!(GoodHand::at(Players::Four, false, dear), GoodHand::FOUR);
            assert_eq!(GoodHand::at(Players::Six, true, dear), GoodHand::SIX_DOUBLE);
        }
        assert_eq!(GoodHand::at(Players::Five, false, false), GoodHand::FIVE);
        assert_eq!(
            GoodHand::at(Players::Five, false, true),
            GoodHand::FIVE_DEAR
        );
        assert_eq!(GoodHand::at(Players::Six, false, false), GoodHand::SIX);
        assert_eq!(GoodHand::at(Players::Six, false, true), GoodHand::SIX_DEAR);
    }

    /// What forehand declares under `rules` holding `hand` (see
    /// [`declaring`]).
    fn declares_under(rules: Rules, hand: &str, may_shove: bool) -> Action {
        let mut observation = declaring(hand, may_shove);
        observation.rules = rules;
        observation.players = rules.players;
        choose(&observation)
    }

    /// What forehand declares at a table of `players` under the preset's
    /// rules holding `hand` (see [`declaring`]).
    fn declares_at(players: Players, hand: &str, may_shove: bool) -> Action {
        let rules = match players {
            Players::Five => Rules::schieber_five(),
            Players::Six => Rules::schieber_six(),
            _ => Rules::schieber(),
        };
        declares_under(rules, hand, may_shove)
    }

    /// Obenabe and Undenufe are dear when both pay more than every trump.
    #[test]
    fn top_and_bottom_pay_most_under_the_presets_multipliers_only() {
        assert!(top_and_bottom_pay_most(&Rules::schieber()));
        assert!(top_and_bottom_pay_most(&Rules::schieber_3000()));
        assert!(!top_and_bottom_pay_most(&Rules::schieber_1000()));
        assert!(!top_and_bottom_pay_most(&Rules::schieber_uri()));
        let one_dear =
            Rules::schieber().with_multipliers(crate::PerContract::new([2, 2, 1, 1], 3, 2));
        assert!(!top_and_bottom_pay_most(&one_dear));
    }

    /// At five and six forehand weighs the multipliers (⚙ `multipliers`):
    /// where Obenabe and Undenufe pay more than every trump, two sure
    /// tricks name Obenabe, and at five a long trump suit shoves; where
    /// every contract pays the same, the other way round.
    #[test]
    fn declaring_at_five_and_six_weighs_the_multipliers() {
        let flat = |rules: Rules| rules.with_multipliers(crate::PerContract::splat(1));
        let five = Rules::schieber_five();
        let six = Rules::schieber_six();
        let two_sure = "HA HK S6 C7 C8 D9 D6";
        let obenabe = Action::Declare(Contract::Obenabe);
        assert_eq!(declares_under(five, two_sure, true), obenabe);
        assert_eq!(declares_under(flat(five), two_sure, true), Action::Shove);
        let two_sure_of_six = "HA HK S6 C7 C8 D9";
        assert_eq!(declares_under(six, two_sure_of_six, true), obenabe);
        assert_eq!(
            declares_under(flat(six), two_sure_of_six, true),
            Action::Shove
        );
        // Five hearts and no sure trick from the top or bottom.
        let long = "HK HQ H10 H9 H8 D7 C8";
        assert_eq!(declares_under(five, long, true), Action::Shove);
        assert_eq!(
            declares_under(flat(five), long, true),
            Action::Declare(HEARTS)
        );
        let uri = Rules::schieber_uri().with_players(Players::Five);
        assert_eq!(declares_under(uri, long, true), Action::Declare(HEARTS));
        // At four the sources' rule of thumb, whatever the multipliers.
        let four_long = "HK HQ H10 H9 H8 D7 C8 S9 DQ";
        for rules in [Rules::schieber(), flat(Rules::schieber())] {
            assert_eq!(
                declares_under(rules, four_long, true),
                Action::Declare(HEARTS)
            );
        }
    }

    /// A hand that must declare names a cheap suit when poor at four only
    /// (§5): at five and six it names its best contract.
    #[test]
    fn a_poor_hand_names_a_cheap_suit_at_four_only() {
        let at = |players, hand| declares_at(players, hand, false);
        // Hearts rates 45, Obenabe and Undenufe 30, clubs 20.
        let poor = "HJ H8 SA C8 C7 D6";
        assert_eq!(
            at(Players::Four, poor),
            Action::Declare(Contract::Trump(Suit::Clubs))
        );
        assert_eq!(at(Players::Five, poor), Action::Declare(HEARTS));
        assert_eq!(at(Players::Six, poor), Action::Declare(HEARTS));
    }

    /// Forehand declares by the thresholds of its table: the same cards
    /// shove at four and name a contract at five or six.
    #[test]
    fn declaring_reads_the_table_from_the_observation() {
        let at = |players, hand| declares_at(players, hand, true);
        let three = "HA HK SA C6 C7 D8 D9";
        assert_eq!(at(Players::Five, three), Action::Declare(Contract::Obenabe));
        assert_eq!(at(Players::Four, three), Action::Shove);
        let puur = "HJ H10 H8 SA C6 D7";
        assert_eq!(at(Players::Six, puur), Action::Declare(HEARTS));
        assert_eq!(at(Players::Five, puur), Action::Shove);
        assert_eq!(at(Players::Four, puur), Action::Shove);
    }

    #[test]
    fn smears_when_only_its_own_side_plays_after_it() {
        // Spades led, hearts trump, seat 1 of the declaring side wins with
        // the queen while the ace and king are out. Seat 3 cannot win. At
        // five only the Chnächt, of the declaring side, plays after it, so
        // the trick is its side's: it smears the ten. At four it plays
        // last, and smears too; at six an opponent follows, and it keeps
        // the ten.
        let at = |players: Players, rules: Rules| {
            let mut observation =
                playing(Seat::S3, HEARTS, Seat::S1, "S6 SQ S7", "S10 S8", "S10 S8");
            observation.players = players;
            observation.rules = rules;
            observation.trick =
                crate::Trick::try_from_cards(Seat::S0, players, observation.trick.cards().to_vec())
                    .unwrap();
            choose(&observation)
        };
        assert_eq!(
            at(Players::Four, Rules::schieber()),
            Action::Play(card("S10"))
        );
        assert_eq!(
            at(Players::Five, Rules::schieber_five()),
            Action::Play(card("S10"))
        );
        assert_eq!(
            at(Players::Six, Rules::schieber_six()),
            Action::Play(card("S8"))
        );
    }

    /// The bot counts the card values of the game's rules (⚙
    /// `undenufe_values`, RULES.md §2): smearing onto its partner's trick
    /// in Undenufe it gives the card that counts 11, the six by default and
    /// the ace when the ace counts 11.
    #[test]
    fn smearing_counts_the_card_values_of_the_game_s_rules() {
        let mut observation = playing(
            Seat::S3,
            Contract::Undenufe,
            Seat::S1,
            "S7 S6 SK",
            "HA H6 D8",
            "HA H6 D8",
        );
        assert_eq!(choose(&observation), Action::Play(card("H6")));
        observation.rules.undenufe_values = crate::UndenufeValues::AceEleven;
        assert_eq!(choose(&observation), Action::Play(card("HA")));
    }

    /// A Differenzler prediction adds up what each card is likely to bring
    /// in, rounded to a multiple of five (§9.1).
    #[test]
    fn predict_adds_up_the_cards_likely_to_win_rounded_to_five() {
        let mut observation = schieber_observation();
        observation.contract = Some(HEARTS);
        observation.legal_actions = (0..=157).map(Action::Predict).collect();
        // Trumps 30 + 22 + 16 + 10 (a king with two more trumps) + 4,
        // ace 18, king by its ace 10, ten by ace and king 8: 118.
        observation.hand = cards("HJ H9 HA HK H6 SA SK S10 C6");
        assert_eq!(predict(&observation), 120);
        // A trump king with one more trump 4 (and the six 4), ace 18,
        // king by its ace 10, a king alone 4, a ten without its ace 0: 40.
        observation.hand = cards("HK H6 CA CK CQ D10 DK DQ S6");
        assert_eq!(predict(&observation), 40);
        // No higher prediction than the legal ones.
        observation.hand = cards("HJ H9 HA HK H6 SA SK S10 C6");
        observation.legal_actions = (0..=100).map(Action::Predict).collect();
        assert_eq!(predict(&observation), 100);
        // Without trump nothing is predicted.
        observation.contract = Some(Contract::Obenabe);
        assert_eq!(predict(&observation), 0);
    }

    /// With a good hand forehand names its strongest contract, the first
    /// of [`Contract::ALL`] on a tie; with a poor one it shoves (§5).
    #[test]
    fn declaring_names_the_strongest_good_contract_or_shoves() {
        let strong = declaring("SJ S8 S7 S6 DA DK HQ C9 C8", true);
        assert_eq!(
            choose(&strong),
            Action::Declare(Contract::Trump(Suit::Spades))
        );
        let tie = declaring("HJ H9 HA HK SJ S9 SA SK D6", true);
        assert_eq!(choose(&tie), Action::Declare(HEARTS));
        let weak = declaring("HJ H8 H7 S10 S8 C10 C8 C7 D10", true);
        assert_eq!(choose(&weak), Action::Shove);
    }

    /// A hand that may not shove names its best contract when it rates 60
    /// or more, otherwise Clubs or Spades, whichever it holds more of, to
    /// keep the loss down (§5).
    #[test]
    fn declaring_without_a_shove_names_the_best_or_a_cheap_contract() {
        let strong = declaring("SJ S8 S7 S6 DA DK HQ C9 C8", false);
        assert_eq!(
            choose(&strong),
            Action::Declare(Contract::Trump(Suit::Spades))
        );
        // Obenabe rates 60 (two sure tricks), every trump less.
        let sixty = declaring("HA HK H8 S10 S8 S7 C10 C8 D10", false);
        assert_eq!(choose(&sixty), Action::Declare(Contract::Obenabe));
        // Hearts rates 55: Clubs, the longer of the cheap suits.
        let weak = declaring("HJ H8 H7 S10 S8 C10 C8 C7 D10", false);
        assert_eq!(choose(&weak), Action::Declare(Contract::Trump(Suit::Clubs)));
    }

    /// The partner wins a trick that is theirs (the last card, or a boss
    /// card): smear the most valuable card, keeping trumps (§5).
    #[test]
    fn playing_last_behind_the_partner_smears_points() {
        #[rustfmt::skip]
        let cases = [
            // Seat 1 (seat 3's partner) wins with the king; the ace is unseen.
            (Seat::S3, Seat::S0, "S6 SK S7", "S10 S8 HJ D9", "S10 S8 HJ", "S10"),
            // Not last, behind a partner's ace (a boss): smear too.
            (Seat::S2, Seat::S1, "SA S6", "S10 S8 HJ D9", "S10 S8 HJ", "S10"),
        ];
        assert_plays_in_hearts(&cases);
    }

    /// Behind a partner's card that may still be beaten, or behind an
    /// opponent, a player that cannot take the trick throws its least
    /// valuable card (§5).
    #[test]
    fn playing_throws_the_least_valuable_card_when_it_cannot_win() {
        #[rustfmt::skip]
        let cases = [
            // Seat 0 (seat 2's partner) leads the king, the ace unseen.
            (Seat::S2, Seat::S1, "SK S6", "S10 S8 HJ D9", "S10 S8 HJ", "S8"),
            // Seat 0 (an opponent of seat 3) wins with the king.
            (Seat::S3, Seat::S0, "SK S6 S7", "S10 S8 HJ D9", "S10 S8 HJ", "S8"),
        ];
        assert_plays_in_hearts(&cases);
    }

    /// Against an opponent's card it takes the trick as cheaply as it can,
    /// with a trump only for a trick worth 10 points or more (§5).
    #[test]
    fn playing_takes_a_trick_cheaply_and_trumps_only_one_worth_ten() {
        #[rustfmt::skip]
        let cases = [
            (Seat::S3, Seat::S0, "S9 S6 S7", "SA S8 HJ H6", "SA S8 HJ H6", "SA"),
            (Seat::S3, Seat::S0, "S10 S6 S7", "S8 HJ H6 D9", "S8 HJ H6", "H6"),
            (Seat::S3, Seat::S0, "S9 S6 S7", "S8 HJ H6 D9", "S8 HJ H6", "S8"),
            (Seat::S3, Seat::S0, "S9 S6 S7", "HJ H6 D9", "HJ H6", "H6"),
        ];
        assert_plays_in_hearts(&cases);
    }

    /// Between cards of equal value the weaker goes: a six before a seven
    /// when it cannot take the trick, the ten before the jack when it can
    /// (Obenabe, §2).
    #[test]
    fn playing_breaks_ties_of_value_by_strength() {
        let obenabe = Contract::Obenabe;
        for (hand, weakest) in [("S6 D7 SK", "S6"), ("D6 S7 SK", "D6")] {
            let observation = playing(Seat::S1, obenabe, Seat::S0, "CA", hand, hand);
            assert_eq!(choose(&observation), Action::Play(card(weakest)));
        }
        let take = playing(Seat::S1, obenabe, Seat::S0, "S9", "S10 SJ D6", "S10 SJ");
        assert_eq!(choose(&take), Action::Play(card("S10")));
    }

    /// A lead with no sure winner: of cards of equal value the weaker, a
    /// six before a seven (Obenabe, §2).
    #[test]
    fn leading_breaks_ties_of_value_by_strength() {
        for (hand, weakest) in [("S6 D7 SK", "S6"), ("D6 S7 SK", "D6")] {
            let observation = playing(Seat::S1, Contract::Obenabe, Seat::S0, "", hand, hand);
            let weak = (0..64)
                .filter(|&seed| {
                    RuleOfThumb::new(JassRng::seed_from_u64(seed)).choose(&observation)
                        == Action::Play(card(weakest))
                })
                .count();
            assert!((48..64).contains(&weak), "{weakest}: {weak} of 64");
        }
    }

    /// The declaring side leads its best trump while the opponents may hold
    /// trumps; the other side leads a sure winner outside trump (§5).
    #[test]
    fn leading_pulls_trumps_for_the_declaring_side_or_cashes_a_boss() {
        #[rustfmt::skip]
        let cases = [
            (Seat::S2, Seat::S0, "", "HJ H6 SA D7", "HJ H6 SA D7", "HJ"),
            (Seat::S1, Seat::S0, "", "HJ H6 SA D7", "HJ H6 SA D7", "SA"),
        ];
        assert_plays_in_hearts(&cases);
        // Every other trump seen: no trump lead, the boss instead.
        let mut drawn = playing(Seat::S0, HEARTS, Seat::S0, "", "HJ H6 SA D7", "HJ H6 SA D7");
        drawn.played = cards("HA HK HQ H10 H9 H8 H7");
        assert_eq!(choose(&drawn), Action::Play(card("SA")));
    }

    /// Seat 1 to lead in Obenabe at a table of six with the double pack
    /// (§5.2), holding `hand` and a second copy of each card of `twice`,
    /// after `played` was played and `played_twice` twice.
    fn leading_at_six(hand: &str, twice: &str, played: &str, played_twice: &str) -> Observation {
        let mut observation = playing(Seat::S1, Contract::Obenabe, Seat::S0, "", hand, hand);
        observation.rules = Rules::schieber_six_double();
        observation.players = Players::Six;
        observation.trick = crate::Trick::new(Seat::S1, Players::Six).unwrap();
        observation.hand_twice = cards(twice);
        observation.played = cards(played);
        observation.played_twice = cards(played_twice);
        observation
    }

    /// How many of 64 seeded bots play `card` at `observation`.
    fn chosen_by(observation: &Observation, card: Card) -> usize {
        (0..64)
            .filter(|&seed| {
                RuleOfThumb::new(JassRng::seed_from_u64(seed)).choose(observation)
                    == Action::Play(card)
            })
            .count()
    }

    /// With the double pack a card is seen once both its copies are, held
    /// or played (§5.2): holding the second king of hearts after both aces
    /// and the other king fell, the king is a sure winner to lead, and so
    /// is a king held twice; not while an ace is still out, nor while the
    /// other king is, for the later of two identical cards wins.
    #[test]
    fn leading_with_the_double_pack_counts_a_card_seen_when_both_copies_are() {
        let king = card("HK");
        let sure = [
            leading_at_six("HK D9 C9", "D9", "HA HK", "HA"),
            leading_at_six("HK D9 C9", "HK", "HA", "HA"),
        ];
        for observation in &sure {
            assert_eq!(chosen_by(observation, king), 64, "{observation:?}");
        }
        let unsure = [
            leading_at_six("HK D9 C9", "D9", "HA HK", ""),
            leading_at_six("HK D9 C9", "D9", "HA", "HA"),
        ];
        for observation in &unsure {
            assert!(chosen_by(observation, king) < 16, "{observation:?}");
        }
    }

    /// The cards still out with the double pack are of its pack only, nine
    /// to ace; with one pack at six they are those neither held nor played.
    #[test]
    fn the_unseen_cards_are_those_of_the_pack_with_a_copy_out() {
        let double = leading_at_six("HK D9 C9", "D9", "HA HK SQ", "HA");
        // Both aces played, the nine held twice, the king held and played;
        // the queen of spades played once is out once more.
        assert_eq!(
            double.unseen(),
            crate::rules::DOUBLE_PACK - cards("HA D9 HK")
        );
        let mut one = leading_at_six("HK D9 C9", "", "HA HK SQ", "");
        one.rules = Rules::schieber_six();
        one.hand = cards("HK D9 C9 C6 S7 D8");
        assert_eq!(one.unseen(), !cards("HK D9 C9 C6 S7 D8 HA SQ"));
    }

    /// With no sure winner it leads its least valuable, weakest card
    /// outside trump, save one lead in eight or so drawn at random.
    #[test]
    fn leading_without_a_boss_is_mostly_the_cheapest_card() {
        let observation = playing(
            Seat::S1,
            HEARTS,
            Seat::S0,
            "",
            "SK S6 D10 D7 H8",
            "SK S6 D10 D7 H8",
        );
        let cheapest = (0..64)
            .filter(|&seed| {
                RuleOfThumb::new(JassRng::seed_from_u64(seed)).choose(&observation)
                    == Action::Play(card("S6"))
            })
            .count();
        assert!((48..64).contains(&cheapest), "{cheapest} of 64");
    }

    /// Both bots claim exactly when a claim would win (§5.1); the random
    /// bot otherwise picks among the other legal actions.
    #[test]
    fn bots_claim_exactly_when_the_claim_wins() {
        let mut observation = playing(
            Seat::S3,
            HEARTS,
            Seat::S0,
            "S9 S6 S7",
            "SA S8 HJ H6",
            "SA S8",
        );
        observation.legal_actions.push(Action::Claim(Seat::S3));
        let mut random = RandomBot::new(JassRng::seed_from_u64(3));
        for _ in 0..16 {
            assert!(
                matches!(random.choose(&observation), Action::Play(c) if observation.hand.contains(c))
            );
        }
        assert_eq!(choose(&observation), Action::Play(card("SA")));
        observation.claim_wins = true;
        assert_eq!(random.choose(&observation), Action::Claim(Seat::S3));
        assert_eq!(choose(&observation), Action::Claim(Seat::S3));
    }

    /// A bot hands back the generator it draws from.
    #[test]
    fn bots_keep_their_generator() {
        let rng = JassRng::seed_from_u64(7);
        assert_eq!(RandomBot::new(rng.clone()).rng(), &rng);
        assert_eq!(RuleOfThumb::new(rng.clone()).rng(), &rng);
    }

    /// Forehand to choose a Coiffeur row (ten rows) holding `hand`, with
    /// `rows` on offer and the shove too when `may_shove`.
    fn choosing_row(hand: &str, rows: &[(u8, Contract)], may_shove: bool) -> Observation {
        use crate::game::Game;
        let game = crate::CoiffeurGame::new(Rules::coiffeur_10(), 1).unwrap();
        let mut observation = game.observation(game.to_act().unwrap()).unwrap();
        assert!(observation.coiffeur.is_some());
        observation.expecting = Expecting::Declaration;
        observation.claim_wins = false;
        observation.hand = cards(hand);
        observation.legal_actions = rows
            .iter()
            .map(|&(row, contract)| Action::ChooseRow { row, contract })
            .chain(may_shove.then_some(Action::Shove))
            .collect();
        observation
    }

    /// A good hand takes the open row where it is strongest, the higher
    /// multiplier breaking ties; a poor one shoves, or when it must
    /// choose fills the open row of the lowest multiplier (§9.4).
    #[test]
    fn a_coiffeur_row_is_taken_by_strength_and_multiplier_or_shoved() {
        let rows = [
            (0, Contract::Trump(Suit::Spades)),
            (3, HEARTS),
            (4, Contract::Obenabe),
        ];
        // Spades (×1) and Hearts (×4) rate alike: Hearts.
        let good = choosing_row("HJ H9 HA HK SJ S9 SA SK D6", &rows, true);
        assert_eq!(
            choose(&good),
            Action::ChooseRow {
                row: 3,
                contract: HEARTS
            }
        );
        let poor = choosing_row("HK H8 H7 S10 S8 C10 C8 C7 D10", &rows, true);
        assert_eq!(choose(&poor), Action::Shove);
        let forced = choosing_row("HK H8 H7 S10 S8 C10 C8 C7 D10", &rows, false);
        assert_eq!(
            choose(&forced),
            Action::ChooseRow {
                row: 0,
                contract: Contract::Trump(Suit::Spades)
            }
        );
    }

    /// The lowest multiplier decides a forced row even between the
    /// largest multipliers, whatever the hand's strength there (§9.4).
    #[test]
    fn a_forced_coiffeur_row_is_the_lowest_multiplier_even_near_the_bound() {
        use crate::{CoiffeurRow, CoiffeurRows, RowKind};
        let rows = [(0, Contract::Trump(Suit::Spades)), (1, HEARTS)];
        let mut forced = choosing_row("S10 S8 S7 HK C10 C8 C7 D10 D8", &rows, false);
        forced.coiffeur.as_mut().unwrap().rows = CoiffeurRows::try_new(&[
            CoiffeurRow::new(RowKind::Contract(Contract::Trump(Suit::Spades)), 1000),
            CoiffeurRow::new(RowKind::Contract(HEARTS), 999),
        ])
        .unwrap();
        assert_eq!(
            choose(&forced),
            Action::ChooseRow {
                row: 1,
                contract: HEARTS
            }
        );
    }

    /// Slalom is judged by the mean of Obenabe and Undenufe: four sure
    /// tricks from the top alone (120, none from the bottom) are not
    /// enough (§9.4).
    #[test]
    fn a_slalom_row_is_judged_by_obenabe_and_undenufe_together() {
        let hand = "HA HK HQ SA D7 D8 C7 C8 C9";
        assert_eq!(contract_strength(one_pack(hand), Contract::Obenabe), 120);
        let slalom = choosing_row(hand, &[(8, Contract::Obenabe)], true);
        assert_eq!(choose(&slalom), Action::Shove);
        let obenabe = choosing_row(hand, &[(4, Contract::Obenabe)], true);
        assert_eq!(
            choose(&obenabe),
            Action::ChooseRow {
                row: 4,
                contract: Contract::Obenabe
            }
        );
    }

    /// With no contract on offer while declaring, it takes the first
    /// legal action rather than a shove that is not on offer.
    #[test]
    fn declaring_with_no_contract_on_offer_takes_a_legal_action() {
        let mut observation = declaring("HJ H9 HA HK SJ S9 SA SK D6", false);
        observation.legal_actions = [Action::Pass].into_iter().collect();
        assert_eq!(choose(&observation), Action::Pass);
    }

    /// Differenzler: short of its prediction a player takes the trick as
    /// in Schieber, no partner counted; at or past it, it ducks under the
    /// trick with its most valuable losing card (§9.1).
    #[test]
    fn a_differenzler_player_takes_tricks_only_while_short_of_its_prediction() {
        let mut observation = playing(
            Seat::S3,
            HEARTS,
            Seat::S0,
            "SQ S6 S7",
            "SA S10 S8 HJ",
            "SA S10 S8 HJ",
        );
        observation.game = GameKind::Differenzler;
        observation.predictions[Seat::S3] = Some(20);
        observation.points_taken[Seat::S3] = 19;
        assert_eq!(choose(&observation), Action::Play(card("SA")));
        observation.points_taken[Seat::S3] = 20;
        assert_eq!(choose(&observation), Action::Play(card("S10")));
        // Seat 1, seat 3's partner in Schieber, wins the trick: no smear.
        let mut alone = playing(
            Seat::S3,
            HEARTS,
            Seat::S0,
            "S6 SK S7",
            "SA S10 S8 HJ",
            "SA S10 S8 HJ",
        );
        alone.game = GameKind::Differenzler;
        alone.predictions[Seat::S3] = Some(20);
        assert_eq!(choose(&alone), Action::Play(card("SA")));
    }

    /// Ducking: on a lead the weakest card outside trump; following, the
    /// most valuable card that loses, or the weakest when every card
    /// takes the trick (§9.2).
    #[test]
    fn ducking_keeps_the_trick_away_and_sheds_points() {
        let lead = playing(
            Seat::S0,
            HEARTS,
            Seat::S0,
            "",
            "HJ H6 SA S7 D10 D6",
            "HJ H6 SA S7 D10 D6",
        );
        assert_eq!(duck(&lead, lead.hand, HEARTS), card("D6"));
        let follow = playing(
            Seat::S3,
            HEARTS,
            Seat::S0,
            "SQ S6 S7",
            "SA S10 S8 HJ",
            "SA S10 S8 HJ",
        );
        assert_eq!(duck(&follow, follow.hand, HEARTS), card("S10"));
        let all_take = playing(
            Seat::S3,
            HEARTS,
            Seat::S0,
            "SQ S6 S7",
            "SA HJ H6 D6",
            "SA HJ H6",
        );
        assert_eq!(duck(&all_take, cards("SA HJ H6"), HEARTS), card("SA"));
        // A six is weaker than a seven of another suit, the trump six than
        // the trump eight.
        for (hand, weakest) in [("S6 D7 HJ", "S6"), ("D6 S7 HJ", "D6")] {
            let lead = playing(Seat::S0, HEARTS, Seat::S0, "", hand, hand);
            assert_eq!(duck(&lead, lead.hand, HEARTS), card(weakest));
        }
        let trumps = playing(Seat::S3, HEARTS, Seat::S0, "SQ S6 S7", "H8 H6 D6", "H8 H6");
        assert_eq!(duck(&trumps, cards("H8 H6"), HEARTS), card("H6"));
        // Hindersi makes no prediction: the player always ducks.
        let mut hindersi = follow.clone();
        hindersi.game = GameKind::Hindersi;
        assert_eq!(choose(&hindersi), Action::Play(card("S10")));
    }

    /// A card takes the trick exactly when it beats every card in it.
    #[test]
    fn wins_with_compares_against_the_whole_trick() {
        let trick = [card("SQ"), card("SK"), card("S7")];
        assert!(wins_with(&trick, card("SA"), HEARTS));
        assert!(wins_with(&trick, card("H6"), HEARTS));
        assert!(!wins_with(&trick, card("S10"), HEARTS));
        assert!(!wins_with(&trick, card("DA"), HEARTS));
        assert!(wins_with(&[], card("D6"), HEARTS));
        // A complete trick of six (an observation no game made) still
        // leaves room for the card (§5.2).
        let six: alloc::vec::Vec<Card> = ["SQ", "SK", "S7", "S6", "S8", "S9"]
            .into_iter()
            .map(card)
            .collect();
        assert!(wins_with(&six, card("SA"), HEARTS));
        assert!(!wins_with(&six, card("S10"), HEARTS));
    }

    /// Seat 1 to play in Mittlere at a table of three after `trick` (led by
    /// seat 0), trump not yet founded, holding `hand`, all of it legal,
    /// with `taken` card points so far.
    fn mittlere(trick: &str, hand: &str, taken: u16) -> Observation {
        let mut observation = playing(Seat::S1, HEARTS, Seat::S0, "", hand, hand);
        let trick: alloc::vec::Vec<Card> = trick.split_whitespace().map(card).collect();
        observation.game = GameKind::Mittlere;
        observation.rules = Rules::mittlere();
        observation.players = Players::Three;
        observation.contract = None;
        observation.declarer = None;
        observation.trick = crate::Trick::try_from_cards(Seat::S0, Players::Three, trick).unwrap();
        observation.played = observation.trick.card_set();
        observation.points_taken[Seat::S1] = taken;
        observation
    }

    /// A Mittlere player goes for tricks only while it has none, in the
    /// second half of the hand (six cards or fewer), §9.3.
    #[test]
    fn a_mittlere_player_goes_high_only_late_and_still_without_a_trick() {
        let hand6 = "SA S10 S6 DK D7 C8";
        assert!(mittlere_goes_high(&mittlere("", hand6, 0)));
        assert!(!mittlere_goes_high(&mittlere(
            "",
            "SA S10 S6 DK D7 C8 C9",
            0
        )));
        assert!(!mittlere_goes_high(&mittlere("", hand6, 3)));
        // A trick taken without points counts as taken; one of another
        // seat's does not.
        let mut won = mittlere("", hand6, 0);
        let trick = |leader, text: &str| {
            crate::Trick::try_from_cards(leader, Players::Three, text.split_whitespace().map(card))
                .unwrap()
        };
        won.tricks.push(trick(Seat::S1, "H7 H6 C6"));
        assert!(!mittlere_goes_high(&won));
        let mut lost = mittlere("", hand6, 0);
        lost.tricks.push(trick(Seat::S0, "H7 H6 C6"));
        assert!(mittlere_goes_high(&lost));
    }

    /// Mittlere leads: the strongest card to take tricks, the weakest to
    /// lose them (§9.3).
    #[test]
    fn a_mittlere_lead_is_strong_going_high_and_weak_otherwise() {
        let high = mittlere("", "SA S6 D10 D8", 0);
        assert_eq!(choose(&high), Action::Play(card("SA")));
        let low = mittlere("", "SA S6 D10 D8", 5);
        assert_eq!(choose(&low), Action::Play(card("S6")));
        // A six is weaker than a seven of another suit.
        for (hand, weakest) in [("SA S6 D7 D10", "S6"), ("SA D6 S7 D10", "D6")] {
            assert_eq!(choose(&mittlere("", hand, 5)), Action::Play(card(weakest)));
        }
    }

    /// Mittlere before trump is founded: a card off the suit led takes
    /// the trick. Going high it takes it as cheaply as it can; otherwise it
    /// loses it with its most valuable losing card, and with no choice
    /// keeps its points (§9.3).
    #[test]
    fn a_mittlere_follow_takes_cheaply_or_loses_with_points() {
        let high = mittlere("S9", "SA S10 S6 DK", 0);
        assert_eq!(choose(&high), Action::Play(card("S10")));
        for (hand, weakest) in [("SA D6 C7", "D6"), ("SA C6 D7", "C6")] {
            assert_eq!(
                choose(&mittlere("S9", hand, 0)),
                Action::Play(card(weakest))
            );
        }
        let low = mittlere("S9", "SA S10 S8 S6 DK", 5);
        assert_eq!(choose(&low), Action::Play(card("S8")));
        let forced = mittlere("S9", "SA S10 D7 DK", 5);
        assert_eq!(choose(&forced), Action::Play(card("D7")));
        // Once trump is founded only a winning card takes it.
        let before = mittlere("S9", "SA S6 DK", 0);
        assert_eq!(choose(&before), Action::Play(card("DK")));
        let mut founded = mittlere("S9", "SA S6 DK", 0);
        founded.contract = Some(Contract::Trump(Suit::Clubs));
        assert_eq!(choose(&founded), Action::Play(card("SA")));
    }
}
