//! Values of the engine's types drawn from fuzzer bytes.

use arbitrary::{Result, Unstructured};
use jass_core::{
    Action, AnnouncePolicy, AnyGame, Card, CardSet, CardValues, ClaimCounts, CoiffeurGame,
    Contract, DifferenzlerGame, DuplicateMelds, EndMode, FirstForehand, FourNines, GameKind,
    HindersiGame, Meld, MittlereGame, NewGameError, PRESET_NAMES, Packs, PerContract, Players,
    Predictions, Rank, RankSet, Rules, SchieberGame, SchmausGame, Seat, SequenceVsFour,
    StoeckTiming, Suit, SwsOrder, SwsStep, SwsWindow, TrumpChoice, UndenufeValues, Undertrump,
    WeisMode, WeisTable, ZeroPredictionBonus, ZweierGame,
};

/// A card.
pub fn card(u: &mut Unstructured<'_>) -> Result<Card> {
    Ok(Card::from_index(u.int_in_range(0..=35)?))
}

/// Any set of the 36 cards.
pub fn card_set(u: &mut Unstructured<'_>) -> Result<CardSet> {
    Ok(CardSet::from_mask(u.arbitrary::<u64>()? & ((1 << 36) - 1)))
}

/// A contract.
pub fn contract(u: &mut Unstructured<'_>) -> Result<Contract> {
    u.choose(&Contract::ALL).copied()
}

/// A seat.
pub fn seat(u: &mut Unstructured<'_>) -> Result<Seat> {
    u.choose(&Seat::ALL).copied()
}

/// A rank.
pub fn rank(u: &mut Unstructured<'_>) -> Result<Rank> {
    u.choose(&Rank::ALL).copied()
}

/// A game kind.
pub fn game_kind(u: &mut Unstructured<'_>) -> Result<GameKind> {
    u.choose(&GameKind::ALL).copied()
}

/// A small count, usually below `typical`, sometimes any `u16`: options
/// such as multipliers are exercised at their extremes without making every
/// game take thousands of hands.
fn small_or_any(u: &mut Unstructured<'_>, typical: u16) -> Result<u16> {
    if u.ratio(1, 8)? {
        u.arbitrary()
    } else {
        u.int_in_range(0..=typical)
    }
}

/// A rule set: a preset with some options changed to any value their type
/// allows. It may not validate; callers check that the engine refuses it.
/// The target stays at most 5,000 so that a game ends in few hands.
#[allow(clippy::too_many_lines, reason = "one arm per option")]
pub fn rules(u: &mut Unstructured<'_>) -> Result<Rules> {
    let name = u.choose(&PRESET_NAMES)?;
    let mut rules = Rules::preset(name).expect("every preset name resolves");
    for _ in 0..u.int_in_range(0..=8)? {
        rules = match u.int_in_range(0..=40)? {
            0 => rules.with_undenufe_values(
                *u.choose(&[UndenufeValues::SixEleven, UndenufeValues::AceEleven])?,
            ),
            1 => rules.with_card_values(if u.arbitrary()? {
                Some(CardValues {
                    trump: u.arbitrary()?,
                    side: u.arbitrary()?,
                    obenabe: u.arbitrary()?,
                    undenufe: u.arbitrary()?,
                    last_trick: u.arbitrary()?,
                })
            } else {
                None
            }),
            2 => rules.with_match_bonus(small_or_any(u, 500)?),
            3 => rules.with_trump_when_able_to_follow(u.arbitrary()?),
            4 => rules.with_undertrump(*u.choose(&[Undertrump::Strict, Undertrump::Weak])?),
            5 => rules.with_puur_exempt(u.arbitrary()?),
            6 => rules.with_must_overtrump_on_trump_lead(u.arbitrary()?),
            7 => rules.with_must_trump_when_void(u.arbitrary()?),
            8 => rules.with_talon_phase_free_play(u.arbitrary()?),
            9 => rules.with_weis_enabled(u.arbitrary()?),
            10 => rules.with_weis_table(*u.choose(&[WeisTable::Large, WeisTable::Small])?),
            11 => rules.with_long_sequence_step(small_or_any(u, 100)?),
            12 => rules.with_four_nines(*u.choose(&[
                FourNines::Points150,
                FourNines::Points100,
                FourNines::NotAllowed,
            ])?),
            13 => rules.with_fours_allowed(RankSet::of(
                &Rank::ALL
                    .into_iter()
                    .filter(|_| u.arbitrary().unwrap_or(false))
                    .collect::<Vec<_>>(),
            )),
            14 => rules.with_undenufe_fours(u.arbitrary()?),
            15 => rules.with_sequence_vs_four(*u.choose(&[
                SequenceVsFour::SequenceWins,
                SequenceVsFour::FourWins,
                SequenceVsFour::ListOrder,
            ])?),
            16 => rules.with_trump_kq_in_two_melds(u.arbitrary()?),
            17 => rules.with_announce_policy(
                *u.choose(&[AnnouncePolicy::Optional, AnnouncePolicy::MandatoryBest])?,
            ),
            18 => rules.with_weis_mode(*u.choose(&[WeisMode::Automatic, WeisMode::Announced])?),
            19 => rules.with_stoeck_enabled(u.arbitrary()?),
            20 => rules.with_stoeck_timing(
                *u.choose(&[StoeckTiming::OnSecondCard, StoeckTiming::UntilCount])?,
            ),
            21 => rules.with_first_forehand(
                *u.choose(&[FirstForehand::SevenOfRoses, FirstForehand::RightOfDealer])?,
            ),
            22 => rules.with_zurueckschieben(u.arbitrary()?),
            23 => rules.with_contracts(PerContract::new(
                u.arbitrary()?,
                u.arbitrary()?,
                u.arbitrary()?,
            )),
            24 => rules.with_multipliers(PerContract::new(
                [
                    small_or_any(u, 8)?,
                    small_or_any(u, 8)?,
                    small_or_any(u, 8)?,
                    small_or_any(u, 8)?,
                ],
                small_or_any(u, 8)?,
                small_or_any(u, 8)?,
            )),
            25 => rules.with_counter_match_factor(small_or_any(u, 4)?),
            26 => rules.with_target(u32::from(u.int_in_range(0..=5000u16)?)),
            27 => rules.with_schneider(u.arbitrary()?),
            28 => rules.with_bergpreis(u.arbitrary()?),
            29 => rules.with_baerger(if u.arbitrary()? {
                Some(u32::from(u.int_in_range(0..=6000u16)?))
            } else {
                None
            }),
            30 => rules.with_claim_counts(
                *u.choose(&[ClaimCounts::BothSides, ClaimCounts::ClaimantOnly])?,
            ),
            31 => {
                let steps = [
                    *u.choose(&SWS_STEPS)?,
                    *u.choose(&SWS_STEPS)?,
                    *u.choose(&SWS_STEPS)?,
                ];
                let window = *u.choose(&[
                    SwsWindow::ClaimantBeforeSecondTrick,
                    SwsWindow::SideBeforeSecondTrick,
                    SwsWindow::FirstTrickBothClaim,
                    SwsWindow::BeforeFirstDraw,
                ])?;
                let rules = rules.with_sws_window(window);
                match SwsOrder::new(steps) {
                    Ok(order) => rules.with_sws_order(order),
                    Err(_) => rules,
                }
            }
            32 => rules.with_packs(*u.choose(&[Packs::One, Packs::Two])?),
            33 => rules.with_duplicate_melds(
                *u.choose(&[DuplicateMelds::None, DuplicateMelds::DistinctCards])?,
            ),
            34 => rules.with_end_mode(*u.choose(&[EndMode::Automatic, EndMode::Claims])?),
            35 => {
                rules.with_trump_choice(*u.choose(&[TrumpChoice::BottomCard, TrumpChoice::Random])?)
            }
            36 => rules.with_predictions(*u.choose(&[Predictions::Open, Predictions::Hidden])?),
            37 => rules.with_exact_bonus(small_or_any(u, 30)?),
            38 => rules.with_zero_prediction_bonus(*u.choose(&[
                ZeroPredictionBonus::Never,
                ZeroPredictionBonus::WithTrick,
                ZeroPredictionBonus::Always,
            ])?),
            39 => rules.with_hands(small_or_any(u, 4)?),
            _ => rules.with_players(*u.choose(&[Players::Three, Players::Four])?),
        };
    }
    Ok(rules)
}

const SWS_STEPS: [SwsStep; 3] = [SwsStep::Stoeck, SwsStep::Weis, SwsStep::Stich];

/// A meld: usually one of the 121 well-formed ones, sometimes a malformed
/// sequence (any length, any top).
pub fn meld(u: &mut Unstructured<'_>) -> Result<Meld> {
    if u.ratio(1, 8)? {
        Ok(Meld::Sequence {
            suit: *u.choose(&Suit::ALL)?,
            len: u.arbitrary()?,
            top: rank(u)?,
        })
    } else {
        Ok(Meld::from_index(u.int_in_range(0..=120)?).expect("indices 0..121 are melds"))
    }
}

/// Any action of any game.
pub fn action(u: &mut Unstructured<'_>) -> Result<Action> {
    Ok(match u.int_in_range(0..=8)? {
        8 => Action::Predict(small_or_any(u, 160)?),
        0 => Action::Declare(contract(u)?),
        1 => Action::Shove,
        2 => Action::Announce(meld(u)?),
        3 => Action::Pass,
        4 => Action::Play(card(u)?),
        5 => Action::Rob,
        6 => Action::Claim(seat(u)?),
        _ => Action::ChooseRow {
            row: u.int_in_range(0..=12)?,
            contract: contract(u)?,
        },
    })
}

/// A game drawn from the input: its kind, its rules and its seed, in that
/// order; `None` if the game refuses the rules.
pub fn game(u: &mut Unstructured<'_>) -> Result<Option<AnyGame>> {
    let kind = game_kind(u)?;
    let rules = rules(u)?;
    Ok(new_game(kind, rules, u.arbitrary()?).ok())
}

/// A new game of `kind`: the game's own constructor, seed and all.
pub fn new_game(
    kind: GameKind,
    rules: Rules,
    seed: u64,
) -> core::result::Result<AnyGame, NewGameError> {
    match kind {
        GameKind::Schieber => SchieberGame::new(rules, seed).map(AnyGame::from),
        GameKind::Schmaus => SchmausGame::new(rules, seed).map(AnyGame::from),
        GameKind::Zweier => ZweierGame::new(rules, seed).map(AnyGame::from),
        GameKind::Coiffeur => CoiffeurGame::new(rules, seed).map(AnyGame::from),
        GameKind::Differenzler => DifferenzlerGame::new(rules, seed).map(AnyGame::from),
        GameKind::Hindersi => HindersiGame::new(rules, seed).map(AnyGame::from),
        GameKind::Mittlere => MittlereGame::new(rules, seed).map(AnyGame::from),
    }
}
