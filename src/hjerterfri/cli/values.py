"""What the commands' options accept, checked before any work starts.

Typer's own messages for a bad number quote pydantic ("Input should be a valid integer");
these parsers say what was typed and what would be right, and every refusal is a
``typer.BadParameter`` naming its option, so the user sees one line and exit code 2.
"""

from __future__ import annotations

import errno
import math
import os
import socket
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Annotated

import typer
from sqlalchemy.engine import Engine

from hjerterfri.bots.levels import check_level
from hjerterfri.cli.score_text import language_from_environment
from hjerterfri.core import PRESETS, HjerterfriError, Rules
from hjerterfri.core.errors import UnknownChoiceError, UnknownPresetError
from hjerterfri.core.rules import PLAYER_COUNTS, SETTING
from hjerterfri.i18n import check_language
from hjerterfri.services.store.database import ENV_VAR, DatabaseError, open_database

PORT_RANGE = (1, 65535)

# ``--db`` as every command that keeps games or boards takes it; ``database`` opens it.
DatabaseOption = Annotated[
    str | None,
    typer.Option(
        "--db",
        envvar=ENV_VAR,
        help="Database URL (default: a SQLite file in your data directory, shared by every "
        "command).",
    ),
]


def whole_number(low: int | None = None, high: int | None = None) -> Callable[[str], int]:
    """A parser for a whole number in ``low..high`` (either end open when None)."""

    def parse(text: str) -> int:
        try:
            value = int(str(text).strip())
        except ValueError:
            raise typer.BadParameter(
                f"{text!r} is not a whole number; {_range_words(low, high)}"
            ) from None
        if (low is not None and value < low) or (high is not None and value > high):
            raise typer.BadParameter(f"{value} is out of range; {_range_words(low, high)}")
        return value

    return parse


def seconds(text: str) -> float:
    """A parser for a pause in seconds: 0 or more, like 0.5."""
    try:
        value = float(str(text).strip())
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise typer.BadParameter(f"{text!r} is not a pause; give 0 or more seconds, like 0.5")
    return value


def _range_words(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"give one from {low} to {high}"
    if low is not None:
        return f"give {low} or more"
    if high is not None:
        return f"give {high} or less"
    return "give one like 7"


port = whole_number(*PORT_RANGE)
FEWEST, MOST = PLAYER_COUNTS[0], PLAYER_COUNTS[-1]
players = whole_number(FEWEST, MOST)  # the player counts of the rules' schema

# The options every command that deals seeded tables shares, stated once.
SeedOption = Annotated[
    int, typer.Option(parser=whole_number(), help="Seed of the deals and the bots.")
]
PresetOption = Annotated[str, typer.Option(help=f"Rules preset: {', '.join(sorted(PRESETS))}.")]
PlayersOption = Annotated[
    int | None,
    typer.Option(parser=players, help=f"{FEWEST} to {MOST} seats (default: the preset's 4)."),
]


def seat_levels(
    text: str, seats: int, known: Sequence[str], option: str, *, example: str
) -> tuple[str, ...]:
    """Bot levels for ``seats`` seats: one level for every seat, one each, or fewer, and
    then the last level given sits in every seat left (``hard,medium`` → hard, medium,
    medium, …). More levels than seats, or a level nobody knows, is refused in words."""
    levels = [level.strip().lower() for level in text.split(",") if level.strip()]
    if not levels:
        raise typer.BadParameter(f"no level given; give one like {example}", param_hint=option)
    for level in levels:
        refused(check_level, option, level, known)
    if len(levels) > seats:
        raise typer.BadParameter(
            f"{len(levels)} levels given for {seats} seats; give at most {seats}, like {example}",
            param_hint=option,
        )
    return (*levels, *[levels[-1]] * (seats - len(levels)))


def preset_rules(
    preset: str,
    players: int | None,
    option: str = "--preset",
    changes: Sequence[tuple[str, object]] = (),
) -> Rules:
    """The rules of ``preset`` (``option`` names it) at ``players`` seats, with ``changes``
    (``--rule``'s parsed pairs) made to it, or a refusal naming the option at fault."""
    try:
        base = Rules.preset(preset, **({"players": players} if players else {}))
    except UnknownPresetError as exc:
        raise typer.BadParameter(str(exc), param_hint=option) from None
    except HjerterfriError as exc:
        raise typer.BadParameter(str(exc), param_hint="--players") from None
    if not changes:
        return base
    try:
        return Rules.from_dict(base.to_dict() | dict(changes))
    except HjerterfriError as exc:
        raise typer.BadParameter(str(exc), param_hint="--rule") from None


def rule_change(text: str) -> tuple[str, object]:
    """``NAME=VALUE`` for one setting of the rules (``pass_order=none``, ``single_deal=true``,
    ``queen_points=12``), its value in the type ``Rules`` takes; the refusal, naming
    ``--rule``, lists the names or says what the value may be."""
    name, sep, value = (part.strip() for part in str(text).partition("="))
    if not sep or name not in SETTING:
        names = ", ".join(SETTING)
        why = f"{text!r} is not NAME=VALUE for a rule; NAME is one of {names}"
        raise typer.BadParameter(why, param_hint="--rule")
    setting = SETTING[name]
    if setting.kind == "flag":
        flags = {"true": True, "false": False}
        if value.lower() not in flags:
            raise typer.BadParameter(f"{name}={value!r} must be true or false", param_hint="--rule")
        return name, flags[value.lower()]
    if isinstance(setting.default, int):
        try:
            return name, whole_number(1)(value)
        except typer.BadParameter as exc:
            raise typer.BadParameter(f"{name}: {exc.message}", param_hint="--rule") from None
    return name, value


def language(text: str | None) -> str:
    """``--lang`` (or, left out, the locale's language) checked: a language the game speaks."""
    chosen = (text or language_from_environment()).strip().lower()
    return refused(check_language, "--lang", chosen)


def refused(check: Callable[..., str], option: str, value: str, *args: object) -> str:
    """``check(value)`` (the one check of a level or a language), refused under ``option``."""
    try:
        return check(value, *args)
    except UnknownChoiceError as exc:
        raise typer.BadParameter(str(exc), param_hint=option) from None


def output_file(path: Path | None, option: str) -> Path | None:
    """Refuse, before the work starts, a file that could not be written at the end."""
    if path is None:
        return None
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise typer.BadParameter(f"{path} is a folder; give a file name", param_hint=option)
    if not folder.is_dir():
        raise typer.BadParameter(
            f"the folder {folder} does not exist; create it or give another path",
            param_hint=option,
        )
    writable = os.access(path, os.W_OK) if path.exists() else os.access(folder, os.W_OK)
    if not writable:
        raise typer.BadParameter(f"{path} cannot be written here", param_hint=option)
    return path


def database(url: str | None) -> Engine:
    """The database ``--db`` names (or the default), or a refusal that says why not."""
    try:
        return open_database(url)
    except DatabaseError as exc:
        raise typer.BadParameter(str(exc), param_hint="--db") from None


def free_port(host: str, number: int) -> None:
    """Refuse a port another program (or another Hjerterfri) already listens on."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, number))
        except (socket.gaierror, UnicodeError):
            raise typer.BadParameter(
                f"{host!r} is not an address of this computer; give one like 127.0.0.1 or 0.0.0.0",
                param_hint="--host",
            ) from None
        except OSError as exc:
            message, option = _bind_refusal(host, number, exc)
            raise typer.BadParameter(message, param_hint=option) from None


def _bind_refusal(host: str, number: int, exc: OSError) -> tuple[str, str]:
    """The sentence and the option to blame when the server could not listen."""
    other = 8000 if number != 8000 else 8001
    if exc.errno == errno.EADDRINUSE:
        return (
            f"port {number} is already in use on {host} (another program, or Hjerterfri "
            f"already running); choose another, like --port {other}",
            "--port",
        )
    if exc.errno == errno.EACCES:
        return (f"port {number} needs more rights; choose one like --port {other}", "--port")
    return (f"cannot listen on {host}:{number}: {exc.strerror or exc}", "--host")
