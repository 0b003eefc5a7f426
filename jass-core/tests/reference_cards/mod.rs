//! Cards in a trick, for the references of whole games
//! (`reference_tables.rs`, `reference_zweier.rs`, `reference_schmaus.rs`,
//! `reference_coiffeur.rs`, `reference_solo_games.rs`): a card's strength
//! in a trick, the cards a player may play to it and their points under a
//! contract, as RULES.md §2 and §3 list them, written from the rule text
//! and not from the engine's tables.

use jass_core::{
    Card, CardSet, Contract, DuplicateMelds, JassRng, Packs, Players, Rank, Rules, Suit,
    UndenufeValues, Undertrump,
};

/// A card's strength in a trick (RULES.md §2, §3): trumps above everything
/// (J 9 A K Q 10 8 7 6), then the suit led (A high in Obenabe and in a side
/// suit, 6 high in Undenufe); any other card cannot win (0).
pub(crate) fn strength(card: Card, led: Suit, contract: Contract) -> u32 {
    const TRUMP_ORDER: [Rank; 9] = [
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Ten,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
        Rank::Nine,
        Rank::Jack,
    ];
    let natural = card.rank().index() as u32 + 1;
    match contract {
        Contract::Trump(trump) if card.suit() == trump => {
            20 + TRUMP_ORDER.iter().position(|&r| r == card.rank()).unwrap() as u32
        }
        _ if card.suit() != led => 0,
        Contract::Undenufe => 10 - natural,
        _ => natural,
    }
}

/// A card's points under the contract (RULES.md §2): trump J 20, 9 14;
/// A 11, K 4, Q 3, J 2, 10 10; in Obenabe and Undenufe every 8 counts 8;
/// ⚙ `undenufe_values` gives 11 to the six or the ace in Undenufe; ⚙
/// `card_values` replaces the tables.
pub(crate) fn card_points(card: Card, contract: Contract, rules: &Rules) -> u32 {
    let rank = card.rank();
    if let Some(values) = rules.card_values {
        let table = match contract {
            Contract::Trump(trump) if card.suit() == trump => values.trump,
            Contract::Trump(_) => values.side,
            Contract::Obenabe => values.obenabe,
            Contract::Undenufe => values.undenufe,
        };
        return u32::from(table[rank.index()]);
    }
    let trump = contract.trump() == Some(card.suit());
    match (rank, contract) {
        (Rank::Jack, _) if trump => 20,
        (Rank::Nine, _) if trump => 14,
        (Rank::Eight, Contract::Obenabe | Contract::Undenufe) => 8,
        (Rank::Six, Contract::Undenufe) if rules.undenufe_values == UndenufeValues::SixEleven => 11,
        (Rank::Ace, Contract::Undenufe) if rules.undenufe_values == UndenufeValues::SixEleven => 0,
        (Rank::Ace, _) => 11,
        (Rank::King, _) => 4,
        (Rank::Queen, _) => 3,
        (Rank::Jack, _) => 2,
        (Rank::Ten, _) => 10,
        _ => 0,
    }
}

/// The last trick's bonus (RULES.md §2): 5, or ⚙ `card_values`' own (in
/// Jass für zwei it comes with the 18th trick, §7).
pub(crate) fn last_trick_bonus(rules: &Rules) -> u32 {
    rules.card_values.map_or(5, |v| u32::from(v.last_trick))
}

/// The cards a player holding `hand` (its different cards) may play to
/// `trick` (the cards so far, the first led) when `trump` is the trump
/// suit, if any: RULES.md §3.1 to §3.3 under ⚙ `trump_when_able_to_follow`,
/// `undertrump`, `puur_exempt` and `must_overtrump_on_trump_lead`. A trump
/// identical to the highest in the trick beats it (the double pack's "the
/// later of two identical cards wins", appendix "The double pack"); with
/// one pack no card held is in the trick, so `>=` is `>` there.
pub(crate) fn legal(hand: CardSet, trick: &[Card], trump: Option<Suit>, rules: &Rules) -> CardSet {
    let Some(&first) = trick.first() else {
        return hand; // any card may be led
    };
    let led = first.suit();
    let of = |suit: Suit| -> CardSet { hand.iter().filter(|c| c.suit() == suit).collect() };
    let following = of(led);
    let Some(t) = trump else {
        // §3.1: follow suit if you can, else any card.
        return if following.is_empty() {
            hand
        } else {
            following
        };
    };
    let trumps = of(t);
    let puur = Card::new(t, Rank::Jack);
    let trump_strength = |c: Card| strength(c, led, Contract::Trump(t));
    let highest_trump = trick
        .iter()
        .filter(|c| c.suit() == t)
        .map(|&c| trump_strength(c))
        .max();
    let beats = |c: Card| highest_trump.is_none_or(|h| trump_strength(c) >= h);
    if led == t {
        // §3.3: trump led.
        if trumps.is_empty() {
            return hand;
        }
        if rules.puur_exempt && trumps == CardSet::single(puur) {
            return hand; // the Puur is never forced
        }
        if !rules.must_overtrump_on_trump_lead || trumps == hand {
            return trumps;
        }
        // Stichzwang: beat if you can, but never forced to beat with the
        // Puur (with ⚙ `puur_exempt`).
        let beaters: CardSet = trumps.iter().filter(|&c| beats(c)).collect();
        let forced: CardSet = if rules.puur_exempt {
            beaters.iter().filter(|&c| c != puur).collect()
        } else {
            beaters
        };
        return if forced.is_empty() { trumps } else { beaters };
    }
    // §3.2: a side suit led.
    if !following.is_empty() {
        // Follow suit, or trump (only over the trumps in the trick: a
        // holder of the suit led never undertrumps, strict or weak).
        let mut allowed = following;
        if rules.trump_when_able_to_follow {
            for c in trumps.iter().filter(|&c| beats(c)) {
                let _ = allowed.insert(c);
            }
        }
        return allowed;
    }
    // Void in the suit led: any card, but for the strict undertrump rule.
    match rules.undertrump {
        Undertrump::Weak => hand,
        Undertrump::Strict => {
            if trumps == hand {
                hand
            } else {
                hand.iter().filter(|&c| c.suit() != t || beats(c)).collect()
            }
        }
    }
}

/// ⚙ `players`, `removed_card`, `packs` and `duplicate_melds`, the options
/// of Schieber's larger tables, drawn on top of `rules` one time in two.
/// Schmaus and Jass für zwei do not read them (docs/RULES.md, appendix
/// "Tables of five and six"), so their references, which do not read them
/// either, draw them to check that.
#[allow(dead_code, reason = "for the references of the games for two only")]
pub(crate) fn draw_unread_table_options(rules: Rules, rng: &mut JassRng) -> Rules {
    let mut pick = |n: u32| rng.below(n);
    if pick(2) == 0 {
        return rules;
    }
    let players = [Players::Four, Players::Five, Players::Six][pick(3) as usize];
    let packs = [Packs::One, Packs::Two][pick(2) as usize];
    let melds = [DuplicateMelds::None, DuplicateMelds::DistinctCards][pick(2) as usize];
    rules
        .with_players(players)
        .with_removed_card(Card::from_index(pick(36) as u8))
        .with_packs(packs)
        .with_duplicate_melds(melds)
}
