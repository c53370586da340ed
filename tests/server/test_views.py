"""A seat's view: the last trick, hearts broken, and events that only grow while play goes on."""

from __future__ import annotations

import random

from hjerterfri.core import Rules, TrickTaken
from hjerterfri.core.cards import MOON_CARDS
from hjerterfri.services.table import views
from hjerterfri.services.table.config import TableConfig, human_and_bots
from hjerterfri.services.table.seat_events import (
    HeartsBrokenView,
    MatchOverView,
    SeatEvent,
    SeatFeed,
)
from hjerterfri.services.table.table import Table
from tests.server.test_table import act


def test_views_follow_a_whole_omnibus_match() -> None:
    rules = Rules(jack_of_diamonds=True, queen_points=12, queen_breaks_hearts=True, target=60)
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    table = Table(TableConfig(rules=rules, seed=12, seats=seats))
    table.advance()
    rng = random.Random(3)
    feed = SeatFeed(0)
    seen: list[SeatEvent] = list(feed.update(table).events)
    while not table.match.is_over:
        act(table, rng)
        deal = table.match.deal
        view = views.deal_view(deal.observation(0))
        taken = [e for e in deal.events if isinstance(e, TrickTaken)]
        if view.last_trick is not None:
            assert view.last_trick.points == taken[-1].points
            assert view.last_trick.winner == taken[-1].winner
        update = feed.update(table)
        assert not update.reset, "events only grow while play goes on"
        seen += update.events
        assert [e.index for e in seen] == list(range(len(seen))) and feed.count == len(seen)
        broken = [e for e in seen if isinstance(e, HeartsBrokenView) and e.deal == deal.number]
        assert view.hearts_broken == bool(broken)
        assert all(e.card[1] == "H" or e.card == "QS" for e in broken)
    last = seen[-1]
    assert isinstance(last, MatchOverView) and last.totals == table.match.totals
    state = views.state(table, 0)
    assert len(state.moons) == len(state.score_sheet) == len(table.match.deals)
    assert state.moons == tuple(deal.moon_shooter for deal in table.match.deals)


def test_the_ladder_climbs_through_the_first_deal_and_is_gone_after_it() -> None:
    rules = Rules(players=5, target=40)
    seats = human_and_bots("Anna", ["easy"] * 4, ("easy",))
    table = Table(TableConfig(rules=rules, seed=5, seats=seats))
    table.advance()
    rng = random.Random(5)
    assert views.deal_view(table.match.deal.observation(0)).ladder == views.LadderView((0,) * 5, 10)
    before = (0,) * 5
    while table.match.deal.points is None:
        act(table, rng)
        deal = table.match.deal
        ladder, theirs = (
            views.deal_view(deal.observation(0)).ladder,
            views.deal_view(deal.observation(3)).ladder,
        )
        assert ladder is not None and theirs is not None
        assert ladder.steps == theirs.steps  # public: alike for all
        assert all(b <= s <= b + 1 for b, s in zip(before, ladder.steps, strict=True))
        assert all(s <= len(deal.tricks) for s in ladder.steps)
        before = ladder.steps
    point_cards = [int(deal.taken(s)) & MOON_CARDS for s in range(5)]
    top = [s for s in range(5) if point_cards[s] in (0, MOON_CARDS)]
    assert [s for s in range(5) if before[s] == 10] == top
    act(table, rng)  # on to the next deal
    assert table.match.deal.number == 2
    assert views.deal_view(table.match.deal.observation(0)).ladder is None
