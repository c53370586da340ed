"""Hjerterfri — the Nordic Hearts, done right. The public API is the core's."""

from hjerterfri.core import *  # noqa: F403
from hjerterfri.core import __all__ as __all__

__version__ = "0.1.0"
