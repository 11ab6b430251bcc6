"""The rules read again against the sources (data README, "Rules read again"): each doubtful
reading is an option or a data field with a documented default, tested both ways here."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop_lib import load_game
from tabletop_lib.core.data import data_path
from tabletop_lib.core.errors import ConfigError, DataError
from tabletop_lib.games.paladins.state import PaladinsState

from .scenarios import (
    C,
    act,
    assert_illegal,
    controlled,
    event_rules,
    give,
    legal,
    new_state,
    play_random_until,
    quiet,
)


# -- the tax supply (PA.setup.tax-supply, PA.inquisition.refill) -------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_tax_supply__default_reads_the_data_table(n: int) -> None:
    game = load_game("paladins", num_players=n)
    assert game.params.tax_supply == "data"
    assert new_state(n).tax == game.data.tax_by_players[n]  # type: ignore[attr-defined]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_tax_supply__players_plus_four(n: int) -> None:
    s = new_state(n, tax_supply="players-plus-4")
    assert s.tax == 4 + n
    assert s.observation(0)["tax_supply"] == 4 + n
    assert any(
        e.rule == "PA.setup.tax-supply" and f"holds {4 + n} silver" in e.text for e in s.events()
    )


@pytest.mark.parametrize("option", ["players-plus-4", 7])
def test_PA_inquisition_refill__to_the_tax_supply_option(option: str | int) -> None:
    """Reached by play: the player to move empties the last silver of the tax supply with the
    Suspicion card of a Conspire; the Inquisition refills it to the option's amount."""
    s = controlled(2, tax_supply=option)
    p = s.current
    expected = 6 if option == "players-plus-4" else 7
    assert s.game.tax_start == expected
    s.tax = 1
    s.suspicion_deck = [1] * 24
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.tax == expected
    assert s.silver[p] == 1 and s.unpaid[p] == 1
    assert "PA.inquisition.refill" in event_rules(s.events())
    assert s.current == 1 - p and legal(s)[-1] == "pass"


@pytest.mark.parametrize("bad", ["five", 0, -2, True, 2.5, None])
def test_PA_setup_tax_supply__rejects_bad_values(bad: object) -> None:
    with pytest.raises(ConfigError, match="tax_supply must be 'data', 'players-plus-4'"):
        load_game("paladins", num_players=2, tax_supply=bad)


# -- King's Favours: for the round, for the game, or from the next round (PA.favour.duration) --
def _round_four(**options: object) -> PaladinsState:
    """Round 4's action phase reached by random play, the player to move holding two
    labourers; the Favours of rounds 3 and 4 are 'stores' (any worker: 2 provisions and 1
    tax) and 'loan' (any worker and a Debt: a Scout, a Merchant and a Fighter)."""
    s = play_random_until(
        new_state(2, seed=3, **options),
        lambda st: st.round == 4 and st.stage == C.ACTION and not st.passed,
    )
    quiet(s)
    ids = [f.id for f in s.game.data.favours]
    rest = [i for i, f in enumerate(ids) if f not in ("favour-stores", "favour-loan")]
    s.favours = (ids.index("favour-stores"), ids.index("favour-loan"), *rest[:3])
    s.favour_used = [0] * 5
    give(s, workers={"labourer": 2})
    return s


def test_PA_favour_duration__round_is_the_default() -> None:
    s = _round_four()
    assert s.game.params.favour_duration == "round"
    favours = s.observation(s.current)["kings_favours"]
    assert [f["usable"] for f in favours[:2]] == [False, True] and favours[2:] == [None] * 3
    assert "favour 0" not in legal(s) and "favour 1" in legal(s)
    error = assert_illegal(s, "favour 0", "PA.favour.duration")
    assert "its own round only" in str(error)
    p, unpaid = s.current, s.unpaid[s.current]
    act(s, "favour 1")
    assert s.workers[p * 6 : p * 6 + 4] == [1, 1, 1, 1] and s.unpaid[p] == unpaid + 1


def test_PA_favour_duration__game() -> None:
    s = _round_four(favour_duration="game")
    assert {"favour 0", "favour 1"} <= set(legal(s))
    p, provisions = s.current, s.provisions[s.current]
    act(s, "favour 0")
    assert s.provisions[p] == provisions + 2
    assert s.observation(p)["kings_favours"][0]["usable"] is True


def test_PA_favour_duration__from_next_round() -> None:
    s = _round_four(favour_duration="from-next-round")
    assert "favour 0" in legal(s) and "favour 1" not in legal(s)
    error = assert_illegal(s, "favour 1", "PA.favour.duration")
    assert "opens next round" in str(error)


def test_PA_favour_duration__from_next_round_leaves_round_three_without_favours() -> None:
    s = play_random_until(
        new_state(2, seed=3, favour_duration="from-next-round"),
        lambda st: st.round == 3 and st.stage == C.ACTION,
    )
    assert s.game.favour_window[3] == (0, 0)
    assert not any(a.startswith("favour") for a in legal(s))


@pytest.mark.parametrize("bad", ["forever", 1, None])
def test_PA_favour_duration__rejects_bad_values(bad: object) -> None:
    with pytest.raises(ConfigError, match="favour_duration"):
        load_game("paladins", num_players=2, favour_duration=bad)


# -- which monk and outpost slots carry the attribute bonus: data, in one place ------------------
def _corrected_board(tmp_path: Path, edit: Callable[[dict[str, Any]], None]) -> Path:
    """A copy of player_board.json changed by ``edit``, as someone holding the board would."""
    doc = json.loads(data_path("paladins", "player_board.json").read_text(encoding="utf-8"))
    edit(doc)
    path = tmp_path / "player_board.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _commission_first_monk(**options: Any) -> tuple[PaladinsState, int]:
    s = controlled(2, **options)
    p = s.current
    give(s, workers={"scout": 1, "labourer": 1, "cleric": 1}, provisions=1)
    act(s, "act commission", "monk r1-2")
    return s, p


def test_PA_action_commission__bonus_slots_are_unverified_data_in_one_place() -> None:
    data = load_game("paladins", num_players=2).data  # type: ignore[attr-defined]
    influence = (C.OP_INFLUENCE << 8 | 1,)
    assert data.monks.bonus == (influence,) * 7
    assert data.outposts.bonus == ((C.OP_FAITH << 8 | 1,),) * 7
    assert any(line.startswith("player_board.json: row_bonuses:") for line in data.unverified)
    s, p = _commission_first_monk()
    assert s.attribute(p, C.INFLUENCE) == 1


def test_PA_action_commission__a_slot_without_bonus(tmp_path: Path) -> None:
    def no_bonus_on_the_first_monk(doc: dict[str, Any]) -> None:
        doc["row_bonuses"]["monks"][0] = []

    path = _corrected_board(tmp_path, no_bonus_on_the_first_monk)
    s, p = _commission_first_monk(player_board_path=path)
    assert s.attribute(p, C.INFLUENCE) == 0
    assert s.monk_at[p] == 1 << s.game.space_index["r1-2"]
    assert s.stage == C.ACTION and s.current == 1 - p


def test_PA_action_garrison__bonus_follows_the_data(tmp_path: Path) -> None:
    def strength_instead(doc: dict[str, Any]) -> None:
        doc["row_bonuses"]["outposts"][0] = ["strength:2"]

    s = controlled(2, player_board_path=_corrected_board(tmp_path, strength_instead))
    p = s.current
    give(s, workers={"merchant": 1, "labourer": 1, "fighter": 1}, provisions=1, strength=1)
    act(s, "act garrison", "outpost r1-2")
    assert (s.attribute(p, C.FAITH), s.attribute(p, C.STRENGTH)) == (0, 3)


def test_bonuses_written_in_a_row_are_refused(tmp_path: Path) -> None:
    def in_the_row(doc: dict[str, Any]) -> None:
        doc["rows"]["monks"]["bonus"] = ["influence:1"] * 7

    path = _corrected_board(tmp_path, in_the_row)
    with pytest.raises(DataError, match=r"rows\.monks\.bonus.*row_bonuses only"):
        load_game("paladins", num_players=2, player_board_path=path)


# -- which slots a workshop covers: data (workshops.covers) ----------------------------------
def _attack_with_two_workshops(**options: Any) -> PaladinsState:
    s = controlled(2, **options)
    s.workshops[s.current * 12 + C.ATTACK] = 2
    return s


def test_PA_workers_workshop_covers__the_last_coloured_slot_stays_open() -> None:
    """Default data: workshops cover slots 0 then 1, so Attack (Scout, any, Fighter) always
    needs a Fighter, or a Criminal in its place."""
    s = _attack_with_two_workshops()
    give(s, workers={"scout": 2, "labourer": 1})
    assert "act attack" not in legal(s)
    assert_illegal(s, "act attack", "PA.workers.coloured-slot")
    give(s, workers={"criminal": 1})
    assert "act attack" in legal(s)
    give(s, workers={"fighter": 1})
    p = s.current
    act(s, "act attack")
    assert s.workers[p * 6 + C.FIGHTER] == 0
    assert s.attacked[p].bit_count() == 1


def test_PA_workers_workshop_covers__other_slots_by_data(tmp_path: Path) -> None:
    def cover_the_coloured_slots(doc: dict[str, Any]) -> None:
        doc["workshops"]["covers"]["attack"] = [2, 0]

    path = _corrected_board(tmp_path, cover_the_coloured_slots)
    s = _attack_with_two_workshops(player_board_path=path)
    give(s, workers={"scout": 1})
    assert "act attack" in legal(s), "only the clear slot is left: any worker"
    s.workshops[s.current * 12 + C.ATTACK] = 1
    assert "act attack" not in legal(s), "one workshop (on the Fighter): Scout + any needed"


# -- the shared supply of workers: unlimited, or the component list's (option worker_supply) ----
def _finite(**options: Any) -> PaladinsState:
    """A round-1 action state reached by play with a finite supply, arranged like
    ``controlled`` (no workers in hand), the supply holding every worker not on a board."""
    s = controlled(2, worker_supply="finite", **options)
    _resync(s)
    return s


def _resync(s: PaladinsState) -> None:
    """After a test gives workers by hand, put the supply back in step with the hands."""
    total = s.game.data.worker_supply
    for t in range(6):
        placed = sum(packed >> (3 * t) & 7 for packed in s.on_space) + s.favour_workers[t]
        s.supply[t] = total[t] - placed - sum(s.workers[p * 6 + t] for p in range(2))


def test_PA_setup_supply__unlimited_by_default() -> None:
    s = new_state(2)
    assert s.game.params.worker_supply == "unlimited"
    assert s.supply == [] and s.observation(0)["worker_supply"] is None


def test_PA_setup_supply__finite_holds_the_component_list() -> None:
    s = new_state(3, worker_supply="finite")
    data = s.game.data
    assert data.worker_supply == (22, 18, 18, 18, 18, 18)
    assert s.supply == list(data.worker_supply), "nobody holds a worker before round 1"
    assert any("22 labourers" in e.text for e in s.events() if e.rule == "PA.setup.supply")
    s = play_random_until(s, lambda st: st.stage == C.ACTION)
    hands = [sum(s.workers[p * 6 + t] for p in range(3)) for t in range(6)]
    assert [a + b for a, b in zip(s.supply, hands, strict=True)] == list(data.worker_supply)
    assert s.observation(1)["worker_supply"]["labourer"] == s.supply[C.LABOURER]


def test_PA_supply_exhausted() -> None:
    """No Criminal is left: Conspire gives none, but its own Suspicion card still comes."""
    s = _finite()
    p = s.current
    give(s, workers={"labourer": 1})
    _resync(s)
    s.supply[C.CRIMINAL] = 0
    act(s, "act conspire")
    assert s.workers[p * 6 + C.CRIMINAL] == 0
    assert s.suspicion_count(p) == 1
    assert "PA.supply.exhausted" in event_rules(s.events())
    assert s.current == 1 - p and legal(s)[-1] == "pass"


def test_PA_supply_exhausted__a_criminal_not_received_brings_no_suspicion() -> None:
    s = play_random_until(
        new_state(2, seed=5, worker_supply="finite"), lambda st: st.stage == C.TAVERN
    )
    quiet(s)
    p = s.current
    data = s.game.data
    slot = next(
        i
        for i, card in enumerate(s.tavern_row)
        if s.tavern_taker[i] < 0 and C.CRIMINAL in data.tavern_workers[card]
    )
    criminals = data.tavern_workers[s.tavern_row[slot]].count(C.CRIMINAL)
    s.supply[C.CRIMINAL] = criminals - 1  # one short
    before, held = s.workers[p * 6 + C.CRIMINAL], s.suspicion_count(p)
    act(s, f"tavern {slot}")
    assert s.workers[p * 6 + C.CRIMINAL] == before + criminals - 1
    assert s.suspicion_count(p) == held + criminals - 1
    assert s.supply[C.CRIMINAL] == 0


def test_PA_supply_exhausted__several_of_a_kind() -> None:
    """A reward of three Labourers with one left in the supply gives one."""
    s = _finite()
    p = s.current
    ids = [f.id for f in s.game.data.favours]
    s.favours = (
        ids.index("favour-labourers"),
        *[i for i in range(10) if ids[i] != "favour-labourers"][:4],
    )
    s.round = 3
    give(s, workers={"criminal": 1})
    _resync(s)
    s.supply[C.LABOURER] = 1
    act(s, "favour 0")
    assert s.workers[p * 6 + C.LABOURER] == 1 and s.supply[C.LABOURER] == 0
    assert s.favour_workers[C.CRIMINAL] == 1
    assert s.observation(p)["workers_on_favours"] == {"criminal": 1}


def test_PA_action_pray__returns_the_workers_to_a_finite_supply() -> None:
    s = _finite()
    p = s.current
    give(s, workers={"labourer": 1, "cleric": 1}, silver=2)
    _resync(s)
    labourers = s.supply[C.LABOURER]
    act(s, "act hunt-1", "workers labourer")
    assert s.observation(p)["players"][p]["workers_on_spaces"] == {"hunt": {"labourer": 1}}
    assert s.supply[C.LABOURER] == labourers, "placed workers are not back in the supply yet"
    act(s, "pass")  # the other player
    act(s, "act pray")  # one space to clear: hunt
    assert s.supply[C.LABOURER] == labourers + 1
    assert s.on_space[p * 12 + C.HUNT] == 0
    assert s.observation(p)["players"][p]["workers_on_spaces"] == {"pray": {"cleric": 1}}


def test_PA_reset_player_board__refills_a_finite_supply() -> None:
    s = play_random_until(new_state(2, seed=2, worker_supply="finite"), lambda st: st.round == 2)
    assert s.on_space == [0] * 24 and s.favour_workers == [0] * 6
    play_random_until(s, lambda st: st.stage == C.ACTION)
    hands = [s.workers[t] + s.workers[6 + t] for t in range(6)]
    assert [a + b for a, b in zip(s.supply, hands, strict=True)] == [22] + [18] * 5


@pytest.mark.parametrize("bad", ["infinite", 22, None])
def test_PA_setup_supply__rejects_bad_values(bad: object) -> None:
    with pytest.raises(ConfigError, match="worker_supply"):
        load_game("paladins", num_players=2, worker_supply=bad)


def test_PA_setup_supply__the_counts_are_checked(tmp_path: Path) -> None:
    doc = json.loads(data_path("paladins", "cards.json").read_text(encoding="utf-8"))
    del doc["worker_supply"]["counts"]["criminal"]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError, match=r"worker_supply\.counts"):
        load_game("paladins", num_players=2, cards_path=path)
