"""Alembic environment: migrations run on the connection ``store.upgrade`` hands over."""

from __future__ import annotations

from alembic import context

connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations through hjerterfri.services.store.database.upgrade(engine)")
context.configure(connection=connection, target_metadata=None, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
