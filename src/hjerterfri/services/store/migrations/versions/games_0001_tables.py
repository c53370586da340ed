"""Games: one row per table, and its log of actions, one row each, written as they happen.

Revision ID: games_0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "games_0001"
down_revision = None
branch_labels = ("games",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("language", sa.String(8), nullable=False),
        sa.Column("config", sa.Text, nullable=False),
        sa.Column("settings", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("over", sa.Boolean, nullable=False),
        sa.Column("summary", sa.Text, nullable=False),
    )
    op.create_index("ix_games_over_updated", "games", ["over", "updated_at"])
    op.create_table(
        "game_actions",
        sa.Column(
            "game_id",
            sa.String(32),
            sa.ForeignKey("games.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("idx", sa.Integer, primary_key=True),
        sa.Column("action", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("game_actions")
    op.drop_index("ix_games_over_updated", "games")
    op.drop_table("games")
