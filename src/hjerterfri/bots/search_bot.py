"""The ``hard`` level: Monte Carlo search over worlds consistent with what the seat knows.

For each decision it deals the hidden cards many times (``WorldSampler``: hand sizes, shown
voids, cards it passed), plays every candidate in each world to the end with the rollout
policy, and picks the candidate with the best mean ``Outcome`` — the same worlds for every
candidate, so the comparison is fair. After a pass it can keep the worlds whose hands look
like hands after a pass (``pass_shape``). With inference it plays out the worlds that best
explain the other seats' plays, and with three cards left and no moon possible it searches
each world's end exactly (``inference``, ``endgame``). While a moon is still open to it,
it can also weigh each card as the start of a run for the moon (``moon_run``). Where the
search sees no real difference, the medium bot's card wins (``GUIDE_PREFERENCE``): a choice
the guides teach.
Passing is searched the same way over the medium bot's best few passes. The budget is
counted in rollouts, not seconds, so a seeded bot's decision depends only on its
observation and seed; each decision seeds its own generator from both.
"""

from __future__ import annotations

import random
from typing import TypedDict

from hjerterfri.bots import moon, moon_run, pass_shape, reasons
from hjerterfri.bots.advice import play_advice
from hjerterfri.bots.base import Advice
from hjerterfri.bots.cardbits import cards_of
from hjerterfri.bots.endgame import Endgame, moon_is_dead
from hjerterfri.bots.inference import PlayHistory, keep_likely, likeliest_worlds, moon_runner
from hjerterfri.bots.moon_guard import guard_reason, guarded, moon_threat, runners_top_heart
from hjerterfri.bots.outcome import Outcome
from hjerterfri.bots.passing import explain_pass, moon_hand, moon_pass, ranked_passes
from hjerterfri.bots.rollout import Playout
from hjerterfri.bots.rule_bot import medium_bot
from hjerterfri.bots.world import WorldSampler
from hjerterfri.core import Card, Observation
from hjerterfri.core.rules import Rules

PLAY_ROLLOUTS = 1000  # rollouts per play decision, shared among the legal cards
PASS_ROLLOUTS = 1600  # rollouts per pass decision, shared among the candidate passes
PASS_CANDIDATES = 6
MIN_WORLDS = 12
OVERSAMPLE = 3  # with inference: worlds sampled for each one played out, the likeliest kept
SHAPE_OVERSAMPLE = 6  # after a pass: worlds sampled for each one played out, shaped as passed
RUNNER_OVERSAMPLE = 4  # against a runner: worlds drawn for each one needed, its own kept
ENDGAME_CARDS = 3  # cards left in hand from which the rest of each world is searched exactly
ENDGAME_WORLDS = 100  # worlds for an exact endgame: each costs more than a rollout, tells more
MOON_COST = 13.0  # with stop_moons, once a threat shows: another's moon costs this much more
GUIDE_PREFERENCE = 0.1  # points: where the search sees no real difference, play as taught


class SearchSettings(TypedDict):
    """``SearchBot``'s keyword arguments, as ``SearchBot.settings`` gives them."""

    budget: float
    infer: bool
    endgame: bool
    stop_moons: bool
    moon_plan: bool
    plan_in_budget: bool
    playout: type[Playout]
    shape_worlds: bool
    shape_oversample: int
    slips: float


def decision_rng(seed: int | None, obs: Observation) -> random.Random:
    """A generator seeded by the bot's seed and everything in the observation that matters."""
    key = (
        seed,
        obs.seat,
        obs.number,
        obs.phase.value,
        int(obs.hand),
        tuple(int(c) for c in obs.played),
        tuple((s, int(c)) for s, c in obs.trick),
        None if obs.passed is None else int(obs.passed),
        None if obs.received is None else int(obs.received),
        obs.totals,
    )
    return random.Random(repr(key))


class SearchBot:
    """Determinized Monte Carlo search with guide-like rollouts; ``budget`` scales its effort.

    ``infer`` plays out the worlds that best explain the other seats' plays (``inference``);
    ``endgame`` searches the last tricks of each world exactly once no moon is possible
    (``endgame``); with ``infer``, a seat seen running for the moon keeps winning in the
    play-outs. ``stop_moons`` does that without inference once a threat shows
    (``moon_guard.moon_threat``): it keeps its own stoppers in the play-outs while the others
    play on unaware, counts another seat's moon ``MOON_COST`` worse, and plays out only the
    worlds in which the runner holds the top unseen heart. Before a threat shows it plays
    out and scores as the search without them: fearing every seat's moon from the first
    trick kept stoppers a searching field punished (docs/research.md, stop 35). ``playout``
    is the policy the worlds are played out with (``hard``'s is ``GuidePlayout``). With
    ``moon_plan``, while no other seat has taken a point card, each card is also played out
    with this seat going for the moon from it (``moon_run``) and counts as the better of the
    two: against players who see a run only once it shows, a moon is often there to take
    (docs/research.md, stop 45). ``plan_in_budget`` plays out half the worlds while the plan
    is weighed, so a decision costs as many play-outs with it as without (``expert``'s, whose
    worst case would otherwise double). Without
    them it is the ``hard`` of 2026-11, the ``hard-2026`` baseline. ``shape_worlds``: after a
    pass, play out the worlds whose hands look like hands after a pass (``pass_shape``), a
    weighted draw of ``shape_oversample`` times as many. With ``slips``, in the ordinary
    play-outs (not the moon plan's) every other seat plays a random legal card at that share
    of its decisions, the same draws for every card in a world: the search then does not
    count on the others playing exactly as its policy does (docs/research.md, stop 48);
    not once a moon threat shows, where the guard must not count on the runner slipping.
    """

    name = "hard"

    def __init__(
        self,
        seed: int | None = None,
        budget: float = 1.0,
        *,
        infer: bool = True,
        endgame: bool = True,
        stop_moons: bool = False,
        moon_plan: bool = False,
        plan_in_budget: bool = False,
        playout: type[Playout] = Playout,
        shape_worlds: bool = False,
        shape_oversample: int = SHAPE_OVERSAMPLE,
        slips: float = 0.0,
    ) -> None:
        self.seed = seed
        self.budget = budget
        self.infer = infer
        self.endgame = endgame
        self.stop_moons = stop_moons
        self.moon_plan = moon_plan
        self.plan_in_budget = plan_in_budget
        self.playout_kind = playout
        self.shape_worlds = shape_worlds
        self.shape_oversample = shape_oversample
        self.slips = slips
        self._playouts: dict[Rules, Playout] = {}
        self._endgames: dict[Rules, Endgame] = {}
        self._guide = medium_bot()

    def settings(self) -> SearchSettings:
        """The keyword arguments that make another bot search as this one does: a bot built
        from ``hard``'s (the oracle) stays in step as ``hard`` gains settings."""
        return {
            "budget": self.budget,
            "infer": self.infer,
            "endgame": self.endgame,
            "stop_moons": self.stop_moons,
            "moon_plan": self.moon_plan,
            "plan_in_budget": self.plan_in_budget,
            "playout": self.playout_kind,
            "shape_worlds": self.shape_worlds,
            "shape_oversample": self.shape_oversample,
            "slips": self.slips,
        }

    def reseed(self, seed: int | None) -> None:
        """Decide on as if made with ``seed``, keeping the play-outs built so far."""
        self.seed = seed

    def _playout(self, rules: Rules) -> Playout:
        if rules not in self._playouts:
            self._playouts[rules] = self.playout_kind(rules)
        return self._playouts[rules]

    # -- playing ---------------------------------------------------------------------
    def advise_play(self, obs: Observation) -> Advice:
        return self.weigh_plays(obs)[0]

    def weigh_plays(self, obs: Observation) -> tuple[Advice, dict[int, float]]:
        """The advice and the search's mean outcome of each legal card (higher is better),
        before the guide's preference; a single legal card is not searched (no figures).
        With ``stop_moons`` the choice is among the cards that keep the moon stoppers, and
        where that leaves out the search's best card, the advice says why (``guard_reason``)."""
        legal = cards_of(int(obs.legal))
        if len(legal) == 1:
            return play_advice(legal[0], reasons.ONLY_CARD), {}
        scores, running = self._score(obs, legal)
        guide = self._guide.advise_play(obs)
        preferred = dict(scores)
        preferred[int(guide.cards[0])] += GUIDE_PREFERENCE
        runner = moon_threat(obs) if self.stop_moons else -1
        choices = guarded(obs, runner, legal)
        best = max(choices, key=lambda c: (preferred[c], -c))
        if best in running:
            return play_advice(best, reasons.SEARCH_MOON), scores
        if best == guide.cards[0]:
            return guide, scores
        if best != max(legal, key=lambda c: (preferred[c], -c)):  # the guard left the top out
            return play_advice(best, guard_reason(obs, best), seat=runner), scores
        return play_advice(best, reasons.SEARCH_BEST), scores

    def score_plays(self, obs: Observation, legal: list[int]) -> dict[int, float]:
        """Mean outcome of each legal card over the same sampled worlds."""
        return self._score(obs, legal)[0]

    def _score(self, obs: Observation, legal: list[int]) -> tuple[dict[int, float], set[int]]:
        """``score_plays``, and the cards whose mean is that of going for the moon after
        them: with ``moon_plan``, while no other seat has taken a point card, each card is
        also played out with this seat running for the moon from it (``moon_run``), and
        counts as the better of the two plans."""
        rng = decision_rng(self.seed, obs)
        playout = self._playout(obs.rules)
        sampler = WorldSampler(obs)
        n = obs.players
        won0 = [0] * n
        for trick in obs.tricks:
            for _, played in trick.plays:
                won0[trick.winner] |= 1 << played
        trick0 = [int(c) for _, c in obs.trick]
        leader = obs.leader if obs.leader is not None else obs.seat
        done = len(obs.tricks)
        broken = obs.hearts_broken
        worlds = max(MIN_WORLDS, int(PLAY_ROLLOUTS * self.budget) // len(legal))
        totals = dict.fromkeys(legal, 0.0)
        exact = self._endgame(obs, won0)
        if exact is not None:
            worlds = min(worlds, max(MIN_WORLDS, int(ENDGAME_WORLDS * self.budget)))
        runner = moon_threat(obs) if self.stop_moons else moon_runner(obs) if self.infer else -1
        guarding = self.stop_moons and runner >= 0
        planning = (
            self.moon_plan and exact is None and not guarding and moon_run.run_alive(won0, obs.seat)
        )
        if planning and self.plan_in_budget:
            worlds = max(MIN_WORLDS, worlds // 2)
        scored = self._worlds(obs, sampler, playout, worlds, rng)
        must_hold = runners_top_heart(obs) if guarding else 0
        if must_hold:
            scored = running_worlds(sampler, runner, must_hold, scored, rng)
        outcome = Outcome(obs, playout, MOON_COST if guarding else 0.0)
        stopper = obs.seat if guarding else -1
        plans = dict.fromkeys(legal, 0.0)
        # against a runner the guard needs it to keep winning in the play-outs: nobody slips
        slips = 0.0 if exact is not None or guarding else self.slips
        for hands in scored:
            slip_seed = rng.random() if slips else 0.0
            for card in legal:
                if exact is None:
                    won = playout.run(
                        hands[:],
                        won0[:],
                        trick0[:],
                        leader,
                        done,
                        broken,
                        card,
                        runner,
                        stopper,
                        slips=slips,
                        slip_rng=random.Random(slip_seed) if slips else None,
                        steady=obs.seat,
                    )
                    totals[card] += outcome.utility(won)
                else:
                    rest = exact.points_after(hands, trick0, leader, done, broken, card)
                    points = [playout.points(w) + r for w, r in zip(won0, rest, strict=True)]
                    totals[card] += outcome.value(points)
                if planning:
                    won = playout.run(
                        hands[:], won0[:], trick0[:], leader, done, broken, card, planner=obs.seat
                    )
                    plans[card] += outcome.utility(won)
        means = {c: t / len(scored) for c, t in totals.items()}
        running = {c for c in legal if planning and plans[c] > totals[c]}
        for card in running:
            means[card] = plans[card] / len(scored)
        return means, running

    def _endgame(self, obs: Observation, won: list[int]) -> Endgame | None:
        """The exact solver, where it applies: few tricks left and no moon possible."""
        if not self.endgame or len(obs.hand) > ENDGAME_CARDS or not moon_is_dead(won):
            return None
        if obs.rules not in self._endgames:
            self._endgames[obs.rules] = Endgame(self._playout(obs.rules))
        return self._endgames[obs.rules]

    def _worlds(
        self,
        obs: Observation,
        sampler: WorldSampler,
        playout: Playout,
        count: int,
        rng: random.Random,
    ) -> list[list[int]]:
        """``count`` sampled worlds; after a pass with ``shape_worlds``, those of more whose
        hands look passed, until a seat runs for the moon (a runner does not pass as the
        guides do), and not under the J♦ rule, where they lost (+0.67 ± 0.72 points a deal,
        Omnibus, 140 deals; docs/research.md, stop 41); with inference, the likeliest of more."""
        if (
            self.shape_worlds
            and not obs.rules.jack_of_diamonds
            and pass_shape.applies(obs)
            and not (self.stop_moons and moon_threat(obs) >= 0)
        ):
            pool = [sampler.sample(rng) for _ in range(count * self.shape_oversample)]
            return keep_likely(pool, pass_shape.shape_logs(obs, pool), count, rng)
        if not self.infer:
            return [sampler.sample(rng) for _ in range(count)]
        history = PlayHistory(obs, playout)
        if not history.informative():
            return [sampler.sample(rng) for _ in range(count)]
        pool = [sampler.sample(rng) for _ in range(count * OVERSAMPLE)]
        return likeliest_worlds(pool, history, count, rng)

    def choose_play(self, observation: Observation) -> Card:
        return self.advise_play(observation).cards[0]

    # -- passing ---------------------------------------------------------------------
    def advise_pass(self, obs: Observation) -> Advice:
        return self.weigh_passes(obs)[0]

    def weigh_passes(
        self, obs: Observation, also: tuple[int, ...] | None = None
    ) -> tuple[Advice, list[tuple[tuple[int, ...], float]]]:
        """The advice and each candidate pass's mean outcome (higher is better). ``also``, a
        pass the bot would not consider (a player's, under review), is weighed beside them
        on the same worlds but never chosen."""
        hand = int(obs.hand)
        candidates = ranked_passes(hand, obs.rules, keep=PASS_CANDIDATES)
        if moon_hand(hand):
            candidates.append(tuple(sorted(moon_pass(hand))))
        own = len(candidates)
        if also is not None and tuple(sorted(also)) not in candidates:
            candidates.append(tuple(sorted(also)))
        scores = self.score_passes(obs, candidates)
        best = max(range(own), key=lambda i: (scores[i], -i))
        return explain_pass(hand, list(candidates[best])), list(
            zip(candidates, scores, strict=True)
        )

    def score_passes(self, obs: Observation, candidates: list[tuple[int, ...]]) -> list[float]:
        """Mean outcome of each candidate pass, over the same unseen deals and others' passes."""
        rng = decision_rng(self.seed, obs)
        rules = obs.rules
        playout = self._playout(rules)
        outcome = Outcome(obs, playout)
        n, me = obs.players, obs.seat
        offset = obs.pass_offset
        hand = int(obs.hand)
        unseen = cards_of(int(obs.unseen))
        size = rules.hand_size
        worlds = max(MIN_WORLDS, int(PASS_ROLLOUTS * self.budget) // len(candidates))
        totals = [0.0] * len(candidates)
        for _ in range(worlds):
            rng.shuffle(unseen)
            dealt = [0] * n
            others = [s for s in range(n) if s != me]
            for i, s in enumerate(others):
                for card in unseen[i * size : (i + 1) * size]:
                    dealt[s] |= 1 << card
            passes = [_quick_pass(dealt[s]) for s in range(n)]
            for i, combo in enumerate(candidates):
                mine = 0
                for card in combo:
                    mine |= 1 << card
                passes[me] = mine
                hands = [0] * n
                for s in range(n):
                    giver = (s - offset) % n
                    kept = (hand if s == me else dealt[s]) & ~passes[s]
                    hands[s] = kept | passes[giver]
                leader = next(s for s in range(n) if hands[s] & playout.opening)
                won = playout.run(hands, [0] * n, [], leader, 0, False)
                totals[i] += outcome.utility(won)
        return [t / worlds for t in totals]

    def choose_pass(self, observation: Observation) -> list[Card]:
        return list(self.advise_pass(observation).cards)

    def choose_moon(self, observation: Observation) -> str:
        return moon.choose_moon(observation)


def running_worlds(
    sampler: WorldSampler, runner: int, must_hold: int, drawn: list[list[int]], rng: random.Random
) -> list[list[int]]:
    """As many worlds as ``drawn`` in which ``runner`` holds the card ``must_hold``: those of
    ``drawn`` first, then fresh ones (at most ``RUNNER_OVERSAMPLE`` draws for each world
    wanted). ``drawn`` itself where fewer than ``MIN_WORLDS`` fit: the runner is unlikely to
    hold the card, and a handful of worlds would decide on noise."""
    kept = [hands for hands in drawn if hands[runner] & must_hold]
    for _ in range(len(drawn) * RUNNER_OVERSAMPLE):
        if len(kept) >= len(drawn):
            break
        hands = sampler.sample(rng)
        if hands[runner] & must_hold:
            kept.append(hands)
    return kept if len(kept) >= MIN_WORLDS else drawn


def _quick_pass(hand: int) -> int:
    """Another seat's pass in a sampled world: its three most dangerous single cards."""

    def danger(card: int) -> int:
        bonus = 40 if card == 43 else 30 if card in (47, 51) else 0
        return bonus + (card >> 2) + (6 if card & 3 == 2 else 0)

    mask = 0
    for card in sorted(cards_of(hand), key=danger, reverse=True)[:3]:
        mask |= 1 << card
    return mask
