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

/// A player following the sources' rules of thumb (\[000\], \[002\], \[003\]):
///
/// - **Declaring**: names a suit holding the Puur with three more cards, or
///   five cards, or the Puur and Näll with one more; Obenabe or Undenufe
///   with five sure tricks from the top (bottom); otherwise shoves. After a
///   shove it names its best suit (the longest, preferring the Puur and
///   Näll), or a cheap suit with a poor hand.
/// - **Weis**: announces its best meld, otherwise passes.
/// - **Play**: the declaring side leads trump while opponents may hold
///   some; otherwise leads a sure winner or a low card. It "smears" points
///   onto a trick its partner is winning, takes a trick cheaply when it can
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
        let hand = observation.hand;
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
                if strength < 60 && !may_shove {
                    // A poor hand that must declare: a cheap contract keeps
                    // the loss down ([000]).
                    let cheap = [Suit::Clubs, Suit::Spades]
                        .into_iter()
                        .map(Contract::Trump)
                        .filter(|&c| allowed(c))
                        .max_by_key(|c| c.trump().map_or(0, |s| hand.suit(s).len()));
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
        let hand = observation.hand;
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
        let table = PointTable::new(contract, &Rules::schieber());
        let trick = observation.trick.cards();
        let players = observation.trick.players().count();
        let unseen = !(observation.played | observation.hand);
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
            let last_to_play = trick.len() + 1 == players;
            let value = |c: Card| table.card(c);
            if partner_winning
                && (last_to_play
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
        let table = PointTable::new(contract, &Rules::schieber());
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
    let table = PointTable::new(contract, &Rules::mittlere());
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

/// How well `hand` would play `contract`: trump length and the Puur, Näll
/// and ace; for Obenabe and Undenufe the sure tricks. 100 and more is a
/// good contract.
fn contract_strength(hand: CardSet, contract: Contract) -> u32 {
    match contract {
        Contract::Trump(suit) => {
            let cards = hand.suit(suit);
            let has = |rank| cards.contains(Card::new(suit, rank));
            let len = cards.len() as u32;
            let strength = len * 10
                + u32::from(has(Rank::Jack)) * 25
                + u32::from(has(Rank::Nine)) * 15
                + u32::from(has(Rank::Ace)) * 5;
            let good = (has(Rank::Jack) && len >= 4)
                || len >= 5
                || (has(Rank::Jack) && has(Rank::Nine) && len >= 3);
            strength + if good { 100 } else { 0 }
        }
        Contract::Obenabe | Contract::Undenufe => {
            let sure = sure_tricks(hand, contract == Contract::Obenabe);
            sure * 30 + if sure >= 5 { 100 } else { 0 }
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
    let table = PointTable::new(contract, &Rules::schieber());
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
    let mut cards = [card; crate::seat::Players::MAX + 1];
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
/// unbroken run from the ace (six) down (up) (\[000\]'s advice).
fn sure_tricks(hand: CardSet, top: bool) -> u32 {
    Suit::ALL
        .into_iter()
        .map(|suit| {
            let ranks = hand.suit_ranks(suit);
            if top {
                (ranks << 7).leading_ones()
            } else {
                ranks.trailing_ones()
            }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sure_tricks_count_unbroken_runs_from_the_top_or_bottom() {
        let hand: CardSet = "HA HK HQ H6 SA C6 C7 D10 D9".parse().unwrap();
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
}
