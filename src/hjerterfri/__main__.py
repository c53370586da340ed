"""``python -m hjerterfri`` is the ``hjerterfri`` command."""

from hjerterfri.cli import app

app()
