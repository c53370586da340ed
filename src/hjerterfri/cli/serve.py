"""``hjerterfri serve``: play in the browser against the bots, on this machine."""

from __future__ import annotations

import threading
import time
import webbrowser

import typer

from hjerterfri.services.store import ENV_VAR


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
    host: str = typer.Option("127.0.0.1", help="Address to listen on."),
    port: int = typer.Option(8000, help="Port to listen on."),
    db: str | None = typer.Option(
        None,
        envvar=ENV_VAR,
        help="Database URL (default: a SQLite file in your data directory).",
    ),
    no_browser: bool = typer.Option(False, "--no-browser", help="Do not open a browser."),
) -> None:
    """Play Hjerterfri in the browser against the bots. Unfinished games resume."""
    import uvicorn

    from hjerterfri.web.addresses import reach
    from hjerterfri.web.app import create_app

    app = create_app(db, bind_host=host, bind_port=port)
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    url = f"http://{shown}:{port}/"
    server = uvicorn.Server(uvicorn.Config(app, host=host, port=port, log_level="warning"))
    typer.echo(f"Hjerterfri is at {url}  (Ctrl+C stops it; games are kept)")
    where = reach(host, port)
    if where["local_only"]:
        typer.echo("Only this computer can join; for friends on your network: --host 0.0.0.0")
    for lan_url in where["urls"]:
        if lan_url != url:
            typer.echo(f"Friends on your network: {lan_url}")
    if not no_browser:
        threading.Thread(target=_open_when_up, args=(server, url), daemon=True).start()
    server.run()
