"""Services: the table, storage, the scoreboard, and the features that tie them together.

``table/`` plays a match with seats, ``store/`` keeps it, ``scoreboard/`` scores real-card games;
``games``, ``lobbies`` and ``statistics`` are the features built from them. No rule is decided here.
"""
