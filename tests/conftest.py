"""Shared test helpers: where the project's shared rule material lives."""

from __future__ import annotations

import json
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
