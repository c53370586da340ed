"""The seat's view (``services.table.views.SeatState``) as lines and tables of text, in a language.

Pure functions of the view and the words: nothing here asks the table or decides a rule,
so what the terminal shows is exactly what the browser page is sent.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.table import Table
from rich.text import Text

from hjerterfri.services.table.seat_events import (
    ClaimedView,
    DealtView,
    ExchangedView,
    HeartsBrokenView,
    MatchOverView,
    MoonShotView,
    PassedView,
    PlayedView,
    ScoredView,
    SeatEvent,
    TrickTakenView,
)
from hjerterfri.services.table.views import ClaimView, LastTrick, SeatState, TrickPlay
from hjerterfri.tui.words import Words, card_text, cards_text

State = SeatState


def names(state: State, words: Words) -> list[str]:
    """Each seat's name; the player's own default name ("You", "Du", …, stored in whatever
    language the game began in) is said in the language shown now."""
    who = [s.name for s in state.seats]
    own = state.seat
    if who[own] in words.all_languages("You"):
        who[own] = words("You")
    return who


def opponents(state: State, words: Words) -> str:
    """Who plays at which level, for the keys box."""
    return ", ".join(f"{s.name} ({words.level(s.level)})" for s in state.seats if s.level)


def top_line(state: State, words: Words) -> str:
    """Deal number, dealer, pass direction, hearts broken and a moon, on one line."""
    deal = state.deal
    who = names(state, words)
    parts = [
        words("Deal {number}", number=deal.number),
        _deals(deal.dealer, state, words),
        words.passing(deal.pass_direction),
        words("♥ broken") if deal.hearts_broken else words("♥ not broken"),
    ]
    if deal.moon:
        parts.append(words("☾ {name} shot the moon", name=who[deal.moon.shooter]))
    return " · ".join(parts)


def _deals(seat: int, state: State, words: Words) -> str:
    if seat == state.seat:
        return words("you deal")
    return words("{name} deals", name=names(state, words)[seat])


def scores_table(state: State, words: Words) -> Table:
    """A row per player: turn and dealer marks, ladder (first deal), points this deal, total."""
    deal = state.deal
    points = deal.points if deal.points is not None else deal.points_taken
    table = Table(box=None, padding=(0, 1), expand=True, show_edge=False)
    table.add_column("", width=1, no_wrap=True)
    table.add_column(words("Player"), ratio=1, no_wrap=True, overflow="ellipsis")
    ladder = deal.ladder
    if ladder:
        table.add_column(words("Ladder"), justify="right", no_wrap=True)
    table.add_column(words("Deal"), justify="right", no_wrap=True)
    table.add_column(words("Total"), justify="right", no_wrap=True)
    for seat, shown in enumerate(names(state, words)):
        name = Text(shown)
        if seat == state.seat:
            name.stylize("bold")
        if seat == deal.dealer:
            name.append(" " + words("D"), style="yellow")
        turn = "▶" if deal.to_act == seat and deal.phase in ("play", "moon") else ""
        steps = [f"{ladder.steps[seat]}/{ladder.top}"] if ladder else []
        table.add_row(turn, name, *steps, str(points[seat]), str(state.totals[seat]))
    return table


def _play_lines(plays: Sequence[TrickPlay], who: list[str], leader: int, n: int) -> list[Text]:
    by_seat = {p.seat: p.card for p in plays}
    width = max(len(name) for name in who)
    lines = []
    for offset in range(n):
        seat = (leader + offset) % n
        line = Text(f"  {who[seat]:<{width}}  ")
        card = by_seat.get(seat)
        if card is not None:
            line.append(card_text(card), style=_suit_style(card) + " bold")
        lines.append(line)
    return lines


def _lines_under(title: str, lines: list[Text]) -> Text:
    out = Text(title, style="bold")
    for line in lines:
        out.append("\n")
        out.append_text(line)
    return out


def _taken(last: LastTrick, state: State, words: Words) -> Text:
    """The trick taken last: who took it, for how many points, and each card."""
    who = names(state, words)
    number, name, points = last.number + 1, who[last.winner], last.points
    if abs(points) == 1:
        title = words("Trick {number}: {name} took it ({points} point)", number=number,
                      name=name, points=points)  # fmt: skip
    else:
        title = words("Trick {number}: {name} took it ({points} points)", number=number,
                      name=name, points=points)  # fmt: skip
    return _lines_under(title, _play_lines(last.plays, who, last.leader, len(who)))


def trick_text(state: State, words: Words) -> Text:
    """The trick on the table in playing order; between tricks, the one just taken."""
    deal = state.deal
    if deal.trick:
        who = names(state, words)
        n = len(who)
        leader = deal.trick[0].seat
        lines = _play_lines(deal.trick, who, leader, n)
        if deal.to_act is not None:
            lines[(deal.to_act - leader) % n].append("…", style="dim")
        return _lines_under(words("Trick {number}", number=deal.tricks_played + 1), lines)
    if deal.last_trick:
        taken = _taken(deal.last_trick, state, words)
        if deal.claim:  # kept in sight until the next deal: the log moves on past it
            taken.append("\n")
            taken.append(_claimed_line(deal.claim, state.seat, names(state, words), words))
        return taken
    if deal.phase == "pass":
        return _lines_under(words("Passing cards"), [])
    return _lines_under(words("Trick {number}", number=1), [])


def last_trick_text(state: State, words: Words) -> Text:
    """The last finished trick, for the dialog that shows it."""
    last = state.deal.last_trick
    if not last:
        return Text(words("No trick has been taken yet in this deal."))
    return _taken(last, state, words)


def _suit_style(card: str) -> str:
    return "red" if card[-1] in "HD" else ""


def hand_caption(state: State, words: Words, chosen: list[str]) -> str:
    """What the marks in the hand mean now: the cards chosen to pass, or the cards received."""
    deal = state.deal
    who = names(state, words)
    if state.you == "pass" and deal.pass_to is not None:
        return words(
            "▲ to pass to {name}: {cards} ({count} of 3)",
            name=who[deal.pass_to],
            cards=cards_text(chosen) or "–",
            count=len(chosen),
        )
    received = received_in_hand(state)
    if received and deal.pass_from is not None:
        return words(
            "★ received from {name}: {cards}",
            name=who[deal.pass_from],
            cards=cards_text(deal.received or ()),
        )
    if deal.phase == "pass" and deal.passed:
        return words("You pass {cards}; waiting for the others.", cards=cards_text(deal.passed))
    return ""


def received_in_hand(state: State) -> set[str]:
    deal = state.deal
    return set(deal.received or ()) & set(deal.hand)


def prompt(state: State, words: Words) -> str:
    """What the table waits for, in words, with the keys that do it."""
    you = state.you
    deal = state.deal
    who = names(state, words)
    if you == "pass" and deal.pass_to is not None:
        return words(
            "Choose 3 cards to pass to {name}: Space chooses or unchooses, Enter passes.",
            name=who[deal.pass_to],
        )
    if you == "play":
        return words("Your turn: pick a card with ← → and press Enter, or type it (qs, 10d).")
    if you == "moon":
        return words("You shot the moon! Choose how it scores.")
    if you == "next_deal":
        return words("The deal is over. Enter: next deal.")
    if state.match.over:
        return result_line(state, words) + " " + words("Enter: new game.")
    if deal.phase == "pass":
        return words("Waiting for the others to pass.")
    if deal.to_act is not None:
        return words("{name} is to play.", name=who[deal.to_act])
    return ""


def result_line(state: State, words: Words) -> str:
    """The end of the game: the winner, winners sharing it, or a draw."""
    match = state.match
    who = names(state, words)
    totals = state.totals
    lowest = min(totals)
    if match.draw:
        tied = " & ".join(who[s] for s in match.leaders)
        return words("Draw between {names} on {points} points.", names=tied, points=lowest)
    if len(match.winners) > 1:
        both = " & ".join(who[s] for s in match.winners)
        return words("{names} share the win on {points} points!", names=both, points=lowest)
    if match.winners:
        winner = match.winners[0]
        return words("{name} wins on {points} points!", name=who[winner], points=totals[winner])
    return ""


def score_sheet(state: State, words: Words) -> Table:
    """Every finished deal: each player's points and running total; ☾ marks a moon."""
    who = names(state, words)
    target = state.rules.target
    title = words("Score sheet · the game ends at {target}", target=target)
    if state.rules.single_deal:
        title = words("Score sheet · one deal")
    table = Table(title=title, show_footer=True, expand=False, box=box.SIMPLE_HEAD)
    table.add_column(words("Deal"), footer=words("Total"), justify="right")
    for seat, name in enumerate(who):
        table.add_column(name, footer=str(state.totals[seat]), justify="right")
    running = [0] * len(who)
    for number, (points, shooter) in enumerate(
        zip(state.score_sheet, state.moons, strict=True), start=1
    ):
        running = [r + p for r, p in zip(running, points, strict=True)]
        mark = " ☾" if shooter is not None else ""
        cells = []
        for seat, (p, t) in enumerate(zip(points, running, strict=True)):
            shot = "☾ " if shooter == seat else ""
            cells.append(f"{shot}{p:+d} ({t})" if p else f"{shot}0 ({t})")
        table.add_row(f"{number}{mark}", *cells)
    return table


def event_line(event: SeatEvent, state: State, words: Words) -> str | None:
    """One line of the table's log for an event the seat may see; None for the quiet ones."""
    who = names(state, words)
    if isinstance(event, DealtView):
        return words(
            "Deal {number}: {dealer}, {passing}.",
            number=event.deal,
            dealer=_deals(event.dealer, state, words),
            passing=words.passing(event.pass_direction),
        )
    if isinstance(event, PassedView) and event.cards:
        return words(
            "You pass {cards} to {name}.",
            cards=cards_text(event.cards),
            name=who[event.to_seat],
        )
    if isinstance(event, ExchangedView):
        return words("You receive {cards}.", cards=cards_text(event.received))
    if isinstance(event, PlayedView):
        card = card_text(event.card)
        if event.seat == state.seat:
            line = words("You play {card}.", card=card)
        else:
            line = words("{name} plays {card}.", name=who[event.seat], card=card)
        return line + (" " + words("(the only card)") if event.auto else "")
    if isinstance(event, TrickTakenView):
        return _taken_line(event, state.seat, who, words)
    if isinstance(event, HeartsBrokenView):
        return words("Hearts are broken.")
    if isinstance(event, MoonShotView):
        return words("{name} shot the moon!", name=who[event.shooter])
    if isinstance(event, ScoredView):
        return _scored_line(event, who, words)
    if isinstance(event, MatchOverView):
        return words("The game is over.")
    if isinstance(event, ClaimedView):
        return _claimed_line(event, state.seat, who, words)
    return None


def _claimed_line(event: ClaimedView | ClaimView, seat: int, who: list[str], words: Words) -> str:
    """Who claims the tricks left, and the hand shown: "the last trick", not "1 tricks"."""
    shown, count = cards_text(event.hand), event.tricks
    if event.seat == seat and count == 1:
        return words("You claim the last trick, showing {cards}.", cards=shown)
    if event.seat == seat:
        return words(
            "You claim the remaining {count} tricks, showing {cards}.", count=count, cards=shown
        )
    name = who[event.seat]
    if count == 1:
        return words("{name} claims the last trick, showing {cards}.", name=name, cards=shown)
    return words(
        "{name} claims the remaining {count} tricks, showing {cards}.",
        name=name,
        count=count,
        cards=shown,
    )


def _taken_line(event: TrickTakenView, seat: int, who: list[str], words: Words) -> str:
    """Who took the trick and its points: "1 point", not "1 points"."""
    points, one = event.points, abs(event.points) == 1
    if event.winner == seat and one:
        return words("You take the trick ({points} point).", points=points)
    if event.winner == seat:
        return words("You take the trick ({points} points).", points=points)
    name = who[event.winner]
    if one:
        return words("{name} takes the trick ({points} point).", name=name, points=points)
    return words("{name} takes the trick ({points} points).", name=name, points=points)


def _scored_line(event: ScoredView, who: list[str], words: Words) -> str:
    points = ", ".join(f"{name} {p:+d}" for name, p in zip(who, event.points, strict=True))
    line = words("Deal {number} scored: {points}.", number=event.deal, points=points)
    if event.moon_choice and event.moon_shooter is not None:
        line += " " + words(
            "{name} chose: {choice}.",
            name=who[event.moon_shooter],
            choice=words.moon_choice(event.moon_choice),
        )
    return line
