"""The rules engine: pure, standard library only. Everything else stands on it."""

from hjerterfri.core.actions import (
    Action,
    ChooseMoon,
    NextDeal,
    PassCards,
    PlayCard,
    parse_pass,
    parse_play,
)
from hjerterfri.core.cards import CARDS, Card, CardSet, Suit, parse_card, parse_cards
from hjerterfri.core.deal import Deal, direction_name
from hjerterfri.core.errors import (
    HjerterfriError,
    IllegalMoveError,
    InvalidCardError,
    InvalidRecordError,
    InvalidRulesError,
    Reason,
)
from hjerterfri.core.events import (
    Dealt,
    Event,
    HeartsBroken,
    MatchOver,
    MoonShot,
    Passed,
    PassesExchanged,
    Played,
    Scored,
    TrickTaken,
)
from hjerterfri.core.ladder import ladder_steps
from hjerterfri.core.match import Match
from hjerterfri.core.observation import Observation, Phase, Trick
from hjerterfri.core.rules import PRESETS, MoonRule, PassOrder, Rules, TieRule

__all__ = [
    "CARDS",
    "PRESETS",
    "Action",
    "Card",
    "CardSet",
    "ChooseMoon",
    "Deal",
    "Dealt",
    "Event",
    "HeartsBroken",
    "HjerterfriError",
    "IllegalMoveError",
    "InvalidCardError",
    "InvalidRecordError",
    "InvalidRulesError",
    "Match",
    "MatchOver",
    "MoonRule",
    "MoonShot",
    "NextDeal",
    "Observation",
    "PassCards",
    "PassOrder",
    "Passed",
    "PassesExchanged",
    "Phase",
    "PlayCard",
    "Played",
    "Reason",
    "Rules",
    "Scored",
    "Suit",
    "TieRule",
    "Trick",
    "TrickTaken",
    "direction_name",
    "ladder_steps",
    "parse_card",
    "parse_cards",
    "parse_pass",
    "parse_play",
]
