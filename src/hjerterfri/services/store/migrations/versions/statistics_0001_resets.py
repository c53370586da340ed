"""Statistics: one reset moment per player name (games are kept; older ones stop counting).

Revision ID: statistics_0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "statistics_0001"
down_revision = None
branch_labels = ("statistics",)
depends_on = None


def upgrade() -> None:
    op.create_table(
        "statistics_resets",
        sa.Column("name", sa.String(200), primary_key=True),
        sa.Column("reset_at", sa.DateTime(timezone=True), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("statistics_resets")
