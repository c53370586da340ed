"""The guided first game (issue 15): before each decision the rule that limits the cards now
is named, with the cards allowed and the hint; each rule on a named hand."""

from __future__ import annotations

from fastapi.testclient import TestClient

from hjerterfri import Deal, Rules
from hjerterfri.i18n import catalog
from hjerterfri.services import guide
from hjerterfri.services.table.seat_bots import Hint
from tests.core.hands import (
    FIRST_TRICK_HANDS,
    ONLY_HEARTS_LEADER,
    QUEEN_AND_HEARTS_LEADER,
    TO_SEAT_0_LEAD,
    play_all,
)
from tests.server.conftest import new_game

HINT = Hint(("2C",), "Lead 2♣.", "medium")


def rule(deal: Deal) -> tuple[str, dict[str, str | int], tuple[str, ...]]:
    seat = deal.to_act
    assert seat is not None
    shown = guide.guidance(deal, seat, HINT)
    return shown.rule, shown.params, shown.allowed


def test_the_opening_lead_is_the_lowest_club() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    assert rule(deal) == (guide.LEAD_OPENING, {"card": "2♣"}, ("2C",))


def test_following_suit_and_a_void_in_the_first_trick() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C")
    text, params, allowed = rule(deal)  # seat 1 holds clubs
    assert (text, params, allowed) == (guide.FOLLOW_SUIT, {"suit": "♣"}, ("5C", "6C", "7C", "8C"))
    play_all(deal, "5C")
    text, params, allowed = rule(deal)  # seat 2 has no club, and hearts and Q♠ wait
    assert (text, params) == (guide.VOID_FIRST_TRICK, {"suit": "♣"})
    assert "QS" not in allowed and not any(c.endswith("H") for c in allowed)


def test_hearts_not_broken_and_the_leads_that_are_left() -> None:
    deal = Deal.from_hands(Rules(), FIRST_TRICK_HANDS)
    play_all(deal, "2C 5C TD 9C")  # seat 3 takes it and leads: hearts not broken
    assert rule(deal)[0] == guide.HEARTS_NOT_BROKEN
    hearts = Deal.from_hands(Rules(), ONLY_HEARTS_LEADER)
    play_all(hearts, TO_SEAT_0_LEAD)
    assert rule(hearts)[0] == guide.ONLY_HEARTS
    queen = Deal.from_hands(Rules(), QUEEN_AND_HEARTS_LEADER)
    play_all(queen, TO_SEAT_0_LEAD)
    assert rule(queen)[:2] == (guide.QUEEN_LEAD, {})
    assert rule(queen)[2] == ("QS",)


def test_a_free_lead_and_the_pass() -> None:
    free = Deal.from_hands(Rules(hearts_must_break=False), FIRST_TRICK_HANDS)
    play_all(free, "2C 5C TD 9C")
    assert rule(free)[0] == guide.FREE_LEAD
    passing = Deal.new(Rules(), seed=1, number=1)  # passing left
    shown = guide.guidance(passing, 2, HINT)
    assert (shown.rule, shown.params) == (guide.PASS, {"seat": 3})


def test_every_guide_sentence_is_translated_with_its_placeholders() -> None:
    for language in ("da", "nb", "sv"):
        messages = catalog(language, "game")
        missing = [s for s in guide.ALL if s not in messages]
        assert missing == [], language
        for sentence in guide.ALL:
            for name in ("{card}", "{cards}", "{suit}", "{seat}"):
                assert (name in sentence) == (name in messages[sentence]), (language, sentence)


def test_the_guide_over_http_is_for_the_seats_player(client: TestClient) -> None:
    game = new_game(client)
    path = f"/api/games/{game['id']}/guide"
    mine = client.get(path, params={"seat": game["seat"], "token": game["token"]})
    assert mine.status_code == 200, mine.text
    shown = mine.json()
    assert shown["rule"] == guide.PASS and shown["rule_params"] == {"seat": 1}
    assert len(shown["hint"]["cards"]) == 3 and shown["hint"]["reason"]
    assert len(shown["allowed"]) == 0  # passing: no card is played yet
    stranger = client.get(path, params={"seat": game["seat"], "token": "guess"})
    assert stranger.status_code == 403
