"""The scoreboard's JSON API, its live follow stream and its translations.

Every change goes through ``Board`` (which checks it) and ``BoardStore`` (which refuses
stale saves), so a refused request changes nothing. Errors answer with the reason, the
English sentence and its template + params, for the page to show in its language.
The database comes from the ``board_store`` dependency: by default ``app.state.engine``
(set by ``web.app.create_app``); another app may override the dependency.

Everything under ``/boards/{id}`` needs the board's editor key as ``Authorization: Bearer
KEY`` (the store checks it); ``/follow/{token}`` only reads and never shows the id or a key.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Header, HTTPException, Request, Response
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from hjerterfri.core.errors import UnknownChoiceError
from hjerterfri.core.rules import DEFAULT_PRESET, PRESETS, SETTING
from hjerterfri.i18n import LANGUAGE_NAMES, catalog, check_language, negotiate
from hjerterfri.services.scoreboard.board import Board, clean_names, make_rules
from hjerterfri.services.scoreboard.entry import Entry
from hjerterfri.services.scoreboard.errors import (
    GameOverError,
    KeyNeededError,
    NoSuchBoardError,
    NoSuchDealError,
    NotTheEditorError,
    Problem,
    ScoreboardError,
)
from hjerterfri.services.store.boards import BoardStore, StaleBoardError, Stored
from hjerterfri.web.creation_limit import admit_start

DOMAIN = "scoreboard"
POLL_SECONDS = 0.5  # how often a follow stream looks for a new version
HEARTBEAT_SECONDS = 15.0
NEEDS = "Authorization: Bearer <editor key>"
MAX_HELD = 500  # boards a browser may ask about at once
STATUS: dict[type[ScoreboardError], int] = {
    KeyNeededError: 401,
    NotTheEditorError: 403,
    NoSuchBoardError: 404,
    NoSuchDealError: 404,
    GameOverError: 409,
    StaleBoardError: 409,
}

router = APIRouter(prefix="/api/scoreboard", tags=["scoreboard"])


def board_store(request: Request) -> BoardStore:
    """The boards of the app's database (``app.state.engine``); override to use another."""
    return BoardStore(request.app.state.engine)


Store = Annotated[BoardStore, Depends(board_store)]


def editor_key(authorization: Annotated[str | None, Header()] = None) -> str | None:
    """The editor key sent as ``Authorization: Bearer KEY``; None when there is none."""
    scheme, _, key = (authorization or "").partition(" ")
    return key.strip() or None if scheme.lower() == "bearer" else None


Key = Annotated[str | None, Depends(editor_key)]


class NewBoard(BaseModel):
    names: list[Any]
    preset: str = DEFAULT_PRESET
    variants: dict[str, Any] = Field(default_factory=dict)
    first_dealer: Any = 0


class HeldKey(BaseModel):
    id: str = Field(max_length=64)
    key: str = Field(max_length=128)


class HeldBody(BaseModel):
    """What a browser holds: editor keys by board id, and the follow tokens it watches."""

    boards: list[HeldKey] = Field(default_factory=list, max_length=MAX_HELD)
    follow: list[str] = Field(default_factory=list, max_length=MAX_HELD)


class NamesBody(BaseModel):
    """New names for a board's players, in seat order."""

    names: list[Any]
    version: int | None = None


class EntryBody(BaseModel):
    """One deal: ``points`` or ``cards``; ``version`` (optional) guards against stale pages."""

    points: list[Any] | None = None
    cards: list[list[Any]] | None = None
    moon: bool | None = None
    moon_choice: str | None = None
    version: int | None = None

    def entry(self) -> Entry:
        return Entry.from_dict(self.model_dump(exclude={"version"}))


def _refusal(exc: ScoreboardError) -> HTTPException:
    if isinstance(exc, KeyNeededError | NotTheEditorError):
        return HTTPException(
            STATUS[type(exc)],
            detail={**exc.to_dict(), "needs": NEEDS},
            headers={"WWW-Authenticate": "Bearer"},
        )
    return HTTPException(STATUS.get(type(exc), 400), detail=exc.to_dict())


def _view(stored: Stored, *, editor: bool = True) -> dict[str, Any]:
    view = {"follow": stored.follow, "version": stored.version, "board": stored.board.to_dict()}
    return {"id": stored.id, **view} if editor else view


def _change(
    store: BoardStore, board_id: str, key: str | None, version: int | None, change: Any
) -> dict[str, Any]:
    """Load, apply ``change`` (which checks itself), save; a refusal leaves the board as it was."""
    try:
        stored = store.get(board_id, key)
        if version is not None and version != stored.version:
            raise StaleBoardError(Problem.STALE)
        change(stored.board)
        return _view(store.save(stored, key))
    except ScoreboardError as exc:
        raise _refusal(exc) from None


@router.get("/options")
def options() -> dict[str, Any]:
    """What a new board can choose: presets and the scoring variants (the rules' schema)."""
    variants = ("moon", "ties", "pass_order", "queen_points", "players")
    return {
        "presets": {name: rules.to_dict() for name, rules in PRESETS.items()},
        **{name: list(SETTING[name].values) for name in variants},
    }


@router.post("/boards", status_code=201, dependencies=[Depends(admit_start)])
def create_board(body: NewBoard, store: Store) -> dict[str, Any]:
    """A new board; the answer carries its editor ``key``, shown this once only."""
    try:
        names = clean_names(body.names)
        board = Board(
            names,
            make_rules(len(names), body.preset, **body.variants),
            first_dealer=body.first_dealer,
        )
    except ScoreboardError as exc:
        raise _refusal(exc) from None
    created = store.create(board)
    return {**_view(created.stored), "key": created.key}


@router.post("/boards/held")
def held_boards(body: HeldBody, store: Store) -> dict[str, Any]:
    """Only the boards these keys open (with ids) and these tokens follow (without)."""
    keys = {held.id: held.key for held in body.boards}
    return {"boards": store.held(keys, set(body.follow))}


@router.get("/boards/{board_id}")
def get_board(board_id: str, store: Store, key: Key) -> dict[str, Any]:
    try:
        return _view(store.get(board_id, key))
    except ScoreboardError as exc:
        raise _refusal(exc) from None


@router.post("/boards/{board_id}/deals", status_code=201)
def add_deal(board_id: str, body: EntryBody, store: Store, key: Key) -> dict[str, Any]:
    return _change(store, board_id, key, body.version, lambda b: b.add(body.entry()))


@router.put("/boards/{board_id}/deals/{number}")
def edit_deal(
    board_id: str, number: int, body: EntryBody, store: Store, key: Key
) -> dict[str, Any]:
    return _change(store, board_id, key, body.version, lambda b: b.edit(number, body.entry()))


@router.delete("/boards/{board_id}/deals/{number}")
def delete_deal(
    board_id: str, number: int, store: Store, key: Key, version: int | None = None
) -> dict[str, Any]:
    return _change(store, board_id, key, version, lambda b: b.delete(number))


@router.put("/boards/{board_id}/names")
def rename_players(board_id: str, body: NamesBody, store: Store, key: Key) -> dict[str, Any]:
    return _change(store, board_id, key, body.version, lambda b: b.rename(body.names))


@router.delete("/boards/{board_id}", status_code=204)
def delete_board(board_id: str, store: Store, key: Key) -> Response:
    try:
        store.delete(board_id, key)
    except ScoreboardError as exc:
        raise _refusal(exc) from None
    return Response(status_code=204)


@router.get("/follow/{follow}")
def follow_board(follow: str, store: Store) -> dict[str, Any]:
    """The read-only view behind a follow link: no board id, so no way to change it."""
    try:
        return _view(store.by_follow(follow), editor=False)
    except ScoreboardError as exc:
        raise _refusal(exc) from None


@router.get("/follow/{follow}/events")
async def follow_events(follow: str, request: Request, store: Store) -> StreamingResponse:
    """Server-sent events: the board now, then again each time it changes."""
    try:
        await run_in_threadpool(store.by_follow, follow)
    except ScoreboardError as exc:
        raise _refusal(exc) from None
    return StreamingResponse(
        _stream(follow, request, store),
        media_type="text/event-stream",
        headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"},
    )


async def _stream(follow: str, request: Request, store: BoardStore) -> AsyncIterator[str]:
    seen: int | None = None
    quiet = 0.0
    while not await request.is_disconnected():
        version = await run_in_threadpool(store.version, follow)
        if version is None:
            yield "event: gone\ndata: {}\n\n"
            return
        if version != seen:
            stored = await run_in_threadpool(store.by_follow, follow)
            seen, quiet = stored.version, 0.0
            yield f"event: board\ndata: {json.dumps(_view(stored, editor=False))}\n\n"
        elif quiet >= HEARTBEAT_SECONDS:
            quiet = 0.0
            yield ": still here\n\n"
        await asyncio.sleep(POLL_SECONDS)
        quiet += POLL_SECONDS


@router.get("/i18n")
def languages(accept_language: Annotated[str | None, Header()] = None) -> dict[str, Any]:
    """The languages the board speaks and the one this browser prefers."""
    return {"languages": dict(LANGUAGE_NAMES), "preferred": negotiate(accept_language)}


@router.get("/i18n/{language}")
def messages(language: str) -> dict[str, Any]:
    """The scoreboard's strings in ``language``: English msgid → translation."""
    try:
        check_language(language)
    except UnknownChoiceError as exc:
        raise HTTPException(404, detail=str(exc)) from None
    return {"language": language, "messages": catalog(language, DOMAIN)}
