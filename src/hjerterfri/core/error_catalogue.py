"""Every error code a player can meet, stated once: its sentences, its HTTP status and close code.

The core, the table and the web refuse with a stable ``code`` and an English message for
developers and logs; what a *player* reads comes from here. It is plain data in the core,
the bottom layer, so every layer can read it (the core's own ``Reason`` codes included).
The sentences are msgids of the page's ``game`` catalogue: the terminal translates them
itself, and the page receives them with its translations (``GET /api/i18n/{language}``),
so no sentence is copied into the JavaScript or the terminal's words. A test checks that
every code raised in ``src/`` is here and translated.
"""

from __future__ import annotations

import dataclasses
import string
from collections.abc import Callable, Mapping
from typing import Final

DOMAIN: Final = "game"
CLOSE_DEFAULT: Final = 4400  # a websocket closed for a reason with no close code of its own


def placeholders(sentence: str) -> set[str]:
    """The ``{names}`` a sentence needs."""
    return {name for _, name, _, _ in string.Formatter().parse(sentence) if name}


@dataclasses.dataclass(frozen=True)
class ErrorCode:
    """What one code means to a player, and how the web carries it.

    ``sentences`` go fullest first: the first whose placeholders are all known is shown, so
    the terminal (which knows the cards) and the page (which may not) share one entry.
    """

    sentences: tuple[str, ...]
    status: int = 400  # the HTTP status of an API request refused with this code
    close: int | None = None  # the websocket close code, when the connection ends with it

    def template(self, params: Mapping[str, object]) -> str:
        """The fullest sentence that ``params`` fill; an empty value counts as unknown."""
        known = {name for name, value in params.items() if value not in (None, "")}
        return next((s for s in self.sentences if placeholders(s) <= known), self.sentences[-1])


_UNREADABLE = ("The page sent a message the server could not read.",)
_SEAT_OWNED = (
    "This seat belongs to another player; open the game in the browser that took the seat.",
)

CATALOGUE: Final[dict[str, ErrorCode]] = {
    # The rules (core ``Reason``): the player's move is refused.
    "not_your_turn": ErrorCode(("It is not your turn.",)),
    "wrong_phase": ErrorCode(("That is not possible right now.",)),
    "not_in_hand": ErrorCode(("You don't hold {card}.", "You don't hold that card.")),
    "must_follow_suit": ErrorCode(
        (
            "You must follow suit: you hold {suit} ({cards}).",
            "You must follow suit: you hold {suit}.",
        )
    ),
    "must_lead_lowest_club": ErrorCode(
        ("The first trick opens with {only_card}.", "The first trick opens with the lowest club.")
    ),
    "hearts_not_broken": ErrorCode(
        (
            "Hearts are not broken yet: lead {only_card}.",
            "Hearts are not broken yet: lead another suit.",
        )
    ),
    "no_points_on_first_trick": ErrorCode(("No hearts or Q♠ in the first trick.",)),
    "wrong_pass_count": ErrorCode(
        ("Pass exactly 3 cards; {count} chosen.", "Choose exactly 3 cards to pass.")
    ),
    "duplicate_card": ErrorCode(("Choose 3 different cards.",)),
    "already_passed": ErrorCode(("You have already passed.",)),
    "no_moon": ErrorCode(("There is no moon to score now.",)),
    "claim_not_certain": ErrorCode(
        ("Your claim is not certain: another player could still take a trick. Play on.",)
    ),
    # The table: a request at the table is refused.
    "invalid_card": ErrorCode(("That is not a card.",)),
    "illegal_action": ErrorCode(("The rules do not allow that now.",)),
    "no_undo": ErrorCode(("There is nothing to take back.",)),
    "undo_after_other_player": ErrorCode(
        ("Another player has played since your last move, so it cannot be taken back.",)
    ),
    "deal_not_over": ErrorCode(("The deal is not over yet.",)),
    "match_over": ErrorCode(("The game is over.",)),
    "no_hint": ErrorCode(("There is nothing for you to decide now.",)),
    "not_a_human_seat": ErrorCode(("That seat is played by a bot.",), close=4403),
    "seat_connected": ErrorCode(
        ("That player is connected; a bot only plays for someone who is away.",)
    ),
    "not_host": ErrorCode(("Only the player who set up the table can do that.",), status=403),
    "wrong_seat_count": ErrorCode(("The number of seats does not fit the number of players.",)),
    # Setting up a game: the rules, the opponents, the language.
    "invalid_rules": ErrorCode(("These rules cannot be played together.",)),
    "unknown_preset": ErrorCode(("Unknown rules preset.",)),
    "unknown_level": ErrorCode(("Unknown opponent level.",)),
    "wrong_opponent_count": ErrorCode(("Choose a level for every opponent.",)),
    "unknown_language": ErrorCode(("Unknown language.",)),
    # Stored games and who may open them.
    "no_such_game": ErrorCode(("This game does not exist.",), status=404, close=4404),
    "broken_game": ErrorCode(
        ("This game's record is damaged and cannot be played on.",), close=4500
    ),
    "game_not_over": ErrorCode(("This game is still being played.",), status=409),
    # Game review (services/review.py): a decision that does not exist, or another's too early.
    "no_such_decision": ErrorCode(
        ("There is no such decision to review in this game.",), status=404
    ),
    "not_your_seat": ErrorCode(
        ("While the game goes on, you may review only your own decisions.",), status=403
    ),
    "token_required": ErrorCode(_SEAT_OWNED, status=403, close=4401),
    "wrong_token": ErrorCode(_SEAT_OWNED, status=403, close=4401),
    "not_local": ErrorCode(("Only the computer that serves the game can do that.",), status=403),
    # Tables for friends.
    "no_such_table": ErrorCode(("This table for friends does not exist.",), status=404),
    "table_started": ErrorCode(
        ("This game has started; its open seats are played by bots.",), status=409
    ),
    "seat_taken": ErrorCode(("Someone has just taken that seat; choose another.",), status=409),
    "not_an_open_seat": ErrorCode(("That seat is not open for a friend.",)),
    "name_taken": ErrorCode(
        ("Someone at this table has that name already; add a letter.",), status=409
    ),
    "name_required": ErrorCode(("Type your name, so the others know who plays.",)),
    "name_too_long": ErrorCode(("That name is too long.",)),
    "wrong_friend_count": ErrorCode(("Choose how many seats are for friends.",)),
    # The websocket: messages the server could not take.
    "stale": ErrorCode(("The table changed meanwhile; look again.",)),
    "internal_error": ErrorCode(
        ("The server could not keep that move; the table is shown as it is.",)
    ),
    "bad_json": ErrorCode(_UNREADABLE),
    "bad_message": ErrorCode(_UNREADABLE),
    "unknown_type": ErrorCode(_UNREADABLE),
    "message_too_large": ErrorCode(
        ("The page sent the server more than it reads at once; it connects again.",),
        close=1009,  # the WebSocket standard's "message too big"
    ),
    "too_many_messages": ErrorCode(
        ("The page sent too many messages at once; wait a moment.",), close=4429
    ),
    "too_many_games": ErrorCode(
        (
            "Many games were started from here in a short time; try again in {retry_after} "
            "seconds.",
            "Many games were started from here in a short time; try again in a minute.",
        ),
        status=429,
    ),
    "too_many_requests": ErrorCode(
        (
            "Too many requests came from here in a short time; try again in {retry_after} seconds.",
            "Too many requests came from here in a short time; try again in a moment.",
        ),
        status=429,
        close=4429,  # a websocket over the limit; the page connects again a little later
    ),
}


def http_status(code: str) -> int:
    """The HTTP status of a request refused with ``code``: 400 unless the catalogue says."""
    entry = CATALOGUE.get(code)
    return entry.status if entry else 400


def close_code(code: str) -> int | None:
    """The websocket close code of ``code``, when a connection ends with it."""
    entry = CATALOGUE.get(code)
    return entry.close if entry else None


def sentence(
    code: str, params: Mapping[str, object], translate: Callable[[str], str]
) -> str | None:
    """What a player reads for ``code``: the fullest sentence ``params`` fill, translated;
    None for a code the catalogue does not know (the adapter shows the English message)."""
    entry = CATALOGUE.get(code)
    if entry is None:
        return None
    values = {name: "" if value is None else value for name, value in params.items()}
    return translate(entry.template(values)).format_map(_Blank(values))


def page_sentences() -> dict[str, list[str]]:
    """code → English sentences, fullest first: what the page picks from and translates."""
    return {code: list(entry.sentences) for code, entry in CATALOGUE.items()}


def all_sentences() -> set[str]:
    """Every msgid of the catalogue: what each language's ``game`` catalogue must translate."""
    return {s for entry in CATALOGUE.values() for s in entry.sentences}


class _Blank(dict[str, object]):
    """Format values where a placeholder nobody filled shows as nothing, not a KeyError."""

    def __missing__(self, key: str) -> str:
        return ""
