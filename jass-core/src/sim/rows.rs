//! The rows of a batch: one [`HandRow`] per hand and one [`GameRow`] per
//! game, whatever the game.
//!
//! A row holds two groups of columns: the team columns, filled in the games
//! played in teams (Schieber, Coiffeur Schieber), and the seat columns,
//! filled in the games where each plays on their own (Differenzler,
//! Hindersi, Mittlere). The group that does not apply to the game keeps its neutral
//! value: 0, `false` or `None` (the [`Default`] of the field).

use crate::contract::Contract;
use crate::seat::{BySeat, ByTeam, Seat, Team};

/// The result of one hand.
///
/// The team columns (`points` to `match_team`) are those of the games
/// played in teams and hold their neutral value (0, `false`, `None`) in the
/// games each on their own; the seat columns (`seat_card_points` to
/// `seat_zeros`) are those of the games each on their own and hold 0 or
/// `None` in the team games. `seed` and `contract` apply to every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandRow {
    /// The hand's seed.
    pub seed: u64,
    /// The contract played: in Coiffeur Schieber the first trick's, in
    /// Differenzler and Hindersi the trump suit's ([`Contract::Trump`]), in
    /// Mittlere the one the hand was counted with (the trump founded, or
    /// Obenabe when no trump was).
    pub contract: Option<Contract>,
    /// Team games: what each team scores, card points times the multiplier,
    /// weis, stöck and the match bonus included.
    pub points: ByTeam<u32>,
    /// Team games: the card points each team took, before the multiplier;
    /// they add up to 157 with the standard card values.
    pub card_points: ByTeam<u16>,
    /// Team games: the seat that named the contract.
    pub declarer: Option<Seat>,
    /// Team games: whether forehand shoved.
    pub shoved: bool,
    /// Team games: the contract's multiplier.
    pub multiplier: u16,
    /// Team games: the weis points scored, before the multiplier.
    pub weis_points: u16,
    /// Team games: the team that scored the weis, if any.
    pub weis_team: Option<Team>,
    /// Team games: the team whose stöck was recorded, if any.
    pub stoeck_team: Option<Team>,
    /// Team games: the team that took every trick (a match), if any.
    pub match_team: Option<Team>,
    /// Games each on their own: the card points each seat took; they add up
    /// to 157 with the standard card values (seats not at the table 0).
    pub seat_card_points: BySeat<u16>,
    /// Differenzler: each seat's prediction (`None` in the other games and
    /// for seats not at the table).
    pub predictions: BySeat<Option<u16>>,
    /// Games each on their own: each seat's score for the hand
    /// (Differenzler: the difference, an exact prediction's bonus negative;
    /// Hindersi: the points charged; Mittlere: the strokes).
    pub seat_scores: BySeat<i32>,
    /// Mittlere, which writes zeros beside the strokes to break ties: each
    /// seat's zeros for the hand (0 in the other games).
    pub seat_zeros: BySeat<u16>,
}

/// The result of one game.
///
/// As in [`HandRow`], the team columns (`scores` to `baerger`) hold their
/// neutral value (0, `false`, `None`) in the games each on their own, and
/// the seat columns (`seat_totals` to `seat_zeros`) hold 0 in the team
/// games. `seed` and `hands` apply to every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameRow {
    /// The game's seed.
    pub seed: u64,
    /// The number of hands played, the last one included.
    pub hands: u64,
    /// Team games: the final score of each team.
    pub scores: ByTeam<u32>,
    /// Team games: the winning team; `None` for a tied Coiffeur session
    /// (`EndReason::RowsTied`), the only team game that may end tied.
    pub winner: Option<Team>,
    /// Team games: whether the loser was schneider.
    pub schneider: bool,
    /// Team games: the number of hands in which each team took every trick.
    pub matches: ByTeam<u64>,
    /// Team games: the first team to reach half the target, if ⚙
    /// `bergpreis` is played.
    pub bergpreis: Option<Team>,
    /// Team games: the first team to reach the Bärger score, if ⚙
    /// `baerger` is played.
    pub baerger: Option<Team>,
    /// Games each on their own: each seat's final total
    /// ([`Game::seat_totals`](crate::Game::seat_totals); seats not at the
    /// table 0).
    pub seat_totals: BySeat<i64>,
    /// Games each on their own: each seat's place, 1 for first (seats not
    /// at the table 0).
    pub places: BySeat<u8>,
    /// Mittlere: each seat's zeros, which break ties of the strokes in
    /// `seat_totals` (0 in the other games).
    pub seat_zeros: BySeat<u16>,
}
