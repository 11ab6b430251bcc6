"""The saved-game soak's findings, one test each: an edit that once loaded, then stopped the game
(no legal action, or a loop that never ends), is refused naming the field or the invariant.

Each edit is made on a state reached by random play where it matters (a Brian Boru draft, a
Paladins target decision, Merlin with all nine modules while the horn cup is held ...); the
control test loads the same states unedited.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from tabletop_lib import DataError, load_game
from tabletop_lib.core.game import Game
from tabletop_lib.games.brian_boru import constants as bb
from tabletop_lib.games.merlin import constants as me
from tabletop_lib.games.merlin.params import MODULE_NAMES
from tabletop_lib.games.merlin.ruleset import STAGE_OWNER
from tabletop_lib.games.paladins import constants as pa

Doc = dict[str, Any]


GAMES: dict[str, tuple[str, int, dict[str, Any]]] = {
    "brian_boru": ("brian_boru", 3, {}),
    "paladins": ("paladins", 2, {}),
    "merlin": ("merlin", 3, {"modules": list(MODULE_NAMES)}),  # with all nine modules
    "merlin_base": ("merlin", 2, {}),
}


@cache
def _game(key: str) -> Game[Any, Any]:
    name, num_players, options = GAMES[key]
    return load_game(name, num_players=num_players, **options)


@cache
def _saved_text(name: str, wanted: Callable[[Doc], bool]) -> str:
    game = _game(name)
    for seed in range(20):
        s = game.new_initial_state(seed)
        pick = random.Random(seed)
        while not s.is_terminal():
            text = s.to_json()
            if wanted(json.loads(text)):
                return text
            s.apply_action(pick.choice(s.legal_actions()), check=False)
    raise AssertionError(f"no {name} state of 20 games is the one wanted")


def _saved_where(name: str, wanted: Callable[[Doc], bool]) -> Doc:
    """The first saved state of seeded random games that ``wanted`` accepts (a fresh copy)."""
    doc: Doc = json.loads(_saved_text(name, wanted))
    return doc


def _first_pick(d: Doc) -> bool:
    return d["stage"] == bb.DRAFT and d["picks_left"] == 2 and d["current"] == 1


def _in_actions(d: Doc) -> bool:
    return d["stage"] == pa.ACTION and d["round"] == 2


def _target(d: Doc) -> bool:
    return d["stage"] == pa.TARGET and d["period"] == pa.P_ACTIONS


def _cup_held(d: Doc) -> bool:
    return bool(d["morgana_cup"] >= 0)


def _pict_owned(d: Doc) -> bool:
    return d["round"] >= 2 and any(o >= 0 for o in d["pict_owner"])


def _drawing_missions(d: Doc) -> bool:
    """A player draws mission cards, more to come (the finding: none left while drawing)."""
    return bool(d["stage"] == me.MISSION_DRAW and d["draws_left"] > 0)


def _in_round_2(d: Doc) -> bool:
    return bool(d["round"] == 2)


def _last_round(d: Doc) -> bool:
    return bool(d["round"] == 6 and d["turn"] == 1)


def _die_raised(d: Doc) -> bool:
    """The Arthur module's +/-1 flag has just raised a 6 to a 7."""
    return bool(d["die_value"] > 6 and d["stage"] == me.PRE_MOVE)


def _at_the_kitchen(d: Doc) -> bool:
    """A Morgana die just taken, its use to choose (``rules.STEP_USE``)."""
    return bool(d["stage"] == 40 and d["morgana_step"] == 0)


def _nobody_blocked(d: Doc) -> bool:
    return bool(d["morgana"] < 0 and d["round"] == 1 and d["stage"] == me.CHOOSE_DIE)


def _first_pick_of_the_draft(d: Doc) -> bool:
    return bool(d["stage"] == 39 and all(o == -1 for o in d["ally_owner"]))


def _favor_pending(d: Doc) -> bool:
    """The King's Favor choice after a mission (stage 22)."""
    return bool(d["stage"] == 22)


def _at_the_market(d: Doc) -> bool:
    """Caerleon's market: what to give (stage 27)."""
    return bool(d["stage"] == 27)


def _arthur_walks(d: Doc) -> bool:
    """The Arthur space's action: how far Arthur walks (stage 33)."""
    return bool(d["stage"] == 33)


def _evicting(d: Doc) -> bool:
    """Caerleon: both slots taken, who goes home (stage 24)."""
    return bool(d["stage"] == 24)


def _other_tile(d: Doc) -> None:
    """A tile of another kind at grid position 0: every number in range, but the surroundings
    are no longer the game's tiles."""
    d["layout"][0] = next(k for k in d["layout"] if k != d["layout"][0])


def _set(field: str, value: int, index: int | None = None) -> Callable[[Doc], None]:
    def edit(d: Doc) -> None:
        if index is None:
            d[field] = value
        else:
            d[field][index] = value

    return edit


def _next_player_decides(d: Doc) -> None:
    d["current"] = (d["current"] + 1) % len(d["score"])


def _one_more_round(d: Doc) -> None:
    d["round"] += 1


FINDINGS: list[tuple[str, str, Callable[[Doc], bool], Callable[[Doc], None], str]] = [
    # (id, game, where, edit, the field or invariant named)
    ("bb-picks-left-25", "brian_boru", _first_pick, _set("picks_left", 25), "picks_left"),
    ("bb-picks-left-0", "brian_boru", _first_pick, _set("picks_left", 0), "draft-in-step"),
    ("bb-picks-left-1", "brian_boru", _first_pick, _set("picks_left", 1), "draft-in-step"),
    ("bb-stage-mark", "brian_boru", _first_pick, _set("stage", bb.MARK), "stage-in-program"),
    ("pa-resume-loops", "paladins", _target, _set("resume", pa.PC_EFFECTS), "program-in-step"),
    ("pa-wall-mask", "paladins", _in_actions, _set("walls", -1, 0), "walls[0]"),
    ("pa-used-mask", "paladins", _in_actions, _set("used", -2, 1), "used[1]"),
    ("pa-round", "paladins", _in_actions, _one_more_round, "paladins-per-round"),
    ("pa-stage-keep", "paladins", _in_actions, _set("stage", pa.KEEP), "program-in-step"),
    # Merlin with all modules: once IndexError in common.py, the knights' code, rules.py, the
    # Picts' code, describe.py, the treasures' code, game.space_label; a round past the last,
    # or a broken territory in the base game, never ended
    *(
        (f"me-cup-{v}", "merlin", _cup_held, _set("morgana_cup", v), "morgana_cup")
        for v in (3, 5, 6, 11, 25)
    ),
    *(
        (f"me-knight-{i}-{v}", "merlin", _pict_owned, _set("knights", v, i), f"knights[{i}]")
        for i in range(3)
        for v in (29, 39)
    ),
    ("me-pict-owner", "merlin", _pict_owned, _set("pict_owner", 56, 0), "pict_owner[0]"),
    ("me-layout", "merlin", _pict_owned, _set("layout", 56, 13), "layout[13]"),
    ("me-other-tile", "merlin", _pict_owned, _other_tile, "surroundings-tiles"),
    ("me-knights-turn", "merlin", _pict_owned, _set("knights_turn", 50, 4), "knights_turn[4]"),
    ("me-treasure-at", "merlin", _pict_owned, _set("treasure_at", 32, 8), "treasure_at[8]"),
    ("me-arthur-36", "merlin", _pict_owned, _set("arthur", 36), "arthur"),
    # a module out of play keeps its fields as before its setup
    ("me-base-cup", "merlin_base", _in_round_2, _set("morgana_cup", 1), "morgana_cup"),
    ("me-base-arthur", "merlin_base", _in_round_2, _set("arthur", 3), "arthur"),
    (
        "me-base-territories",
        "merlin_base",
        _in_round_2,
        _set("territories", -2, 4),
        "territories[4]",  # a mask of tiles: refused by its range before the invariants
    ),
    ("me-round", "merlin", _last_round, _one_more_round, "round"),
    # a die above its top face: IndexError in the base game's die choices; with the modules,
    # a 7 only on the die the Arthur flag raised this turn (else a game that never ended)
    ("me-base-dice-7", "merlin_base", _in_round_2, _set("dice", 7, 7), "dice[7]"),
    ("me-base-die-value-7", "merlin_base", _in_round_2, _set("die_value", 7), "die_value"),
    ("me-dice-7", "merlin", _pict_owned, _set("dice", 7, 7), "die-step"),
    ("me-die-value-7", "merlin", _pict_owned, _set("die_value", 7), "die-step"),
    # an ally's tokens: IndexError in the knights' final scoring
    ("me-geraint-999", "merlin", _pict_owned, _set("ally_tokens", 999, 5), "ally_tokens[5]"),
    ("me-gareth-64", "merlin", _pict_owned, _set("ally_tokens", 64, 3), "ally_tokens[3]"),
    ("me-tristram-7", "merlin", _pict_owned, _set("ally_tokens", 7, 0), "ally_tokens[0]"),
    # a stage the program does not ask at its step: the treasure's discards looped for ever
    ("me-stage-21", "merlin", _pict_owned, _set("stage", 21), "program-in-step"),
    ("me-base-stage-21", "merlin_base", _in_round_2, _set("stage", 21), "program-in-step"),
    ("me-stage-end-turn", "merlin", _pict_owned, _set("stage", me.END_TURN), "program-in-step"),
    # the search's (random edits of mid-game states, all modules, 2,000 actions each)
    ("me-cup-value-7", "merlin", _at_the_kitchen, _set("morgana_value", 7), "kitchen-in-step"),
    ("me-cup-value-8", "merlin", _at_the_kitchen, _set("morgana_value", 8), "morgana_value"),
    ("me-morgana-die-8", "merlin", _pict_owned, _set("morgana_dice", 8, 0), "morgana_dice[0]"),
    ("me-stash", "merlin", _nobody_blocked, _set("morgana_stash", 2, 0), "morgana-stash"),
    (
        "me-favor-back",
        "merlin",
        _favor_pending,
        _set("favor_pending", me.GRAIL, 1),
        "favor-in-step",
    ),
    (
        "me-market-district",
        "merlin",
        _at_the_market,
        _set("caerleon_pending", -2, 3),
        "district-in-step",
    ),
    ("me-favor-current", "merlin", _favor_pending, _next_player_decides, "program-in-step"),
    # the turn's progress against its stage: a die set aside before choosing one, no card
    # left to draw while drawing
    ("me-base-die-set-aside", "merlin_base", _in_round_2, _set("die", 1), "turn-in-step"),
    # a district twice (another none): Caerleon looks each district up by its principality
    ("me-district-twice", "merlin", _pict_owned, _set("districts", 1, 0), "module-pieces"),
    ("me-nothing-to-draw", "merlin", _drawing_missions, _set("draws_left", 0), "turn-in-step"),
    # a module's stage during the space's action (StateFields.during_action), no die set aside
    ("me-arthur-no-die", "merlin", _arthur_walks, _set("die", -1), "turn-in-step"),
    ("me-evict-target", "merlin", _evicting, _set("target", -2), "target"),
    ("me-figure-kind-7", "merlin", _pict_owned, _set("figure_kind", 7), "figure_kind"),
    (
        "me-ally-in-the-draft",
        "merlin",
        _first_pick_of_the_draft,
        _set("ally_owner", 0, 7),
        "draft-in-step",
    ),
    (
        "me-round-after-6",
        "merlin",
        _last_round,
        _set("pc", me.PC_NEW_ROUND),
        "round-before-the-end",
    ),
]


@pytest.mark.parametrize(
    ("name", "where", "edit", "named"),
    [pytest.param(*f[1:], id=f[0]) for f in FINDINGS],
)
def test_a_finding_of_the_soak_is_refused(
    name: str, where: Callable[[Doc], bool], edit: Callable[[Doc], None], named: str
) -> None:
    doc = _saved_where(name, where)
    edit(doc)
    with pytest.raises(DataError) as refused:
        _game(name).state_from_json(json.dumps(doc), source="edited.json")
    assert refused.value.field == named, refused.value


WHERE = [
    ("brian_boru", _first_pick),
    ("paladins", _in_actions),
    ("paladins", _target),
    ("merlin", _cup_held),
    ("merlin", _pict_owned),
    ("merlin", _drawing_missions),
    ("merlin", _last_round),
    ("merlin", _die_raised),
    ("merlin", _at_the_kitchen),
    ("merlin", _first_pick_of_the_draft),
    ("merlin", _favor_pending),
    ("merlin", _at_the_market),
    ("merlin", _arthur_walks),
    ("merlin", _evicting),
    ("merlin_base", _in_round_2),
]


@pytest.mark.parametrize(("name", "where"), WHERE, ids=[w.__name__ for _, w in WHERE])
def test_the_unedited_states_load(name: str, where: Callable[[Doc], bool]) -> None:
    doc = _saved_where(name, where)
    assert json.loads(_game(name).state_from_json(json.dumps(doc)).to_json()) == doc


def test_every_module_stage_is_declared_where_the_program_asks_it() -> None:
    """Each stage a module adds has its program steps in that module's own ``StateFields``
    (program-in-step reads them; the base names no module's stage)."""
    assert STAGE_OWNER, "no module stage registered"
    for stage, module in STAGE_OWNER.items():
        assert module.fields.stage_steps.get(stage), (module.name, stage)
