"""Cards as small ints and sets of cards as 52-bit masks, with their text forms.

A card is ``rank * 4 + suit`` (ranks 2..A as 0..12, suits C < D < H < S as 0..3), the
same numbering as OpenSpiel's Hearts, so a set of cards is one int and set operations
are single machine instructions.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator, Set
from typing import Final

from hjerterfri.core.errors import InvalidCardError

RANK_CHARS: Final = "23456789TJQKA"
# As printed on a card: a ten reads 10, in every sentence a player sees.
RANK_SYMBOLS: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_CHARS: Final = "CDHS"
SUIT_SYMBOLS: Final = "♣♦♥♠"
_SUIT_ALIASES: Final = {
    "C": 0,
    "D": 1,
    "H": 2,
    "S": 3,
    "♣": 0,
    "♦": 1,
    "♥": 2,
    "♠": 3,
    "♧": 0,
    "♢": 1,
    "♡": 2,
    "♤": 3,
}


class Suit(enum.IntEnum):
    """A suit; suits have no order of strength in Hjerterfri, only this numbering."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return SUIT_CHARS[self]

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        try:
            return cls(_SUIT_ALIASES[text.strip().upper()])
        except KeyError:
            raise InvalidCardError(f"{text!r} is not a suit; use C, D, H, S or ♣ ♦ ♥ ♠") from None


class Card(int):
    """One card, an int 0..51. ``Card("QS")`` parses; ``str(card)`` is ``"QS"``."""

    __slots__ = ()

    def __new__(cls, value: int | str) -> Card:
        if isinstance(value, str):
            return parse_card(value)
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 52:
            return CARDS[value]
        raise InvalidCardError(f"{value!r} is not a card number; cards are 0 to 51")

    @property
    def rank(self) -> int:
        """0 for a two up to 12 for an ace."""
        return int(self) >> 2

    @property
    def suit(self) -> Suit:
        return Suit(int(self) & 3)

    @property
    def symbol(self) -> str:
        """``Q♠``, ``10♦``: the form people read."""
        return RANK_SYMBOLS[int(self) >> 2] + SUIT_SYMBOLS[int(self) & 3]

    @property
    def bit(self) -> int:
        return 1 << int(self)

    def __str__(self) -> str:
        return RANK_CHARS[int(self) >> 2] + SUIT_CHARS[int(self) & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def _make_card(number: int) -> Card:
    return int.__new__(Card, number)


CARDS: Final[tuple[Card, ...]] = tuple(_make_card(i) for i in range(52))
_BY_TEXT: Final[dict[str, Card]] = {}
for _c in CARDS:
    for _rank in (RANK_CHARS[_c >> 2], "10") if _c >> 2 == 8 else (RANK_CHARS[_c >> 2],):
        for _suit, _number in _SUIT_ALIASES.items():
            if _number == _c & 3:
                _BY_TEXT[_rank + _suit] = _c


def parse_card(text: str) -> Card:
    """Read ``QS``, ``qs``, ``TD``, ``10D`` or ``Q♠``; anything else raises, quoting the input."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise InvalidCardError(f"{text!r} is not a card; write a card like 'QS', '10D' or 'Q♠'")
    card = _BY_TEXT.get(text.strip().upper())
    if card is None:
        raise InvalidCardError(
            f"{text!r} is not a card; write rank then suit, like 'QS', '10D', 'TD' or 'Q♠' "
            f"(ranks 2-10, J, Q, K, A; suits C, D, H, S)"
        )
    return card


CardLike = Card | str | int


def to_card(value: CardLike) -> Card:
    """A card from a ``Card``, its text, or its number."""
    if isinstance(value, str):
        return parse_card(value)
    return Card(value)


FULL_MASK: Final = (1 << 52) - 1
SUIT_MASKS: Final[tuple[int, int, int, int]] = tuple(  # type: ignore[assignment]
    sum(1 << (r * 4 + s) for r in range(13)) for s in range(4)
)
HEARTS_MASK: Final = SUIT_MASKS[Suit.HEARTS]
# The order of suits in a shown hand: clubs, diamonds, spades, hearts (colours alternate).
HAND_ORDER: Final = (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES, Suit.HEARTS)
QUEEN_OF_SPADES: Final = CARDS[10 * 4 + 3]
JACK_OF_DIAMONDS: Final = CARDS[9 * 4 + 1]
QS_BIT: Final = 1 << QUEEN_OF_SPADES
MOON_CARDS: Final = HEARTS_MASK | QS_BIT  # the point cards: a moon takes them all
JD_BIT: Final = 1 << JACK_OF_DIAMONDS


def _byte_tables() -> tuple[tuple[tuple[Card, ...], ...], ...]:
    """For each byte of a mask and each value of it, the cards those bits stand for."""
    return tuple(
        tuple(
            tuple(CARDS[offset + bit] for bit in range(8) if value >> bit & 1 and offset + bit < 52)
            for value in range(256)
        )
        for offset in range(0, 56, 8)
    )


_B0, _B1, _B2, _B3, _B4, _B5, _B6 = _byte_tables()


def mask_cards(mask: int) -> list[Card]:
    """The cards of a mask, lowest number first (a table look-up per byte: hands are hot).

    The mask's seven bytes are taken in one call and the look-ups written out: half the
    time of shifting the mask a byte at a time in a loop, two thirds of shifting it for
    each look-up written out.
    """
    b0, b1, b2, b3, b4, b5, b6 = mask.to_bytes(7, "little")
    return [*_B0[b0], *_B1[b1], *_B2[b2], *_B3[b3], *_B4[b4], *_B5[b5], *_B6[b6]]


class CardSet(Set[Card]):
    """An immutable set of cards stored as a 52-bit mask; ``int(s)`` is the mask.

    Iterates in card order (by rank, then suit); ``sorted_by_suit()`` gives the order a
    hand is shown in.
    """

    __slots__ = ("mask",)
    mask: int

    def __init__(self, cards: int | Iterable[CardLike] = 0) -> None:
        if isinstance(cards, int):
            if not 0 <= cards <= FULL_MASK:
                raise InvalidCardError(f"{cards:#x} is not a 52-bit card mask")
            self.mask = cards
        else:
            if isinstance(cards, str):
                cards = cards.replace(",", " ").split()
            mask = 0
            for value in cards:
                mask |= 1 << to_card(value)
            self.mask = mask

    @classmethod
    def from_mask(cls, mask: int) -> CardSet:
        out = object.__new__(cls)
        out.mask = mask
        return out

    def __contains__(self, card: object) -> bool:
        if isinstance(card, str):
            try:
                card = parse_card(card)
            except InvalidCardError:
                return False
        if isinstance(card, int) and 0 <= card < 52:
            return bool(self.mask >> card & 1)
        return False

    def __iter__(self) -> Iterator[Card]:
        return iter(mask_cards(self.mask))

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __int__(self) -> int:
        return self.mask

    def __index__(self) -> int:
        return self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CardSet):
            return self.mask == other.mask
        if isinstance(other, Set):
            return len(self) == len(other) and all(c in self for c in other)
        return NotImplemented

    def __or__(self, other: object) -> CardSet:
        return CardSet.from_mask(self.mask | _mask_of(other))

    def __and__(self, other: object) -> CardSet:
        return CardSet.from_mask(self.mask & _mask_of(other))

    def __sub__(self, other: object) -> CardSet:
        return CardSet.from_mask(self.mask & ~_mask_of(other))

    def __xor__(self, other: object) -> CardSet:
        return CardSet.from_mask(self.mask ^ _mask_of(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __le__(self, other: object) -> bool:
        return self.mask & ~_mask_of(other) == 0

    def __ge__(self, other: object) -> bool:
        return _mask_of(other) & ~self.mask == 0

    def __lt__(self, other: object) -> bool:
        return self <= other and self.mask != _mask_of(other)

    def __gt__(self, other: object) -> bool:
        return self >= other and self.mask != _mask_of(other)

    def suit(self, suit: Suit | int) -> CardSet:
        """The cards of one suit."""
        return CardSet.from_mask(self.mask & SUIT_MASKS[suit])

    def sorted_by_suit(self) -> list[Card]:
        """Clubs, diamonds, spades, hearts — alternating colours — each low to high."""
        return [c for s in HAND_ORDER for c in mask_cards(self.mask & SUIT_MASKS[s])]

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.sorted_by_suit())

    def __repr__(self) -> str:
        return f"CardSet({str(self)!r})"


def _mask_of(other: object) -> int:
    if isinstance(other, CardSet):
        return other.mask
    if isinstance(other, Iterable):
        return CardSet(other).mask
    raise TypeError(f"expected a CardSet or cards, got {other!r}")


def parse_cards(cards: Iterable[CardLike] | str) -> list[Card]:
    """Cards from a list of texts or numbers, or one space-separated string; order kept."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    return [to_card(c) for c in cards]
