"""Every string the page shows is translated in every catalogue, with the same placeholders."""

from __future__ import annotations

import re

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from hjerterfri.core.errors import Reason
from hjerterfri.i18n import catalog
from hjerterfri.web import i18n_routes
from tests.browser.page_messages import html_messages, js_messages, page_messages

TRANSLATED = ("da", "nb", "sv")
PLACEHOLDER = re.compile(r"\{\w+\}")


def test_the_page_marks_its_text_in_html_and_js() -> None:
    assert {"Start the game", "Hearts are broken", "Back to the start"} <= html_messages()
    assert {"Your turn.", "Deal {number}", "{rank} of {suit}"} <= js_messages()


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_page_message_is_translated(language: str) -> None:
    missing = sorted(page_messages() - set(catalog(language, "game")))
    assert missing == [], f"{language}: {len(missing)} untranslated, e.g. {missing[:5]}"


@pytest.mark.parametrize("language", (*TRANSLATED, "en"))
def test_translations_keep_the_placeholders(language: str) -> None:
    wrong = [
        msgid
        for msgid, text in catalog(language, "game").items()
        if set(PLACEHOLDER.findall(msgid)) != set(PLACEHOLDER.findall(text))
    ]
    assert wrong == []


@pytest.fixture()
def client() -> TestClient:
    app = FastAPI()
    app.include_router(i18n_routes.router)
    return TestClient(app)


def test_languages_route_prefers_the_browsers_language(client: TestClient) -> None:
    answer = client.get("/api/i18n", headers={"Accept-Language": "nb-NO,nb;q=0.9,en;q=0.5"})
    assert answer.status_code == 200
    body = answer.json()
    assert body["preferred"] == "nb"
    assert [language["code"] for language in body["languages"]] == ["da", "nb", "sv", "en"]


def test_catalogue_route_serves_the_translations(client: TestClient) -> None:
    body = client.get("/api/i18n/da").json()
    assert body["language"] == "da"
    assert body["messages"]["Moon!"] == "Samler!"


def test_catalogue_route_serves_every_refusal_with_its_sentences(client: TestClient) -> None:
    errors = client.get("/api/i18n/sv").json()["errors"]
    assert {reason.value for reason in Reason} <= set(errors)
    assert errors["not_in_hand"] == ["You don't hold {card}.", "You don't hold that card."]
    assert errors["stale"] == ["The table changed meanwhile; look again."]


def test_catalogue_route_refuses_an_unknown_language(client: TestClient) -> None:
    answer = client.get("/api/i18n/xx")
    assert answer.status_code == 404
    assert "da, nb, sv, en" in answer.json()["detail"]
