"""Editor keys: the secret that lets a phone or a terminal change a board.

A key is 24 random bytes (``secrets``), handed out once when the board is made and kept by
the database only as its SHA-256. A slow password hash would add nothing: nobody can guess
192 random bits, so the hash only has to make a stolen database useless for editing.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

KEY_BYTES = 24


def new_key() -> str:
    """A fresh editor key, URL-safe so it fits in a share-to-edit link."""
    return secrets.token_urlsafe(KEY_BYTES)


def hash_key(key: str) -> str:
    """What the database keeps instead of the key."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def key_matches(key: str, key_hash: str) -> bool:
    """Whether ``key`` is the one behind ``key_hash``, compared in constant time."""
    return hmac.compare_digest(hash_key(key), key_hash)
