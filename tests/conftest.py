"""Shared test helpers: where the project's shared rule material lives."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
CONFORMANCE = SHARED / "conformance" / "variants.jsonl"


def load_conformance() -> list[dict[str, Any]]:
    """The shared conformance deals; CI lays shared/ beside the clone, so they must be there."""
    if not CONFORMANCE.exists():
        raise FileNotFoundError(f"conformance deals not found at {CONFORMANCE}")
    return [json.loads(line) for line in CONFORMANCE.read_text().splitlines() if line.strip()]


# Debian's Chromium, as root, headless and off the network: Playwright cannot download its
# own browser here, and Chromium's background connections would be refused.
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """pytest-playwright launches Debian's Chromium for every browser test."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def conformance_deals() -> list[dict[str, Any]]:
    return load_conformance()


@pytest.fixture(autouse=True, scope="session")
def absl_logs_to_the_real_stderr() -> None:
    """OpenSpiel's Python algorithms import ``absl.logging``, whose handler keeps the stream
    that was ``sys.stderr`` at import: inside a test, pytest's capture. A later test whose
    command configures logging (``serve`` through uvicorn's dictConfig) closes every handler,
    and absl's closes that stream: pytest then dies with "lost sys.stderr". Pointing it at
    the process's own stderr, which absl never closes, ends that order dependence."""
    import absl.logging

    absl.logging.get_absl_handler().python_handler.stream = sys.__stderr__
