"""Writes waiting at the same moment share one transaction; a refusal or a fault stays alone.

On SQLite and on a real PostgreSQL (``database_url``). The writer is held inside a first write
while the others queue, so the grouping is certain, not left to timing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest
import sqlalchemy as sa
from sqlalchemy.engine import Connection, Engine

from hjerterfri.services.store.database import open_database
from hjerterfri.services.store.group_commit import GroupCommit, Refused

scratch = sa.Table("scratch", sa.MetaData(), sa.Column("k", sa.Integer, primary_key=True))


@pytest.fixture
def engine(database_url: str) -> Iterator[Engine]:
    engine = open_database(database_url)
    scratch.create(engine)
    yield engine
    engine.dispose()


def insert(k: int) -> Callable[[Connection], None]:
    return lambda db: db.execute(scratch.insert().values(k=k)) and None


def stored(engine: Engine) -> list[int]:
    with engine.connect() as db:
        return sorted(db.execute(sa.select(scratch.c.k)).scalars())


def commits(engine: Engine) -> list[object]:
    """Grows by one at each commit on ``engine``."""
    seen: list[object] = []
    sa.event.listen(engine, "commit", seen.append)
    return seen


def held_group(
    group: GroupCommit, works: list[Callable[[Connection], None]]
) -> list[BaseException | None]:
    """Hold the writer in a first write until every one of ``works`` waits; then let go.
    Each work's outcome: None when it was stored, else what its caller got."""
    inside, release = threading.Event(), threading.Event()

    def first(db: Connection) -> None:
        inside.set()
        release.wait(30)
        db.execute(scratch.insert().values(k=0))

    outcomes: list[BaseException | None] = [None] * len(works)

    def call(i: int, work: Callable[[Connection], None]) -> None:
        try:
            group.write(f"game-{i}", work)
        except BaseException as exc:  # the outcome under test
            outcomes[i] = exc

    holder = threading.Thread(target=group.write, args=("game-first", first))
    holder.start()
    assert inside.wait(30)
    callers = [threading.Thread(target=call, args=(i, w)) for i, w in enumerate(works)]
    for caller in callers:
        caller.start()
    deadline = time.monotonic() + 30
    while group._waiting.qsize() < len(works) and time.monotonic() < deadline:
        time.sleep(0.01)
    release.set()
    for thread in [holder, *callers]:
        thread.join(30)
    return outcomes


def test_writes_waiting_together_commit_together(engine: Engine) -> None:
    group = GroupCommit(engine)
    counted = commits(engine)
    outcomes = held_group(group, [insert(k) for k in range(1, 21)])
    assert outcomes == [None] * 20
    assert stored(engine) == list(range(21))
    assert len(counted) == 2  # the held write's transaction, then the twenty in one


def test_a_refused_write_writes_nothing_and_the_others_stand(engine: Engine) -> None:
    def refuse(db: Connection) -> None:
        raise Refused(ValueError("the game moved on"))

    outcomes = held_group(GroupCommit(engine), [insert(1), refuse, insert(2)])
    assert outcomes[0] is None and outcomes[2] is None
    assert isinstance(outcomes[1], ValueError) and str(outcomes[1]) == "the game moved on"
    assert stored(engine) == [0, 1, 2]


def test_a_faulty_write_fails_alone(engine: Engine) -> None:
    outcomes = held_group(GroupCommit(engine), [insert(1), insert(1), insert(2)])
    failed = [o for o in outcomes if o is not None]
    assert len(failed) == 1 and isinstance(failed[0], sa.exc.IntegrityError)
    assert stored(engine) == [0, 1, 2]


def test_one_write_alone_is_committed_at_once(engine: Engine) -> None:
    group = GroupCommit(engine)
    group.write("game", insert(5))
    assert stored(engine) == [5]

    def refuse(db: Connection) -> None:
        raise Refused(ValueError("no"))

    with pytest.raises(ValueError, match="no"):
        group.write("game", refuse)
    assert stored(engine) == [5]
