//! [`SoloGame`]: a game of hands where each player plays on their own,
//! over a fixed number of hands (RULES.md §9.1, §9.2, §9.3).

use alloc::sync::Arc;
use alloc::vec::Vec;
use core::fmt::Debug;
use core::marker::PhantomData;

use crate::card::{Card, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::error::RulesError;
use crate::game::Game;
use crate::game::action::{Action, ActionError, ActionList, Expecting, check_seat};
use crate::game::deal::DealError;
use crate::game::observation::{GameKind, Observation};
use crate::game::record::{
    GameRecord, GameStart, NewGameError, ReplayError, check_deck, replay_with,
};
use crate::game::scoreboard::{EndReason, GameResult, Milestones, ScoreEntry};
use crate::game::slate::Slate;
use crate::game::solo::hand::SoloHand;
use crate::game::solo::sheet::{ScoreSheet, SheetRow};
use crate::points::PointTable;
use crate::random::JassRng;
use crate::rules::{Rules, TrumpChoice};
use crate::seat::{BySeat, ByTeam, Players, Seat, SeatOutOfRange};
use crate::trick::Trick;

/// Which game a [`SoloGame`] plays: [`Differenzler`], [`Hindersi`] or
/// [`Mittlere`].
/// Sealed: only this crate's markers implement it.
pub trait SoloKind: sealed::Sealed + Copy + Eq + Debug + Default + Send + Sync + 'static {
    /// The game.
    const KIND: GameKind;
}

/// Differenzler (RULES.md §9.1): predict your card points; the lowest total
/// difference wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Differenzler;

/// Hindersi (RULES.md §9.2): take as few card points as possible.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Hindersi;

/// Mittlere (RULES.md §9.3): three players; the first card off the suit
/// led founds trump; the middle score loses, the most strokes wins.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mittlere;

impl SoloKind for Mittlere {
    const KIND: GameKind = GameKind::Mittlere;
}

impl SoloKind for Differenzler {
    const KIND: GameKind = GameKind::Differenzler;
}

impl SoloKind for Hindersi {
    const KIND: GameKind = GameKind::Hindersi;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Differenzler {}
    impl Sealed for super::Hindersi {}
    impl Sealed for super::Mittlere {}
}

/// A game of Differenzler (RULES.md §9.1).
pub type DifferenzlerGame = SoloGame<Differenzler>;

/// A game of Hindersi (RULES.md §9.2).
pub type HindersiGame = SoloGame<Hindersi>;

/// A game of Mittlere (RULES.md §9.3).
///
/// # Examples
///
/// ```
/// use jass_core::{Game, JassRng, MittlereGame, Rules, bots::{Bot, RuleOfThumb}};
///
/// let mut game = MittlereGame::new(Rules::mittlere(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)?))?;
/// }
/// assert_eq!(game.hands_finished(), 12);
/// // Each seat's strokes (the more the better) and zeros (the fewer).
/// let strokes = game.seat_totals();
/// let zeros = game.zero_totals();
/// assert!(strokes.0[..3].iter().chain(&zeros.0[..3]).all(|&n| n >= 0));
/// assert_eq!(MittlereGame::replay(&game.record())?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type MittlereGame = SoloGame<Mittlere>;

/// A finished hand of a [`SoloGame`] and what each seat scored in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SoloSummary {
    /// The hand as it ended.
    pub hand: SoloHand,
    /// Each seat's score for the hand (Mittlere: its strokes).
    pub scores: BySeat<i32>,
    /// Mittlere: each seat's zeros for the hand; 0 in the other games.
    pub zeros: BySeat<u8>,
}

/// What never changes during a game and the history of finished hands,
/// shared between clones.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Past {
    start: GameStart,
    actions: Vec<Action>,
    hands: Vec<SoloSummary>,
}

/// A whole game where each player plays on their own: ⚙ `hands` hands
/// dealt in turn (the deal passing to the right), each seat's hand scores
/// added up; the lowest total wins, equal totals sharing the place
/// ([`Game::places`]). `G` is the game: [`DifferenzlerGame`],
/// [`HindersiGame`] or [`MittlereGame`]; ⚙ `players` is 3 or 4 (Mittlere:
/// 3). In Mittlere the totals are strokes and the most wins, fewer zeros
/// ([`SoloGame::zero_totals`]) breaking a tie.
///
/// Deals come from a seeded [`JassRng`]: a seed (and the first dealer)
/// determine every hand, and the trump drawn under ⚙ `trump_choice =
/// random`. Records replay to the identical state. The team-based parts of
/// [`Game`] (`scores`, `card_points`, `slate`, `score_entries`, claims)
/// are empty here: each seat's numbers are [`Game::seat_totals`],
/// [`SoloGame::score_sheet`] and the observation's `points_taken`,
/// `totals` and `predictions`.
///
/// # Examples
///
/// ```
/// use jass_core::{DifferenzlerGame, Game, JassRng, Rules, bots::{Bot, RuleOfThumb}};
///
/// let mut game = DifferenzlerGame::new(Rules::differenzler(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)?))?;
/// }
/// assert_eq!(game.hands_finished(), 12);
/// let places = game.places().unwrap();
/// assert!(places.0[..4].contains(&1));
/// assert_eq!(DifferenzlerGame::replay(&game.record())?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloGame<G> {
    hand: SoloHand,
    totals: BySeat<i64>,
    zeros: BySeat<i64>,
    over: bool,
    rng: JassRng,
    past: Arc<Past>,
    game: PhantomData<G>,
}

impl<G: SoloKind> SoloGame<G> {
    /// A game under `rules` whose deals come from `seed`; the last seat
    /// deals the first hand (so seat 0 is forehand).
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for rules that do not validate, a table of other
    /// than 3 or 4 players ([`DealError::TableSize`](crate::DealError::TableSize)), in Differenzler
    /// ⚙ `card_values` that make a hand worth more than
    /// [`SoloHand::MAX_PREDICTION`], or in Mittlere ⚙ `card_values` that
    /// make a hand of a trump or of Obenabe worth more than
    /// [`SoloHand::MAX_MITTLERE_TOTAL`].
    pub fn new(rules: Rules, seed: u64) -> Result<SoloGame<G>, NewGameError> {
        let dealer = rules.players.seats().last().copied().unwrap_or(Seat::S0);
        SoloGame::build(rules, seed, dealer, None)
    }

    /// A game whose first hand `dealer` deals from `deck` (36 cards in
    /// dealing order, in threes from the dealer's right; the last card is
    /// the bottom card); later hands come from `seed`.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for the rules [`SoloGame::new`] refuses, a dealer not at the table or a
    /// deck holding a card twice.
    pub fn with_deck(
        rules: Rules,
        seed: u64,
        deck: [Card; 36],
        dealer: Seat,
    ) -> Result<SoloGame<G>, NewGameError> {
        SoloGame::build(rules, seed, dealer, Some(&deck))
    }

    fn build(
        rules: Rules,
        seed: u64,
        dealer: Seat,
        deck: Option<&[Card]>,
    ) -> Result<SoloGame<G>, NewGameError> {
        let (start, mut rng) = GameStart::new(&rules, seed, dealer, deck)?;
        let first = match deck {
            Some(deck) => {
                check_deck(deck, 1)?;
                <[Card; 36]>::try_from(deck).map_err(|_| {
                    NewGameError::Deal(DealError::WrongDeckSize {
                        len: deck.len(),
                        expected: 36,
                    })
                })?
            }
            None => rng.shuffled_deck(),
        };
        if G::KIND == GameKind::Differenzler
            && let Some(contract) = Contract::ALL
                .into_iter()
                .find(|&c| PointTable::new(c, &rules).hand_total() > SoloHand::MAX_PREDICTION)
        {
            return Err(NewGameError::Rules(RulesError::InvalidValue {
                option: "card_values",
                reason: alloc::format!(
                    "a hand of {contract} is worth more than {} points, the most a Differenzler \
                     prediction may be",
                    SoloHand::MAX_PREDICTION
                ),
            }));
        }
        // RULES.md §9.3 assumes that at most one player has 100: a hand of
        // 200 or more would let two. Mittlere never counts Undenufe.
        if G::KIND == GameKind::Mittlere
            && let Some(contract) = Contract::ALL.into_iter().find(|&c| {
                c != Contract::Undenufe
                    && PointTable::new(c, &rules).hand_total() > SoloHand::MAX_MITTLERE_TOTAL
            })
        {
            return Err(NewGameError::Rules(RulesError::InvalidValue {
                option: "card_values",
                reason: alloc::format!(
                    "a hand of {contract} is worth more than {} points, so that two Mittlere \
                     players could have 100",
                    SoloHand::MAX_MITTLERE_TOTAL
                ),
            }));
        }
        let drawn = draw_trump(G::KIND, &rules, &mut rng);
        let hand = SoloHand::deal(G::KIND, &rules, &first, dealer, drawn)?;
        Ok(SoloGame {
            hand,
            totals: BySeat([0; Players::MAX]),
            zeros: BySeat([0; Players::MAX]),
            over: false,
            rng,
            past: Arc::new(Past {
                start,
                actions: Vec::new(),
                hands: Vec::new(),
            }),
            game: PhantomData,
        })
    }

    /// Replays a record to the state it describes.
    ///
    /// # Errors
    ///
    /// [`ReplayError`] for a record of another game, invalid rules or
    /// deal, or the first action that is not legal (with its index and
    /// reason).
    pub fn replay(record: &GameRecord) -> Result<SoloGame<G>, ReplayError> {
        replay_with(record, G::KIND, |deck| {
            SoloGame::build(record.rules, record.seed, record.first_dealer, deck)
        })
    }

    /// The hand being played (or the last one, once the game is over).
    #[must_use]
    pub const fn hand(&self) -> &SoloHand {
        &self.hand
    }

    /// The finished hands, oldest first.
    #[must_use]
    pub fn past_hands(&self) -> &[SoloSummary] {
        &self.past.hands
    }

    /// Mittlere: each seat's zeros so far (fewer is better; they break a
    /// tie in strokes); 0 in the other games.
    #[must_use]
    pub const fn zero_totals(&self) -> BySeat<i64> {
        self.zeros
    }

    /// The score sheet: one row per finished hand.
    #[must_use]
    pub fn score_sheet(&self) -> ScoreSheet {
        let mut totals = BySeat([0i64; Players::MAX]);
        let mut zero_totals = BySeat([0i64; Players::MAX]);
        let rows = self
            .past
            .hands
            .iter()
            .enumerate()
            .map(|(i, summary)| {
                for &seat in summary.hand.players().seats() {
                    totals[seat] += i64::from(summary.scores[seat]);
                    zero_totals[seat] += i64::from(summary.zeros[seat]);
                }
                SheetRow {
                    hand: u16::try_from(i).unwrap_or(u16::MAX),
                    dealer: summary.hand.dealer(),
                    contract: summary.hand.counted_contract(),
                    predictions: *summary.hand.predictions(),
                    points: summary.hand.points_taken(),
                    scores: summary.scores,
                    zeros: summary.zeros,
                    totals,
                    zero_totals,
                }
            })
            .collect();
        ScoreSheet {
            game: G::KIND,
            players: self.hand.players(),
            rows,
        }
    }

    /// Files the finished hand away and deals the next one, unless that
    /// was the last.
    fn finish_hand(&mut self) {
        let scores = self.hand.scores();
        let marks = self.hand.marks();
        let zeros = BySeat::from_fn(|s| marks[s].zeros);
        for &seat in self.hand.players().seats() {
            self.totals[seat] += i64::from(scores[seat]);
            self.zeros[seat] += i64::from(zeros[seat]);
        }
        let past = Arc::make_mut(&mut self.past);
        past.actions.extend(self.hand.actions());
        past.hands.push(SoloSummary {
            hand: self.hand,
            scores,
            zeros,
        });
        if past.hands.len() >= usize::from(self.hand.rules().hands) {
            self.over = true;
            return;
        }
        let rules = *self.hand.rules();
        let dealer = self.hand.dealer().advance(1, rules.players);
        let deck = self.rng.shuffled_deck();
        let drawn = draw_trump(G::KIND, &rules, &mut self.rng);
        self.hand = SoloHand::deal(G::KIND, &rules, &deck, dealer, drawn).unwrap_or(self.hand);
    }
}

/// The trump drawn at random under ⚙ `trump_choice = random` (nothing is
/// drawn otherwise, so that the deals do not depend on the option; nor in
/// Mittlere, whose trump is founded in play).
fn draw_trump(kind: GameKind, rules: &Rules, rng: &mut JassRng) -> Suit {
    match rules.trump_choice {
        TrumpChoice::Random if kind != GameKind::Mittlere => Suit::ALL[rng.below(4) as usize],
        _ => Suit::Clubs,
    }
}

/// Each seat's place among `seats` by `rank`, the lowest first (1);
/// equal ranks share a place; seats not at the table 0.
fn places_lowest_first<K: Ord>(rank: impl Fn(Seat) -> K, seats: &[Seat]) -> BySeat<u8> {
    let mut places = BySeat([0u8; Players::MAX]);
    for &seat in seats {
        let better = seats
            .iter()
            .filter(|&&other| rank(other) < rank(seat))
            .count();
        places[seat] = 1 + better as u8;
    }
    places
}

impl<G: SoloKind> Game for SoloGame<G> {
    fn kind(&self) -> GameKind {
        G::KIND
    }

    fn to_act(&self) -> Option<Seat> {
        if self.over { None } else { self.hand.to_act() }
    }

    fn expecting(&self) -> Expecting {
        if self.over {
            Expecting::Nothing
        } else {
            self.hand.expecting()
        }
    }

    fn legal_actions(&self) -> ActionList {
        if self.over {
            ActionList::new()
        } else {
            self.hand.legal_actions()
        }
    }

    fn legal_cards(&self) -> CardSet {
        if self.over {
            CardSet::EMPTY
        } else {
            self.hand.legal_cards()
        }
    }

    fn apply(&mut self, action: Action) -> Result<(), ActionError> {
        if self.over {
            return Err(ActionError::GameOver);
        }
        check_seat(action, self.hand.players())?;
        self.hand.apply(action)?;
        if self.hand.is_over() {
            self.finish_hand();
        }
        Ok(())
    }

    fn observation(&self, seat: Seat) -> Result<Observation, SeatOutOfRange> {
        self.hand.players().seat(u8::from(seat))?;
        let view = self.hand.view(seat);
        let to_act = self.to_act();
        Ok(Observation {
            game: G::KIND,
            seat,
            players: self.hand.players(),
            rules: *self.rules(),
            hand_number: self.hand_number(),
            dealer: view.dealer,
            forehand: view.forehand,
            to_act,
            expecting: self.expecting(),
            hand: view.hand,
            contract: view.contract,
            declarer: None,
            shoved: false,
            trick: view.trick,
            tricks: view.tricks,
            played: view.played,
            known: view.known,
            announced: view.announced,
            scored_weis: view.scored_weis,
            stoeck: None,
            card_points: ByTeam([0; 2]),
            scores: ByTeam([0; 2]),
            points_taken: self.hand.points_taken(),
            totals: self.totals,
            predictions: self.hand.predictions_seen_by(seat),
            claim_wins: false,
            talon: None,
            hand_twice: CardSet::EMPTY,
            played_twice: CardSet::EMPTY,
            coiffeur: None,
            legal_actions: if to_act == Some(seat) {
                self.legal_actions()
            } else {
                ActionList::new()
            },
        })
    }

    fn scores(&self) -> ByTeam<u32> {
        ByTeam([0; 2])
    }

    fn seat_totals(&self) -> BySeat<i64> {
        self.totals
    }

    fn places(&self) -> Option<BySeat<u8>> {
        let seats = self.hand.players().seats();
        self.over.then(|| match G::KIND {
            // Most strokes first, fewer zeros breaking a tie (RULES.md §9.3).
            GameKind::Mittlere => places_lowest_first(|s| (-self.totals[s], self.zeros[s]), seats),
            _ => places_lowest_first(|s| self.totals[s], seats),
        })
    }

    /// Once over: [`EndReason::HandsPlayed`]; `winner` is the side (by
    /// seat parity) of the first seat in first place and means little
    /// here, the places are [`Game::places`].
    fn result(&self) -> Option<GameResult> {
        let places = self.places()?;
        let first = self
            .hand
            .players()
            .seats()
            .iter()
            .copied()
            .find(|&s| places[s] == 1)
            .unwrap_or(Seat::S0);
        Some(GameResult {
            winner: first.team(),
            schneider: false,
            reason: EndReason::HandsPlayed,
            claimant: None,
            scores: ByTeam([0; 2]),
        })
    }

    fn slate(&self) -> Slate {
        Slate::default()
    }

    fn record(&self) -> GameRecord {
        let mut actions = self.past.actions.clone();
        if !self.over {
            actions.extend(self.hand.actions());
        }
        self.past.start.record(G::KIND, *self.hand.rules(), actions)
    }

    fn rules(&self) -> &Rules {
        self.hand.rules()
    }

    fn hand_number(&self) -> u16 {
        let finished = self.past.hands.len() - usize::from(self.over);
        u16::try_from(finished).unwrap_or(u16::MAX)
    }

    fn hands_finished(&self) -> usize {
        self.past.hands.len()
    }

    fn milestones(&self) -> Milestones {
        Milestones::default()
    }

    fn score_entries(&self) -> Vec<ScoreEntry> {
        Vec::new()
    }

    /// Never: the games each on their own have no claims. A seat not at
    /// the table is refused.
    fn claim_would_win(&self, seat: Seat) -> Result<bool, SeatOutOfRange> {
        self.hand.players().seat(u8::from(seat))?;
        Ok(false)
    }

    fn dealer(&self) -> Seat {
        self.hand.dealer()
    }

    fn forehand(&self) -> Seat {
        self.hand.forehand()
    }

    fn contract(&self) -> Option<Contract> {
        self.hand.contract()
    }

    fn declarer(&self) -> Option<Seat> {
        None
    }

    fn hands(&self) -> &BySeat<CardSet> {
        self.hand.hands()
    }

    fn trick(&self) -> &Trick {
        self.hand.trick()
    }

    fn tricks(&self) -> &[Trick] {
        self.hand.tricks()
    }

    fn card_points(&self) -> ByTeam<u16> {
        ByTeam([0; 2])
    }
}
