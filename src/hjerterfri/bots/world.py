"""Sampling the hidden hands: every deal of the unseen cards that fits what a seat knows.

Constraints honoured: each seat's hand size, the cards this seat passed to its receiver
(still unplayed), and every void shown. OpenSpiel's Hearts resampler ignores voids; a search
over worlds that contradict the table would plan for cards that cannot be there.
"""

from __future__ import annotations

import random

from hjerterfri.bots.cardbits import cards_of
from hjerterfri.core import Observation
from hjerterfri.core.cards import MOON_CARDS, SUIT_MASKS

RETRIES = 30


class WorldSampler:
    """Knows one observation's constraints and deals worlds from them quickly."""

    def __init__(self, obs: Observation) -> None:
        n = obs.players
        self.seat = obs.seat
        self.players = n
        known = [int(k) for k in obs.known_cards]
        known[obs.seat] = 0
        self.known = known
        self.need = [obs.hand_size(s) - known[s].bit_count() for s in range(n)]
        self.need[obs.seat] = 0
        self.hand = int(obs.hand)
        allowed = []
        for s, voids in enumerate(obs.void_masks):
            mask = 0
            for suit in range(4):
                if not voids >> suit & 1:
                    mask |= SUIT_MASKS[suit]
            allowed.append(mask if s != obs.seat else 0)
        for seat in _first_trick_point_discards(obs):
            allowed[seat] &= MOON_CARDS
        self.allowed = allowed
        free = int(obs.unseen)
        for k in known:
            free &= ~k
        self.free = cards_of(free)
        self.relaxed = [0 if s == obs.seat else (1 << 52) - 1 for s in range(n)]

    def sample(self, rng: random.Random) -> list[int]:
        """Hand masks for every seat (this seat's own hand included)."""
        for _ in range(RETRIES):
            hands = self._try(rng, self.allowed)
            if hands is not None:
                return hands
        hands = self._try(rng, self.relaxed)
        assert hands is not None, "hand sizes always fit the unseen cards"
        return hands

    def _try(self, rng: random.Random, allowed: list[int]) -> list[int] | None:
        n = self.players
        hands = self.known[:]
        hands[self.seat] = self.hand
        need = self.need[:]
        cards = self.free
        # cards that fewer seats may hold are placed first, so dead ends are rare
        order = sorted(cards, key=lambda c: (sum(a >> c & 1 for a in allowed), rng.random()))
        seats = [s for s in range(n) if s != self.seat]
        for card in order:
            total = 0
            for s in seats:
                if need[s] and allowed[s] >> card & 1:
                    total += need[s]
            if not total:
                return None
            pick = rng.random() * total
            for s in seats:
                if need[s] and allowed[s] >> card & 1:
                    pick -= need[s]
                    if pick < 0:
                        break
            hands[s] |= 1 << card
            need[s] -= 1
        return hands


def _first_trick_point_discards(obs: Observation) -> list[int]:
    """Seats that threw a heart or Q♠ on a clean first trick: they held nothing else."""
    if obs.rules.first_trick_points:
        return []
    plays = obs.tricks[0].plays if obs.tricks else obs.trick
    if not plays:
        return []
    suit = plays[0][1] & 3
    return [s for s, c in plays if c & 3 != suit and (1 << c) & MOON_CARDS and s != obs.seat]
