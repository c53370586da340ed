"""Every word the terminal shows, in the player's language (gettext domain ``tui``).

The English text is the msgid, as in the other catalogues. Refusals come from the table in
English; in English the table's own sentence is shown, in the other languages the error
catalogue's sentence for its code, filled in from what the seat can see. Those sentences and
a hint's reason (the bots' template) are translated by the browser page's ``game``
catalogue, so each is written once.
"""

from __future__ import annotations

from typing import Any

from hjerterfri.core import parse_card
from hjerterfri.core.error_catalogue import sentence
from hjerterfri.i18n import LANGUAGES, check_language, gettext

DOMAIN = "tui"
PAGE_DOMAIN = "game"  # the page's catalogue: refusals and hint reasons are translated once
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


def card_text(card: str) -> str:
    """``QS`` → ``Q♠``, ``TD`` → ``10♦``: the rank as printed on the card."""
    return parse_card(card).symbol


def cards_text(cards: list[str] | tuple[str, ...]) -> str:
    return " ".join(card_text(c) for c in cards)


class Words:
    """Translate for one language; ``words("msgid {x}", x=1)``."""

    def __init__(self, language: str) -> None:
        self.language = check_language(language)

    def __call__(self, message: str, **params: Any) -> str:
        return gettext(self.language, DOMAIN, message).format(**params)

    @staticmethod
    def all_languages(message: str) -> set[str]:
        """``message`` in every language: to recognise a word stored in another one."""
        return {gettext(language, DOMAIN, message) for language in LANGUAGES}

    # -- names ---------------------------------------------------------------------------
    def passing(self, direction: str) -> str:
        """The pass of a deal as a phrase: ``pass left`` … ``no passing``."""
        names = {
            "left": self("pass left"),
            "right": self("pass right"),
            "across": self("pass across"),
            "none": self("no passing"),
        }
        return names.get(direction, direction)

    def level(self, name: str | None) -> str:
        names = {
            "random": self("random"),
            "easy": self("easy"),
            "medium": self("medium"),
            "hard": self("hard"),
        }
        return names.get(name or "", name or "")

    def moon_choice(self, choice: str | None) -> str:
        names = {
            "others_plus_26": self("everyone else +26"),
            "shooter_minus_26": self("the shooter −26"),
        }
        return names.get(choice or "", choice or "")

    # -- refusals and hints ------------------------------------------------------------
    def error(self, code: str, english: str, context: dict[str, Any]) -> str:
        """The refusal ``code`` in words, from the error catalogue (as the page shows it);
        ``context`` fills in what the seat can see. English shows the table's own sentence."""
        if self.language == "en" and english:
            return english
        legal = list(context.get("legal") or [])
        params = {
            "card": card_text(context["card"]) if context.get("card") else "",
            "cards": cards_text(legal),
            "only_card": card_text(legal[0]) if len(legal) == 1 else "",
            "suit": SUIT_SYMBOLS.get(str(context.get("suit", "")), ""),
            "count": context.get("count"),
        }
        said = sentence(code, params, self._page_words)
        return said if said is not None else english or self("Something went wrong.")

    def _page_words(self, msgid: str) -> str:
        return gettext(self.language, PAGE_DOMAIN, msgid)

    def invalid_card(self, text: str) -> str:
        return self(
            "“{text}” is not a card: type the rank, then the suit, like qs, 10d or 2c.",
            text=text,
        )

    def hint(self, template: str, params: dict[str, Any], names: list[str]) -> str:
        """A bot's reason in this language, a seat number turned into that player's name."""
        values = dict(params)
        if "seat" in values and str(values["seat"]).isdigit():
            values["seat"] = names[int(values["seat"])]
        text = gettext(self.language, PAGE_DOMAIN, template)
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return template
