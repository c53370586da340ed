"""Translations: gettext catalogues (``locale/<lang>/LC_MESSAGES/<domain>.po``) read with Babel.

The English text is the message id; a missing translation falls back to it. Each feature
keeps its own domain (``game``, ``scoreboard``) so catalogues stay small and separate.
"""

from __future__ import annotations

import functools
from pathlib import Path

from babel.messages.pofile import read_po

from hjerterfri.core.errors import UnknownChoiceError

LANGUAGES: tuple[str, ...] = ("da", "nb", "sv", "en")
LANGUAGE_NAMES: dict[str, str] = {"da": "Dansk", "nb": "Norsk", "sv": "Svenska", "en": "English"}
LOCALE_DIR = Path(__file__).with_name("locale")
_ALIASES = {"no": "nb", "nn": "nb"}


def check_language(language: str) -> str:
    """``language`` when the game speaks it; the one refusal of a language it does not."""
    if language not in LANGUAGES:
        raise UnknownChoiceError("unknown_language", "language", language, LANGUAGES)
    return language


@functools.cache
def catalog(language: str, domain: str) -> dict[str, str]:
    """msgid → translation for ``language``; empty for English or a missing catalogue."""
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{domain}.po"
    if not path.exists():
        return {}
    with path.open("rb") as handle:
        messages = read_po(handle, locale=language, domain=domain)
    return {str(m.id): str(m.string) for m in messages if m.id and m.string and not m.fuzzy}


def gettext(language: str, domain: str, message: str) -> str:
    return catalog(language, domain).get(message, message)


def negotiate(accept_language: str | None, default: str = "en") -> str:
    """The best of our languages for an HTTP ``Accept-Language`` header."""
    if not accept_language:
        return default
    ranked: list[tuple[float, str]] = []
    for part in accept_language.split(","):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                quality = 0.0
        base = tag.strip().lower().split("-")[0]
        base = _ALIASES.get(base, base)
        if base in LANGUAGES:
            ranked.append((quality, base))
    return max(ranked, key=lambda item: item[0])[1] if ranked else default
