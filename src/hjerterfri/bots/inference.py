"""Reading the other seats' plays: how likely a sampled world makes what they actually did.

A world in which the seat that threw A♠ on a diamond trick still held Q♠ is a world in
which that seat passed up the best discard in the game; a careful player thinks that
unlikely. ``PlayHistory`` replays every choice another seat made this deal against a
sampled world and asks the rollout policy (a model of a sensible player) what it would have
played with that world's hand. The model says a player makes its choice with chance
``1 - DEVIATE`` and any other legal card otherwise (real players, and our own search, differ
from it about a third of the time), so a disagreement lowers a world's likelihood and
never rules it out. The search then plays out the likeliest of its sampled worlds.
"""

from __future__ import annotations

import dataclasses
import heapq
import math
import random

from hjerterfri.bots.rollout import Playout
from hjerterfri.core import Observation
from hjerterfri.core.cards import MOON_CARDS
from hjerterfri.core.trick_rules import trick_rules_for

DEVIATE = 0.35  # how often a player is taken to play other than the model would
RUNNER_TRICKS = 3
RUNNER_SHARE = 2 / 3
LOG_AGREE = math.log(1.0 - DEVIATE)
LOG_DEVIATE = math.log(DEVIATE)


@dataclasses.dataclass(frozen=True)
class Choice:
    """One play another seat made, with what it knew then (plays with a single legal card in
    a world tell nothing and are skipped when a world is scored)."""

    seat: int
    card: int
    trick: tuple[int, ...]  # cards already on the table, led first
    tricks_done: int
    broken: bool
    won: tuple[int, ...]  # per seat, the cards in its tricks before this play
    later_own: int  # this seat's cards played from this choice on (the card included)
    later_all: int  # every seat's cards played from this choice on


class PlayHistory:
    """The other seats' plays this deal, ready to be replayed against sampled worlds."""

    def __init__(self, obs: Observation, playout: Playout) -> None:
        self.playout = playout
        self.seat = obs.seat
        self.runner = moon_runner(obs)
        n = obs.players
        plays: list[tuple[int, int, tuple[int, ...], int, bool, tuple[int, ...]]] = []
        won = [0] * n
        broken = False
        breaks_hearts = trick_rules_for(obs.rules).breaks_hearts
        tricks = [(t.plays, t.winner) for t in obs.tricks] + [(obs.trick, -1)]
        for done, (trick_plays, winner) in enumerate(tricks):
            table: list[int] = []
            for seat, played in trick_plays:
                card = int(played)
                plays.append((seat, card, tuple(table), done, broken, tuple(won)))
                table.append(card)
                if breaks_hearts(card):
                    broken = True
            if winner >= 0:
                for taken in table:
                    won[winner] |= 1 << taken
        choices = []
        later_all = 0
        later_own = [0] * n
        for seat, played_card, table_before, done, was_broken, won_before in reversed(plays):
            later_all |= 1 << played_card
            later_own[seat] |= 1 << played_card
            if seat == obs.seat:
                continue
            choices.append(
                Choice(seat, played_card, table_before, done, was_broken, won_before,
                       later_own[seat], later_all)
            )  # fmt: skip
        self.choices = choices[::-1]

    def log_likelihood(self, hands: list[int]) -> float:
        """Log of the chance that players holding ``hands`` made the recorded choices."""
        remaining = 0
        for h in hands:
            remaining |= h
        playout = self.playout
        total = 0.0
        for c in self.choices:
            hand = hands[c.seat] | c.later_own
            trick = list(c.trick)
            legal = playout.legal(hand, trick, c.tricks_done, c.broken)
            if legal & (legal - 1) == 0:
                continue
            others = (remaining | c.later_all) & ~hand
            choice = playout.choose(c.seat, hand, legal, trick, list(c.won), others, self.runner)
            if choice == c.card:
                total += LOG_AGREE
            else:
                total += LOG_DEVIATE - math.log(legal.bit_count() - 1)
        return total

    def informative(self) -> bool:
        """Whether any choice was made at all (early in a deal there is nothing to read)."""
        return bool(self.choices)


def moon_runner(obs: Observation, share: float = RUNNER_SHARE) -> int:
    """Another seat that plays like it is going for the moon: it has taken every point card
    taken so far and won ``share`` of the tricks (at least ``RUNNER_TRICKS``); -1 if none.
    The play-outs then let it keep winning and make the others stop it, as a strong player
    expects of a runner, instead of assuming it ducks like everyone else."""
    tricks = obs.tricks
    if len(tricks) < RUNNER_TRICKS:
        return -1
    seat = point_taker(obs)
    if seat < 0:
        return -1
    wins = sum(1 for t in tricks if t.winner == seat)
    if seat == obs.seat or wins < share * len(tricks):
        return -1
    return seat


def point_taker(obs: Observation) -> int:
    """The one seat that has taken every point card taken so far, or -1 when none is taken
    or more than one seat has taken some."""
    takers = {t.winner for t in obs.tricks if int(t.cards) & MOON_CARDS}
    return takers.pop() if len(takers) == 1 else -1


def likeliest_worlds(
    worlds: list[list[int]], history: PlayHistory, keep: int, rng: random.Random
) -> list[list[int]]:
    """``keep`` of ``worlds`` drawn without replacement with chance ∝ their likelihood
    (Efraimidis–Spirakis keys), so no world is played twice and unlikely ones are rare."""
    if len(worlds) <= keep or not history.informative():
        return worlds[:keep]
    return keep_likely(worlds, [history.log_likelihood(hands) for hands in worlds], keep, rng)


def keep_likely(
    worlds: list[list[int]], logs: list[float], keep: int, rng: random.Random
) -> list[list[int]]:
    """``keep`` of ``worlds`` drawn without replacement with chance ∝ ``exp(logs)``."""
    top_log = max(logs)
    keyed = []
    for i, log in enumerate(logs):
        weight = math.exp(log - top_log)  # the likeliest world weighs 1
        keyed.append((math.log(1.0 - rng.random()) / weight, i))
    top = heapq.nlargest(keep, keyed)
    return [worlds[i] for _, i in top]
