"""The actions of the player board (rules "Ações no Tabuleiro do Jogador";
docs/rules/paladins.md §2.4, §2.6)."""

from __future__ import annotations

import pytest

from .scenarios import (
    C,
    act,
    assert_illegal,
    controlled,
    event_rules,
    events_since,
    give,
    legal,
    set_paladin,
)


def _board_ids(s: object, region: str) -> list[str]:
    data = s.game.data  # type: ignore[attr-defined]
    return [sp.id for sp in data.spaces if data.regions[sp.region] == region]


# -- develop -----------------------------------------------------------------------------------
def test_PA_action_develop() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"labourer": 2}, silver=3)
    assert_illegal(s, "act develop", "PA.action.develop")
    give(s, workers={"labourer": 2}, silver=5)
    act(s, "act develop")
    assert s.silver[p] == 1, "4 silver"
    assert legal(s) == [
        f"workshop {a}"
        for a in ("commission", "fortify", "garrison", "absolve", "attack", "convert")
    ]
    act(s, "workshop attack")
    assert s.workshops[p * 12 + C.ATTACK] == 1


def test_PA_action_develop__samson_costs_two_less() -> None:
    s = controlled()
    p = s.current
    set_paladin(s, "samson")
    give(s, workers={"labourer": 2}, silver=2)
    act(s, "act develop", "workshop convert")
    assert s.silver[p] == 0


def test_PA_action_develop_workshop_row() -> None:
    s = controlled()
    p = s.current
    reward = s.game.data.workshop_rewards[3]
    for sp in (C.COMMISSION, C.FORTIFY, C.GARRISON):
        s.workshops[p * 12 + sp] = 1
    give(s, workers={"scout": 2}, silver=4)
    act(s, "act develop", "workshop absolve")
    assert s.workers[p * 6 + reward] == 1, "the scouts were spent; the workshop's worker is new"
    assert "PA.action.develop.workshop-row" in event_rules(s.events())


def test_PA_action_develop_max_per_action() -> None:
    s = controlled()
    p = s.current
    s.workshops[p * 12 + C.COMMISSION] = 2
    give(s, workers={"labourer": 2}, silver=4)
    act(s, "act develop")
    assert "workshop commission" not in legal(s)
    assert_illegal(s, "workshop commission", "PA.action.develop.max-per-action")
    s2 = controlled()
    q = s2.current
    for sp, n in ((C.COMMISSION, 2), (C.FORTIFY, 2), (C.GARRISON, 2), (C.ABSOLVE, 2)):
        s2.workshops[q * 12 + sp] = n
    give(s2, workers={"labourer": 2}, silver=4)
    assert_illegal(s2, "act develop", "PA.action.develop.max-per-action")


# -- hunt and trade ------------------------------------------------------------------------------
def test_PA_action_hunt_one() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"merchant": 1})
    act(s, "act hunt-1")
    assert s.provisions[p] == 1 and s.workers[p * 6 + C.MERCHANT] == 0


def test_PA_action_hunt_two() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"labourer": 1, "scout": 1})
    act(s, "act hunt-2")
    assert s.provisions[p] == 3 and sum(s.workers[p * 6 : p * 6 + 6]) == 0


def test_PA_action_trade_one() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"fighter": 1})
    act(s, "act trade-1")
    assert s.silver[p] == 1


def test_PA_action_trade_two() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"labourer": 1, "merchant": 1})
    act(s, "act trade-2")
    assert s.silver[p] == 3


# -- recruit ---------------------------------------------------------------------------------------
def test_PA_action_recruit_discard() -> None:
    s = controlled()
    p = s.current
    card = s.townsfolk_row[4]
    give(s, workers={"labourer": 1})
    act(s, "act recruit-1")
    assert legal(s) == ["dismiss 0 debt", "dismiss 1 debt", "dismiss 4"], "pays the slot"
    act(s, "dismiss 4")
    assert card in s.townsfolk_discard and s.townsfolk_row[4] == -1
    assert not s.hired[p] >> card & 1


def test_PA_action_recruit_hire() -> None:
    s = controlled()
    p = s.current
    card = s.townsfolk_row[3]
    give(s, workers={"labourer": 1, "fighter": 1}, silver=1)
    act(s, "act recruit-2")
    assert legal(s) == ["hire 0 debt", "hire 1 debt", "hire 3", "hire 4"]
    act(s, "hire 3")
    assert s.hired[p] >> card & 1 and s.silver[p] >= 0
    assert s.townsfolk_row[3] == -1


def test_PA_action_recruit_slot_cost() -> None:
    s = controlled()
    p = s.current
    plain = [i for i, t in enumerate(s.game.data.townsfolk) if not t.hire]
    s.townsfolk_row[2] = next(i for i in plain if i not in s.townsfolk_row)
    give(s, workers={"labourer": 1, "fighter": 1}, silver=2)
    act(s, "act recruit-2")
    assert legal(s) == ["hire 0 debt", "hire 1", "hire 1 debt", "hire 2", "hire 3", "hire 4"]
    assert_illegal(s, "hire 0", "PA.action.recruit.slot-cost")
    act(s, "hire 2")
    assert s.silver[p] == 0


def test_PA_action_recruit_slot_cost__discard_free_by_option() -> None:
    s = controlled(discard_pays_slot_cost=False)
    give(s, workers={"labourer": 1}, silver=0)
    act(s, "act recruit-1")
    assert legal(s) == [f"dismiss {i}" for i in range(5)] + [] or "dismiss 0" in legal(s)


def test_PA_action_recruit_debt() -> None:
    s = controlled()
    p = s.current
    card = s.townsfolk_row[0]
    give(s, workers={"labourer": 1, "fighter": 1}, silver=0)
    act(s, "act recruit-2")
    assert legal(s) == ["hire 0 debt", "hire 1 debt", "hire 4"]
    assert_illegal(s, "hire 2 debt", "PA.action.recruit.debt")
    act(s, "hire 0 debt")
    assert s.unpaid[p] == 1 and s.debt_supply == 23 and s.hired[p] >> card & 1


def test_roland_recruits_for_free() -> None:
    s = controlled()
    set_paladin(s, "roland")
    give(s, workers={"labourer": 1, "fighter": 1}, silver=0)
    act(s, "act recruit-2")
    assert legal(s) == [f"hire {i}" for i in range(5)]


# -- pray and conspire ---------------------------------------------------------------------------
def test_PA_action_pray() -> None:
    s = controlled(2)
    p = s.current
    give(s, workers={"labourer": 1, "cleric": 1}, silver=2)
    assert_illegal(s, "act pray", "PA.action.pray")  # nothing to clear yet
    act(s, "act hunt-1", "workers labourer", "pass")
    act(s, "act pray")
    assert s.silver[p] == 0
    assert s.used[p] == 1 << C.PRAY, "hunt was cleared (the only other space)"
    give(s, workers={"labourer": 1}, silver=0)
    assert "act hunt-1" in legal(s)


def test_PA_action_pray__oliver_and_target_choice() -> None:
    s = controlled(2)
    p = s.current
    set_paladin(s, "oliver")
    give(s, workers={"labourer": 2, "cleric": 1}, silver=0)
    act(s, "act hunt-1", "workers labourer", "pass", "act trade-1", "workers labourer")
    act(s, "act pray")
    assert legal(s) == ["clear hunt", "clear trade"]
    assert_illegal(s, "clear pray", "PA.action.pray")
    act(s, "clear trade")
    assert s.used[p] == (1 << C.HUNT) | (1 << C.PRAY)


def test_PA_action_conspire() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.workers[p * 6 + C.CRIMINAL] == 1
    assert s.suspicion_count(p) == 1, "one Suspicion (not two) with the criminal"


def test_PA_action_conspire__conspire_only_option() -> None:
    s = controlled(criminal_suspicion="conspire-only")
    p = s.current
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.suspicion_count(p) == 1


# -- commission and garrison ----------------------------------------------------------------------
def test_PA_action_commission() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission")
    options = legal(s)
    assert options == ["monk r1-1", "monk r1-2"], "faith 0 reaches region 1 only (2 players)"
    act(s, "monk r1-2")
    assert s.provisions[p] == 0
    assert s.silver[p] == 2 and s.attribute(p, C.INFLUENCE) == 1
    assert s.monk_at[p] == 1 << s.game.space_index["r1-2"]


def test_PA_action_commission_faith() -> None:
    s = controlled()
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1, faith=4)
    act(s, "act commission")
    regions = {o.split()[1].split("-")[0] for o in legal(s)}
    assert regions == {"r1", "r2", "r3"}
    assert_illegal(s, "monk r4-1", "PA.action.commission.faith")


def test_PA_action_commission_faith__paladin_bonus_counts() -> None:
    s = controlled()
    set_paladin(s, "oliver")  # faith +4
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission")
    assert {o.split()[1].split("-")[0] for o in legal(s)} == {"r1", "r2", "r3"}


def test_PA_action_garrison() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"merchant": 1, "labourer": 1, "fighter": 1}, provisions=1)
    assert_illegal(s, "act garrison", "PA.action.garrison.strength")
    give(s, workers={"merchant": 1, "labourer": 1, "fighter": 1}, provisions=1, strength=1)
    act(s, "act garrison")
    act(s, "outpost r1-1")
    assert s.stage == C.TARGET and s.target == C.T_FREE_HIRE, "the space's free recruit"
    act(s, "hire 0")
    assert s.outpost_at[p] == 1 << s.game.space_index["r1-1"]
    assert s.attribute(p, C.FAITH) == 1, "+1 Faith"
    assert s.hired[p].bit_count() == 1 + 1, "r1-1 hires a free Townsfolk"


def test_PA_action_garrison_strength() -> None:
    s = controlled()
    give(s, workers={"merchant": 1, "labourer": 1, "fighter": 1}, provisions=1, strength=3)
    act(s, "act garrison")
    assert {o.split()[1].split("-")[0] for o in legal(s)} == {"r1", "r2"}
    assert_illegal(s, "outpost r3-1", "PA.action.garrison.strength")


def test_PA_board_space_exclusive() -> None:
    s = controlled(2)
    p, q = s.current, 1 - s.current
    s.occupied |= 1 << s.game.space_index["r1-1"]
    s.monk_at[q] |= 1 << s.game.space_index["r1-1"]
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission")
    assert legal(s) == ["monk r1-2"] or s.stage == C.ACTION
    assert s.monk_at[p] == 1 << s.game.space_index["r1-2"], "the only free space was taken"


def test_PA_board_space_exclusive__option_off() -> None:
    s = controlled(2, exclusive_spaces=False)
    q = 1 - s.current
    s.occupied |= 1 << s.game.space_index["r1-1"]
    s.monk_at[q] |= 1 << s.game.space_index["r1-1"]
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission")
    assert legal(s) == ["monk r1-1", "monk r1-2"]


@pytest.mark.parametrize(("n", "spaces"), [(2, 25), (3, 34), (4, 40)])
def test_PA_board_player_count(n: int, spaces: int) -> None:
    s = controlled(n)
    assert s.game.space_ok.bit_count() == spaces
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission")
    if n == 2:
        assert_illegal(s, "monk r1-3", "PA.board.player-count")
    else:
        assert "monk r1-3" in legal(s)


def test_PA_board_same_reward_once() -> None:
    s = controlled(3)
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1, faith=2)
    act(s, "act commission")
    options = legal(s)
    # r2-2 and r2-5 both give 2 silver, r2-4 and r2-6 remove a Suspicion: offered once each.
    assert "monk r2-2" in options and "monk r2-5" not in options
    assert "monk r2-4" in options and "monk r2-6" not in options
    assert_illegal(s, "monk r2-5", "PA.board.same-reward-once")


# -- fortify ---------------------------------------------------------------------------------------
def test_PA_action_fortify() -> None:
    s = controlled()
    p = s.current
    wall = s.wall_deck[-1]
    give(s, workers={"merchant": 1, "labourer": 1, "scout": 1}, provisions=1)
    act(s, "act fortify")
    if s.stage == C.OPTION:
        act(s, "option 1")
    assert s.walls[p] == 1 << wall
    assert s.attribute(p, C.STRENGTH) >= 1, "always Strength"
    assert s.provisions[p] == 0


def test_PA_action_fortify_influence() -> None:
    s = controlled()
    p = s.current
    s.walls[p] = 0b1  # one wall built: the next slot needs 1 Influence
    s.wall_deck.remove(0)
    give(s, workers={"merchant": 1, "labourer": 1, "scout": 1}, provisions=1)
    assert_illegal(s, "act fortify", "PA.action.fortify.influence")
    give(s, workers={"merchant": 1, "labourer": 1, "scout": 1}, provisions=1, influence=1)
    assert "act fortify" in legal(s)


def test_PA_action_fortify_wall_deck() -> None:
    s = controlled()
    s.wall_deck = []
    give(s, workers={"merchant": 1, "labourer": 1, "scout": 1}, provisions=1)
    assert_illegal(s, "act fortify", "PA.action.fortify.wall-deck")


# -- absolve -------------------------------------------------------------------------------------
def test_PA_action_absolve() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1, suspicion=2)
    act(s, "act absolve")
    assert legal(s) == ["jar j1", "jar j2"]
    act(s, "jar j1")
    assert s.silver[p] == 0
    assert s.attribute(p, C.FAITH) == 1 and s.suspicion_count(p) == 1
    assert s.workers[p * 6 + C.LABOURER] == 1


def test_PA_action_absolve_influence() -> None:
    s = controlled()
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=1, influence=2)
    act(s, "act absolve")
    assert legal(s) == ["jar j1", "jar j2", "jar j3", "jar j4"]
    assert_illegal(s, "jar j5", "PA.action.absolve.influence")


# -- attack and convert -------------------------------------------------------------------------
def test_PA_action_attack() -> None:
    s = controlled()
    p = s.current
    card = s.outsider_row[0]
    give(s, workers={"scout": 1, "labourer": 1, "fighter": 1})
    act(s, "act attack")
    if s.stage == C.TARGET:
        act(s, "attack 0")
    assert s.attacked[p] == 1 << card and s.outsider_row[0] == -1
    assert s.attribute(p, C.INFLUENCE) >= 1, "always +1 Influence"


def test_PA_action_attack_strength() -> None:
    s = controlled()
    give(s, workers={"scout": 1, "labourer": 1, "fighter": 1}, strength=4)
    act(s, "act attack")
    assert legal(s) == ["attack 0", "attack 1", "attack 2"]
    assert_illegal(s, "attack 3", "PA.action.attack.silver-for-strength")


def test_PA_action_attack_silver_for_strength() -> None:
    s = controlled()
    p = s.current
    warrior = next(i for i, o in enumerate(s.game.data.outsiders) if o.id == "warrior-green")
    s.outsider_row[4] = warrior  # its reward is 2 provisions: no silver comes back
    give(s, workers={"scout": 1, "labourer": 1, "fighter": 1}, strength=4, silver=2)
    act(s, "act attack")
    assert legal(s) == [f"attack {i}" for i in range(5)], "8 needs 2 silver for 4 missing"
    act(s, "attack 4")
    assert s.silver[p] == 0


def test_PA_action_attack_silver_for_strength__odd_gap() -> None:
    up = controlled()
    give(up, workers={"scout": 1, "labourer": 1, "fighter": 1}, strength=1, silver=0)
    act(up, "act attack")
    assert legal(up) == ["attack 0"] or up.stage == C.ACTION
    down = controlled(attack_rounding="down")
    give(down, workers={"scout": 1, "labourer": 1, "fighter": 1}, strength=1, silver=0)
    act(down, "act attack")
    assert legal(down) == ["attack 0", "attack 1"], "a gap of 1 costs nothing rounding down"


def test_PA_action_convert() -> None:
    s = controlled()
    p = s.current
    card = s.outsider_row[0]
    extra = s.game.data.outsiders[card].convert_strength
    give(s, workers={"fighter": 1, "labourer": 1, "cleric": 1}, silver=0)
    act(s, "act convert")
    if s.stage == C.TARGET:
        act(s, "convert 0")
    assert s.converted[p] == 1 << card
    assert s.attribute(p, C.STRENGTH) == extra


def test_PA_action_convert_faith() -> None:
    s = controlled()
    p = s.current
    s.converted[p] = 0
    give(s, workers={"fighter": 1, "labourer": 1, "cleric": 1}, faith=5)
    act(s, "act convert")
    assert legal(s) == ["convert 0", "convert 1", "convert 2"]
    assert_illegal(s, "convert 3", "PA.action.convert.faith")


# -- limits and row costs -------------------------------------------------------------------------
def test_PA_action_limit_seven() -> None:
    s = controlled()
    p = s.current
    s.jars[p] = 0b1111111
    give(s, workers={"cleric": 1, "labourer": 1, "merchant": 1}, silver=9, influence=12)
    assert_illegal(s, "act absolve", "PA.action.limit-seven")
    s.attacked[p] = (1 << 7) - 1  # attack has no limit
    give(s, workers={"scout": 1, "labourer": 1, "fighter": 1}, strength=12)
    assert "act attack" in legal(s)


@pytest.mark.parametrize(("placed", "cost"), [(0, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_PA_action_row_cost(placed: int, cost: int) -> None:
    s = controlled(4)
    p = s.current
    ids = [i for i in range(40)][:placed]
    for i in ids:
        s.monk_at[p] |= 1 << i
        s.occupied |= 1 << i
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=cost - 1, faith=12)
    assert_illegal(s, "act commission", "PA.action.row-cost")
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=cost, faith=12)
    act(s, "act commission")
    act(s, legal(s)[0])
    assert s.provisions[p] == 0


def test_PA_action_row_cost__paladin_waives() -> None:
    s = controlled()
    set_paladin(s, "ivon")  # Commission costs no provisions
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=0)
    assert "act commission" in legal(s)


def test_PA_action_pay_debt() -> None:
    s = controlled(pay_debt_silver=2)
    p = s.current
    give(s, workers={}, silver=2, unpaid=1)
    assert legal(s) == ["pay-debt", "pass"]
    act(s, "pay-debt")
    assert (s.unpaid[p], s.paid[p], s.silver[p]) == (0, 1, 0)
    plain = controlled()
    give(plain, workers={}, silver=5, unpaid=1)
    assert_illegal(plain, "pay-debt", "PA.action.pay-debt")


def test_PA_attributes_track_max() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"scout": 1, "labourer": 1, "fighter": 1}, influence=12)
    count = len(s.events())
    act(s, "act attack")
    if s.stage == C.TARGET:
        act(s, "attack 0")
    assert s.attribute(p, C.INFLUENCE) == 12
    assert "PA.attributes.track-max" in event_rules(events_since(s, count))
