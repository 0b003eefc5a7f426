//! Seats, teams, and per-seat and per-team storage.

use core::fmt;
use core::ops::{Index, IndexMut};

/// A player's seat, numbered in play order.
///
/// Jass is played counter-clockwise: [`Seat::next`] is the player to the
/// right, who plays after this seat (RULES.md, introduction). A table of
/// `n` players ([`Players`]) uses seats `0..n`. Teams alternate round the
/// table: in four-player games seats [`Seat::S0`] and [`Seat::S2`] are
/// partners against [`Seat::S1`] and [`Seat::S3`]; at six, seats 0, 2 and 4
/// against 1, 3 and 5 (RULES.md §5.2); two-player games use `S0` and `S1`.
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
    /// Seat 3, to the left of seat 0 at a table of four.
    S3 = 3,
    /// Seat 4 (tables of five and six).
    S4 = 4,
    /// Seat 5 (tables of six).
    S5 = 5,
}

impl Seat {
    /// Every seat of the largest table (six), in play order. A table's own
    /// seats are [`Players::seats`].
    pub const ALL: [Seat; 6] = [Seat::S0, Seat::S1, Seat::S2, Seat::S3, Seat::S4, Seat::S5];

    /// The seat's number, 0..6.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The seat with number `index`, if it is below 6.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Seat> {
        match index {
            0 => Some(Seat::S0),
            1 => Some(Seat::S1),
            2 => Some(Seat::S2),
            3 => Some(Seat::S3),
            4 => Some(Seat::S4),
            5 => Some(Seat::S5),
            _ => None,
        }
    }

    /// The seat `steps` places further in play order at a table of
    /// `players`.
    ///
    /// ```
    /// use jass_core::{Players, Seat};
    ///
    /// assert_eq!(Seat::S3.advance(2, Players::Four), Seat::S1);
    /// assert_eq!(Seat::S1.advance(1, Players::Two), Seat::S0);
    /// assert_eq!(Seat::S1.advance(usize::MAX, Players::Four), Seat::S0);
    /// assert_eq!(Seat::S5.advance(3, Players::Six), Seat::S2);
    /// ```
    #[must_use]
    pub const fn advance(self, steps: usize, players: Players) -> Seat {
        // Tables of two and four go round by a bit mask (a wrapping sum
        // keeps its low bits), with no division on the hot path.
        let index = match players {
            Players::Two => (self as usize).wrapping_add(steps) & 1,
            Players::Four => (self as usize).wrapping_add(steps) & 3,
            Players::Three | Players::Five | Players::Six => {
                let n = players.count();
                ((self as usize) % n + steps % n) % n
            }
        };
        match Seat::from_index(index as u8) {
            Some(seat) => seat,
            None => unreachable!(),
        }
    }

    /// The next seat at a four-player table: the player to the right.
    #[must_use]
    pub const fn next(self) -> Seat {
        self.advance(1, Players::Four)
    }

    /// The partner at a four-player table (the opposite seat); for seats 4
    /// and 5, which sit only at larger tables, the next partner to the
    /// right at a table of six (seat 0 or 1).
    #[must_use]
    pub const fn partner(self) -> Seat {
        if self.index() < 4 {
            self.advance(2, Players::Four)
        } else {
            self.advance(2, Players::Six)
        }
    }

    /// The seat's team when teams alternate round the table: even seats
    /// are [`Team::T0`], odd seats [`Team::T1`]. In two-player games each
    /// player is a team of one. At a table of five the Chnächt (seat 4)
    /// changes side with every contract: a hand's own teams are
    /// [`Hand::team_of`](crate::Hand::team_of).
    #[must_use]
    pub const fn team(self) -> Team {
        if (self as u8).is_multiple_of(2) {
            Team::T0
        } else {
            Team::T1
        }
    }
}

/// How many players sit at a table: the number a trick and the turn
/// order go round.
///
/// Non-exhaustive, so that tables of three, five or six players can be
/// added without breaking callers.
///
/// # Examples
///
/// ```
/// use jass_core::Players;
///
/// assert_eq!(Players::Four.count(), 4);
/// assert_eq!(Players::from_count(2), Some(Players::Two));
/// assert_eq!(Players::from_count(6), Some(Players::Six));
/// assert_eq!(Players::from_count(3), Some(Players::Three));
/// assert_eq!(Players::from_count(7), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
#[repr(u8)]
pub enum Players {
    /// Two players, seats 0 and 1 (Schmaus, Jass für zwei).
    Two = 2,
    /// Three players, seats 0 to 2, each on their own (Differenzler and
    /// Hindersi at three, RULES.md §9).
    Three = 3,
    /// Four players, seats 0 to 3 (Schieber).
    Four = 4,
    /// Five players, seats 0 to 4: Schieber with a Chnächt, seat 4, who
    /// joins the declaring side and plays last to every trick (RULES.md
    /// §5.2).
    Five = 5,
    /// Six players, seats 0 to 5, two teams of three sitting alternately
    /// (RULES.md §5.2).
    Six = 6,
}

impl Players {
    /// The number of players.
    #[must_use]
    pub const fn count(self) -> usize {
        self as usize
    }

    /// The table of `count` players, if there is one.
    #[must_use]
    pub const fn from_count(count: usize) -> Option<Players> {
        match count {
            2 => Some(Players::Two),
            3 => Some(Players::Three),
            4 => Some(Players::Four),
            5 => Some(Players::Five),
            6 => Some(Players::Six),
            _ => None,
        }
    }

    /// The most players at any table.
    pub const MAX: usize = 6;

    /// The seats at the table, in play order.
    #[must_use]
    pub fn seats(self) -> &'static [Seat] {
        &Seat::ALL[..self.count()]
    }

    /// Whether `seat` sits at the table.
    #[must_use]
    pub const fn has_seat(self, seat: Seat) -> bool {
        seat.index() < self.count()
    }

    /// The seat numbered `index` at this table.
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if the table has no seat `index`.
    ///
    /// ```
    /// use jass_core::{Players, Seat};
    ///
    /// assert_eq!(Players::Four.seat(3), Ok(Seat::S3));
    /// assert!(Players::Four.seat(4).is_err());
    /// ```
    pub const fn seat(self, index: u8) -> Result<Seat, SeatOutOfRange> {
        match Seat::from_index(index) {
            Some(seat) if seat.index() < self.count() => Ok(seat),
            _ => Err(SeatOutOfRange {
                index,
                range: SeatRange::Table(self),
            }),
        }
    }

    /// The seat numbered `index` at this table, if it leads tricks: every
    /// seat but the Chnächt of a table of five (seat 4), who plays last to
    /// every trick (RULES.md §5.2).
    ///
    /// # Errors
    ///
    /// [`SeatOutOfRange`] if the table has no seat `index`, or if it is the
    /// Chnächt.
    ///
    /// ```
    /// use jass_core::{Players, Seat};
    ///
    /// assert_eq!(Players::Five.leader(3), Ok(Seat::S3));
    /// assert_eq!(
    ///     Players::Five.leader(4).unwrap_err().to_string(),
    ///     "seat 4 is the Chnächt of a table of 5, who never leads"
    /// );
    /// assert_eq!(Players::Six.leader(5), Ok(Seat::S5));
    /// assert_eq!(
    ///     Players::Four.leader(4).unwrap_err().to_string(),
    ///     "seat 4 is not at a table of 4 (seats 0 to 3)"
    /// );
    /// ```
    pub const fn leader(self, index: u8) -> Result<Seat, SeatOutOfRange> {
        match Seat::from_index(index) {
            Some(seat)
                if seat.index() < self.count()
                    && !(matches!(self, Players::Five) && seat.index() == 4) =>
            {
                Ok(seat)
            }
            _ => Err(SeatOutOfRange {
                index,
                range: SeatRange::Leader(self),
            }),
        }
    }
}

impl TryFrom<u8> for Players {
    type Error = SeatOutOfRange;

    /// The table of `count` players; an unknown size is out of range.
    fn try_from(count: u8) -> Result<Players, SeatOutOfRange> {
        Players::from_count(usize::from(count)).ok_or(SeatOutOfRange {
            index: count,
            range: SeatRange::Players,
        })
    }
}

impl From<Players> for u8 {
    fn from(players: Players) -> u8 {
        players as u8
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Players {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(*self as u8)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Players {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Players, D::Error> {
        let count = u8::deserialize(deserializer)?;
        Players::try_from(count).map_err(serde::de::Error::custom)
    }
}

impl fmt::Display for Players {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.count())
    }
}

impl TryFrom<u8> for Seat {
    type Error = SeatOutOfRange;

    fn try_from(index: u8) -> Result<Seat, SeatOutOfRange> {
        Seat::from_index(index).ok_or(SeatOutOfRange {
            index,
            range: SeatRange::Seat,
        })
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

/// A seat, team or table size was out of range; the message names the
/// range: "seat 6 is out of range 0 to 5", "seat 4 is not at a table of 4
/// (seats 0 to 3)", "team 2 is out of range 0 to 1", "a table of 7 players
/// does not exist (2 to 6)".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatOutOfRange {
    /// The rejected number.
    pub index: u8,
    /// What the number counts, and so its range.
    pub range: SeatRange,
}

/// What the number of a [`SeatOutOfRange`] counts, and so its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SeatRange {
    /// A seat of any table: 0 to 5.
    Seat,
    /// A seat at this table: 0 to one less than its players.
    Table(Players),
    /// A seat that leads a trick at this table ([`Players::leader`]): every
    /// seat at it but the Chnächt of a table of five.
    Leader(Players),
    /// A team: 0 or 1.
    Team,
    /// The players of a table: 2 to 6 ([`Players`]).
    Players,
}

impl SeatRange {
    /// The words refusing `index` as a number of this range, as
    /// [`SeatOutOfRange`] writes them, for any integer: a binding's
    /// numbers may be wider than the byte the core numbers seats with.
    ///
    /// ```
    /// use jass_core::{Players, SeatRange};
    ///
    /// assert_eq!(
    ///     SeatRange::Table(Players::Four).refusal(-1).to_string(),
    ///     "seat -1 is not at a table of 4 (seats 0 to 3)"
    /// );
    /// assert_eq!(SeatRange::Team.refusal(1 << 40).to_string(), "team 1099511627776 is out of range 0 to 1");
    /// ```
    #[must_use]
    pub fn refusal(self, index: i64) -> impl fmt::Display {
        Refusal { range: self, index }
    }
}

/// A number refused as out of a [`SeatRange`] ([`SeatRange::refusal`]).
struct Refusal {
    range: SeatRange,
    index: i64,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let index = self.index;
        match self.range {
            SeatRange::Seat => write!(f, "seat {index} is out of range 0 to {}", Players::MAX - 1),
            SeatRange::Leader(Players::Five) if index == 4 => {
                write!(f, "seat 4 is the Chnächt of a table of 5, who never leads")
            }
            SeatRange::Table(players) | SeatRange::Leader(players) => write!(
                f,
                "seat {index} is not at a table of {players} (seats 0 to {})",
                players.count() - 1
            ),
            SeatRange::Team => write!(f, "team {index} is out of range 0 to 1"),
            SeatRange::Players => write!(
                f,
                "a table of {index} players does not exist (2 to {})",
                Players::MAX
            ),
        }
    }
}

impl fmt::Display for SeatOutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.range.refusal(self.index.into()).fmt(f)
    }
}

impl core::error::Error for SeatOutOfRange {}

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
        Team::from_index(index).ok_or(SeatOutOfRange {
            index,
            range: SeatRange::Team,
        })
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

/// One value per seat, indexed by [`Seat`]: six values, of which a table
/// of `n` players uses the first `n` (the others stay at their empty
/// value).
///
/// Six slots rather than a size per table keep one type for every game, so
/// that [`Game`](crate::Game) and [`Observation`](crate::Observation) need
/// no type parameter; the two spare slots of a four-player hand cost a few
/// bytes of copying and nothing on the legal-card and trick paths
/// (docs/BENCHMARKS.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct BySeat<T>(pub [T; 6]);

impl<T> BySeat<T> {
    /// Values built from each seat.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat(core::array::from_fn(|i| f(Seat::ALL[i])))
    }

    /// Values for the four seats of a four-player table, the spare seats
    /// at `T::default()`.
    ///
    /// ```
    /// use jass_core::{BySeat, Seat};
    ///
    /// let points = BySeat::four([1, 2, 3, 4]);
    /// assert_eq!(points[Seat::S3], 4);
    /// assert_eq!(points[Seat::S5], 0);
    /// ```
    pub fn four(values: [T; 4]) -> BySeat<T>
    where
        T: Default,
    {
        let mut values = values.into_iter();
        BySeat::from_fn(|_| values.next().unwrap_or_default())
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
    use alloc::string::ToString;

    use super::*;

    #[test]
    fn play_goes_to_the_right_and_partners_sit_opposite() {
        assert_eq!(Seat::S3.next(), Seat::S0);
        assert_eq!(Seat::S1.partner(), Seat::S3);
        assert_eq!(Seat::S1.advance(1, Players::Two), Seat::S0);
        assert_eq!(Seat::S2.team(), Team::T0);
        assert_eq!(Seat::S3.team(), Team::T1);
        assert_eq!(Team::T0.other(), Team::T1);
        assert_eq!(Seat::S4.advance(1, Players::Six), Seat::S5);
        assert_eq!(Seat::S5.advance(1, Players::Six), Seat::S0);
        assert_eq!(Seat::S4.advance(1, Players::Five), Seat::S0);
        for players in [Players::Two, Players::Four, Players::Five, Players::Six] {
            for &seat in players.seats() {
                for steps in 0..13 {
                    assert_eq!(
                        seat.advance(steps, players).index(),
                        (seat.index() + steps) % players.count()
                    );
                }
            }
        }
    }

    #[test]
    fn per_seat_storage_is_indexed_by_seat() {
        let mut points = BySeat::from_fn(|s| s.index() * 10);
        points[Seat::S2] += 1;
        assert_eq!(points.0, [0, 10, 21, 30, 40, 50]);
        assert_eq!(
            Seat::try_from(6),
            Err(SeatOutOfRange {
                index: 6,
                range: SeatRange::Seat
            })
        );
    }

    #[test]
    fn a_number_out_of_range_names_what_it_counts_and_its_range() {
        let message = |e: SeatOutOfRange| e.to_string();
        assert_eq!(
            message(Seat::try_from(6).unwrap_err()),
            "seat 6 is out of range 0 to 5"
        );
        assert_eq!(
            message(Players::Four.seat(4).unwrap_err()),
            "seat 4 is not at a table of 4 (seats 0 to 3)"
        );
        assert_eq!(
            message(Players::Two.seat(255).unwrap_err()),
            "seat 255 is not at a table of 2 (seats 0 to 1)"
        );
        assert_eq!(
            message(Team::try_from(2).unwrap_err()),
            "team 2 is out of range 0 to 1"
        );
        assert_eq!(
            message(Players::try_from(7).unwrap_err()),
            "a table of 7 players does not exist (2 to 6)"
        );
    }
}
