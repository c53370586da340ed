"""The guided first game: before each decision, the rule that limits the cards you may play
now, and what the hint would do and why.

The rule is read off the seat's observation (which cards core allows, against the hand), so
it is never decided twice: core decides, this module only says which rule it was. The
sentences are English templates like the bots' reasons (``bots/reasons.py``), translated by
the adapters from the ``game`` catalogue; ``{seat}`` is a seat number the adapters name.
"""

from __future__ import annotations

import dataclasses
from typing import Final

from hjerterfri.core import Deal, Observation, Phase
from hjerterfri.core.cards import CARDS, QUEEN_OF_SPADES, Suit
from hjerterfri.services.table.seat_bots import Hint
from hjerterfri.services.table.table import Table

LEAD_OPENING: Final = "You hold {card}: it opens the first trick, so you lead it."
FOLLOW_SUIT: Final = "{suit} was led and you hold {suit}: you must follow suit."
VOID_FIRST_TRICK: Final = (
    "You have no {suit}: you may play another suit, but no hearts and no Q♠ in the first trick."
)
VOID: Final = "You have no {suit}: you may play any card, a chance to get rid of a dangerous one."
HEARTS_NOT_BROKEN: Final = (
    "Hearts are not broken yet: you may not lead a heart until one has been played."
)
QUEEN_LEAD: Final = "Hearts are not broken and you hold only hearts and Q♠: you must lead Q♠."
ONLY_HEARTS: Final = "You hold only hearts: you may lead one although hearts are not broken."
FREE_LEAD: Final = "You lead: you may lead any card in your hand."
PASS: Final = "Choose 3 cards to pass to {seat}: give away the cards that could take points."
MOON: Final = "You took every point: choose how the moon scores."
ALLOWED: Final = "You may play: {cards}."
REFUSED: Final = "{card} is not allowed here."

ALL: Final[tuple[str, ...]] = tuple(
    value for name, value in dict(globals()).items() if name.isupper() and isinstance(value, str)
)


@dataclasses.dataclass(frozen=True)
class Guidance:
    """The rule at work now (its template and values), the cards allowed, and the hint."""

    rule: str
    params: dict[str, str | int]
    allowed: tuple[str, ...]
    hint: Hint | None

    def to_dict(self) -> dict[str, object]:
        hint = self.hint
        return {
            "rule": self.rule,
            "rule_params": dict(self.params),
            "allowed": list(self.allowed),
            "hint": None
            if hint is None
            else {
                "cards": list(hint.cards),
                "reason": hint.reason,
                "reason_template": hint.template,
                "reason_params": dict(hint.params),
            },
        }


def rule_now(obs: Observation) -> tuple[str, dict[str, str | int]]:
    """Which rule limits the seat's choice now, and the values its sentence needs."""
    if obs.phase is Phase.PASS:
        return PASS, {"seat": obs.pass_to}
    if obs.phase is Phase.MOON:
        return MOON, {}
    hand, legal = set(obs.hand), set(obs.legal)
    first = not obs.tricks
    if obs.trick:
        led = obs.trick[0][1].suit
        if any(c.suit is led for c in hand):
            return FOLLOW_SUIT, {"suit": led.symbol}
        return (VOID_FIRST_TRICK if first and legal != hand else VOID), {"suit": led.symbol}
    if first and len(legal) == 1:
        return LEAD_OPENING, {"card": next(iter(legal)).symbol}
    hearts = {c for c in hand if c.suit is Suit.HEARTS}
    if legal == {CARDS[QUEEN_OF_SPADES]} and len(hand) > 1:
        return QUEEN_LEAD, {}
    if hearts and not hearts & legal:
        return HEARTS_NOT_BROKEN, {}
    if hearts == hand and not obs.hearts_broken and obs.rules.hearts_must_break:
        return ONLY_HEARTS, {}
    return FREE_LEAD, {}


def guidance(deal: Deal, seat: int, hint: Hint | None) -> Guidance:
    """What a newcomer in ``seat`` is told before deciding: the rule, the cards, the hint."""
    obs = deal.observation(seat)
    rule, params = rule_now(obs)
    return Guidance(rule, params, tuple(str(c) for c in obs.legal), hint)


def at_table(table: Table, seat: int) -> Guidance | None:
    """The guidance for ``seat``'s decision now, or None when it has nothing to decide."""
    if not table.hint_available(seat):
        return None
    return guidance(table.match.deal, seat, table.hint(seat))
