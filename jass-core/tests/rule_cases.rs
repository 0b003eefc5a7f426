//! Rule cases in card notation, each citing the RULES.md section it checks:
//! legal cards (§3, §6), trick winners (§3, §2, §5.2), points (§2), claims
//! (§5.1), and the rules of the tables of five and six (§5.2).

#[allow(dead_code, reason = "only the text helpers are used here")]
mod common;

use jass_core::{
    Action, BySeat, ByTeam, Card, CardSet, CardValues, ClaimCounts, Contract, EndMode,
    FirstForehand, Game, Hand, PartialTrick, PlayError, PlayRules, Players, PointTable, Rules,
    SchieberGame, SchieberHand, Seat, Suit, Team, TrickPlace, TricksWon, UndenufeValues,
    Undertrump, check_play,
    game::EndReason,
    hand_points, is_legal, legal_cards,
    solver::{self, Position},
    trick_winner,
};

use common::card_list;

/// Which play rules a case uses.
#[derive(Clone, Copy, Debug)]
enum Play {
    /// `Rules::schieber().play()` ([000], the default).
    Schieber,
    /// Schieber with the weak undertrump rule ([002]).
    Weak,
    /// Schieber where trumping while holding the suit led is not allowed ([003]).
    MustFollow,
    /// Schieber with "Stichzwang" on trump leads ([003]).
    Stichzwang,
    /// Schieber where the Puur may be forced.
    PuurForced,
    /// Stichzwang where the Puur may be forced.
    StichzwangPuurForced,
    /// Schmaus phase 1 (talon on the table).
    SchmausPhase1,
    /// Schmaus phase 2.
    SchmausPhase2,
    /// Jass für zwei ([003]'s rules).
    Zweier,
}

impl Play {
    fn rules(self) -> PlayRules {
        let schieber = Rules::schieber();
        match self {
            Play::Schieber => schieber.play(),
            Play::Weak => schieber.with_undertrump(Undertrump::Weak).play(),
            Play::MustFollow => schieber.with_trump_when_able_to_follow(false).play(),
            Play::Stichzwang => schieber.with_must_overtrump_on_trump_lead(true).play(),
            Play::PuurForced => schieber.with_puur_exempt(false).play(),
            Play::StichzwangPuurForced => schieber
                .with_must_overtrump_on_trump_lead(true)
                .with_puur_exempt(false)
                .play(),
            Play::SchmausPhase1 => Rules::schmaus().talon_play(),
            Play::SchmausPhase2 => Rules::schmaus().play(),
            Play::Zweier => Rules::zweier().play(),
        }
    }
}

/// One legal-cards case: a hand, the trick so far, and the legal set.
struct LegalCase {
    section: &'static str,
    name: &'static str,
    contract: &'static str,
    play: Play,
    hand: &'static str,
    trick: &'static str,
    legal: &'static str,
}

const fn case(
    section: &'static str,
    name: &'static str,
    contract: &'static str,
    play: Play,
    hand: &'static str,
    trick: &'static str,
    legal: &'static str,
) -> LegalCase {
    LegalCase {
        section,
        name,
        contract,
        play,
        hand,
        trick,
        legal,
    }
}

#[rustfmt::skip]
const LEGAL_CASES: &[LegalCase] = &[
    // §3: any card may be led.
    case("§3", "any card may be led", "clubs", Play::Schieber, "HA C6 SJ D9", "", "HA C6 SJ D9"),
    case("§3", "any card may be led in obenabe", "obenabe", Play::Schieber, "HA C6", "", "HA C6"),
    // §3.1 no-trump contracts.
    case("§3.1", "obenabe: follow suit if you can", "obenabe", Play::Schieber, "HA H6 S9 C8", "H10", "HA H6"),
    case("§3.1", "obenabe: void, any card", "obenabe", Play::Schieber, "S9 C8 D6", "H10", "S9 C8 D6"),
    case("§3.1", "undenufe: follow suit if you can", "undenufe", Play::Schieber, "HA H6 S9", "HK", "HA H6"),
    case("§3.1", "undenufe: void, any card", "undenufe", Play::Schieber, "S9 C8", "HK", "S9 C8"),
    case("§3.1", "no-trump: no duty to beat", "obenabe", Play::Schieber, "HA H6", "HK SA", "HA H6"),
    // §3.2 trump contract, side suit led.
    case("§3.2", "may trump while holding the suit led", "clubs", Play::Schieber, "H6 HK C7 S9", "HA", "H6 HK C7"),
    case("§3.2", "holding the suit led: no discard of another side suit", "clubs", Play::Schieber, "H6 S9 D9", "HA", "H6"),
    case("§3.2", "trump_when_able_to_follow off: must follow suit", "clubs", Play::MustFollow, "H6 HK C7 S9", "HA", "H6 HK"),
    case("§3.2", "trump_when_able_to_follow off: void, may trump", "clubs", Play::MustFollow, "C7 S9", "HA", "C7 S9"),
    case("§3.2", "void in the suit led: any card", "clubs", Play::Schieber, "S9 C7 D6", "HA", "S9 C7 D6"),
    case("§3.2", "strict: void, no undertrump after someone trumped", "clubs", Play::Schieber, "S9 C7 CJ D6", "HA C9", "S9 CJ D6"),
    case("§3.2", "strict: overtrumping is allowed", "clubs", Play::Schieber, "S9 CA", "HA C6", "S9 CA"),
    case("§3.2", "strict: holding the suit led, only an overtrump may replace it", "clubs", Play::Schieber, "H6 C7 CJ", "HA C9", "H6 CJ"),
    case("§3.2", "strict: suit led and only lower trumps, must follow", "clubs", Play::Schieber, "H6 C7", "HA C9", "H6"),
    case("§3.2", "strict: nothing but lower trumps, may undertrump", "clubs", Play::Schieber, "C7 C6", "HA CA", "C7 C6"),
    case("§3.2", "strict: nothing but trumps, any trump", "clubs", Play::Schieber, "C7 CJ", "HA CA", "C7 CJ"),
    case("§3.2", "4th seat, two trumps in the trick, holding the suit led", "clubs", Play::Schieber, "C10 CQ H10 HK", "H6 C6 CK", "H10 HK"),
    case("§3.2", "4th seat, two trumps in the trick, void in the suit led", "clubs", Play::Schieber, "C10 CQ H10 HK", "D6 C6 CK", "H10 HK"),
    case("§3.2", "4th seat, the highest trump is not the last one", "clubs", Play::Schieber, "C10 C8 H10", "D6 CK C6", "H10"),
    case("§3.2", "weak: void in the suit led, may undertrump", "clubs", Play::Weak, "S9 C7 D6", "HA C9", "S9 C7 D6"),
    case("§3.2", "weak: holding the suit led, no undertrump", "clubs", Play::Weak, "H6 C7 CJ", "HA C9", "H6 CJ"),
    case("§3.2", "weak: suit led and only lower trumps, must follow", "clubs", Play::Weak, "H6 C7", "HA C9", "H6"),
    // §3.3 trump led.
    case("§3.3", "trump led: follow with trump", "clubs", Play::Schieber, "C7 CA H6", "C6", "C7 CA"),
    case("§3.3", "trump led: no duty to beat", "clubs", Play::Schieber, "C7 CA H6", "CK", "C7 CA"),
    case("§3.3", "trump led: the Puur alone is never forced", "clubs", Play::Schieber, "CJ H6 S7", "C6", "CJ H6 S7"),
    case("§3.3", "puur_exempt off: the Puur alone must follow", "clubs", Play::PuurForced, "CJ H6 S7", "C6", "CJ"),
    case("§3.3", "trump led: Puur and another trump, follow with either", "clubs", Play::Schieber, "CJ C7 H6", "C6", "CJ C7"),
    case("§3.3", "trump led: no trump, any card", "clubs", Play::Schieber, "H6 S7", "C6", "H6 S7"),
    case("§3.3", "Stichzwang: must beat the highest trump", "clubs", Play::Stichzwang, "C7 CA H6", "CK", "CA"),
    case("§3.3", "Stichzwang: beat the highest, not the led card", "clubs", Play::Stichzwang, "CK CJ C9 H6", "C6 CA", "CJ C9"),
    case("§3.3", "Stichzwang: a discarded side card is not a trump to beat", "hearts", Play::Stichzwang, "H9 HQ S6", "H8 DQ", "H9 HQ"),
    case("§3.3", "Stichzwang: cannot beat, any trump", "clubs", Play::Stichzwang, "C7 CA H6", "C9", "C7 CA"),
    case("§3.3", "Stichzwang: never forced to beat with the Puur", "clubs", Play::Stichzwang, "CJ C7 H6", "C9", "CJ C7"),
    case("§3.3", "Stichzwang with puur_exempt off: must beat with the Puur", "clubs", Play::StichzwangPuurForced, "CJ C7 H6", "C9", "CJ"),
    case("§3.3", "Stichzwang: the Puur alone is never forced", "clubs", Play::Stichzwang, "CJ H6", "CK", "CJ H6"),
    case("§3.3", "Stichzwang: nothing but trumps, any trump", "clubs", Play::Stichzwang, "C7 CA", "CK", "C7 CA"),
    case("§3.3", "Stichzwang: a side-suit lead is unaffected", "clubs", Play::Stichzwang, "H6 C7", "HA", "H6 C7"),
    // §6 Schmaus phase rules.
    case("§6", "phase 1: no duty to follow", "clubs", Play::SchmausPhase1, "H6 S7 C8", "HA", "H6 S7 C8"),
    case("§6", "phase 1: trump led, still any card", "clubs", Play::SchmausPhase1, "H6 C8", "C6", "H6 C8"),
    case("§6", "phase 2: must follow suit first", "clubs", Play::SchmausPhase2, "H6 C7 S9", "HA", "H6"),
    case("§6", "phase 2: void in a side suit, must trump", "clubs", Play::SchmausPhase2, "C7 CK S9", "HA", "C7 CK"),
    case("§6", "phase 2: void and no trump, any card", "clubs", Play::SchmausPhase2, "D7 S9", "HA", "D7 S9"),
    case("§6", "phase 2: void and only the Puur, any card", "clubs", Play::SchmausPhase2, "CJ S9", "HA", "CJ S9"),
    case("§6", "phase 2: trump led and only the Puur, any card", "clubs", Play::SchmausPhase2, "CJ S9", "C7", "CJ S9"),
    case("§6", "phase 2: trump led, follow with trump", "clubs", Play::SchmausPhase2, "C6 CA S9", "C7", "C6 CA"),
    case("§6", "phase 2: no duty to beat", "clubs", Play::SchmausPhase2, "HA H6", "H7", "HA H6"),
    // §7 Jass für zwei follows [003]'s four-player rules.
    case("§7", "zweier: must follow suit", "hearts", Play::Zweier, "S6 H7 D9", "SA", "S6"),
    case("§7", "zweier: Stichzwang on trump leads", "hearts", Play::Zweier, "H6 H9 D9", "HA", "H9"),
];

#[test]
fn legal_cards_follow_every_rule_case() {
    let mut failures = Vec::new();
    for case in LEGAL_CASES {
        let contract: Contract = case.contract.parse().unwrap();
        let hand: CardSet = case.hand.parse().unwrap();
        let trick = PartialTrick::try_new(&card_list(case.trick)).unwrap();
        let expected: CardSet = case.legal.parse().unwrap();
        let play = case.play.rules();
        let legal = legal_cards(hand, &trick, contract, play);
        if legal != expected {
            failures.push(format!(
                "{} {}: hand {} trick [{}] {contract} {:?}: got {legal}, expected {expected}",
                case.section, case.name, case.hand, case.trick, case.play
            ));
        }
        for card in hand {
            let allowed = expected.contains(card);
            assert_eq!(
                is_legal(card, hand, &trick, contract, play),
                allowed,
                "{}",
                case.name
            );
            assert_eq!(
                check_play(card, hand, &trick, contract, play).is_ok(),
                allowed,
                "{}: check_play({card})",
                case.name
            );
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// `check_play` names the rule an illegal card breaks, and the card it
/// fails to beat is the highest trump of the trick (RULES.md §3.2 and
/// §3.3; §6 for the duty to trump when void).
#[test]
fn check_play_names_the_rule_and_the_trump_an_illegal_card_breaks() {
    let card = |text: &str| -> Card { text.parse().unwrap() };
    let clubs = Contract::Trump(Suit::Clubs);
    // (contract, play rules, hand, trick, card, expected error)
    let cases = [
        // §3.3 Stichzwang: the trump led is ♣8, the ♥A is a discard; the ♣7
        // does not beat the ♣8 and the ♠6 is no trump.
        (
            clubs,
            Play::Stichzwang,
            "C7 CK S6",
            "C8 HA",
            "C7",
            PlayError::MustOvertrump {
                card: card("C7"),
                highest: card("C8"),
            },
        ),
        (
            clubs,
            Play::Stichzwang,
            "C7 CK S6",
            "C8 HA",
            "S6",
            PlayError::MustPlayTrump { card: card("S6") },
        ),
        // §3.3: trump led, a side card while holding a trump.
        (
            clubs,
            Play::Schieber,
            "C7 H6",
            "C8",
            "H6",
            PlayError::MustPlayTrump { card: card("H6") },
        ),
        // §3.2 strict: the ♣7 is below the ♣9 that trumped the ♥A.
        (
            clubs,
            Play::Schieber,
            "S9 C7 CJ D6",
            "HA C9",
            "C7",
            PlayError::Undertrump {
                card: card("C7"),
                highest: card("C9"),
            },
        ),
        // §3.2: a side suit led and held.
        (
            clubs,
            Play::Schieber,
            "H6 S9",
            "HA",
            "S9",
            PlayError::MustFollowSuit {
                card: card("S9"),
                suit: Suit::Hearts,
            },
        ),
        // §6 phase 2: void in the suit led and holding a trump.
        (
            clubs,
            Play::SchmausPhase2,
            "C7 S9",
            "HA",
            "S9",
            PlayError::MustPlayTrump { card: card("S9") },
        ),
        (
            clubs,
            Play::Schieber,
            "H6 S9",
            "HA",
            "D6",
            PlayError::NotInHand { card: card("D6") },
        ),
    ];
    for (contract, play, hand, trick, played, expected) in cases {
        let hand: CardSet = hand.parse().unwrap();
        let trick = PartialTrick::try_new(&card_list(trick)).unwrap();
        assert_eq!(
            check_play(card(played), hand, &trick, contract, play.rules()),
            Err(expected),
            "{played} on [{trick:?}] from {hand} ({play:?})"
        );
    }
}

/// One trick-winner case: the index of the winning card.
#[rustfmt::skip]
const WINNER_CASES: &[(&str, &str, &str, &str, Option<usize>)] = &[
    ("§3", "the highest trump wins", "clubs", "HA H6 C6 HK", Some(2)),
    ("§3", "the Puur beats every trump", "clubs", "HA C6 CJ C9", Some(2)),
    ("§2", "the Näll beats the ace of trump", "clubs", "CA C9", Some(1)),
    ("§2", "trump ten is below the queen", "clubs", "C10 CQ", Some(1)),
    ("§3", "no trump: highest of the suit led", "diamonds", "H7 SA H8", Some(2)),
    ("§3", "obenabe: ace high, other suits never win", "obenabe", "H6 HA HK SA", Some(1)),
    ("§3", "undenufe: six high", "undenufe", "H10 HA H6 S6", Some(2)),
    ("§3", "undenufe: the led card wins if nothing lower follows", "undenufe", "H7 HA S6", Some(0)),
    ("§3", "a partial trick has a current winner", "hearts", "S7", Some(0)),
    ("§3", "an empty trick has no winner", "hearts", "", None),
    ("§6", "trump wins even when played to phase 1 freely", "spades", "DA S6", Some(1)),
    // §5.2, *Swiss Jass* ("the second played of two equal cards beats the
    // first") and *Schiäber*, "Doppelris": the tie rule of every trick.
    ("§5.2", "Swiss Jass / Doppelris: the later of two identical cards wins", "obenabe", "HK HA HA", Some(2)),
    ("§5.2", "Swiss Jass / Doppelris: also when the earlier one was led", "undenufe", "H9 H10 H9", Some(2)),
    ("§5.2", "Swiss Jass / Doppelris: also when both are trumps", "clubs", "CJ HA CJ", Some(2)),
    ("§5.2", "Swiss Jass: a six-card trick, the highest trump wins", "hearts", "S6 H6 SA HJ H9 S10", Some(3)),
];

#[test]
fn trick_winners_follow_every_rule_case() {
    for &(section, name, contract, trick, expected) in WINNER_CASES {
        let contract: Contract = contract.parse().unwrap();
        let trick = card_list(trick);
        assert_eq!(trick_winner(&trick, contract), expected, "{section} {name}");
    }
}

/// One points case: rules, contract, trick, whether it is the last trick,
/// expected points.
#[rustfmt::skip]
fn points_cases() -> Vec<(&'static str, &'static str, Rules, &'static str, &'static str, bool, u16)> {
    let schieber = Rules::schieber();
    let ace_eleven = schieber.with_undenufe_values(UndenufeValues::AceEleven);
    let belmite = schieber.with_card_values(Some(CardValues::BELMITE));
    vec![
        ("§2", "Puur 20, Näll 14, ace 11, king 4", schieber, "hearts", "HJ H9 HA HK", false, 49),
        ("§2", "the last trick adds 5", schieber, "hearts", "HJ H9 HA HK", true, 54),
        ("§2", "side suit: jack 2, ten 10, nine 0", schieber, "hearts", "SJ S10 S9 S6", false, 12),
        ("§2", "obenabe: eights count 8", schieber, "obenabe", "C8 CA", false, 19),
        ("§2", "undenufe six_eleven: six 11, ace 0", schieber, "undenufe", "C6 CA", false, 11),
        ("§2", "undenufe ace_eleven: ace 11, six 0", ace_eleven, "undenufe", "C6 CA C8", false, 19),
        ("§2", "Belmité: every card 4", belmite, "hearts", "HJ H9 HA HK", false, 16),
        ("§2", "Belmité: last trick 13", belmite, "obenabe", "C6 C7 C8 C9", true, 29),
    ]
}

#[test]
fn trick_points_follow_every_rule_case() {
    for (section, name, rules, contract, trick, last, expected) in points_cases() {
        let table = PointTable::new(contract.parse().unwrap(), &rules);
        assert_eq!(
            table.trick(&card_list(trick), TrickPlace::last_if(last)),
            expected,
            "{section} {name}"
        );
    }
}

#[test]
fn match_bonus_makes_a_hand_worth_257() {
    let rules = Rules::schieber();
    assert_eq!(hand_points(157, TricksWon::All, &rules), 257);
    assert_eq!(
        hand_points(157, TricksWon::All, &rules.with_match_bonus(0)),
        157
    );
}

#[test]
fn a_match_adds_the_match_bonus_the_option_sets() {
    let rules = Rules::schieber()
        .with_match_bonus(50)
        .with_weis_enabled(false)
        .with_stoeck_enabled(false)
        .with_first_forehand(FirstForehand::RightOfDealer);
    assert_eq!(hand_points(157, TricksWon::All, &rules), 207);
    // Seat 0 holds every club and leads them all: a match in ♣ (×1).
    let clubs: CardSet = CardSet::ALL
        .iter()
        .filter(|c| c.suit() == Suit::Clubs)
        .collect();
    let mut rest = (CardSet::ALL - clubs).iter();
    let mut deal = BySeat::four([clubs; 4]);
    for seat in 1..4 {
        deal.0[seat] = rest.by_ref().take(9).collect();
    }
    let mut hand = SchieberHand::new(rules, deal, Seat::S3, Seat::S0).unwrap();
    hand.apply(Action::Declare(Contract::Trump(Suit::Clubs)))
        .unwrap();
    let position = Position::from_hand(&hand).unwrap();
    assert_eq!(solver::solve(&position).value, 207);
    while !hand.is_over() {
        let card = hand.legal_cards().first().unwrap();
        hand.apply(Action::Play(card)).unwrap();
    }
    assert_eq!(hand.score().0, [207, 0]);
}

/// One rule of the tables of five and six: the section, the source by
/// title, what it says, and a check on a game under the rule's preset.
struct TableCase {
    section: &'static str,
    source: &'static str,
    name: &'static str,
    rules: fn() -> Rules,
    check: fn(SchieberGame) -> Result<(), String>,
}

/// Fails with `what` unless `holds`.
fn expect(holds: bool, what: &str) -> Result<(), String> {
    if holds { Ok(()) } else { Err(what.to_string()) }
}

#[rustfmt::skip]
const TABLE_CASES: &[TableCase] = &[
    TableCase {
        section: "§5.2", source: "Swiss Jass", name: "six: forehand shoves to the partner two seats to the right",
        rules: Rules::schieber_six,
        check: |mut game| {
            let forehand = game.forehand();
            game.apply(Action::Shove).map_err(|e| e.to_string())?;
            expect(game.to_act() == Some(forehand.advance(2, Players::Six)), "the partner two seats on declares")
        },
    },
    TableCase {
        section: "§5.2", source: "Swiss Jass", name: "six: who may shove on to the third partner, who must choose",
        rules: Rules::schieber_six,
        check: |mut game| {
            let forehand = game.forehand();
            game.apply(Action::Shove).map_err(|e| e.to_string())?;
            game.apply(Action::Shove).map_err(|e| e.to_string())?;
            expect(game.to_act() == Some(forehand.advance(4, Players::Six)), "the third partner declares")?;
            expect(!game.legal_actions().contains(&Action::Shove), "the third partner may not shove")
        },
    },
    TableCase {
        section: "§5.2", source: "Swiss Jass", name: "six: two teams of three sitting alternately, 6 cards each",
        rules: Rules::schieber_six,
        check: |game| {
            for &seat in Players::Six.seats() {
                expect(game.hand().team_of(seat) == Ok(seat.team()), "teams alternate")?;
                expect(game.hands()[seat].len() == 6, "6 cards each")?;
            }
            Ok(())
        },
    },
    TableCase {
        section: "§5.2", source: "Regeln alter Schweizer Spiele: Schiäber (Dr Chnächt)", name: "five: one card out of the pack, 7 each",
        rules: Rules::schieber_five,
        check: |game| {
            let dealt = game.hands().0.iter().fold(CardSet::EMPTY, |all, &h| all | h);
            expect(dealt == CardSet::ALL.without(game.rules().removed_card), "the pack without the removed card")?;
            expect(game.hands()[Seat::S4].len() == 7, "7 cards each")
        },
    },
    TableCase {
        section: "§5.2", source: "Regeln alter Schweizer Spiele: Schiäber (Dr Chnächt)", name: "five: the Chnächt joins the declaring side",
        rules: Rules::schieber_five,
        check: |mut game| {
            game.apply(Action::Shove).map_err(|e| e.to_string())?;
            let declarer = game.to_act().ok_or("nobody to declare")?;
            game.apply(Action::Declare(Contract::Trump(Suit::Spades))).map_err(|e| e.to_string())?;
            expect(game.hand().team_of(Seat::S4) == Ok(declarer.team()), "seat 4 plays for the declarer")
        },
    },
    TableCase {
        section: "§5.2", source: "Regeln alter Schweizer Spiele: Schiäber (Dr Chnächt)", name: "five: the Chnächt always plays last and never leads",
        rules: Rules::schieber_five,
        check: |mut game| {
            game.apply(Action::Declare(Contract::Obenabe)).map_err(|e| e.to_string())?;
            let mut rng = jass_core::JassRng::seed_from_u64(1);
            while game.hand_number() == 0 && !game.is_over() {
                let trick = *game.trick();
                expect(trick.leader() != Seat::S4, "the Chnächt never leads")?;
                expect((game.to_act() == Some(Seat::S4)) == (trick.len() == 4), "the Chnächt plays fifth")?;
                let card = rng.pick(game.legal_cards()).ok_or("no legal card")?;
                game.apply(Action::Play(card)).map_err(|e| e.to_string())?;
            }
            Ok(())
        },
    },
    TableCase {
        section: "§5.2", source: "Swiss Jass; Regeln alter Schweizer Spiele: Schiäber (Doppelris)", name: "six, double pack: two packs without 6-8, 48 cards, 8 each",
        rules: Rules::schieber_six_double,
        check: |game| {
            let hand = game.hand();
            let mut cards: Vec<Card> = Vec::new();
            for &seat in Players::Six.seats() {
                let (once, twice) = (hand.hands()[seat], hand.second_copies()[seat]);
                expect(once.len() + twice.len() == 8, "8 cards each")?;
                cards.extend(once.iter().chain(twice.iter()));
            }
            let pack = game.rules().pack();
            expect(pack.len() == 24 && pack.iter().all(|c| c.rank().index() >= 3), "no 6, 7 or 8")?;
            expect(pack.iter().all(|c| cards.iter().filter(|&&d| d == c).count() == 2), "every card twice")
        },
    },
    TableCase {
        section: "§5.2", source: "Swiss Jass; Regeln alter Schweizer Spiele: Schiäber (Doppelris)", name: "double pack: card points 304 in trump, 240 Obenabe, 152 Undenufe six_eleven, 240 ace_eleven, plus 5",
        rules: Rules::schieber_six_double,
        check: |game| {
            let rules = *game.rules();
            let ace = rules.with_undenufe_values(UndenufeValues::AceEleven);
            for (rules, contract, total) in [
                (rules, Contract::Trump(Suit::Hearts), 304),
                (rules, Contract::Trump(Suit::Clubs), 304),
                (rules, Contract::Obenabe, 240),
                (rules, Contract::Undenufe, 152),
                (ace, Contract::Undenufe, 240),
            ] {
                expect(PointTable::new(contract, &rules).hand_total() == total + 5, "the pack's total")?;
            }
            Ok(())
        },
    },
    TableCase {
        section: "§5.2", source: "Swiss Jass; Regeln alter Schweizer Spiele: Schiäber (Doppelris)", name: "double pack: in play the later of two identical cards wins",
        rules: Rules::schieber_six_double,
        check: |mut game| {
            game.apply(Action::Declare(Contract::Trump(Suit::Spades))).map_err(|e| e.to_string())?;
            let mut rng = jass_core::JassRng::seed_from_u64(3);
            while game.hand_number() == 0 && !game.is_over() {
                let card = rng.pick(game.legal_cards()).ok_or("no legal card")?;
                game.apply(Action::Play(card)).map_err(|e| e.to_string())?;
                for trick in game.tricks() {
                    let cards = trick.cards();
                    let won = trick_winner(cards, Contract::Trump(Suit::Spades)).ok_or("no winner")?;
                    expect(!cards[won + 1..].contains(&cards[won]), "the earlier copy won")?;
                }
            }
            Ok(())
        },
    },
];

/// Legal cards with the double pack (RULES.md §5.2): the hand's different
/// cards, its second copies, the trick (which may hold a card twice), and
/// the legal cards.
#[rustfmt::skip]
const DOUBLE_LEGAL_CASES: &[(&str, &str, &str, &str, &str, &str, &str)] = &[
    ("§5.2 with §3.3", "the two Puurs as the only trumps count as the Puur alone: any card", "clubs", "CJ H9 SA", "CJ", "CA", "CJ H9 SA"),
    ("§5.2 with §3.3", "puur_exempt still lets the Puurs be played", "clubs", "CJ H9", "CJ", "C9", "CJ H9"),
    ("§5.2 with §3.2", "the identical trump beats the highest, so it is no undertrump", "hearts", "HA HK D10", "", "S10 HA", "HA D10"),
    ("§5.2 with §3.2", "a lower trump still undertrumps", "hearts", "HK D10", "", "S10 HA", "D10"),
    ("§5.2 with §3.1", "the second copy of the card led follows suit", "obenabe", "SA HK", "", "SA", "SA"),
];

#[test]
fn double_pack_legal_cards_follow_every_rule_case() {
    let play = Rules::schieber_six_double().play();
    for (section, name, contract, hand, twice, trick, legal) in DOUBLE_LEGAL_CASES {
        let contract: Contract = contract.parse().unwrap();
        let hand: CardSet = hand.parse().unwrap();
        let twice: CardSet = twice.parse().unwrap();
        assert!(twice.is_subset(hand), "{section} {name}");
        let mut played = jass_core::Trick::new(Seat::S0, Players::Six).unwrap();
        for card in card_list(trick) {
            played.push_copy(card).unwrap();
        }
        let got = legal_cards(hand, &played.partial().unwrap(), contract, play);
        assert_eq!(got, legal.parse::<CardSet>().unwrap(), "{section} {name}");
    }
}

#[test]
fn tables_of_five_and_six_follow_every_rule_case() {
    let mut failures = Vec::new();
    for case in TABLE_CASES {
        for seed in 0..8 {
            let game = SchieberGame::new((case.rules)(), seed).unwrap();
            if let Err(why) = (case.check)(game) {
                failures.push(format!(
                    "{} [{}] {} (seed {seed}): {why}",
                    case.section, case.source, case.name
                ));
            }
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

/// RULES.md §5.1 after \[002\] *Swiss Jass*: "a player who held the king and
/// ober of trumps at the start of the hand may announce stöck and score it,
/// and the tricks made by the claiming partnership are counted". Under ⚙
/// `claim_counts = claimant_only` the option decides whose tricks count;
/// the stöck of a player on the other side still counts, and here it is
/// what saves that side from schneider.
#[test]
fn a_claim_counts_the_stoeck_of_the_side_whose_tricks_do_not_count() {
    let deal = BySeat::four(
        [
            "HA DA SA SK SQ SJ S9 S8 S7",
            "H6 D6 CK CQ C6 C7 C8 S6 H8", // stöck in clubs
            "H10 D10 HK HQ HJ DK DQ DJ S10",
            "H7 D7 H9 D9 D8 CA C10 C9 CJ",
        ]
        .map(|hand| hand.parse::<CardSet>().unwrap()),
    );
    // Target 40: schneider below 20, the value of stöck in clubs (×1).
    let rules = Rules::schieber()
        .with_end_mode(EndMode::Claims)
        .with_claim_counts(ClaimCounts::ClaimantOnly)
        .with_first_forehand(FirstForehand::RightOfDealer)
        .with_weis_enabled(false)
        .with_target(40);
    let mut game = SchieberGame::with_deal(rules, 1, deal, Seat::S3).unwrap();
    assert_eq!(game.to_act(), Some(Seat::S0));
    game.apply(Action::Declare(Contract::Trump(Suit::Clubs)))
        .unwrap();
    // Two tricks of 21 for seat 0's side; seat 1 holds stöck.
    for card in ["HA", "H6", "H10", "H7", "DA", "D6", "D10", "D7"] {
        game.apply(Action::Play(card.parse::<Card>().unwrap()))
            .unwrap();
    }
    assert_eq!(game.scores(), ByTeam([42, 20]));
    game.apply(Action::Claim(Seat::S0)).unwrap();
    let result = game.result().unwrap();
    assert_eq!(
        (result.winner, result.reason, result.scores),
        (Team::T0, EndReason::ValidClaim, ByTeam([42, 20]))
    );
    assert!(!result.schneider, "20 is half the target: no schneider");
}
