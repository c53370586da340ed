"""Match records: one versioned JSON document (rules, seed, every action) that replays exactly."""

from __future__ import annotations

import json
from typing import Any, Final

from hjerterfri.core.deal import Deal
from hjerterfri.core.errors import HjerterfriError, InvalidRecordError
from hjerterfri.core.match import Match
from hjerterfri.core.observation import Phase
from hjerterfri.core.rules import Rules
from hjerterfri.core.scoring import MOON_CHOICES

FORMAT: Final = "hjerterfri-record"
VERSION: Final = 1


def deal_to_dict(deal: Deal) -> dict[str, Any]:
    """One deal's actions: dealt hands, each pass in the order made, every card, moon choice."""
    return {
        "number": deal.number,
        "hands": [[str(c) for c in hand] for hand in deal.dealt_hands],
        "passes": [[seat, [str(c) for c in deal.passed(seat) or ()]] for seat in _pass_order(deal)],
        "plays": [str(c) for c in deal.plays],
        "moon_choice": deal.moon_choice if deal.rules.moon.value == "shooters_choice" else None,
    }


def _pass_order(deal: Deal) -> list[int]:
    from hjerterfri.core.events import Passed

    return [e.seat for e in deal.events if isinstance(e, Passed)]


def match_to_record(match: Match, meta: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "meta": meta or {},
        "deals": [deal_to_dict(d) for d in match.deals],
    }


def dumps(match: Match, meta: dict[str, Any] | None = None) -> str:
    return json.dumps(match_to_record(match, meta), indent=1, ensure_ascii=False)


def loads(text: str) -> Match:
    """Read and replay a record; raises ``InvalidRecordError`` naming the first wrong spot."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidRecordError(
            f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        ) from None
    return match_from_record(data)


def match_from_record(data: Any) -> Match:
    if not isinstance(data, dict):
        raise InvalidRecordError("a record is a JSON object")
    if data.get("format") != FORMAT:
        raise InvalidRecordError(f"format is {data.get('format')!r}, expected {FORMAT!r}", "format")
    if data.get("version") != VERSION:
        raise InvalidRecordError(
            f"version {data.get('version')!r} is not one this program reads ({VERSION})", "version"
        )
    try:
        rules = Rules.from_dict(_field(data, "rules", dict, ""))
    except HjerterfriError as exc:
        raise InvalidRecordError(str(exc), "rules") from None
    except TypeError as exc:
        raise InvalidRecordError(str(exc), "rules") from None
    seed = data.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise InvalidRecordError(f"seed {seed!r} must be a whole number or null", "seed")
    raw_deals = _field(data, "deals", list, "")
    if not raw_deals:
        raise InvalidRecordError("a record holds at least one deal", "deals")
    deals: list[Deal] = []
    match: Match | None = None
    for i, raw in enumerate(raw_deals):
        where = f"deals[{i}]"
        if not isinstance(raw, dict):
            raise InvalidRecordError("a deal is a JSON object", where)
        if match is not None:
            if match.is_over:
                raise InvalidRecordError("the match was already over before this deal", where)
            if deals[-1].phase is not Phase.DONE:
                raise InvalidRecordError("the deal before this one is not finished", where)
        totals = match.totals if match is not None else None
        deal = _replay_deal(rules, seed, i + 1, totals, raw, where)
        deals.append(deal)
        match = Match.from_deals(rules, seed, deals)
    assert match is not None
    return match


def _field(data: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = data.get(name)
    if not isinstance(value, kind):
        spot = f"{where}.{name}" if where else name
        raise InvalidRecordError(f"expected {kind.__name__}, found {value!r}", spot)
    return value


def _replay_deal(
    rules: Rules,
    seed: int | None,
    number: int,
    totals: tuple[int, ...] | None,
    raw: dict[str, Any],
    where: str,
) -> Deal:
    if raw.get("number", number) != number:
        raise InvalidRecordError(
            f"deal number {raw.get('number')!r}, expected {number}", f"{where}.number"
        )
    hands = raw.get("hands")
    try:
        if seed is not None:
            deal = Deal.new(rules, seed=seed, number=number, totals=totals)
            if hands is not None and [[str(c) for c in h] for h in deal.dealt_hands] != hands:
                raise InvalidRecordError(
                    f"the hands differ from what seed {seed} deals", f"{where}.hands"
                )
        else:
            if not isinstance(hands, list):
                raise InvalidRecordError(
                    "without a seed, the dealt hands are needed", f"{where}.hands"
                )
            deal = Deal.from_hands(
                rules, hands, pass_direction=rules.pass_offset(number), number=number, totals=totals
            )
    except (HjerterfriError, ValueError) as exc:
        if isinstance(exc, InvalidRecordError):
            raise
        raise InvalidRecordError(str(exc), f"{where}.hands") from None
    for j, entry in enumerate(_field(raw, "passes", list, where)):
        spot = f"{where}.passes[{j}]"
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], list)):
            raise InvalidRecordError(f"a pass is [seat, [three cards]], found {entry!r}", spot)
        try:
            deal.pass_cards(entry[0], entry[1])
        except (HjerterfriError, ValueError) as exc:
            raise InvalidRecordError(str(exc), spot) from None
    for j, card in enumerate(_field(raw, "plays", list, where)):
        try:
            deal.play(card)
        except (HjerterfriError, ValueError) as exc:
            raise InvalidRecordError(str(exc), f"{where}.plays[{j}]") from None
    choice = raw.get("moon_choice")
    if deal.phase is Phase.MOON:
        if choice not in MOON_CHOICES:
            raise InvalidRecordError(
                f"the shooter's choice {choice!r} is missing or not one of "
                f"{', '.join(MOON_CHOICES)}",
                f"{where}.moon_choice",
            )
        deal.choose_moon(choice)
    return deal
