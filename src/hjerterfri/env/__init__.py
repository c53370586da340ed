"""Reinforcement-learning adapters over the core (``pip install hjerterfri[rl]``).

``env()``/``raw_env()``: PettingZoo AEC, every seat an agent. ``HjerterfriSoloEnv``, also
``gymnasium.make("hjerterfri/Hjerterfri-v0")``: one seat learns against our bots.
``HjerterfriVectorEnv``: many tables stepped together. Episodes are a deal or a match
(``episode="deal"``/``"match"``); the observation layout is ``hjerterfri.env.observation``.
The OpenSpiel game is ``hjerterfri.env.openspiel_game`` (``pip install hjerterfri[openspiel]``).
"""

import gymnasium

from hjerterfri.env.encoding import ACTIONS
from hjerterfri.env.gym_env import ENV_ID, HjerterfriSoloEnv
from hjerterfri.env.observation import LAYOUT, SECTIONS, VERSION
from hjerterfri.env.pettingzoo_env import HjerterfriEnv, env, raw_env
from hjerterfri.env.vector_env import HjerterfriVectorEnv

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="hjerterfri.env.gym_env:HjerterfriSoloEnv")

__all__ = [
    "ACTIONS",
    "ENV_ID",
    "LAYOUT",
    "SECTIONS",
    "VERSION",
    "HjerterfriEnv",
    "HjerterfriSoloEnv",
    "HjerterfriVectorEnv",
    "env",
    "raw_env",
]
