"""Placeholder: the scoreboard's HTTP routes, filled in by the scoreboard issue."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter()
