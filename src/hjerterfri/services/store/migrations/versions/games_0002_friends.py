"""Tables of friends: a waiting room (lobby) per table, and a secret token per taken seat.

Revision ID: games_0002
Revises: games_0001
"""

import sqlalchemy as sa
from alembic import op

revision = "games_0002"
down_revision = "games_0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "lobbies",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("language", sa.String(8), nullable=False),
        sa.Column("setup", sa.Text, nullable=False),
        sa.Column("names", sa.Text, nullable=False),
        sa.Column("started", sa.Boolean, nullable=False),
    )
    op.create_table(
        "seat_tokens",
        sa.Column("game_id", sa.String(32), primary_key=True),
        sa.Column("seat", sa.Integer, primary_key=True),
        sa.Column("token_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("seat_tokens")
    op.drop_table("lobbies")
