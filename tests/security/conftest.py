"""The security tests attack the same app as the server tests: its fixtures, shared."""

from tests.server.conftest import client, db_url

__all__ = ["client", "db_url"]
