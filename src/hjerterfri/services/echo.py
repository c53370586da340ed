"""Bad input quoted back in an error: enough of it to recognise, never all of it.

An error that repeats its input whole turns a 15 MB request into a 15 MB reply.
"""

from __future__ import annotations

ECHO_LIMIT = 40


def shortened(text: str, limit: int = ECHO_LIMIT) -> str:
    """``text`` itself, or its first ``limit`` characters and how long it was."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} characters)"


def quoted(value: object, limit: int = ECHO_LIMIT) -> str:
    """``repr`` of ``value``, cut to its first ``limit`` characters and saying how long it was."""
    text = value if isinstance(value, str) else str(value)
    if len(text) <= limit:
        return repr(value)
    return f"{text[:limit]!r}… ({len(text)} characters)"
