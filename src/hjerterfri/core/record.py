"""Match records: one versioned JSON document (rules, seed, every action) that replays exactly."""

from __future__ import annotations

import json
from typing import Any, Final

from hjerterfri.core.actions import ChooseMoon, Claim, NextDeal, parse_pass, parse_play
from hjerterfri.core.cards import to_card
from hjerterfri.core.deal import Deal
from hjerterfri.core.errors import HjerterfriError, InvalidRecordError
from hjerterfri.core.match import Match
from hjerterfri.core.observation import Phase
from hjerterfri.core.rules import Rules
from hjerterfri.core.scoring import MOON_CHOICES

FORMAT: Final = "hjerterfri-record"
VERSION: Final = 1
RECORD_KEYS: Final = ("format", "version", "rules", "seed", "meta", "deals")
DEAL_KEYS: Final = ("number", "hands", "passes", "plays", "moon_choice", "claim")
PLAYER_KEYS: Final = ("name", "bot")


def player(name: str, bot: str | None = None) -> dict[str, Any]:
    """One seat of ``meta["players"]``: who sat there, and the bot level if it was a bot."""
    return {"name": name, "bot": bot}


def deal_to_dict(deal: Deal) -> dict[str, Any]:
    """One deal's actions: dealt hands, each pass in the order made, every card, moon choice,
    and a claim if one ended the deal: who, and after how many of ``plays`` (the cards
    after it were played out for it, and are checked against it when read)."""
    out = {
        "number": deal.number,
        "hands": [[str(c) for c in hand] for hand in deal.dealt_hands],
        "passes": [[seat, [str(c) for c in deal.passed(seat) or ()]] for seat in _pass_order(deal)],
        "plays": [str(c) for c in deal.plays],
        "moon_choice": deal.moon_choice if deal.rules.moon.value == "shooters_choice" else None,
    }
    if deal.claim is not None:
        before, claimed = deal.claim
        out["claim"] = {"seat": claimed.seat, "after": before}
    return out


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
    return load_record(text)[0]


def load_record(text: str) -> tuple[Match, dict[str, Any]]:
    """The replayed match and the record's ``meta`` (who played: ``meta["players"]``)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InvalidRecordError(
            f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        ) from None
    match = match_from_record(data)
    return match, dict(data.get("meta") or {})


def match_from_record(data: Any) -> Match:
    if not isinstance(data, dict):
        raise InvalidRecordError("a record is a JSON object")
    _no_unknown_keys(data, RECORD_KEYS, "")
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
    _check_meta(data.get("meta"), rules.players)
    raw_deals = _field(data, "deals", list, "")
    if not raw_deals:
        raise InvalidRecordError("a record holds at least one deal", "deals")
    match: Match | None = None
    for i, raw in enumerate(raw_deals):
        where = f"deals[{i}]"
        if not isinstance(raw, dict):
            raise InvalidRecordError("a deal is a JSON object", where)
        _no_unknown_keys(raw, DEAL_KEYS, where)
        if match is not None:
            if match.is_over:
                raise InvalidRecordError(
                    f"the match was over after deal {i}, yet deal {i + 1} follows", where
                )
            if match.deal.phase is not Phase.DONE:
                raise _unfinished(match.deal, i - 1)
        match = _deal_next(match, rules, seed, i + 1, raw, where)
        _replay_actions(match, raw, where)
    assert match is not None
    return match


def _unfinished(deal: Deal, index: int) -> InvalidRecordError:
    """The error for a deal that stops short while another deal follows it: said there."""
    cards = len(deal.plays)
    if deal.phase is Phase.PASS:
        what = f"has only {len(_pass_order(deal))} of its {deal.rules.players} passes"
        return InvalidRecordError(
            f"deal {deal.number} {what}, yet deal {deal.number + 1} follows",
            f"deals[{index}].passes",
        )
    if deal.phase is Phase.MOON:
        return InvalidRecordError(
            f"deal {deal.number} needs the shooter's choice, yet deal {deal.number + 1} follows",
            f"deals[{index}].moon_choice",
        )
    total = deal.rules.hand_size * deal.rules.players
    return InvalidRecordError(
        f"deal {deal.number} stops after {cards} of its {total} cards, yet deal "
        f"{deal.number + 1} follows; a card is missing, or the deals after it do not belong",
        f"deals[{index}].plays",
    )


def _no_unknown_keys(data: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    for key in data:
        if key not in known:
            spot = f"{where}.{key}" if where else str(key)
            raise InvalidRecordError(
                f"unknown key {key!r}; {'a deal' if where else 'a record'} has {', '.join(known)}",
                spot,
            )


def _check_meta(meta: Any, players: int) -> None:
    """``meta`` is free-form, but ``meta.players`` names each seat: ``{name, bot}``."""
    if meta is None:
        return
    if not isinstance(meta, dict):
        raise InvalidRecordError(f"expected an object, found {meta!r}", "meta")
    seats = meta.get("players")
    if seats is None:
        return
    if not isinstance(seats, list) or len(seats) != players:
        raise InvalidRecordError(
            f"expected one entry per seat ({players}), found {seats!r}", "meta.players"
        )
    for seat, entry in enumerate(seats):
        spot = f"meta.players[{seat}]"
        if not isinstance(entry, dict):
            raise InvalidRecordError(f'expected {{"name": …, "bot": …}}, found {entry!r}', spot)
        _no_unknown_keys(entry, PLAYER_KEYS, spot)
        if not isinstance(entry.get("name"), str):
            raise InvalidRecordError(f"a name is text, found {entry.get('name')!r}", spot)
        if not isinstance(entry.get("bot"), (str, type(None))):
            raise InvalidRecordError(
                f"a bot is its level or null, found {entry.get('bot')!r}", spot
            )


def _field(data: dict[str, Any], name: str, kind: type, where: str) -> Any:
    value = data.get(name)
    if not isinstance(value, kind):
        spot = f"{where}.{name}" if where else name
        raise InvalidRecordError(f"expected {kind.__name__}, found {value!r}", spot)
    return value


def _deal_next(
    match: Match | None,
    rules: Rules,
    seed: int | None,
    number: int,
    raw: dict[str, Any],
    where: str,
) -> Match:
    """The match with deal ``number`` dealt: from the seed (its hands checked against the
    record's, if given), or from the record's hands when there is no seed."""
    if raw.get("number", number) != number:
        raise InvalidRecordError(
            f"deal number {raw.get('number')!r}, expected {number}", f"{where}.number"
        )
    hands = raw.get("hands")
    deals = match.deals if match is not None else ()
    try:
        if seed is not None:
            if match is None:
                match = Match.from_deals(rules, seed, [Deal.new(rules, seed=seed, number=1)])
            else:
                match.apply(NextDeal())
            if hands is not None and [[str(c) for c in h] for h in match.deal.dealt_hands] != hands:
                raise InvalidRecordError(
                    f"the hands differ from what seed {seed} deals", f"{where}.hands"
                )
            return match
        if not isinstance(hands, list):
            raise InvalidRecordError("without a seed, the dealt hands are needed", f"{where}.hands")
        totals = match.totals if match is not None else None
        deal = Deal.from_hands(
            rules, hands, pass_direction=rules.pass_offset(number), number=number, totals=totals
        )
    except (HjerterfriError, ValueError) as exc:
        if isinstance(exc, InvalidRecordError):
            raise
        raise InvalidRecordError(str(exc), f"{where}.hands") from None
    return Match.from_deals(rules, seed, [*deals, deal])


def _replay_actions(match: Match, raw: dict[str, Any], where: str) -> None:
    """The deal's passes, cards and moon choice, each applied through ``Match.apply``."""
    deal = match.deal
    for j, entry in enumerate(_field(raw, "passes", list, where)):
        spot = f"{where}.passes[{j}]"
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], list)):
            raise InvalidRecordError(f"a pass is [seat, [three cards]], found {entry!r}", spot)
        try:
            match.apply(parse_pass(entry[0], entry[1]))
        except (HjerterfriError, ValueError) as exc:
            raise InvalidRecordError(
                f"seat {entry[0]!r} may not pass {entry[1]!r}: {exc}", spot
            ) from None
    plays = _field(raw, "plays", list, where)
    claim = _claim_entry(raw.get("claim"), len(plays), deal.rules.players, f"{where}.claim")
    for j, card in enumerate(plays):
        if claim is not None and j == claim[1]:
            _replay_claim(match, claim[0], plays[j:], f"{where}.claim")
            break
        seat = deal.to_act
        try:
            match.apply(parse_play(-1 if seat is None else seat, card))
        except (HjerterfriError, ValueError) as exc:
            who = f"seat {seat}" if seat is not None else "nobody"
            raise InvalidRecordError(
                f"{who} may not play {card!r} (card {j + 1} of deal {deal.number}): {exc}",
                f"{where}.plays[{j}]",
            ) from None
    _replay_moon_choice(match, raw.get("moon_choice"), f"{where}.moon_choice")


def _claim_entry(raw: Any, plays: int, players: int, spot: str) -> tuple[int, int] | None:
    """The deal's claim as (seat, cards played before it), checked for shape; None: none."""
    if raw is None:
        return None
    ok = isinstance(raw, dict) and set(raw) == {"seat", "after"}
    seat, after = (raw.get("seat"), raw.get("after")) if ok else (None, None)
    if not (
        isinstance(seat, int)
        and isinstance(after, int)
        and not isinstance(seat, bool)
        and not isinstance(after, bool)
        and 0 <= seat < players
        and 0 <= after < plays
    ):
        raise InvalidRecordError(
            f'a claim is {{"seat": 0..{players - 1}, "after": 0..{plays - 1}}} (the cards '
            f"played before it), found {raw!r}",
            spot,
        )
    return seat, after


def _replay_claim(match: Match, seat: int, rest: list[Any], spot: str) -> None:
    """Apply the claim; the cards it plays out must be the record's cards after it."""
    deal = match.deal
    before = len(deal.plays)
    try:
        match.apply(Claim(seat))
    except (HjerterfriError, ValueError) as exc:
        raise InvalidRecordError(f"seat {seat} may not claim here: {exc}", spot) from None
    played = [str(c) for c in deal.plays[before:]]
    if played != [_card_text(c) for c in rest]:
        raise InvalidRecordError(
            f"the claim plays out {' '.join(played)}, but the record has "
            f"{' '.join(map(str, rest))} after it",
            spot,
        )


def _card_text(value: Any) -> str:
    """A record's card in the form the writer uses (``"10D"`` reads as ``"TD"``)."""
    try:
        return str(to_card(value))
    except (HjerterfriError, ValueError, TypeError):
        return str(value)


def _replay_moon_choice(match: Match, choice: Any, spot: str) -> None:
    """The shooter's choice: required when the deal asks for it, and refused when it does not."""
    deal = match.deal
    if deal.phase is Phase.MOON:
        if choice not in MOON_CHOICES:
            raise InvalidRecordError(
                f"the shooter's choice {choice!r} is missing or not one of "
                f"{', '.join(MOON_CHOICES)}",
                spot,
            )
        shooter = deal.to_act
        assert shooter is not None
        match.apply(ChooseMoon(shooter, choice))
    elif choice is not None and choice != deal.moon_choice:
        if choice not in MOON_CHOICES:
            raise InvalidRecordError(
                f"{choice!r} is no moon choice; it is null or one of {', '.join(MOON_CHOICES)}",
                spot,
            )
        raise InvalidRecordError(
            f"{choice!r} was given, but nobody chose how a moon scores in deal {deal.number}",
            spot,
        )
