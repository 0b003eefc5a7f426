//! Card points (RULES.md §2): the points of a rank in a suit.

use jass_core::{Card, Contract, PointTable, Rank, Rules, Suit};

/// The points of a rank in a suit are those of its card: trump and side
/// suits differ (§2).
#[test]
fn a_rank_in_a_suit_counts_as_its_card() {
    let rules = Rules::schieber();
    for contract in Contract::ALL {
        let table = PointTable::new(contract, &rules);
        for suit in Suit::ALL {
            for rank in Rank::ALL {
                assert_eq!(
                    table.rank_in_suit(suit, rank),
                    table.card(Card::new(suit, rank))
                );
            }
        }
    }
    let hearts = PointTable::new(Contract::Trump(Suit::Hearts), &rules);
    assert_eq!(hearts.rank_in_suit(Suit::Hearts, Rank::Jack), 20);
    assert_eq!(hearts.rank_in_suit(Suit::Clubs, Rank::Jack), 2);
    assert_eq!(hearts.rank_in_suit(Suit::Hearts, Rank::Nine), 14);
}
