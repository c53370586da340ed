"""Every message the scoreboard shows is translated into Danish, Norwegian and Swedish."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from hjerterfri.i18n import catalog
from hjerterfri.services.scoreboard.errors import TEMPLATES
from tests.scoreboard.messages import all_messages, cli_messages, page_messages

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_the_sources_were_read() -> None:
    assert "Add the deal" in page_messages()
    assert "Was it a moon?" in cli_messages()
    assert len(all_messages()) > len(TEMPLATES) + 50


@pytest.mark.parametrize("language", ["da", "nb", "sv"])
def test_every_message_is_translated(language: str) -> None:
    messages = catalog(language, "scoreboard")
    missing = sorted(all_messages() - messages.keys())
    assert missing == [], f"{language}: no translation for {missing}"


@pytest.mark.parametrize("language", ["da", "nb", "sv"])
def test_translations_keep_their_placeholders(language: str) -> None:
    for msgid, text in catalog(language, "scoreboard").items():
        assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(msgid)), msgid


def test_the_api_serves_the_catalogue(client: TestClient) -> None:
    answer = client.get("/api/scoreboard/i18n", headers={"Accept-Language": "sv-SE,sv;q=0.9"})
    assert answer.json()["preferred"] == "sv"
    da = client.get("/api/scoreboard/i18n/da").json()["messages"]
    assert da["The points add up to {total}; a deal holds {expected}."] == (
        "Pointene giver {total} i alt; en runde har {expected}."
    )
    assert client.get("/api/scoreboard/i18n/fr").status_code == 404
