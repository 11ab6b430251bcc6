"""Readable builders for Merlin scenario tests.

A scenario starts from a real game (``new_state``), clears the table (``bare_table``: every good
back to its principality, henchmen home, influence in the castles, no traitors, apples or
staffs), arranges exactly what the rule under test needs (``give``, ``place``, ``set_influence``,
``hand`` ...), starts a turn for a chosen player with chosen dice (``start_turn``) and then
takes real actions (``act``). Spaces are found by querying the ring (``space_of``), so a
corrected rondel.json keeps the tests meaningful.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.core.events import Event
from tabletop_lib.games.merlin import MerlinGame, MerlinState, rules
from tabletop_lib.games.merlin import constants as C
from tabletop_lib.games.merlin.params import IMPLEMENTED_MODULES

GOODS = {"shield": C.SHIELD, "flag": C.FLAG, "material": C.MATERIAL}
HENCHMEN = {name: i for i, name in enumerate(C.HENCHMAN_NAMES)}


def new_state(num_players: int = 4, seed: int = 0) -> MerlinState:
    """The state after setup: the first player chooses a die."""
    return MerlinGame(num_players).new_initial_state(seed)


def played_positions(
    num_players: int, seed: int, stages: Iterable[int] | None = None
) -> list[MerlinState]:
    """Copies of the positions of one seeded random game with every module (only those at
    ``stages``, when given): the fast-path tests compare a hook with its plain reading there."""
    keep = None if stages is None else frozenset(stages)
    s = MerlinGame(num_players, modules=list(IMPLEMENTED_MODULES)).new_initial_state(seed)
    choose = random.Random(seed).choice
    out = []
    while not s.is_terminal():
        if keep is None or s.stage in keep:
            out.append(s.clone())
        s.apply_action(choose(s.legal_actions()), check=False)
    return out


def colour_index(s: MerlinState, colour: str) -> int:
    return s.game.data.colour_index(colour)


def card(s: MerlinState, card_id: str) -> int:
    return s.game.data.mission_index(card_id)


def bare_table(s: MerlinState) -> MerlinState:
    """Every player holds nothing: goods, traitors, apples and staffs go back, henchmen and
    influence markers go home. Knights, Merlin, hands, dice and scores stay."""
    g = s.game
    n = g.num_players
    for i in range(C.GOODS_BLOCK):
        s.goods[n * C.GOODS_BLOCK + i] = g.params.goods_per_principality
    for p in range(n):
        for i in range(C.GOODS_BLOCK):
            s.goods[p * C.GOODS_BLOCK + i] = 0
        for c in range(C.NUM_COLOURS):
            s.traitor_deck.extend([c] * s.traitors[p * C.NUM_COLOURS + c])
            s.traitors[p * C.NUM_COLOURS + c] = 0
            s.influence[p * C.NUM_COLOURS + c] = 0
        s.castle_influence[p] = g.params.influence_markers
        for h in range(C.NUM_HENCHMEN):
            s.henchmen[p * C.NUM_HENCHMEN + h] = C.HOME
        s.apples[p] = 0
        s.staffs[p] = 0
        s.manors[p] = 0
    s.apple_supply = g.params.apples_total
    return s


def set_layout(s: MerlinState, kinds: Sequence[str]) -> None:
    """Lay the surroundings out with these tile kinds (ids), row by row; territories follow."""
    from tabletop_lib.games.merlin.board import territories

    ids = [k.id for k in s.game.data.tile_kinds]
    layout = tuple(ids.index(k) for k in kinds)
    assert len(layout) == s.game.grid.size
    s.layout = layout
    terrain = [s.game.data.tile_kinds[k].terrain for k in layout]
    s.territories = tuple(sum(1 << pos for pos in t) for t in territories(s.game.grid, terrain))


def tile(s: MerlinState, name: str) -> int:
    return s.game.tile_index[name]


def accepted(s: MerlinState, name: str) -> list[str]:
    """The material colours a manor on tile ``name`` may be paid with."""
    mask = s.game.accepts[tile(s, name)]
    return [c for i, c in enumerate(s.game.data.colours) if mask >> i & 1]


def give(s: MerlinState, p: int, good: str, colour: str, count: int = 1) -> None:
    """Move goods from their principality's supply to ``p``'s castle."""
    n = s.game.num_players
    i = GOODS[good] * C.NUM_COLOURS + colour_index(s, colour)
    assert s.goods[n * C.GOODS_BLOCK + i] >= count, f"not enough {colour} {good} in supply"
    s.goods[n * C.GOODS_BLOCK + i] -= count
    s.goods[p * C.GOODS_BLOCK + i] += count


def held(s: MerlinState, p: int, good: str, colour: str) -> int:
    return s.goods[p * C.GOODS_BLOCK + GOODS[good] * C.NUM_COLOURS + colour_index(s, colour)]


def supply(s: MerlinState, good: str, colour: str) -> int:
    n = s.game.num_players
    return s.goods[n * C.GOODS_BLOCK + GOODS[good] * C.NUM_COLOURS + colour_index(s, colour)]


def flag_for(s: MerlinState, ability: str) -> str:
    """The colour of the flags carrying ``ability`` (games/merlin/data/flags.json)."""
    a = C.ABILITY_NAMES.index(ability)
    return s.game.data.colours[s.game.ability_colour_list[a][0]]


def give_flag(s: MerlinState, p: int, ability: str, count: int = 1) -> str:
    colour = flag_for(s, ability)
    give(s, p, "flag", colour, count)
    return colour


def place(s: MerlinState, p: int, henchman: str, colour: str | None) -> None:
    """Put ``p``'s henchman in a principality (None: home), without any action."""
    s.henchmen[p * C.NUM_HENCHMEN + HENCHMEN[henchman]] = (
        C.HOME if colour is None else colour_index(s, colour)
    )


def where(s: MerlinState, p: int, henchman: str) -> str | None:
    pos = s.henchmen[p * C.NUM_HENCHMEN + HENCHMEN[henchman]]
    return None if pos == C.HOME else s.game.data.colours[pos]


def set_influence(s: MerlinState, p: int, colour: str, count: int) -> None:
    i = p * C.NUM_COLOURS + colour_index(s, colour)
    s.castle_influence[p] += s.influence[i] - count
    s.influence[i] = count


def influence(s: MerlinState, p: int, colour: str) -> int:
    return s.influence[p * C.NUM_COLOURS + colour_index(s, colour)]


def set_traitors(s: MerlinState, p: int, colours: Iterable[str]) -> None:
    for c in range(C.NUM_COLOURS):
        s.traitors[p * C.NUM_COLOURS + c] = 0
    for colour in colours:
        s.traitors[p * C.NUM_COLOURS + colour_index(s, colour)] += 1


def traitors(s: MerlinState, p: int) -> dict[str, int]:
    colours = s.game.data.colours
    return {
        c: s.traitors[p * C.NUM_COLOURS + i]
        for i, c in enumerate(colours)
        if s.traitors[p * C.NUM_COLOURS + i]
    }


def hand(s: MerlinState, p: int, card_ids: Sequence[str]) -> None:
    """Give ``p`` exactly these mission cards (taken out of wherever they are)."""
    cards = [card(s, c) for c in card_ids]
    for pile in (s.mission_deck, s.mission_discard, *s.hands):
        pile[:] = [c for c in pile if c not in cards]
    s.display[:] = [c if c not in cards else -1 for c in s.display]
    for i, c in enumerate(s.display):
        if c < 0:
            s.display[i] = s.mission_deck.pop()
    s.hands[p] = cards


def hand_ids(s: MerlinState, p: int) -> list[str]:
    return [s.game.data.missions[c].id for c in s.hands[p]]


def space_of(s: MerlinState, kind: str, arg: str | None = None) -> int:
    """The first ring index of a space of ``kind`` (and colour or good ``arg``)."""
    g = s.game
    for i, spec in enumerate(g.ruleset.rondel.spaces):
        if spec.kind != kind:
            continue
        if arg is None:
            return i
        if kind == "principality" and g.data.colours[spec.arg] == arg:
            return i
        if (
            kind in ("victory-points", "influence-good")
            and (*C.GOOD_NAMES, "influence")[spec.arg] == arg
        ):
            return i
    raise AssertionError(f"no {kind} space {arg or ''} on the ring")


def start_turn(s: MerlinState, p: int, dice: Sequence[int] = (1, 2, 3, 4)) -> MerlinState:
    """Make it ``p``'s turn (the first turn of a round) with these dice, and run to the
    die choice."""
    k = s.game.dice_per_player
    s.dice[p * k : (p + 1) * k] = list(dice)
    s.first = p
    s.turn = 0
    s.pc = C.PC_TURN
    rules.run(s)
    assert s.stage == C.CHOOSE_DIE and s.current == p
    return s


def knight_to(s: MerlinState, p: int, target: int, value: int) -> None:
    """Put ``p``'s knight ``value`` spaces before ``target`` (so a die of ``value`` lands)."""
    s.knights[p] = (target - value) % s.game.ruleset.rondel.size


def land_knight(s: MerlinState, p: int, target: int, value: int = 3) -> MerlinState:
    """Start ``p``'s turn and move the knight with a die of ``value`` onto ``target``."""
    knight_to(s, p, target, value)
    others = [v for v in (1, 2, 4, 5, 6) if v != value][:2]
    start_turn(s, p, (value, *others, 6))
    act(s, f"die knight {value}")
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    assert s.knights[p] == target
    return s


def move_knight(s: MerlinState, value: int) -> MerlinState:
    """Use the current player's knight die of ``value`` and move clockwise."""
    act(s, f"die knight {value}")
    if s.stage == C.PRE_MOVE:
        act(s, "move cw")
    return s


def act(s: MerlinState, *texts: str) -> MerlinState:
    """Apply actions given as text, checked."""
    for text in texts:
        s.apply_action(s.parse_action(text))
    return s


def legal_strs(s: MerlinState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def events_since(s: MerlinState, count: int) -> list[Event]:
    return s.events()[count:]


def event_rules(events: Iterable[Event]) -> list[str]:
    return [e.rule for e in events]


@dataclass
class Playouts:
    """What :func:`play_randomly` saw: action kinds, stages and the final states."""

    used: set[str] = field(default_factory=set)
    """Class names of the actions taken."""
    stages: set[int] = field(default_factory=set)
    finals: list[MerlinState] = field(default_factory=list)


Check = Callable[[MerlinState, Any, tuple[int, int]], None]
"""``check(state, action, (round, player))`` after each action (round and player before it)."""


def play_randomly(
    game: MerlinGame, seeds: Iterable[int], salt: int = 0, check: Check | None = None
) -> Playouts:
    """Random games to the end, one per seed (choices from ``random.Random(salt + seed)``),
    checking on the way what every Merlin game must keep: a legal action always exists, scores
    never go below 0, the state survives JSON, the seed and history replay it, and each score is
    the sum of its categories. ``check`` adds a module's own invariants."""
    seen = Playouts()
    for seed in seeds:
        s = game.new_initial_state(seed)
        chooser = random.Random(salt + seed)
        steps = 0
        while not s.is_terminal():
            legal = s.legal_actions()
            assert legal, f"seed {seed} step {steps}: no legal action"
            seen.stages.add(s.stage)
            action = chooser.choice(legal)
            seen.used.add(type(action).__name__)
            mover = (s.round, s.current)
            s.apply_action(action)
            steps += 1
            if steps % 7 == 0:
                text = s.to_json()
                assert game.state_from_json(text).to_json() == text, f"seed {seed} step {steps}"
            assert min(s.score) >= 0, f"seed {seed} step {steps}: {s.score}"
            if check is not None:
                check(s, action, mover)
        text = s.to_json()
        assert game.state_from_json(text).to_json() == text
        assert game.replay(seed, s.history()).to_json() == text
        for p in range(s.num_players):
            assert s.score[p] == sum(category(s, p, cat) for cat in game.ruleset.categories)
        seen.finals.append(s)
    return seen


def category(s: MerlinState, p: int, name: str) -> int:
    cats = s.game.ruleset.categories
    return s.points[p * len(cats) + cats.index(name)]


def assert_illegal(s: MerlinState, text: str, rule: str) -> None:
    """The action raises ``IllegalActionError`` for ``rule`` and the state does not change."""
    before = s.to_json()
    try:
        s.apply_action(s.parse_action(text))
    except IllegalActionError as err:
        assert err.rule == rule, f"expected rule {rule}, got {err.rule}: {err}"
    else:
        raise AssertionError(f"{text!r} was accepted")
    assert s.to_json() == before, "an illegal action changed the state"


def run_scoring(s: MerlinState, round_number: int = 2) -> MerlinState:
    """End the current round as round ``round_number`` and run its end (scoring if due)."""
    s.round = round_number
    s.pc = C.PC_ROUND_END
    rules.run(s)
    return s


def finish_randomly(s: MerlinState, seed: int = 0) -> MerlinState:
    import random

    chooser = random.Random(seed)
    while not s.is_terminal():
        s.apply_action(chooser.choice(s.legal_actions()))
    return s


__all__ = [
    "C",
    "IllegalActionError",
    "accepted",
    "act",
    "assert_illegal",
    "bare_table",
    "card",
    "category",
    "colour_index",
    "event_rules",
    "events_since",
    "finish_randomly",
    "flag_for",
    "give",
    "give_flag",
    "hand",
    "hand_ids",
    "held",
    "influence",
    "knight_to",
    "land_knight",
    "legal_strs",
    "move_knight",
    "new_state",
    "place",
    "play_randomly",
    "run_scoring",
    "set_influence",
    "set_layout",
    "set_traitors",
    "space_of",
    "start_turn",
    "supply",
    "tile",
    "traitors",
    "where",
]
