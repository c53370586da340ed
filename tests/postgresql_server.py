"""A PostgreSQL server of one's own, for the tests and ``bench/server.py``: Debian's, run by
pytest-postgresql's executor on a free port in a temporary folder, which the postgres user
can reach (``pg_ctl.sh`` runs it as that user when run as root)."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import port_for
from pytest_postgresql.executors.proc import PostgreSQLExecutor

PG_CTL = Path(__file__).with_name("pg_ctl.sh")


@contextlib.contextmanager
def temporary_server(postgres_options: str = "") -> Iterator[PostgreSQLExecutor]:
    """A started server, stopped and removed afterwards; ``postgres_options`` are added to
    its command line (e.g. `` -c fsync=on``: the executor turns fsync off)."""
    folder = Path(tempfile.mkdtemp(prefix="hjerterfri-pg-"))
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres")
    server = PostgreSQLExecutor(
        executable=str(PG_CTL),
        host="127.0.0.1",
        port=port_for.select_random(),
        datadir=str(folder / "data"),
        unixsocketdir=str(folder),
        logfile=str(folder / "server.log"),
        startparams="-w",
        dbname="hjerterfri",
        postgres_options=postgres_options,
    )
    server.start()
    try:
        yield server
    finally:
        server.stop()
        shutil.rmtree(folder, ignore_errors=True)
