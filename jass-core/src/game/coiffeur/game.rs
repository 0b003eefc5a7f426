//! A Coiffeur session: hands until both teams have played every row, and
//! its score sheet (RULES.md §9.4).

use core::fmt;

use crate::card_set::CardSet;
use crate::game::Game;
use crate::game::coiffeur::{CoiffeurHand, CoiffeurRows, ContractSchedule};
use crate::game::record::{NewGameError, deck_for_hands};
use crate::game::schieber::SchieberHand;
use crate::game::table::Table;
use crate::rules::Rules;
use crate::seat::{BySeat, Players, Seat};
use crate::seat::{ByTeam, Team};

/// A session of Coiffeur Schieber: four players in two teams; each team
/// plays every row of the table (⚙ `coiffeur_rows`) once, and only the
/// declaring team's points are written, into its row, times the row's
/// multiplier (RULES.md §9.4; presets `coiffeur_8`, `coiffeur_10`).
///
/// Forehand chooses a row its team has not played
/// ([`Action::ChooseRow`](crate::Action::ChooseRow)) or shoves to the next
/// player; after four shoves the choice is back at forehand, who must
/// choose. The session ends when both teams have played every row
/// ([`EndReason::RowsPlayed`](crate::game::EndReason::RowsPlayed), or
/// [`EndReason::RowsTied`](crate::game::EndReason::RowsTied) for equal totals).
///
/// # Examples
///
/// ```
/// use jass_core::{CoiffeurGame, Game, JassRng, Rules, bots::{Bot, RuleOfThumb}};
///
/// let mut game = CoiffeurGame::new(Rules::coiffeur_8(), 42)?;
/// let mut bot = RuleOfThumb::new(JassRng::seed_from_u64(7));
/// while let Some(seat) = game.to_act() {
///     game.apply(bot.choose(&game.observation(seat)?))?;
/// }
/// assert_eq!(game.hands_finished(), 16); // 8 rows for each team
/// let sheet = game.sheet();
/// assert_eq!(sheet.totals, game.scores());
/// println!("{sheet}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type CoiffeurGame = Table<CoiffeurHand>;

/// The score sheet of a Coiffeur session: per row and team, what was
/// written (multiplier applied), and the totals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoiffeurSheet {
    /// The rows of the table.
    pub rows: CoiffeurRows,
    /// Per team and row: the schedule played and the score written
    /// (multiplier applied), once the row is played.
    pub cells: ByTeam<[Option<(ContractSchedule, u32)>; CoiffeurRows::MAX]>,
    /// Each team's total.
    pub totals: ByTeam<u32>,
}

impl CoiffeurGame {
    /// A session whose first hand is `deal` (nine cards per seat) dealt by
    /// `dealer`; later hands come from `seed`.
    ///
    /// # Errors
    ///
    /// [`NewGameError`] for invalid rules or a deal that is not nine
    /// different cards per seat.
    pub fn with_deal(
        rules: Rules,
        seed: u64,
        deal: BySeat<CardSet>,
        dealer: Seat,
    ) -> Result<CoiffeurGame, NewGameError> {
        rules.validate().map_err(NewGameError::Rules)?;
        let first = SchieberHand::right_of(Players::Four, dealer);
        let deck = deck_for_hands(&[deal], first, Players::Four, 9, CardSet::ALL)
            .map_err(NewGameError::Deal)?;
        CoiffeurGame::with_deck(rules, seed, deck, dealer)
    }

    /// The score sheet of the finished hands.
    #[must_use]
    pub fn sheet(&self) -> CoiffeurSheet {
        let mut cells = ByTeam([[None; CoiffeurRows::MAX]; 2]);
        for summary in self.past_hands() {
            let hand = &summary.hand;
            if let (Some(row), Some(schedule), Some(declarer)) =
                (hand.row(), hand.schedule(), crate::Hand::declarer(hand))
            {
                let team = declarer.team();
                cells[team][usize::from(row)] = Some((schedule, summary.score[team]));
            }
        }
        CoiffeurSheet {
            rows: *self.hand().rows(),
            cells,
            totals: self.scores(),
        }
    }
}

impl fmt::Display for CoiffeurSheet {
    /// One line per row, `×multiplier  kind  team 0  team 1` (a dash for
    /// a row not yet played), then the totals; each team's column as wide
    /// as its widest cell.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells = ByTeam::from_fn(|team| {
            self.cells[team]
                .iter()
                .map(|cell| match cell {
                    Some((schedule, score)) => alloc::format!("{score} ({schedule})"),
                    None => "-".into(),
                })
                .collect::<alloc::vec::Vec<_>>()
        });
        let width = cells
            .iter()
            .flat_map(|(_, column)| column)
            .map(|cell| cell.chars().count())
            .chain(Team::ALL.map(|team| alloc::format!("{}", self.totals[team]).len()))
            .chain([6])
            .max()
            .unwrap_or(6);
        writeln!(
            f,
            "{:>4}  {:<8} {:>width$} {:>width$}",
            "", "row", "team 0", "team 1"
        )?;
        for (i, row) in self.rows.as_slice().iter().enumerate() {
            let multiplier = alloc::format!("×{}", row.multiplier);
            write!(f, "{multiplier:>4}  {:<8}", row.kind)?;
            for team in Team::ALL {
                write!(f, " {:>width$}", cells[team][i])?;
            }
            writeln!(f)?;
        }
        write!(
            f,
            "{:>4}  {:<8} {:>width$} {:>width$}",
            "",
            "total",
            self.totals[Team::T0],
            self.totals[Team::T1]
        )
    }
}
