"""Hjerterfri in the terminal (Textual): one more adapter over the table service.

It translates keys into the table's actions and the seat's view into text; every rule is
the core's, every game is kept in the games store as it is played.
"""

from hjerterfri.tui.app import HjerterfriApp

__all__ = ["HjerterfriApp"]
