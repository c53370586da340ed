"""Where two bots part, on the real hidden cards: what each of their different choices is worth.

An arena says which bot scores better; this says where. One seat plays ``bot``, every other
seat ``reference``. At each decision of that seat where the two would choose differently, the
deal is played out twice from there, once with each choice, every seat then playing as
``reference``, and the seat's margin (its points minus the others' mean) is compared: the
difference is what that one decision was worth on the real cards. Summed by the kind of
decision (pass, lead, follow, discard), the trick and the hint's lesson at that moment (the
medium bot's reason), it shows what a stronger bot gains and where a candidate loses
(docs/research.md, stop 38: against mediums at six players, ``hard`` gains where it
follows suit, and not measurably where it leads or passes).
"""

from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Iterator

from hjerterfri.bots import reasons
from hjerterfri.bots.arena import arena_bot, mean_ci, vs_rest
from hjerterfri.bots.base import Bot
from hjerterfri.bots.hint import advise
from hjerterfri.bots.oracle import reveal
from hjerterfri.core import Card, Observation, Phase, Rules
from hjerterfri.core.deal import Deal

PASS, LEAD, FOLLOW, DISCARD = "pass", "lead", "follow", "discard"
ALL = "all"  # the group every decision counts in
LESSONS = {
    sentence: name.lower()
    for name, sentence in vars(reasons).items()
    if name.isupper() and isinstance(sentence, str)
}
"""Each reason the hint gives, by its name in ``bots.reasons`` (``win_high``, ``duck``): the
lesson a decision is counted under."""


@dataclasses.dataclass(frozen=True)
class Decision:
    """One decision of ``bot``'s seat with more than one choice. Where ``bot`` and
    ``reference`` chose differently (``parted``), ``difference`` is the seat's margin after
    ``bot``'s choice minus after ``reference``'s (negative: ``bot``'s choice was better)."""

    deal: int
    seat: int
    kind: str
    trick: int  # 1 for the first trick; 0 for the pass
    lesson: str  # the hint's reason at that decision (the medium bot's): ``LESSONS``' name
    bot_choice: str
    reference_choice: str
    difference: float = 0.0

    @property
    def parted(self) -> bool:
        return self.bot_choice != self.reference_choice

    @property
    def at_trick(self) -> str:
        """Its kind at its trick, as a tally names the group: ``follow, trick 3``."""
        return f"{self.kind}, trick {self.trick}"

    @property
    def groups(self) -> tuple[str, str, str, str]:
        """Where it counts in a tally: ``ALL``, its kind, its kind at its trick, its lesson."""
        return ALL, self.kind, self.at_trick, self.lesson


@dataclasses.dataclass(frozen=True)
class Tally:
    """One group's decisions: how many, how many parted, and what the partings were worth,
    a parting and a deal, with the deal figure's 95 % interval (negative: ``bot`` better)."""

    decisions: int
    parted: int
    mean: float
    per_deal: float
    per_deal_ci95: float


def decisions(bot: str, reference: str, rules: Rules, deals: int, seed: int) -> Iterator[Decision]:
    """Every decision with a choice of ``bot``'s seat over ``deals`` seeded deals (``bot`` in
    seat ``deal % players``, ``reference`` in the others), each parting weighed."""
    players = rules.players
    other = arena_bot(reference, seed, rules)
    for number in range(deals):
        seat = number % players
        mine = arena_bot(bot, seed * 1_000_003 + number, rules)
        deal = Deal.new(rules, seed=seed * 1_000_003 + number, number=1 + number % 4)
        if deal.phase is Phase.PASS:
            for passer in range(players):
                if passer != seat:
                    deal.pass_cards(passer, other.choose_pass(deal.observation(passer)))
            obs = deal.observation(seat)
            chosen, taught = mine.choose_pass(obs), other.choose_pass(obs)
            worth = 0.0
            if set(chosen) != set(taught):
                worth = _worth(deal, seat, other, chosen) - _worth(deal, seat, other, taught)
            lesson = _lesson(obs)
            yield Decision(number, seat, PASS, 0, lesson, _cards(chosen), _cards(taught), worth)
            deal.pass_cards(seat, chosen)
        while deal.phase is Phase.PLAY:
            to_act = deal.to_act
            assert to_act is not None
            obs = deal.observation(to_act)
            if to_act != seat:
                deal.play(other.choose_play(obs))
                continue
            reveal(mine, deal)
            card = mine.choose_play(obs)
            if len(obs.legal) > 1:
                instead = other.choose_play(obs)
                worth = 0.0
                if card != instead:
                    worth = _worth(deal, seat, other, card) - _worth(deal, seat, other, instead)
                kind, trick = _kind(obs.trick, card), len(obs.tricks) + 1
                lesson = _lesson(obs)
                yield Decision(number, seat, kind, trick, lesson, str(card), str(instead), worth)
            deal.play(card)


def tally(found: list[Decision], deals: int) -> dict[str, Tally]:
    """``found`` in all, by kind, by kind and trick, and by lesson (``Decision.groups``); a
    group's worth a deal is its partings' sum in each of the ``deals``, averaged."""
    groups: dict[str, list[Decision]] = {}
    for decision in found:
        for key in decision.groups:
            groups.setdefault(key, []).append(decision)
    out = {}
    for key, members in groups.items():
        worths = [d.difference for d in members if d.parted]
        by_deal = [0.0] * deals
        for d in members:
            by_deal[d.deal] += d.difference
        per_deal, ci = mean_ci(by_deal)
        mean = statistics.fmean(worths) if worths else 0.0
        out[key] = Tally(len(members), len(worths), mean, per_deal, ci)
    return out


def _worth(deal: Deal, seat: int, other: Bot, move: Card | list[Card]) -> float:
    """``seat``'s margin when it makes ``move`` (a card, or three to pass) on a copy of
    ``deal`` and every seat then plays as ``other``."""
    branch = deal.clone()
    if isinstance(move, list):
        branch.pass_cards(seat, move)
    else:
        branch.play(move)
    while branch.phase is Phase.PLAY:
        s = branch.to_act
        assert s is not None
        branch.play(other.choose_play(branch.observation(s)))
    if branch.phase is Phase.MOON:
        s = branch.to_act
        assert s is not None
        branch.choose_moon(other.choose_moon(branch.observation(s)))
    points = branch.points
    assert points is not None
    return vs_rest([float(p) for p in points], seat)


def _lesson(obs: Observation) -> str:
    template = advise(obs).template
    return LESSONS.get(template, template)


def _kind(trick: tuple[tuple[int, Card], ...], card: Card) -> str:
    if not trick:
        return LEAD
    return FOLLOW if int(card) & 3 == int(trick[0][1]) & 3 else DISCARD


def _cards(cards: list[Card]) -> str:
    return " ".join(str(c) for c in sorted(cards))
