"""A seat's view: the last trick, hearts broken, and events that only grow while play goes on."""

from __future__ import annotations

import random

from hjerterfri.core import Rules, TrickTaken
from hjerterfri.services import views
from hjerterfri.services.config import TableConfig, human_and_bots
from hjerterfri.services.table import Table
from tests.server.test_table import act


def test_views_follow_a_whole_omnibus_match() -> None:
    rules = Rules(jack_of_diamonds=True, queen_points=12, queen_breaks_hearts=True, target=60)
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    table = Table(TableConfig(rules=rules, seed=12, seats=seats))
    table.advance()
    rng = random.Random(3)
    seen = views.events(table, 0)
    while not table.match.is_over:
        act(table, rng)
        deal = table.match.deal
        view = views.deal_view(deal, 0)
        taken = [e for e in deal.events if isinstance(e, TrickTaken)]
        if view["last_trick"] is not None:
            assert view["last_trick"]["points"] == taken[-1].points
            assert view["last_trick"]["winner"] == taken[-1].winner
        now = views.events(table, 0)
        assert now[: len(seen)] == seen, "events only grow while play goes on"
        assert [e["index"] for e in now] == list(range(len(now)))
        seen = now
        broken = [e for e in now if e["type"] == "hearts_broken" and e["deal"] == deal.number]
        assert view["hearts_broken"] == bool(broken)
        assert all(e["card"][1] == "H" or e["card"] == "QS" for e in broken)
    assert seen[-1]["type"] == "match_over"
    assert seen[-1]["totals"] == list(table.match.totals)
