"""The pure scoring functions (manual p. 10-12) with the manual's worked examples."""

from __future__ import annotations

import pytest

from tabletop_lib.games.merlin.scoring import (
    apple_points,
    excalibur_points,
    henchmen_points,
    influence_points,
    leftover_points,
    repel_traitors,
    staff_points,
    territory_points,
    traitor_points,
)

BLUE, YELLOW, RED, GREEN = range(4)


def test_ME_scoring_surroundings__manual_example_sole_owners() -> None:
    """p. 11: blue and green are alone in their territories: 2 VP for blue, 1 VP for green."""
    assert territory_points(2, {BLUE: 1, YELLOW: 0, RED: 0, GREEN: 0})[BLUE] == 2
    assert territory_points(1, {BLUE: 0, YELLOW: 0, RED: 0, GREEN: 1})[GREEN] == 1


@pytest.mark.parametrize("forest_tiles", [4, 5])
def test_ME_scoring_surroundings__manual_example_shared_forest(forest_tiles: int) -> None:
    """p. 11: red and yellow each have one manor in the forest and share: 2 VP each (the
    forest has 4 or 5 tiles; the share is rounded down)."""
    points = territory_points(forest_tiles, {BLUE: 0, YELLOW: 1, RED: 1, GREEN: 0})
    assert points == {BLUE: 0, YELLOW: 2, RED: 2, GREEN: 0}


def test_ME_scoring_surroundings__most_manors_takes_all_and_empty_scores_nothing() -> None:
    assert territory_points(6, [2, 1, 0]) == {0: 6, 1: 0, 2: 0}
    assert territory_points(6, [0, 0, 0]) == {0: 0, 1: 0, 2: 0}
    assert territory_points(7, [1, 1, 1]) == {0: 2, 1: 2, 2: 2}
    with pytest.raises(ValueError):
        territory_points(-1, [1])


def test_ME_scoring_influence__manual_example_majority() -> None:
    """p. 11: red has the most influence and scores every marker there: 6 VP."""
    assert influence_points({RED: 3, BLUE: 2, GREEN: 1, YELLOW: 0})[RED] == 6
    assert influence_points({RED: 3, BLUE: 2, GREEN: 1, YELLOW: 0})[BLUE] == 0


def test_ME_scoring_influence__manual_example_three_way_tie() -> None:
    """p. 11: yellow, blue and red have one marker each in black: 1 VP each (3 / 3)."""
    assert influence_points({YELLOW: 1, BLUE: 1, RED: 1, GREEN: 0}) == {
        YELLOW: 1,
        BLUE: 1,
        RED: 1,
        GREEN: 0,
    }


def test_ME_scoring_influence_grail__manual_example() -> None:
    """p. 11: yellow places the Grail in orange, wins the tie and scores 4 instead of 2."""
    markers = {YELLOW: 2, RED: 2, BLUE: 0, GREEN: 0}
    assert influence_points(markers) == {YELLOW: 2, RED: 2, BLUE: 0, GREEN: 0}
    assert influence_points(markers, grail_holder=YELLOW) == {YELLOW: 4, RED: 0, BLUE: 0, GREEN: 0}


def test_ME_scoring_influence_grail__only_breaks_a_tie_for_the_most() -> None:
    assert influence_points({0: 3, 1: 1, 2: 1}, grail_holder=1) == {0: 5, 1: 0, 2: 0}
    assert influence_points({0: 2, 1: 2, 2: 1}, grail_holder=2) == {0: 2, 1: 2, 2: 0}
    assert influence_points({0: 0, 1: 0}, grail_holder=0) == {0: 0, 1: 0}


def test_ME_scoring_influence__ties_round_down() -> None:
    assert influence_points([2, 2, 1]) == {0: 2, 1: 2, 2: 0}


def test_ME_scoring_traitors_repel__manual_example() -> None:
    """p. 10: yellow repels only two traitors with shields; the blue one stays: -3."""
    # colours: black, grey, blue, purple, orange, brown
    traitors = [1, 0, 1, 0, 1, 0]
    shields = [1, 0, 0, 0, 2, 0]
    spent, left = repel_traitors(traitors, shields)
    assert spent == [1, 0, 0, 0, 1, 0]
    assert left == 1
    assert traitor_points({YELLOW: left}, {YELLOW: 12}) == {YELLOW: -3}


def test_ME_scoring_traitors_repel__one_shield_per_traitor() -> None:
    """p. 10 Nota: several traitors of one colour need one shield each."""
    spent, left = repel_traitors([3, 0, 0, 0, 0, 0], [2, 0, 0, 0, 0, 0])
    assert (spent[0], left) == (2, 1)


def test_ME_scoring_score_floor() -> None:
    """p. 10: a player cannot go below zero points."""
    assert traitor_points({0: 3, 1: 2}, {0: 4, 1: 20}) == {0: -4, 1: -6}
    assert traitor_points({0: 1}, {0: 0}) == {0: 0}


def test_ME_scoring_traitors_excalibur() -> None:
    """p. 10: Excalibur's holder who repelled every traitor scores 3 more."""
    assert excalibur_points({0: 0, 1: 0}, holder=0) == {0: 3, 1: 0}
    assert excalibur_points({0: 1, 1: 0}, holder=0) == {0: 0, 1: 0}
    assert excalibur_points({0: 0}, holder=None) == {0: 0}


def test_ME_scoring_henchmen__example_4_3_3_1() -> None:
    """p. 11 (the example whose caption the extraction kept: green 4, blue 3, red 3, yellow 1,
    read as henchmen on the board): a point per placed henchman."""
    assert henchmen_points({GREEN: 4, BLUE: 3, RED: 3, YELLOW: 1}) == {
        GREEN: 4,
        BLUE: 3,
        RED: 3,
        YELLOW: 1,
    }


def test_ME_final_leftovers__manual_example() -> None:
    """p. 12: yellow's 5 leftovers (2 flags, 2 materials, 1 shield) are worth 1 point."""
    assert leftover_points({YELLOW: 2 + 2 + 1}) == {YELLOW: 1}
    assert leftover_points([0, 2, 3, 8]) == {0: 0, 1: 0, 2: 1, 3: 2}


def test_ME_final_apples_and_ME_final_staffs() -> None:
    """p. 12: an apple is worth 1 point, a staff 2."""
    assert apple_points([0, 3]) == {0: 0, 1: 3}
    assert staff_points([3, 1]) == {0: 6, 1: 2}
