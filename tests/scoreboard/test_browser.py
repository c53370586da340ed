"""A whole game entered on the page at phone size, followed live on a second phone."""

from __future__ import annotations

from playwright.sync_api import Browser, Dialog, Page, expect

NAMES = ("Anna", "Bo", "Cai", "Dag")


def enter_points(page: Page, *points: int) -> None:
    for seat, value in enumerate(points):
        page.fill(f"#points-{seat}", str(value))
    page.click("#save")


def test_a_whole_game_to_a_winner(live_server: str, page: Page, browser: Browser) -> None:
    page.goto(f"{live_server}/scoreboard/")
    for position, name in enumerate(NAMES, start=1):
        page.fill(f"input[name=name-{position}]", name)
    page.fill("#target", "50")
    page.click("#create")
    expect(page.locator("#next-deal")).to_have_text("Deal 1: Anna deals · Pass left")

    follower = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        follow_the_game(page, follower)
    finally:
        follower.close()


def follow_the_game(page: Page, follower: Page) -> None:
    follower.goto(page.input_value("#follow-link"))
    expect(follower.locator("#following")).to_be_visible()
    expect(follower.locator("#entry")).to_be_hidden()

    # A wrong sum is explained and nothing is added.
    enter_points(page, 10, 4, 10, 0)
    expect(page.locator("#entry-error")).to_have_text("The points add up to 24; a deal holds 26.")
    expect(page.locator("#history tr[data-number]")).to_have_count(0)
    enter_points(page, 13, 3, 10, 0)
    expect(page.locator("#history tr[data-number='1']")).to_be_visible()
    expect(page.locator("#entry-error")).to_be_hidden()

    # Anna shoots the moon: typed as taken, scored others +26.
    enter_points(page, 26, 0, 0, 0)
    expect(page.locator("#history tr[data-number='2'] .moon")).to_be_visible()
    expect(page.locator("#standings li").first).to_contain_text("Anna")
    expect(follower.locator("#history tr[data-number]")).to_have_count(2)

    # Correct deal 1: Anna took nothing after all.
    page.click("#history tr[data-number='1']")
    expect(page.locator("#entry-title")).to_have_text("Correct deal 1")
    expect(page.locator("#points-0")).to_have_value("13")
    enter_points(page, 0, 16, 10, 0)
    expect(page.locator("#entry-title")).to_have_text("Deal 3")
    expect(page.locator("#history tr[data-number='2'] td").nth(1)).to_contain_text("42")

    # Deal 3 by tapping the cards: Dag takes Q♠ and three hearts, Cai the other ten.
    page.click("#mode-cards")
    page.click("#card-players button[data-seat='3']")
    for card in ("QS", "2H", "3H", "4H"):
        page.click(f"#card-grid button[data-card='{card}']")
    page.click("#card-players button[data-seat='2']")
    for rank in "56789TJQKA":
        page.click(f"#card-grid button[data-card='{rank}H']")
    expect(page.locator("#sum")).to_have_text("Anna 0 · Bo 0 · Cai 10 · Dag 16")
    page.click("#save")
    expect(page.locator("#history tr[data-number='3']")).to_be_visible()

    # Deal 4 takes Bo and Dag past 50: Anna wins, and no further deal can be entered.
    page.click("#mode-points")
    enter_points(page, 0, 13, 0, 13)
    expect(page.locator("#result")).to_have_text("Anna wins on 0 points!")
    expect(page.locator("#entry")).to_be_hidden()
    expect(follower.locator("#result")).to_have_text("Anna wins on 0 points!")
    totals = [t.strip() for t in page.locator("#standings .total").all_inner_texts()]
    assert totals == ["0", "46", "55", "55"]

    # Deleting the last deal reopens the game; entering it again ends it again.
    page.click("#history tr[data-number='4']")
    page.click("#delete")
    expect(page.locator("#result")).to_be_hidden()
    expect(page.locator("#entry-title")).to_have_text("Deal 4")
    expect(follower.locator("#result")).to_be_hidden()
    enter_points(page, 0, 13, 0, 13)
    expect(page.locator("#result")).to_have_text("Anna wins on 0 points!")


def test_the_page_speaks_danish(live_server: str, page: Page) -> None:
    page.goto(f"{live_server}/scoreboard/")
    page.select_option("#language", "da")
    expect(page.locator("#create")).to_have_text("Start tavlen")
    for position, name in enumerate(NAMES[:3], start=1):
        page.fill(f"input[name=name-{position}]", name)
    page.click("#player-count button:text('3')")
    page.click("#create")
    enter_points(page, 10, 4, 10)
    expect(page.locator("#entry-error")).to_have_text("Pointene giver 24 i alt; en runde har 26.")


def test_a_saved_board_is_deleted_after_asking(
    live_server: str, page: Page, browser: Browser
) -> None:
    page.goto(f"{live_server}/scoreboard/")
    for position, name in enumerate(NAMES, start=1):
        page.fill(f"input[name=name-{position}]", name)
    page.click("#create")
    expect(page.locator("#next-deal")).to_be_visible()
    follower = browser.new_page()
    follower.goto(page.input_value("#follow-link"))
    expect(follower.locator("#following")).to_be_visible()
    page.goto(f"{live_server}/scoreboard/")
    saved = page.locator("#saved li")
    expect(saved).to_have_count(1)
    asked: list[str] = []

    def answer(dialog: Dialog) -> None:
        asked.append(dialog.message)
        dialog.dismiss() if len(asked) == 1 else dialog.accept()

    page.on("dialog", answer)
    page.click("#saved li button")  # "no" the first time: the board stays
    expect(saved).to_have_count(1)
    page.click("#saved li button")
    expect(saved).to_have_count(0)
    expect(page.locator("#no-saved")).to_be_visible()
    assert asked == ["Delete the board of Anna, Bo, Cai, Dag? This cannot be undone."] * 2
    expect(follower.locator("#load-error")).to_have_text("This board has been deleted.")
    expect(follower.locator("#board")).to_be_hidden()
    follower.close()


def test_a_misspelled_name_is_mended_and_the_follower_sees_it(
    live_server: str, page: Page, browser: Browser
) -> None:
    page.goto(f"{live_server}/scoreboard/")
    for position, name in enumerate(("Anna", "Bo", "Cia", "Dag"), start=1):
        page.fill(f"input[name=name-{position}]", name)
    page.click("#create")
    enter_points(page, 13, 3, 10, 0)
    follower = browser.new_page()
    follower.goto(page.input_value("#follow-link"))
    expect(follower.locator("#rename-open")).to_be_hidden()  # followers only look

    page.click("#rename-open")
    inputs = page.locator("#rename-names input")
    expect(inputs).to_have_count(4)
    inputs.nth(1).fill("")
    page.click("#rename-save")
    expect(page.locator("#rename-error")).to_have_text(
        "Player 2 has no name; give every player a name."
    )
    inputs.nth(1).fill("Bo")
    inputs.nth(2).fill("Cai")
    page.click("#rename-save")
    expect(page.locator("#rename")).to_be_hidden()
    expect(page.locator("#standings")).to_contain_text("Cai")
    expect(follower.locator("#standings")).to_contain_text("Cai")
    expect(follower.locator("#standings")).not_to_contain_text("Cia")
    enter_points(page, 0, 0, 26, 0)  # the entry carries on with the new version
    expect(page.locator("#history tr[data-number='2']")).to_be_visible()
    follower.close()


def start_board(page: Page, live_server: str) -> None:
    page.goto(f"{live_server}/scoreboard/")
    for position, name in enumerate(NAMES, start=1):
        page.fill(f"input[name=name-{position}]", name)
    page.click("#create")
    expect(page.locator("#next-deal")).to_be_visible()


def test_the_creators_phone_edits_and_a_follower_cannot(
    live_server: str, page: Page, browser: Browser
) -> None:
    start_board(page, live_server)
    enter_points(page, 13, 3, 10, 0)
    expect(page.locator("#history tr[data-number='1']")).to_be_visible()
    board_id = page.evaluate("new URLSearchParams(location.search).get('board')")

    follower = browser.new_page()
    follower.goto(page.input_value("#follow-link"))
    expect(follower.locator("#history tr[data-number='1']")).to_be_visible()
    for hidden in ("#entry", "#rename-open", "#share-edit", "#share"):
        expect(follower.locator(hidden)).to_be_hidden()
    assert board_id not in follower.content()
    # The follower's start page lists the board to follow, with nothing to delete it with.
    follower.goto(f"{live_server}/scoreboard/")
    expect(follower.locator("#saved li")).to_have_count(1)
    expect(follower.locator("#saved li")).to_contain_text("following")
    expect(follower.locator("#saved li button")).to_have_text("Forget")
    assert board_id not in follower.content()
    # Even with the id typed in, the follower's browser holds no key: refused, nothing shown.
    follower.goto(f"{live_server}/scoreboard/?board={board_id}")
    expect(follower.locator("#load-error")).to_contain_text("needs the board's editor key")
    expect(follower.locator("#board")).to_be_hidden()
    # Forgetting it only takes it off the follower's list.
    follower.goto(f"{live_server}/scoreboard/")
    follower.click("#saved li button")
    expect(follower.locator("#saved li")).to_have_count(0)
    follower.close()
    expect(page.locator("#history tr[data-number]")).to_have_count(1)
    page.goto(f"{live_server}/scoreboard/")
    expect(page.locator("#saved li")).to_have_count(1)


def test_a_share_to_edit_link_hands_editing_to_a_second_phone(
    live_server: str, page: Page, browser: Browser
) -> None:
    start_board(page, live_server)
    expect(page.locator("#edit-link")).to_be_hidden()
    expect(page.locator("#share-edit .warning")).to_contain_text("gives editing rights")
    page.click("#show-edit-link")
    link = page.input_value("#edit-link")
    assert "#key=" in link and link != page.input_value("#follow-link")

    second = browser.new_page(viewport={"width": 390, "height": 844})
    second.goto(link)
    expect(second.locator("#entry")).to_be_visible()
    assert "#key=" not in second.url and "key=" not in second.url  # dropped from the address
    enter_points(second, 0, 26, 0, 0)
    expect(second.locator("#history tr[data-number='1']")).to_be_visible()
    expect(page.locator("#history tr[data-number='1']")).to_be_visible()  # seen live
    second.goto(f"{live_server}/scoreboard/")
    expect(second.locator("#saved li")).to_have_count(1)
    expect(second.locator("#saved li button")).to_have_text("Delete")
    second.close()


def test_the_sign_button_shows_only_under_the_jack_of_diamonds(
    live_server: str, page: Page
) -> None:
    """Only J♦ (−10) makes a deal's points negative: without it, ± would only puzzle."""
    for jack, shown in ((False, 0), (True, 4)):
        page.goto(f"{live_server}/scoreboard/")
        for position, name in enumerate(NAMES, start=1):
            page.fill(f"input[name=name-{position}]", name)
        page.locator("#jack").set_checked(jack)
        page.click("#create")
        expect(page.locator("#points-0")).to_be_visible()
        expect(page.locator("#points .sign:visible")).to_have_count(shown)
