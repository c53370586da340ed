"""Every Hjerterfri variant as an OpenSpiel game: ``pyspiel.load_game("python_hjerterfri", …)``.

Importing this module registers the game (``pip install hjerterfri[openspiel]``)::

    import pyspiel
    from hjerterfri.env.openspiel_game import game_params
    game = pyspiel.load_game("python_hjerterfri", game_params(Rules.preset("omnibus", players=5)))

Parameters are the ``Rules`` settings by name (strings for the enums, as ``Rules.to_dict``),
plus ``deal_number`` (1, 2, …: which deal of a match, so which way the cards pass). One
episode is one deal. The deal is chance: one card at a time to seats 0, 1, 2, … in turn.
Then every decision is a player's: while passing, each seat in turn picks its three cards
one action at a time (actions 0–51, the card numbers; the three change hands when the last
seat has picked); in play, the card (0–51); under ``MoonRule.SHOOTERS_CHOICE`` the shooter's
choice (52: others +26, 53: me −26). Returns are minus each seat's points.

The rules are our engine's: a state holds an ``EnvTable`` and applies every action with the
checked ``Deal`` methods, so the game plays exactly as ``Deal`` does (tests compare them move
for move). The tensors are the observation layout of ``hjerterfri.env.observation``: the
information state is all of it (each trick's play order included), the observation drops
the order of play (``trick_of``, ``place_in_trick``). ``resample_from_infostate`` deals the
hidden cards with ``hjerterfri.search.determinize``, which respects shown voids, the cards
a seat passed and the first trick's forced discards; OpenSpiel's ISMCTS calls it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Final

import numpy as np
import pyspiel

from hjerterfri.core import CARDS, Deal, Phase, Rules
from hjerterfri.core.cards import mask_cards
from hjerterfri.core.errors import InvalidRulesError
from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.core.scoring import MOON_CHOICES
from hjerterfri.env.encoding import ACTIONS, CARD_ACTIONS
from hjerterfri.env.observation import DTYPE, LAYOUT, SECTIONS, SIZE, bits
from hjerterfri.env.table import EnvTable
from hjerterfri.search import determinize

SHORT_NAME: Final = "python_hjerterfri"
_DEFAULTS: Final[dict[str, Any]] = {**Rules().to_dict(), "deal_number": 1}
_UNORDERED: Final = ("trick_of", "place_in_trick")  # left out of the observation tensor

_GAME_TYPE: Final = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Hjerterfri (Nordic Hearts), every variant",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,
    min_num_players=3,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


def game_params(rules: Rules, deal_number: int = 1) -> dict[str, Any]:
    """The ``load_game`` parameters for ``rules``: ``Rules.to_dict`` and the deal number."""
    return {**rules.to_dict(), "deal_number": deal_number}


def rules_of(params: dict[str, Any]) -> tuple[Rules, int]:
    """The rules and deal number of game parameters; ``InvalidRulesError`` says what is wrong."""
    settings = dict(params)
    number = settings.pop("deal_number", 1)
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise InvalidRulesError(f"deal_number={number!r} must be a whole number of 1 or more")
    return Rules.from_dict(settings), number


class HjerterfriGame(pyspiel.Game):  # type: ignore[misc]
    """The game for one set of rules; states are ``HjerterfriState``."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        rules, number = rules_of({**_DEFAULTS, **(params or {})})
        deck = rules.deck_mask.bit_count()
        n = rules.players
        info = pyspiel.GameInfo(
            num_distinct_actions=ACTIONS,
            max_chance_outcomes=52,
            num_players=n,
            min_utility=-26.0,  # others +26 on a moon
            max_utility=36.0,  # the shooter −26 with J♦ −10
            utility_sum=None,
            max_game_length=PASS_COUNT * n + deck + 1,
        )
        super().__init__(_GAME_TYPE, info, {**rules.to_dict(), "deal_number": number})
        self.rules = rules
        self.deal_number = number
        self.deck = deck

    def new_initial_state(self) -> HjerterfriState:
        return HjerterfriState(self)

    def max_chance_nodes_in_history(self) -> int:
        return self.deck

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Observer:
        if params:
            raise ValueError(f"observer parameters are not supported; got {params}")
        if iig_obs_type is not None and (
            not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError(
                "this game observes one player's view (public and its own private "
                f"information) only; asked for {iig_obs_type}"
            )
        perfect_recall = iig_obs_type is None or bool(iig_obs_type.perfect_recall)
        return Observer(perfect_recall)


class _Progress:
    """A state's Python side: the cards dealt so far, then the table; cheap to deep-copy."""

    __slots__ = ("dealt", "table")

    def __init__(self, players: int) -> None:
        self.dealt = [0] * players
        self.table: EnvTable | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> _Progress:
        other = _Progress.__new__(_Progress)
        other.dealt = self.dealt[:]
        other.table = None if self.table is None else self.table.clone()
        return other

    def __getstate__(self) -> tuple[list[int], EnvTable | None]:
        return self.dealt, self.table

    def __setstate__(self, state: tuple[list[int], EnvTable | None]) -> None:
        self.dealt, self.table = state


class HjerterfriState(pyspiel.State):  # type: ignore[misc]
    """A deal in progress, as OpenSpiel sees it."""

    def __init__(self, game: HjerterfriGame) -> None:
        super().__init__(game)
        self._game = game
        self._progress = _Progress(game.rules.players)

    # -- whose turn, what may be done ---------------------------------------------------------
    @property
    def table(self) -> EnvTable | None:
        return self._progress.table

    def current_player(self) -> int:
        table = self._progress.table
        if table is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = table.to_act()
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        table = self._progress.table
        assert table is not None
        legal = table.legal(player)
        if legal < 0:
            return [CARD_ACTIONS + k for k in range(len(MOON_CHOICES))]
        return [int(c) for c in mask_cards(legal)]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        left = self._game.rules.deck_mask & ~sum(self._progress.dealt)
        cards = mask_cards(left)
        return [(int(c), 1.0 / len(cards)) for c in cards]

    def _apply_action(self, action: int) -> None:
        progress = self._progress
        table = progress.table
        if table is None:
            dealt = progress.dealt
            n = len(dealt)
            count = sum(h.bit_count() for h in dealt)
            dealt[count % n] |= 1 << action
            if count + 1 == self._game.deck:
                rules = self._game.rules
                number = self._game.deal_number
                deal = Deal(rules, dealt, pass_offset=rules.pass_offset(number), number=number)
                progress.table = EnvTable(rules)
                progress.table.begin(deal)
            return
        seat = table.to_act()
        assert seat is not None
        table.act(seat, action)

    def _action_to_string(self, player: int, action: int) -> str:
        if action >= CARD_ACTIONS:
            return f"moon: {MOON_CHOICES[action - CARD_ACTIONS]}"
        card = str(CARDS[action])
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {card}"
        table = self._progress.table
        passing = table is not None and table.deal is not None and table.deal.phase is Phase.PASS
        return f"pass {card}" if passing else card

    # -- the end ------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        table = self._progress.table
        return table is not None and table.deal is not None and table.deal.points is not None

    def returns(self) -> list[float]:
        table = self._progress.table
        points = None if table is None or table.deal is None else table.deal.points
        if points is None:
            return [0.0] * self._game.rules.players
        return [float(-p) for p in points]

    # -- strings ------------------------------------------------------------------------------
    def __str__(self) -> str:
        table = self._progress.table
        if table is None or table.deal is None:
            hands = " | ".join(_cards(h) for h in self._progress.dealt)
            return f"dealing: {hands}"
        deal = table.deal
        lines = [f"deal {deal.number}, pass {deal.pass_direction}, {deal.phase.value}"]
        for seat in range(deal.rules.players):
            passed = deal.passed(seat)
            picked = table.picks[seat] if passed is None else int(passed)
            lines.append(f"seat {seat}: {_cards(int(deal.hand(seat)))} passed {_cards(picked)}")
        lines.append(_plays(deal))
        if deal.points is not None:
            lines.append("points " + " ".join(map(str, deal.points)))
        return "\n".join(lines)

    def information_string(self, player: int) -> str:
        """What ``player`` knows, every play in order: the key ISMCTS keeps its nodes by."""
        table = self._progress.table
        if table is None or table.deal is None:
            return f"p{player} dealt {_cards(self._progress.dealt[player])}"
        deal = table.deal
        passed = deal.passed(player)
        received = deal.received(player)
        return "\n".join(
            [
                f"p{player} deal {deal.number} pass {deal.pass_direction} {deal.phase.value}",
                f"dealt {_cards(int(deal.dealt_hands[player]))}",
                f"passed {_cards(table.picks[player] if passed is None else int(passed))}",
                f"received {_cards(int(received or 0))}",
                _plays(deal),
            ]
        )

    def observation_text(self, player: int) -> str:
        """What ``player`` sees now: its hand, the trick on the table, points and phase."""
        table = self._progress.table
        if table is None or table.deal is None:
            return f"p{player} dealt {_cards(self._progress.dealt[player])}"
        deal = table.deal
        trick = " ".join(f"{s}:{c}" for s, c in deal.trick)
        return "\n".join(
            [
                f"p{player} {deal.phase.value} hearts broken {deal.hearts_broken}",
                f"hand {_cards(int(deal.hand(player)))}",
                f"picked {_cards(table.picks[player])}",
                f"trick {trick}",
                "taken " + " ".join(map(str, deal.points_taken)),
            ]
        )

    # -- worlds for ISMCTS --------------------------------------------------------------------
    def resample_from_infostate(
        self, player: int, probability_sampler: Callable[[], float]
    ) -> HjerterfriState:
        """A state ``player`` cannot tell from this one, its hidden cards dealt at random.

        The world is ``hjerterfri.search.determinize``'s (voids, passes, first-trick
        discards respected); while passing, the picks other seats have made so far are that
        many cards of their hands, at random. Every action after the deal is replayed.
        """
        table = self._progress.table
        if table is None or table.deal is None:
            return self.clone()  # type: ignore[no-any-return]
        rng = random.Random(int(probability_sampler() * 2**52))
        deal = table.deal
        n = deal.rules.players
        world = determinize(deal.observation(player), rng)
        dealt = [mask_cards(int(h)) for h in world.dealt_hands]
        state = self._game.new_initial_state()
        for k in range(self._game.deck):
            state.apply_action(int(dealt[k % n][k // n]))
        after_deal = self.history()[self._game.deck :]
        if deal.pass_offset:
            picks = _picks(deal, table.picks)
            for seat in range(n):
                count = picks[seat].bit_count()
                if seat == player:
                    chosen = after_deal[PASS_COUNT * seat : PASS_COUNT * seat + count]
                elif world.passed(seat) is not None:
                    chosen = [int(c) for c in world.passed(seat) or ()]
                else:
                    chosen = [int(c) for c in rng.sample(dealt[seat], count)]
                for action in chosen:
                    state.apply_action(action)
            after_deal = after_deal[sum(p.bit_count() for p in picks) :]
        for action in after_deal:
            state.apply_action(action)
        return state


def _picks(deal: Deal, picks: list[int]) -> list[int]:
    """Each seat's picks so far: its pass once made, else the cards chosen one by one."""
    out = []
    for seat, chosen in enumerate(picks):
        passed = deal.passed(seat)
        out.append(chosen if passed is None else int(passed))
    return out


def _cards(mask: int) -> str:
    return " ".join(str(c) for c in mask_cards(mask)) or "-"


def _plays(deal: Deal) -> str:
    tricks = [" ".join(f"{s}:{c}" for s, c in t.plays) for t in deal.tricks]
    if deal.trick:
        tricks.append(" ".join(f"{s}:{c}" for s, c in deal.trick))
    return "plays " + " / ".join(tricks)


class Observer:
    """OpenSpiel's observer for this game: the tensor in named parts, and the strings."""

    def __init__(self, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        names = [name for name, _ in LAYOUT if perfect_recall or name not in _UNORDERED]
        self._index = np.concatenate([np.arange(SIZE)[SECTIONS[name]] for name in names])
        self.tensor = np.zeros(len(self._index), dtype=np.float32)
        self.dict: dict[str, np.ndarray] = {}
        start = 0
        for name, shape in LAYOUT:
            if name in names:
                size = int(np.prod(shape))
                self.dict[name] = self.tensor[start : start + size].reshape(shape)
                start += size
        self._full = np.zeros(SIZE, dtype=DTYPE)

    def set_from(self, state: HjerterfriState, player: int) -> None:
        table = state.table
        if table is None or table.deal is None:
            self.tensor.fill(0)
            self.dict["hand"][:] = bits(state._progress.dealt[player])
            return
        table.observe(player, self._full)
        self.tensor[:] = self._full[self._index]

    def string_from(self, state: HjerterfriState, player: int) -> str:
        if self.perfect_recall:
            return state.information_string(player)
        return state.observation_text(player)


pyspiel.register_game(_GAME_TYPE, HjerterfriGame)
__all__ = ["SHORT_NAME", "HjerterfriGame", "HjerterfriState", "game_params", "rules_of"]
