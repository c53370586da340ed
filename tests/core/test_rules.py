"""Rules: defaults, validation with clear errors, presets, derived facts per player count."""

from __future__ import annotations

import dataclasses

import pytest

from hjerterfri import PRESETS, InvalidRulesError, MoonRule, PassOrder, Rules, TieRule
from hjerterfri.core.errors import UnknownPresetError
from hjerterfri.core.rules import SETTING, SETTINGS


def test_defaults_are_a_danish_family_table() -> None:
    rules = Rules()
    assert rules.players == 4
    assert rules.hand_size == 13
    assert rules.removed == ()
    assert str(rules.lowest_club) == "2C"
    assert rules.first_trick_points is False
    assert rules.hearts_must_break is True
    assert rules.queen_breaks_hearts is False
    assert rules.moon is MoonRule.OTHERS_PLUS_26
    assert rules.target == 100
    assert rules.deal_points == 26
    assert rules.ties is TieRule.DRAW


def test_rules_are_frozen_and_keyword_only() -> None:
    rules = Rules()
    with pytest.raises(dataclasses.FrozenInstanceError):
        rules.players = 5  # type: ignore[misc]
    with pytest.raises(TypeError):
        Rules(4)  # type: ignore[misc]


@pytest.mark.parametrize(
    ("players", "removed", "hand", "lowest"),
    [
        (3, ["2D"], 17, "2C"),
        (4, [], 13, "2C"),
        (5, ["2C", "2D"], 10, "3C"),
        (6, ["2C", "2D", "2S", "3C"], 8, "4C"),
    ],
)
def test_player_counts_remove_cards_and_set_the_opening_club(
    players: int, removed: list[str], hand: int, lowest: str
) -> None:
    rules = Rules(players=players)
    assert sorted(str(c) for c in rules.removed) == sorted(removed)
    assert rules.hand_size == hand
    assert str(rules.lowest_club) == lowest


def test_three_players_norwegian_convention_removes_the_two_of_clubs() -> None:
    rules = Rules(players=3, three_player_removes="2C")
    assert [str(c) for c in rules.removed] == ["2C"]
    assert str(rules.lowest_club) == "3C"


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"players": 2}, "no established two-player"),
        ({"players": 7}, "use 3 to 6"),
        ({"players": "4"}, "whole number"),
        ({"target": 0}, "target=0"),
        ({"target": -5}, "1 or more"),
        ({"queen_points": 10}, "13 or 12"),
        ({"three_player_removes": "3C"}, "'2D' or '2C'"),
        ({"moon": "sometimes"}, "others_plus_26"),
        ({"pass_order": "up"}, "left_first"),
        ({"ties": "coin"}, "play_off"),
        ({"jack_of_diamonds": "yes"}, "true or false"),
    ],
)
def test_impossible_settings_get_a_clear_error(changes: dict[str, object], words: str) -> None:
    with pytest.raises(InvalidRulesError) as info:
        Rules(**changes)  # type: ignore[arg-type]
    assert words in str(info.value)


def test_enum_settings_accept_their_text_values() -> None:
    rules = Rules(moon="shooter_minus_26", pass_order="right_first", ties="play_off")  # type: ignore[arg-type]
    assert rules.moon is MoonRule.SHOOTER_MINUS_26
    assert rules.pass_order is PassOrder.RIGHT_FIRST
    assert rules.ties is TieRule.PLAY_OFF


@pytest.mark.parametrize(
    ("changes", "total"),
    [
        ({}, 26),
        ({"jack_of_diamonds": True}, 16),
        ({"queen_points": 12}, 25),
        ({"jack_of_diamonds": True, "queen_points": 12}, 15),
    ],
)
def test_deal_points(changes: dict[str, object], total: int) -> None:
    assert Rules(**changes).deal_points == total  # type: ignore[arg-type]


def test_pass_direction_cycles_with_four_and_six_players() -> None:
    rules = Rules()
    assert [rules.pass_offset(n) for n in range(1, 9)] == [1, -1, 2, 0, 1, -1, 2, 0]
    six = Rules(players=6)
    assert [six.pass_offset(n) for n in range(1, 5)] == [1, -1, 3, 0]


def test_pass_direction_cycles_with_three_and_five_players_have_no_across() -> None:
    for players in (3, 5):
        rules = Rules(players=players)
        assert [rules.pass_offset(n) for n in range(1, 7)] == [1, -1, 0, 1, -1, 0]


def test_start_right_swaps_left_and_right() -> None:
    rules = Rules(pass_order=PassOrder.RIGHT_FIRST)
    assert [rules.pass_offset(n) for n in range(1, 5)] == [-1, 1, 2, 0]


def test_no_passing_keeps_every_deal() -> None:
    rules = Rules(pass_order=PassOrder.NONE)
    assert {rules.pass_offset(n) for n in range(1, 9)} == {0}


def test_presets_exist_and_unknown_names_list_the_choices() -> None:
    for name in ("hjerterfri", "windows", "pagat", "omnibus"):
        assert isinstance(Rules.preset(name), Rules)
    assert Rules.preset("hjerterfri") == Rules()
    assert Rules.preset("omnibus").jack_of_diamonds is True
    assert Rules.preset("pagat").first_trick_points is True
    assert Rules.preset("omnibus", players=5).players == 5
    with pytest.raises(InvalidRulesError) as info:
        Rules.preset("bridge")
    for name in PRESETS:
        assert name in str(info.value)


def test_rules_round_trip_through_plain_data() -> None:
    rules = Rules(players=5, moon=MoonRule.AUTOMATIC, jack_of_diamonds=True, target=50)
    data = rules.to_dict()
    assert data["moon"] == "automatic"
    assert Rules.from_dict(data) == rules
    with pytest.raises(InvalidRulesError) as info:
        Rules.from_dict({"players": 4, "colour": "red"})
    assert "colour" in str(info.value)


def test_a_preset_with_a_change_that_is_no_setting_is_refused_by_name() -> None:
    with pytest.raises(InvalidRulesError, match="unknown rule setting"):
        Rules.preset("omnibus", trumps="spades")
    with pytest.raises(InvalidRulesError, match=r"unknown rule setting\(s\) name;"):
        Rules.preset("omnibus", name="x")  # a setting's name, not the preset's
    with pytest.raises(UnknownPresetError) as info:
        Rules.preset("bridge", players=5)
    assert info.value.code == "unknown_preset"
    assert str(info.value).startswith("there is no preset 'bridge'; choose one of hjarter, ")


def test_the_schema_names_every_setting_once_with_the_defaults_of_rules() -> None:
    assert [s.name for s in SETTINGS] == sorted(Rules().to_dict(), key=list(SETTING).index)
    assert set(SETTING) == set(Rules().to_dict())
    assert {s.name: s.default for s in SETTINGS} == Rules().to_dict()
    kinds = {s.name: s.kind for s in SETTINGS}
    assert kinds["single_deal"] == "flag" and kinds["moon"] == "choice"
    assert kinds["target"] == "number" and kinds["players"] == "number"


def test_rules_accept_every_choice_of_the_schema_and_refuse_others_naming_them() -> None:
    for setting in SETTINGS:
        for value in setting.values:
            assert Rules.from_dict({setting.name: value}).to_dict()[setting.name] == value
    with pytest.raises(InvalidRulesError, match="queen_points=11 is not a choice; use 13 or 12"):
        Rules(queen_points=11)
    with pytest.raises(InvalidRulesError, match="three_player_removes='2S' is not a choice"):
        Rules(three_player_removes="2S")
    with pytest.raises(InvalidRulesError, match="single_deal=1 must be true or false"):
        Rules(single_deal=1)  # type: ignore[arg-type]


def test_the_schema_names_a_value_by_its_label() -> None:
    assert SETTING["moon"].label_of(MoonRule.AUTOMATIC) == (
        "Automatic: whatever is best for the shooter"
    )
    assert SETTING["queen_points"].label_of(12) == "12 points"
    assert SETTING["players"].label_of(5) == "5"
