//! Named values for the integers that cross the boundary, and size
//! constants. C receives these as `#define`s and enum constants; functions
//! take and return plain `uint8_t`/`uint64_t`, never these enums, so that no
//! enum is ever read from C memory.

use jass_core::{CardStyle, Expecting, GameKind, SwsStep, weis::ComparisonStep};

/// Number of cards in the pack; card indices are `0..JASS_CARD_COUNT`.
pub const JASS_CARD_COUNT: u8 = 36;

/// A card set mask holding all 36 cards (bits 0..35).
pub const JASS_CARD_SET_ALL: u64 = 0xF_FFFF_FFFF;

/// The most cards a trick holds (a trick at a table of six).
pub const JASS_TRICK_MAX: usize = 6;

const _: () = assert!(JASS_TRICK_MAX == jass_core::Players::MAX);

/// A buffer of this many bytes holds any card in any style, with its NUL.
pub const JASS_CARD_TEXT_MAX: usize = 32;

/// A buffer of this many bytes holds any card set in any style, with its NUL.
pub const JASS_CARD_SET_TEXT_MAX: usize = 1024;

/// A buffer of this many bytes holds any contract in any style, with its NUL.
pub const JASS_CONTRACT_TEXT_MAX: usize = 16;

/// Number of melds; meld indices are `0..JASS_MELD_COUNT`: the nine fours
/// by rank (six = 0 .. ace = 8), then for each suit (♦ ♥ ♠ ♣) its 28
/// sequences by length and then by lowest card. A buffer of this many
/// melds holds any list of melds.
pub const JASS_MELD_COUNT: u8 = 121;

/// The most melds one declaration of a hand of up to nine cards holds.
pub const JASS_DECLARATION_MAX: usize = 3;

/// A buffer of this many bytes holds any meld's name, with its NUL.
pub const JASS_MELD_TEXT_MAX: usize = 48;

/// "No meld": an empty slot of `jass_weis_outcome`.
pub const JASS_MELD_NONE: u8 = 255;

/// "No contract": the contract of a hand before it is named; as an argument
/// of `jass_meld_format` and `jass_meld_parse`, the natural naming of
/// sequences.
pub const JASS_CONTRACT_NONE: u8 = 255;

/// "No seat": nobody to act (the game is over), no claimant, no declarer.
pub const JASS_SEAT_NONE: u8 = 255;

/// "No team": nobody scores weis.
pub const JASS_TEAM_NONE: u8 = 255;

/// A buffer of this many actions holds every list of legal actions.
// Schieber lists at most 33: six contracts and a shove, nine cards, or a
// pass and the melds of nine cards (at most the 28 sequences of a nine-card
// run), plus four claims. Coiffeur Schieber lists at most six contracts
// per row (a joker) and a shove: 73 for twelve jokers; Differenzler lists
// every prediction from 0 to the hand's total, which its games keep at most
// 255. The Rust tests check the bound in every game they play.
pub const JASS_ACTION_MAX: usize = 256;

/// The highest Differenzler prediction a game lists: a game refuses rules
/// whose hand is worth more (⚙ `card_values`), so a prediction fits the
/// `points` field of a `jass_action`.
pub const JASS_PREDICTION_MAX: u8 = 255;

/// A buffer of this many bytes holds any action's text, with its NUL.
pub const JASS_ACTION_TEXT_MAX: usize = 64;

/// A suit index (`uint8_t`), as used by `jass_card_new` and `jass_card_suit`.
/// The order follows jass-kit: diamonds, hearts, spades, clubs.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_suit {
    /// ♦ Diamonds; Swiss-German Schilten.
    Diamonds = 0,
    /// ♥ Hearts; Swiss-German Schellen.
    Hearts = 1,
    /// ♠ Spades; Swiss-German Eicheln.
    Spades = 2,
    /// ♣ Clubs; Swiss-German Rosen.
    Clubs = 3,
}

/// A rank index (`uint8_t`) in natural order, six (0) to ace (8). A card's
/// index is `suit * 9 + rank`.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_rank {
    /// Six.
    Six = 0,
    /// Seven.
    Seven = 1,
    /// Eight.
    Eight = 2,
    /// Nine (the Näll in trump).
    Nine = 3,
    /// Ten (Banner).
    Ten = 4,
    /// Jack (Under; the Puur in trump).
    Jack = 5,
    /// Queen (Ober).
    Queen = 6,
    /// King.
    King = 7,
    /// Ace.
    Ace = 8,
}

/// A contract index (`uint8_t`): a trump suit (its suit index), Obenabe or
/// Undenufe. The same numbers as jass-kit's trump numbers.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_contract {
    /// ♦ trump (Schilten).
    Diamonds = 0,
    /// ♥ trump (Schellen).
    Hearts = 1,
    /// ♠ trump (Eicheln).
    Spades = 2,
    /// ♣ trump (Rosen).
    Clubs = 3,
    /// Obenabe (top-down, no trump).
    Obenabe = 4,
    /// Undenufe (bottom-up, no trump).
    Undenufe = 5,
}

/// How `jass_card_format` and `jass_card_set_format` write a card (`uint8_t`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_card_style {
    /// French short code: `HA`, `H10`, `C6`.
    Short = 0,
    /// Suit symbol and rank: `♥A`, `♥10`.
    Unicode = 1,
    /// English words: `ace of hearts`.
    English = 2,
    /// Swiss-German names: `Schellen Ass`.
    SwissGerman = 3,
}

impl TryFrom<u8> for jass_card_style {
    /// The rejected value.
    type Error = u8;

    fn try_from(style: u8) -> Result<jass_card_style, u8> {
        match style {
            0 => Ok(jass_card_style::Short),
            1 => Ok(jass_card_style::Unicode),
            2 => Ok(jass_card_style::English),
            3 => Ok(jass_card_style::SwissGerman),
            _ => Err(style),
        }
    }
}

impl From<jass_card_style> for CardStyle {
    fn from(style: jass_card_style) -> CardStyle {
        match style {
            jass_card_style::Short => CardStyle::Short,
            jass_card_style::Unicode => CardStyle::Unicode,
            jass_card_style::English => CardStyle::English,
            jass_card_style::SwissGerman => CardStyle::SwissGerman,
        }
    }
}

/// How `jass_contract_format` writes a contract (`uint8_t`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_contract_style {
    /// The name `jass_contract_parse` reads back: `hearts`, `obenabe`.
    Name = 0,
    /// The players' words: `trump ♥`, `Obenabe`, `Undenufe`.
    Players = 1,
}

impl TryFrom<u8> for jass_contract_style {
    /// The rejected value.
    type Error = u8;

    fn try_from(style: u8) -> Result<jass_contract_style, u8> {
        match style {
            0 => Ok(jass_contract_style::Name),
            1 => Ok(jass_contract_style::Players),
            _ => Err(style),
        }
    }
}

/// Which phase's play rules apply to a trick (`uint8_t`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_phase {
    /// The main phase of play: all of Schieber and Jass für zwei, Schmaus
    /// once the talon is gone (RULES.md §3, §6).
    Main = 0,
    /// While a Schmaus talon still has face-down cards (RULES.md §6 phase 1;
    /// ⚙ `talon_phase_free_play`).
    Talon = 1,
}

impl TryFrom<u8> for jass_phase {
    /// The rejected value.
    type Error = u8;

    fn try_from(phase: u8) -> Result<jass_phase, u8> {
        match phase {
            0 => Ok(jass_phase::Main),
            1 => Ok(jass_phase::Talon),
            _ => Err(phase),
        }
    }
}

/// The step of the weis order (RULES.md §4.2) that decides between two
/// melds, as `jass_weis_compare` reports it (`uint8_t`). The values are
/// the steps' numbers in RULES.md.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_weis_step {
    /// No step decides: the melds are equally strong, and the seat that
    /// plays first wins (step 7).
    Tie = 0,
    /// Step 1: the higher value wins.
    Value = 1,
    /// Step 2: a sequence against a four of equal value (⚙
    /// `sequence_vs_four`).
    SequenceVsFour = 2,
    /// Step 3: of two sequences of equal value the longer wins.
    Length = 3,
    /// Step 4: of two fours of equal value the higher rank wins (reversed
    /// in Undenufe).
    RankOfFour = 4,
    /// Step 5: of two sequences of equal length the higher top card wins
    /// (reversed in Undenufe).
    TopCard = 5,
    /// Step 6: of two identical sequences the one in trump wins.
    Trump = 6,
}

impl From<Option<ComparisonStep>> for jass_weis_step {
    fn from(step: Option<ComparisonStep>) -> jass_weis_step {
        match step {
            None => jass_weis_step::Tie,
            Some(ComparisonStep::Value) => jass_weis_step::Value,
            Some(ComparisonStep::SequenceVsFour) => jass_weis_step::SequenceVsFour,
            Some(ComparisonStep::Length) => jass_weis_step::Length,
            Some(ComparisonStep::RankOfFour) => jass_weis_step::RankOfFour,
            Some(ComparisonStep::TopCard) => jass_weis_step::TopCard,
            Some(ComparisonStep::Trump) => jass_weis_step::Trump,
        }
    }
}

/// Gives a C enum its list of values (`ALL`) and its checked conversion
/// from `u8` (the rejected value as the error).
macro_rules! u8_conversions {
    ($name:ident [$($variant:ident),+ $(,)?]) => {
        impl $name {
            /// Every value, in order.
            pub(crate) const ALL: &[$name] = &[$($name::$variant),+];
        }

        impl TryFrom<u8> for $name {
            /// The rejected value.
            type Error = u8;

            fn try_from(value: u8) -> Result<$name, u8> {
                $name::ALL
                    .iter()
                    .copied()
                    .find(|&variant| variant as u8 == value)
                    .ok_or(value)
            }
        }
    };
}

/// The most rows a Coiffeur table may have (`jass_game_coiffeur_sheet`).
pub const JASS_COIFFEUR_ROWS_MAX: usize = 12;

const _: () = assert!(JASS_COIFFEUR_ROWS_MAX == jass_core::CoiffeurRows::MAX);

/// Which game (`uint8_t`), as `jass_game_new` takes it.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_game_kind {
    /// Schieber: four players in two teams (RULES.md §5).
    Schieber = 0,
    /// Schmaus: two players with a talon (RULES.md §6).
    Schmaus = 1,
    /// Jass für zwei: two players, two fans of nine each (RULES.md §7).
    Zweier = 2,
    /// Coiffeur Schieber: four players in two teams, a table of rows
    /// (RULES.md §9.4).
    Coiffeur = 3,
    /// Differenzler: three or four players each on their own (RULES.md
    /// §9.1).
    Differenzler = 4,
    /// Hindersi: three or four players each on their own (RULES.md §9.2).
    Hindersi = 5,
    /// Mittlere: three players each on their own, trump founded in play
    /// (RULES.md §9.3).
    Mittlere = 6,
}

u8_conversions!(jass_game_kind [Schieber, Schmaus, Zweier, Coiffeur, Differenzler, Hindersi, Mittlere]);

impl From<jass_game_kind> for GameKind {
    fn from(kind: jass_game_kind) -> GameKind {
        match kind {
            jass_game_kind::Schieber => GameKind::Schieber,
            jass_game_kind::Schmaus => GameKind::Schmaus,
            jass_game_kind::Zweier => GameKind::Zweier,
            jass_game_kind::Coiffeur => GameKind::Coiffeur,
            jass_game_kind::Differenzler => GameKind::Differenzler,
            jass_game_kind::Hindersi => GameKind::Hindersi,
            jass_game_kind::Mittlere => GameKind::Mittlere,
        }
    }
}

impl From<GameKind> for jass_game_kind {
    fn from(kind: GameKind) -> jass_game_kind {
        match kind {
            GameKind::Schieber => jass_game_kind::Schieber,
            GameKind::Schmaus => jass_game_kind::Schmaus,
            GameKind::Zweier => jass_game_kind::Zweier,
            GameKind::Coiffeur => jass_game_kind::Coiffeur,
            GameKind::Differenzler => jass_game_kind::Differenzler,
            GameKind::Hindersi => jass_game_kind::Hindersi,
            GameKind::Mittlere => jass_game_kind::Mittlere,
        }
    }
}

/// What a `jass_action` does (`uint8_t`, its `kind` field); the other
/// fields it uses are named here, and every field it does not use is 0.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_action_kind {
    /// Name the contract in field `contract` (a `jass_contract`).
    Declare = 0,
    /// Shove the choice of contract to the partner (Schieber; in Coiffeur
    /// Schieber to the next player).
    Shove = 1,
    /// Announce the weis meld in field `meld` (an index in 0..121).
    Announce = 2,
    /// Decline: announce no weis now, or do not counter-claim.
    Pass = 3,
    /// Play the card in field `card`.
    Play = 4,
    /// Schmaus: swap the trump six for the turned-up trump card.
    Rob = 5,
    /// Claim victory for the side of the seat in field `seat`; any seat
    /// may claim at any time when claims are played.
    Claim = 6,
    /// Coiffeur Schieber: choose the row in field `row` (0-based), played as
    /// the contract in field `contract` (for Slalom and Guschti the first
    /// trick's).
    ChooseRow = 7,
    /// Differenzler: predict the card points in field `points`.
    Predict = 8,
}

u8_conversions!(jass_action_kind [Declare, Shove, Announce, Pass, Play, Rob, Claim, ChooseRow, Predict]);

/// What a game waits for (`uint8_t`), as `jass_game_expecting` reports
/// it.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_expecting {
    /// A contract or a shove.
    Declaration = 0,
    /// A weis announcement or a pass.
    Weis = 1,
    /// A card (or, in Schmaus, a rob).
    Card = 2,
    /// A counter-claim or a pass (⚙ `sws_window =
    /// first_trick_both_claim`).
    CounterClaim = 3,
    /// Nothing: the game is over.
    Nothing = 4,
    /// Differenzler: a prediction of card points.
    Prediction = 5,
}

u8_conversions!(jass_expecting [Declaration, Weis, Card, CounterClaim, Nothing, Prediction]);

impl From<Expecting> for jass_expecting {
    fn from(expecting: Expecting) -> jass_expecting {
        match expecting {
            Expecting::Declaration => jass_expecting::Declaration,
            Expecting::Weis => jass_expecting::Weis,
            Expecting::Card => jass_expecting::Card,
            Expecting::CounterClaim => jass_expecting::CounterClaim,
            Expecting::Nothing => jass_expecting::Nothing,
            Expecting::Prediction => jass_expecting::Prediction,
        }
    }
}

/// Why a game ended (`uint8_t`, field `reason` of `jass_game_outcome`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_end_reason {
    /// The winner reached the target first (⚙ `end_mode = automatic`).
    Target = 0,
    /// A valid claim: the claimant's side had reached the target.
    ValidClaim = 1,
    /// An invalid claim: the claimant's side had not reached the target
    /// and loses.
    InvalidClaim = 2,
    /// A claim judged by Stöck-Weis-Stich: the winner reached the target
    /// at the step in field `sws_step`.
    StoeckWeisStich = 3,
    /// A claim judged by Stöck-Weis-Stich in which nobody reached the
    /// target: the claimant's side loses.
    SwsNobodyReached = 4,
    /// Coiffeur Schieber: both teams have played every row; the higher
    /// total wins.
    RowsPlayed = 5,
    /// Coiffeur Schieber: both teams have played every row with equal
    /// totals, a draw (`winner` is 0 and means nothing).
    RowsTied = 6,
    /// A game each on their own (Differenzler, Hindersi, Mittlere) ended after its
    /// hands; the places are `jass_game_places`.
    HandsPlayed = 7,
}

u8_conversions!(jass_end_reason [Target, ValidClaim, InvalidClaim, StoeckWeisStich, SwsNobodyReached, RowsPlayed, RowsTied, HandsPlayed]);

/// A step of the Stöck-Weis-Stich count (`uint8_t`, field `sws_step` of
/// `jass_game_outcome`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_sws_step {
    /// Stöck held by either side.
    Stoeck = 0,
    /// The scored weis.
    Weis = 1,
    /// The card points of the first trick.
    Stich = 2,
}

u8_conversions!(jass_sws_step [Stoeck, Weis, Stich]);

/// What a written score is for (`uint8_t`, field `kind` of
/// `jass_score_entry`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_score_kind {
    /// Weis.
    Weis = 0,
    /// Stöck.
    Stoeck = 1,
    /// Card points of the tricks taken, with the last-trick bonus and the
    /// match bonus.
    Cards = 2,
}

u8_conversions!(jass_score_kind [Weis, Stoeck, Cards]);

impl From<SwsStep> for jass_sws_step {
    fn from(step: SwsStep) -> jass_sws_step {
        match step {
            SwsStep::Stoeck => jass_sws_step::Stoeck,
            SwsStep::Weis => jass_sws_step::Weis,
            SwsStep::Stich => jass_sws_step::Stich,
        }
    }
}

/// Which bot `jass_bot_new` makes (`uint8_t`).
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(
    non_camel_case_types,
    reason = "C type names are lowercase with the jass_ prefix"
)]
pub enum jass_bot_kind {
    /// Chooses uniformly among the legal actions, but claims exactly
    /// when a claim would win.
    Random = 0,
    /// Follows the sources' rules of thumb: sensible contracts, weis,
    /// leads and plays.
    RuleOfThumb = 1,
    /// Perfect-Information Monte Carlo: samples the hidden hands, solves
    /// each sample exactly and plays the best card on average
    /// (`jass_bot_new_pimc` configures it).
    Pimc = 2,
}

u8_conversions!(jass_bot_kind [Random, RuleOfThumb, Pimc]);

#[cfg(test)]
mod tests {
    use jass_core::{Card, CardSet, Contract, Rank, Suit};

    use super::*;

    #[test]
    fn c_constants_match_the_core_numbering() {
        assert_eq!(usize::from(JASS_CARD_COUNT), Card::COUNT);
        assert_eq!(JASS_CARD_SET_ALL, CardSet::ALL.mask());
        let suits = [
            jass_suit::Diamonds,
            jass_suit::Hearts,
            jass_suit::Spades,
            jass_suit::Clubs,
        ];
        for (c, core) in suits.into_iter().zip(Suit::ALL) {
            assert_eq!(c as usize, core.index(), "{core:?}");
        }
        let ranks = [
            jass_rank::Six,
            jass_rank::Seven,
            jass_rank::Eight,
            jass_rank::Nine,
            jass_rank::Ten,
            jass_rank::Jack,
            jass_rank::Queen,
            jass_rank::King,
            jass_rank::Ace,
        ];
        for (c, core) in ranks.into_iter().zip(Rank::ALL) {
            assert_eq!(c as usize, core.index(), "{core:?}");
        }
        let contracts = [
            jass_contract::Diamonds,
            jass_contract::Hearts,
            jass_contract::Spades,
            jass_contract::Clubs,
            jass_contract::Obenabe,
            jass_contract::Undenufe,
        ];
        for (c, core) in contracts.into_iter().zip(Contract::ALL) {
            assert_eq!(c as usize, core.index(), "{core:?}");
        }
    }

    #[test]
    fn style_and_phase_integers_convert_or_are_rejected() {
        for style in 0..4u8 {
            assert_eq!(jass_card_style::try_from(style).unwrap() as u8, style);
        }
        assert!(jass_card_style::try_from(4).is_err());
        assert_eq!(
            jass_contract_style::try_from(1).unwrap(),
            jass_contract_style::Players
        );
        assert!(jass_contract_style::try_from(2).is_err());
        assert_eq!(jass_phase::try_from(1).unwrap(), jass_phase::Talon);
        assert!(jass_phase::try_from(255).is_err());
    }
}
