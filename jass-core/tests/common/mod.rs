//! Helpers shared by the game tests: playing a game out with bots while
//! probing stray actions, and the checks every finished game must pass.

use core::fmt::Debug;

use jass_core::bots::{Bot, RandomBot, RuleOfThumb};
use jass_core::{
    Action, ActionError, ByTeam, Card, CardSet, Contract, Game, JassRng, PointTable, Rules, Team,
    game::{ActionList, EndReason, ScoreEntry},
    hand_points,
};

/// The card of its short code (`"HA"`).
#[allow(dead_code, reason = "each test takes the text helpers it needs")]
pub(crate) fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The set of the cards of a list of short codes (`"HA HK D6"`).
#[allow(dead_code, reason = "each test takes the text helpers it needs")]
pub(crate) fn cards(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The cards of a list of short codes, in their order.
#[allow(dead_code, reason = "each test takes the text helpers it needs")]
pub(crate) fn card_list(text: &str) -> Vec<Card> {
    text.split_whitespace().map(card).collect()
}

/// One bot per player, rule-of-thumb or random, seeded from `seed`.
pub(crate) fn bots(seed: u64, players: usize, rule_of_thumb: bool) -> Vec<Box<dyn Bot>> {
    (0..players as u64)
        .map(|i| -> Box<dyn Bot> {
            let rng = JassRng::seed_from_u64(seed.wrapping_mul(4).wrapping_add(i));
            if rule_of_thumb {
                Box::new(RuleOfThumb::new(rng))
            } else {
                Box::new(RandomBot::new(rng))
            }
        })
        .collect()
}

/// Plays the hand `start` out twice with the random actions of `seed`:
/// once through `apply` alone, once with each card played through
/// `play_unchecked`, and checks that both stay equal action by action,
/// that `play_unchecked` changes nothing and returns `false` whenever no
/// card is due (no card among the legal actions, or the hand over), and
/// that the hand ends with no legal action. Returns the hand played out
/// and the actions played.
#[allow(dead_code, reason = "only the tests of the hands' fast path use it")]
pub(crate) fn check_play_unchecked<H: Copy + PartialEq + Debug>(
    start: H,
    seed: u64,
    legal_actions: impl Fn(&H) -> ActionList,
    apply: impl Fn(&mut H, Action) -> Result<(), ActionError>,
    play_unchecked: impl Fn(&mut H, Card) -> bool,
) -> (H, Vec<Action>) {
    let ace: Card = "HA".parse().unwrap();
    let mut rng = JassRng::seed_from_u64(seed);
    let (mut checked, mut fast) = (start, start);
    let mut played = Vec::new();
    loop {
        let actions = legal_actions(&checked);
        if actions.is_empty() {
            break;
        }
        if !actions.iter().any(|a| matches!(a, Action::Play(_))) {
            let before = fast;
            assert!(!play_unchecked(&mut fast, ace), "no card is due");
            assert_eq!(fast, before);
        }
        let action = actions.as_slice()[rng.below(actions.len() as u32) as usize];
        apply(&mut checked, action).unwrap();
        if let Action::Play(card) = action {
            assert!(play_unchecked(&mut fast, card), "{card}");
        } else {
            apply(&mut fast, action).unwrap();
        }
        assert_eq!(fast, checked, "after {action}");
        played.push(action);
    }
    let over = fast;
    assert!(!play_unchecked(&mut fast, ace), "the hand is over");
    assert_eq!(fast, over);
    (fast, played)
}

/// Plays a game to the end with one bot per seat; checks at every step that
/// the observation lists the legal actions, that `check` holds for it, and
/// that a stray card outside `legal_actions()` is refused and leaves the
/// game as it was.
#[allow(dead_code, reason = "the Schmaus tests probe with any action")]
pub(crate) fn play_out<G: Game + Clone + PartialEq + Debug>(
    game: &mut G,
    bots: &mut [Box<dyn Bot>],
    probe: &mut JassRng,
    check: impl FnMut(&G),
) {
    let stray = |probe: &mut JassRng| Action::Play(Card::from_index(probe.below(36) as u8));
    play_out_probing(game, bots, probe, stray, check);
}

/// [`play_out`] with stray actions drawn by `stray`.
pub(crate) fn play_out_probing<G: Game + Clone + PartialEq + Debug>(
    game: &mut G,
    bots: &mut [Box<dyn Bot>],
    probe: &mut JassRng,
    stray: impl Fn(&mut JassRng) -> Action,
    mut check: impl FnMut(&G),
) {
    let mut steps = 0;
    while let Some(seat) = game.to_act() {
        let observation = game.observation(seat).unwrap();
        let legal = game.legal_actions();
        assert_eq!(observation.legal_actions, legal);
        check(game);
        if probe.below(4) == 0 {
            let stray = stray(probe);
            if !legal.contains(&stray) {
                refusal(game, stray);
            }
        }
        let action = bots[seat.index()].choose(&observation);
        assert!(
            legal.contains(&action),
            "bot chose {action} outside {legal:?}"
        );
        game.apply(action).unwrap();
        steps += 1;
        assert!(steps < 20_000, "the game does not end");
    }
}

/// Checks that `game` refuses `action` and that the refusal changes
/// nothing; returns the reason.
pub(crate) fn refusal<G: Game + Clone + PartialEq + Debug>(
    game: &G,
    action: Action,
) -> ActionError {
    let mut copy = game.clone();
    let Err(error) = copy.apply(action) else {
        panic!("{action} accepted");
    };
    assert_eq!(copy, *game, "refusing {action} changed the game");
    error
}

/// The digest the C program `jass-ffi/tests/c/tables.c` and the Python test
/// `jass-py/tests/test_tables.py` compute too: random games with seeds
/// `0..games` made by `new`, seat `s` of game `g` a random bot seeded
/// `8g + s`, FNV-1a (64 bits) over the lines
/// `"<seed> <score 0> <score 1> <action>|<action>|...\n"`.
#[allow(dead_code, reason = "only the tests of pinned digests use it")]
pub(crate) fn digest<G>(games: u64, new: impl Fn(u64) -> G) -> u64
where
    jass_core::AnyGame: From<G>,
{
    random_games_digest(
        games,
        |g| new(g).into(),
        |game| {
            let scores = game.scores();
            vec![scores[Team::T0].to_string(), scores[Team::T1].to_string()]
        },
    )
}

/// The number of games of a digest run: 20, or `JASS_TABLE_GAMES`.
#[allow(dead_code, reason = "only the tests of pinned digests use it")]
pub(crate) fn digest_games() -> u64 {
    std::env::var("JASS_TABLE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20)
}

/// Lets the bots take up to `steps` actions (fewer if the game ends).
pub(crate) fn play_steps<G: Game>(game: &mut G, bots: &mut [Box<dyn Bot>], steps: usize) {
    for _ in 0..steps {
        let Some(seat) = game.to_act() else { break };
        let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
        game.apply(action).unwrap();
    }
}

/// The totals are the sum of the scored entries and the slate agrees; the
/// winner reached the target unless a wrong claim lost.
pub(crate) fn check_scores<G: Game>(game: &G, entries: &[ScoreEntry], rules: &Rules) {
    let result = game.result().expect("the game is over");
    for team in Team::ALL {
        let sum: u32 = entries
            .iter()
            .filter(|e| e.team == team)
            .map(|e| e.points)
            .sum();
        assert_eq!(sum, game.scores()[team], "{team}: {entries:?}");
        assert_eq!(game.slate().sides[team].total(), sum);
    }
    match result.reason {
        EndReason::InvalidClaim | EndReason::SwsNobodyReached => {}
        _ => assert!(result.scores[result.winner] >= rules.target, "{result:?}"),
    }
}

/// A finished hand: whether it was played out, its contract, card points,
/// tricks won and match extra.
pub(crate) type HandTotals = (
    bool,
    Option<Contract>,
    ByTeam<u16>,
    ByTeam<u8>,
    Option<(Team, i32)>,
);

/// Every check of a finished game whose hands make a match with `tricks`
/// tricks (the hand's tricks; Schmaus: the nine of phase 2, which `won`
/// then counts): each hand played out totals 157 before multipliers (the
/// pack and the last trick), 257 with the match bonus of the side that won
/// those tricks, and a match is scored for them and only then; the scores agree with the entries
/// and the slate ([`check_scores`]); `replayed`, the game replayed from its
/// record, is identical.
pub(crate) fn check_finished<G: Game + PartialEq + Debug>(
    game: &G,
    hands: impl IntoIterator<Item = HandTotals>,
    tricks: u8,
    rules: &Rules,
    replayed: &G,
) {
    for (over, contract, points, won, match_extra) in hands {
        if !over {
            continue;
        }
        let total = PointTable::new(contract.unwrap(), rules).hand_total();
        assert_eq!(points[Team::T0] + points[Team::T1], total);
        let matched = won.0.contains(&tricks);
        assert_eq!(match_extra.is_some(), matched);
        let with_bonus: u16 = Team::ALL
            .iter()
            .map(|&t| {
                hand_points(
                    points[t],
                    jass_core::TricksWon::all_if(won[t] == tricks),
                    rules,
                )
            })
            .sum();
        assert_eq!(
            with_bonus,
            total + if matched { rules.match_bonus } else { 0 }
        );
    }
    assert_eq!(replayed, game);
}

/// [`check_scores`] and [`check_finished`] for a game of type `$game` whose
/// hands have `$tricks` tricks.
#[allow(unused_macros, reason = "Schmaus counts its match differently")]
macro_rules! check_finished_game {
    ($value:expr, $game:ty, $tricks:expr) => {{
        let game: &$game = $value;
        let hands = game.past_hands().iter().map(|summary| {
            let hand = &summary.hand;
            let (points, won) = (hand.card_points(), hand.tricks_won());
            (
                hand.is_over(),
                hand.contract(),
                points,
                won,
                hand.match_extra(),
            )
        });
        let replayed = <$game>::replay(&game.record()).unwrap();
        common::check_scores(game, &game.score_entries(), game.rules());
        common::check_finished(game, hands, $tricks, game.rules(), &replayed);
    }};
}

#[allow(unused_imports, reason = "Schmaus counts its match differently")]
pub(crate) use check_finished_game;

#[allow(dead_code, reason = "only the digest tests use it")]
/// The number of games the digest tests play: `JASS_TABLE_GAMES`, 20 by
/// default (the pinned digests are of 20 games).
pub(crate) fn table_games() -> u64 {
    std::env::var("JASS_TABLE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20)
}

#[allow(dead_code, reason = "only the digest tests use it")]
/// The digest the C program `jass-ffi/tests/c/tables.c` and the Python
/// tests compute too: random games with seeds `0..games` made by
/// `new_game`, seat `s` of game `g` a random bot seeded `8g + s`, FNV-1a
/// (64 bits) over the lines `"<seed> <score> … <action>|<action>|...\n"`,
/// the scores as `scores` lists them.
pub(crate) fn random_games_digest(
    games: u64,
    new_game: impl Fn(u64) -> jass_core::AnyGame,
    scores: impl Fn(&jass_core::AnyGame) -> Vec<String>,
) -> u64 {
    let mut hash: u64 = 0xCBF2_9CE4_8422_2325;
    for g in 0..games {
        let mut game = new_game(g);
        let mut bots: Vec<RandomBot> = (0..game.players() as u64)
            .map(|s| RandomBot::new(JassRng::seed_from_u64(8 * g + s)))
            .collect();
        let mut actions = Vec::new();
        while let Some(seat) = game.to_act() {
            let action = bots[seat.index()].choose(&game.observation(seat).unwrap());
            game.apply(action).unwrap();
            actions.push(action.to_string());
        }
        let line = format!("{g} {} {}\n", scores(&game).join(" "), actions.join("|"));
        for byte in line.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01B3);
        }
    }
    hash
}
