"""Placeholder: the page's translations route, filled in by the browser-game issue."""

from __future__ import annotations

from fastapi import APIRouter

router = APIRouter()
