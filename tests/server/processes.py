"""Processes as the kernel lists them (``/proc``): a server's bot workers, their priority,
and whether they are gone."""

from __future__ import annotations

import contextlib
import time
from pathlib import Path


def _stat(pid: int) -> list[str]:
    """The fields of ``/proc/<pid>/stat`` after the command's name: state first."""
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def descendants(pid: int) -> list[int]:
    """Every process below ``pid``: its children, theirs, and so on."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            with contextlib.suppress(OSError, IndexError):
                children.setdefault(int(_stat(int(entry.name))[1]), []).append(int(entry.name))
    found: list[int] = []
    todo = list(children.get(pid, []))
    while todo:
        current = todo.pop()
        found.append(current)
        todo.extend(children.get(current, []))
    return found


def spawned_workers(pid: int) -> list[int]:
    """The ``multiprocessing`` spawn workers below ``pid`` (the bot pool's), by pid."""
    workers = []
    for child in descendants(pid):
        with contextlib.suppress(OSError):
            if b"spawn_main" in Path(f"/proc/{child}/cmdline").read_bytes():
                workers.append(child)
    return workers


def niceness(pid: int) -> int:
    """A process's nice value as the kernel keeps it (field 19 of ``/proc/<pid>/stat``)."""
    return int(_stat(pid)[16])


def alive(pid: int) -> bool:
    """Whether ``pid`` still runs: a zombie (ended, not yet reaped) does not."""
    try:
        return _stat(pid)[0] != "Z"
    except (OSError, IndexError):
        return False


def all_gone(pids: list[int], within: float = 30.0) -> bool:
    """Whether every process of ``pids`` has ended, waiting up to ``within`` seconds."""
    deadline = time.monotonic() + within
    while any(alive(pid) for pid in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return True
