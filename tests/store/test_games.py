"""The games' store on SQLite and PostgreSQL: one transaction per table action, all or nothing,
and a game two processes hold is written by one of them at a time."""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Engine

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from hjerterfri.services.store.games import ActionWrite, Standing, game_actions, games
from hjerterfri.services.table.config import Action, TableError
from tests.table_moves import random_decision


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    engine = open_database(database_url)
    yield engine
    engine.dispose()


def stored(engine: Engine, game_id: str) -> tuple[int, list[str]]:
    """The game's stored seq and its log, as the database holds them."""
    with engine.connect() as db:
        seq = db.execute(sa.select(games.c.seq).where(games.c.id == game_id)).scalar_one()
        log = db.execute(
            sa.select(game_actions.c.action)
            .where(game_actions.c.game_id == game_id)
            .order_by(game_actions.c.idx)
        ).scalars()
        return seq, list(log)


def count_commits(engine: Engine) -> list[Any]:
    commits: list[Any] = []
    sa.event.listen(engine, "commit", commits.append)
    return commits


def test_a_move_and_the_bot_moves_it_sets_off_are_one_transaction(engine: Engine) -> None:
    tables = Games(engine)
    game = tables.create(NewGame(name="Anna", seed=3, opponents=("random",) * 3))
    table = tables.table(game["id"])
    rng = random.Random(1)
    commits = count_commits(engine)
    for _ in range(20):  # until a move sets off bot moves after it
        before, commits[:] = len(table.log), []
        random_decision(table, rng)
        if len(table.log) - before > 1:
            break
    assert len(table.log) - before > 1, "bots should have moved after the human"
    assert len(commits) == 1
    seq, log = stored(engine, game["id"])
    assert seq == table.seq and len(log) == len(table.log)


def test_an_action_the_database_refuses_leaves_no_trace_in_the_table_or_the_rows(
    engine: Engine,
) -> None:
    tables = Games(engine)
    game = tables.create(NewGame(name="Anna", seed=3, opponents=("random",) * 3))
    table = tables.table(game["id"])
    rng = random.Random(2)
    random_decision(table, rng)
    seq, log = stored(engine, game["id"])
    hand, kept = table.match.deal.hand(0), table.log
    with engine.begin() as db:  # the log's table is gone: every write of a move fails
        db.execute(sa.text("ALTER TABLE game_actions RENAME TO game_actions_away"))
    with pytest.raises(sa.exc.DBAPIError):
        random_decision(table, rng)
    with engine.begin() as db:
        db.execute(sa.text("ALTER TABLE game_actions_away RENAME TO game_actions"))
    assert table.log == kept and table.match.deal.hand(0) == hand
    assert stored(engine, game["id"]) == (seq, log)
    random_decision(table, rng)  # and the table goes on from where it was kept
    assert len(stored(engine, game["id"])[1]) == len(table.log) > len(kept)


def test_two_processes_on_one_game_take_turns_and_the_late_one_is_told_to_look_again(
    engine: Engine,
) -> None:
    first, second = Games(engine), Games(engine)  # two server processes, one database
    game = first.create(NewGame(name="Anna", seed=5, opponents=("random",) * 3))
    mine, theirs = first.table(game["id"]), second.table(game["id"])
    rng = random.Random(3)
    random_decision(mine, rng)
    log = theirs.log
    with pytest.raises(TableError) as refused:
        random_decision(theirs, random.Random(4))
    assert refused.value.code == "stale"
    assert theirs.log == log, "the refused move is not kept in the late process either"
    assert len(stored(engine, game["id"])[1]) == len(mine.log)
    again = second.table(game["id"])  # read again: now it is the game the first one left
    assert again is theirs and theirs.log == mine.log
    random_decision(theirs, rng)
    assert len(stored(engine, game["id"])[1]) == len(theirs.log) > len(mine.log)


def test_refresh_brings_another_process_s_moves_into_the_table_in_place(engine: Engine) -> None:
    first, second = Games(engine), Games(engine)
    game = first.create(NewGame(name="Anna", seed=6, opponents=("random",) * 3))
    mine, theirs = first.table(game["id"]), second.table(game["id"])
    seq = theirs.seq
    random_decision(mine, random.Random(5))
    refreshed = second.refresh(game["id"])
    assert refreshed == (theirs, True)  # the same table object, only extended
    assert theirs.log == mine.log and theirs.seq > seq
    assert first.refresh("not-loaded-here") is None


def test_an_undo_in_one_process_is_a_redraw_in_the_other(engine: Engine) -> None:
    first, second = Games(engine), Games(engine)
    game = first.create(NewGame(name="Anna", seed=6, opponents=("random",) * 3))
    mine, theirs = first.table(game["id"]), second.table(game["id"])
    rng = random.Random(6)
    random_decision(mine, rng)
    random_decision(mine, rng)
    second.refresh(game["id"])
    mine.undo(0)
    refreshed = second.refresh(game["id"])
    assert refreshed == (theirs, False)
    assert theirs.log == mine.log and theirs.undo_used


def test_a_listed_game_shows_its_times_in_utc_whatever_the_server_s_zone(
    engine: Engine,
) -> None:
    if engine.dialect.name == "postgresql":  # a server far from UTC
        with engine.begin() as db:
            name = db.execute(sa.text("SELECT current_database()")).scalar_one()
            db.execute(sa.text(f"ALTER DATABASE \"{name}\" SET timezone TO 'Asia/Tokyo'"))
        engine.dispose()
    tables = Games(engine)
    moment = datetime.datetime.now(datetime.UTC)
    game = tables.create(NewGame(name="Anna", seed=1, opponents=("random",) * 3))
    listed = datetime.datetime.fromisoformat(tables.list()[0]["created"].replace("Z", "+00:00"))
    assert abs((listed - moment).total_seconds()) < 120
    assert tables.summary(game["id"])["created"].endswith("Z")


def test_a_refused_stale_move_never_leaves_two_states_under_one_seq(engine: Engine) -> None:
    first, second = Games(engine), Games(engine)
    game = first.create(NewGame(name="Anna", seed=8, opponents=("random",) * 3))
    mine, theirs = first.table(game["id"]), second.table(game["id"])
    random_decision(mine, random.Random(7))
    seen = {theirs.seq: theirs.log}
    with pytest.raises(TableError):
        random_decision(theirs, random.Random(8))
    seen.setdefault(theirs.seq, theirs.log)  # what a page asking now would be shown
    second.refresh(game["id"])
    assert seen.get(theirs.seq, theirs.log) == theirs.log


def test_a_log_place_already_taken_is_refused_as_stale_and_writes_nothing(
    engine: Engine,
) -> None:
    tables = Games(engine)
    game = tables.create(NewGame(name="Anna", seed=9, opponents=("random",) * 3))
    seq, log = stored(engine, game["id"])
    write = ActionWrite()
    write.append(0, Action(kind="next_deal", seat=0))  # place 0 holds the first bot's pass
    standing = Standing(seq=seq + 1, settings={}, over=False, summary={})
    with pytest.raises(TableError) as refused:
        tables.store.commit(game["id"], write, kept_seq=seq, standing=standing)
    assert refused.value.code == "stale"
    assert stored(engine, game["id"]) == (seq, log)
