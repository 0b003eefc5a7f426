//! Seats, teams, and per-seat and per-team storage.

use core::fmt;
use core::ops::{Index, IndexMut};

/// A player's seat, numbered in play order.
///
/// Jass is played counter-clockwise: [`Seat::next`] is the player to the
/// right, who plays after this seat (RULES.md, introduction). In four-player
/// games seats [`Seat::S0`] and [`Seat::S2`] are partners against
/// [`Seat::S1`] and [`Seat::S3`]; two-player games use `S0` and `S1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "u8", try_from = "u8"))]
#[repr(u8)]
pub enum Seat {
    /// Seat 0.
    S0 = 0,
    /// Seat 1, to the right of seat 0.
    S1 = 1,
    /// Seat 2, opposite seat 0.
    S2 = 2,
    /// Seat 3, to the left of seat 0.
    S3 = 3,
}

impl Seat {
    /// The four seats in play order.
    pub const ALL: [Seat; 4] = [Seat::S0, Seat::S1, Seat::S2, Seat::S3];

    /// The seat's number, 0..4.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with number `index`, if it is below 4.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Seat> {
        match index {
            0 => Some(Seat::S0),
            1 => Some(Seat::S1),
            2 => Some(Seat::S2),
            3 => Some(Seat::S3),
            _ => None,
        }
    }

    /// The seat `steps` places further in play order at a table of
    /// `players` (2 or 4; a number outside `1..=4` counts as 4, so that no
    /// input panics).
    ///
    /// ```
    /// use jass_core::Seat;
    ///
    /// assert_eq!(Seat::S3.advance(2, 4), Seat::S1);
    /// assert_eq!(Seat::S1.advance(1, 2), Seat::S0);
    /// assert_eq!(Seat::S1.advance(usize::MAX, 4), Seat::S0);
    /// ```
    #[must_use]
    pub const fn advance(self, steps: usize, players: usize) -> Seat {
        let players = if players == 0 || players > 4 {
            4
        } else {
            players
        };
        // Only absurd step counts need the extra division.
        let steps = if steps >= players {
            steps % players
        } else {
            steps
        };
        match Seat::from_index(((self as usize + steps) % players) as u8) {
            Some(seat) => seat,
            None => unreachable!(),
        }
    }

    /// The next seat at a four-player table: the player to the right.
    #[must_use]
    pub const fn next(self) -> Seat {
        self.advance(1, 4)
    }

    /// The partner at a four-player table (the opposite seat).
    #[must_use]
    pub const fn partner(self) -> Seat {
        self.advance(2, 4)
    }

    /// The seat's team: seats 0 and 2 are [`Team::T0`], seats 1 and 3
    /// [`Team::T1`]. In two-player games each player is a team of one.
    #[must_use]
    pub const fn team(self) -> Team {
        if (self as u8).is_multiple_of(2) {
            Team::T0
        } else {
            Team::T1
        }
    }
}

impl TryFrom<u8> for Seat {
    type Error = SeatOutOfRange;

    fn try_from(index: u8) -> Result<Seat, SeatOutOfRange> {
        Seat::from_index(index).ok_or(SeatOutOfRange { index })
    }
}

impl From<Seat> for u8 {
    fn from(seat: Seat) -> u8 {
        seat as u8
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", *self as u8)
    }
}

/// A seat or team number was out of range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("seat or team {index} is out of range")]
pub struct SeatOutOfRange {
    /// The rejected number.
    pub index: u8,
}

/// One of the two sides. In four-player games a team is two partners; in
/// two-player games it is one player (team `i` is seat `i`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(into = "u8", try_from = "u8"))]
#[repr(u8)]
pub enum Team {
    /// Seats 0 and 2.
    T0 = 0,
    /// Seats 1 and 3.
    T1 = 1,
}

impl Team {
    /// Both teams.
    pub const ALL: [Team; 2] = [Team::T0, Team::T1];

    /// The team's number, 0 or 1.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other team.
    #[must_use]
    pub const fn other(self) -> Team {
        match self {
            Team::T0 => Team::T1,
            Team::T1 => Team::T0,
        }
    }

    /// The team with number `index`, if it is 0 or 1.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Team> {
        match index {
            0 => Some(Team::T0),
            1 => Some(Team::T1),
            _ => None,
        }
    }
}

impl TryFrom<u8> for Team {
    type Error = SeatOutOfRange;

    fn try_from(index: u8) -> Result<Team, SeatOutOfRange> {
        Team::from_index(index).ok_or(SeatOutOfRange { index })
    }
}

impl From<Team> for u8 {
    fn from(team: Team) -> u8 {
        team as u8
    }
}

impl fmt::Display for Team {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "team {}", *self as u8)
    }
}

/// One value per seat, indexed by [`Seat`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct BySeat<T>(pub [T; 4]);

impl<T> BySeat<T> {
    /// Values built from each seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat(core::array::from_fn(|i| f(Seat::ALL[i])))
    }

    /// Iterates over `(seat, value)` pairs in seat order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (Seat, &T)> + ExactSizeIterator {
        Seat::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat as usize]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat as usize]
    }
}

/// One value per team, indexed by [`Team`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct ByTeam<T>(pub [T; 2]);

impl<T> ByTeam<T> {
    /// Values built from each team.
    pub fn from_fn(mut f: impl FnMut(Team) -> T) -> ByTeam<T> {
        ByTeam([f(Team::T0), f(Team::T1)])
    }

    /// Iterates over `(team, value)` pairs.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (Team, &T)> + ExactSizeIterator {
        Team::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Team> for ByTeam<T> {
    type Output = T;
    fn index(&self, team: Team) -> &T {
        &self.0[team as usize]
    }
}

impl<T> IndexMut<Team> for ByTeam<T> {
    fn index_mut(&mut self, team: Team) -> &mut T {
        &mut self.0[team as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_goes_to_the_right_and_partners_sit_opposite() {
        assert_eq!(Seat::S3.next(), Seat::S0);
        assert_eq!(Seat::S1.partner(), Seat::S3);
        assert_eq!(Seat::S1.advance(1, 2), Seat::S0);
        assert_eq!(Seat::S2.team(), Team::T0);
        assert_eq!(Seat::S3.team(), Team::T1);
        assert_eq!(Team::T0.other(), Team::T1);
    }

    #[test]
    fn per_seat_storage_is_indexed_by_seat() {
        let mut points = BySeat::from_fn(|s| s.index() * 10);
        points[Seat::S2] += 1;
        assert_eq!(points.0, [0, 10, 21, 30]);
        assert_eq!(Seat::try_from(4), Err(SeatOutOfRange { index: 4 }));
    }
}
