"""The sentence helpers behind ``State.describe_action`` and the legal verdicts."""

from __future__ import annotations

from tabletop_lib.core.words import (
    and_list,
    clause,
    count,
    may,
    ordinal,
    phase_words,
    register_labels,
    third_person,
)


def test_a_legal_verdict_says_the_description_about_the_player() -> None:
    assert may("Player 3", "Choose the Princess's military support") == (
        "Player 3 may choose the Princess's military support"
    )
    assert may("Player 0", "Move your knight 4 spaces clockwise (you have 2 apples)") == (
        "Player 0 may move their knight 4 spaces clockwise (they have 2 apples)"
    )


def test_only_whole_pronouns_change() -> None:
    assert third_person("Youghal is yours; you keep your disc") == (
        "Youghal is theirs; they keep their disc"
    )


def test_a_name_at_the_start_keeps_its_capital() -> None:
    assert clause("Take a coin") == "take a coin"
    assert clause("AB roads") == "AB roads"


def test_counts_lists_and_ordinals() -> None:
    assert count(1, "coin") == "1 coin"
    assert count(3, "henchman", "henchmen") == "3 henchmen"
    assert and_list([]) == ""
    assert and_list(["a"]) == "a"
    assert and_list(["a", "b", "c"], "or") == "a, b or c"
    assert [ordinal(n) for n in (1, 3, 8, 11, 22)] == ["first", "third", "8th", "11th", "22nd"]


def test_a_phase_reads_in_the_games_words() -> None:
    register_labels("phase-words-test", "phase", {"harvest": "Harvest", "sow": "Sowing"})
    assert phase_words("phase-words-test", "sow") == "Sowing"
    # "period: step": the period's label, the step as the engine writes it (proper nouns kept)
    assert phase_words("phase-words-test", "harvest: feed a Worker") == "Harvest: feed a Worker"
    assert phase_words("phase-words-test", "market: sell") == "market: sell"  # no label
