"""Reviewing stored games: who may, the game as they may see it, and the hard bot's view of
each decision.

The bot's view is a search (``bots.search_bot``) of seconds, so it is made on demand, one
decision at a time, away from the caller: the server hands it to its bot processes (so it
never slows another table), the terminal game to a thread of its own. It is kept: a second
look at the same decision costs nothing. It sees only the reviewed seat's observation
at that moment, so it tells nothing the player could not have known.
"""

from __future__ import annotations

import collections
import concurrent.futures
import threading
from collections.abc import Callable
from typing import Any

from hjerterfri.bots import make_bot
from hjerterfri.bots.base import Advice
from hjerterfri.bots.cardbits import cards_of
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.core import CardSet, Match
from hjerterfri.core.cards import CARDS
from hjerterfri.services.games import Games
from hjerterfri.services.review import decision, pass_decision, review
from hjerterfri.services.table.config import TableError
from hjerterfri.services.table.table import Table

CACHED = 512  # decisions kept; one is a few hundred bytes
SEED = 15  # the analysing bot's seed: the same decision always gets the same figures


Weighed = list[tuple[tuple[int, ...], float | None]]  # each choice's cards and value
Submit = Callable[..., concurrent.futures.Future[Any]]  # like ``Executor.submit``


def analyse(match: Match, number: int, trick: int | None, seat: int) -> dict[str, Any]:
    """What the hard bot would have done in ``seat``'s place, why, and what each choice it
    weighed is worth (``value``: the seat's points against the others' average over the
    searched play-outs, higher is better): ``seat``'s card in trick ``trick`` of deal
    ``number``, or its pass when ``trick`` is None."""
    bot = make_bot("hard", SEED)
    if not isinstance(bot, SearchBot):  # pragma: no cover - the hard level is the search
        raise TypeError("the hard level is expected to be the search bot")
    if trick is None:
        played, advice, weighed = _weigh_pass(bot, match, number, seat)
    else:
        played, advice, weighed = _weigh_play(bot, match, number, trick, seat)
    choice = [str(c) for c in sorted(advice.cards)]
    ranked = sorted(weighed, key=lambda w: (-(w[1] or 0.0), w[0]))
    return {
        "deal": number,
        "trick": trick,
        "seat": seat,
        "kind": "pass" if trick is None else "play",
        "played": played,
        "choice": choice,
        "differs": set(choice) != set(played),
        "reason": advice.reason,
        "reason_template": advice.template,
        "reason_params": {  # a seat stays a number, so pages can name its player
            k: int(v) if k == "seat" and str(v).isdigit() else str(v)
            for k, v in advice.params.items()
        },
        "candidates": [
            {
                "cards": [str(CARDS[c]) for c in sorted(cards)],
                "value": None if value is None else round(value, 2),
            }
            for cards, value in ranked
        ],
    }


def _weigh_pass(
    bot: SearchBot, match: Match, number: int, seat: int
) -> tuple[list[str], Advice, Weighed]:
    observation = pass_decision(match, number, seat).observation(seat)
    mine = match.deals[number - 1].passed(seat) or CardSet()
    advice, passes = bot.weigh_passes(observation, tuple(int(c) for c in mine))
    return [str(c) for c in mine], advice, [(cards, value) for cards, value in passes]


def _weigh_play(
    bot: SearchBot, match: Match, number: int, trick: int, seat: int
) -> tuple[list[str], Advice, Weighed]:
    before = decision(match, number, trick, seat)
    observation = before.observation(seat)
    played = match.deals[number - 1].plays[len(before.plays)]
    advice, scores = bot.weigh_plays(observation)
    legal = cards_of(int(observation.legal))
    if not scores:  # one card allowed: nothing was searched
        return [str(played)], advice, [((legal[0],), None)]
    return [str(played)], advice, [((c,), scores[c]) for c in legal]


class Reviews:
    """Reviews of the games in ``games``; the bot's analyses made on one worker thread, kept."""

    def __init__(self, games: Games, *, submit: Submit | None = None) -> None:
        """``submit`` runs an analysis elsewhere (the server's bot pool); by default a
        thread of this object's own."""
        self.games = games
        self._pool: concurrent.futures.ThreadPoolExecutor | None = None
        if submit is None:
            self._pool = concurrent.futures.ThreadPoolExecutor(1, "review-analysis")
            submit = self._pool.submit
        self._submit = submit
        self._kept: collections.OrderedDict[tuple[Any, ...], concurrent.futures.Future[Any]]
        self._kept = collections.OrderedDict()
        self._lock = threading.Lock()

    def check_access(
        self, game_id: str, seat: int | None, token: str | None, *, local: bool
    ) -> None:
        """A finished game: whoever may fetch its record. A running one: its own players
        only, each for their own seat (with its token where the game's seats have them)."""
        if self.games.store.get(game_id) is None or self.is_over(game_id):
            self.games.check_record_access(game_id, seat, token, local=local)
            return
        table = self.games.table(game_id)
        if seat is None or not table.is_human(seat):
            raise TableError(
                "token_required",
                "The game is still being played: only its players may review it, each "
                "from their own seat.",
            )
        if self.games.tokens.seats(game_id):
            self.games.check_token(game_id, seat, token)
        elif not local:
            raise TableError(
                "not_local",
                "This game can be reviewed only on the computer that serves it.",
            )

    def is_over(self, game_id: str) -> bool:
        row = self.games.store.get(game_id)
        return row is not None and row.over

    def view(self, game_id: str, seat: int | None) -> dict[str, Any]:
        """The game as ``seat`` may review it (every hand once it is over)."""
        table = self._snapshot(game_id)
        names = [s.name for s in table.config.seats]
        humans = list(table.config.humans)
        return {"id": game_id, "human_seats": humans, **review(table.match, names, seat=seat)}

    def analysis(
        self, game_id: str, number: int, trick: int | None, seat: int
    ) -> concurrent.futures.Future[dict[str, Any]]:
        """The hard bot's view of ``seat``'s card in that trick (its pass: ``trick`` None):
        made once, then kept."""
        match = self._snapshot(game_id).match
        if trick is None:  # a wrong decision is refused here, at once
            pass_decision(match, number, seat)
        else:
            decision(match, number, trick, seat)
        history = tuple(str(c) for c in match.deals[number - 1].plays)
        key = (game_id, number, trick, seat, history)
        with self._lock:
            future = self._kept.get(key)
            if future is not None:
                self._kept.move_to_end(key)
                return future
            future = self._submit(analyse, match, number, trick, seat)
            self._kept[key] = future
            while len(self._kept) > CACHED:
                self._kept.popitem(last=False)
        future.add_done_callback(lambda done: self._forget_failure(key, done))
        return future

    def _forget_failure(self, key: tuple[Any, ...], done: concurrent.futures.Future[Any]) -> None:
        if done.exception() is not None:
            with self._lock:
                self._kept.pop(key, None)

    def _snapshot(self, game_id: str) -> Table:
        """The game as it is now, replayed apart from the live table that may move on."""
        live = self.games.table(game_id)
        return Table(live.config, log=list(live.log), undo_used=live.undo_used)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
