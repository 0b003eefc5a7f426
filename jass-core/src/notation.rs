//! Card, suit, rank and contract notation.
//!
//! Parsing accepts every notation players and programs use (RULES.md §1):
//!
//! | notation | examples |
//! |---|---|
//! | French short code, suit first or rank first | `HA`, `H10`, `HT`, `c6`, `AH`, `10H` |
//! | Unicode suit symbol | `♥A`, `♥10`, `A♥`, `♡q` |
//! | English words | `ace of hearts`, `hearts ace`, `10 of clubs` |
//! | Swiss-German names | `Schellen Ass`, `Rosen-Under`, `Eicheln Banner`, `Schilten 9` |
//! | German names with French suits | `Herz Dame`, `Kreuz Bube`, `Pik König` |
//!
//! Suits map as in RULES.md §1: hearts = Schellen (bells), diamonds =
//! Schilten (shields), spades = Eicheln (acorns), clubs = Rosen (roses,
//! flowers). Case and umlauts do not matter (`Koenig`, `könig`, `KONIG`).
//!
//! Cards print as short codes by default; [`Card::styled`] chooses another
//! [`CardStyle`](crate::CardStyle).

use alloc::string::{String, ToString};
use core::str::FromStr;

use crate::card::{Card, Rank, Suit};
use crate::card_set::CardSet;
use crate::contract::Contract;
use crate::error::{ParseCardError, ParseContractError};
use crate::weis::{LENGTH_WORDS, Meld};

/// Lowercases ASCII and folds the German umlauts and the Swiss `ä` endings,
/// so that `König`, `Koenig` and `konig` compare equal.
fn fold(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars() {
        match c {
            'ä' | 'Ä' => out.push('a'),
            'ö' | 'Ö' => out.push('o'),
            'ü' | 'Ü' => out.push('u'),
            c => out.extend(c.to_lowercase()),
        }
    }
    out
}

fn suit_from_symbol(c: char) -> Option<Suit> {
    match c {
        '♦' | '♢' => Some(Suit::Diamonds),
        '♥' | '♡' => Some(Suit::Hearts),
        '♠' | '♤' => Some(Suit::Spades),
        '♣' | '♧' => Some(Suit::Clubs),
        _ => None,
    }
}

fn suit_from_word(word: &str) -> Option<Suit> {
    let folded = fold(word);
    let suit = match folded.as_str() {
        "d" | "diamond" | "diamonds" | "karo" | "schilten" | "schilte" | "schilta" | "shield"
        | "shields" => Suit::Diamonds,
        "h" | "heart" | "hearts" | "herz" | "schellen" | "schelle" | "schalla" | "bell"
        | "bells" => Suit::Hearts,
        "s" | "spade" | "spades" | "pik" | "eicheln" | "eichel" | "eichla" | "acorn" | "acorns" => {
            Suit::Spades
        }
        "c" | "club" | "clubs" | "kreuz" | "rosen" | "rose" | "roosa" | "roses" | "flower"
        | "flowers" => Suit::Clubs,
        _ => {
            let mut chars = word.chars();
            let symbol = chars.next().and_then(suit_from_symbol)?;
            return chars.next().is_none().then_some(symbol);
        }
    };
    Some(suit)
}

fn rank_from_word(word: &str) -> Option<Rank> {
    let rank = match fold(word).as_str() {
        "6" | "six" | "sechs" => Rank::Six,
        "7" | "seven" | "sieben" => Rank::Seven,
        "8" | "eight" | "acht" => Rank::Eight,
        "9" | "nine" | "neun" => Rank::Nine,
        "10" | "t" | "ten" | "zehn" | "b" | "banner" => Rank::Ten,
        "j" | "jack" | "u" | "under" | "unter" | "bube" => Rank::Jack,
        "q" | "queen" | "o" | "ober" | "dame" => Rank::Queen,
        "k" | "king" | "konig" | "koenig" => Rank::King,
        "a" | "ace" | "ass" | "as" => Rank::Ace,
        _ => return None,
    };
    Some(rank)
}

/// Reads a one-word card: a suit letter or symbol and a rank code, in
/// either order (`HA`, `H10`, `♥A`, `AH`, `10♥`).
fn card_from_word(word: &str) -> Option<Card> {
    let first = word.chars().next()?;
    let last = word.chars().next_back()?;
    let (first_len, last_len) = (first.len_utf8(), last.len_utf8());
    if word.len() <= first_len {
        return None;
    }
    let suit_first = suit_from_symbol(first)
        .or_else(|| suit_from_word(&word[..first_len]))
        .zip(rank_from_word(&word[first_len..]));
    let rank_first = || {
        suit_from_symbol(last)
            .or_else(|| suit_from_word(&word[word.len() - last_len..]))
            .zip(rank_from_word(&word[..word.len() - last_len]))
    };
    let (suit, rank) = suit_first.or_else(rank_first)?;
    Some(Card::new(suit, rank))
}

/// Reads a card written as two words, suit and rank in either order,
/// optionally joined by `of` / `von` (`ace of hearts`, `Schellen Ass`).
fn card_from_words(text: &str) -> Option<Card> {
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|w| !w.is_empty() && !matches!(fold(w).as_str(), "of" | "von"));
    let (a, b) = (words.next()?, words.next()?);
    if words.next().is_some() {
        return None;
    }
    let (suit, rank) = suit_from_word(a)
        .zip(rank_from_word(b))
        .or_else(|| suit_from_word(b).zip(rank_from_word(a)))?;
    Some(Card::new(suit, rank))
}

/// Reads a weis meld (RULES.md §4.1): its cards in any card notation
/// (`"HQ HJ H10 H9"`, `"♠J ♥J ♦J ♣J"`), or its name as
/// [`Meld`]'s `Display` writes it (`"sequence of four from ♥Q"`,
/// `"four jacks"`; case, the number written as a word or a digit, and the
/// card's notation do not matter). In Undenufe (`contract`) a sequence is
/// named from its lowest card, as [`Meld::named`] writes it.
///
/// # Errors
///
/// [`ParseCardError::InvalidMeld`] naming the text.
///
/// # Examples
///
/// ```
/// use jass_core::{Contract, Meld, Rank, Suit, notation::parse_meld};
///
/// let run = Meld::sequence(Suit::Hearts, 4, Rank::Queen);
/// assert_eq!(parse_meld("sequence of four from ♥Q", None)?, run);
/// assert_eq!(parse_meld("Sequence of 4 from HQ", None)?, run);
/// assert_eq!(parse_meld("H9 H10 HJ HQ", None)?, run);
/// assert_eq!(parse_meld("sequence of four from ♥9", Some(Contract::Undenufe))?, run);
/// assert_eq!("four jacks".parse::<Meld>()?, Meld::Four(Rank::Jack));
/// assert!(parse_meld("three of a kind", None).is_err());
/// # Ok::<(), jass_core::ParseCardError>(())
/// ```
pub fn parse_meld(text: &str, contract: Option<Contract>) -> Result<Meld, ParseCardError> {
    let invalid = || ParseCardError::InvalidMeld {
        text: text.trim().to_string(),
    };
    if let Ok(cards) = text.parse::<CardSet>() {
        return Meld::from_cards(cards).ok_or_else(invalid);
    }
    let folded = fold(text);
    let words: alloc::vec::Vec<&str> = folded.split_whitespace().collect();
    match words.as_slice() {
        ["four" | "4", rank] => Rank::ALL
            .into_iter()
            .find(|r| r.english_plural() == *rank)
            .or_else(|| rank_from_word(rank))
            .map(Meld::Four)
            .ok_or_else(invalid),
        ["sequence", "of", length, "from", card] => {
            let len = LENGTH_WORDS
                .iter()
                .position(|w| w == length)
                .and_then(|l| u8::try_from(l).ok())
                .or_else(|| length.parse::<u8>().ok())
                .ok_or_else(invalid)?;
            let from: Card = card.parse().map_err(|_| invalid())?;
            let top = if contract == Some(Contract::Undenufe) {
                (from.rank() as u8)
                    .checked_add(len.saturating_sub(1))
                    .and_then(Rank::from_index)
                    .ok_or_else(invalid)?
            } else {
                from.rank()
            };
            Meld::try_sequence(from.suit(), len, top).map_err(|_| invalid())
        }
        _ => Err(invalid()),
    }
}

impl FromStr for Meld {
    type Err = ParseCardError;

    /// Reads a meld from its cards or its name; see [`parse_meld`].
    fn from_str(text: &str) -> Result<Meld, ParseCardError> {
        parse_meld(text, None)
    }
}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads a card in any notation of the [module docs](self).
    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseCardError::Empty);
        }
        card_from_word(text)
            .or_else(|| card_from_words(text))
            .ok_or_else(|| ParseCardError::InvalidCard {
                text: text.to_string(),
            })
    }
}

impl FromStr for Suit {
    type Err = ParseCardError;

    /// Reads a suit: letter (`H`), symbol (`♥`), English (`hearts`),
    /// Swiss-German (`Schellen`) or German (`Herz`).
    fn from_str(text: &str) -> Result<Suit, ParseCardError> {
        suit_from_word(text.trim()).ok_or_else(|| ParseCardError::InvalidSuit {
            text: text.to_string(),
        })
    }
}

impl FromStr for Rank {
    type Err = ParseCardError;

    /// Reads a rank: code (`10`, `T`, `J`), English (`jack`) or Swiss-German
    /// (`Under`, `Ober`, `Banner`).
    fn from_str(text: &str) -> Result<Rank, ParseCardError> {
        rank_from_word(text.trim()).ok_or_else(|| ParseCardError::InvalidRank {
            text: text.to_string(),
        })
    }
}

impl FromStr for Contract {
    type Err = ParseContractError;

    /// Reads a contract: a trump suit in any suit notation (`hearts`, `H`,
    /// `♥`, `Schellen`, also `trump hearts`), `obenabe` (`oben`, `obe`,
    /// `top-down`, `oberrunter`) or `undenufe` (`unde`, `une`, `bottom-up`,
    /// `untenrauf`).
    fn from_str(text: &str) -> Result<Contract, ParseContractError> {
        let trimmed = text.trim();
        let folded = fold(trimmed);
        let contract = match folded.as_str() {
            "obenabe" | "oben" | "obe" | "o" | "top-down" | "topdown" | "oberrunter"
            | "oba-n-appa" | "oba" => Contract::Obenabe,
            "undenufe" | "unde" | "une" | "u" | "bottom-up" | "bottomup" | "untenrauf"
            | "unna-ufa" | "unna" => Contract::Undenufe,
            _ => {
                let suit_text = folded.strip_prefix("trump").map_or(trimmed, |_| {
                    trimmed[5..].trim_start_matches([' ', ':', '-'])
                });
                let suit = suit_from_word(suit_text).ok_or_else(|| {
                    ParseContractError::InvalidContract {
                        text: text.to_string(),
                    }
                })?;
                Contract::Trump(suit)
            }
        };
        Ok(contract)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(suit: Suit, rank: Rank) -> Card {
        Card::new(suit, rank)
    }

    #[test]
    fn short_codes_parse_with_ten_as_10_or_t() {
        assert_eq!("HA".parse(), Ok(card(Suit::Hearts, Rank::Ace)));
        assert_eq!("H10".parse(), Ok(card(Suit::Hearts, Rank::Ten)));
        assert_eq!("HT".parse(), Ok(card(Suit::Hearts, Rank::Ten)));
        assert_eq!("c6".parse(), Ok(card(Suit::Clubs, Rank::Six)));
        assert_eq!("DJ".parse(), Ok(card(Suit::Diamonds, Rank::Jack)));
        assert_eq!("AS".parse(), Ok(card(Suit::Spades, Rank::Ace)));
        assert_eq!("10C".parse(), Ok(card(Suit::Clubs, Rank::Ten)));
    }

    #[test]
    fn unicode_symbols_parse_in_either_order() {
        assert_eq!("♥A".parse(), Ok(card(Suit::Hearts, Rank::Ace)));
        assert_eq!("♠10".parse(), Ok(card(Suit::Spades, Rank::Ten)));
        assert_eq!("Q♦".parse(), Ok(card(Suit::Diamonds, Rank::Queen)));
        assert_eq!("♧k".parse(), Ok(card(Suit::Clubs, Rank::King)));
    }

    #[test]
    fn swiss_german_names_map_as_in_rules_section_1() {
        assert_eq!("Schellen Ass".parse(), Ok(card(Suit::Hearts, Rank::Ace)));
        assert_eq!(
            "Schilten Banner".parse(),
            Ok(card(Suit::Diamonds, Rank::Ten))
        );
        assert_eq!("Eicheln Ober".parse(), Ok(card(Suit::Spades, Rank::Queen)));
        assert_eq!("Rosen-Under".parse(), Ok(card(Suit::Clubs, Rank::Jack)));
        assert_eq!("Rosen 7".parse(), Ok(card(Suit::Clubs, Rank::Seven)));
        assert_eq!("Eichel König".parse(), Ok(card(Suit::Spades, Rank::King)));
        assert_eq!("eichel koenig".parse(), Ok(card(Suit::Spades, Rank::King)));
    }

    #[test]
    fn english_names_parse() {
        assert_eq!("ace of hearts".parse(), Ok(card(Suit::Hearts, Rank::Ace)));
        assert_eq!("Ten of Clubs".parse(), Ok(card(Suit::Clubs, Rank::Ten)));
        assert_eq!("spades jack".parse(), Ok(card(Suit::Spades, Rank::Jack)));
        assert_eq!(
            "Queen of bells".parse(),
            Ok(card(Suit::Hearts, Rank::Queen))
        );
    }

    #[test]
    fn every_card_reads_back_in_every_style() {
        use crate::card::CardStyle;
        for index in 0..36 {
            let c = Card::from_index(index);
            for style in [
                CardStyle::Short,
                CardStyle::Unicode,
                CardStyle::English,
                CardStyle::SwissGerman,
            ] {
                let text = c.styled(style).to_string();
                assert_eq!(text.parse::<Card>(), Ok(c), "{text}");
            }
        }
    }

    #[test]
    fn bad_text_is_rejected_with_the_text() {
        assert_eq!("".parse::<Card>(), Err(ParseCardError::Empty));
        assert_eq!(
            "X5".parse::<Card>(),
            Err(ParseCardError::InvalidCard { text: "X5".into() })
        );
        assert!("H5".parse::<Card>().is_err());
        assert!("H".parse::<Card>().is_err());
        assert!("ace of hearts and more".parse::<Card>().is_err());
        assert!("HAA".parse::<Card>().is_err());
    }

    #[test]
    fn every_meld_reads_back_from_its_name_and_its_cards() {
        for index in 0..121 {
            let meld = Meld::from_index(index).unwrap();
            assert_eq!(meld.to_string().parse::<Meld>(), Ok(meld));
            assert_eq!(meld.cards().to_string().parse::<Meld>(), Ok(meld));
            let undenufe = meld.named(Contract::Undenufe).to_string();
            assert_eq!(
                parse_meld(&undenufe, Some(Contract::Undenufe)),
                Ok(meld),
                "{undenufe}"
            );
        }
        assert!("HA HK".parse::<Meld>().is_err());
        assert!("sequence of ten from ♥A".parse::<Meld>().is_err());
        assert!("sequence of three from ♥7".parse::<Meld>().is_err());
    }

    #[test]
    fn contracts_parse_from_every_notation() {
        assert_eq!("hearts".parse(), Ok(Contract::Trump(Suit::Hearts)));
        assert_eq!("H".parse(), Ok(Contract::Trump(Suit::Hearts)));
        assert_eq!("♣".parse(), Ok(Contract::Trump(Suit::Clubs)));
        assert_eq!("Rosen".parse(), Ok(Contract::Trump(Suit::Clubs)));
        assert_eq!("trump spades".parse(), Ok(Contract::Trump(Suit::Spades)));
        assert_eq!("Obenabe".parse(), Ok(Contract::Obenabe));
        assert_eq!("top-down".parse(), Ok(Contract::Obenabe));
        assert_eq!("undenufe".parse(), Ok(Contract::Undenufe));
        assert_eq!("Untenrauf".parse(), Ok(Contract::Undenufe));
        assert!("notrump".parse::<Contract>().is_err());
    }

    #[test]
    fn suits_and_ranks_parse_alone() {
        assert_eq!("♠".parse(), Ok(Suit::Spades));
        assert_eq!("Schilten".parse(), Ok(Suit::Diamonds));
        assert_eq!("Banner".parse(), Ok(Rank::Ten));
        assert_eq!("T".parse(), Ok(Rank::Ten));
        assert!("Z".parse::<Suit>().is_err());
        assert!("11".parse::<Rank>().is_err());
    }
}
