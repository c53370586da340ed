"""The one check of a language, used by the page, the terminal and every command."""

from __future__ import annotations

import pytest

from hjerterfri.core.errors import UnknownChoiceError
from hjerterfri.i18n import LANGUAGES, check_language


def test_every_language_of_the_game_passes_the_check() -> None:
    assert [check_language(code) for code in LANGUAGES] == list(LANGUAGES)


def test_an_unknown_language_is_refused_naming_the_languages() -> None:
    with pytest.raises(UnknownChoiceError) as info:
        check_language("fr")
    assert info.value.code == "unknown_language"
    assert str(info.value) == "there is no language 'fr'; choose one of da, nb, sv, en"


def test_a_huge_name_is_quoted_only_in_part() -> None:
    with pytest.raises(UnknownChoiceError) as info:
        check_language("x" * 10_000)
    assert len(str(info.value)) < 120
