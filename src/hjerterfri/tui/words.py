"""Every word the terminal shows, in the player's language (gettext domain ``tui``).

The English text is the msgid, as in the other catalogues. Refusals come from the table in
English; in English the table's own sentence is shown, in the other languages the
sentence for its code, filled in from what the seat can see. A hint's reason is the bots'
template, translated by the browser page's ``game`` catalogue, so it is written once.
"""

from __future__ import annotations

from typing import Any

from hjerterfri.core import parse_card
from hjerterfri.i18n import LANGUAGES, check_language, gettext

DOMAIN = "tui"
HINT_DOMAIN = "game"
SUIT_SYMBOLS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}

# Sentences for the refusals' codes; the English table message is used when it exists.
ERRORS: dict[str, str] = {
    "not_your_turn": "It is not your turn.",
    "wrong_phase": "That is not possible right now.",
    "not_in_hand": "You don't hold {card}.",
    "must_follow_suit": "You must follow suit: you hold {suit} ({cards}).",
    "must_lead_lowest_club": "The first trick opens with {card}.",
    "hearts_not_broken": "Hearts are not broken yet: lead another suit.",
    "no_points_on_first_trick": "No hearts or Q♠ in the first trick.",
    "wrong_pass_count": "Pass exactly 3 cards; {count} chosen.",
    "duplicate_card": "Choose 3 different cards.",
    "already_passed": "You have already passed.",
    "no_moon": "There is no moon to score now.",
    "no_undo": "There is nothing to take back.",
    "deal_not_over": "The deal is not over yet.",
    "match_over": "The game is over.",
    "no_hint": "There is nothing for you to decide now.",
    "illegal_action": "The rules do not allow that now.",
    "broken_game": "This game's record is damaged and cannot be played on.",
    "no_such_game": "This game does not exist.",
}
QUEEN_ONLY = "Hearts are not broken yet: lead {card}."


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
        """The refusal ``code`` in words; ``context`` fills in what the seat can see."""
        if self.language == "en" and english:
            return english
        legal = context.get("legal") or []
        if code == "hearts_not_broken" and legal == ["QS"]:
            return self(QUEEN_ONLY, card=card_text("QS"))
        template = ERRORS.get(code)
        if template is None:
            return english or self("Something went wrong.")
        values = {
            "card": card_text(context["card"]) if context.get("card") else "",
            "cards": cards_text(legal),
            "suit": SUIT_SYMBOLS.get(str(context.get("suit", "")), ""),
            "count": context.get("count", 0),
        }
        if code == "not_in_hand" and not values["card"]:
            return self("You don't hold that card.")
        if code == "must_lead_lowest_club":
            values["card"] = card_text(legal[0]) if legal else ""
        return self(template, **values)

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
        text = gettext(self.language, HINT_DOMAIN, template)
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return template
