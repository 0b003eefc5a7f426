"""Rules: presets, keyword overrides of every option, attributes, JSON."""

from __future__ import annotations

import json
import pickle
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import jass_engine as jass

# One value per option that differs from the default ("schieber") rules.
# Dicts for tables name only the keys they change.
CHANGES: dict[str, Any] = {
    "announce_policy": "mandatory_best",
    "baerger": 1200,
    "bergpreis": True,
    "card_values": {"trump": [4] * 9, "side": [4] * 9, "obenabe": [4] * 9, "undenufe": [4] * 9, "last_trick": 13},
    "claim_counts": "claimant_only",
    "coiffeur_match": 300,
    "coiffeur_rows": [{"kind": "joker", "multiplier": 2}, {"kind": "slalom", "multiplier": 5}],
    "contracts": {"obenabe": False},
    "counter_match_factor": 2,
    "duplicate_melds": "distinct_cards",
    "end_mode": "claims",
    "first_forehand": "right_of_dealer",
    "four_nines": "100",
    "fours_allowed": ["10", "J", "Q", "K", "A"],
    "long_sequence_step": 20,
    "match_bonus": 150,
    "multipliers": {"obenabe": 4},
    "must_overtrump_on_trump_lead": True,
    "must_trump_when_void": True,
    "packs": "two",
    "players": 6,
    "puur_exempt": False,
    "removed_card": "SA",
    "schneider": False,
    "sequence_vs_four": "four_wins",
    "stoeck_enabled": False,
    "stoeck_timing": "until_count",
    "sws_order": ["weis", "stoeck", "stich"],
    "sws_window": "before_first_draw",
    "talon_phase_free_play": False,
    "target": 1500,  # above the Bärger (1200) of schieber_uri, which must stay below it
    "trump_kq_in_two_melds": True,
    "trump_when_able_to_follow": False,
    "undenufe_fours": True,
    "undenufe_values": "ace_eleven",
    "undertrump": "weak",
    "weis_enabled": False,
    "weis_mode": "announced",
    "weis_table": "small",
    "zurueckschieben": True,
    "trump_choice": "random",
    "predictions": "hidden",
    "exact_bonus": 20,
    "zero_prediction_bonus": "never",
    "hands": 8,
}


def expected_value(name: str, change: Any) -> Any:
    """The option's value after `change`: dicts merge into the default table."""
    default = getattr(jass.Rules(), name)
    if isinstance(change, dict) and isinstance(default, dict):
        return {**default, **change}
    return change


def test_the_examples_cover_every_option() -> None:
    assert sorted(CHANGES) == jass.Rules.option_names()


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_every_option_can_be_overridden_by_keyword(name: str) -> None:
    rules = jass.Rules(**{name: CHANGES[name]})
    assert getattr(rules, name) == expected_value(name, CHANGES[name])
    assert rules != jass.Rules()
    assert rules.to_dict()[name] == getattr(rules, name)
    others = {k: v for k, v in rules.to_dict().items() if k != name}
    assert others == {k: v for k, v in jass.Rules().to_dict().items() if k != name}


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_overrides_apply_to_presets_and_copies(name: str) -> None:
    base = jass.Rules.preset("schieber_uri")
    changed = base.replace(**{name: CHANGES[name]})
    assert jass.Rules.preset("schieber_uri", **{name: CHANGES[name]}) == changed
    assert base == jass.Rules.preset("schieber_uri")  # unchanged


def test_defaults_are_the_schieber_preset() -> None:
    rules = jass.Rules()
    assert rules == jass.Rules.preset("schieber")
    assert rules.target == 2500
    assert rules.undertrump == "strict"
    assert rules.multipliers == {"diamonds": 2, "hearts": 2, "spades": 1, "clubs": 1, "obenabe": 3, "undenufe": 3}
    assert rules.fours_allowed == ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    assert rules.baerger is None
    assert rules.card_values is None


def test_presets_differ_where_their_sources_do() -> None:
    assert jass.Rules.presets() == [
        "schieber",
        "schieber_3000",
        "schieber_1000",
        "schieber_uri",
        "schieber_five",
        "schieber_six",
        "schieber_six_double",
        "schmaus",
        "zweier",
        "coiffeur_8",
        "coiffeur_10",
        "differenzler",
        "hindersi",
        "mittlere",
    ]
    assert jass.Rules.preset("schieber_3000").multipliers["undenufe"] == 4
    assert jass.Rules.preset("schieber_1000").trump_when_able_to_follow is False
    assert jass.Rules.preset("schieber_uri").weis_enabled is False
    assert jass.Rules.preset("schmaus").must_trump_when_void is True
    assert jass.Rules.preset("zweier").contracts["obenabe"] is False
    assert jass.Rules.preset("Schieber-Uri") == jass.Rules.preset("schieber_uri")
    assert len(jass.Rules.preset("coiffeur_10").coiffeur_rows) == 10
    assert len({jass.Rules.preset(name) for name in jass.Rules.presets()}) == 14
    assert jass.Rules.preset("differenzler").undertrump == "weak"
    assert jass.Rules.preset("hindersi").hands == 4
    assert jass.Rules.preset("mittlere").players == 3


def test_rank_sets_take_rank_objects_and_any_collection() -> None:
    rules = jass.Rules(fours_allowed={jass.Rank.ACE, "K"})
    assert rules.fours_allowed == ["K", "A"]
    # The same rank twice (here in two notations) is refused, as in JSON.
    with pytest.raises(jass.RulesError, match="rank A is listed twice"):
        jass.Rules(fours_allowed=("A", "Ass"))


def test_tables_take_contract_keys_and_keep_keys_they_leave_out() -> None:
    rules = jass.Rules(multipliers={jass.Contract.OBENABE: 5, "hearts": 1})
    assert rules.multipliers == {"diamonds": 2, "hearts": 1, "spades": 1, "clubs": 1, "obenabe": 5, "undenufe": 3}
    assert jass.Rules(card_values=CHANGES["card_values"]).replace(card_values=None).card_values is None


def test_several_overrides_at_once() -> None:
    rules = jass.Rules(target=1000, undertrump="weak", schneider=False)
    assert (rules.target, rules.undertrump, rules.schneider) == (1000, "weak", False)


def test_unknown_option_is_a_rules_error_naming_it() -> None:
    with pytest.raises(jass.RulesError, match="targt"):
        jass.Rules(targt=1000)
    with pytest.raises(jass.RulesError, match="colour"):
        jass.Rules.preset("schmaus", colour="red")
    with pytest.raises(jass.RulesError, match="nope"):
        jass.Rules().replace(nope=1)


@pytest.mark.parametrize(
    ("overrides", "fragment"),
    [
        ({"target": 0}, "target"),
        ({"target": "high"}, "high"),
        ({"target": -5}, "target"),
        ({"target": 2.5}, "2.5"),
        ({"target": 2**70}, "1180591620717411303424"),
        ({"undertrump": "sometimes"}, "sometimes"),
        ({"undertrump": 1}, "undertrump"),
        ({"fours_allowed": ["X"]}, "X"),
        ({"multipliers": {"obenabe": 0}}, "obenabe"),
        ({"multipliers": {"notrump": 2}}, "notrump"),
        ({"multipliers": {1: 2}}, "int"),
        ({"contracts": {name: False for name in ["diamonds", "hearts", "spades", "clubs", "obenabe", "undenufe"]}}, "contract"),
        ({"sws_order": ["weis", "weis", "stich"]}, "sws_order"),
        ({"baerger": 0}, "baerger"),
        ({"target": 1000, "baerger": 1200}, "baerger"),
        ({"long_sequence_step": 0}, "long_sequence_step"),
        ({"multipliers": {"hearts": 1001}}, "hearts"),
        ({"target": 2_000_000_001}, "target"),
        ({"schneider": object()}, "object"),
        ({"card_values": {"trump": [1, 2]}}, "card_values"),
    ],
)
def test_invalid_values_are_rules_errors_naming_the_value_or_option(overrides: dict[str, Any], fragment: str) -> None:
    with pytest.raises(jass.RulesError, match=fragment):
        jass.Rules(**overrides)


def test_options_that_depend_on_each_other_may_come_in_any_order() -> None:
    # The Bärger must stay below the target; the overrides are checked together.
    raised = jass.Rules(baerger=3000, target=4000)
    assert (raised.target, raised.baerger) == (4000, 3000)
    assert jass.Rules.preset("schieber_uri", target=1000, baerger=600).baerger == 600
    with pytest.raises(jass.RulesError, match="baerger"):
        jass.Rules.preset("schieber_uri").replace(target=1000)


def test_unknown_preset_is_a_rules_error_listing_the_known_ones() -> None:
    with pytest.raises(jass.RulesError, match="skat.*schieber"):
        jass.Rules.preset("skat")


def test_unknown_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="targt"):
        jass.Rules().targt  # type: ignore[attr-defined]  # noqa: B018
    assert not hasattr(jass.Rules(), "__array__")


def test_rules_are_frozen() -> None:
    with pytest.raises(AttributeError):
        jass.Rules().target = 5  # type: ignore[misc]


def test_every_option_is_an_attribute_and_in_dir() -> None:
    rules = jass.Rules.preset("schieber_3000")
    assert set(jass.Rules.option_names()) <= set(dir(rules))
    assert "to_json" in dir(rules)
    for name, value in rules.to_dict().items():
        assert getattr(rules, name) == value


@pytest.mark.parametrize("name", ["schieber", "schieber_3000", "schieber_1000", "schieber_uri", "schmaus", "zweier"])
def test_json_round_trips_every_preset(name: str) -> None:
    rules = jass.Rules.preset(name)
    text = rules.to_json()
    assert json.loads(text) == rules.to_dict()
    assert jass.Rules.from_json(text) == rules


def test_json_may_leave_options_out() -> None:
    assert jass.Rules.from_json('{"target": 1000}') == jass.Rules(target=1000)
    assert jass.Rules.from_json("{}") == jass.Rules()


def test_json_may_start_from_a_preset_and_give_tables_in_part() -> None:
    text = '{"preset": "schieber_1000", "target": 1500, "multipliers": {"undenufe": 4}}'
    expected = jass.Rules.preset("schieber_1000", target=1500, multipliers={"undenufe": 4})
    assert jass.Rules.from_json(text) == expected
    assert expected.multipliers["obenabe"] == 1
    with pytest.raises(jass.RulesError, match="unknown preset"):
        jass.Rules.from_json('{"preset": "skat"}')


def test_a_misspelt_option_suggests_the_name_meant() -> None:
    with pytest.raises(jass.RulesError, match='did you mean "target"'):
        jass.Rules.from_json('{"targt": 1000}')
    with pytest.raises(jass.RulesError, match='did you mean "undertrump"'):
        jass.Rules(undertrumps="weak")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [("{", "malformed"), ('{"targt": 1}', "targt"), ('{"target": 0}', "target")],
)
def test_bad_json_is_a_rules_error(text: str, fragment: str) -> None:
    with pytest.raises(jass.RulesError, match=fragment):
        jass.Rules.from_json(text)


def test_repr_names_the_closest_preset_and_the_differences() -> None:
    assert repr(jass.Rules()) == 'Rules.preset("schieber")'
    assert repr(jass.Rules.preset("schieber_1000", target=2000)) == 'Rules.preset("schieber_1000", target=2000)'


@pytest.mark.parametrize("name", sorted(CHANGES))
def test_repr_evaluates_back(name: str) -> None:
    rules = jass.Rules(**{name: CHANGES[name]})
    assert eval(repr(rules), {"Rules": jass.Rules}) == rules


@given(st.sampled_from(jass.Rules.presets()), st.dictionaries(st.sampled_from(sorted(CHANGES)), st.just(None)))
def test_any_combination_reprs_pickles_and_hashes_consistently(preset: str, chosen: dict[str, None]) -> None:
    overrides = {name: CHANGES[name] for name in chosen}
    try:
        rules = jass.Rules.preset(preset, **overrides)
    except jass.RulesError:
        return  # some combinations are invalid (e.g. every contract disabled)
    assert eval(repr(rules), {"Rules": jass.Rules}) == rules
    assert pickle.loads(pickle.dumps(rules)) == rules
    assert jass.Rules.from_json(rules.to_json()) == rules
    assert hash(jass.Rules.from_json(rules.to_json())) == hash(rules)
    assert jass.Rules(**rules.to_dict()) == rules
