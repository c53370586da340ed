"""The start page's HTTP endpoints: options, starting a game, listing and reading games."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, HTTPException, Query, Request, Response
from fastapi.concurrency import run_in_threadpool

from hjerterfri.bots import DEFAULT_LEVEL, LEVELS
from hjerterfri.core.error_catalogue import http_status
from hjerterfri.core.rules import DEFAULT_PRESET, PLAYER_COUNTS, PRESETS, SETTING, SETTINGS
from hjerterfri.i18n import LANGUAGE_NAMES
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.lobbies import open_seats
from hjerterfri.services.table.config import TableError
from hjerterfri.web.addresses import is_local
from hjerterfri.web.creation_limit import admit_start
from hjerterfri.web.messages import DeleteRequest, NewGameRequest
from hjerterfri.web.server import Hub

router = APIRouter(prefix="/api")


def _games(request: Request) -> Games:
    games: Games = request.app.state.games
    return games


@router.get("/options")
def options() -> dict[str, Any]:
    """What the start page offers: presets, the rule settings' schema (names, choices and
    their words), bot levels, languages."""
    return {
        "presets": {name: rules.to_dict() for name, rules in PRESETS.items()},
        "default_preset": DEFAULT_PRESET,
        "settings": [setting.to_dict() for setting in SETTINGS],
        # The schema's short forms, as the page read them before it had the schema.
        "choices": {s.name: list(s.values) for s in SETTINGS if s.choices},
        "flags": [s.name for s in SETTINGS if s.kind == "flag"],
        "default_target": SETTING["target"].default,
        "levels": list(LEVELS),
        "default_level": DEFAULT_LEVEL,
        "languages": dict(LANGUAGE_NAMES),
        # Where friends sit at a table for friends: players → number of friends → seats.
        "friend_seats": {
            str(n): {str(f): open_seats(n, f) for f in range(1, n)} for n in PLAYER_COUNTS
        },
    }


def refusal(exc: TableError) -> HTTPException:
    """A table's refusal as an HTTP error: the status its code calls for, code and sentence."""
    detail = {"code": exc.code, "message": str(exc)}
    return HTTPException(http_status(exc.code), detail=detail)


async def ask(function: Callable[..., Any], *args: Any) -> Any:
    """Run a (blocking) games call off the event loop; a refusal becomes an HTTP error."""
    try:
        return await run_in_threadpool(function, *args)
    except TableError as exc:
        raise refusal(exc) from None


@router.post("/games", status_code=201, dependencies=[Depends(admit_start)])
async def create_game(body: NewGameRequest, request: Request) -> dict[str, Any]:
    fields = body.model_dump()
    fields["opponents"] = tuple(body.opponents) if body.opponents is not None else None
    games = _games(request)
    result: dict[str, Any] = await ask(games.create, NewGame(**fields))
    # The seat is this browser's: its token goes back once, and the websocket asks for it.
    token = await ask(games.issue_token, result["id"], result["human_seat"])
    websocket = f"{result['websocket']}&token={token}"
    return {**result, "seat": result["human_seat"], "token": token, "websocket": websocket}


@router.get("/games")
async def list_games(
    request: Request, state: Literal["unfinished", "finished", "all"] = "all"
) -> dict[str, Any]:
    over = {"unfinished": False, "finished": True, "all": None}[state]
    return {"games": await ask(_games(request).list, over)}


@router.get("/games/{game_id}")
async def get_game(game_id: str, request: Request) -> dict[str, Any]:
    result: dict[str, Any] = await ask(_games(request).summary, game_id)
    return result


@router.delete("/games/{game_id}", status_code=204)
async def delete_game(
    game_id: str, request: Request, body: DeleteRequest | None = None
) -> Response:
    """Deletes a game for good; its open pages are closed as "no such game"."""
    body = body or DeleteRequest()
    hub: Hub = request.app.state.hub
    try:
        await hub.delete(game_id, body.seat, body.token)
    except TableError as exc:
        raise refusal(exc) from None
    return Response(status_code=204)


@router.get("/games/{game_id}/record")
async def get_record(
    game_id: str,
    request: Request,
    seat: Annotated[int | None, Query(ge=0)] = None,
    token: Annotated[str, Query(max_length=100)] = "",
) -> dict[str, Any]:
    """A finished game's record, for a player of it (docs/protocol.md says who may)."""
    games = _games(request)
    local = is_local(request)
    await ask(functools.partial(games.check_record_access, local=local), game_id, seat, token)
    result: dict[str, Any] = await ask(games.record, game_id)
    return result
