"""The HTTP endpoints of tables for friends: set one up, take a seat, start it; and the address."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request, Response

from hjerterfri.services.lobbies import HeldSeat, Lobbies, LobbyView, NewLobby
from hjerterfri.web.addresses import Reach, reach
from hjerterfri.web.api import ask
from hjerterfri.web.creation_limit import admit_start
from hjerterfri.web.messages import JoinRequest, NewLobbyRequest, StartRequest

router = APIRouter(prefix="/api")


def _lobbies(request: Request) -> Lobbies:
    lobbies: Lobbies = request.app.state.lobbies
    return lobbies


@router.get("/address")
def address(request: Request) -> Reach:
    """How friends on other machines reach this server (from the address it listens on)."""
    host = getattr(request.app.state, "bind_host", None) or "127.0.0.1"
    port = getattr(request.app.state, "bind_port", None) or request.url.port or 80
    return reach(host, port)


@router.post("/lobbies", status_code=201, dependencies=[Depends(admit_start)])
async def create_lobby(body: NewLobbyRequest, request: Request) -> HeldSeat:
    fields = body.model_dump()
    fields["bots"] = tuple(body.bots) if body.bots is not None else None
    result: HeldSeat = await ask(_lobbies(request).create, NewLobby(**fields))
    return result


@router.get("/lobbies/{lobby_id}")
async def get_lobby(lobby_id: str, request: Request) -> LobbyView:
    result: LobbyView = await ask(_lobbies(request).view, lobby_id)
    return result


@router.post("/lobbies/{lobby_id}/seats", status_code=201)
async def take_seat(lobby_id: str, body: JoinRequest, request: Request) -> HeldSeat:
    result: HeldSeat = await ask(_lobbies(request).join, lobby_id, body.seat, body.name)
    return result


@router.delete("/lobbies/{lobby_id}", status_code=204)
async def delete_lobby(lobby_id: str, body: StartRequest, request: Request) -> Response:
    await ask(_lobbies(request).delete, lobby_id, body.token)
    return Response(status_code=204)


@router.post("/lobbies/{lobby_id}/start")
async def start_lobby(lobby_id: str, body: StartRequest, request: Request) -> dict[str, Any]:
    result: dict[str, Any] = await ask(_lobbies(request).start, lobby_id, body.token)
    return result
