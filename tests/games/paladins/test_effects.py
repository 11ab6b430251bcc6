"""Effects, triggers, Suspicion, the tax supply, the Inquisition and the King's Favours
(docs/rules/paladins.md §2.2, §3.2, §3.6-3.7, §6.5)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.games.paladins.state import PaladinsState

from .scenarios import (
    C,
    act,
    assert_illegal,
    controlled,
    counters,
    event_rules,
    events_since,
    expected_after,
    give,
    legal,
)


def _index(s: object, kind: str, card_id: str) -> int:
    cards = getattr(s.game.data, kind)  # type: ignore[attr-defined]
    return next(i for i, c in enumerate(cards) if c.id == card_id)


def _discard(s: object, card_id: str) -> None:
    """Put ``card_id`` in the free slot 4 and discard it with the one-worker Recruit."""
    s.townsfolk_row[4] = _index(s, "townsfolk", card_id)  # type: ignore[attr-defined]
    give(s, workers={"labourer": 1}, silver=0)  # type: ignore[arg-type]
    act(s, "act recruit-1")  # type: ignore[arg-type]
    if s.stage == C.TARGET and s.target == C.T_DISCARD:  # type: ignore[attr-defined]
        act(s, "dismiss 4")  # type: ignore[arg-type]


def _favour(s: object, favour_id: str) -> None:
    """Make ``favour_id`` the face-up King's Favour of position 0 (round 3)."""
    others = [f for f in range(10) if f != _index(s, "favours", favour_id)]
    s.favours = (_index(s, "favours", favour_id), *others[:4])  # type: ignore[attr-defined]
    s.round = 3  # type: ignore[attr-defined]


def test_PA_effect_gain() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    before = counters(s, p)
    act(s, "act commission", "monk r1-2")
    after = expected_after(before, ["silver:2", "influence:1"])
    after.update(scout=0, labourer=0, cleric=0, provisions=0)
    assert counters(s, p) == after


def test_PA_effect_criminal_suspicion() -> None:
    s = controlled()
    p = s.current
    _discard(s, "architect-1")  # a Criminal
    assert s.workers[p * 6 + C.CRIMINAL] == 1 and s.suspicion_count(p) == 1
    t = controlled(criminal_suspicion="conspire-only")
    _discard(t, "architect-1")
    assert t.suspicion_count(t.current if t.stage != C.ACTION else 1 - t.current) == 0


def test_PA_effect_tax() -> None:
    s = controlled()
    p = s.current
    s.tax = 1  # taking it empties the supply (and calls an Inquisition)
    _discard(s, "architect-2")  # tax:2
    assert s.silver[p] == 1, "only 1 silver was in the tax supply"
    assert "PA.effect.tax" in event_rules(s.events())


def test_PA_effect_remove_suspicion() -> None:
    s = controlled()
    p = s.current
    give(s, suspicion=3)
    _discard(s, "acolyte-3")  # remove 2
    assert s.suspicion_count(p) == 1
    assert len(s.suspicion_discard) == 2


def test_PA_effect_pay_debt() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1, influence=2, unpaid=2)
    act(s, "act absolve", "jar j4")
    assert (s.unpaid[p], s.paid[p]) == (1, 1)


def test_PA_effect_remove_debt() -> None:
    s = controlled()
    p = s.current
    give(s, unpaid=2)
    s.debt_supply = 22
    _discard(s, "abbot-2")
    assert s.unpaid[p] == 1 and s.debt_supply == 23


def test_PA_effect_take_debt() -> None:
    s = controlled()
    p = s.current
    _favour(s, "favour-loan")
    give(s, workers={"labourer": 1})
    act(s, "favour 0")
    assert s.unpaid[p] == 1
    assert s.workers[p * 6 : p * 6 + 6] == [0, 1, 1, 1, 0, 0]


def test_PA_effect_free_recruit() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission", "monk r1-1")
    assert s.stage == C.TARGET and legal(s) == [f"hire {i}" for i in range(5)]
    card = s.townsfolk_row[0]
    act(s, "hire 0")
    assert s.hired[p] >> card & 1 and s.silver[p] == 0


def test_PA_effect_free_develop() -> None:
    s = controlled()
    p = s.current
    _favour(s, "favour-builders")
    give(s, workers={"merchant": 1}, provisions=1)
    act(s, "favour 0")
    assert legal(s) == ["option 0", "option 1"]
    act(s, "option 0", "workshop attack")
    assert s.workshops[p * 12 + C.ATTACK] == 1 and s.provisions[p] == 0


def test_PA_effect_pray() -> None:
    s = controlled()
    p = s.current
    s.used[p] = 1 << C.HUNT
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1, influence=3)
    act(s, "act absolve", "jar j5")
    assert legal(s) == ["clear hunt", "clear absolve"]
    act(s, "clear absolve")
    assert s.used[p] == 1 << C.HUNT


def test_PA_effect_choose_attribute() -> None:
    s = controlled()
    p = s.current
    _favour(s, "favour-attribute")
    give(s, workers={"criminal": 1})
    act(s, "favour 0")
    assert legal(s) == ["raise faith", "raise strength", "raise influence"]
    act(s, "raise strength")
    assert s.attribute(p, C.STRENGTH) == 1


def test_PA_effect_choice() -> None:
    s = controlled()
    p = s.current
    wall = _index(s, "walls", "wall-10")  # +1 strength, remove a suspicion or 2 silver
    s.wall_deck.remove(wall)
    s.wall_deck.append(wall)
    give(s, workers={"merchant": 1, "labourer": 1, "scout": 1}, provisions=1)
    act(s, "act fortify")
    assert legal(s) == ["option 0", "option 1"]
    act(s, "option 1")
    assert s.silver[p] == 2 and s.attribute(p, C.STRENGTH) == 1


def test_PA_effect_pay() -> None:
    s = controlled()
    p = s.current
    _favour(s, "favour-amends")
    give(s, workers={"fighter": 1}, silver=0)
    assert_illegal(s, "favour 0", "PA.favour.use")
    give(s, workers={"fighter": 1}, silver=1, unpaid=1)
    act(s, "favour 0", "option 0")
    assert (s.silver[p], s.unpaid[p], s.paid[p]) == (0, 0, 1)


def test_PA_trigger_on_action() -> None:
    s = controlled()
    p = s.current
    s.hired[p] |= 1 << _index(s, "townsfolk", "abbot-1")  # Absolve -> +Labourer
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1)
    act(s, "act absolve", "jar j2")
    assert s.workers[p * 6 + C.LABOURER] == 1
    assert "PA.trigger.on-action" in event_rules(s.events())
    told = [e.text for e in s.events() if e.rule == "PA.trigger.on-action"]
    assert told == [f"{s.game.player_names[p]}'s Abbot lets them gain a labourer."], told


def test_PA_trigger_on_pay_debt() -> None:
    s = controlled()
    p = s.current
    s.hired[p] |= 1 << _index(s, "townsfolk", "debt-collector-3")  # pay a Debt -> +Fighter
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1, influence=2, unpaid=1)
    act(s, "act absolve", "jar j4")
    assert s.workers[p * 6 + C.FIGHTER] == 1
    assert "PA.trigger.on-pay-debt" in event_rules(s.events())


@pytest.mark.parametrize(
    ("card", "held", "fires"),
    [
        ("squire-2", 0, True),
        ("squire-2", 1, False),
        ("peddler-2", 2, True),
        ("peddler-2", 1, False),
        ("conspirator-1", 1, True),
    ],
)
def test_PA_trigger_on_inquisition(card: str, held: int, fires: bool) -> None:
    s = controlled(2, inquisition_discard_half=False)  # the discard is tested on its own
    q = 1 - s.current
    s.hired[q] |= 1 << _index(s, "townsfolk", card)
    give(s, q, suspicion=held)
    s.tax = 1
    s.suspicion_deck = [1] * 24
    before = counters(s, q)
    give(s, workers={"labourer": 1})
    act(s, "act conspire")  # draws a 1-silver Suspicion: the tax supply empties
    assert "PA.inquisition.trigger" in event_rules(s.events())
    effects = s.game.data.townsfolk[_index(s, "townsfolk", card)].effects
    expected = dict(before)
    if fires:
        expected = expected_after(before, [s.game.data.effect_text((e,)) for e in effects])
    now = counters(s, q)
    for key in ("tax", "unpaid"):  # the refill and the penalty are tested on their own
        now.pop(key)
        expected.pop(key)
    assert now == expected
    assert ("PA.trigger.on-inquisition" in event_rules(s.events())) == fires


def test_PA_suspicion_draw() -> None:
    s = controlled()
    p = s.current
    s.tax = 5
    s.suspicion_deck = [0] * 20 + [2]
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.suspicion_count(p) == 1 and s.silver[p] == 2 and s.tax == 3


def test_PA_inquisition_trigger() -> None:
    s = controlled()
    s.tax = 2
    s.suspicion_deck = [2] * 24
    give(s, workers={"labourer": 1})
    count = len(s.events())
    act(s, "act conspire")
    assert "PA.inquisition.trigger" in event_rules(events_since(s, count))
    never = controlled(inquisition_trigger="never")
    never.tax = 2
    never.suspicion_deck = [2] * 24
    give(never, workers={"labourer": 1})
    act(never, "act conspire")
    assert never.tax == 0 and "PA.inquisition.trigger" not in event_rules(never.events())


def test_PA_inquisition_trigger__end_of_round() -> None:
    s = controlled(inquisition_trigger="end-of-round")
    give(s, s.current, suspicion=1)
    count = len(s.events())
    act(s, "pass", "pass")
    assert "PA.inquisition.trigger" in event_rules(events_since(s, count))


def test_PA_inquisition_penalty() -> None:
    s = controlled(3)
    p = s.current
    others = [q for q in range(3) if q != p]
    give(s, others[0], suspicion=2)
    give(s, others[1], suspicion=1)
    s.tax = 1
    s.suspicion_deck = [1] * 24
    give(s, workers={"labourer": 1}, suspicion=1)
    act(s, "act conspire")  # p now holds 2, tied with others[0]
    assert s.unpaid[p] == 1 and s.unpaid[others[0]] == 1 and s.unpaid[others[1]] == 0
    assert "PA.inquisition.penalty" in event_rules(s.events())
    none = controlled(3, inquisition_penalty="none")
    none.tax = 1
    none.suspicion_deck = [1] * 24
    give(none, workers={"labourer": 1})
    act(none, "act conspire")
    assert none.unpaid == [0, 0, 0]


def test_PA_inquisition_penalty__minimum() -> None:
    s = controlled(2, inquisition_minimum=3)
    s.tax = 1
    s.suspicion_deck = [1] * 24
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.unpaid == [0, 0], "one Suspicion is below the minimum of 3"


def _punished_with(held: int, **options: Any) -> tuple[PaladinsState, int]:
    """(state, player): in a state reached by play the player to move holds ``held`` Suspicion
    cards and Conspires with one silver left in the tax supply: the Suspicion card drawn (1
    silver) empties the supply and calls an Inquisition that punishes that player alone."""
    s = controlled(2, **options)
    p = s.current
    s.tax = 1
    s.suspicion_deck = [1] * 24
    give(s, workers={"labourer": 1}, suspicion=held)
    act(s, "act conspire")
    return s, p


def test_PA_inquisition_discard_half() -> None:
    """The default follows S1: the punished player returns half their cards, rounded down."""
    assert load_game("paladins", num_players=2).params.inquisition_discard_half is True
    s, p = _punished_with(4)  # 5 held after Conspire: the most; 5 // 2 = 2 go back
    assert s.unpaid[p] == 1
    assert s.suspicion_count(p) == 3
    assert len(s.suspicion_discard) == 2
    assert s.tax == s.game.tax_start, "refilled after the Inquisition"
    assert "PA.inquisition.discard-half" in event_rules(s.events())
    assert s.current == 1 - p and legal(s)[-1] == "pass", "the other player acts next"


def test_PA_inquisition_discard_half__off() -> None:
    s, p = _punished_with(4, inquisition_discard_half=False)
    assert s.unpaid[p] == 1
    assert s.suspicion_count(p) == 5
    assert s.suspicion_discard == []
    assert "PA.inquisition.discard-half" not in event_rules(s.events())


def test_PA_inquisition_discard_half__one_card_returns_none() -> None:
    s, p = _punished_with(0)  # 1 held: 1 // 2 = 0
    assert s.unpaid[p] == 1
    assert s.suspicion_count(p) == 1
    assert "PA.inquisition.discard-half" not in event_rules(s.events())


def test_PA_inquisition_refill() -> None:
    s = controlled(4)
    s.tax = 1
    s.suspicion_deck = [1] * 24
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.tax == 8


def test_PA_favour_use() -> None:
    s = controlled()
    p = s.current
    _favour(s, "favour-stores")
    give(s, workers={"cleric": 1})
    s.tax = 4
    assert "favour 0" in legal(s)
    act(s, "favour 0")
    assert (s.provisions[p], s.silver[p], s.tax) == (2, 1, 3)
    assert s.favour_used[0] == 1 << p


def test_PA_favour_revealed() -> None:
    s = controlled()
    give(s, workers={"labourer": 1})
    assert not any(a.startswith("favour") for a in legal(s)), "no favour in round 1"
    assert_illegal(s, "favour 0", "PA.favour.revealed")
    assert_illegal(s, "favour 7", "PA.favour.revealed")


def test_PA_favour_capacity() -> None:
    s = controlled(2)
    p = s.current
    _favour(s, "favour-stores")
    give(s, workers={"labourer": 2})
    give(s, 1 - p, workers={"labourer": 2})
    act(s, "favour 0")
    assert_illegal(s, "favour 0", "PA.favour.capacity")  # the other player
    t = controlled(2, favour_capacity="one-per-player")
    q = t.current
    _favour(t, "favour-stores")
    give(t, workers={"labourer": 2})
    give(t, 1 - q, workers={"labourer": 2})
    act(t, "favour 0")
    assert "favour 0" in legal(t), "the other player may use it too"
    act(t, "favour 0")
    assert t.current == q
    assert_illegal(t, "favour 0", "PA.favour.capacity")


def test_favour_worker_colour() -> None:
    s = controlled()
    _favour(s, "favour-recruit")  # takes a Scout
    give(s, workers={"labourer": 1})
    assert_illegal(s, "favour 0", "PA.workers.coloured-slot")
    give(s, workers={"criminal": 1})
    assert "favour 0" in legal(s)
