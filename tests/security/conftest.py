"""The security tests attack the same app as the server and browser tests: their fixtures."""

from tests.browser.conftest import browser_context_args, live_server, page
from tests.server.conftest import client, db_url

__all__ = ["browser_context_args", "client", "db_url", "live_server", "page"]
