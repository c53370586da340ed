"""The error catalogue: every code raised anywhere in ``src/`` is in it, and translated."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from hjerterfri.core.error_catalogue import (
    CATALOGUE,
    all_sentences,
    close_code,
    http_status,
    placeholders,
    sentence,
)
from hjerterfri.core.errors import Reason
from hjerterfri.i18n import catalog

SRC = Path(__file__).parents[2] / "src" / "hjerterfri"
RAISERS = ("TableError", "ProtocolError", "UnknownChoiceError", "UnknownPresetError")
SENDERS = ("_error", "_refuse")  # the websocket's error replies: (connection, code, ...)


def _code_of(call: ast.Call) -> ast.expr | None:
    name = ast.unparse(call.func).rsplit(".", 1)[-1]
    if name in RAISERS and call.args:
        return call.args[0]
    if name in SENDERS and len(call.args) > 1:
        return call.args[1]
    return None


def raised_codes() -> dict[str, str]:
    """code → a file raising it: the first argument of every refusal, and every ``"code":``
    of an HTTP error's detail, as written in the source."""
    found: dict[str, str] = {}
    for path in SRC.rglob("*.py"):
        where = str(path.relative_to(SRC))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            values: list[ast.expr | None] = []
            if isinstance(node, ast.Call):
                values.append(_code_of(node))
            if isinstance(node, ast.Dict):
                values += [
                    v
                    for k, v in zip(node.keys, node.values, strict=True)
                    if k is not None and isinstance(k, ast.Constant) and k.value == "code"
                ]
            for value in values:
                if isinstance(value, ast.Constant) and isinstance(value.value, str):
                    found.setdefault(value.value, where)
    return found


def test_the_scan_finds_the_codes_of_table_web_and_protocol() -> None:
    assert {"no_such_game", "stale", "bad_json", "not_local", "unknown_preset"} <= set(
        raised_codes()
    )


def test_every_code_raised_in_src_is_in_the_catalogue() -> None:
    missing = {code: where for code, where in raised_codes().items() if code not in CATALOGUE}
    assert missing == {}


def test_every_reason_of_the_rules_is_in_the_catalogue() -> None:
    assert {reason.value for reason in Reason} <= set(CATALOGUE)


@pytest.mark.parametrize("language", ["da", "nb", "sv"])
def test_every_sentence_is_translated_with_its_placeholders(language: str) -> None:
    translations = catalog(language, "game")
    missing = sorted(all_sentences() - set(translations))
    assert missing == [], f"{language}/game.po lacks {missing}"
    for msgid in all_sentences():
        assert placeholders(translations[msgid]) == placeholders(msgid), (language, msgid)


def test_the_fullest_sentence_the_params_fill_is_chosen() -> None:
    english = str
    assert sentence("not_in_hand", {"card": "Q♠"}, english) == "You don't hold Q♠."
    assert sentence("not_in_hand", {"card": ""}, english) == "You don't hold that card."
    follow = sentence("must_follow_suit", {"suit": "♣", "cards": "2♣ 9♣"}, english)
    assert follow == "You must follow suit: you hold ♣ (2♣ 9♣)."
    assert sentence("must_follow_suit", {"suit": "♣"}, english) == (
        "You must follow suit: you hold ♣."
    )
    assert sentence("wrong_pass_count", {}, english) == "Choose exactly 3 cards to pass."
    assert sentence("wrong_pass_count", {"count": 0}, english) == (
        "Pass exactly 3 cards; 0 chosen."
    )


def test_a_sentence_is_translated_before_it_is_filled() -> None:
    danish = catalog("da", "game").get
    said = sentence("hearts_not_broken", {"only_card": "Q♠"}, lambda m: danish(m) or m)
    assert said == "Hjerter er ikke brudt endnu: spil Q♠ ud."


def test_an_unknown_code_has_no_sentence_and_the_defaults_of_the_web() -> None:
    assert sentence("no_such_code", {}, str) is None
    assert http_status("no_such_code") == 400
    assert close_code("no_such_code") is None


def test_statuses_and_close_codes_are_those_the_web_answered_with() -> None:
    assert [http_status(c) for c in ("no_such_game", "not_host", "seat_taken")] == [404, 403, 409]
    assert close_code("no_such_game") == 4404
    assert close_code("message_too_large") == 1009
    assert close_code("too_many_messages") == 4429
    assert close_code("stale") is None
