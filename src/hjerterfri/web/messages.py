"""The JSON messages of docs/protocol.md as pydantic models, and the reading of client text.

Client messages are strict (a number is a number, unknown fields are refused) so a
mistake in the page is reported, not guessed at.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from hjerterfri.services.echo import quoted, shortened
from hjerterfri.services.table.seat_events import SeatEvent
from hjerterfri.services.table.views import SeatState

MAX_MESSAGE_BYTES = 64 * 1024  # far above any real message (a state is sent, never received)
MAX_DEPTH = 16  # a real message is two levels deep; json's recursion would fail near 1,000
CardText = Annotated[str, StringConstraints(max_length=8)]
Word = Annotated[str, StringConstraints(max_length=40)]
_NESTING = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


class ProtocolError(Exception):
    """A client message that cannot be read; ``code`` and the sentence go back to the client."""

    def __init__(self, code: str, message: str, request: str | None = None) -> None:
        self.code = code
        self.request = request
        super().__init__(message)


class _Client(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    seq: int


class PassMessage(_Client):
    type: Literal["pass"]
    cards: list[CardText] = Field(max_length=52)


class PlayMessage(_Client):
    type: Literal["play"]
    card: CardText


class MoonMessage(_Client):
    type: Literal["moon"]
    choice: Word


class ClaimMessage(_Client):
    """The player claims every trick left; the server checks it against every hand."""

    type: Literal["claim"]


class NextDealMessage(_Client):
    type: Literal["next_deal"]


class UndoMessage(_Client):
    type: Literal["undo"]


class HintMessage(_Client):
    type: Literal["hint"]


class SettingsMessage(_Client):
    type: Literal["settings"]
    auto_play_forced: bool


class StandInMessage(_Client):
    """The host lets a bot play a disconnected player's seat (``on``), or stops it."""

    type: Literal["stand_in"]
    seat: int
    on: bool


class SyncMessage(_Client):
    type: Literal["sync"]
    seq: int | None = None  # type: ignore[assignment]  # the one message without a seq


ClientMessage = (
    PassMessage
    | PlayMessage
    | MoonMessage
    | ClaimMessage
    | NextDealMessage
    | UndoMessage
    | HintMessage
    | SettingsMessage
    | StandInMessage
    | SyncMessage
)
CLIENT_MESSAGES: dict[str, type[_Client]] = {
    "pass": PassMessage,
    "play": PlayMessage,
    "moon": MoonMessage,
    "claim": ClaimMessage,
    "next_deal": NextDealMessage,
    "undo": UndoMessage,
    "hint": HintMessage,
    "settings": SettingsMessage,
    "stand_in": StandInMessage,
    "sync": SyncMessage,
}


def _describe(error: ValidationError) -> str:
    parts = []
    for item in error.errors():
        where = shortened(".".join(str(p) for p in item["loc"]) or "message")  # a key may be huge
        parts.append(f"{where}: {item['msg']}")
    return "; ".join(parts)


def _size(text: str | bytes) -> int:
    if isinstance(text, bytes) or len(text) > MAX_MESSAGE_BYTES:
        return len(text)  # a str longer than the limit in characters is longer in bytes too
    return len(text.encode("utf-8", "surrogatepass"))


def _depth(text: str | bytes) -> int:
    """How deeply arrays and objects nest, brackets inside strings not counted."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    depth = deepest = 0
    for match in _NESTING.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif token in "]}":
            depth -= 1
    return deepest


def parse_client(text: str | bytes) -> _Client:
    """Read one client message, or raise ``ProtocolError`` saying what is wrong.

    Size and nesting are checked before the JSON is parsed, so no input can make the
    parser's recursion or memory the server's problem.
    """
    size = _size(text)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError(
            "message_too_large",
            f"The message has {size} bytes; at most {MAX_MESSAGE_BYTES} are read. "
            "The connection is closed (code 1009).",
        )
    if _depth(text) > MAX_DEPTH:
        raise ProtocolError(
            "bad_json",
            f"The message is nested more than {MAX_DEPTH} levels deep; "
            'a message is one flat JSON object like {"type": "play", ...}.',
        )
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise ProtocolError("bad_json", f"The message is not JSON ({exc}).") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_json", 'A message is a JSON object like {"type": "play", ...}.')
    kind = data.get("type")
    model = CLIENT_MESSAGES.get(kind) if isinstance(kind, str) else None
    if model is None:
        known = ", ".join(CLIENT_MESSAGES)
        raise ProtocolError(
            "unknown_type", f"Unknown message type {quoted(kind)}; the types are: {known}."
        )
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise ProtocolError(
            "bad_message", f"The {kind} message is not right: {_describe(exc)}.", kind
        ) from None


# -- server → client ---------------------------------------------------------------------
class ErrorMessage(BaseModel):
    type: Literal["error"] = "error"
    code: str
    message: str
    seq: int | None
    request: str | None


class HintReply(BaseModel):
    type: Literal["hint"] = "hint"
    seq: int
    cards: list[str]
    reason: str
    level: str
    choice: str | None = None
    reason_template: str
    reason_params: dict[str, str | int]


class StateMessage(BaseModel):
    """The seat's whole view; the nested parts are described in docs/protocol.md."""

    type: Literal["state"] = "state"
    seq: int
    reset: bool
    game_id: str
    language: str
    seat: int
    events: list[dict[str, Any]]
    seats: list[dict[str, Any]]
    rules: dict[str, Any]
    preset: str
    deal: dict[str, Any]
    you: str | None
    score_sheet: list[list[int]]
    moons: list[int | None]
    totals: list[int]
    match: dict[str, Any]
    undo_available: bool
    undo_used: bool = False
    hint_available: bool
    claim_available: bool
    settings: dict[str, Any]
    host: int | None = None
    stand_ins: list[str | None] = Field(default_factory=list)
    connected: list[bool] = Field(default_factory=list)


# The views as JSON values, serialised by pydantic's compiled core: a dataclass becomes an
# object with its fields in order, a tuple a list, an enum its value. The one place the views
# meet ``dict[str, Any]``.
_SEAT_STATE = TypeAdapter(SeatState)
_SEAT_EVENTS = TypeAdapter(tuple[SeatEvent, ...])


def state_message(
    *,
    seq: int,
    reset: bool,
    game_id: str,
    language: str,
    events: Sequence[SeatEvent],
    state: SeatState,
    connected: list[bool],
) -> dict[str, Any]:
    """The ``state`` message for one seat, as the JSON the page reads (``StateMessage``
    describes it; a test holds the two together, so it is not validated again here: the
    server sends one of these to every seat after every move)."""
    return {
        "type": "state",
        "seq": seq,
        "reset": reset,
        "game_id": game_id,
        "language": language,
        "events": _SEAT_EVENTS.dump_python(tuple(events), mode="json"),
        **_SEAT_STATE.dump_python(state, mode="json"),
        "connected": connected,
    }


class PresenceMessage(BaseModel):
    """Who is at the table now: sent to the others when a player connects or goes away."""

    type: Literal["presence"] = "presence"
    connected: list[bool]


# -- HTTP ------------------------------------------------------------------------------
class NewGameRequest(BaseModel):
    """The start page's form."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(default="", max_length=40)
    language: Word = "en"
    preset: Word = "hjerterfri"
    rules: dict[str, Any] = Field(default_factory=dict)
    opponents: list[Word] | None = Field(default=None, max_length=8)
    auto_play_forced: bool = False
    seed: int | None = None


class NewLobbyRequest(BaseModel):
    """The start page's form for a table of friends."""

    model_config = ConfigDict(extra="forbid")
    name: str = Field(default="", max_length=40)
    friends: int
    language: Word = "en"
    preset: Word = "hjerterfri"
    rules: dict[str, Any] = Field(default_factory=dict)
    bots: list[Word] | None = Field(default=None, max_length=8)
    auto_play_forced: bool = False
    seed: int | None = None


class JoinRequest(BaseModel):
    """A friend takes an open seat."""

    model_config = ConfigDict(extra="forbid")
    seat: int
    name: str = Field(default="", max_length=40)


class StartRequest(BaseModel):
    """The host starts the game; the host's seat token proves who asks."""

    model_config = ConfigDict(extra="forbid")
    token: str = Field(default="", max_length=100)


class DeleteRequest(BaseModel):
    """Deleting a game: the host's seat (left out: the host's) and token; none if it has none."""

    model_config = ConfigDict(extra="forbid")
    seat: int | None = Field(default=None, ge=0)
    token: str = Field(default="", max_length=100)
