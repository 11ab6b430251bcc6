"""Readable builders for Paladins scenario tests.

A scenario starts from a real game (``new_state``), is driven to the step under test with a
seeded random agent or with chosen actions (``to_actions``), and is then arranged by setting
the plain data fields of the state (``give``, ``set_row`` ...). The step under test is then
taken with real actions given as text (``act``). Expected effects are computed independently
of the engine by :func:`expected_after`, a second, tiny reading of the effect vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.core.events import Event
from tabletop_lib.games.paladins import constants as C
from tabletop_lib.games.paladins.data import GameData
from tabletop_lib.games.paladins.state import PaladinsState

__all__ = [
    "C",
    "IllegalActionError",
    "act",
    "assert_illegal",
    "controlled",
    "counters",
    "data",
    "event_rules",
    "events_since",
    "expected_after",
    "give",
    "legal",
    "new_state",
    "plain_row",
    "play_random_until",
    "quiet",
    "set_paladin",
    "to_actions",
]


def data() -> GameData:
    return tabletop_lib.load_game("paladins", num_players=2).data  # type: ignore[attr-defined, no-any-return]


# -- making states ---------------------------------------------------------------------------------
def new_state(num_players: int = 2, seed: int = 0, **options: Any) -> PaladinsState:
    """The state right after setup's automatic steps: the first free hire."""
    game = tabletop_lib.load_game("paladins", num_players=num_players, **options)
    state = game.new_initial_state(seed=seed)
    assert isinstance(state, PaladinsState)
    return state


def play_random_until(
    state: PaladinsState, done: Callable[[PaladinsState], bool], agent_seed: int = 0
) -> PaladinsState:
    """Apply random legal actions (seeded) until ``done(state)``; returns ``state``."""
    agent = RandomAgent(agent_seed)
    for _ in range(20_000):
        if done(state):
            return state
        assert not state.is_terminal(), "the game ended before the scenario was reached"
        state.apply_action(agent.choose(state))
    raise AssertionError("the scenario was not reached")


def first_choice(state: PaladinsState) -> None:
    state.apply_action(state.legal_actions()[0])


def to_actions(num_players: int = 2, seed: int = 0, **options: Any) -> PaladinsState:
    """A state at the first decision of round 1's action phase (the first player to act).

    Setup hires, Paladin choices and Tavern picks take the first legal option."""
    state = new_state(num_players, seed, **options)
    while state.stage != C.ACTION:
        first_choice(state)
    return state


def quiet(state: PaladinsState, tax: int = 99, suspicion_value: int = 0) -> PaladinsState:
    """Make side effects predictable: a large tax supply (no Inquisition from taking tax) and
    a Suspicion deck whose every card shows ``suspicion_value`` silver."""
    state.tax = tax
    state.suspicion_deck = [suspicion_value] * 24
    state.suspicion_discard = []
    return state


def give(
    state: PaladinsState,
    player: int | None = None,
    workers: dict[str, int] | None = None,
    **values: int,
) -> PaladinsState:
    """Set a player's stock: ``workers`` (by type name, the rest 0), and any of silver,
    provisions, faith, strength, influence, unpaid, paid, suspicion (cards of value 0)."""
    p = state.current if player is None else player
    if workers is not None:
        for t, name in enumerate(C.WORKERS):
            state.workers[p * 6 + t] = workers.get(name, 0)
    for key, value in values.items():
        if key in C.ATTRIBUTES:
            state.attrs[p * 3 + C.ATTRIBUTES.index(key)] = value
        elif key == "suspicion":
            kinds = state.game.suspicion_kinds
            state.suspicion[p * kinds : (p + 1) * kinds] = [value] + [0] * (kinds - 1)
        else:
            getattr(state, key)[p] = value
    return state


def set_paladin(state: PaladinsState, paladin: str | None, player: int | None = None) -> None:
    """Give the player this revealed Paladin for the round, or none (no bonus, no ability)."""
    p = state.current if player is None else player
    if paladin is None:
        state.revealed &= ~(1 << p)
    else:
        state.paladin[p] = state.game.paladin_index[paladin]
        state.revealed |= 1 << p


def controlled(num_players: int = 2, seed: int = 0, **options: Any) -> PaladinsState:
    """A round-1 action state for the first player with no Paladin, no workers, no silver or
    provisions, a large tax supply and 0-silver Suspicion cards: tests give what they need."""
    state = quiet(to_actions(num_players, seed, **options))
    for p in range(num_players):
        set_paladin(state, None, p)
        give(state, p, workers={}, silver=0, provisions=0)
    return state


def plain_row(state: PaladinsState) -> None:
    """Fill the Townsfolk row with cards whose hire bonus is empty, none of them hired."""
    held = 0
    for mask in state.hired:
        held |= mask
    plain = [i for i, t in enumerate(state.game.data.townsfolk) if not t.hire and not held >> i & 1]
    state.townsfolk_row = plain[:5]


def counters(state: PaladinsState, p: int) -> dict[str, int]:
    """What effects change, for comparing before and after."""
    out = {name: state.workers[p * 6 + t] for t, name in enumerate(C.WORKERS)}
    out.update({a: state.attrs[p * 3 + i] for i, a in enumerate(C.ATTRIBUTES)})
    out.update(
        silver=state.silver[p],
        provisions=state.provisions[p],
        unpaid=state.unpaid[p],
        paid=state.paid[p],
        suspicion=state.suspicion_count(p),
        tax=state.tax,
        hired=state.hired[p].bit_count(),
    )
    return out


def expected_after(
    before: dict[str, int],
    effects: Iterable[str | dict[str, Any]],
    develop_gives: str = "labourer",
) -> dict[str, int]:
    """The counters after ``effects`` (the data files' words), computed without the engine.

    Decisions are taken as the tests take them (the first legal option): a free recruit hires (a
    Townsfolk without hire bonus, see :func:`plain_row`), a choice takes its first option, an
    attribute choice raises faith, a pray clears a space (no counter changes), a free develop
    gains the worker under the workshop (``develop_gives``). Suspicion cards are assumed to
    show 0 silver (see :func:`quiet`).
    """
    after = dict(before)
    for effect in effects:
        if isinstance(effect, dict):
            first = effect["choose"][0]
            chosen = first if isinstance(first, list) else first["effects"]
            after = expected_after(after, chosen, develop_gives)
            continue
        name, _, arg = effect.partition(":")
        n = int(arg) if arg.isdigit() else 1
        if name == "worker":
            after[arg] += 1
        elif name == "criminal":
            after["criminal"] += n
            after["suspicion"] += n
        elif name in ("silver", "provisions", "faith", "strength", "influence"):
            after[name] = min(12, after[name] + n) if name in C.ATTRIBUTES else after[name] + n
        elif name == "tax":
            taken = min(n, after["tax"])
            after["tax"] -= taken
            after["silver"] += taken
        elif name == "free_recruit":
            after["hired"] += 1
        elif name == "choose_attribute":
            after["faith"] = min(12, after["faith"] + n)
        elif name == "free_develop":
            after[develop_gives] += 1
        elif name != "pray" and not _expected_debt_or_suspicion(after, name, n):
            raise AssertionError(f"unknown effect {effect}")
    return after


def _expected_debt_or_suspicion(after: dict[str, int], name: str, n: int) -> bool:
    """The counters after one Debt or Suspicion effect; False for another effect."""
    if name == "suspicion":
        after["suspicion"] += n
    elif name == "remove_suspicion":
        after["suspicion"] -= min(n, after["suspicion"])
    elif name == "pay_debt":
        k = min(n, after["unpaid"])
        after["unpaid"] -= k
        after["paid"] += k
    elif name == "remove_debt":
        after["unpaid"] -= min(n, after["unpaid"])
    elif name == "take_debt":
        after["unpaid"] += n
    else:
        return False
    return True


# -- acting and looking ---------------------------------------------------------------------------
def act(state: PaladinsState, *texts: str) -> PaladinsState:
    for text in texts:
        state.apply_action(text)
    return state


def legal(state: PaladinsState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def assert_illegal(state: PaladinsState, text: str, rule: str) -> IllegalActionError:
    before = state.to_json()
    with pytest.raises(IllegalActionError) as caught:
        state.apply_action(text)
    assert caught.value.rule == rule, caught.value
    assert state.to_json() == before
    return caught.value


def events_since(state: PaladinsState, count: int) -> list[Event]:
    return state.events()[count:]


def event_rules(events: Iterable[Event]) -> list[str]:
    return [e.rule for e in events]
