"""The scoreboard ("poengtavla") for games played with real cards.

Boards, entries, errors and editor keys: pure logic, kept by ``services.store.boards``.
"""
