"""Game review over HTTP: a game trick by trick, and the hard bot's view of one decision.

Who may ask (docs/protocol.md): a finished game, whoever may fetch its record; a running
one, its own players, each for their own seat. The bot's analysis runs on the review
service's worker thread; the event loop only awaits it.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from hjerterfri.services.review_analysis import Reviews
from hjerterfri.services.table.config import TableError
from hjerterfri.web.addresses import is_local
from hjerterfri.web.api import ask, refusal

router = APIRouter(prefix="/api/games/{game_id}/review")
SeatQuery = Annotated[int | None, Query(ge=0, le=5)]
TokenQuery = Annotated[str, Query(max_length=100)]


def _reviews(request: Request) -> Reviews:
    reviews: Reviews = request.app.state.reviews
    return reviews


async def _allowed(request: Request, game_id: str, seat: int | None, token: str) -> Reviews:
    reviews = _reviews(request)
    local = is_local(request)

    def check() -> None:
        reviews.check_access(game_id, seat, token, local=local)

    await ask(check)
    return reviews


@router.get("")
async def get_review(
    game_id: str, request: Request, seat: SeatQuery = None, token: TokenQuery = ""
) -> dict[str, Any]:
    """Every deal's tricks, points and totals; every hand once the game is over."""
    reviews = await _allowed(request, game_id, seat, token)
    shown: dict[str, Any] = await ask(reviews.view, game_id, seat)
    return shown


@router.get("/analysis")
async def get_analysis(
    game_id: str,
    request: Request,
    deal: Annotated[int, Query(ge=1, le=1000)],
    player: Annotated[int, Query(ge=0, le=5)],
    trick: Annotated[int | None, Query(ge=0, le=16)] = None,
    seat: SeatQuery = None,
    token: TokenQuery = "",
) -> dict[str, Any]:
    """The hard bot's choice for ``player``'s card in that trick (no trick: the pass), and
    its figures."""
    reviews = await _allowed(request, game_id, seat, token)
    over = await ask(reviews.is_over, game_id)
    if not over and player != seat:
        raise refusal(
            TableError(
                "not_your_seat",
                f"While the game goes on you may review only your own decisions (seat {seat}).",
            )
        )
    future = await ask(reviews.analysis, game_id, deal, trick, player)
    try:
        result: dict[str, Any] = await asyncio.wrap_future(future)
    except TableError as exc:
        raise refusal(exc) from None
    return result
