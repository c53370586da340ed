"""Why the scoreboard refused something: one reason per mistake, an English sentence for each.

Each error carries its ``reason``, the English ``template`` (the gettext msgid the adapters
translate) and the ``params`` that fill it, so a UI can show the sentence in its language.
"""

from __future__ import annotations

import enum
from typing import Any

from hjerterfri.core.errors import HjerterfriError


class Problem(enum.Enum):
    """What was wrong; the value is stable and goes over the wire."""

    PLAYER_COUNT = "player_count"
    BLANK_NAME = "blank_name"
    LONG_NAME = "long_name"
    SAME_NAME = "same_name"
    BAD_RULES = "bad_rules"
    BAD_DEALER = "bad_dealer"
    ENTRY_KIND = "entry_kind"
    WRONG_COUNT = "wrong_count"
    NOT_WHOLE = "not_whole"
    OUT_OF_RANGE = "out_of_range"
    TWO_JACKS = "two_jacks"
    NO_QUEEN = "no_queen"
    IMPOSSIBLE = "impossible"
    WRONG_SUM = "wrong_sum"
    NOT_A_CARD = "not_a_card"
    NOT_POINT_CARD = "not_point_card"
    CARD_TWICE = "card_twice"
    CARDS_MISSING = "cards_missing"
    MOON_UNCLEAR = "moon_unclear"
    MOON_CHOICE_NEEDED = "moon_choice_needed"
    BAD_MOON_CHOICE = "bad_moon_choice"
    MOON_CHOICE_CONFLICT = "moon_choice_conflict"
    GAME_OVER = "game_over"
    NO_SUCH_DEAL = "no_such_deal"
    ENDS_EARLY = "ends_early"
    NO_SUCH_BOARD = "no_such_board"
    RENAME_COUNT = "rename_count"
    STALE = "stale"
    KEY_NEEDED = "key_needed"
    WRONG_KEY = "wrong_key"
    UNOWNED = "unowned"
    OWNED_ALREADY = "owned_already"


TEMPLATES: dict[Problem, str] = {
    Problem.PLAYER_COUNT: "A board needs 3 to 6 players; {given} names were given.",
    Problem.RENAME_COUNT: "This board has {players} players; give {players} names, not {given}.",
    Problem.BLANK_NAME: "Player {position} has no name; give every player a name.",
    Problem.LONG_NAME: "The name {name} is too long; use at most {limit} characters.",
    Problem.SAME_NAME: "Two players are called {name}; give each player a different name.",
    Problem.BAD_RULES: "The rules cannot be used: {detail}",
    Problem.BAD_DEALER: "The first dealer must be one of the {players} players.",
    Problem.ENTRY_KIND: "Enter either each player's points or the cards each player took.",
    Problem.WRONG_COUNT: "Enter points for all {players} players; {given} were given.",
    Problem.NOT_WHOLE: "{name}'s points must be a whole number, not {value}.",
    Problem.OUT_OF_RANGE: "{name} has {value} points; a player can take {low} to {high} in a deal.",
    Problem.TWO_JACKS: "{first} and {second} both have points below zero, but only one player "
    "can take J♦.",
    Problem.NO_QUEEN: "Nobody has {queen} points or more, so nobody took Q♠; check the numbers.",
    Problem.IMPOSSIBLE: "These points cannot come from one deal; check each player's cards.",
    Problem.WRONG_SUM: "The points add up to {total}; a deal holds {expected}.",
    Problem.NOT_A_CARD: "{text} is not a card; write it like QS, 10H or Q♠.",
    Problem.NOT_POINT_CARD: "{card} scores nothing; only hearts, Q♠ and (with J♦ −10) J♦ count.",
    Problem.CARD_TWICE: "{card} is given to both {first} and {second}; each card goes to one "
    "player.",
    Problem.CARDS_MISSING: "Nobody took {cards}; every point card goes to someone.",
    Problem.MOON_UNCLEAR: "{name} has {value} and everyone else 0: say whether {name} took "
    "every heart and Q♠ (shot the moon).",
    Problem.MOON_CHOICE_NEEDED: "{name} shot the moon: choose whether the others get 26 or "
    "{name} gets −26.",
    Problem.BAD_MOON_CHOICE: "{choice} is no moon choice; use others_plus_26 or shooter_minus_26.",
    Problem.MOON_CHOICE_CONFLICT: "The points show the moon scored one way and the choice says "
    "the other; enter one of them.",
    Problem.GAME_OVER: "The game is over; edit or delete a deal to change the result.",
    Problem.NO_SUCH_DEAL: "There is no deal {number}; the board has deals 1 to {last}.",
    Problem.ENDS_EARLY: "That change would end the game after deal {number}, but later deals "
    "follow; delete them first.",
    Problem.NO_SUCH_BOARD: "There is no board {board}.",
    Problem.STALE: "Someone else changed the board meanwhile; look at it again and re-enter.",
    Problem.KEY_NEEDED: "This needs the board's editor key; only the phone or "
    "terminal that made the board, or one given its share-to-edit link, holds it.",
    Problem.WRONG_KEY: "That editor key does not open this board; ask whoever keeps the board "
    "for its share-to-edit link.",
    Problem.UNOWNED: "This board was made before boards had editor keys; whoever keeps the "
    "database can take it over with hjerterfri score.",
    Problem.OWNED_ALREADY: "This board has an editor key already; ask whoever keeps the board "
    "for its share-to-edit link.",
}


class ScoreboardError(HjerterfriError, ValueError):
    """Base of every scoreboard refusal. Nothing was changed when one is raised."""

    def __init__(self, reason: Problem, **params: Any) -> None:
        self.reason = reason
        self.template = TEMPLATES[reason]
        self.params = params
        super().__init__(self.template.format(**params))

    def to_dict(self) -> dict[str, Any]:
        """Plain data for an API answer: the reason, the sentence and what to translate."""
        return {
            "reason": self.reason.value,
            "message": str(self),
            "template": self.template,
            "params": self.params,
        }


class InvalidBoardError(ScoreboardError):
    """The board cannot be set up like this: names or rules."""


class InvalidEntryError(ScoreboardError):
    """A deal's entry does not fit the rules; the board is unchanged."""


class GameOverError(ScoreboardError):
    """The game has ended; no further deals until an edit reopens it."""


class NoSuchDealError(ScoreboardError):
    """An edit or delete named a deal the board does not have."""


class NoSuchBoardError(ScoreboardError):
    """A stored board was asked for that is not there."""


class KeyNeededError(ScoreboardError):
    """A change (or the editor's view) was asked for without an editor key."""


class NotTheEditorError(ScoreboardError):
    """The key given does not open the board (or the board has no key yet)."""
