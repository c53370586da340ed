"""The rules screen (F2) shows the rules in force at this table; F3 sets the bots' pace; a
game's end offers another with the very same rules."""

from __future__ import annotations

from hjerterfri.core.rules import Rules
from hjerterfri.tui.dialogs import InfoDialog
from tests.tui.conftest import SIZE, make_app, own_loop, press, screen_text, table, take_turn


@own_loop
async def test_f2_shows_the_rules_in_force_here(db_url: str) -> None:
    app = make_app(db_url, language="da", preset="omnibus", rules=Rules.preset("omnibus").to_dict())
    async with app.run_test(size=(100, 60)) as pilot:
        await press(pilot, "f2")
        assert isinstance(app.screen, InfoDialog)
        shown = screen_text(app)
        assert "Regler og råd" in shown
        assert "J♦  J♦ giver −10" in shown
        assert "2♣  2♣ spilles ud til første stik." in shown
        await press(pilot, "escape")
        assert not isinstance(app.screen, InfoDialog)


@own_loop
async def test_without_the_jack_rule_the_rules_screen_does_not_mention_it(db_url: str) -> None:
    app = make_app(db_url)
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "f2")
        shown = screen_text(app)
        assert "Follow suit when you can" in shown
        assert "↑ ↓ PgUp PgDn: scroll · Esc: close" in shown
        await press(pilot, "end")  # the tips are further down at 80×24
        shown = screen_text(app)
        assert "Stopping a moon" in shown
        assert "5.2%" in shown and "1.0%" in shown  # the odds of 6+ and 7+ hearts
        assert "J♦" not in shown


@own_loop
async def test_f3_steps_the_pace_of_the_cards_and_a_new_game_keeps_it(db_url: str) -> None:
    app = make_app(db_url)  # no pause: delay 0
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot, "f3")
        assert "Speed: slow" in screen_text(app)
        assert table(app).delay == 1.2
        await press(pilot, "f3")
        assert "Speed: normal" in screen_text(app)
        assert table(app).delay == 0.6
        assert app.delay == 0.6  # what the next game starts with
        await press(pilot, "f3", "f3")
        assert "Speed: no pause" in screen_text(app)
        assert table(app).delay == 0


@own_loop
async def test_play_again_starts_a_new_game_with_the_same_rules(db_url: str) -> None:
    rules = Rules.preset("omnibus", players=3, single_deal=True).to_dict()
    app = make_app(db_url, preset="omnibus", rules=rules, opponents=("easy", "hard"))
    async with app.run_test(size=SIZE) as pilot:
        await press(pilot)
        for _ in range(60):
            if table(app).state.match.over and isinstance(app.screen, InfoDialog):
                break
            await take_turn(pilot)
        first = table(app)
        assert first.state.match.over
        await press(pilot, "enter")
        again = table(app)
        assert again.session.game_id != first.session.game_id
        assert again.state.rules.to_dict() == first.state.rules.to_dict() == rules
        assert [s.level for s in again.state.seats] == [None, "easy", "hard"]
        assert again.state.deal.number == 1
