"""The editor keys ``hjerterfri score`` holds on this machine, and the links that carry them.

"This machine" is the user's data directory (platformdirs, as the default database), not
the database: the database may be shared with ``hjerterfri serve`` or another machine, and
it keeps only hashes. The file is JSON ``{board id: key}``, readable by its owner only
(0600), written whole and then renamed into place so a crash never leaves half a file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import platformdirs

FILE_NAME = "scoreboard-keys.json"


class KeyFileError(Exception):
    """The key file cannot be read or written; it is left exactly as it is."""

    def __init__(self, path: Path, problem: str) -> None:
        self.path, self.problem = path, problem
        super().__init__(f"{path}: {problem}")


def key_file() -> Path:
    return Path(platformdirs.user_data_dir("hjerterfri", appauthor=False)) / FILE_NAME


class KeyRing:
    """The boards this machine may change: their ids and editor keys."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or key_file()
        self.keys = self._read()

    def add(self, board_id: str, key: str) -> None:
        self.keys[board_id] = key
        self._write()

    def ensure_writable(self) -> None:
        """Write the file as it is now, so a key made later is not lost to a failed write."""
        self._write()

    def _read(self) -> dict[str, str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            raise KeyFileError(self.path, str(exc)) from None
        if not isinstance(data, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in data.items()
        ):
            raise KeyFileError(self.path, "not a JSON object of board ids and keys")
        return data

    def _write(self) -> None:
        fresh = self.path.with_name(self.path.name + ".new")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            handle = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(self.keys, out, indent=1, sort_keys=True)
            os.chmod(fresh, 0o600)
            os.replace(fresh, self.path)
        except OSError as exc:
            raise KeyFileError(self.path, str(exc)) from None


def share_path(board_id: str, key: str) -> str:
    """The share-to-edit link after the server's address; the key rides in the fragment."""
    return f"/scoreboard/?board={board_id}#key={key}"


def follow_path(follow: str) -> str:
    return f"/scoreboard/?follow={follow}"


def read_share_link(text: str) -> tuple[str, str] | None:
    """``(board id, key)`` from a share-to-edit link (or its path); None if it is not one."""
    parts = urlsplit(text.strip())
    board = parse_qs(parts.query).get("board", [""])[0]
    key = parse_qs(parts.fragment).get("key", [""])[0]
    return (board, key) if board and key else None
