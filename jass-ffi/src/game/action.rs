//! Actions as a small plain struct (`jass_action`): conversion from and to
//! jass-core's `Action`, and formatting.

use std::ffi::c_char;

use jass_core::{Action, Seat};

use crate::convert;
use crate::error::{Error, jass_result};
use crate::types::jass_action_kind;

/// An action, as plain integers: `kind` is a `jass_action_kind`, and the
/// field it names holds the action's argument (a card, a contract, a meld
/// index, a seat, a row and a contract, or a prediction's points). Every
/// field the kind does not use is 0, so equal actions are equal byte for
/// byte.
///
/// `jass_game_legal_actions` and `jass_bot_choose` write actions; the
/// library checks every action it is given and refuses one with a field out
/// of range or an unused field that is not 0 (`JASS_RESULT_INVALID_ARGUMENT`
/// and the range codes of cards, contracts, melds and seats).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub struct jass_action {
    /// What the action does: a `jass_action_kind`.
    pub kind: u8,
    /// The card played (`JASS_ACTION_KIND_PLAY`).
    pub card: u8,
    /// The contract named (`JASS_ACTION_KIND_DECLARE`,
    /// `JASS_ACTION_KIND_CHOOSE_ROW`), a `jass_contract`.
    pub contract: u8,
    /// The meld announced (`JASS_ACTION_KIND_ANNOUNCE`), an index in 0..121.
    pub meld: u8,
    /// The seat that claims (`JASS_ACTION_KIND_CLAIM`).
    pub seat: u8,
    /// The row chosen (`JASS_ACTION_KIND_CHOOSE_ROW`), 0-based.
    pub row: u8,
    /// The card points predicted (`JASS_ACTION_KIND_PREDICT`, Differenzler;
    /// a game never lists a prediction above 255, `JASS_PREDICTION_MAX`).
    pub points: u8,
}

impl From<Action> for jass_action {
    fn from(action: Action) -> jass_action {
        let kind = |kind: jass_action_kind| jass_action {
            kind: kind as u8,
            ..jass_action::default()
        };
        match action {
            Action::Declare(contract) => jass_action {
                contract: contract.index() as u8,
                ..kind(jass_action_kind::Declare)
            },
            Action::Shove => kind(jass_action_kind::Shove),
            Action::Announce(meld) => jass_action {
                meld: convert::meld_index(meld),
                ..kind(jass_action_kind::Announce)
            },
            Action::Pass => kind(jass_action_kind::Pass),
            Action::Play(card) => jass_action {
                card: card.index(),
                ..kind(jass_action_kind::Play)
            },
            Action::Rob => kind(jass_action_kind::Rob),
            Action::Claim(seat) => jass_action {
                seat: u8::from(seat),
                ..kind(jass_action_kind::Claim)
            },
            Action::ChooseRow { row, contract } => jass_action {
                row,
                contract: contract.index() as u8,
                ..kind(jass_action_kind::ChooseRow)
            },
            // A game refuses rules that would allow a prediction above 255.
            Action::Predict(points) => jass_action {
                points: u8::try_from(points).unwrap_or(u8::MAX),
                ..kind(jass_action_kind::Predict)
            },
        }
    }
}

impl jass_action {
    /// The action this struct describes: each field converted with
    /// `TryFrom` and range-checked, every unused field 0.
    pub(crate) fn to_action(self) -> Result<Action, Error> {
        let action = self;
        let kind = jass_action_kind::try_from(action.kind).map_err(|kind| {
            Error::invalid(format!(
                "action kind {kind} is out of range 0 to {}",
                jass_action_kind::ALL.len() - 1
            ))
        })?;
        let fields = [
            ("card", action.card, [jass_action_kind::Play; 2]),
            (
                "contract",
                action.contract,
                [jass_action_kind::Declare, jass_action_kind::ChooseRow],
            ),
            ("meld", action.meld, [jass_action_kind::Announce; 2]),
            ("seat", action.seat, [jass_action_kind::Claim; 2]),
            ("row", action.row, [jass_action_kind::ChooseRow; 2]),
            ("points", action.points, [jass_action_kind::Predict; 2]),
        ];
        for (name, value, users) in fields {
            if value != 0 && !users.contains(&kind) {
                return Err(Error::invalid(format!(
                    "field {name} of a {kind:?} action is {value}, but must be 0"
                )));
            }
        }
        Ok(match kind {
            jass_action_kind::Declare => Action::Declare(convert::contract(action.contract)?),
            jass_action_kind::Shove => Action::Shove,
            jass_action_kind::Announce => Action::Announce(convert::meld(action.meld)?),
            jass_action_kind::Pass => Action::Pass,
            jass_action_kind::Play => Action::Play(convert::card(action.card)?),
            jass_action_kind::Rob => Action::Rob,
            jass_action_kind::Claim => Action::Claim(Seat::try_from(action.seat)?),
            jass_action_kind::ChooseRow => Action::ChooseRow {
                row: action.row,
                contract: convert::contract(action.contract)?,
            },
            jass_action_kind::Predict => Action::Predict(u16::from(action.points)),
        })
    }
}

/// Writes `action` in players' words into `buf` as a NUL-terminated UTF-8
/// string: `"play ♥10"`, `"declare trump ♠"`, `"shove"`, `"announce four
/// jacks"`, `"pass"`, `"rob"`, `"claim (seat 2)"`, `"choose row 8
/// (Obenabe)"`, `"predict 48"`.
///
/// A buffer of `JASS_ACTION_TEXT_MAX` bytes is always enough; a shorter one
/// that cannot hold the text gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched. A malformed action gives the codes of `jass_game_apply`.
///
/// # Safety
///
/// `buf` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_action_format(
    action: jass_action,
    buf: *mut c_char,
    len: usize,
) -> jass_result {
    ffi!(buf: text_buf(len) => {
        let action = action.to_action()?;
        buf.write(&action.to_string())
    })
}
