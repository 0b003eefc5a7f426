//! A whole game of Jass für zwei: hands dealt alternately until a player
//! reaches the target, with claims, Stöck-Weis-Stich and schneider
//! (RULES.md §5.1, §7).

use crate::card_set::CardSet;
use crate::game::record::{NewGameError, deck_for_hands};
use crate::game::table::Table;
use crate::game::zweier::hand::ZweierHand;
use crate::rules::Rules;
use crate::seat::{BySeat, Players, Seat};

/// A game of Jass für zwei: two players (seats 0 and 1, each a side of its
/// own), hands until one reaches ⚙ `target` (RULES.md §7; the
/// [`Rules::zweier`] preset: 1000, schneider below 500).
///
/// The deal alternates between the players. Every deal not given is drawn
/// from a seeded [`JassRng`](crate::JassRng) and dealt as
/// [`ZweierHand::from_deck`] describes, so a seed (and the first dealer)
/// determine every hand. Claims, Stöck-Weis-Stich and the automatic end
/// follow RULES.md §5.1 with a side of one player; the Stöck-Weis-Stich
/// window is the first trick's only, and the 10th trick's weis is written
/// when that trick is complete, after its card points (the order matters
/// only to ⚙ `end_mode = automatic`). Forehand is always the non-dealer:
/// Schieber's ⚙ `first_forehand` and ⚙ `zurueckschieben` are not read.
/// Cloning is cheap: the current hand is plain data and the history of
/// finished hands is shared.
///
/// # Examples
///
/// ```
/// use jass_core::{Game, JassRng, Rules, ZweierGame, bots::{Bot, RuleOfThumb}};
///
/// let mut game = ZweierGame::new(Rules::zweier(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)?))?;
/// }
/// let result = game.result().unwrap();
/// assert!(game.scores()[result.winner] >= 1000);
/// assert_eq!(ZweierGame::replay(&game.record())?, game);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type ZweierGame = Table<ZweierHand>;

impl ZweierGame {
    /// A game whose first hand `dealer` (seat 0 or 1) deals as
    /// `first_fans` and `second_fans` (nine cards per player each); later
    /// hands come from `seed`.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for invalid rules, a dealer not at the table or
    /// fans that are not nine different cards per player.
    pub fn with_deal(
        rules: Rules,
        seed: u64,
        first_fans: BySeat<CardSet>,
        second_fans: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<ZweierGame, NewGameError> {
        let deck = deck_for_hands(
            &[first_fans, second_fans],
            dealer.advance(1, Players::Two),
            Players::Two,
            9,
            CardSet::ALL,
        )
        .map_err(NewGameError::Deal)?;
        ZweierGame::with_deck(rules, seed, deck, dealer)
    }
}
