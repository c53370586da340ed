"""The guided first game over HTTP: the rule at work and the hint, for a seat's decision now.

Who may ask (docs/protocol.md): the seat's own player, as for its websocket (the seat's
token; a seat without one is open as its websocket is). The table is read from a copy
replayed off the event loop, so a move being made meanwhile is never seen half done.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from hjerterfri.services import guide
from hjerterfri.services.games import Games
from hjerterfri.services.table.config import TableError
from hjerterfri.services.table.table import Table
from hjerterfri.web.api import ask

router = APIRouter(prefix="/api/games/{game_id}/guide")
NOTHING: dict[str, Any] = {"rule": None, "rule_params": {}, "allowed": [], "hint": None}


@router.get("")
async def get_guide(
    game_id: str,
    request: Request,
    seat: Annotated[int, Query(ge=0, le=5)],
    token: Annotated[str, Query(max_length=100)] = "",
) -> dict[str, Any]:
    """The rule that limits ``seat``'s cards now, the cards allowed, and the hint."""
    games: Games = request.app.state.games
    await ask(games.check_token, game_id, seat, token)
    shown: dict[str, Any] = await ask(_guidance, games, game_id, seat)
    return shown


def _guidance(games: Games, game_id: str, seat: int) -> dict[str, Any]:
    live = games.table(game_id)
    if not live.is_human(seat):
        raise TableError("not_a_human_seat", f"Seat {seat} is not a human player's seat.")
    table = Table(live.config, log=list(live.log))
    shown = guide.at_table(table, seat)
    return NOTHING if shown is None else shown.to_dict()
