"""The statistics page in a real browser: reached from the start page, figures and the
chart shown, in Danish too, the CSV downloaded, and a confirmed reset that keeps the games."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from hjerterfri.services.games import Games
from hjerterfri.services.statistics import PlayerStatistics
from hjerterfri.services.store.database import open_database
from tests.browser.live_server import LiveServer
from tests.browser.table_driver import open_start_page
from tests.statistics.recorded import feeder_or_level, play_game


def figure(page: Page, what: str) -> str:
    return page.locator(f'#stats-figures dd[title="{what}"]').inner_text()


def test_a_players_statistics_page(page: Page, live_server: LiveServer, tmp_path: Path) -> None:
    games = Games(open_database(live_server.database_url), bots=feeder_or_level)
    for seed in (1, 9, 4):
        play_game(games, "Anna", seed=seed, opponents=("easy", "easy", "easy"))
    play_game(games, "Anna", seed=5, undo=True)  # counted apart
    figures = PlayerStatistics(games.store.engine).of("Anna").straight
    open_start_page(page, live_server.url)
    page.get_by_role("link", name="Statistics: wins, points, moons").click()
    expect(page.locator("body[data-ready]")).to_have_count(1)
    page.get_by_label("Player's name").fill("Anna")
    page.get_by_role("button", name="Show statistics").click()
    expect(page.locator("#stats-figures")).to_contain_text("Moons stopped")
    assert figure(page, "Games") == "3"
    assert figure(page, "Moons shot") == str(figures.moons_shot)
    assert figure(page, "Q♠ taken") == str(figures.queens_taken)
    assert figure(page, "Points per game") == f"{figures.points_per_game:.1f}"
    bars = page.locator("#stats-chart svg rect.bar")
    expect(bars).to_have_count(3)
    labels = page.locator("#stats-chart svg text.label").all_text_contents()
    assert labels == [str(p) for p in figures.trend]
    expect(page.locator("#stats-by-opponents")).to_contain_text("Easy")
    expect(page.locator("#stats-undo")).to_be_visible()
    expect(page.locator('#stats-undo-figures dd[title="Games"]')).to_have_text("1")

    page.locator("#language").select_option("da")
    expect(page.locator("#straight-title")).to_have_text("Spil spillet uden fortryd")
    expect(page.locator("#stats-figures")).to_contain_text("Point pr. spil")
    assert figure(page, "Points per game") == f"{figures.points_per_game:.1f}".replace(".", ",")
    expect(page.locator("#stats-by-opponents")).to_contain_text("Let")

    with page.expect_download() as download:
        page.get_by_role("link", name="Hent som CSV").click()
    saved = tmp_path / "anna.csv"
    download.value.save_as(saved)
    assert len(saved.read_text(encoding="utf-8").splitlines()) == 1 + 4  # undo's game too

    page.get_by_role("button", name="Nulstil statistik…").click()
    expect(page.locator("#stats-confirm-text")).to_contain_text("Intet spil slettes")
    page.get_by_role("button", name="Annuller").click()
    assert figure(page, "Games") == "3"  # cancelled: nothing changed
    page.get_by_role("button", name="Nulstil statistik…").click()
    page.get_by_role("button", name="Nulstil", exact=True).click()
    expect(page.locator("#stats-empty")).to_be_visible()
    assert figure(page, "Games") == "0"
    assert len(games.list(over=True)) == 4  # the games are kept
