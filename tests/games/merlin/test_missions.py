"""Mission cards (manual p. 9 and p. 13): completing, the seven requirement kinds, drawing."""

from __future__ import annotations

import random

import pytest

from tabletop_lib.games.merlin.data import REQUIREMENT_KINDS, MissionCard
from tabletop_lib.games.merlin.missions import (
    code_met,
    compile_card,
    compile_check,
    compile_unmet,
    mission_met,
    requirement_met,
)

from .scenarios import (
    C,
    act,
    assert_illegal,
    bare_table,
    category,
    event_rules,
    events_since,
    give,
    hand,
    hand_ids,
    held,
    land_knight,
    legal_strs,
    move_knight,
    new_state,
    space_of,
    start_turn,
)


def _single(s: object, kind: str) -> MissionCard:
    """A card whose only requirement is of ``kind``."""
    data = s.game.data  # type: ignore[attr-defined]
    return next(c for c in data.missions if len(c.requires) == 1 and c.requires[0].kind == kind)


def _satisfy(s: object, p: int, card: MissionCard) -> None:
    """Arrange ``p``'s holdings so that ``card`` is met."""
    from .scenarios import colour_index

    st = s  # type: ignore[assignment]
    colours = st.game.data.colours
    for r in card.requires:
        if r.kind in ("goods", "goods-any-colour"):
            colour = colours[r.colour] if r.colour >= 0 else "brown"
            give(st, p, C.GOOD_NAMES[r.good], colour, r.count)
        elif r.kind in ("influence-in", "influence-any"):
            c = r.principality if r.principality >= 0 else colour_index(st, "grey")
            st.influence[p * 6 + c] = r.count
            st.castle_influence[p] = 7 - sum(st.influence[p * 6 : p * 6 + 6])
        elif r.kind == "henchman-in":
            st.henchmen[p * 4 + r.henchmen[0]] = r.principality
        elif r.kind == "henchmen-in":
            st.henchmen[p * 4 : p * 4 + r.count] = [r.principality] * r.count
        else:
            for h in r.henchmen:
                st.henchmen[p * 4 + h] = colour_index(st, "orange")


def test_ME_mission_complete__manual_example() -> None:
    """p. 9: yellow holds every requirement of the 3-point card, announces it, discards it and
    moves the score marker 3 spaces."""
    s = bare_table(new_state(4))
    three = next(c for c in s.game.data.missions if c.points == 3)
    hand(s, 1, [three.id, "M02", "M03", "M04"])
    _satisfy(s, 1, three)
    start_turn(s, 1)
    n = len(s.events())
    act(s, f"complete-mission {three.id}")
    assert s.score[1] == 3 and category(s, 1, "missions") == 3
    assert three.id not in hand_ids(s, 1)
    assert s.game.data.mission_index(three.id) == s.mission_discard[-1]
    assert "ME.mission.complete" in event_rules(events_since(s, n))


def test_ME_mission_requirements_held__nothing_is_spent() -> None:
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])  # M01: a black shield and a blue flag
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    start_turn(s, 0)
    act(s, "complete-mission M01")
    assert held(s, 0, "shield", "black") == 1 and held(s, 0, "flag", "blue") == 1


REQUIREMENT_RULE_IDS = (
    "ME.mission.requirement.goods",
    "ME.mission.requirement.goods-any-colour",
    "ME.mission.requirement.influence-in",
    "ME.mission.requirement.influence-any",
    "ME.mission.requirement.henchman-in",
    "ME.mission.requirement.henchmen-in",
    "ME.mission.requirement.henchmen-together",
)


def test_requirement_rule_ids_cover_the_kinds() -> None:
    assert [r.rsplit(".", 1)[1] for r in REQUIREMENT_RULE_IDS] == list(REQUIREMENT_KINDS)


@pytest.mark.parametrize("rule", REQUIREMENT_RULE_IDS)
def test_ME_mission_requirement__each_kind(rule: str) -> None:
    """p. 13: a card is refused, citing the requirement kind, until the requirement is held."""
    kind = rule.rsplit(".", 1)[1]
    s = bare_table(new_state(4))
    card = _single(s, kind) if kind != "goods" else s.game.data.missions[0]
    hand(s, 2, [card.id])
    start_turn(s, 2)
    assert f"complete-mission {card.id}" not in legal_strs(s)
    assert_illegal(s, f"complete-mission {card.id}", rule)
    _satisfy(s, 2, card)
    assert f"complete-mission {card.id}" in legal_strs(s)


def test_ME_mission_requirement_influence_any__in_one_principality() -> None:
    """[choice] 'Influence markers in any principality' counts one principality at a time."""
    s = bare_table(new_state(4))
    card = _single(s, "influence-any")
    need = card.requires[0].count
    goods, hench = [0] * 18, [-1] * 4
    spread = [1] * 6
    assert not mission_met(card, goods, spread, hench) or need <= 1
    together = [need, 0, 0, 0, 0, 0]
    assert mission_met(card, goods, together, hench)


def test_ME_mission_requirement_henchmen_together__anywhere_but_home() -> None:
    s = bare_table(new_state(4))
    card = _single(s, "henchmen-together")
    a, b = card.requires[0].henchmen
    hench = [-1] * 4
    assert not mission_met(card, [0] * 18, [0] * 6, hench)  # both at home is not "together"
    hench[a] = hench[b] = 3
    assert mission_met(card, [0] * 18, [0] * 6, hench)
    hench[b] = 2
    assert not mission_met(card, [0] * 18, [0] * 6, hench)


def test_compiled_checks_agree_with_the_reference_reading() -> None:
    s = new_state(4)
    chooser = random.Random(11)
    for _ in range(400):
        goods = [chooser.choice((0, 0, 1, 2)) for _ in range(18)]
        infl = [chooser.choice((0, 0, 1, 2, 3, 4)) for _ in range(6)]
        hench = [chooser.choice((-1, 0, 1, 2, 3, 4, 5)) for _ in range(4)]
        for card in s.game.data.missions:
            code = compile_card(card)
            expected = mission_met(card, goods, infl, hench)
            assert code_met(code, goods, 0, infl, 0, hench, 0) == expected
            assert compile_check(code)(goods, 0, infl, 0, hench, 0) == expected
            unmet = sum(not requirement_met(r, goods, infl, hench) for r in card.requires)
            assert compile_unmet(code)(goods, 0, infl, 0, hench, 0) == unmet


def test_ME_mission_one_per_turn() -> None:
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M03", "M02", "M04"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    card3 = s.game.data.missions[s.game.data.mission_index("M03")]
    _satisfy(s, 0, card3)
    start_turn(s, 0)
    act(s, "complete-mission M01")
    assert "complete-mission M03" not in legal_strs(s)
    assert_illegal(s, "complete-mission M03", "ME.mission.one-per-turn")


def test_ME_mission_complete__at_any_time_of_the_turn() -> None:
    """Before the action (on the ACTION stage) and after it (END_TURN)."""
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    give(s, 0, "shield", "black")
    land_knight(s, 0, space_of(s, "influence-good", "flag"))
    assert s.current_player() == 1  # no influence, no mission: the turn passed
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    give(s, 0, "shield", "black")
    s.influence[0 * 6 + s.game.data.colour_index("blue")] = 1
    land_knight(s, 0, space_of(s, "influence-good", "flag"))
    assert legal_strs(s) == ["act", "decline"]
    act(s, "act", "take flag blue")
    assert s.stage == C.END_TURN
    assert legal_strs(s) == ["complete-mission M01", "end-turn"]
    act(s, "complete-mission M01")
    assert s.stage == C.MISSION_DRAW


def test_ME_mission_draw_replacement_and_ME_mission_refill_display() -> None:
    """p. 9: the new card comes from the display (refilled at once) or from the deck."""
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    start_turn(s, 0, (1, 2, 2, 3))
    act(s, "complete-mission M01")
    s.knights[0] = (space_of(s, "victory-points", "material") - 1) % 24
    move_knight(s, 1)
    assert s.stage == C.MISSION_DRAW
    display = [s.game.data.missions[c].id for c in s.display]
    assert legal_strs(s) == [*(f"draw-mission {c}" for c in display), "draw-mission deck"]
    deck = len(s.mission_deck)
    n = len(s.events())
    act(s, f"draw-mission {display[0]}")
    assert display[0] in hand_ids(s, 0) and len(s.mission_deck) == deck - 1
    assert event_rules(events_since(s, n))[:2] == [
        "ME.mission.draw-replacement",
        "ME.mission.refill-display",
    ]
    assert s.current_player() == 1


def test_ME_mission_reshuffle() -> None:
    """p. 9: an empty deck is refilled from the shuffled discards."""
    s = bare_table(new_state(4))
    hand(s, 0, ["M01", "M02", "M03", "M04"])
    give(s, 0, "shield", "black")
    give(s, 0, "flag", "blue")
    s.mission_discard.extend(s.mission_deck)
    s.mission_deck.clear()
    discards = len(s.mission_discard)
    start_turn(s, 0, (1, 2, 2, 3))
    act(s, "complete-mission M01")
    s.knights[0] = (space_of(s, "victory-points", "material") - 1) % 24
    n = len(s.events())
    move_knight(s, 1)
    act(s, "draw-mission deck")
    assert "ME.mission.reshuffle" in event_rules(events_since(s, n))
    assert len(s.mission_deck) == discards + 1 - 1 and not s.mission_discard
