"""The table service on its own: bots in turn, the log, undo, forced cards, hints, moons."""

from __future__ import annotations

import functools
import random

import pytest

from hjerterfri.core import Phase, Rules
from hjerterfri.services.table.config import (
    BOT,
    Action,
    Seat,
    TableConfig,
    TableError,
    human_and_bots,
)
from hjerterfri.services.table.seat_bots import BotTurn, fallback
from hjerterfri.services.table.table import Table
from tests.server.conftest import Feeder
from tests.table_moves import random_decision

# One legal decision for seat 0; a shot moon scores others +26.
act = functools.partial(random_decision, moon="others_plus_26")


def config(seed: int = 7, **rules: object) -> TableConfig:
    seats = human_and_bots("Anna", ["random"] * 3, ("random",))
    return TableConfig(rules=Rules(**rules), seed=seed, seats=seats)  # type: ignore[arg-type]


def started(cfg: TableConfig | None = None, **kwargs: object) -> Table:
    table = Table(cfg or config(), **kwargs)  # type: ignore[arg-type]
    table.advance()
    return table


def test_bots_pass_at_once_and_wait_for_the_human() -> None:
    table = started()
    deal = table.match.deal
    assert deal.phase is Phase.PASS
    assert [deal.passed(s) is not None for s in range(4)] == [False, True, True, True]
    assert table.awaiting(0) == "pass"
    assert [a.seat for a in table.log] == [1, 2, 3]


def test_a_whole_match_against_bots_ends_with_totals_and_a_log_that_replays() -> None:
    table = started()
    rng = random.Random(1)
    while not table.match.is_over:
        act(table, rng)
    assert max(table.match.totals) >= 100
    replayed = Table(table.config, log=table.log)
    assert replayed.match.totals == table.match.totals
    assert [d.plays for d in replayed.match.deals] == [d.plays for d in table.match.deals]
    assert table.awaiting(0) is None
    with pytest.raises(TableError) as refused:
        table.next_deal(0)
    assert refused.value.code == "match_over"


def test_the_opening_club_is_played_for_the_human_by_itself() -> None:
    for seed in range(40):
        table = started(config(seed=seed, pass_order="none"))
        first = table.match.deal.plays[0] if table.match.deal.plays else None
        if table.log and table.log[0].seat == 0:
            assert table.log[0] == Action("play", 0, ("2C",), auto=True)
            assert str(first) == "2C"
            assert table.was_auto(1, 0)
            return
    raise AssertionError("no seed in 0..39 dealt 2♣ to seat 0")


def test_forced_cards_are_played_only_when_the_option_is_on() -> None:
    def forced_count(on: bool) -> int:
        table = started(config(seed=3), auto_play_forced={0: on})
        rng = random.Random(2)
        while not table.match.is_over and table.match.deal.number == 1:
            act(table, rng)
        return sum(1 for a in table.log if a.auto and a.seat == 0 and a.cards != ("2C",))

    assert forced_count(False) == 0
    assert forced_count(True) > 0


def test_a_refused_action_changes_nothing() -> None:
    table = started()
    before = (table.seq, table.log, table.match.deal.hand(0))
    for bad in (["2C"], ["XX", "2C", "3C"], ["2C", "2C", "3C"]):
        with pytest.raises(TableError):
            table.pass_cards(0, bad)
    with pytest.raises(TableError) as refused:
        table.play(0, "2C")
    assert refused.value.code == "wrong_phase"
    assert (table.seq, table.log, table.match.deal.hand(0)) == before


def test_a_bot_seat_cannot_be_played_by_a_client() -> None:
    table = started()
    with pytest.raises(TableError) as refused:
        table.pass_cards(1, ["2C", "3C", "4C"])
    assert refused.value.code == "not_a_human_seat"


def test_out_of_turn_with_two_humans() -> None:
    seats = (Seat("A"), Seat("B"), Seat("C", BOT, "random"), Seat("D", BOT, "random"))
    table = started(TableConfig(rules=Rules(pass_order="none"), seed=5, seats=seats))
    deal = table.match.deal
    other = 1 - deal.to_act if deal.to_act in (0, 1) else 0
    card = str(sorted(deal.hand(other))[0])
    with pytest.raises(TableError) as refused:
        table.play(other, card)
    assert refused.value.code == "not_your_turn"
    assert not table.undo_available(0)  # another person sits at the table


def test_undo_goes_back_to_the_humans_last_decision() -> None:
    table = started()
    rng = random.Random(4)
    act(table, rng)  # the pass
    act(table, rng)  # a first card
    act(table, rng)
    played = [a for a in table.log if a.seat == 0 and a.kind == "play" and not a.auto]
    last = played[-1]
    index = len(table.log) - 1 - table.log[::-1].index(last)
    seq = table.seq
    table.undo(0)
    assert len(table.log) == index
    assert table.awaiting(0) == "play"
    assert table.seq == seq + 1
    assert last.cards[0] in {str(c) for c in table.match.deal.legal_plays()}


def test_undo_of_the_pass_takes_back_the_pass_only() -> None:
    table = started()
    act(table, random.Random(4))
    table.undo(0)
    assert table.awaiting(0) == "pass"
    assert [a.seat for a in table.log] == [1, 2, 3]
    with pytest.raises(TableError) as refused:
        table.undo(0)
    assert refused.value.code == "no_undo"


def test_the_same_log_gives_the_same_bot_moves_after_a_replay() -> None:
    table = started()
    rng = random.Random(5)
    for _ in range(4):
        act(table, rng)
    copy = Table(table.config, log=table.log)
    decision = random.Random(9)
    act(table, decision)
    act(copy, random.Random(9))
    assert copy.log == table.log


def test_hint_suggests_a_legal_action_and_changes_nothing() -> None:
    table = started()
    hint = table.hint(0)
    assert len(hint.cards) == 3 and set(hint.cards) <= {str(c) for c in table.match.deal.hand(0)}
    assert hint.reason and hint.template
    act(table, random.Random(1))
    seq, log = table.seq, table.log
    hint = table.hint(0)
    assert len(hint.cards) == 1
    assert hint.cards[0] in {str(c) for c in table.match.deal.legal_plays()}
    assert (table.seq, table.log) == (seq, log)


def moon_table(shooter_is_human: bool) -> Table:
    """A single deal with the shooter's choice where someone shot the moon."""
    for seed in range(300):
        cfg = TableConfig(
            rules=Rules(moon="shooters_choice", single_deal=True),  # type: ignore[arg-type]
            seed=seed,
            seats=human_and_bots("A", ["random"] * 3, ("random",)),
        )
        table = started(cfg, bots=Feeder)
        while table.awaiting(0) in ("pass", "play"):
            deal = table.match.deal
            if table.awaiting(0) == "pass":
                ranked = sorted(deal.hand(0), key=lambda c: (c.suit != 2 and c != 43, -c.rank))
                table.pass_cards(0, [str(c) for c in ranked[-3:]])
            else:
                table.play(0, str(max(deal.legal_plays(), key=lambda c: c.rank)))
        shooter = table.match.deal.moon_shooter
        if shooter is not None and (shooter == 0) == shooter_is_human:
            return table
    raise AssertionError("no seed in 0..299 gave such a moon")


def test_a_human_shooter_chooses_how_the_moon_scores() -> None:
    table = moon_table(shooter_is_human=True)
    assert table.match.deal.phase is Phase.MOON
    assert table.awaiting(0) == "moon"
    assert table.hint(0).choice in ("others_plus_26", "shooter_minus_26")
    with pytest.raises(TableError) as refused:
        table.choose_moon(0, "everyone_wins")
    assert refused.value.code == "no_moon"
    table.choose_moon(0, "shooter_minus_26")
    assert table.match.scores == ((-26, 0, 0, 0),)
    assert table.match.is_over


def test_a_bot_shooter_chooses_by_itself() -> None:
    table = moon_table(shooter_is_human=False)
    assert table.match.deal.phase is Phase.DONE
    assert any(a.kind == "moon" for a in table.log)


class FailingJournal:
    """A database that stops taking writes after ``keep`` entries."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self.kept: list[Action] = []

    def appended(self, index: int, action: Action) -> None:
        if len(self.kept) >= self.keep:
            raise OSError("disk full")
        self.kept.append(action)

    def truncated(self, length: int) -> None:
        del self.kept[length:]

    def changed(self, table: Table) -> None:
        pass


def test_an_action_the_journal_could_not_keep_is_undone() -> None:
    journal = FailingJournal(keep=3)
    table = started(journal=journal)
    assert len(table.log) == 3
    hand = table.match.deal.hand(0)
    with pytest.raises(OSError):
        act(table, random.Random(1))
    assert table.log == tuple(journal.kept)
    assert table.match.deal.hand(0) == hand and table.awaiting(0) == "pass"


def test_a_bot_move_that_could_not_be_stored_still_gives_a_new_seq() -> None:
    journal = FailingJournal(keep=4)  # the bots' three passes and the human's
    table = started(journal=journal)
    seq = table.seq
    hand = sorted(table.match.deal.hand(0))
    with pytest.raises(OSError):
        table.pass_cards(0, [str(c) for c in hand[:3]])
    assert table.log == tuple(journal.kept) and len(table.log) == 4
    assert table.seq == seq + 1


class RefusingJournal:
    """A database that takes the entries of an action but refuses to keep the action."""

    def __init__(self) -> None:
        self.refuse = False

    def appended(self, index: int, action: Action) -> None:
        pass

    def truncated(self, length: int) -> None:
        pass

    def changed(self, table: Table) -> None:
        if self.refuse:
            raise OSError("disk full")


def test_an_action_that_could_not_be_kept_is_undone_whole_with_its_bot_moves() -> None:
    journal = RefusingJournal()
    table = started(journal=journal)
    rng = random.Random(3)
    act(table, rng)  # the pass
    kept, hand = table.log, table.match.deal.hand(0)
    journal.refuse = True
    with pytest.raises(OSError):
        act(table, rng)
    assert table.log == kept and table.match.deal.hand(0) == hand
    assert table.awaiting(0) == "play"
    journal.refuse = False
    act(table, rng)
    assert len(table.log) > len(kept)


def test_a_stand_in_that_could_not_be_kept_is_not_there() -> None:
    journal = RefusingJournal()
    table = started(journal=journal)
    journal.refuse = True
    with pytest.raises(OSError):
        table.set_stand_in(0, "random")
    assert table.stand_in(0) is None and table.awaiting(0) == "pass"


def test_a_table_restored_to_a_longer_log_holds_each_entry_once() -> None:
    ahead = started()
    rng = random.Random(5)
    behind = Table(ahead.config, log=ahead.log)
    for _ in range(3):
        act(ahead, rng)
    behind.restore(ahead.kept())  # in place: only the new entries are played
    assert behind.log == ahead.log
    assert behind.match.deal.hand(0) == ahead.match.deal.hand(0)
    act(behind, rng)  # and its next entry takes the next place in the log
    assert behind.log[: len(ahead.log)] == ahead.log


class CountingJournal(RefusingJournal):
    """Counts the actions kept: each is one transaction in the real store."""

    def __init__(self) -> None:
        super().__init__()
        self.actions = 0

    def changed(self, table: Table) -> None:
        super().changed(table)
        self.actions += 1


def quick_table(levels: list[str], journal: CountingJournal) -> Table:
    seats = human_and_bots("Anna", levels, ("random", "hard"))
    cfg = TableConfig(rules=Rules(), seed=7, seats=seats)
    table = Table(cfg, journal=journal, moves_bots=False, quick_levels=frozenset({"random"}))
    table.settle()
    return table


def test_quick_bots_answer_a_human_move_within_the_same_action() -> None:
    journal = CountingJournal()
    table = quick_table(["random"] * 3, journal)
    rng = random.Random(4)
    for _ in range(12):
        before, kept = len(table.log), journal.actions
        act(table, rng)
        assert journal.actions == kept + 1  # the human's move and every answer: one action
        assert table.next_step() is None and table.awaiting(0) is not None
        if table.match.deal.phase is Phase.PLAY and len(table.log) - before > 1:
            assert {a.seat for a in table.log[before + 1 :]} & {1, 2, 3}


def test_a_searching_bot_is_left_to_the_caller_and_quick_ones_follow_its_move() -> None:
    journal = CountingJournal()
    table = quick_table(["random", "hard", "random"], journal)
    rng = random.Random(5)
    while (turn := table.next_step()) is None:
        act(table, rng)
    assert isinstance(turn, BotTurn) and turn.level == "hard" and table.quick_step() is None
    before, kept = len(table.log), journal.actions
    table.apply_automatic(fallback(turn))  # the pool's answer
    assert journal.actions == kept + 1
    assert len(table.log) > before + 1 or table.awaiting(0) is not None  # seat 3 answered
    assert table.quick_step() is None
