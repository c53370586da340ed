"""The page's translations: the list of languages and each language's ``game`` catalogue as JSON.

The page asks once at start: ``GET /api/i18n`` names the languages and the one the browser's
``Accept-Language`` prefers; ``GET /api/i18n/{language}`` gives msgid → translation, and the
error catalogue's sentences by code (``core.error_catalogue``), so the page shows the
same refusals as the terminal without a copy of them. English needs no translations: the
page's own text is the message id.
"""

from __future__ import annotations

from fastapi import APIRouter, Header, HTTPException
from pydantic import BaseModel

from hjerterfri.core.error_catalogue import page_sentences
from hjerterfri.core.errors import UnknownChoiceError
from hjerterfri.i18n import LANGUAGE_NAMES, LANGUAGES, catalog, check_language, negotiate

DOMAIN = "game"

router = APIRouter(prefix="/api/i18n", tags=["i18n"])


class Language(BaseModel):
    code: str
    name: str


class Languages(BaseModel):
    languages: list[Language]
    preferred: str


class Messages(BaseModel):
    language: str
    messages: dict[str, str]
    errors: dict[str, list[str]]  # error code → its English sentences (msgids), fullest first


@router.get("")
def languages(accept_language: str | None = Header(default=None)) -> Languages:
    """Every language the page speaks, and the best one for this browser."""
    return Languages(
        languages=[Language(code=code, name=LANGUAGE_NAMES[code]) for code in LANGUAGES],
        preferred=negotiate(accept_language),
    )


@router.get("/{language}")
def messages(language: str) -> Messages:
    """The page's strings in ``language``: English msgid → translation."""
    try:
        check_language(language)
    except UnknownChoiceError as exc:
        raise HTTPException(404, detail=str(exc)) from None
    return Messages(language=language, messages=catalog(language, DOMAIN), errors=page_sentences())
