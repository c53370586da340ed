"""Running for the moon in a play-out: the runner's cards, and how the others meet a run.

``hard`` weighs each card twice: played out as usual, and with its own seat going for the
moon from that card on (``SearchBot``'s moon plan). In the second play-out the runner wins
every trick it can while no other seat has taken a point card, and the others meet it as
the guides' players do (the medium bot's ``stop_moon`` and ``guard_moon``): they begin to
stop a run only once it shows. So the plan is worth what it is against such a table, and
no more: on the true hands, a play-out of the run ends as the real deal against mediums does
(six players, 300 deals: the 10 moons foreseen all happened, and no other).
"""

from __future__ import annotations

from hjerterfri.bots.cardbits import HEARTS, above, most_dangerous, sure_winners
from hjerterfri.core.cards import JD_BIT, MOON_CARDS, QS_BIT, SUIT_MASKS, Suit
from hjerterfri.core.trick_rules import trick_winner, winning_card

HEARTS_SUIT = int(Suit.HEARTS)


def run_shows(taken: int, tricks: int, won: int) -> bool:
    """A seat that holds every point card taken so far is plainly running for the moon: its
    point cards ``taken`` are many hearts, or Q♠ and some hearts, or it holds Q♠ or two
    hearts and won two thirds of at least four ``tricks`` (``won`` of them). The medium bot
    starts to stop a run here (``TableView.moon_chaser``), and so do the others in a run's
    play-out."""
    hearts = (taken & ~QS_BIT).bit_count()
    queen = bool(taken & QS_BIT)
    if hearts >= 6 or (queen and hearts >= 3):
        return True
    return tricks >= 4 and 3 * won >= 2 * tricks and (queen or hearts >= 2)


def run_alive(won: list[int], runner: int) -> bool:
    """No seat but ``runner`` has taken a point card: its moon is still possible."""
    return not any(cards & MOON_CARDS for seat, cards in enumerate(won) if seat != runner)


def runner_card(hand: int, legal: int, trick: list[int], others: int) -> int:
    """The runner's card: lead a card nobody can beat, from its longest suit, else its
    highest; follow with its highest card over the trick, else its lowest; when void, throw
    its lowest card without points, keeping its winners."""
    if not trick:
        sure = sure_winners(legal, others)
        if not sure:
            return legal.bit_length() - 1
        best, length = -1, -1
        for suit_mask in SUIT_MASKS:
            if sure & suit_mask and (hand & suit_mask).bit_count() > length:
                best, length = (sure & suit_mask).bit_length() - 1, (hand & suit_mask).bit_count()
        return best
    follow = legal & SUIT_MASKS[trick[0] & 3]
    if follow:
        over = follow & above(winning_card(trick))
        return (over or follow & -follow).bit_length() - 1
    pool = legal & ~MOON_CARDS or legal
    return (pool & -pool).bit_length() - 1


def reaction(
    seat: int, hand: int, legal: int, trick: list[int], won: list[int], others: int, runner: int
) -> int:
    """``seat``'s card against ``runner``'s run as a medium plays it, or -1 where the run
    changes nothing for it. ``won`` tells what the runner has taken and in how many tricks
    (every trick adds one card for each seat)."""
    taken = won[runner] & MOON_CARDS
    if not taken:
        return -1
    players = len(won)
    done = sum(cards.bit_count() for cards in won) // players
    runner_tricks = won[runner].bit_count() // players
    chased = run_shows(taken, done, runner_tricks)  # stop it
    suspected = 2 * runner_tricks >= done  # its moon_suspect: keep the top heart
    if not trick:
        mine, theirs = legal & HEARTS, others & HEARTS
        if chased and mine and theirs and mine.bit_length() > theirs.bit_length():
            return mine.bit_length() - 1  # a heart nobody can beat
        return -1
    leader = (seat - len(trick)) % players
    suit = trick[0] & 3
    win = winning_card(trick)
    runner_in_it = trick_winner(trick, leader, players) == runner or (
        runner - leader
    ) % players > len(trick)
    follow = legal & SUIT_MASKS[suit]
    clean = legal & ~MOON_CARDS & ~JD_BIT
    if chased:
        over = follow & above(win)
        if over and any(1 << c & MOON_CARDS for c in trick):
            return over.bit_length() - 1
        if not follow and runner_in_it and clean:
            return most_dangerous(clean, hand, others)
    if not (suspected and runner_in_it):
        return -1
    if suit == HEARTS_SUIT and follow:
        low = (follow & -follow).bit_length() - 1
        return low if (hand & HEARTS).bit_count() >= 2 and low < win else -1
    if follow or not hand & HEARTS or not clean:
        return -1
    return most_dangerous(clean, hand, others)
