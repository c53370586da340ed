"""The start page's HTTP endpoints: options, starting a game, listing and reading games."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Annotated, Any, Literal

from fastapi import APIRouter, HTTPException, Query, Request, Response
from fastapi.concurrency import run_in_threadpool

from hjerterfri.bots import DEFAULT_LEVEL, LEVELS
from hjerterfri.core import PRESETS, MoonRule, PassOrder, Rules, TieRule
from hjerterfri.i18n import LANGUAGE_NAMES
from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.lobbies import open_seats
from hjerterfri.services.table.config import TableError
from hjerterfri.web.messages import DeleteRequest, NewGameRequest
from hjerterfri.web.server import Hub

router = APIRouter(prefix="/api")
STATUS = {
    "no_such_game": 404,
    "no_such_table": 404,
    "game_not_over": 409,
    "seat_taken": 409,
    "name_taken": 409,
    "table_started": 409,
    "not_host": 403,
    "token_required": 403,
    "wrong_token": 403,
    "not_local": 403,
}
FLAGS = ("first_trick_points", "hearts_must_break", "queen_breaks_hearts", "jack_of_diamonds")


def _games(request: Request) -> Games:
    games: Games = request.app.state.games
    return games


@router.get("/options")
def options() -> dict[str, Any]:
    """What the start page offers: presets, every variant's choices, bot levels, languages."""
    return {
        "presets": {name: rules.to_dict() for name, rules in PRESETS.items()},
        "default_preset": "hjerterfri",
        "choices": {
            "players": [3, 4, 5, 6],
            "three_player_removes": ["2D", "2C"],
            "pass_order": [p.value for p in PassOrder],
            "moon": [m.value for m in MoonRule],
            "queen_points": [13, 12],
            "ties": [t.value for t in TieRule],
        },
        "flags": [*FLAGS, "single_deal"],
        "default_target": Rules().target,
        "levels": list(LEVELS),
        "default_level": DEFAULT_LEVEL,
        "languages": dict(LANGUAGE_NAMES),
        # Where friends sit at a table for friends: players → number of friends → seats.
        "friend_seats": {
            str(n): {str(f): open_seats(n, f) for f in range(1, n)} for n in (3, 4, 5, 6)
        },
    }


def refusal(exc: TableError) -> HTTPException:
    """A table's refusal as an HTTP error: the status its code calls for, code and sentence."""
    return HTTPException(STATUS.get(exc.code, 400), detail={"code": exc.code, "message": str(exc)})


async def ask(function: Callable[..., Any], *args: Any) -> Any:
    """Run a (blocking) games call off the event loop; a refusal becomes an HTTP error."""
    try:
        return await run_in_threadpool(function, *args)
    except TableError as exc:
        raise refusal(exc) from None


@router.post("/games", status_code=201)
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


LOOPBACK = ("127.0.0.1", "::1", "localhost")


@router.get("/games/{game_id}/record")
async def get_record(
    game_id: str,
    request: Request,
    seat: Annotated[int | None, Query(ge=0)] = None,
    token: Annotated[str, Query(max_length=100)] = "",
) -> dict[str, Any]:
    """A finished game's record, for a player of it (docs/protocol.md says who may)."""
    games = _games(request)
    local = request.client is not None and request.client.host in LOOPBACK
    await ask(functools.partial(games.check_record_access, local=local), game_id, seat, token)
    result: dict[str, Any] = await ask(games.record, game_id)
    return result
