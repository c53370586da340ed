"""Scoreboards get owners: the SHA-256 of each board's editor key.

Boards made before this revision keep NULL: nobody holds a key for them, so nobody can
change them over HTTP. They stay readable through their follow links, and the keeper of
the database takes them over with ``hjerterfri score`` (``BoardStore.claim``) — never the
first browser that happens to ask.

Revision ID: scoreboard_0002
Revises: scoreboard_0001
"""

import sqlalchemy as sa
from alembic import op

revision = "scoreboard_0002"
down_revision = "scoreboard_0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("scoreboards") as batch:
        batch.add_column(sa.Column("editor_key_hash", sa.String(64), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("scoreboards") as batch:
        batch.drop_column("editor_key_hash")
