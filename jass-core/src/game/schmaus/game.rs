//! A whole Schmaus game: hands with the deal alternating until a player
//! reaches the target, with claims and Stöck-Weis-Stich before the first
//! draw (RULES.md §5.1, §6).

use crate::card::Card;
use crate::game::record::NewGameError;
use crate::game::schmaus::hand::SchmausHand;
use crate::game::table::Table;
use crate::random::JassRng;
use crate::rules::Rules;
use crate::seat::Seat;

/// How the first dealer of a Schmaus game was drawn: each player draws a
/// card from a shuffled pack and the lower rank deals; on equal ranks both
/// draw again (RULES.md §6, \[001\]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DealerDraw {
    /// The seat that deals the first hand.
    pub dealer: Seat,
    /// The deciding draw: seat 0's card, then seat 1's.
    pub cards: [Card; 2],
    /// How many draws tied before it.
    pub ties: u32,
}

impl DealerDraw {
    /// The draw of a game seeded with `seed`. It uses a generator of its
    /// own (seeded from `seed` and a fixed salt), so the deals of the game
    /// are the same whoever deals first.
    ///
    /// ```
    /// use jass_core::game::DealerDraw;
    ///
    /// let draw = DealerDraw::from_seed(7);
    /// assert_eq!(draw, DealerDraw::from_seed(7)); // reproducible
    /// let [zero, one] = draw.cards;
    /// assert_ne!(zero.rank(), one.rank());
    /// let lower = if zero.rank() < one.rank() { 0 } else { 1 };
    /// assert_eq!(draw.dealer.index(), lower);
    /// ```
    #[must_use]
    pub fn from_seed(seed: u64) -> DealerDraw {
        /// Separates the draw's generator from the deals' ("SCHMAUS!").
        const SALT: u64 = 0x5343_484D_4155_5321;
        let mut rng = JassRng::seed_from_u64(seed ^ SALT);
        let mut ties = 0;
        loop {
            let pack = rng.shuffled_deck();
            let cards = [pack[0], pack[1]];
            if cards[0].rank() != cards[1].rank() {
                let dealer = if cards[0].rank() < cards[1].rank() {
                    Seat::S0
                } else {
                    Seat::S1
                };
                return DealerDraw {
                    dealer,
                    cards,
                    ties,
                };
            }
            ties += 1;
        }
    }
}

/// A game of Schmaus: two players (seats 0 and 1), hands until one reaches
/// ⚙ `target` (RULES.md §6; 1500 in [`Rules::schmaus`]).
///
/// The first dealer is drawn ([`DealerDraw`]) by [`SchmausGame::new`], or
/// given: in a match of several games the winner of a game deals the next
/// one, so start it with [`SchmausGame::with_dealer`] and the winner's seat.
/// The deal alternates after every hand. Claims follow RULES.md §5.1: with
/// ⚙ `sws_window = before_first_draw` a claim before anyone has drawn in
/// the hand is judged by Stöck-Weis-Stich once the first trick is
/// complete; a later one ends play at once and counts (⚙ `claim_counts`)
/// the claimant's stöck once held, weis once scored and tricks once taken.
/// The first hand's deck may be given ([`SchmausGame::with_deck`];
/// [`SchmausHand::deck_from`] builds one from the hands and the talon);
/// every other deal is drawn from a seeded [`JassRng`] and dealt as
/// [`SchmausHand`] describes, so a seed (and the first dealer) determine
/// every hand. Cloning is cheap: the current hand is plain data and the
/// history of finished hands is shared.
///
/// # Examples
///
/// ```
/// use jass_core::{Game, Hand, JassRng, Rules, SchmausGame, Seat, bots::{Bot, RuleOfThumb}};
///
/// let mut game = SchmausGame::new(Rules::schmaus(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)?))?;
/// }
/// let result = game.result().unwrap();
/// assert!(game.scores()[result.winner] >= 1500);
/// // The winner deals the first hand of the next game.
/// let winner = Seat::ALL[result.winner.index()];
/// let next = SchmausGame::with_dealer(Rules::schmaus(), 43, winner)?;
/// assert_eq!(next.hand().dealer(), winner);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type SchmausGame = Table<SchmausHand>;

impl SchmausGame {
    /// A game whose first hand is dealt by `dealer` (seat 0 or 1), e.g. the
    /// winner of the previous game.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for invalid rules or a dealer who is not seat 0
    /// or 1.
    pub fn with_dealer(rules: Rules, seed: u64, dealer: Seat) -> Result<SchmausGame, NewGameError> {
        Table::build(rules, seed, dealer, None)
    }
}
