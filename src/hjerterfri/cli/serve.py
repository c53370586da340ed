"""``hjerterfri serve``: play in the browser against the bots, on this machine."""

from __future__ import annotations

import threading
import time
import webbrowser
from typing import Annotated

import typer

from hjerterfri.cli.values import DatabaseOption, database, free_port, port

EXPOSED = (
    "Anyone who can reach {url} can create tables and play here: use --host 0.0.0.0 only "
    "on a network you trust (the default, 127.0.0.1, is this computer alone)."
)


def _open_when_up(server: object, url: str) -> None:
    """Open the browser once uvicorn listens; say where to go when no browser opens."""
    while not getattr(server, "started", False):
        if getattr(server, "should_exit", False):
            return
        time.sleep(0.05)
    try:
        opened = webbrowser.open(url)
    except webbrowser.Error:
        opened = False
    if not opened:
        typer.echo(f"No browser could be opened; open {url} yourself.")


def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port_number: Annotated[
        int, typer.Option("--port", parser=port, help="Port to listen on (1 to 65535).")
    ] = 8000,
    db: DatabaseOption = None,
    no_browser: Annotated[
        bool, typer.Option("--no-browser", help="Do not open a browser.")
    ] = False,
    bot_processes: Annotated[
        int | None,
        typer.Option(
            "--bot-processes",
            min=0,
            help="Worker processes the bots think in (default: one per core; 0: in threads "
            "of the server itself).",
        ),
    ] = None,
) -> None:
    """Play Hjerterfri in the browser against the bots. Unfinished games resume."""
    import uvicorn

    from hjerterfri.services.table.bot_pool import default_processes
    from hjerterfri.web.addresses import reach
    from hjerterfri.web.app import create_app
    from hjerterfri.web.messages import MAX_MESSAGE_BYTES

    free_port(host, port_number)  # before anything is printed or a browser opened
    processes = default_processes() if bot_processes is None else bot_processes
    app = create_app(
        engine=database(db), bind_host=host, bind_port=port_number, bot_processes=processes
    )
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"
    url = f"http://{shown}:{port_number}/"
    # uvicorn reads a websocket frame up to 16 MiB before the table sees it; the table
    # answers anything over MAX_MESSAGE_BYTES in words, so frames are cut well before that.
    config = uvicorn.Config(
        app,
        host=host,
        port=port_number,
        log_level="warning",
        ws_max_size=16 * MAX_MESSAGE_BYTES,
    )
    server = uvicorn.Server(config)
    typer.echo(f"Hjerterfri is at {url}  (Ctrl+C stops it; games are kept)")
    where = reach(host, port_number)
    if where["local_only"]:
        typer.echo("Only this computer can join; for friends on your network: --host 0.0.0.0")
    else:
        typer.echo(EXPOSED.format(url=(where["urls"] or [url])[0]))
    for lan_url in where["urls"]:
        if lan_url != url:
            typer.echo(f"Friends on your network: {lan_url}")
    if not no_browser:
        threading.Thread(target=_open_when_up, args=(server, url), daemon=True).start()
    server.run()
