"""Two arena runs on the same duplicate deals, compared deal by deal: is the new bot better?

Each run's ``--json`` rows give, for every distinct deal (match, deal) and every rotation
that played it, one slot's points minus the other slots' mean. Paired over the rotations
both runs played, the difference carries far less noise than either run's own interval:
most of a deal's luck is the same in both. This is how docs/research.md compares a
candidate with the ``hard`` before it. The difference is also split by who shot the moon in
each run's play of a deal, since a few moons won or lost often decide it. Pairs run on
other seeds pool into one figure (``compare_pooled``): one seed's deals can favour a bot.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from hjerterfri.bots.arena import mean_ci, vs_rest
from hjerterfri.core import HjerterfriError


class NotComparable(HjerterfriError, ValueError):
    """The two runs cannot be paired: not arena results, or not the same deals."""


NO_MOON, THIS_BOT, ANOTHER = "no moon", "this bot", "another seat"  # who shot, in a play


@dataclass(frozen=True)
class MoonShare:
    """The plays in which the moon went ``before`` → ``after`` (``NO_MOON``, ``THIS_BOT`` or
    ``ANOTHER``) and their share of the paired difference; the shares add up to it."""

    before: str
    after: str
    plays: int
    share: float


class _Play(NamedTuple):
    """One rotation's play of a deal: the slot's points minus the other slots' mean, and
    the slot that shot the moon (None: nobody)."""

    margin: float
    shooter: int | None


@dataclass(frozen=True)
class PairedResult:
    """``after``'s margin minus ``before``'s on the deals both played (negative = ``after``
    better); each margin is the slot's points a deal minus the other slots' mean."""

    slot: int
    before_bot: str
    after_bot: str
    deals: int
    before: float
    after: float
    difference: float
    ci95: float
    moons: tuple[MoonShare, ...] = ()


def compare_runs(
    before: Mapping[str, Any], after: Mapping[str, Any], slot: int = 0
) -> PairedResult:
    """Pair two ``hjerterfri arena --json`` results on ``slot``; refuse runs whose deals differ."""
    return compare_pooled([(before, after)], slot)


def compare_pooled(
    runs: Sequence[tuple[Mapping[str, Any], Mapping[str, Any]]], slot: int = 0
) -> PairedResult:
    """Several (before, after) pairs of arena results pooled into one paired figure: every
    distinct deal of every pair is one sample. One seed's deals can be lucky for a bot by as
    much as most changes are worth (docs/research.md, stop 34), so a change is judged on
    several seeds together. Refuses pairs whose deals differ, and two pairs on the same deals
    (they would count each deal twice)."""
    pairs: list[tuple[float, float]] = []
    shares: dict[tuple[str, str], list[float]] = {}
    seen: dict[str, int] = {}
    for number, (before, after) in enumerate(runs, start=1):
        which = "" if len(runs) == 1 else f" of pair {number}"
        _check_pair(before, after, slot, which)
        deals = json.dumps([before["seed"], before["rules"]], sort_keys=True)
        if deals in seen:
            raise NotComparable(
                f"pairs {seen[deals]} and {number} are on the same deals (seed "
                f"{before['seed']}, the same rules), so pooling would count each twice; "
                "pool runs of different seeds"
            )
        seen[deals] = number
        first = _margins(before, f"the before file{which}", slot)
        second = _margins(after, f"the after file{which}", slot)
        for deal in first.keys() & second.keys():
            rotations = first[deal].keys() & second[deal].keys()
            if not rotations:
                continue
            a = statistics.fmean(first[deal][r].margin for r in rotations)
            b = statistics.fmean(second[deal][r].margin for r in rotations)
            pairs.append((a, b))
            for r in rotations:
                old, new = first[deal][r], second[deal][r]
                key = (_who(old.shooter, slot), _who(new.shooter, slot))
                shares.setdefault(key, []).append((new.margin - old.margin) / len(rotations))
    if len(pairs) < 2:
        raise NotComparable(
            f"the runs share {len(pairs)} deal(s) played in the same rotation; at least 2 are "
            "needed for an interval (give both runs more --deals)"
        )
    difference, ci = mean_ci([b - a for a, b in pairs])
    before_bot, after_bot = runs[0][0]["bots"][slot], runs[0][1]["bots"][slot]
    return PairedResult(
        slot,
        before_bot,
        after_bot,
        len(pairs),
        statistics.fmean(a for a, _ in pairs),
        statistics.fmean(b for _, b in pairs),
        difference,
        ci,
        tuple(
            MoonShare(*key, len(changes), sum(changes) / len(pairs))
            for key, changes in sorted(shares.items(), key=lambda item: -len(item[1]))
        ),
    )


def _check_pair(before: Mapping[str, Any], after: Mapping[str, Any], slot: int, which: str) -> None:
    """Refuse a pair that is not two arena results on the same deals (``which`` names the
    pair when several are pooled)."""
    for name, run in (("before", before), ("after", after)):
        missing = [key for key in ("bots", "rules", "seed", "deal_rows") if key not in run]
        if missing:
            raise NotComparable(
                f"the {name} file{which} is not an arena result (no {', '.join(missing)}); "
                "write one with hjerterfri arena --json FILE"
            )
        if not (isinstance(run["rules"], Mapping) and isinstance(run["bots"], list)):
            raise NotComparable(
                f"the {name} file{which}'s rules or bots are not what hjerterfri arena --json "
                "writes"
            )
    if before["seed"] != after["seed"]:
        raise NotComparable(
            f"the runs{which} have different seeds ({before['seed']} and {after['seed']}), so "
            "different deals; rerun one with the other's --seed"
        )
    changed = sorted(
        key
        for key in set(before["rules"]) | set(after["rules"])
        if before["rules"].get(key) != after["rules"].get(key)
    )
    if changed:
        raise NotComparable(
            f"the runs{which} were played under different rules ({', '.join(changed)}), so "
            "different deals; rerun one with the other's --preset, --players and --rule"
        )
    seats = len(before["bots"])
    if not 0 <= slot < seats:
        raise NotComparable(f"there is no slot {slot}: the runs seat bots 0 to {seats - 1}")


def _who(shooter: int | None, slot: int) -> str:
    return NO_MOON if shooter is None else THIS_BOT if shooter == slot else ANOTHER


def _margins(
    run: Mapping[str, Any], label: str, slot: int
) -> dict[tuple[int, int], dict[int, _Play]]:
    """(match, deal) -> rotation -> that play's margin for the slot, and who shot the moon;
    ``label`` names the file in a refusal."""
    margins: dict[tuple[int, int], dict[int, _Play]] = {}
    seats = len(run["bots"])
    try:
        for row in run["deal_rows"]:
            points = [float(p) for p in row["points"]]
            if len(points) != seats:
                raise ValueError(f"{len(points)} scores for {seats} seats")
            deal = (int(row["match"]), int(row["deal"]))
            shooter = None if row.get("shooter") is None else int(row["shooter"])
            margins.setdefault(deal, {})[int(row["rotation"])] = _Play(
                vs_rest(points, slot), shooter
            )
    except (KeyError, TypeError, ValueError) as error:
        raise NotComparable(
            f"{label}'s deal_rows are not what hjerterfri arena --json writes ({error!r})"
        ) from None
    return margins
