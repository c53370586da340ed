"""Where games, lobbies, seat tokens and scoreboards are kept.

SQLAlchemy stores over one database, and the Alembic migrations of each feature.
"""
