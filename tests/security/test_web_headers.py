"""A stranger's HTTP calls: every page and API answer says what the browser may run and frame.

A Content-Security-Policy without inline script (an injected ``<script>`` or ``onclick``
does not run), no framing (no clickjacking of the table), no MIME sniffing, and no referrer
(links carry seat tokens and board keys). And a stranger's oversized bad input is not sent
back whole.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

PATHS = [
    ("GET", "/"),
    ("GET", "/index.html"),
    ("GET", "/js/main.js"),
    ("GET", "/css/base.css"),
    ("GET", "/scoreboard/"),
    ("GET", "/api/options"),
    ("GET", "/api/games"),
    ("GET", "/api/games/nope"),
    ("GET", "/api/scoreboard/boards"),
    ("GET", "/no/such/file"),
    ("POST", "/api/games"),
    ("DELETE", "/api/games/nope"),
]


def _directives(policy: str) -> dict[str, list[str]]:
    parts = (p.split() for p in policy.split(";") if p.strip())
    return {words[0]: words[1:] for words in parts}


@pytest.mark.parametrize(("method", "path"), PATHS, ids=[f"{m} {p}" for m, p in PATHS])
def test_every_answer_carries_the_security_headers(
    client: TestClient, method: str, path: str
) -> None:
    body = {"name": 7} if method == "POST" else None  # a body that does not fit: 422
    response = client.request(method, path, json=body)
    assert response.status_code < 500
    policy = _directives(response.headers.get("content-security-policy", ""))
    assert policy.get("script-src") == ["'self'"], policy  # no inline script, no eval
    assert policy.get("frame-ancestors") == ["'none'"]
    assert policy.get("object-src") == ["'none'"]
    assert "'unsafe-inline'" not in policy.get("style-src", [])
    assert response.headers.get("x-content-type-options") == "nosniff"
    assert response.headers.get("referrer-policy") == "no-referrer"
    assert response.headers.get("x-frame-options") == "DENY"


@pytest.mark.parametrize(
    "rules",
    [{"moon": "x" * 100_000}, {"x" * 100_000: 1}, {"players": "9" * 5_000}],
    ids=["value", "key", "number"],
)
def test_a_strangers_bad_rules_are_not_echoed_back_whole(
    client: TestClient, rules: dict[str, object]
) -> None:
    for path, body in (("/api/games", {}), ("/api/lobbies", {"friends": 1})):
        response = client.post(path, json={"name": "Eve", "rules": rules, **body})
        assert response.status_code == 400
        assert response.json()["detail"]["code"] == "invalid_rules"
        assert len(response.text) < 400
