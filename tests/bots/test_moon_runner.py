"""A player that always tries to win the trick gets no moon against ``hard``."""

from __future__ import annotations

from hjerterfri.bots import Bot, arena, make_bot
from hjerterfri.bots.inference import moon_runner
from hjerterfri.bots.search_bot import SearchBot
from hjerterfri.bots.shooter import ShooterBot
from hjerterfri.core import Card, Deal, Observation, Phase, Rules
from hjerterfri.core.cards import MOON_CARDS, SUIT_MASKS
from tests.bots.play import play_deal


class AlwaysWin:
    """Passes its lowest cards, leads its highest, wins every trick it can, and throws its
    lowest card without points when it cannot follow: the naive moon shooter."""

    name = "always-win"

    def choose_pass(self, obs: Observation) -> list[Card]:
        return sorted(obs.hand)[:3]

    def choose_play(self, obs: Observation) -> Card:
        legal = int(obs.legal)
        if obs.trick:
            led = legal & SUIT_MASKS[int(obs.trick[0][1]) & 3]
            if led:
                return Card(led.bit_length() - 1)
            clean = legal & ~MOON_CARDS or legal
            return Card((clean & -clean).bit_length() - 1)
        return Card(legal.bit_length() - 1)

    def choose_moon(self, obs: Observation) -> str:
        return "others_plus_26"


SEED = 38  # a deal where the always-win player in seat 2 shot the moon against the old hard
RUNNER = SEED % 4


def bots(**flags: bool) -> list[object]:
    return [
        AlwaysWin() if s == RUNNER else SearchBot(SEED + s, budget=1.0, **flags) for s in range(4)
    ]


def test_the_seat_that_took_every_point_and_most_tricks_is_seen_running() -> None:
    deal = Deal.new(Rules(), seed=SEED, number=SEED)
    players = bots()
    for seat in range(4):
        deal.pass_cards(seat, players[seat].choose_pass(deal.observation(seat)))  # type: ignore[attr-defined]
    while len(deal.observation(0).tricks) < 4:
        seat = deal.to_act
        assert seat is not None
        if not deal.observation(seat).trick and len(deal.observation(seat).tricks) == 1:
            assert moon_runner(deal.observation(seat)) == -1  # one trick says nothing yet
        deal.play(players[seat].choose_play(deal.observation(seat)))  # type: ignore[attr-defined]
    obs = deal.observation((RUNNER + 1) % 4)
    assert all(t.winner == RUNNER for t in obs.tricks) and obs.points_taken[RUNNER] > 0
    assert moon_runner(obs) == RUNNER
    assert moon_runner(deal.observation(RUNNER)) == -1  # never itself


def test_hard_stops_the_always_win_player() -> None:
    deal = Deal.new(Rules(), seed=SEED, number=SEED)
    play_deal(deal, bots())  # type: ignore[arg-type]
    assert deal.phase is not Phase.PLAY
    assert deal.moon_shooter is None


SHOOTER_DEALS = 20
# deals (seed = number, the shooter in seat number % 4) where the shooter took all 26 against
# three hards before they kept their stoppers (``moon_guard``); 29 and 97 need hard to take
# Q♠ or a heart itself rather than count on another seat to
USED_TO_SHOOT = (29, 34, 38, 50, 55, 97)


def shooter_moons(numbers: range | tuple[int, ...]) -> list[tuple[int, int]]:
    """(deal, seat) of every moon the arena's ``shooter`` took in these seeded deals: it in
    seat ``number % 4``, three ``hard`` bots in the others, passing as dealt. A hard bot that
    shoots the moon itself is no failure: that is shooting as a strong player does."""
    moons = []
    for number in numbers:
        deal = Deal.new(Rules(), seed=number, number=number)
        runner = number % 4
        players = [
            ShooterBot(number) if s == runner else make_bot("hard", seed=number * 10 + s)
            for s in range(4)
        ]
        play_deal(deal, players)
        assert deal.phase is Phase.DONE
        if deal.moon_shooter == runner:
            moons.append((number, runner))
    return moons


def test_the_arena_shooter_never_shoots_the_moon_against_three_hard_bots() -> None:
    """The arena's ``shooter`` (always wins the trick it can) in a different seat each deal,
    over seeded deals with passing: ``hard`` stops every attempt here (a regression guard;
    docs/research.md has the arena's count over more deals)."""
    assert shooter_moons(range(1, SHOOTER_DEALS + 1)) == []


def test_the_shooter_gets_no_moon_in_the_deals_it_shot_against_the_old_hard() -> None:
    assert shooter_moons(USED_TO_SHOOT) == []


def test_a_hard_without_hearts_keeps_the_lead_into_the_shooters_void() -> None:
    """Arena seed 14, match 1, deal 6 (the scores before it 84, 3, 25, 18): the hard in seat
    2 played its only heart at trick 3, and its search then no longer played out the worlds
    in which the shooter holds the top heart. It threw 3♦ and 7♦ under the shooter's K♥ and
    Q♥, and on lead after A♦ had no diamond left to lead into the suit the shooter was void
    in; the shooter took all 26."""
    deal = Deal.new(Rules(), seed=arena.match_seed(14, 1), number=6, totals=(84, 3, 25, 18))
    players: list[Bot] = [ShooterBot(arena.bot_seed(14, 1, 0))]
    players += [make_bot("hard", seed=arena.bot_seed(14, 1, seat)) for seat in range(1, 4)]
    play_deal(deal, players)
    assert deal.phase is Phase.DONE
    assert deal.moon_shooter is None
