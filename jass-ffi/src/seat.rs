//! Seats (`uint8_t`, 0..players in play order, at most 0..6) and teams
//! (`uint8_t`, 0..2).

use jass_core::{Players, Seat};

use crate::error::{Error, jass_result};

/// A seat of a table of `players` (2, 3, 4, 5 or 6), with the table.
fn seat_at_table(seat: u8, players: u8) -> Result<(Seat, Players), Error> {
    let Some(table) = Players::from_count(usize::from(players)) else {
        return Err(Error::invalid(format!(
            "players is {players}, but a table has 2, 3, 4, 5 or 6"
        )));
    };
    Ok((table.seat(seat)?, table))
}

/// Writes the seat that plays after `seat` at a table of `players` (2, 3, 4,
/// 5 or 6) to `*out_seat`: the player to the right, as Jass is played
/// counter-clockwise.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` if `seat` is not below `players`.
///
/// # Safety
///
/// `out_seat` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_seat_next(seat: u8, players: u8, out_seat: *mut u8) -> jass_result {
    ffi!(out_seat: out => {
        let (seat, table) = seat_at_table(seat, players)?;
        let next = seat.advance(1, table);
        out_seat.write(next as u8);
        Ok(())
    })
}

/// Writes the partner of `seat` (0..4) at a four-player table, the opposite
/// seat, to `*out_seat`.
///
/// Returns `JASS_RESULT_SEAT_OUT_OF_RANGE` for a seat from 4 on.
///
/// # Safety
///
/// `out_seat` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_seat_partner(seat: u8, out_seat: *mut u8) -> jass_result {
    ffi!(out_seat: out => {
        let (seat, _) = seat_at_table(seat, 4)?;
        let partner = seat.partner();
        out_seat.write(partner as u8);
        Ok(())
    })
}

/// Writes the team of `seat` (0..6) to `*out_team` when teams alternate
/// round the table: even seats are team 0, odd seats team 1 (at a table of
/// five the Chnächt, seat 4, plays for the declarer instead:
/// `jass_game_team_of`).
///
/// # Safety
///
/// `out_team` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_seat_team(seat: u8, out_team: *mut u8) -> jass_result {
    ffi!(out_team: out => {
        let team = Seat::try_from(seat)?.team();
        out_team.write(team.index() as u8);
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use std::ptr;

    use super::*;

    #[test]
    fn play_passes_to_the_right_around_the_table() {
        let mut next = 9;
        // SAFETY: a writable local; NULL is rejected first.
        unsafe {
            assert_eq!(jass_seat_next(3, 4, &raw mut next), jass_result::Ok);
            assert_eq!(next, 0);
            assert_eq!(jass_seat_next(1, 4, &raw mut next), jass_result::Ok);
            assert_eq!(next, 2);
            assert_eq!(jass_seat_next(1, 2, &raw mut next), jass_result::Ok);
            assert_eq!(next, 0);
            assert_eq!(
                jass_seat_next(2, 2, &raw mut next),
                jass_result::SeatOutOfRange
            );
            assert_eq!(
                jass_seat_next(4, 4, &raw mut next),
                jass_result::SeatOutOfRange
            );
            assert_eq!(jass_seat_next(2, 3, &raw mut next), jass_result::Ok);
            assert_eq!(next, 0);
            assert_eq!(
                jass_seat_next(0, 7, &raw mut next),
                jass_result::InvalidArgument
            );
            assert_eq!(
                jass_seat_next(0, 4, ptr::null_mut()),
                jass_result::NullPointer
            );
        }
        assert_eq!(next, 0);
    }

    #[test]
    fn partners_sit_opposite_and_share_a_team() {
        let (mut partner, mut team, mut partner_team) = (9, 9, 9);
        for seat in 0..4 {
            // SAFETY: writable locals.
            unsafe {
                assert_eq!(jass_seat_partner(seat, &raw mut partner), jass_result::Ok);
                assert_eq!(jass_seat_team(seat, &raw mut team), jass_result::Ok);
                assert_eq!(
                    jass_seat_team(partner, &raw mut partner_team),
                    jass_result::Ok
                );
            }
            assert_eq!(partner, (seat + 2) % 4);
            assert_eq!(team, seat % 2);
            assert_eq!(team, partner_team);
        }
        // SAFETY: writable locals; NULL is rejected first.
        unsafe {
            assert_eq!(
                jass_seat_partner(4, &raw mut partner),
                jass_result::SeatOutOfRange
            );
            assert_eq!(
                jass_seat_team(255, &raw mut team),
                jass_result::SeatOutOfRange
            );
            assert_eq!(
                jass_seat_partner(0, ptr::null_mut()),
                jass_result::NullPointer
            );
            assert_eq!(jass_seat_team(0, ptr::null_mut()), jass_result::NullPointer);
        }
    }
}
