"""The rules and tips: the rules in force follow the table's settings, the odds are exact,
and every sentence is translated, for the page (POST /api/help) and the terminal alike."""

from __future__ import annotations

from math import comb

import pytest
from fastapi.testclient import TestClient

from hjerterfri.core.rules import SETTING, MoonRule, PassOrder, Rules, TieRule
from hjerterfri.help import heart_odds, help_sections

TRANSLATED = ("da", "nb", "sv")
RULE_SETS = {
    "hjerterfri": Rules(),
    "omnibus, 3 players": Rules.preset("omnibus", players=3),
    "everything changed": Rules(
        players=6,
        pass_order=PassOrder.NONE,
        first_trick_points=True,
        hearts_must_break=False,
        queen_breaks_hearts=True,
        single_deal=True,
        queen_points=12,
    ),
}


def sentences(rules: Rules, language: str) -> list[str]:
    return [
        text
        for section in help_sections(rules, language)
        for text in (section.title, *(item.text for item in section.items))
    ]


def test_the_odds_of_a_heart_heavy_hand_are_the_exact_hypergeometric_ones() -> None:
    # RULES.md: 6+ hearts about 5.2%, 7+ about 1.0% of 13-card hands.
    assert round(heart_odds(13, 6), 3) == 0.052
    assert round(heart_odds(13, 7), 3) == 0.010
    seven_or_more = sum(comb(13, k) * comb(39, 13 - k) for k in range(7, 14))
    assert heart_odds(13, 7) == seven_or_more / comb(52, 13)
    assert heart_odds(13, 0) == pytest.approx(1.0)


def test_the_tips_quote_the_odds_for_the_table_in_its_language() -> None:
    english = " ".join(sentences(Rules(), "en"))
    assert "13 cards holds 6 or more hearts 5.2% of the time, 7 or more only 1.0%" in english
    danish = " ".join(sentences(Rules(), "da"))
    assert "5,2%" in danish and "1,0%" in danish


def test_the_jack_of_diamonds_is_told_only_where_it_counts() -> None:
    assert "J♦ scores −10" not in sentences(Rules(), "en")
    assert "J♦ scores −10" in sentences(Rules.preset("omnibus"), "en")
    assert "J♦ giver −10" in sentences(Rules.preset("omnibus"), "da")


def test_the_variants_chosen_change_what_is_said() -> None:
    plain = sentences(Rules(), "en")
    changed = sentences(RULE_SETS["everything changed"], "en")
    assert "Hearts may be led at any time." in changed
    assert "Hearts may be led at any time." not in plain
    assert "Points allowed in the first trick" in changed
    assert "6 players, 8 cards each." in changed
    assert "Taken out of the deck: 2♣ 2♦ 2♠ 3♣." in changed
    assert "4♣ leads the first trick." in changed
    assert "One deal only" in changed
    assert "Passing: No passing" in changed
    assert "Each heart you take counts 1 point, the queen of spades 12." in changed
    assert "Shooting the moon: Everyone else gets 26" in plain
    assert "Passing: Left, right, across, none" in plain
    odd = sentences(RULE_SETS["omnibus, 3 players"], "en")
    assert "Passing: Left, right, none" in odd  # nobody sits across


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("rules", RULE_SETS.values(), ids=RULE_SETS.keys())
def test_every_sentence_is_translated(language: str, rules: Rules) -> None:
    untranslated = set(sentences(rules, language)) & set(sentences(rules, "en"))
    assert untranslated == set()


def test_the_page_gets_the_help_for_its_rules_in_its_language(client: TestClient) -> None:
    omnibus = Rules.preset("omnibus").to_dict()
    answer = client.post("/api/help", json={"language": "da", "rules": omnibus})
    assert answer.status_code == 200
    items = [item for section in answer.json()["sections"] for item in section["items"]]
    assert {"text": "J♦ giver −10", "cards": ["JD"]} in items


@pytest.mark.parametrize(
    ("body", "code", "says"),
    [
        ({"language": "fi"}, "unknown_language", "choose one of da, nb, sv, en"),
        ({"rules": {"players": 2}}, "invalid_rules", "players"),
        ({"rules": {"colour": "red"}}, "invalid_rules", "unknown rule setting(s) colour"),
    ],
)
def test_bad_rules_are_refused_saying_what_is_wrong(
    client: TestClient, body: dict[str, object], code: str, says: str
) -> None:
    answer = client.post("/api/help", json=body)
    assert answer.status_code == 400
    assert answer.json()["detail"]["code"] == code
    assert says in answer.json()["detail"]["message"]


def test_the_settings_are_named_by_the_rules_schema_the_start_page_reads() -> None:
    """help.py names the settings with the schema's msgids (core.rules.SETTINGS), which the
    start page gets from /api/options, so a setting is called the same everywhere."""
    said = sentences(Rules(moon=MoonRule.AUTOMATIC, ties=TieRule.PLAY_OFF), "en")
    moon, ties = SETTING["moon"], SETTING["ties"]
    assert f"{moon.label}: {moon.label_of(MoonRule.AUTOMATIC)}" in said
    assert f"{ties.label}: {ties.label_of('play_off')}" in said
    assert "Passing: Left, right, across, none" in said
    assert "Passing: Left, right, none" in sentences(Rules(players=3), "en")  # no one across
