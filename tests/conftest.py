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


@pytest.fixture(scope="session")
def conformance_deals() -> list[dict[str, Any]]:
    return load_conformance()
