"""Why an action is refused, in an English sentence with its ``Reason``.

The checked path of ``Deal`` asks these only once it knows a move is wrong, so the
common case (a legal move) never builds a sentence. Adapters translate by ``Reason``.
"""

from __future__ import annotations

from collections.abc import Sequence

from hjerterfri.core.cards import CARDS, QUEEN_OF_SPADES, SUIT_MASKS, Card, mask_cards
from hjerterfri.core.errors import IllegalMoveError, Reason
from hjerterfri.core.observation import Phase
from hjerterfri.core.rules import PASS_COUNT
from hjerterfri.core.scoring import MOON_CHOICES
from hjerterfri.core.trick_rules import TrickRules

_PHASE_SENTENCES = {
    Phase.PASS: "Cards are being passed; play starts when every seat has passed.",
    Phase.PLAY: "Passing is over; cards are being played.",
    Phase.MOON: "The deal is played out; the shooter is choosing how the moon scores.",
    Phase.DONE: "The deal is over.",
}


def you_hold(mask: int) -> str:
    return " ".join(c.symbol for c in mask_cards(mask))


def duplicate_card(card: Card) -> IllegalMoveError:
    return IllegalMoveError(
        Reason.DUPLICATE_CARD, f"{card.symbol} is chosen twice; pass {PASS_COUNT} different cards."
    )


def wrong_phase(phase: Phase) -> IllegalMoveError:
    return IllegalMoveError(Reason.WRONG_PHASE, _PHASE_SENTENCES[phase])


def play_refusal(
    tr: TrickRules,
    card: Card,
    seat: int | None,
    actor: int,
    hand: int,
    legal: int,
    trick: Sequence[int],
    tricks_done: int,
) -> IllegalMoveError | None:
    """Why ``seat`` may not play ``card`` now (``actor`` is to play, ``legal`` its cards)."""
    if seat is not None and seat != actor:
        return IllegalMoveError(
            Reason.NOT_YOUR_TURN, f"It is seat {actor}'s turn, not seat {seat}'s."
        )
    bit = 1 << card
    if not hand & bit:
        return IllegalMoveError(Reason.NOT_IN_HAND, f"You don't hold {card.symbol}.")
    if legal & bit:
        return None
    if not trick:
        if not tricks_done:
            lowest = tr.rules.lowest_club.symbol
            return IllegalMoveError(
                Reason.MUST_LEAD_LOWEST_CLUB, f"The first trick opens with {lowest}."
            )
        if tr.only_queen_may_lead(legal):
            return IllegalMoveError(
                Reason.HEARTS_NOT_BROKEN,
                f"Hearts are not broken yet: lead {QUEEN_OF_SPADES.symbol}.",
            )
        return IllegalMoveError(
            Reason.HEARTS_NOT_BROKEN, "Hearts are not broken yet: lead another suit."
        )
    lead = CARDS[trick[0]].suit
    if hand & SUIT_MASKS[lead]:
        return IllegalMoveError(
            Reason.MUST_FOLLOW_SUIT,
            f"You must follow suit: you hold {lead.symbol} ({you_hold(legal)}).",
        )
    return IllegalMoveError(Reason.NO_POINTS_ON_FIRST_TRICK, "No hearts or Q♠ in the first trick.")


def checked_pass(
    phase: Phase,
    passes: Sequence[int | None],
    hand_of: Sequence[int],
    seat: int,
    chosen: list[Card],
) -> int:
    """The mask of the cards ``seat`` passes; raises ``IllegalMoveError`` saying what is wrong."""
    n = len(passes)
    if phase is not Phase.PASS:
        raise wrong_phase(phase)
    if not (isinstance(seat, int) and 0 <= seat < n):
        raise IllegalMoveError(
            Reason.NOT_YOUR_TURN, f"There is no seat {seat!r}; seats are 0 to {n - 1}."
        )
    if passes[seat] is not None:
        raise IllegalMoveError(Reason.ALREADY_PASSED, f"Seat {seat} has already passed.")
    mask = 0
    for card in chosen:
        if mask >> card & 1:
            raise duplicate_card(card)
        mask |= 1 << card
    if len(chosen) != PASS_COUNT:
        raise IllegalMoveError(
            Reason.WRONG_PASS_COUNT, f"Pass exactly {PASS_COUNT} cards; {len(chosen)} chosen."
        )
    missing = mask & ~hand_of[seat]
    if missing:
        raise IllegalMoveError(Reason.NOT_IN_HAND, f"You don't hold {you_hold(missing)}.")
    return mask


def checked_moon_choice(phase: Phase, shooter: int | None, seat: int | None, choice: object) -> str:
    """The moon choice ``choice`` names, if ``seat`` (None: whoever is to) may make it now;
    else ``IllegalMoveError``."""
    value = getattr(choice, "value", choice)  # a MoonRule, or its value
    if phase is not Phase.MOON:
        raise IllegalMoveError(Reason.NO_MOON, "There is no moon to score now.")
    if seat is not None and seat != shooter:
        raise IllegalMoveError(
            Reason.NOT_YOUR_TURN,
            f"Seat {shooter} shot the moon and chooses how it scores, not seat {seat}.",
        )
    if value not in MOON_CHOICES:
        raise IllegalMoveError(
            Reason.NO_MOON,
            f"{choice!r} is no moon choice; choose {' or '.join(map(repr, MOON_CHOICES))}.",
        )
    assert isinstance(value, str)
    return value
