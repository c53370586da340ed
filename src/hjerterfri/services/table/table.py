"""A table: one match, its seats, bots acting in turn, and the one log that replays it all.

No I/O here. The log of actions is the truth: the match is what replaying it gives, undo
is replaying it without the human's last decision, and a ``Journal`` (the database, in
the server) is told of every entry as it is made, so a restart can replay it again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from hjerterfri.bots import LEVELS, check_level
from hjerterfri.core import Action as Move
from hjerterfri.core import (
    Card,
    ChooseMoon,
    Claim,
    Event,
    HjerterfriError,
    IllegalMoveError,
    InvalidCardError,
    Match,
    NextDeal,
    Phase,
    PlayCard,
    parse_pass,
    parse_play,
)
from hjerterfri.core.claims import proved_from_view
from hjerterfri.services.table.config import Action, TableConfig, TableError, checked
from hjerterfri.services.table.seat_bots import (
    HINT_LEVEL,
    BotFactory,
    BotTurn,
    Hint,
    SeatBots,
    default_bots,
    until_human,
)

DECISIONS = ("pass", "play", "moon")


class Journal(Protocol):
    """Keeps the log outside the process, one whole action at a time.

    ``appended`` and ``truncated`` tell it what an action does as it happens; ``changed``
    ends the action: everything since the last ``changed`` is kept together, or, if it
    raises, none of it is, and the table goes back to how it was before the action.
    """

    def appended(self, index: int, action: Action) -> None: ...

    def truncated(self, length: int) -> None:
        """An undo took the log back to ``length`` entries: the game is now one with undo."""
        ...

    def changed(self, table: Table) -> None: ...


class NullJournal:
    """Keeps nothing: for tests and tables that need not survive a restart."""

    def appended(self, index: int, action: Action) -> None:
        pass

    def truncated(self, length: int) -> None:
        pass

    def changed(self, table: Table) -> None:
        pass


@dataclasses.dataclass(frozen=True)
class Kept:
    """What a table was when its last action was kept: where a failed action goes back to."""

    log: tuple[Action, ...]
    undo_used: bool
    auto_play_forced: dict[int, bool]
    stand_ins: dict[int, str]


class Table:
    """A match with seats. Humans act through the methods below; bots act when it is their turn."""

    def __init__(
        self,
        config: TableConfig,
        *,
        log: Iterable[Action] = (),
        seq: int = 0,
        auto_play_forced: dict[int, bool] | None = None,
        journal: Journal | None = None,
        bots: BotFactory = default_bots,
        stand_ins: dict[int, str] | None = None,
        undo_used: bool = False,
        moves_bots: bool = True,
        quick_levels: frozenset[str] = frozenset(),
    ) -> None:
        """``moves_bots`` False: the table only says what must happen next (``next_step``)
        and its owner moves the bots (``apply_automatic``), as the server does, whose bots
        think in other processes; True: every method lets the bots act before it returns.

        ``quick_levels``: with ``moves_bots`` False, bots of these levels (and forced
        cards) still move in-process, as part of the action before them: they decide in
        about a millisecond, less than a round trip to another process would cost."""
        self.config = config
        self.seq = seq
        # Set by the first undo and never cleared: undo showed what the bots held, so the
        # game is practice. Stored with the log (``Journal.truncated``), not derived from it.
        self.undo_used = undo_used
        self._journal: Journal = journal or NullJournal()
        self._seat_bots = SeatBots(bots)
        self.moves_bots = moves_bots
        self.quick_levels = quick_levels
        self._auto_forced = {s: False for s in config.humans}
        self._auto_forced.update(auto_play_forced or {})
        self._stand_ins: dict[int, str] = dict(stand_ins or {})
        self._log: list[Action] = []
        self._events: list[Event] = []
        self._auto: set[tuple[int, int]] = set()
        self.match = Match(config.rules, seed=config.seed)
        self._replay(log)

    def replay(self, action: Action) -> None:
        """Apply one entry of another table's log as it was made: no bot follows, no journal
        is told. For a copy that follows a table one action behind it (the terminal's steps)."""
        self._apply(action)

    # -- what the table is -----------------------------------------------------------
    @property
    def log(self) -> tuple[Action, ...]:
        return tuple(self._log)

    @property
    def events(self) -> tuple[Event, ...]:
        """What the log's actions made, in order, as ``Match.apply`` returned it (all-seeing:
        passes' cards too; what a seat may see comes from ``match.events_for``)."""
        return tuple(self._events)

    def was_auto(self, deal_number: int, play_index: int) -> bool:
        """Whether the ``play_index``-th card of that deal was played for a human by itself."""
        return (deal_number, play_index) in self._auto

    def auto_play_forced(self, seat: int) -> bool:
        return self._auto_forced.get(seat, False)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.config.seats) and not self.config.seats[seat].is_bot

    @property
    def host(self) -> int | None:
        """The first human seat: at a table of friends, the one who set it up."""
        humans = self.config.humans
        return humans[0] if humans else None

    def stand_in(self, seat: int) -> str | None:
        """The level of the bot playing ``seat`` while its player is away, or None."""
        return self._stand_ins.get(seat)

    def _bot_plays(self, seat: int) -> bool:
        return self.config.seats[seat].is_bot or seat in self._stand_ins

    def awaiting(self, seat: int) -> str | None:
        """What the table waits for from ``seat``: pass, play, moon, next_deal, or None."""
        match = self.match
        deal = match.deal
        if match.is_over or not self.is_human(seat):
            return None
        if seat in self._stand_ins and deal.phase is not Phase.DONE:
            return None
        if deal.phase is Phase.PASS:
            return "pass" if deal.passed(seat) is None else None
        if deal.phase is Phase.DONE:
            return "next_deal"
        if deal.to_act == seat:
            return str(deal.phase.value)
        return None

    def undo_available(self, seat: int) -> bool:
        """A decision of ``seat``'s to take back, and no other person's decision after it."""
        if self.match.is_over or seat in self._stand_ins:
            return False
        index = self._last_decision(seat)
        return index is not None and self._other_move_since(seat, index) is None

    def hint_available(self, seat: int) -> bool:
        return self.awaiting(seat) in DECISIONS

    # -- what a human does ------------------------------------------------------------
    def act(self, seat: int, move: Move) -> None:
        """Human ``seat`` takes core action ``move`` (its own seat's), then bots act in turn.

        Raises ``TableError`` (the core's reason as its code) and changes nothing when the
        move may not be made now.
        """
        entry = Action.of(move)
        if entry.seat is None:  # the next deal: the log keeps who asked for it
            entry = dataclasses.replace(entry, seat=seat)
        elif entry.seat != seat:
            raise ValueError(f"{move!r} is not seat {seat}'s action")
        self._human(entry)

    def pass_cards(self, seat: int, cards: str | Iterable[str | Card]) -> None:
        """``act`` with the cards to pass, as text or cards: parsed here, once."""
        self.act(seat, _parsed(lambda: parse_pass(seat, cards)))

    def play(self, seat: int, card: str | Card) -> None:
        """``act`` with the card to play, as text (``"QS"``) or a card: parsed here, once."""
        self.act(seat, _parsed(lambda: parse_play(seat, card)))

    def choose_moon(self, seat: int, choice: str) -> None:
        self.act(seat, ChooseMoon(seat, choice))

    def next_deal(self, seat: int) -> None:
        self.act(seat, NextDeal())

    def claim(self, seat: int) -> None:
        """``seat`` claims every trick left; refused (``claim_not_certain``) unless certain."""
        self.act(seat, Claim(seat))

    def claim_available(self, seat: int) -> bool:
        """``seat``'s own view proves its claim now (``core.claims.proved_from_view``): never
        the hidden hands, which the exact check behind ``claim`` sees."""
        deal = self.match.deal
        if deal.phase is not Phase.PLAY or deal.to_act != seat:  # public: no view to build
            return False
        return proved_from_view(deal.observation(seat))

    def undo(self, seat: int) -> None:
        """Back to just before ``seat``'s last decision: it and every move after it go."""
        if not self.undo_available(seat):
            raise TableError(self.undo_refusal(seat) or "no_undo", self._no_undo_reason(seat))
        index = self._last_decision(seat)
        assert index is not None
        before = self.kept()
        self._journal.truncated(index)  # first: if it cannot be stored, nothing changes
        self.undo_used = True
        self._rebuild(self._log[:index])
        try:
            if self._stand_ins:  # a stand-in's move that was taken back is made again
                self._advance_if_moving_bots()
        finally:
            self._changed(before)

    def set_stand_in(self, seat: int, level: str | None) -> None:
        """Let a bot of ``level`` play human ``seat`` while its player is away; None ends it."""
        self._check_human(seat)
        if level is not None:
            checked(check_level, level)
        if self._stand_ins.get(seat) == level:
            return
        if level is not None and self.match.is_over:
            raise TableError("match_over", "The match is over; no bot is needed.")
        before = self.kept()
        if level is None:
            del self._stand_ins[seat]
        else:
            self._stand_ins[seat] = level
        try:
            self._advance_if_moving_bots()
        finally:
            self._changed(before)

    def set_auto_play_forced(self, seat: int, on: bool) -> None:
        """Whether a card that is the only legal one is played for ``seat`` by itself."""
        self._check_human(seat)
        before = self.kept()
        self._auto_forced[seat] = on
        try:
            self._advance_if_moving_bots()
        finally:
            self._changed(before)

    def hint(self, seat: int) -> Hint:
        """What the hint bot would do in ``seat``'s place, from ``seat``'s observation only."""
        if self.awaiting(seat) not in DECISIONS:
            raise TableError("no_hint", "There is nothing for you to decide now.")
        turn = self.hint_turn(seat)
        return self._seat_bots.hint(turn.observation, turn.seed)

    def hint_turn(self, seat: int) -> BotTurn:
        """What a hint for ``seat`` is computed from (``SeatBots.hint``), wherever it is."""
        if self.awaiting(seat) not in DECISIONS:
            raise TableError("no_hint", "There is nothing for you to decide now.")
        return BotTurn(self.match.deal.observation(seat), HINT_LEVEL, self._bot_seed(seat))

    # -- bots and forced cards -----------------------------------------------------------
    def advance(self) -> None:
        """Let bots act, and play forced cards for humans, until a human must decide."""
        until_human(self.next_step, self._seat_bots.decide, self._record)

    def settle(self) -> None:
        """Make the moves no one waits to watch one by one (``quiet_step``), in-process."""
        until_human(self.quiet_step, self._seat_bots.decide, self._record)

    def quiet_step(self) -> BotTurn | Action | None:
        """``next_step`` if it is a forced card, a bot's pass (hidden, and every seat
        passes at once) or a quick level's move, which are made together with the move
        before them; else None."""
        step = self.next_step()
        if isinstance(step, BotTurn) and step.observation.phase is not Phase.PASS:
            return step if step.level in self.quick_levels else None
        return step

    def quick_step(self) -> BotTurn | Action | None:
        """``next_step`` if this process makes it at once (a forced card, or a bot of a
        ``quick_levels`` level); else None."""
        if not self.quick_levels:
            return None
        step = self.next_step()
        if isinstance(step, BotTurn) and step.level not in self.quick_levels:
            return None
        return step

    def advance_quick(self) -> bool:
        """Make the quick moves due now (``quick_step``) as one action; True if any."""
        before = self.kept()
        self.settle_quick()
        if len(self._log) == len(before.log):
            return False
        self._changed(before)
        return True

    def settle_quick(self) -> None:
        """Make the quick moves due now (``quick_step``), in-process, without a new seq of
        their own: part of the action before them, or of a table being set up (whose
        searching bots pass later, in the bot pool)."""
        until_human(self.quick_step, self._seat_bots.decide, self._record)

    def _advance_if_moving_bots(self) -> None:
        if self.moves_bots:
            self.advance()
        else:
            self.settle_quick()

    def apply_automatic(self, action: Action) -> None:
        """Record a bot's move or a forced card from ``next_step``: a new seq, stored.

        Raises ``TableError`` and changes nothing if the move no longer fits the table.
        """
        before = self.kept()
        try:
            self._record(action)
            self.settle_quick()  # the quick bots' answers are part of it
        finally:
            self._changed(before)

    def catch_up(self) -> None:
        """Let bots left waiting (by a failure or a restart) move; a new seq if any did."""
        before = self.kept()
        self.advance()
        if len(self._log) != len(before.log):
            self._changed(before)

    def next_step(self) -> BotTurn | Action | None:
        """What happens next without a human: a bot's turn to decide, a forced card (or
        the next deal at a table of bots) to record as it is, or None: a human decides."""
        if self.match.is_over:
            return None
        deal = self.match.deal
        seats = self.config.seats
        if deal.phase is Phase.PASS:
            waiting = [s for s in range(len(seats)) if deal.passed(s) is None]
            bot = next((s for s in waiting if self._bot_plays(s)), None)
            return None if bot is None else self._bot_turn(bot)
        if deal.phase is Phase.DONE:
            return Action.of(NextDeal()) if not self.config.humans else None
        seat = deal.to_act
        assert seat is not None
        if self._bot_plays(seat):
            return self._bot_turn(seat)
        legal = deal.legal_plays()
        if deal.phase is Phase.PLAY and len(legal) == 1:
            opening = not deal.tricks and not deal.trick
            if opening or self._auto_forced.get(seat, False):
                return Action.of(PlayCard(seat, next(iter(legal))), auto=True)
        return None

    def _bot_turn(self, seat: int) -> BotTurn:
        standing_in = self._stand_ins.get(seat)
        level = standing_in or self.config.seats[seat].level or LEVELS[0]
        observation = self.match.deal.observation(seat)
        return BotTurn(observation, level, self._bot_seed(seat), stand_in=bool(standing_in))

    def _bot_seed(self, seat: int) -> int:
        """One seed per decision, from the table's seed: a replayed table plays on the same."""
        return (self.config.seed * 1_000_003 + seat * 7_919 + len(self._log)) % 2**63

    # -- the log -------------------------------------------------------------------------
    def _human(self, action: Action) -> None:
        assert action.seat is not None
        self._check_human(action.seat)
        if self.match.is_over:
            raise TableError("match_over", "The match is over; start a new game.")
        if action.kind == "next_deal" and self.match.deal.phase is not Phase.DONE:
            raise TableError(
                "deal_not_over", "The deal is still being played; the next one comes after it."
            )
        before = self.kept()
        self._record(action)
        try:
            self._advance_if_moving_bots()
        finally:  # even if a bot's move could not be stored, the human's was: a new seq
            self._changed(before)

    def _check_human(self, seat: int) -> None:
        if not self.is_human(seat):
            raise TableError("not_a_human_seat", f"Seat {seat} is not a human player's seat.")

    def _record(self, action: Action) -> None:
        self._apply(action)
        try:
            self._journal.appended(len(self._log) - 1, self._log[-1])
        except Exception:
            self._rebuild(self._log[:-1])  # what was not kept did not happen
            raise

    def _apply(self, action: Action) -> None:
        """Apply one log entry through ``Match.apply`` and log it with the events it made, or
        raise ``TableError`` and change nothing. The one place an action reaches the core."""
        try:
            move = action.to_core()
        except (HjerterfriError, ValueError) as exc:  # stored text that names no card
            raise TableError("illegal_action", f"{exc}.") from None
        deal = self.match.deal
        played = (deal.number, len(deal.plays))
        try:
            events = self.match.apply(move)
        except IllegalMoveError as exc:
            raise TableError(exc.reason.value, str(exc)) from None
        if action.auto:
            self._auto.add(played)
        self._events.extend(events)
        self._log.append(dataclasses.replace(action, move=move) if action.move is None else action)

    def _replay(self, actions: Iterable[Action]) -> None:
        for action in actions:
            self._apply(action)

    def _rebuild(self, actions: list[Action]) -> None:
        self.match = Match(self.config.rules, seed=self.config.seed)
        self._log = []
        self._events = []
        self._auto = set()
        self._replay(actions)

    def _last_decision(self, seat: int) -> int | None:
        for index in range(len(self._log) - 1, -1, -1):
            action = self._log[index]
            own = action.seat == seat and not action.auto and not action.stand_in
            if own and action.kind in DECISIONS:
                return index
        return None

    def _other_move_since(self, seat: int, index: int) -> Action | None:
        """The first move after log entry ``index`` that ``seat``'s undo may not take back.

        Undo puts a card back into the hand that played it, where everyone has just seen it,
        so it never takes back a move made by or for another human seat (their own, their
        stand-in's, a card played for them by itself). At a table of friends it takes back
        no bot's move either: one player probing the bots' hands would gain on the others.
        Against bots alone, their moves may go: that is practice, and the game is marked.
        """
        friends = len(self.config.humans) > 1
        for action in self._log[index + 1 :]:
            other = action.seat
            if other is None or other == seat:
                continue
            if friends or self.is_human(other):
                return action
        return None

    def _no_undo_reason(self, seat: int) -> str:
        if self.match.is_over:
            return "The match is over; its result stands."
        if seat in self._stand_ins:
            return "A bot plays your seat now; undo is yours again when you are back."
        index = self._last_decision(seat)
        if index is None:
            return "There is no decision of yours to take back yet."
        other = self._other_move_since(seat, index)
        return _why_not_undo(self.config, other)

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` may not undo now, as a code: None when it may."""
        if self.undo_available(seat):
            return None
        away = self.match.is_over or seat in self._stand_ins
        index = None if away else self._last_decision(seat)
        if index is not None and self._other_move_since(seat, index) is not None:
            return "undo_after_other_player"
        return "no_undo"

    def kept(self) -> Kept:
        """The table as it stands, to go back to if the next action cannot be kept."""
        return Kept(
            tuple(self._log), self.undo_used, dict(self._auto_forced), dict(self._stand_ins)
        )

    def restore(self, kept: Kept, seq: int | None = None) -> None:
        """Back to ``kept`` (a failed action, or the stored game another process moved on)."""
        self.undo_used = kept.undo_used
        self._auto_forced = dict(kept.auto_play_forced)
        self._stand_ins = dict(kept.stand_ins)
        length = len(self._log)
        if kept.log[:length] == tuple(self._log):  # moved on from here: play the rest
            self._replay(kept.log[length:])  # ``_apply`` logs each entry
        else:
            self._rebuild(list(kept.log))
        if seq is not None:
            self.seq = seq

    def _changed(self, before: Kept) -> None:
        """The action is done: the journal keeps all of it, or none, and then so does the table."""
        self.seq += 1
        try:
            self._journal.changed(self)
        except BaseException:
            self.restore(before)
            raise

    def settings_dict(self) -> dict[str, Any]:
        settings: dict[str, Any] = {}
        for seat, on in self._auto_forced.items():
            settings[str(seat)] = {"auto_play_forced": on}
            if seat in self._stand_ins:
                settings[str(seat)]["stand_in"] = self._stand_ins[seat]
        return settings


def _why_not_undo(config: TableConfig, other: Action | None) -> str:
    """The sentence for ``undo_after_other_player``: whose move stands in the way."""
    if other is None or other.seat is None:
        return "Another player has played since your last decision; it cannot be taken back."
    seat = config.seats[other.seat]
    if seat.is_bot:
        return (
            f"{seat.name} has played since your last decision; at a table of friends undo "
            "cannot take back another player's move, a bot's included."
        )
    how = " (by the bot playing for them)" if other.stand_in else ""
    how = " (a card played for them by itself)" if other.auto else how
    return (
        f"{seat.name} has played since your last decision{how}; undo cannot take back "
        "another player's move."
    )


def _parsed(parse: Callable[[], Move]) -> Move:
    """A core action from a person's text; ``TableError`` saying what was wrong if it is none."""
    try:
        return parse()
    except InvalidCardError as exc:
        raise TableError("invalid_card", f"{exc}.") from None
    except IllegalMoveError as exc:  # a card named twice
        raise TableError(exc.reason.value, str(exc)) from None
