"""A game in which undo was used: undo showed what the bots held, so it is practice.

The log cannot tell afterwards (undo removes entries), so the flag is stored, set in the
same transaction as the undo's truncation of the log.

Revision ID: games_0003
Revises: games_0002
"""

import sqlalchemy as sa
from alembic import op

revision = "games_0003"
down_revision = "games_0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(
            sa.Column("undo_used", sa.Boolean, nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("undo_used")
