"""Where friends can reach this server (its LAN addresses, by the address it listens on),
and whether a request comes from the computer that serves."""

from __future__ import annotations

import socket

from starlette.requests import HTTPConnection
from typing_extensions import TypedDict  # pydantic reads only this one on Python 3.11

ALL_INTERFACES = ("0.0.0.0", "::", "")
LOCAL_ONLY = ("127.0.0.1", "localhost", "::1")


def is_local(request: HTTPConnection) -> bool:
    """Whether ``request`` comes from the computer that serves, as its own browser's does:
    from a loopback address, *and* to a loopback name. A reverse proxy on this computer
    connects from loopback too, but passes the public name in ``Host`` (docs/hosting.md), so
    its visitors are never taken for this computer, even when it does not say who they are."""
    if request.client is None or request.client.host not in LOCAL_ONLY:
        return False
    return request.url.hostname in LOCAL_ONLY


def client_address(connection: HTTPConnection) -> str:
    """The address a request's limits are counted by: the visitor's (behind a proxy that
    passes ``X-Forwarded-For``), else the peer's; "" when the server does not know it."""
    return connection.client.host if connection.client else ""


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback, the one of the default route first."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 1))  # UDP: picks a route, sends nothing
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    unique = dict.fromkeys(a for a in found if not a.startswith("127.") and a != "0.0.0.0")
    return list(unique)


class Reach(TypedDict):
    """Where the server listens and the addresses friends can open (``GET /api/address``)."""

    host: str
    port: int
    local_only: bool  # listening on this machine only: no address works from another
    urls: list[str]


def reach(host: str, port: int) -> Reach:
    """What the page says about reaching the server from other machines."""
    if host in ALL_INTERFACES:
        urls = [f"http://{address}:{port}/" for address in lan_addresses()]
        return {"host": host, "port": port, "local_only": False, "urls": urls}
    if host in LOCAL_ONLY or host.startswith("127."):
        return {"host": host, "port": port, "local_only": True, "urls": []}
    shown = f"[{host}]" if ":" in host else host
    return {"host": host, "port": port, "local_only": False, "urls": [f"http://{shown}:{port}/"]}
