"""``POST /api/help``: the rules in force for a set of rules and the tips, in one language.

The page sends the rules of its table (or of the start page's form); the words come from
:mod:`hjerterfri.help`, which the terminal game shows too.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, ConfigDict, Field

from hjerterfri.core.errors import InvalidRulesError, UnknownChoiceError
from hjerterfri.core.rules import Rules
from hjerterfri.help import help_sections
from hjerterfri.i18n import check_language

router = APIRouter(prefix="/api")


class HelpRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    language: str = "en"
    rules: dict[str, Any] = Field(default_factory=dict)


@router.post("/help")
async def rules_help(body: HelpRequest) -> dict[str, Any]:
    try:
        check_language(body.language)
    except UnknownChoiceError as exc:
        raise HTTPException(400, detail={"code": exc.code, "message": str(exc)}) from None
    try:
        rules = Rules.from_dict(body.rules)
    except (InvalidRulesError, TypeError, ValueError) as exc:
        raise HTTPException(400, detail={"code": "invalid_rules", "message": str(exc)}) from None
    return {"sections": [s.to_dict() for s in help_sections(rules, body.language)]}
