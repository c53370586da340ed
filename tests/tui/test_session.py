"""The terminal's session: a step per action, each built from the actions new since the last,
however long the game has gone on."""

from __future__ import annotations

import random

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from hjerterfri.tui.session import Session, Step


def _decide(session: Session, rng: random.Random) -> list[Step]:
    state = session.now().state
    if state.you == "pass":
        return session.pass_cards(list(rng.sample(state.deal.hand, 3)))
    if state.you == "play":
        return session.play(rng.choice(state.deal.legal))
    if state.you == "moon":
        return session.choose_moon("others_plus_26")
    return session.next_deal()


def test_each_action_is_replayed_once_and_each_event_shown_once(db_url: str) -> None:
    games = Games(open_database(db_url))
    request = NewGame(name="You", seed=3, rules={"target": 60}, opponents=("random",) * 3)
    session = Session.start(games, request)
    start = len(session.table.log)
    shown = list(session.now().events)
    rng = random.Random(4)
    replayed = []
    while not session.now().state.match.over:
        before = len(session.table.log), session.replayed
        steps = _decide(session, rng)
        made = len(session.table.log) - before[0]
        assert session.replayed - before[1] == made == len(steps)  # one replay per action
        replayed.append(made)
        assert [s.action for s in steps] == list(session.table.log[before[0] :])
        for step in steps:
            shown += step.events
        assert steps[-1].state == session.now().state
    assert len(session.table.match.deals) >= 3
    assert session.replayed == len(session.table.log) - start
    assert shown == list(session.now().events)  # each event once, in order, none missing
    assert [e.index for e in shown] == list(range(len(shown)))
    assert max(replayed) <= 3 * len(session.table.config.seats) + 1  # a trick's worth, or so


def test_an_undo_draws_the_game_afresh(db_url: str) -> None:
    games = Games(open_database(db_url))
    request = NewGame(name="You", seed=5, opponents=("random",) * 3)
    session = Session.start(games, request)
    rng = random.Random(1)
    _decide(session, rng)  # the pass
    _decide(session, rng)  # a card
    (step,) = session.undo()
    assert step.state.undo_used and step.events == session.now().events
    assert step.state.you in ("pass", "play")
    more = _decide(session, rng)
    assert more[0].events and more[0].events[0].index == len(step.events)
