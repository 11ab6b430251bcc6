"""The Merlin ring's hover: what each action space gives the player to move now.

``space_hovers`` says, per space of the round table (the 24 outer spaces as the modules' overlays
leave them, then, with Arthur, the spaces of his inner ring), what its action does (the rule's
own sentence) and, for the spaces the mover's dice reach, what that player would gain there:
each way there (a die and a direction, a market worker) is applied to a copy of the state on the
unchecked path, then the space's action and its choices, and the views before and after are
compared in plain words (:mod:`.merlin_gains`). An action that moves a figure on to another
space (Arthur's step, his stairs, his "move Merlin") goes on to that space's action. Only what
the viewer may know is simulated: for a seat's view the hidden cards are redealt first
(``State.resample``), so a gain never shows a card the viewer cannot see.

Spaces out of reach say which die values would reach them, counted as the engine moves: the
space Morgana blocks is skipped and not counted, and nobody lands on it (ME.morgana.block; Merlin
Big Box, Portuguese edition, Queen Games / Vem pra Mesa, Morgana module, p. 32: "Ninguém pode ir
pra lá e esse espaço não é contado, sendo pulado"). No rules are decided here: which spaces the
hover calls reachable are those the legal actions reach (a test holds it to that).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tabletop_lib.core.rules import rule

from .gains import view_changes, wrap
from .surroundings import player_name

MAX_CHOICES = 8
"""A space whose action asks a choice among at most this many options lists each option's
gain; a larger choice is named by its size."""
MAX_ROUTES_SHOWN = 3
MAX_SIMULATED = 16
"""How many states one route may simulate through the action's choices (keeps a step fast)."""
MAX_LISTED = 4
"""How many different gains one route lists (the others are not simulated)."""
HOVER_WIDTH = 62
"""Characters per hover line: the label stays inside the 470 px board."""
ROUTE_VERBS = ("die", "market-worker")
"""The choices of the die stage that move a figure on the ring: a die, or the Market module's
temporary worker (ME.market.worker). Morgana's dice serve her kitchen only."""
DIE_NAMES = {"merlin": "Merlin", "arthur": "black"}


@dataclass(frozen=True)
class Ring:
    """The round table as a view shows it: the outer spaces, Arthur's inner ring (0 spaces
    without him), the space Morgana blocks (-1 if none) and where the figures stand."""

    outer: int
    inner: int
    blocked: int
    faces: int

    @classmethod
    def of(cls, game: Any, view: Mapping[str, Any]) -> Ring:
        rondel = game.ruleset.rondel
        inner = sum(r.size for r in game.ruleset.inner_rings)
        kitchen = view.get("kitchen")
        colour = kitchen.get("morgana") if isinstance(kitchen, Mapping) else None
        blocked = -1 if colour is None else rondel.principality_space(game.colour_index[colour])
        return cls(rondel.size, inner, blocked, game.params.die_faces)


def arthur_at(view: Mapping[str, Any]) -> int | None:
    """Arthur's inner-ring index, if he is in play (Arthur module)."""
    arthur = view.get("arthur")
    if isinstance(arthur, Mapping) and isinstance(arthur.get("arthur"), int):
        return int(arthur["arthur"])
    return None


# -- where a move lands -------------------------------------------------------------------------
def _landing(
    before: Mapping[str, Any], after: Mapping[str, Any], mover: int, outer: int
) -> int | None:
    """The space a move lands on: the mover's knight's, Merlin's, or Arthur's (an inner space
    is numbered after the outer ones, as the engine numbers them)."""
    knight_a = before["players"][mover]["knight"]
    knight_b = after["players"][mover]["knight"]
    if knight_a != knight_b:
        return int(knight_b)
    if before["merlin"] != after["merlin"]:
        return int(after["merlin"])
    arthur_a, arthur_b = arthur_at(before), arthur_at(after)
    if arthur_b is not None and arthur_a != arthur_b:
        return outer + arthur_b
    return None


def _child(state: Any, action: Any) -> Any:
    new = state.clone()
    new.apply_action(action, check=False)
    return new


def _ways(state: Any, choice: Any) -> Iterator[tuple[str, Any]]:
    """Each way a die-stage choice moves its figure: (direction, the state after the move).
    A choice with a single way moves at once; one with two (Merlin, Arthur, a knight with the
    reverse flag) asks the direction next."""
    chosen = _child(state, choice)
    if chosen.phase() != "move":
        yield "cw", chosen
        return
    for move in chosen.legal_actions():
        if move.verb == "move":
            yield move.direction, _child(chosen, move)


def landing_space(state: Any, action: Any) -> int | None:
    """Where the figure that ``action`` (a move) moves ends up."""
    mover = state.current_player()
    outer = state.game.ruleset.rondel.size
    return _landing(state.full_view(), state.child(action).full_view(), mover, outer)


def die_landings(state: Any, action: Any) -> list[int]:
    """The spaces a die choice (or a market worker) can bring its figure to: a knight die one
    space, or two with the reverse flag; the Merlin and black dice either way."""
    mover = state.current_player()
    outer = state.game.ruleset.rondel.size
    start = state.full_view()
    spaces: list[int] = []
    for _, moved in _ways(state, action):
        landed = _landing(start, moved.full_view(), mover, outer)
        if landed is not None and landed not in spaces:
            spaces.append(landed)
    return spaces


def _routes(state: Any, view: Mapping[str, Any]) -> Iterator[tuple[str, Any]]:
    """Each way the mover's dice reach a space now: (how, the state after the move)."""
    phase = state.phase()
    if phase == "choose a die":
        for choice in state.legal_actions():
            if choice.verb in ROUTE_VERBS:
                for direction, moved in _ways(state, choice):
                    yield _choice_words(choice, direction), moved
    elif phase == "move":
        die = (view.get("turn") or {}).get("die") or {}
        for move in state.legal_actions():
            if move.verb == "move":
                how = _die_words(str(die.get("kind")), die.get("value"), move.direction)
                yield how, _child(state, move)


def _choice_words(choice: Any, direction: str) -> str:
    if choice.verb == "market-worker":
        return f"the temporary worker {choice.value}"
    return _die_words(choice.kind, choice.value, direction)


def _die_words(kind: str, value: Any, direction: str) -> str:
    """ "knight die 4", "Merlin die 3, counter-clockwise", "black die 5, clockwise"."""
    name = DIE_NAMES.get(kind, kind)
    way = {"cw": "clockwise", "ccw": "counter-clockwise"}[direction]
    return f"{name} die {value}" + ("" if kind == "knight" and direction == "cw" else f", {way}")


# -- what the space's action gives ----------------------------------------------------------------
@dataclass(frozen=True)
class _Route:
    """One simulated way: the view before the turn, the view once the figure stands, who moves
    and who looks."""

    start: Mapping[str, Any]
    moved: Mapping[str, Any]
    mover: int
    viewer: int


def _figure_words(route: _Route, end: Mapping[str, Any], game: Any) -> list[str]:
    """The figures the action itself moved on: Arthur's step, the stairs, Merlin's move."""
    outer = game.ruleset.rondel.size
    words = []
    knight_a = route.moved["players"][route.mover]["knight"]
    knight_b = end["players"][route.mover]["knight"]
    if knight_a != knight_b:
        words.append(f"the knight to {game.space_name(knight_b)}")
    if route.moved["merlin"] != end["merlin"]:
        words.append(f"Merlin to {game.space_name(end['merlin'])}")
    arthur_a, arthur_b = arthur_at(route.moved), arthur_at(end)
    if arthur_b is not None and arthur_a != arthur_b:
        words.append(f"Arthur to {game.space_name(outer + arthur_b)} on the inner ring")
    return words


def _gain_text(route: _Route, end: Any) -> str:
    view = end.observation(route.viewer)
    words = view_changes(route.start, view, end.game)
    mine = [*_figure_words(route, view, end.game), *words[route.mover]]
    m = route.mover
    others = [f"{player_name(q)}: {', '.join(w)}" for q, w in enumerate(words) if w and q != m]
    return "; ".join([", ".join(mine) or "nothing", *others])


def _outcome(moved: Any, route: _Route) -> list[str]:
    """What taking the space's action gives, as hover lines: one, or each option of its
    choices (if few), one per line."""
    actions = moved.legal_actions()
    act = next((a for a in actions if a.verb == "act"), None)
    if act is None:
        return ["its action cannot be taken now"]
    staff = (
        " (a Merlin's staff would do it twice)"
        if any(a.verb == "act-with-staff" for a in actions)
        else ""
    )
    here = route.moved["turn"]["space"] if route.moved.get("turn") else None
    gains: list[str] = []
    for text in _explore(_child(moved, act), route, [MAX_SIMULATED], here):
        if text not in gains:
            gains.append(text)
        if len(gains) > MAX_LISTED:  # enough to show: the rest is not simulated
            break
    if len(gains) == 1:
        return [gains[0] + staff]
    more = ["• … or other ways"] if len(gains) > MAX_LISTED else []
    return [f"one of{staff}:", *(f"• {g}" for g in gains[:MAX_LISTED]), *more]


def _explore(state: Any, route: _Route, budget: list[int], here: int | None) -> Iterator[str]:
    """The gain of each way through the action's choices, while the budget lasts. An action
    that moved a figure on to another space (``here`` is where it began) goes on with that
    space's action (ME.arthur.space.move-arthur, .stairs, .merlin)."""
    if state.is_terminal() or state.current_player() != route.mover:
        yield _gain_text(route, state)
        return
    phase = state.phase()
    if phase == "space action":
        turn = state.observation(route.viewer).get("turn") or {}
        act = next((a for a in state.legal_actions() if a.verb == "act"), None)
        if turn.get("space") != here and act is not None:
            yield from _explore(_child(state, act), route, budget, turn.get("space"))
            return
    if not _choosing(phase):
        yield _gain_text(route, state)
        return
    options = state.legal_actions()
    if len(options) > MAX_CHOICES or len(options) > budget[0]:
        so_far = _gain_text(route, state)
        if so_far != "nothing":
            yield f"{so_far}, then a choice among {len(options)}"
            return
        example = state.describe_action(options[0])
        yield f"a choice among {len(options)} options, such as: {example[:1].lower()}{example[1:]}"
        return
    budget[0] -= len(options)
    for option in options:
        yield from _explore(_child(state, option), route, budget, here)


def _choosing(phase: str) -> bool:
    """Whether the space's action still asks a choice (not the turn's end, its mission draws
    or the next turn)."""
    return phase not in ("choose a die", "end of turn", "move", "space action", "draw a mission")


# -- which die values reach a space -------------------------------------------------------------
def steps_between(start: int, target: int, sign: int, size: int, blocked: int = -1) -> int:
    """How many spaces a figure counts from ``start`` to ``target`` going ``sign`` (+1
    clockwise), the blocked space skipped and not counted (ME.morgana.block); 0 if it cannot
    stop there."""
    if target in (blocked, start):
        return 0
    d = ((target - start) * sign) % size
    if blocked >= 0 and blocked != start and 0 < ((blocked - start) * sign) % size < d:
        d -= 1
    return d


def reach_words(view: Mapping[str, Any], mover: int, space: int, ring: Ring) -> str:
    """Which die values would bring the mover's knight, Merlin or Arthur to ``space``."""
    faces = ring.faces
    if space >= ring.outer:  # Arthur's inner ring: the black die, either way
        arthur = arthur_at(view)
        at = space - ring.outer
        values = sorted(
            {steps_between(arthur, at, s, ring.inner) for s in (1, -1)} & set(range(1, faces + 1))
        ) if arthur is not None else []  # fmt: skip
        if values:
            return f"a black die of {' or '.join(str(v) for v in values)} (Arthur, either way)"
        return f"no die: more than {faces} inner spaces from Arthur"
    ways = []
    d = steps_between(view["players"][mover]["knight"], space, 1, ring.outer, ring.blocked)
    if 1 <= d <= faces:
        ways.append(f"a knight die of {d}")
    merlin = view["merlin"]
    values = sorted(
        {steps_between(merlin, space, s, ring.outer, ring.blocked) for s in (1, -1)}
        & set(range(1, faces + 1))
    )
    if values:
        ways.append(f"a Merlin die of {' or '.join(str(v) for v in values)}")
    return " or ".join(ways) or f"no die: more than {faces} spaces from the knight and Merlin"


# -- the hover texts ------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def _titles(game: Any) -> tuple[str, ...]:
    """Each space's name and what its action does (the rule's sentence): the same all game."""
    outer = game.ruleset.rondel.size
    texts = []
    for i in range(len(game.ruleset.space_at)):
        where = game.space_name(i) if i < outer else f"Inner ring: {game.space_name(i)}"
        text = rule(game.ruleset.space_at[i].rule).text
        texts.append(f"<b>{where}</b><br>" + wrap(text, HOVER_WIDTH, "<br>"))
    return tuple(texts)


def space_hovers(state: Any, viewer: int | None = None) -> list[str]:
    """Per space (the outer ring, then Arthur's inner ring if he is in play): its label, what
    its action does, and for the player to move what they would gain there now (the spaces
    their dice reach) or which die values reach it; Morgana's space says she blocks it."""
    game = state.game
    terminal = state.is_terminal()
    if terminal:
        view = state.full_view() if viewer is None else state.observation(viewer)
    else:
        mover = state.current_player()
        seat = mover if viewer is None else viewer
        world = state if viewer is None else state.resample(viewer, len(state.history()))
        view = world.observation(seat)
    ring = Ring.of(game, view)
    texts = list(_titles(game))
    if ring.blocked >= 0:
        texts[ring.blocked] += "<br><i>Blocked by Morgana</i>: " + wrap(
            "nobody may go there, and moving figures skip it without counting it; no shield, "
            "flag or material of its principality can be had while she stays (Morgana module).",
            HOVER_WIDTH,
            "<br>",
        )
    if terminal:
        return texts
    start = view
    gains: dict[int, list[list[str]]] = {}
    for how, moved in _routes(world, start):
        moved_view = moved.observation(seat)
        space = _landing(start, moved_view, mover, ring.outer)
        if space is None:
            continue
        first, *rest = _outcome(moved, _Route(start, moved_view, mover, seat))
        gains.setdefault(space, []).append([f"{how}: {first}", *rest])
    phase = state.phase()
    turn = start.get("turn") or {}
    if phase == "space action" and isinstance(turn.get("space"), int):
        first, *rest = _outcome(world, _Route(start, start, mover, seat))
        gains[turn["space"]] = [[f"here now: {first}", *rest]]
    if not gains and phase not in ("choose a die", "move"):
        return texts
    for i in range(len(texts)):
        if i in gains:
            lines = [line for route in gains[i][:MAX_ROUTES_SHOWN] for line in route]
            texts[i] += f"<br><i>{player_name(mover)} would gain</i>:<br>" + "<br>".join(
                wrap(line, HOVER_WIDTH) for line in lines
            )
        elif phase in ("choose a die", "move") and i != ring.blocked:
            # once the figure stands, nothing is in reach
            texts[i] += f"<br><i>Out of reach for {player_name(mover)}</i>: needs " + reach_words(
                start, mover, i, ring
            )
    return texts
