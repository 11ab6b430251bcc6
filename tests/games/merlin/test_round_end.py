"""The end of a round (manual p. 10-12): the scorings after rounds 2, 4 and 6 in their four
categories, the next round's preparation and the end of the game."""

from __future__ import annotations

from .scenarios import (
    C,
    act,
    bare_table,
    category,
    event_rules,
    events_since,
    give,
    held,
    influence,
    legal_strs,
    new_state,
    place,
    run_scoring,
    set_influence,
    set_layout,
    set_traitors,
    supply,
    tile,
    traitors,
)

HALVES = ["lake"] * 12 + ["forest"] * 12


def scoring_rules(s: object, n: int) -> list[str]:
    return [r for r in event_rules(events_since(s, n)) if r.startswith("ME.scoring")]  # type: ignore[arg-type]


def test_ME_round_end__no_scoring_after_odd_rounds() -> None:
    s = bare_table(new_state(4))
    set_traitors(s, 0, ["blue"])
    n = len(s.events())
    run_scoring(s, 1)
    assert not scoring_rules(s, n) and s.round == 2 and traitors(s, 0) == {"blue": 1}


def test_ME_scoring_order() -> None:
    """p. 10-11: traitors, surroundings, influence, henchmen."""
    s = bare_table(new_state(4))
    set_layout(s, HALVES)
    set_traitors(s, 0, ["blue"])
    s.manors[1] = 1 << tile(s, "r0c0")
    set_influence(s, 2, "grey", 1)
    place(s, 3, "builder", "grey")
    n = len(s.events())
    run_scoring(s, 2)
    firsts = []
    for rule in scoring_rules(s, n):
        step = rule.split(".")[2]
        if step not in firsts and step in ("traitors", "surroundings", "influence", "henchmen"):
            firsts.append(step)
    assert firsts == ["traitors", "surroundings", "influence", "henchmen"]
    assert scoring_rules(s, n)[0] == "ME.scoring.order"


def test_ME_scoring_traitors_repel_and_ME_scoring_traitors_penalty__manual_example() -> None:
    """p. 10: yellow repels two traitors with shields; the blue one stays: -3 points."""
    s = bare_table(new_state(4))
    s.score[1] = 10
    s.points[1 * len(s.game.ruleset.categories)] = 10
    set_traitors(s, 1, ["black", "orange", "blue"])
    give(s, 1, "shield", "black")
    give(s, 1, "shield", "orange", 2)
    n = len(s.events())
    run_scoring(s, 2)
    assert s.score[1] == 7 and category(s, 1, "traitors") == -3
    assert held(s, 1, "shield", "black") == 0 and held(s, 1, "shield", "orange") == 1
    assert supply(s, "shield", "black") == 6
    rules = scoring_rules(s, n)
    assert "ME.scoring.traitors.repel" in rules and "ME.scoring.traitors.penalty" in rules


def test_ME_scoring_score_floor() -> None:
    s = bare_table(new_state(4))
    s.score[0] = 4
    s.points[0] = 4
    set_traitors(s, 0, ["blue", "blue", "grey"])
    n = len(s.events())
    run_scoring(s, 2)
    assert s.score[0] == 0 and category(s, 0, "traitors") == -4
    assert "ME.scoring.score-floor" in scoring_rules(s, n)


def test_ME_scoring_traitors_discard_and_ME_scoring_traitors_new() -> None:
    """p. 10: every traitor is discarded, repelled or not; then 3 new traitors each."""
    s = bare_table(new_state(4))
    for p in range(4):
        set_traitors(s, p, ["purple"])
    deck = len(s.traitor_deck)
    run_scoring(s, 2)
    assert all(sum(s.traitors[p * 6 : p * 6 + 6]) == 3 for p in range(4))
    assert len(s.traitor_discard) == 4 and len(s.traitor_deck) == deck - 12
    rules = event_rules(s.events())
    assert "ME.scoring.traitors.discard" in rules
    assert rules.count("ME.scoring.traitors.new") == 4


def test_ME_scoring_traitors_reshuffle() -> None:
    """p. 10 (b): when the piles run out, the discards make new piles."""
    s = bare_table(new_state(4))
    s.traitor_discard.extend(s.traitor_deck[2:])
    del s.traitor_deck[2:]
    n = len(s.events())
    run_scoring(s, 4)
    assert "ME.scoring.traitors.reshuffle" in scoring_rules(s, n)
    assert all(sum(s.traitors[p * 6 : p * 6 + 6]) == 3 for p in range(4))
    assert len(s.traitor_deck) + len(s.traitor_discard) + 12 == 24


def test_ME_scoring_traitors_excalibur() -> None:
    """p. 10: Excalibur's holder who repelled all their traitors scores 3 more.
    [choice] With no traitor left at all, the bonus is scored too."""
    s = bare_table(new_state(4))
    s.excalibur = 2
    set_traitors(s, 2, ["grey"])
    give(s, 2, "shield", "grey")
    run_scoring(s, 2)
    assert category(s, 2, "excalibur") == 3
    s = bare_table(new_state(4))
    s.excalibur = 2
    run_scoring(s, 2)
    assert category(s, 2, "excalibur") == 3
    s = bare_table(new_state(4))
    s.excalibur = 2
    set_traitors(s, 2, ["grey"])
    run_scoring(s, 2)
    assert category(s, 2, "excalibur") == 0


def test_ME_scoring_surroundings() -> None:
    """p. 11: the most manors in a territory scores its tile count; ties share, rounded down."""
    s = bare_table(new_state(4))
    set_layout(s, HALVES)  # rows 0-1 one lake territory, rows 2-3 one forest territory
    assert len(s.territories) == 2
    s.manors[0] = (1 << tile(s, "r0c0")) | (1 << tile(s, "r1c3"))
    s.manors[1] = (1 << tile(s, "r0c5")) | (1 << tile(s, "r2c0"))
    s.manors[2] = 1 << tile(s, "r3c3")
    run_scoring(s, 2)
    assert [category(s, p, "surroundings") for p in range(4)] == [12, 6, 6, 0]


def test_ME_scoring_influence_and_ME_scoring_influence_return() -> None:
    """p. 11: the most markers scores all markers there; then everyone keeps one there."""
    s = bare_table(new_state(4))
    set_influence(s, 0, "blue", 3)
    set_influence(s, 1, "blue", 2)
    set_influence(s, 2, "blue", 1)
    set_influence(s, 3, "orange", 1)
    n = len(s.events())
    run_scoring(s, 2)
    assert [category(s, p, "influence") for p in range(4)] == [6, 0, 0, 1]
    assert [influence(s, p, "blue") for p in range(3)] == [1, 1, 1]
    assert s.castle_influence[0] == 6 and s.castle_influence[1] == 6
    assert "ME.scoring.influence.return" in scoring_rules(s, n)


def test_ME_scoring_influence_grail__the_holder_decides() -> None:
    """p. 11: the Grail breaks a tie in its holder's favour, once per scoring."""
    s = bare_table(new_state(4))
    s.grail = 1
    set_influence(s, 1, "grey", 2)
    set_influence(s, 3, "grey", 2)
    set_influence(s, 1, "orange", 1)
    set_influence(s, 2, "orange", 1)
    run_scoring(s, 2)
    assert s.stage == C.GRAIL and s.current_player() == 1
    assert legal_strs(s) == ["use-grail", "keep-grail"]
    act(s, "use-grail")
    # Grey: 4 points to the Grail's holder; orange later: the Grail is already used.
    assert category(s, 1, "influence") == 4 + 1
    assert category(s, 3, "influence") == 0 and category(s, 2, "influence") == 1
    assert s.stage == C.CHOOSE_DIE and s.round == 3


def test_ME_scoring_influence_grail__kept_for_a_later_tie() -> None:
    s = bare_table(new_state(4))
    s.grail = 1
    set_influence(s, 1, "grey", 1)
    set_influence(s, 3, "grey", 1)
    set_influence(s, 1, "orange", 3)
    set_influence(s, 2, "orange", 3)
    run_scoring(s, 2)
    act(s, "keep-grail")
    assert s.stage == C.GRAIL
    act(s, "use-grail")
    assert category(s, 1, "influence") == 1 + 6
    assert category(s, 2, "influence") == 0 and category(s, 3, "influence") == 1


def test_ME_scoring_henchmen() -> None:
    """p. 11: a point per henchman in a principality; those at home score nothing."""
    s = bare_table(new_state(4))
    for h in ("builder", "flag-bearer", "shield-bearer", "lady-in-waiting"):
        place(s, 0, h, "brown")
    place(s, 2, "builder", "black")
    run_scoring(s, 2)
    assert [category(s, p, "henchmen") for p in range(4)] == [4, 0, 1, 0]


def test_ME_final_scoring_after_round_6() -> None:
    """p. 12: after the sixth round's scoring: apples 1, staffs 2, every 3 goods 1; no new
    traitors; the game is over."""
    s = bare_table(new_state(4))
    s.apples[0] = 2
    s.staffs[1] = 1
    give(s, 2, "flag", "blue", 2)
    give(s, 2, "material", "grey", 2)
    give(s, 2, "shield", "black")
    n = len(s.events())
    run_scoring(s, 6)
    assert s.is_terminal() and s.current_player() == -1
    assert category(s, 0, "apples") == 2
    assert category(s, 1, "staffs") == 2
    assert category(s, 2, "leftover goods") == 1
    assert all(sum(s.traitors[p * 6 : p * 6 + 6]) == 0 for p in range(4))
    rules = event_rules(events_since(s, n))
    for rule in ("ME.final.apples", "ME.final.staffs", "ME.final.leftovers", "ME.final.winner"):
        assert rule in rules
    assert s.winners() == [0, 1]  # 2 points each; a tie shares the victory


def test_ME_final_winner__most_points() -> None:
    s = bare_table(new_state(3))
    s.score[:] = [5, 9, 7]
    s.points[0], s.points[11], s.points[22] = 5, 9, 7
    run_scoring(s, 6)
    assert s.winners() == [1]
    rows = s.score_breakdown()
    assert sum(r["points"] for r in rows if r["player"] == 1) == s.score[1]  # type: ignore[misc]
