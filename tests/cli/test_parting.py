"""``hjerterfri parting``: the worth of each place where one bot parts from another, and its
refusals, each one line naming what is wrong."""

from __future__ import annotations

from tests.cli.test_refusals import refused, run


def test_parting_prints_the_worth_by_kind_trick_and_lesson() -> None:
    result = run("parting", "--bot", "easy", "--reference", "medium", "--deals", "4", "--seed", "2")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "easy against medium, 4 deals, seed 2: easy's partings are worth" in text
    assert "(95 %; negative = easy better)" in text
    for part in ("by kind of decision", "by trick", "by the hint's lesson", "lead, trick 2"):
        assert part in text


def test_parting_refuses_an_unknown_bot_and_a_bot_against_itself() -> None:
    refused(run("parting", "--bot", "nobody"), "--bot", "there is no bot 'nobody'; choose one of")
    refused(
        run("parting", "--bot", "medium", "--reference", "medium"),
        "--reference",
        "both are medium, so they never part",
    )
    refused(run("parting", "--deals", "0"), "--deals", "")
    refused(run("parting", "--players", "7"), "--players", "")


def test_one_deal_shows_no_interval_rather_than_an_infinite_one() -> None:
    result = run("parting", "--bot", "easy", "--reference", "medium", "--deals", "1", "--seed", "2")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "easy against medium, 1 deal, seed 2:" in text and "± n/a points a deal" in text
    assert "inf" not in result.output
