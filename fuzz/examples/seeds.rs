//! Writes the named seed inputs of the fuzz targets into `fuzz/seeds/`:
//! card and meld notations in every style, every preset as JSON and TOML,
//! option assignments, the records of a real game of each kind, positions
//! for the solver, observations of real games, and a few byte strings for the structured targets. The seeds are committed;
//! `scripts/fuzz.sh` grows each target's (uncommitted) corpus from them.
//! After a change to the notations, the presets or the record format,
//! refresh them with
//! `cargo run --manifest-path fuzz/Cargo.toml --no-default-features --example seeds`.

use std::fs;
use std::path::{Path, PathBuf};

use jass_core::{
    AnyGame, Card, CardStyle, Contract, Game, JassRng, Meld, PRESET_NAMES, Rules, Seat, Suit,
};

fn write(dir: &Path, name: &str, data: &[u8]) {
    fs::create_dir_all(dir).expect("corpus directory");
    fs::write(dir.join(name), data).expect("seed written");
}

fn main() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("seeds");
    // Seeds that are no longer written must not linger.
    if root.exists() {
        fs::remove_dir_all(&root).expect("old seeds removed");
    }

    let notation = root.join("notation");
    let styles = [
        CardStyle::Short,
        CardStyle::Unicode,
        CardStyle::English,
        CardStyle::SwissGerman,
    ];
    for (i, style) in styles.into_iter().enumerate() {
        let cards: Vec<String> = (0..36)
            .map(|c| Card::from_index(c).styled(style).to_string())
            .collect();
        write(
            &notation,
            &format!("cards-{i}"),
            cards.join("\n").as_bytes(),
        );
    }
    let mut melds: Vec<String> = (0..121)
        .map(|m| Meld::from_index(m).expect("a meld").to_string())
        .collect();
    melds.extend(Contract::ALL.iter().map(ToString::to_string));
    melds.extend(Suit::ALL.iter().map(|s| s.swiss_german().to_string()));
    write(&notation, "melds", melds.join("\n").as_bytes());
    write(&notation, "set", b"HA H10 C6 \xe2\x99\xa5K");

    let rules = root.join("rules");
    for name in PRESET_NAMES {
        let preset = Rules::preset(name).expect("a preset");
        write(&rules, &format!("{name}.json"), preset.to_json().as_bytes());
        let toml = toml::to_string(&preset).expect("TOML");
        write(&rules, &format!("{name}.toml"), toml.as_bytes());
    }
    for name in Rules::option_names() {
        let value = Rules::schieber().option(&name).expect("an option");
        write(
            &rules,
            &format!("option-{name}"),
            format!("{name}={value}").as_bytes(),
        );
    }

    let record = root.join("record");
    for (i, name) in [
        "schieber",
        "schmaus",
        "zweier",
        "coiffeur_8",
        "differenzler",
        "hindersi",
        "mittlere",
    ]
    .into_iter()
    .enumerate()
    {
        let rules = Rules::preset(name)
            .expect("a preset")
            .with_target(300)
            .with_hands(2);
        let kind = [
            jass_core::GameKind::Schieber,
            jass_core::GameKind::Schmaus,
            jass_core::GameKind::Zweier,
            jass_core::GameKind::Coiffeur,
            jass_core::GameKind::Differenzler,
            jass_core::GameKind::Hindersi,
            jass_core::GameKind::Mittlere,
        ][i];
        let mut game: AnyGame = jass_fuzz::draw::new_game(kind, rules, 7).expect("a game");
        let mut rng = JassRng::seed_from_u64(7);
        while !game.is_over() {
            let legal = game.legal_actions();
            game.apply(legal.as_slice()[rng.below(legal.len() as u32) as usize])
                .expect("legal");
        }
        let json = serde_json::to_string(&game.record()).expect("JSON");
        write(&record, &format!("{name}.json"), json.as_bytes());
    }

    write_solver_seeds(&root.join("solver"));

    let mut rng = JassRng::seed_from_u64(1);
    write_observation_seeds(&root.join("observation"));

    for target in ["record", "actions", "differential", "c_abi", "observation"] {
        for i in 0..8 {
            let bytes: Vec<u8> = (0..64 << (i % 4)).map(|_| rng.next_u64() as u8).collect();
            write(
                &root.join(target),
                &format!("random-{}-bytes-{i}", bytes.len()),
                &bytes,
            );
        }
    }
    write(
        &root.join("c_abi"),
        "solver-late-in-a-hand",
        C_ABI_LATE_SOLVE,
    );
}

/// Observations of a real game of each kind as JSON, for the `observation`
/// target: of the seat to act early in the first hand, and of a seat of
/// the finished game.
fn write_observation_seeds(dir: &Path) {
    for (name, kind) in [
        ("schieber", jass_core::GameKind::Schieber),
        ("schieber_five", jass_core::GameKind::Schieber),
        ("schieber_six_double", jass_core::GameKind::Schieber),
        ("schmaus", jass_core::GameKind::Schmaus),
        ("zweier", jass_core::GameKind::Zweier),
        ("coiffeur_8", jass_core::GameKind::Coiffeur),
        ("differenzler", jass_core::GameKind::Differenzler),
        ("hindersi", jass_core::GameKind::Hindersi),
        ("mittlere", jass_core::GameKind::Mittlere),
    ] {
        let rules = Rules::preset(name)
            .expect("a preset")
            .with_target(300)
            .with_hands(2);
        let mut game: AnyGame = jass_fuzz::draw::new_game(kind, rules, 7).expect("a game");
        let mut rng = JassRng::seed_from_u64(7);
        let mut steps = 0;
        while let Some(seat) = game.to_act() {
            if steps == 12 {
                let observation = game.observation(seat).expect("an observation");
                let json = serde_json::to_string(&observation).expect("JSON");
                write(dir, &format!("{name}-mid-hand.json"), json.as_bytes());
            }
            let legal = game.legal_actions();
            game.apply(legal.as_slice()[rng.below(legal.len() as u32) as usize])
                .expect("legal");
            steps += 1;
        }
        let observation = game.observation(Seat::S1).expect("an observation");
        let json = serde_json::to_string(&observation).expect("JSON");
        write(dir, &format!("{name}-over.json"), json.as_bytes());
    }
}

/// A program of the `c_abi` target, found by the fuzzer, that plays a
/// Schieber hand into its last two tricks and there calls the solver's
/// exports with searches (`Machine::solve`): random bytes seldom get there.
const C_ABI_LATE_SOLVE: &[u8] = &[
    0, 66, 79, 51, 225, 33, 33, 33, 33, 33, 41, 33, 33, 33, 33, 33, 33, 33, 204, 33, 33, 33, 33,
    33, 33, 33, 1, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 0, 0, 0, 0, 0, 0, 1, 63, 255, 255,
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 178, 68,
    38, 102, 103, 27, 193, 240, 144, 132, 97, 156, 211, 132, 47, 70, 151, 66, 57, 248, 181, 223,
    106, 210, 111, 115, 254, 243, 54, 54, 54, 54, 54, 54, 54, 54, 54, 103, 27, 193, 240, 144, 132,
    97, 156, 211, 132, 47, 70, 151, 66, 57, 248, 181, 223, 106, 210, 111, 115, 254, 243, 54, 54,
    54, 54, 108, 0, 0, 0, 0, 0, 0, 0, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54,
    54, 54, 54, 54, 54, 54, 54, 54, 54, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48,
    48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 48,
    48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48,
    48, 48, 48, 48, 51, 56, 51, 57, 54, 54, 50, 50, 55, 57, 55, 49, 55, 48, 54, 49, 49, 55, 51,
    103, 27, 193, 240, 144, 132, 97, 156, 211, 132, 47, 70, 151, 66, 57, 248, 181, 223, 106, 210,
    111, 115, 254, 243, 54, 38, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54, 54,
    54, 54, 54, 54, 54, 54, 245, 174, 108, 4, 216, 160, 106, 253, 55, 146, 54, 54, 54, 54, 6, 221,
    76, 90, 114, 95, 232, 119,
];

/// Positions for the `solver` target: contract, tricks left, cards in the
/// trick, seats, rule flags, the deal's seed and the random play's choices
/// (see `jass_fuzz::solver`).
fn write_solver_seeds(dir: &Path) {
    let solver_seeds: [(&str, &[u8]); 5] = [
        (
            "trump-three-tricks-at-a-lead",
            &[
                1, 2, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
                3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
            ],
        ),
        (
            "trump-one-trick-mid-trick",
            &[
                3, 0, 2, 3, 0, 11, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
                1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
            ],
        ),
        (
            "obenabe-two-tricks-weak-undertrump",
            &[
                4, 1, 1, 4, 1, 23, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
                2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
            ],
        ),
        (
            "undenufe-three-tricks-no-match-bonus",
            &[
                5, 2, 3, 5, 2, 42, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
                5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5,
            ],
        ),
        (
            "trump-four-tricks-puur-not-exempt",
            &[
                0, 255, 0, 6, 4, 99, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            ],
        ),
    ];
    for (name, bytes) in solver_seeds {
        write(dir, name, bytes);
    }
}
