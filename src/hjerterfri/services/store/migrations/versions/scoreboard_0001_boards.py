"""Scoreboards: one row per board, one row per deal entered (as typed, so edits replay).

Revision ID: scoreboard_0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "scoreboard_0001"
down_revision = None
branch_labels = ("scoreboard",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "scoreboards",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("follow", sa.String(32), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("names", sa.Text, nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("first_dealer", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("over", sa.Boolean, nullable=False),
    )
    op.create_index("ix_scoreboards_over_updated", "scoreboards", ["over", "updated_at"])
    op.create_table(
        "scoreboard_deals",
        sa.Column(
            "board_id",
            sa.String(32),
            sa.ForeignKey("scoreboards.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("number", sa.Integer, primary_key=True),
        sa.Column("entry", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("scoreboard_deals")
    op.drop_index("ix_scoreboards_over_updated", "scoreboards")
    op.drop_table("scoreboards")
