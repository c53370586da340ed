"""The rules in force at a table and the strategy tips, in the player's language.

Written once here and shown by both the browser page (``POST /api/help``) and the terminal
game (its rules screen), so the two never tell a different story. The words are the page's
``game`` catalogue: the setting and choice names come from the rules' schema
(``core.rules.SETTINGS``), the same msgids the start page shows.
The odds of a heart-heavy hand are computed exactly for the table's hand size.
"""

from __future__ import annotations

import dataclasses
from math import comb
from typing import Any

from babel.numbers import format_percent

from hjerterfri.core.rules import SETTING, Rules
from hjerterfri.i18n import gettext

DOMAIN = "game"
HEARTS_IN_DECK = 13  # No player count removes a heart (RULES.md), so all 13 are dealt.

# With 3 or 5 players nobody sits across, so the cycle has no "across" (RULES.md): the help
# names the pass order by the cycle the table really plays.
ODD_PASS_ORDER_NAMES = {
    "left_first": "Left, right, none",
    "right_first": "Right, left, none",
    "none": "No passing",
}


@dataclasses.dataclass(frozen=True)
class HelpItem:
    """One sentence, with the cards it is about (shown as small card pictures)."""

    text: str
    cards: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "cards": list(self.cards)}


@dataclasses.dataclass(frozen=True)
class HelpSection:
    title: str
    items: tuple[HelpItem, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"title": self.title, "items": [item.to_dict() for item in self.items]}


def heart_odds(hand_size: int, at_least: int, deck: int = 52) -> float:
    """The exact chance that a dealt hand of ``hand_size`` cards holds ``at_least`` hearts."""
    ways = sum(
        comb(HEARTS_IN_DECK, k) * comb(deck - HEARTS_IN_DECK, hand_size - k)
        for k in range(at_least, min(hand_size, HEARTS_IN_DECK) + 1)
    )
    return ways / comb(deck, hand_size)


class _Words:
    """Translates the catalogue's msgids into one language, filling in {placeholders}."""

    def __init__(self, language: str) -> None:
        self.language = language

    def __call__(self, msgid: str, **params: Any) -> str:
        return gettext(self.language, DOMAIN, msgid).format(**params)

    def setting(self, name: str, value: object, label: str | None = None) -> str:
        """``Passing: Left, right, across, none``: the schema's names of a setting and value."""
        words = label or SETTING[name].label_of(value)
        return self("{name}: {value}", name=self(SETTING[name].label), value=self(words))

    def percent(self, share: float) -> str:
        return str(format_percent(share, "#,##0.0%", locale=self.language))


def _deal_items(rules: Rules, say: _Words) -> list[HelpItem]:
    items = [
        HelpItem(
            say(
                "{players} players, {cards} cards each.",
                players=rules.players,
                cards=rules.hand_size,
            )
        )
    ]
    if rules.removed:
        removed = tuple(str(c) for c in rules.removed)
        cards = " ".join(c.symbol for c in rules.removed)
        items.append(HelpItem(say("Taken out of the deck: {cards}.", cards=cards), removed))
    pass_order = rules.pass_order.value
    odd = ODD_PASS_ORDER_NAMES[pass_order] if rules.players % 2 else None
    items.append(HelpItem(say.setting("pass_order", pass_order, odd)))
    if pass_order != "none":
        items.append(
            HelpItem(
                say("Everyone passes 3 cards before seeing the 3 they get."), ("QS", "AS", "KS")
            )
        )
    return items


def _play_items(rules: Rules, say: _Words) -> list[HelpItem]:
    lead = rules.lowest_club
    items = [
        HelpItem(say("{card} leads the first trick.", card=lead.symbol), (str(lead),)),
        HelpItem(
            say(
                "Follow suit when you can; if not, play any card. "
                "The highest card of the suit led takes the trick."
            )
        ),
    ]
    if rules.first_trick_points:
        items.append(HelpItem(say(SETTING["first_trick_points"].label)))
    else:
        items.append(
            HelpItem(
                say(
                    "The first trick is clean: if you cannot follow suit, you may not play "
                    "a heart or the queen of spades in it, unless you hold nothing else."
                ),
                ("2C", "QS"),
            )
        )
    if rules.hearts_must_break:
        items.append(
            HelpItem(
                say(
                    "Hearts must be broken: you may lead a heart only after a heart has been "
                    "played, or when you hold nothing but hearts."
                ),
                ("5H",),
            )
        )
    else:
        items.append(HelpItem(say("Hearts may be led at any time.")))
    if rules.queen_breaks_hearts:
        items.append(HelpItem(say(SETTING["queen_breaks_hearts"].label), ("QS",)))
    return items


def _score_items(rules: Rules, say: _Words) -> list[HelpItem]:
    items = [
        HelpItem(
            say(
                "Each heart you take counts 1 point, the queen of spades {points}.",
                points=rules.queen_points,
            ),
            ("2H", "QS"),
        )
    ]
    if rules.jack_of_diamonds:
        items.append(HelpItem(say("J♦ scores −10"), ("JD",)))
    items.append(
        HelpItem(say("Take every heart and the queen of spades to shoot the moon."), ("AH", "QS"))
    )
    items.append(HelpItem(say.setting("moon", rules.moon)))
    if rules.single_deal:
        items.append(HelpItem(say(SETTING["single_deal"].label)))
    else:
        items.append(
            HelpItem(
                say(
                    "The game ends after the deal in which someone reaches {target} points; "
                    "the lowest total wins.",
                    target=rules.target,
                )
            )
        )
        items.append(HelpItem(say.setting("ties", rules.ties)))
    return items


def _strategy_items(rules: Rules, say: _Words) -> list[HelpItem]:
    deck = 52 - len(rules.removed)
    six = heart_odds(rules.hand_size, 6, deck)
    seven = heart_odds(rules.hand_size, 7, deck)
    items = [
        HelpItem(
            say(
                "Passing: give away the dangerous cards, the queen, king and ace of spades "
                "and high hearts; keep the queen only with many low spades to hide her among."
            ),
            ("QS", "KS", "AS"),
        ),
        HelpItem(
            say(
                "Voids: pass away a short suit. When it is led and you have none, "
                "you may discard a heart or the queen of spades."
            ),
            ("3D", "9D"),
        ),
        HelpItem(
            say(
                "Ducking: keep low cards, so that late in the deal you can play under "
                "the card that takes the points."
            ),
            ("2H", "3S"),
        ),
        HelpItem(
            say(
                "The queen: while the queen of spades is out and not yours, don't lead "
                "the king or ace of spades; lead low spades to drive her out."
            ),
            ("KS", "AS"),
        ),
        HelpItem(
            say(
                "Counting: each suit has 13 cards. Count what has been played, and you "
                "know who is void and which of your cards can still be beaten."
            )
        ),
        HelpItem(
            say(
                "Shooting the moon: try it only with many high hearts and control of "
                "spades. A dealt hand of {cards} cards holds 6 or more hearts {six} of "
                "the time, 7 or more only {seven} (exact odds).",
                cards=rules.hand_size,
                six=say.percent(six),
                seven=say.percent(seven),
            ),
            ("AH", "KH", "QH"),
        ),
        HelpItem(
            say(
                "Stopping a moon: when one player has taken every point so far, "
                "take a heart yourself, even if it costs you a point."
            ),
            ("AH",),
        ),
    ]
    if rules.jack_of_diamonds:
        items.append(
            HelpItem(
                say(
                    "The jack of diamonds: win it with a higher diamond once the ace, king "
                    "and queen of diamonds are gone or held by you."
                ),
                ("JD", "QD"),
            )
        )
    return items


def help_sections(rules: Rules, language: str) -> list[HelpSection]:
    """The rules in force at a table with ``rules``, then the tips, in ``language``."""
    say = _Words(language)
    return [
        HelpSection(say("The deal"), tuple(_deal_items(rules, say))),
        HelpSection(say("Playing the cards"), tuple(_play_items(rules, say))),
        HelpSection(say("Points and the end of the game"), tuple(_score_items(rules, say))),
        HelpSection(say("Tips"), tuple(_strategy_items(rules, say))),
    ]
