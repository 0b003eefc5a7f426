//! Cards (`uint8_t`), card sets (`uint64_t`) and contracts (`uint8_t`):
//! notation, formatting and index conversions.

use std::ffi::c_char;
use std::fmt::Write as _;

use jass_core::{Card, CardSet, CardStyle, Contract, Rank, Suit};

use crate::convert;
use crate::error::jass_result;
use crate::types::jass_contract_style;

/// Reads a card in any notation (`"HA"`, `"H10"`, `"HT"`, `"♥A"`, `"A♥"`,
/// `"ace of hearts"`, `"Schellen Ass"`, `"Herz Dame"`; case and umlauts do
/// not matter) and writes its index (`suit * 9 + rank`) to `*out_card`.
///
/// Returns `JASS_RESULT_INVALID_CARD` for text that is not a card,
/// `JASS_RESULT_INVALID_UTF8` for bytes that are not UTF-8.
///
/// # Safety
///
/// `text` is a NUL-terminated string; `out_card` points to a writable
/// `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_parse(text: *const c_char, out_card: *mut u8) -> jass_result {
    ffi!(text: c_str, out_card: out => {
        let card: Card = text.parse()?;
        out_card.write(card.index());
        Ok(())
    })
}

/// Writes `card` in `style` (a `jass_card_style`) into `buf` as a
/// NUL-terminated UTF-8 string: `"H10"`, `"♥10"`, `"ten of hearts"`,
/// `"Schellen Banner"`.
///
/// A buffer of `JASS_CARD_TEXT_MAX` bytes is always enough; a shorter one
/// that cannot hold the text gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched.
///
/// # Safety
///
/// `buf` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_format(
    card: u8,
    style: u8,
    buf: *mut c_char,
    len: usize,
) -> jass_result {
    ffi!(buf: text_buf(len) => {
        let card = convert::card(card)?;
        let style = convert::card_style(style)?;
        let text = card.styled(style).to_string();
        buf.write(&text)
    })
}

/// Writes the card of `suit` (a `jass_suit`, 0..4) and `rank` (a
/// `jass_rank`, 0..9) to `*out_card`.
///
/// # Safety
///
/// `out_card` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_new(suit: u8, rank: u8, out_card: *mut u8) -> jass_result {
    ffi!(out_card: out => {
        let card = Card::new(Suit::try_from(suit)?, Rank::try_from(rank)?);
        out_card.write(card.index());
        Ok(())
    })
}

/// Writes the suit index (a `jass_suit`) of `card` to `*out_suit`.
///
/// # Safety
///
/// `out_suit` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_suit(card: u8, out_suit: *mut u8) -> jass_result {
    ffi!(out_suit: out => {
        let suit = convert::card(card)?.suit();
        out_suit.write(suit as u8);
        Ok(())
    })
}

/// Writes the rank index (a `jass_rank`, six = 0 .. ace = 8) of `card` to
/// `*out_rank`.
///
/// # Safety
///
/// `out_rank` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_rank(card: u8, out_rank: *mut u8) -> jass_result {
    ffi!(out_rank: out => {
        let rank = convert::card(card)?.rank();
        out_rank.write(rank as u8);
        Ok(())
    })
}

/// Writes the jass-kit index of `card` to `*out_index`. jass-kit numbers
/// ranks high to low within a suit: `DA` = 0, `DK` = 1 … `D6` = 8, `HA` = 9
/// … `C6` = 35.
///
/// # Safety
///
/// `out_index` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_to_jasskit(card: u8, out_index: *mut u8) -> jass_result {
    ffi!(out_index: out => {
        let index = convert::card(card)?.jasskit_index();
        out_index.write(index);
        Ok(())
    })
}

/// Writes the card with jass-kit index `index` (0..36) to `*out_card`.
///
/// # Safety
///
/// `out_card` points to a writable `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_from_jasskit(index: u8, out_card: *mut u8) -> jass_result {
    ffi!(out_card: out => {
        let card = Card::from_jasskit_index(index)?;
        out_card.write(card.index());
        Ok(())
    })
}

/// Reads a card set: cards in one-word notations separated by spaces or
/// commas (`"HA H10 ♠K"`, `"HA,HT"`); the empty text is the empty set.
/// Writes the mask (bit `i` = card index `i`) to `*out_set`.
///
/// Returns `JASS_RESULT_DUPLICATE_CARD` if a card is listed twice.
///
/// # Safety
///
/// `text` is a NUL-terminated string; `out_set` points to a writable
/// `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_parse(
    text: *const c_char,
    out_set: *mut u64,
) -> jass_result {
    ffi!(text: c_str, out_set: out => {
        let set: CardSet = text.parse()?;
        out_set.write(set.mask());
        Ok(())
    })
}

/// Writes the cards of `set` in index order and in `style` (a
/// `jass_card_style`) into `buf` as a NUL-terminated UTF-8 string. One-word
/// styles are separated by spaces (`"H10 HA"`, which `jass_card_set_parse`
/// reads back); English and Swiss-German names by `", "`. The empty set is
/// the empty string.
///
/// A buffer of `JASS_CARD_SET_TEXT_MAX` bytes is always enough; a shorter
/// one that cannot hold the text gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched.
///
/// # Safety
///
/// `buf` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_format(
    set: u64,
    style: u8,
    buf: *mut c_char,
    len: usize,
) -> jass_result {
    ffi!(buf: text_buf(len) => {
        let set = convert::card_set(set)?;
        let style = convert::card_style(style)?;
        let text = format_set(set, style);
        buf.write(&text)
    })
}

fn format_set(set: CardSet, style: CardStyle) -> String {
    let separator = match style {
        CardStyle::Short | CardStyle::Unicode => " ",
        _ => ", ",
    };
    let mut text = String::new();
    for (i, card) in set.iter().enumerate() {
        if i > 0 {
            text.push_str(separator);
        }
        let _ = write!(text, "{}", card.styled(style));
    }
    text
}

/// Checks that `set` is a card set: `JASS_RESULT_OK` if it has no bit above
/// bit 35, `JASS_RESULT_CARD_SET_OUT_OF_RANGE` otherwise.
#[unsafe(no_mangle)]
pub extern "C" fn jass_card_set_validate(set: u64) -> jass_result {
    ffi!(=> {
        convert::card_set(set)?;
        Ok(())
    })
}

/// Builds a card set from `len` card indices at `cards` and writes its mask
/// to `*out_set`. `cards` may be NULL when `len` is 0.
///
/// Returns `JASS_RESULT_CARD_OUT_OF_RANGE` for an index of 36 or more and
/// `JASS_RESULT_DUPLICATE_CARD` for a card listed twice.
///
/// # Safety
///
/// `cards` points to `len` readable bytes (or `len` is 0); `out_set` points
/// to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_from_cards(
    cards: *const u8,
    len: usize,
    out_set: *mut u64,
) -> jass_result {
    ffi!(out_set: out, cards: slice(len) => {
        let indices = cards.get()?;
        let cards = indices.iter().map(|&i| convert::card(i)).collect::<Result<Vec<_>, _>>()?;
        let set = CardSet::try_from_cards(cards)?;
        out_set.write(set.mask());
        Ok(())
    })
}

/// Writes the card indices of `set` in index order into `buf` (room for
/// `len` cards) and their number to `*out_len`.
///
/// 36 entries are always enough; a shorter buffer that cannot hold the set
/// gives `JASS_RESULT_BUFFER_TOO_SMALL` and is left untouched.
///
/// # Safety
///
/// `buf` points to `len` writable bytes; `out_len` points to a writable
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_to_cards(
    set: u64,
    buf: *mut u8,
    len: usize,
    out_len: *mut usize,
) -> jass_result {
    ffi!(buf: buf(len), out_len: out => {
        let set = convert::card_set(set)?;
        let cards: Vec<u8> = set.iter().map(Card::index).collect();
        buf.write_all(&cards)?;
        out_len.write(cards.len());
        Ok(())
    })
}

/// Writes the jass-kit mask of `set` (bit = jass-kit card index) to
/// `*out_mask`.
///
/// # Safety
///
/// `out_mask` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_to_jasskit(set: u64, out_mask: *mut u64) -> jass_result {
    ffi!(out_mask: out => {
        let mask = convert::card_set(set)?.to_jasskit_mask();
        out_mask.write(mask);
        Ok(())
    })
}

/// Writes the card set of a jass-kit mask (bit = jass-kit card index) to
/// `*out_set`.
///
/// # Safety
///
/// `out_set` points to a writable `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_card_set_from_jasskit(mask: u64, out_set: *mut u64) -> jass_result {
    ffi!(out_set: out => {
        let set = CardSet::from_jasskit_mask(mask)?;
        out_set.write(set.mask());
        Ok(())
    })
}

/// Reads a contract: a trump suit in any suit notation (`"hearts"`, `"H"`,
/// `"♥"`, `"Schellen"`, `"trump hearts"`), `"obenabe"` (`"oben"`,
/// `"top-down"`) or `"undenufe"` (`"unde"`, `"bottom-up"`), and writes its
/// index (a `jass_contract`) to `*out_contract`.
///
/// # Safety
///
/// `text` is a NUL-terminated string; `out_contract` points to a writable
/// `uint8_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_contract_parse(
    text: *const c_char,
    out_contract: *mut u8,
) -> jass_result {
    ffi!(text: c_str, out_contract: out => {
        let contract: Contract = text.parse()?;
        out_contract.write(contract.index() as u8);
        Ok(())
    })
}

/// Writes `contract` (a `jass_contract`, 0..6) in `style` (a
/// `jass_contract_style`) into `buf` as a NUL-terminated UTF-8 string:
/// `"hearts"` / `"trump ♥"`, `"obenabe"` / `"Obenabe"`.
///
/// A buffer of `JASS_CONTRACT_TEXT_MAX` bytes is always enough; a shorter
/// one that cannot hold the text gives `JASS_RESULT_BUFFER_TOO_SMALL` and is
/// left untouched.
///
/// # Safety
///
/// `buf` points to `len` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jass_contract_format(
    contract: u8,
    style: u8,
    buf: *mut c_char,
    len: usize,
) -> jass_result {
    ffi!(buf: text_buf(len) => {
        let contract = convert::contract(contract)?;
        let text = match convert::contract_style(style)? {
            jass_contract_style::Name => format!("{contract}"),
            jass_contract_style::Players => format!("{contract:#}"),
        };
        buf.write(&text)
    })
}

#[cfg(test)]
mod tests;
