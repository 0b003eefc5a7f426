//! A whole Schieber game: hands dealt in turn until a side reaches the
//! target, with claims, Stöck-Weis-Stich and schneider (RULES.md §5).

use crate::card_set::CardSet;
use crate::game::deal::DealError;
use crate::game::record::{NewGameError, deck_for_hands};
use crate::game::schieber::hand::SchieberHand;
use crate::game::table::Table;
use crate::rules::Rules;
use crate::seat::{BySeat, Seat};

/// A game of Schieber: four players, partners opposite, hands until one side
/// reaches ⚙ `target` (RULES.md §5, §5.1); or, by ⚙ `players`, five with a
/// Chnächt or six in two teams of three, with one pack or the double pack
/// (RULES.md §5.2; presets `schieber_five`, `schieber_six`,
/// `schieber_six_double`).
///
/// Deals are drawn from a seeded [`JassRng`](crate::JassRng), so a seed (and
/// the first dealer) determine every hand; the first hand may also be given.
/// Each deck is dealt in threes, starting with the dealer's right-hand
/// player. Cloning is cheap: the current hand is plain data and the history
/// of finished hands is shared.
///
/// # Examples
///
/// ```
/// use jass_core::{Game, JassRng, Rules, SchieberGame, bots::{Bot, RuleOfThumb}};
///
/// let mut game = SchieberGame::new(Rules::schieber(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while !game.is_over() {
///     let action = bot.choose(&game.observation(game.to_act().unwrap())?);
///     game.apply(action)?;
/// }
/// let result = game.result().unwrap();
/// assert!(game.scores()[result.winner] >= 2500);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type SchieberGame = Table<SchieberHand>;

impl SchieberGame {
    /// A game whose first hand is `deal` (nine cards per seat; at five or
    /// six players 7 or 6) dealt by `dealer`; later hands come from `seed`.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for invalid rules or a deal that is not one hand of
    /// different cards of the pack per seat, of the size the table deals;
    /// [`DealError::DoublePackAsHands`](crate::DealError::DoublePackAsHands)
    /// under the double pack, whose deal may give a seat a card twice and
    /// is given as a deck ([`Table::with_cards`]).
    pub fn with_deal(
        rules: Rules,
        seed: u64,
        deal: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<SchieberGame, NewGameError> {
        rules.validate().map_err(NewGameError::Rules)?;
        if rules.copies() > 1 {
            return Err(NewGameError::Deal(DealError::DoublePackAsHands));
        }
        let first = SchieberHand::right_of(rules.players, dealer);
        let deck = deck_for_hands(
            &[deal],
            first,
            rules.players,
            rules.cards_per_player(),
            rules.pack(),
        )
        .map_err(NewGameError::Deal)?;
        SchieberGame::with_deck(rules, seed, deck, dealer)
    }
}
