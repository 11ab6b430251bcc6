"""Readable builders for Brian Boru scenario tests.

A scenario starts from a real game (``new_state``), is driven to the phase under test with a
seeded random agent (``skip_to_first_trick``), and is then arranged by setting the plain data
fields of the state (``give_hand``, ``set_towns`` ...). The step under test is then taken with a
real action (``act``) or by running the automatic upkeep program (``run_upkeep_from``).
Towns are chosen by querying the board so that a corrected map keeps the tests meaningful.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

import tabletop_lib
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.core.events import Event
from tabletop_lib.games.brian_boru import constants as C
from tabletop_lib.games.brian_boru import rules, upkeep
from tabletop_lib.games.brian_boru.data import TOWN_COLOURS
from tabletop_lib.games.brian_boru.state import BrianBoruState

__all__ = [
    "C",
    "IllegalActionError",
    "act",
    "assert_illegal",
    "category",
    "clear_board",
    "colour_of",
    "event_rules",
    "events_since",
    "free_neighbours",
    "give_hand",
    "legal_strs",
    "marriage_card",
    "new_state",
    "play_random_until",
    "play_trick",
    "quiet_table",
    "region_of",
    "run_upkeep_from",
    "run_upkeep_step",
    "set_towns",
    "settle",
    "skip_to_first_trick",
    "start_trick",
    "town",
    "town_ids_of",
    "towns_where",
    "trick_table",
    "upkeep_table",
]


# -- making states ---------------------------------------------------------------------------
def new_state(num_players: int = 4, seed: int = 0, **options: Any) -> BrianBoruState:
    """The state right after setup's automatic steps: the first start-town decision."""
    game = tabletop_lib.load_game("brian_boru", num_players=num_players, **options)
    state = game.new_initial_state(seed=seed)
    assert isinstance(state, BrianBoruState)
    return state


def play_random_until(
    state: BrianBoruState, done: Callable[[BrianBoruState], bool], agent_seed: int = 0
) -> BrianBoruState:
    """Apply random legal actions (seeded) until ``done(state)``; returns ``state``."""
    agent = RandomAgent(agent_seed)
    for _ in range(10_000):
        if done(state):
            return state
        assert not state.is_terminal(), "the game ended before the scenario was reached"
        state.apply_action(agent.choose(state))
    raise AssertionError("the scenario was not reached in 10000 actions")


def skip_to_first_trick(state: BrianBoruState, agent_seed: int = 0) -> BrianBoruState:
    """Play setup and the first draft with a seeded random agent; stop at the first mark."""
    return play_random_until(state, lambda s: s.stage == C.MARK, agent_seed)


def quiet_table(state: BrianBoruState) -> BrianBoruState:
    """An empty board and fresh supplies: 3 coins, 1 renown, 10 points, nothing else."""
    n = state.num_players
    clear_board(state)
    state.coins = [3] * n
    state.renown = [1] * n
    state.score = [10] * n
    state.track = [0] * n
    state.raiders = [0] * n
    state.church = [0] * n
    return state


def trick_table(num_players: int = 4, seed: int = 0, **options: Any) -> BrianBoruState:
    """A game at its first trick, with a quiet table and 10 raiders in the battle area."""
    state = quiet_table(skip_to_first_trick(new_state(num_players, seed, **options)))
    state.battle_area = 10
    return state


def upkeep_table(num_players: int = 4, seed: int = 0, **options: Any) -> BrianBoruState:
    """A game between its first action phase and upkeep: a quiet table, empty hands, an empty
    battle area, no marriage card on the track, and more rounds to come."""
    state = trick_table(num_players, seed, **options)
    state.hands = [[] for _ in range(num_players)]
    state.battle_area = 0
    state.marriage_current = C.NO_CARD
    assert state.marriage_deck, "not the last round"
    return state


def marriage_card(state: BrianBoruState, card_id: str) -> int:
    """The index of an ordinary marriage card by its id in cards.json."""
    return [m.id for m in state.game.cards.marriage].index(card_id)


def category(state: BrianBoruState, player: int, name: str) -> int:
    """Points ``player`` has booked under the score category ``name``."""
    return state.points[player * C.NUM_CATEGORIES + C.CATEGORIES.index(name)]


def clear_board(state: BrianBoruState) -> None:
    """Remove every disc, Viking control token and monastery."""
    state.discs = [0] * state.num_players
    state.viking = 0
    state.monastery = 0


# -- towns -----------------------------------------------------------------------------------
def town(state: BrianBoruState, town_id: str) -> int:
    """The index (bit) of ``town_id`` in the board's town order."""
    return state.game.board.town_index(town_id)


def town_ids_of(state: BrianBoruState, mask: int) -> list[str]:
    """The ids of the towns in a bitmask, in board order."""
    ids = state.game.board.town_ids
    return [ids[i] for i in range(len(ids)) if mask >> i & 1]


def region_of(state: BrianBoruState, town_id: str) -> str:
    board = state.game.board
    return board.region_ids[board.town_region[town(state, town_id)]]


def colour_of(state: BrianBoruState, town_id: str) -> str:
    return TOWN_COLOURS[state.game.board.town_colour[town(state, town_id)]]


def towns_where(
    state: BrianBoruState,
    region: str | None = None,
    colour: str | None = None,
    free: bool = False,
) -> list[str]:
    """Town ids in board order, filtered by region id, colour name and disc-free-ness."""
    board = state.game.board
    occupied = state.occupied()
    out = []
    for i, tid in enumerate(board.town_ids):
        if region is not None and board.region_ids[board.town_region[i]] != region:
            continue
        if colour is not None and TOWN_COLOURS[board.town_colour[i]] != colour:
            continue
        if free and occupied >> i & 1:
            continue
        out.append(tid)
    return out


def free_neighbours(state: BrianBoruState, town_id: str) -> list[str]:
    """Disc-free towns one road from ``town_id``, in board order."""
    mask = state.game.board.neighbours[town(state, town_id)] & ~state.occupied()
    return town_ids_of(state, mask)


def set_towns(state: BrianBoruState, player: int, town_ids: Iterable[str]) -> None:
    """Give ``player`` exactly these towns (taking them from anyone else who had them)."""
    mask = 0
    for tid in town_ids:
        mask |= 1 << town(state, tid)
    for p in range(state.num_players):
        state.discs[p] &= ~mask
    state.discs[player] = mask


# -- cards and tricks --------------------------------------------------------------------------
def give_hand(state: BrianBoruState, player: int, cards: Iterable[int]) -> None:
    """Replace ``player``'s hand (sorted, as the draft leaves it)."""
    state.hands[player] = sorted(cards)


def start_trick(state: BrianBoruState, leader: int, hands: Sequence[Sequence[int]]) -> None:
    """Give every player a hand and let ``leader`` (the marker holder) mark a town."""
    for p, cards in enumerate(hands):
        give_hand(state, p, cards)
    state.marker = leader
    state.active_town = -1
    state.pc = C.PC_TRICK_START
    rules.run(state)
    assert state.stage == C.MARK and state.current_player() == leader


def play_trick(state: BrianBoruState, town_id: str, cards: Sequence[int]) -> None:
    """The leader marks ``town_id``; then the cards are played clockwise from the leader."""
    leader = state.current_player()
    act(state, f"mark {town_id}")
    for i, card in enumerate(cards):
        assert state.current_player() == (leader + i) % state.num_players
        act(state, f"play {card}")


def settle(state: BrianBoruState, stop: Iterable[int] = (C.MARK,)) -> list[str]:
    """Take the last legal action until the stage is one of ``stop``; returns what was taken.

    The last action is the cautious one: secondary B, stop-buying, decline-expand.
    """
    stops = set(stop)
    taken = []
    while state.stage not in stops and not state.is_terminal():
        action = state.legal_actions()[-1]
        taken.append(str(action))
        state.apply_action(action)
    return taken


# -- acting and observing -------------------------------------------------------------------
def act(state: BrianBoruState, *texts: str) -> BrianBoruState:
    """Apply actions given as text (``"mark tara"``), checked."""
    for text in texts:
        state.apply_action(state.parse_action(text))
    return state


def legal_strs(state: BrianBoruState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def events_since(state: BrianBoruState, count: int) -> list[Event]:
    """The events recorded after the first ``count`` (take ``len(state.events())`` before)."""
    return state.events()[count:]


def event_rules(events: Iterable[Event]) -> list[str]:
    return [e.rule for e in events]


def assert_illegal(state: BrianBoruState, text_or_action: object, rule: str) -> None:
    """The action raises ``IllegalActionError`` for ``rule`` and the state does not change."""
    before = state.to_json()
    action: Any = (
        state.parse_action(text_or_action) if isinstance(text_or_action, str) else text_or_action
    )
    try:
        state.apply_action(action)
    except IllegalActionError as err:
        assert err.rule == rule, f"expected rule {rule}, got {err.rule}: {err}"
        assert isinstance(err, ValueError)
        # The message names the game, the phase, the player and the action.
        assert err.game == "brian_boru" and err.phase == state.phase()
        assert err.player == state.current_player()
        assert str(action) in str(err) and rule in str(err)
    else:
        raise AssertionError(f"{text_or_action} was accepted; expected rule {rule}")
    assert state.to_json() == before, "a refused action changed the state"


# -- upkeep -------------------------------------------------------------------------------------
def run_upkeep_from(state: BrianBoruState, pc: int) -> BrianBoruState:
    """Set the program counter to an upkeep label and run until the next decision."""
    state.pc = pc
    rules.run(state)
    return state


def run_upkeep_step(state: BrianBoruState, pc: int, stop: int) -> bool:
    """Run the upkeep program from ``pc`` until it reaches ``stop``; True if a player must decide.

    This isolates one step: the later steps (and the next round) are not run.
    """
    state.pc = pc
    while state.pc != stop:
        if upkeep.step(state):
            return True
    return False
