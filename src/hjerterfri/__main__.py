"""``python -m hjerterfri`` is the ``hjerterfri`` command."""

from hjerterfri.cli import app

if __name__ == "__main__":  # not when a bot worker process (spawn) imports this module
    app()
