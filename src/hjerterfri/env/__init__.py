"""Reinforcement-learning adapters over the core (``pip install hjerterfri[rl]``)."""

from hjerterfri.env.pettingzoo_env import ACTIONS, HjerterfriEnv, env, raw_env

__all__ = ["ACTIONS", "HjerterfriEnv", "env", "raw_env"]
