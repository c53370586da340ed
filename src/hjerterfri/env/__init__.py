"""Reinforcement-learning adapters over the core (``pip install hjerterfri[rl]``).

``env()``/``raw_env()``: PettingZoo AEC, every seat an agent. ``HjerterfriSoloEnv``, also
``gymnasium.make("hjerterfri/Hjerterfri-v0")``: one seat learns against our bots.
"""

import gymnasium

from hjerterfri.env.encoding import ACTIONS
from hjerterfri.env.gym_env import ENV_ID, HjerterfriSoloEnv
from hjerterfri.env.pettingzoo_env import HjerterfriEnv, env, raw_env

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="hjerterfri.env.gym_env:HjerterfriSoloEnv")

__all__ = ["ACTIONS", "ENV_ID", "HjerterfriEnv", "HjerterfriSoloEnv", "env", "raw_env"]
