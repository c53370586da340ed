"""Every sentence a bot gives as the reason for its advice, in English, for the translators.

Placeholders, filled with ``str.format``:
``{card}`` the advised card and ``{winner}`` the card winning the trick, both as symbols
(``Q♠``); ``{cards}`` the cards to pass, as symbols separated by spaces; ``{suit}`` a suit
symbol (``♣``); ``{seat}`` a seat number (0-based, as the table shows it).
"""

from typing import Final

ONLY_CARD: Final = "{card} is the only card you may play."
DROP_QUEEN_UNDER: Final = "Drop {card} under {winner}: whoever plays {winner} takes the queen."
WIN_CLEAN_LAST: Final = (
    "You play last and the trick holds no points: win it with {card} and get rid of a high card."
)
DUCK: Final = "Play {card}: it stays under {winner}, so you don't take the trick."
WIN_HIGH: Final = (
    "You cannot stay under {winner}: win with your highest card, {card}, and keep your low ones."
)
WIN_LOW_SPADE: Final = (
    "You cannot stay under {winner} while the queen of spades is out: play your lowest spade, "
    "{card}, so that someone else may overtake."
)
DUMP_QUEEN: Final = "You cannot follow suit: get rid of {card} on this trick."
DUMP_HIGH_SPADE: Final = (
    "You cannot follow suit: get rid of {card} while the queen of spades is still out."
)
DUMP_HEART: Final = "You cannot follow suit: throw away your highest heart, {card}."
DUMP_HIGH: Final = "You cannot follow suit: throw away {card}, your most dangerous card."
STOP_MOON_TAKE: Final = (
    "Seat {seat} may be shooting the moon: take this trick with {card} to stop it."
)
STOP_MOON_KEEP: Final = (
    "Seat {seat} may be shooting the moon: don't give them points; discard {card} instead."
)
STOP_MOON_LEAD: Final = (
    "Seat {seat} may be shooting the moon: lead {card}, a heart nobody can beat, to stop it."
)
STOP_MOON_KEEP_LEAD: Final = (
    "Seat {seat} may be shooting the moon: lead {card}, which they cannot win, and keep the "
    "lead from them."
)
GUARD_MOON: Final = (
    "Seat {seat} has taken every point so far: play {card} and keep your high hearts "
    "to stop a moon."
)
SHOOT_MOON: Final = "You can shoot the moon: take the trick with {card}."
TAKE_JACK: Final = "Take the jack of diamonds with {card}: it is worth −10 points."
LEAD_FLUSH_QUEEN: Final = "Lead {card}, a low spade, to force out the queen of spades."
LEAD_LOW: Final = "Lead {card}: a low card that the others are likely to beat."
LEAD_SHORT: Final = "Lead {card} from your short suit, to get void in it."
PASS_QUEEN: Final = (
    "Pass {cards}: the queen of spades and the spades that catch her are too dangerous."
)
PASS_VOID: Final = "Pass {cards} to get void in {suit}, so you can discard points later."
PASS_HIGH: Final = "Pass {cards}: your highest, most dangerous cards."
PASS_MOON: Final = "Pass {cards}: keep your strong cards and try to shoot the moon."
MOON_ADD_OTHERS: Final = "Give every other player 26 points: you stay in the lead."
MOON_SUBTRACT_SELF: Final = (
    "Take 26 points off your own score: adding 26 to the others would not help you win."
)
SEARCH_BEST: Final = "Play {card}: it did best when the rest of the deal was played out."
SEARCH_MOON: Final = (
    "Play {card} and go for the moon: that did best when the rest of the deal was played out."
)

ALL: Final[tuple[str, ...]] = tuple(
    value for name, value in dict(globals()).items() if name.isupper() and isinstance(value, str)
)
