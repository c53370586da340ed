"""The browser adapter: a FastAPI app serving the table over websockets and the static page."""
