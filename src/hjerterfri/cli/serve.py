"""``hjerterfri serve``: play in the browser against the bots, on this machine."""

from __future__ import annotations

import os
import socket
import threading
import time
import webbrowser
from typing import Annotated, Any

import typer

from hjerterfri.cli.values import DatabaseOption, database, free_port, port, whole_number

EXPOSED = (
    "Anyone who can reach {url} can create tables and play here: use --host 0.0.0.0 only "
    "on a network you trust (the default, 127.0.0.1, is this computer alone)."
)


ONE_PROCESS = (
    "--workers {workers} needs PostgreSQL: a SQLite file is written by one process only. "
    "Give --db postgresql+psycopg://user:password@host/hjerterfri, or leave --workers out."
)


def _open_when_up(server: object, url: str) -> None:
    """Open the browser once uvicorn listens; say where to go when no browser opens."""
    while not getattr(server, "started", False):
        if getattr(server, "should_exit", False):
            return
        time.sleep(0.05)
    _open(url)


def _open_when_listening(host: str, number: int, url: str) -> None:
    """With worker processes there is no server object to ask: try the port instead."""
    for _ in range(600):
        try:
            with socket.create_connection((host, number), timeout=1):
                break
        except OSError:
            time.sleep(0.1)
    else:
        return
    _open(url)


def _open(url: str) -> None:
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
    bot_nice: Annotated[
        int | None,
        typer.Option(
            "--bot-nice",
            parser=whole_number(0, 19),  # bot_pool.LOWEST_PRIORITY, not imported: startup
            help="How much lower the bot processes' priority is than the server's, 0 to 19 "
            "(default 10): pages are answered first while the bots think.",
        ),
    ] = None,
    start_limit: Annotated[
        int | None,
        typer.Option(
            "--start-limit",
            parser=whole_number(1, 100_000),
            help="New games, tables of friends and scoreboards one address may start at once "
            "and then a minute (default 30); this computer is never limited.",
        ),
    ] = None,
    request_limit_per_second: Annotated[
        int | None,
        typer.Option(
            "--request-limit",
            parser=whole_number(1, 100_000),
            help="Requests one address may make a second, and ten times that at once "
            "(default 60); this computer is never limited.",
        ),
    ] = None,
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            parser=whole_number(1, 64),
            help="Server processes (more than 1 needs a PostgreSQL --db); any of them serves "
            "any table.",
        ),
    ] = 1,
) -> None:
    """Play Hjerterfri in the browser against the bots. Unfinished games resume."""
    import uvicorn

    from hjerterfri.services.store.database import ENV_VAR, is_postgresql
    from hjerterfri.services.table.bot_pool import NICE_VAR, default_nice, default_processes
    from hjerterfri.web import creation_limit, request_limit
    from hjerterfri.web.addresses import reach
    from hjerterfri.web.app import (
        BIND_HOST_VAR,
        BIND_PORT_VAR,
        BOT_PROCESSES_VAR,
        create_app,
        freeze_startup_objects,
    )
    from hjerterfri.web.messages import MAX_MESSAGE_BYTES

    free_port(host, port_number)  # before anything is printed or a browser opened
    try:
        nice = default_nice() if bot_nice is None else bot_nice
    except ValueError as exc:  # a wrong $HJERTERFRI_BOT_NICE, said before anything starts
        raise typer.BadParameter(str(exc), param_hint="--bot-nice") from None
    for limit, given, option in (
        (creation_limit, start_limit, "--start-limit"),
        (request_limit, request_limit_per_second, "--request-limit"),
    ):
        if given is not None:  # read by each server process's app as it starts
            os.environ[limit.LIMIT_VAR] = str(given)
        try:
            limit.limit_from_environment()  # a wrong $HJERTERFRI_…_LIMIT, said before it starts
        except ValueError as exc:
            raise typer.BadParameter(str(exc), param_hint=option) from None
    engine = database(db)  # migrated here, once, before any worker starts
    if workers > 1 and not is_postgresql(engine):
        engine.dispose()
        raise typer.BadParameter(ONE_PROCESS.format(workers=workers), param_hint="--workers")
    processes = default_processes() if bot_processes is None else bot_processes
    os.environ[NICE_VAR] = str(nice)  # read by each server process's bot pool as it starts
    shown = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    if ":" in shown:
        shown = f"[{shown}]"
    url = f"http://{shown}:{port_number}/"
    # uvicorn reads a websocket frame up to 16 MiB before the table sees it; the table
    # answers anything over MAX_MESSAGE_BYTES in words, so frames are cut well before that.
    options: dict[str, Any] = {
        "host": host,
        "port": port_number,
        "log_level": "warning",
        "ws_max_size": 16 * MAX_MESSAGE_BYTES,
    }
    typer.echo(f"Hjerterfri is at {url}  (Ctrl+C stops it; games are kept)")
    where = reach(host, port_number)
    if where["local_only"]:
        typer.echo("Only this computer can join; for friends on your network: --host 0.0.0.0")
    else:
        typer.echo(EXPOSED.format(url=(where["urls"] or [url])[0]))
    for lan_url in where["urls"]:
        if lan_url != url:
            typer.echo(f"Friends on your network: {lan_url}")
    if workers > 1:
        # Each worker process imports the app by name and finds its database and address
        # in the environment; the kernel hands each new connection to one of them.
        os.environ[ENV_VAR] = engine.url.render_as_string(hide_password=False)
        os.environ[BIND_HOST_VAR], os.environ[BIND_PORT_VAR] = host, str(port_number)
        # Each server process gets a bot process per core: the kernel does not hand the
        # tables out evenly, and a process given most of them must be able to use every
        # core (a share of the cores each left 10 hard tables on one worker's one core).
        # The bots run at a lower priority, so the spare ones cost the servers nothing.
        os.environ[BOT_PROCESSES_VAR] = str(processes)
        engine.dispose()
        typer.echo(f"{workers} server processes share the tables, over PostgreSQL.")
        if not no_browser:
            args = (shown.strip("[]"), port_number, url)
            threading.Thread(target=_open_when_listening, args=args, daemon=True).start()
        uvicorn.run(
            "hjerterfri.web.app:app_from_environment", factory=True, workers=workers, **options
        )
        return
    app = create_app(engine=engine, bind_host=host, bind_port=port_number, bot_processes=processes)
    server = uvicorn.Server(uvicorn.Config(app, **options))
    freeze_startup_objects()
    if not no_browser:
        threading.Thread(target=_open_when_up, args=(server, url), daemon=True).start()
    server.run()
