"""The game review page in a real browser: reached from the start page's list of games,
tricks stepped forward and back by key and button, every hand shown after the end, and the
hard bot's view of each of the player's cards; a running game shows only the player's own."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from hjerterfri.services.games import Games, NewGame
from hjerterfri.services.store.database import open_database
from tests.browser.live_server import LiveServer
from tests.browser.table_driver import open_start_page
from tests.statistics.recorded import play_game


def test_a_finished_game_reviewed_trick_by_trick(page: Page, live_server: LiveServer) -> None:
    games = Games(open_database(live_server.database_url))
    game_id = play_game(games, "Anna", seed=1)
    match = games.table(game_id).match
    first, second = match.deals[0].tricks[:2]
    open_start_page(page, live_server.url)
    page.locator("#finished-games").get_by_role("link", name="Review").click()
    expect(page.locator("body[data-ready]")).to_have_count(1)
    where = page.locator("#review-where")
    # first the pass: every hand as dealt, each seat's three cards, the bot's pass beside
    expect(where).to_have_text("Deal 1 · the pass")
    expect(page.locator("#review-trick li")).to_have_count(4)
    expect(page.locator("#review-trick")).to_contain_text("Anna passes to Astrid:")
    expect(page.locator("#review-analysis")).to_contain_text(
        "The hard bot would have passed", timeout=60_000
    )
    page.keyboard.press("ArrowRight")
    expect(where).to_have_text("Deal 1 · trick 1 of 13")
    # every hand is shown once the game is over: four lines of thirteen cards
    hands = page.locator("#review-hands li")
    expect(hands).to_have_count(4)
    for seat in range(4):
        expect(hands.nth(seat).locator(".card-text")).to_have_count(13)
    expect(page.locator("#review-hands")).not_to_contain_text("hidden")
    expect(page.locator("#review-trick li")).to_have_count(4)
    winner = match.deals[0].tricks[0].winner
    names = ["Anna", "Astrid", "Bjørn", "Freja"]
    expect(page.locator("#review-trick-result")).to_have_text(
        f"{names[winner]} takes the trick: 0 points."
    )
    assert page.locator("#review-trick li").first.inner_text().endswith(first.plays[0][1].symbol)
    # the bot's view of Anna's card: its choice and a figure for each legal card
    analysis = page.locator("#review-analysis")
    expect(analysis).to_contain_text("The hard bot would have played", timeout=60_000)

    page.keyboard.press("ArrowRight")
    expect(where).to_have_text("Deal 1 · trick 2 of 13")
    expect(hands.nth(0).locator(".card-text")).to_have_count(12)
    assert page.locator("#review-trick li").first.inner_text().endswith(second.plays[0][1].symbol)
    expect(analysis).to_contain_text("The hard bot would have played", timeout=60_000)
    page.get_by_role("button", name="← Previous trick").click()
    expect(where).to_have_text("Deal 1 · trick 1 of 13")
    page.get_by_role("button", name="← Previous trick").click()
    expect(where).to_have_text("Deal 1 · the pass")
    expect(page.locator("#review-back")).to_be_disabled()
    page.get_by_role("button", name="Next trick →").click()
    page.get_by_role("button", name="Next trick →").click()
    page.get_by_role("button", name="Next trick →").click()
    expect(where).to_have_text("Deal 1 · trick 3 of 13")
    # the running score, deal by deal, beside the tricks
    expect(page.locator("#review-scores tr")).to_have_count(1 + len(match.scores))

    page.locator("#language").select_option("da")
    expect(where).to_have_text("Runde 1 · stik 3 af 13")


def test_a_hard_bot_alternative_is_shown_with_its_figures(
    page: Page, live_server: LiveServer
) -> None:
    games = Games(open_database(live_server.database_url))
    game_id = play_game(games, "Anna", seed=1)
    page.goto(f"{live_server.url}review.html?game={game_id}")
    expect(page.locator("body[data-ready]")).to_have_count(1)
    page.keyboard.press("ArrowRight")  # past the pass
    # Anna always plays her lowest card; somewhere the search prefers another one
    for _ in range(13):
        analysis = page.locator("#review-analysis")
        expect(analysis.locator("p").first).not_to_have_text(
            "The hard bot is thinking…", timeout=60_000
        )
        if analysis.locator(".differs").count():
            break
        page.keyboard.press("ArrowRight")
    expect(analysis.locator(".differs")).to_contain_text("instead of")
    expect(analysis.locator(".candidates li").first).to_be_visible()
    expect(analysis.locator(".candidates")).to_contain_text("played")


def test_a_running_game_hides_the_other_hands(page: Page, live_server: LiveServer) -> None:
    games = Games(open_database(live_server.database_url))
    summary = games.create(NewGame(name="Anna", seed=3, opponents=("random",) * 3))
    table = games.table(summary["id"])
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hands[0])[:3]])
    while len(table.match.deal.tricks) < 2:
        table.play(0, str(min(table.match.deal.legal_plays())))
    open_start_page(page, live_server.url)
    page.locator("#unfinished-games").get_by_role("link", name="Review").click()
    expect(page.locator("body[data-ready]")).to_have_count(1)
    expect(page.locator("#review-running")).to_be_visible()
    page.keyboard.press("ArrowRight")  # past Anna's pass: the other passes stay hidden
    expect(page.locator("#review-where")).to_have_text("Deal 1 · trick 1 of 13")
    hands = page.locator("#review-hands li")
    expect(hands.nth(0).locator(".card-text")).to_have_count(13)
    for seat in (1, 2, 3):
        expect(hands.nth(seat)).to_contain_text("hidden until the game is over")
        expect(hands.nth(seat).locator(".card-text")).to_have_count(0)
    expect(page.locator("#review-player option")).to_have_count(1)


def test_the_end_of_the_game_links_to_its_review(page: Page, live_server: LiveServer) -> None:
    games = Games(open_database(live_server.database_url))
    game_id = play_game(games, "Anna", seed=1)
    page.goto(f"{live_server.url}#game={game_id}")
    expect(page.locator("#scores-dialog")).to_be_visible()
    page.get_by_role("link", name="Review the game").click()
    expect(page.locator("body[data-ready]")).to_have_count(1)
    expect(page.locator("#review-where")).to_have_text("Deal 1 · the pass")
    expect(page.locator("#review-hands .card-text")).to_have_count(4 * 13)


def test_the_tricks_a_claim_played_out_say_so(page: Page, live_server: LiveServer) -> None:
    """Seed 16: at Anna's eighth card Freja claims the last five tricks; reviewing the game,
    trick 9 on says it was played out after her claim, trick 8 does not."""
    games = Games(open_database(live_server.database_url))
    summary = games.create(NewGame(name="Anna", seed=16, opponents=("medium",) * 3))
    table = games.table(summary["id"])
    table.pass_cards(0, [str(c) for c in sorted(table.match.deal.hand(0))[-3:]])
    for _ in range(8):
        table.play(0, str(min(table.match.deal.legal_plays())))
    open_start_page(page, live_server.url)
    page.locator("#unfinished-games").get_by_role("link", name="Review").click()
    expect(page.locator("body[data-ready]")).to_have_count(1)
    result = page.locator("#review-trick-result")
    for trick in range(1, 9):
        page.keyboard.press("ArrowRight")
        expect(page.locator("#review-where")).to_have_text(f"Deal 1 · trick {trick} of 13")
    expect(result).not_to_contain_text("claimed")
    page.keyboard.press("ArrowRight")
    expect(page.locator("#review-where")).to_have_text("Deal 1 · trick 9 of 13")
    expect(result).to_contain_text("Played out after Freja claimed the last 5 tricks.")
