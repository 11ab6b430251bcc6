"""Final scoring (docs/rules/paladins.md §2.7): one pure function per category, hand-computed."""

from __future__ import annotations

import pytest

from tabletop_lib.games.paladins import scoring

from .scenarios import C, controlled, give, new_state, play_random_until


@pytest.mark.parametrize(
    ("level", "points"),
    [
        (0, 0),
        (1, 0),
        (2, 1),
        (3, 1),
        (4, 3),
        (5, 3),
        (6, 6),
        (7, 6),
        (8, 9),
        (9, 11),
        (10, 13),
        (11, 16),
        (12, 20),
        (15, 20),
    ],
)
def test_PA_score_attributes(level: int, points: int) -> None:
    assert scoring.attribute_points(level) == points


def test_attribute_points_rejects_negative_levels() -> None:
    with pytest.raises(ValueError):
        scoring.attribute_points(-1)


@pytest.mark.parametrize(
    ("done", "points"),
    [([0, 0, 0], 0), ([5, 0, 0], 4), ([4, 5, 0], 6), ([5, 5, 5], 18), ([9, 0, 7], 12)],
)
def test_PA_score_kings_orders(done: list[int], points: int) -> None:
    assert scoring.kings_orders_points(done) == points
    assert scoring.kings_orders_points(done, values=(1, 2, 3), threshold=4) == sum(
        v for d, v in zip(done, (1, 2, 3), strict=True) if d >= 4
    )


@pytest.mark.parametrize(("moved", "points"), [(0, 0), (5, 0), (6, 1), (7, 3), (8, 6)])
def test_PA_score_develop(moved: int, points: int) -> None:
    assert scoring.develop_points(moved) == points


@pytest.mark.parametrize(
    ("unpaid", "paid", "points"), [(0, 0, 0), (2, 0, -6), (1, 3, 0), (0, 4, 4)]
)
def test_PA_score_debts(unpaid: int, paid: int, points: int) -> None:
    assert scoring.debt_points(unpaid, paid) == points


@pytest.mark.parametrize(
    ("silver", "provisions", "points"), [(0, 0, 0), (2, 0, 0), (2, 1, 1), (7, 7, 4), (9, 0, 3)]
)
def test_PA_score_resources(silver: int, provisions: int, points: int) -> None:
    assert scoring.resources_points(silver, provisions) == points


@pytest.mark.parametrize(("monks", "points"), [(0, 0), (4, 0), (5, 2), (6, 5), (7, 9)])
def test_PA_score_commission(monks: int, points: int) -> None:
    assert scoring.commission_points(monks) == points


@pytest.mark.parametrize(("outposts", "points"), [(1, 0), (4, 0), (5, 2), (6, 5), (7, 9)])
def test_PA_score_garrison(outposts: int, points: int) -> None:
    assert scoring.garrison_points(outposts) == points


@pytest.mark.parametrize(("jars", "points"), [(0, 0), (4, 0), (5, 1), (6, 3), (7, 6)])
def test_PA_score_absolve(jars: int, points: int) -> None:
    assert scoring.absolve_points(jars) == points


@pytest.mark.parametrize(
    ("walls", "printed", "points"), [(0, 0, 0), (3, 2, 2), (5, 0, 1), (6, 3, 6), (7, 4, 10)]
)
def test_PA_score_fortify(walls: int, printed: int, points: int) -> None:
    assert scoring.fortify_points(walls, printed) == points


@pytest.mark.parametrize(
    ("conditions", "points"),
    [([], 0), ([(5, 2, 1)], 2), ([(9, 4, 1), (3, 1, 2)], 2 + 6), ([(2, 1, 1), (2, 1, 1)], 4)],
)
def test_PA_score_convert(conditions: list[tuple[int, int, int]], points: int) -> None:
    assert scoring.convert_points(conditions) == points


def test_scoring_functions_reject_bad_input() -> None:
    with pytest.raises(ValueError):
        scoring.debt_points(-1, 0)
    with pytest.raises(ValueError):
        scoring.resources_points(0, -2)
    with pytest.raises(ValueError):
        scoring.convert_points([(1, 0, 1)])
    with pytest.raises(ValueError):
        scoring.fortify_points(1, -1)


def test_state_points_use_every_category() -> None:
    s = controlled(2)
    p = s.current
    give(s, faith=8, strength=5, influence=12, silver=7, provisions=2, unpaid=1, paid=2)
    s.monk_at[p] = 0b11111
    s.outpost_at[p] = 0b111111 << 20
    s.jars[p] = 0b1111111
    s.walls[p] = 0b11 << 4  # wall-05 and wall-06: 2 printed points each
    for sp in (C.COMMISSION, C.FORTIFY, C.GARRISON):
        s.workshops[p * 12 + sp] = 2
    points = dict(zip(C.CATEGORIES, s.points()[p], strict=True))
    assert points == {
        "king's orders": points["king's orders"],
        "faith": 9,
        "influence": 20,
        "strength": 3,
        "develop": 1,
        "debts": -3 + 2,
        "silver and provisions": 3,
        "commission": 2,
        "garrison": 5,
        "absolve": 6,
        "fortify": 0 + 4,
        "convert": 0,
    }
    assert sum(points.values()) == s.scores()[p]


def test_PA_score_tie_break() -> None:
    s = play_random_until(new_state(2, seed=2), lambda st: st.is_terminal())
    s.final = [0] * 24
    s.silver, s.provisions = [1, 3], [1, 0]
    assert s.winners() == [1], "tied on points: more silver and provisions left"
    s.silver = [2, 2]
    s.provisions = [1, 1]
    assert s.winners() == [0, 1], "still tied: shared"
    shared = play_random_until(
        new_state(2, seed=2, tie_break="shared"), lambda st: st.is_terminal()
    )
    shared.final = [0] * 24
    shared.silver = [9, 0]
    assert shared.winners() == [0, 1]


def test_score_breakdown_sums_to_scores() -> None:
    s = play_random_until(new_state(4, seed=6), lambda st: st.is_terminal())
    totals = [0] * 4
    for row in s.score_breakdown():
        totals[row["player"]] += row["points"]  # type: ignore[index,operator]
    assert totals == s.scores()
