"""Every card's effect, parametrised over the card data: each test takes the card through the
engine's real path (reveal, recruit, attack, convert, fortify, favour, tavern ...) and compares
the result with :func:`scenarios.expected_after`, computed from the card's data alone."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop_lib.games.paladins.constants import SPACES
from tabletop_lib.games.paladins.state import PaladinsState

from .scenarios import (
    C,
    act,
    controlled,
    counters,
    data,
    expected_after,
    give,
    legal,
    plain_row,
    set_paladin,
)

DATA = data()
RAW: dict[str, Any] = {}


def _raw() -> dict[str, Any]:
    """The data files' own words (the engine's compiled form is not used for expectations)."""
    if not RAW:
        import json

        for path in DATA.sources:
            with open(path, encoding="utf-8") as f:
                RAW[path.rsplit("/", 1)[-1]] = json.load(f)
    return RAW


def raw_cards(kind: str) -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = _raw()["cards.json"][kind]["cards"]
    return cards


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [c["id"] if isinstance(c, dict) else str(i) for i, c in enumerate(cards)]


def _index(kind: str, card_id: str) -> int:
    return next(i for i, c in enumerate(getattr(DATA, kind)) if c.id == card_id)


def finish_action(s: PaladinsState) -> None:
    """Answer the action's remaining decisions with the first legal option (which is what
    ``expected_after`` assumes for choices: option 0, Faith, a free hire)."""
    while s.action != -1:
        s.apply_action(s.legal_actions()[0])


# Workers that fill each action's slots, and the stock that pays for it.
RECIPES: dict[str, tuple[str, dict[str, int]]] = {
    "develop": ("develop", {"labourer": 2}),
    "hunt": ("hunt-1", {"labourer": 1}),
    "trade": ("trade-1", {"labourer": 1}),
    "recruit": ("recruit-2", {"labourer": 1, "fighter": 1}),
    "pray": ("pray", {"cleric": 1}),
    "conspire": ("conspire", {"labourer": 1}),
    "commission": ("commission", {"scout": 1, "labourer": 1, "cleric": 1}),
    "fortify": ("fortify", {"merchant": 1, "labourer": 1, "scout": 1}),
    "garrison": ("garrison", {"merchant": 1, "labourer": 1, "fighter": 1}),
    "absolve": ("absolve", {"cleric": 1, "labourer": 1, "merchant": 1}),
    "attack": ("attack", {"scout": 1, "labourer": 1, "fighter": 1}),
    "convert": ("convert", {"fighter": 1, "labourer": 1, "cleric": 1}),
}


def ready(s: PaladinsState, space: str) -> None:
    """Give the current player what ``space`` needs (workers, stock, attributes)."""
    workers = RECIPES[space][1]
    give(s, workers=workers, silver=6, provisions=6, faith=6, strength=7, influence=6)
    if space == "pray":
        s.used[s.current] |= 1 << C.HUNT
    if space == "convert":  # the first conversion is free; make the next one cost silver
        spare = next(i for i in range(36) if i not in s.outsider_row)
        s.converted[s.current] = 1 << spare


def perform(s: PaladinsState, space: str) -> None:
    act(s, f"act {RECIPES[space][0]}")
    finish_action(s)


def _delta(a: dict[str, int], b: dict[str, int]) -> dict[str, int]:
    return {k: a[k] - b[k] for k in a if a[k] != b[k]}


# -- Paladins -----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", raw_cards("paladins"), ids=lambda c: c["id"])
def test_paladin_reveal_gives_workers_and_bonus(card: dict[str, Any]) -> None:
    s = controlled(2, seed=4)
    p = s.current
    set_paladin(s, card["id"])
    for a, name in enumerate(C.ATTRIBUTES):
        assert s.effective(p, a) == card["bonus"].get(name, 0)
    # Reveal through the engine: make it the kept Paladin of a fresh round-1 reveal.
    t = controlled(2, seed=4)
    t.stage, t.period, t.pc = C.TAVERN, C.P_TAVERN, C.PC_REVEAL
    t.revealed = 0
    t.paladin[t.current] = t.game.paladin_index[card["id"]]
    from tabletop_lib.games.paladins import rules

    rules.reveal(t, t.current)
    expected = {w: card["workers"].count(w) for w in set(card["workers"])}
    got = {name: t.workers[t.current * 6 + i] for i, name in enumerate(C.WORKERS)}
    assert {k: v for k, v in got.items() if v} == expected


@pytest.mark.parametrize("card", _raw()["cards.json"]["paladins"]["cards"], ids=lambda c: c["id"])
def test_paladin_ability(card: dict[str, Any]) -> None:
    ability = card["ability"]
    space = ability.get("waive_cost") or ability.get("reduce_silver") or ability["on_action"]
    base = controlled(2, seed=4)
    ready(base, space)
    with_paladin = base.clone()
    set_paladin(with_paladin, card["id"])
    give(with_paladin, faith=6, strength=7, influence=6)  # the bonus must not change targets
    p = base.current
    # Lower the attributes of the Paladin's copy by its bonus so requirements match exactly.
    for a, name in enumerate(C.ATTRIBUTES):
        with_paladin.attrs[p * 3 + a] -= card["bonus"].get(name, 0)
    before = counters(base, p)
    perform(base, space)
    perform(with_paladin, space)
    diff = _delta(counters(with_paladin, p), counters(base, p))
    for name in C.ATTRIBUTES:
        diff[name] = diff.get(name, 0) + card["bonus"].get(name, 0)
        if not diff[name]:
            del diff[name]
    if "on_action" in ability:
        assert diff == _delta(expected_after(before, ability["effects"]), before)
    else:
        assert set(diff) <= {"silver", "provisions"} and len(diff) == 1, diff
        saved = next(iter(diff.values()))
        if "reduce_silver" in ability:
            assert saved == ability["amount"]
        else:
            assert saved > 0, f"{card['id']} waives the cost of {space}"


# -- Townsfolk ----------------------------------------------------------------------------------
TOWNSFOLK = _raw()["cards.json"]["townsfolk"]["cards"]


def _put_in_free_slot(s: PaladinsState, card_id: str) -> None:
    s.townsfolk_row[4] = _index("townsfolk", card_id)


@pytest.mark.parametrize("card", TOWNSFOLK, ids=lambda c: c["id"])
def test_townsfolk_discard_reward(card: dict[str, Any]) -> None:
    s = controlled(2, seed=6)
    p = s.current
    s.used[p] |= 1 << C.HUNT  # something for a Pray to clear
    _put_in_free_slot(s, card["id"])
    give(s, workers={"labourer": 1})
    before = counters(s, p)
    before["labourer"] -= 1
    act(s, "act recruit-1")
    if s.stage == C.TARGET and s.target == C.T_DISCARD:
        act(s, "dismiss 4")
    finish_action(s)
    assert counters(s, p) == expected_after(before, card["discard"])


@pytest.mark.parametrize("card", TOWNSFOLK, ids=lambda c: c["id"])
def test_townsfolk_hire_bonus(card: dict[str, Any]) -> None:
    s = controlled(2, seed=6)
    p = s.current
    s.hired = [0, 0]
    _put_in_free_slot(s, card["id"])
    give(s, workers={"labourer": 1, "fighter": 1}, suspicion=1)
    before = counters(s, p)
    before.update(labourer=0, fighter=0)
    act(s, "act recruit-2")
    if s.stage == C.TARGET:
        act(s, "hire 4")
    finish_action(s)
    assert s.hired[p] >> _index("townsfolk", card["id"]) & 1
    assert counters(s, p) == expected_after(before, card["hire"] + ["free_recruit"])


ACTION_TRIGGERED = [c for c in TOWNSFOLK if "on_action" in c["ability"]]


@pytest.mark.parametrize("card", ACTION_TRIGGERED, ids=lambda c: c["id"])
def test_townsfolk_action_trigger(card: dict[str, Any]) -> None:
    space = card["ability"]["on_action"]
    base = controlled(2, seed=6)
    ready(base, space)
    p = base.current
    base.hired[p] = 0
    hired = base.clone()
    hired.hired[p] |= 1 << _index("townsfolk", card["id"])
    before = counters(base, p)
    perform(base, space)
    perform(hired, space)
    got = _delta(counters(hired, p), counters(base, p))
    got.pop("hired", None)
    want = _delta(expected_after(before, card["ability"]["effects"]), before)
    assert got == want


@pytest.mark.parametrize(
    "card", [c for c in TOWNSFOLK if "on_pay_debt" in c["ability"]], ids=lambda c: c["id"]
)
def test_townsfolk_pay_debt_trigger(card: dict[str, Any]) -> None:
    s = controlled(2, seed=6)
    p = s.current
    s.hired[p] |= 1 << _index("townsfolk", card["id"])
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1, influence=2, unpaid=2)
    before = counters(s, p)
    before.update(cleric=0, labourer=0, merchant=0, silver=0)
    act(s, "act absolve", "jar j4")  # pays one Debt, +1 Faith, a Suspicion removed
    expected = expected_after(before, ["pay_debt:1", "faith:1", *card["ability"]["effects"]])
    assert counters(s, p) == expected


@pytest.mark.parametrize(
    "card", [c for c in TOWNSFOLK if "on_inquisition" in c["ability"]], ids=lambda c: c["id"]
)
def test_townsfolk_inquisition_trigger(card: dict[str, Any]) -> None:
    condition = card["ability"]["on_inquisition"]
    held = {"zero": 0, "at_least_2": 2, "any": 1}[condition]
    s = controlled(2, seed=6)
    p, q = s.current, 1 - s.current
    s.hired[q] |= 1 << _index("townsfolk", card["id"])
    give(s, q, suspicion=held)
    give(s, workers={"labourer": 1}, suspicion=3)  # the conspirer is the most suspected
    s.tax = 1
    s.suspicion_deck = [1] * 24
    before = counters(s, q)
    act(s, "act conspire")
    after = counters(s, q)
    expected = expected_after(before, card["ability"]["effects"])
    assert {k: v for k, v in after.items() if k != "tax"} == {
        k: v for k, v in expected.items() if k != "tax"
    }
    assert p != q


# -- Outsiders ----------------------------------------------------------------------------------
OUTSIDERS = _raw()["cards.json"]["outsiders"]["cards"]


@pytest.mark.parametrize("card", OUTSIDERS, ids=lambda c: c["id"])
def test_outsider_attack_reward(card: dict[str, Any]) -> None:
    s = controlled(2, seed=8)
    p = s.current
    s.outsider_row[0] = _index("outsiders", card["id"])
    s.used[p] |= 1 << C.HUNT
    give(s, workers={"scout": 1, "labourer": 1, "fighter": 1})
    before = counters(s, p)
    before.update(scout=0, labourer=0, fighter=0)
    act(s, "act attack")
    if s.stage == C.TARGET:
        act(s, "attack 0")
    finish_action(s)
    assert s.attacked[p] >> _index("outsiders", card["id"]) & 1
    assert counters(s, p) == expected_after(before, [*card["attack"], "influence:1"])


@pytest.mark.parametrize("card", OUTSIDERS, ids=lambda c: c["id"])
def test_outsider_conversion(card: dict[str, Any]) -> None:
    s = controlled(2, seed=8)
    p = s.current
    s.outsider_row[0] = _index("outsiders", card["id"])
    give(s, workers={"fighter": 1, "labourer": 1, "cleric": 1})
    act(s, "act convert")
    if s.stage == C.TARGET:
        act(s, "convert 0")
    assert s.converted[p] == 1 << _index("outsiders", card["id"])
    assert s.attribute(p, C.STRENGTH) == card["convert_strength"]


def _set_counters(s: PaladinsState, p: int) -> dict[str, int]:
    """Arrange a position where every conversion counter has a known value."""
    s.monk_at[p] = 0b11111  # 5 monks
    s.outpost_at[p] = 0b111 << 10  # 3 outposts
    s.walls[p] = 0b1111  # 4 walls
    s.jars[p] = 0b111111  # 6 jars
    s.workshops[p * 12 + C.COMMISSION] = 2
    s.workshops[p * 12 + C.ATTACK] = 1  # 3 workshops
    s.hired[p] = 0b11111  # 5 townsfolk
    give(s, p, faith=9, strength=5, influence=11, paid=3, unpaid=2, suspicion=7)
    blue = [i for i, o in enumerate(DATA.outsiders) if DATA.suits[o.suit] == "blue"][:2]
    yellow = [i for i, o in enumerate(DATA.outsiders) if DATA.suits[o.suit] == "yellow"][:3]
    s.attacked[p] = sum(1 << i for i in blue + yellow)  # 5 attacks
    ids = DATA.order_ids
    s.orders = tuple(ids.index(f"order-{a}") for a in ("commission", "absolve", "attack"))
    s.round = 3  # all three Orders face up; each is met (5 monks, 6 jars, 5 attacks)
    return {
        "monks": 5,
        "outposts": 3,
        "walls": 4,
        "jars": 6,
        "workshops": 3,
        "townsfolk": 5,
        "faith": 9,
        "strength": 5,
        "influence": 11,
        "paid_debts": 3,
        "unpaid_debts": 2,
        "suspicion": 7,
        "attacked:blue": 2,
        "attacked:green": 0,
        "attacked:yellow": 3,
        "kings_orders": 3,
    }


@pytest.mark.parametrize("card", OUTSIDERS, ids=lambda c: c["id"])
def test_outsider_condition_points(card: dict[str, Any]) -> None:
    s = controlled(2, seed=8)
    p = s.current
    values = _set_counters(s, p)
    mercenaries = [i for i, o in enumerate(DATA.outsiders) if o.name == "Mercenary"]
    s.converted[p] = 1 << _index("outsiders", card["id"])
    if card["name"] == "Mercenary":
        s.converted[p] |= 1 << next(m for m in mercenaries if DATA.outsiders[m].id != card["id"])
        values["converted:Mercenary"] = 2
    cond = card["condition"]
    expected = values[cond["counter"]] // cond["per"] * cond["points"]
    if card["name"] == "Mercenary":
        expected *= 2  # both Mercenaries score
    assert s.points()[p][C.CATEGORIES.index("convert")] == expected


# -- Taverns, Walls, King's Favours, King's Orders ------------------------------------------
@pytest.mark.parametrize("index", range(24))
def test_tavern_card_workers(index: int) -> None:
    s = controlled(2, seed=3)
    workers = _raw()["cards.json"]["taverns"]["cards"][index]
    s.stage, s.period, s.pc = C.TAVERN, C.P_TAVERN, C.PC_REVEAL
    s.tavern_row = [index, 99 % 24 if index != 99 % 24 else 0, 1 if index != 1 else 2]
    s.tavern_taker = [-1, -1, -1]
    s.queue = []
    p = s.current
    before = counters(s, p)
    act(s, "tavern 0")
    effects = [f"worker:{w}" if w != "criminal" else "criminal:1" for w in workers]
    assert counters(s, p) == expected_after(before, effects)


@pytest.mark.parametrize("card", _raw()["cards.json"]["walls"]["cards"], ids=lambda c: c["id"])
def test_wall_card(card: dict[str, Any]) -> None:
    s = controlled(2, seed=3)
    p = s.current
    wall = _index("walls", card["id"])
    s.wall_deck.remove(wall)
    s.wall_deck.append(wall)
    give(s, workers={"merchant": 1, "labourer": 1, "scout": 1}, provisions=1, unpaid=1)
    before = counters(s, p)
    before.update(merchant=0, labourer=0, scout=0, provisions=0)
    act(s, "act fortify")
    finish_action(s)
    assert s.walls[p] == 1 << wall
    assert counters(s, p) == expected_after(before, card["effects"])
    row_points = DATA.walls_row.points[1]
    assert s.points()[p][C.CATEGORIES.index("fortify")] == row_points + card["points"]


@pytest.mark.parametrize(
    "card", _raw()["cards.json"]["kings_favours"]["cards"], ids=lambda c: c["id"]
)
def test_kings_favour(card: dict[str, Any]) -> None:
    s = controlled(2, seed=3)
    p = s.current
    favour = _index("favours", card["id"])
    s.favours = (favour, *[f for f in range(10) if f != favour][:4])
    s.round = 3
    worker = "labourer" if card["worker"] == "any" else card["worker"]
    s.used[p] |= 1 << C.HUNT
    plain_row(s)
    give(s, workers={worker: 1}, silver=2, provisions=2, unpaid=1, suspicion=2)
    before = counters(s, p)
    before[worker] -= 1
    cost = card["cost"]
    before["silver"] -= cost.get("silver", 0)
    before["provisions"] -= cost.get("provisions", 0)
    before["unpaid"] += cost.get("debt", 0)
    act(s, "favour 0")
    finish_action(s)
    assert counters(s, p) == expected_after(before, card["effects"])


@pytest.mark.parametrize(
    "card", _raw()["cards.json"]["kings_orders"]["cards"], ids=lambda c: c["id"]
)
def test_kings_order(card: dict[str, Any]) -> None:
    s = controlled(2, seed=3)
    p = s.current
    order = _index_order(card["id"])
    s.orders = (order, *[o for o in range(6) if o != order][:2])
    space = SPACES.index(card["action"])
    masks = {
        C.COMMISSION: "monk_at",
        C.GARRISON: "outpost_at",
        C.FORTIFY: "walls",
        C.ABSOLVE: "jars",
        C.CONVERT: "converted",
        C.ATTACK: "attacked",
    }
    getattr(s, masks[space])[p] = 0b1111
    assert s.points()[p][0] == 0, "4 times is not enough"
    getattr(s, masks[space])[p] = 0b11111
    assert s.points()[p][0] == DATA.order_points[0], "5 times meets the Order of round 1"


def _index_order(order_id: str) -> int:
    return DATA.order_ids.index(order_id)


# -- the board's spaces --------------------------------------------------------------------------
MAIN_SPACES = [sp for reg in _raw()["main_board.json"]["regions"]["list"] for sp in reg["spaces"]]


@pytest.mark.parametrize("space", MAIN_SPACES, ids=lambda sp: sp["id"])
def test_main_board_space_reward(space: dict[str, Any]) -> None:
    s = controlled(4, seed=3)
    p = s.current
    s.used[p] |= 1 << C.HUNT
    give(
        s,
        workers={"scout": 1, "labourer": 1, "cleric": 1},
        provisions=1,
        faith=10,
        unpaid=1,
        suspicion=1,
    )
    before = counters(s, p)
    before.update(scout=0, labourer=0, cleric=0, provisions=0)
    index = s.game.space_index[space["id"]]
    plain_row(s)
    s.occupied = s.game.space_twins[index]  # its twins are taken, so it is offered
    act(s, "act commission", f"monk {space['id']}")
    finish_action(s)
    assert counters(s, p) == expected_after(before, [*space["effects"], "influence:1"])


@pytest.mark.parametrize(
    "space", _raw()["player_board.json"]["absolve_spaces"]["spaces"], ids=lambda sp: sp["id"]
)
def test_absolve_space_reward(space: dict[str, Any]) -> None:
    s = controlled(2, seed=3)
    p = s.current
    s.used[p] |= 1 << C.HUNT
    give(
        s,
        workers={"cleric": 1, "labourer": 1, "merchant": 1},
        silver=1,
        influence=12,
        unpaid=1,
        suspicion=2,
    )
    before = counters(s, p)
    before.update(cleric=0, labourer=0, merchant=0, silver=0)
    plain_row(s)
    act(s, "act absolve", f"jar {space['id']}")
    finish_action(s)
    assert counters(s, p) == expected_after(
        before, [*space["effects"], "faith:1", "remove_suspicion:1"]
    )
    assert legal(s)
