"""A player's statistics over HTTP: the figures as JSON, the games as CSV, and the reset.

Who may ask (docs/protocol.md): reading is open to whoever reaches the server, as the list
of past games is, since the figures come from those games and show no hidden card. A reset
changes what everybody sees for a name, and names carry no password: it is taken only from
the computer that serves (as ``hjerterfri stats --reset`` is).
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, HTTPException, Query, Request, Response
from fastapi.concurrency import run_in_threadpool

from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.web.addresses import is_local

router = APIRouter(prefix="/api/stats")
Name = Annotated[str, Query(min_length=1, max_length=200)]


def _stats(request: Request) -> PlayerStatistics:
    stats: PlayerStatistics = request.app.state.statistics
    return stats


def _named(name: str) -> str:
    if not name.strip():
        raise HTTPException(
            422,
            detail={
                "code": "name_required",
                "message": "Give a player's name, as typed at the table.",
            },
        )
    return name


@router.get("")
async def statistics(name: Name, request: Request) -> dict[str, Any]:
    """``name``'s figures: games played straight, and games with undo apart; ``can_reset``
    says whether this browser may reset them (so the page offers it only there)."""
    figures = await run_in_threadpool(_stats(request).of, _named(name))
    return {**figures.to_dict(), "can_reset": is_local(request)}


@router.get("/csv")
async def statistics_csv(name: Name, request: Request) -> Response:
    """One line per finished game of ``name``'s, oldest first, as a file to save."""
    text = await run_in_threadpool(_stats(request).csv, _named(name))
    safe = "".join(c if c.isalnum() else "-" for c in name.strip()) or "player"
    headers = {"Content-Disposition": f'attachment; filename="hjerterfri-{safe}.csv"'}
    return Response(text, media_type="text/csv; charset=utf-8", headers=headers)


@router.post("/reset")
async def reset(name: Name, request: Request) -> dict[str, Any]:
    """Count ``name``'s games afresh from now on; no game is deleted."""
    if not is_local(request):
        raise HTTPException(
            403,
            detail={
                "code": "not_local",
                "message": "Statistics can be reset only on the computer that serves the game.",
            },
        )
    await run_in_threadpool(_stats(request).reset, _named(name))
    figures = await run_in_threadpool(_stats(request).of, name)
    return {**figures.to_dict(), "can_reset": True}
