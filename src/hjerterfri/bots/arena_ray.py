"""The arena's duplicate matches on a Ray cluster (``pip install hjerterfri[ray]``).

``hjerterfri arena --ray ADDRESS`` connects to the cluster at ADDRESS (as ``ray.init``
takes it: ``host:port`` of the head, or ``auto``) and runs each (match, rotation) task in
Ray's ``multiprocessing.Pool``, in the same order as local workers would, so a run gives
the same report whatever runs it. Every node needs hjerterfri installed. Ray is imported
only here, when asked for.
"""

from __future__ import annotations

import logging
import socket

from hjerterfri.bots.arena import WorkerPool

CONNECT_SECONDS = 5.0


def ray_pool(address: str) -> WorkerPool:
    """A worker pool on the Ray cluster at ``address``; ValueError says what is missing."""
    try:
        import ray
        from ray.util.multiprocessing import Pool
    except ImportError:
        raise ValueError("--ray needs Ray: pip install 'hjerterfri[ray]'") from None
    if not ray.is_initialized():
        _check_reachable(address)
        try:
            ray.init(address=address, logging_level=logging.WARNING, log_to_driver=False)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            raise ValueError(f"no Ray cluster at {address!r}: {exc}") from None
    return Pool()


def _check_reachable(address: str) -> None:
    """Refuse at once a ``host:port`` nothing listens on (``ray.init`` would retry for minutes)."""
    host, _, port = address.rpartition(":")
    if address == "auto" or address.startswith("ray://") or not port.isdigit():
        return
    try:
        socket.create_connection((host, int(port)), timeout=CONNECT_SECONDS).close()
    except OSError as exc:
        raise ValueError(f"no Ray cluster at {address!r}: {exc.strerror or exc}") from None
