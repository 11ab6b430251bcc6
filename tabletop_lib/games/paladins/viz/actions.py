"""The twelve action spaces of a Paladins player board: each with its worker slots (a colour or
clear, the worker in it, a workshop covering it) and the cost or gain printed beside it, and a
hover with what the action does for the player to move and whether they may take it now (the
engine's verdict). Part of :mod:`.paladins_players`; no rules live here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.games.paladins.actions import BuildWorkshop, ChooseAction, ClearSpace
from tabletop_lib.games.paladins.constants import ANY, CHOICE_SPACE, CHOICES, SPACES, WORKERS
from tabletop_lib.viz.common import Trace

from .parts import (
    EMPTY,
    SLOT_BORDERS,
    WORKER_COLOURS,
    labels,
    player_name,
    points,
    rule_ref,
    unverified,
    verdict_line,
    workers_text,
    wrap,
)

WAITING = (
    f"✗ not now: the game is waiting for another decision {rule_ref('PA.turn.pending-decision')}"
)
"""An action space's verdict while the player to move finishes another decision (kept the
same through the turn, so a step does not resend every hover)."""
SPACE_STEP = 0.6
SLOT_STEP = 0.5


def _fill_slots(slots: Sequence[int], covered: set[int], on: Mapping[str, int]) -> list[str]:
    """Which worker sits in each slot: 'workshop', a worker kind, or '' (open). A coloured slot
    takes its colour, else a Criminal; clear slots take what is left (rules: 'Regras de
    Trabalhadores')."""
    left = dict(on)
    out = ["workshop" if i in covered else "" for i in range(len(slots))]
    for i, need in enumerate(slots):
        if not out[i] and need != ANY and left.get(WORKERS[need], 0):
            out[i] = WORKERS[need]
            left[WORKERS[need]] -= 1
    for i, need in enumerate(slots):
        if not out[i] and need != ANY and left.get("criminal", 0):
            out[i] = "criminal"
            left["criminal"] -= 1
    for i, need in enumerate(slots):
        if not out[i] and need == ANY:
            kind = next((k for k in WORKERS if left.get(k, 0)), "")
            if kind:
                out[i] = kind
                left[kind] -= 1
    return out


def _space_cost(game: Any, info: Mapping[str, Any], space: str) -> str:
    """The base cost or gain printed beside an action space (a Paladin may waive it)."""
    data = game.data
    if space == "develop":
        return f"{data.develop_silver} silver"
    if space == "pray":
        return f"{data.pray_silver} silver"
    if space in ("hunt", "trade"):
        table = data.hunt if space == "hunt" else data.trade
        unit = "provisions" if space == "hunt" else "silver"
        return f"+{table[0][0] & 255} / +{table[1][0] & 255} {unit}"
    if space == "recruit":
        return "dismiss / hire"
    if space == "conspire":
        return "a criminal and a Suspicion card"
    if space == "attack":
        return f"1 silver per {data.strength_per_silver} Strength short"
    row = game.rows[SPACES.index(space)]
    done = placed(info, space)
    if row is None or done >= len(row.costs):
        return "row full"
    cost = row.costs[done]
    unit = "silver" if row.resource == "silver" else "provision" if cost == 1 else "provisions"
    return f"next: {cost} {unit}"


def placed(info: Mapping[str, Any], space: str) -> int:
    """Pieces taken from the row of a right-hand action (times it was done)."""
    counts: dict[str, int] = {
        "commission": info["monks"],
        "garrison": info["outposts"],
        "fortify": len(info["walls"]),
        "absolve": len(info["jars"]),
        "convert": len(info["converted"]),
        "attack": len(info["attacked"]),
    }
    return counts.get(space, 0)


def _space_hover(
    state: Any, view: Mapping[str, Any], p: int, space: str, legal: Sequence[Any]
) -> tuple[str, list[str]]:
    """The hover of an action space, and its verdict lines (for its slots' hovers)."""
    data = state.game.data
    s = SPACES.index(space)
    need = [("any worker" if k == ANY else f"a {WORKERS[k]}") for k in data.slots[s]]
    lines = [f"<b>{space.capitalize()}</b>: slots for " + ", ".join(need)]
    info = view["players"][p]
    on = info["workers_on_spaces"].get(space)
    if on:
        lines.append(f"workers on it this round: {workers_text(on)}")
    shops = info["workshops"].get(space, 0)
    if shops:
        lines.append(
            f"{shops} workshop{'s' if shops > 1 else ''} cover slots here"
            f" {rule_ref('PA.workers.workshop-covers')}"
        )
    mover = state.current_player()
    choices = [ChooseAction(c) for i, c in enumerate(CHOICES) if CHOICE_SPACE[i] == s]
    verdicts: list[str] = []
    if mover == p:
        for action in choices:
            lines.append(state.describe_action(action))
        kinds = [type(a) for a in legal]
        if BuildWorkshop in kinds:
            verdicts.append(verdict_line(state, BuildWorkshop(space)))
        elif ClearSpace in kinds:
            verdicts.append(verdict_line(state, ClearSpace(space)))
        elif ChooseAction in kinds:
            verdicts.extend(verdict_line(state, a) for a in choices)
        else:
            verdicts.append(WAITING)
    else:
        verdicts.append(f"{player_name(p)}'s board; {player_name(mover)} is to move")
    return wrap("<br>".join(lines + verdicts)), verdicts


def _slot_hover(space: str, i: int, kind: str, held: str, verdicts: list[str], note: str) -> str:
    """One slot: what it takes, what holds it, and the action's verdict (its last lines)."""
    takes = (
        f"any worker (a clear slot) {rule_ref('PA.workers.clear-slot')}"
        if kind == "any"
        else f"a {kind} or a criminal {rule_ref('PA.workers.coloured-slot')}"
    )
    covered = "covered by a workshop: it needs no worker" + note
    holds = {"workshop": covered, "": "empty"}.get(held, f"holds a {held} this round")
    return wrap(
        f"<b>{space.capitalize()}, slot {i + 1}</b>: takes {takes}; {holds}<br>"
        + "<br>".join(verdicts)
    )


def action_spaces(
    state: Any, view: Mapping[str, Any], p: int, y0: float, legal: Sequence[Any]
) -> list[Trace]:
    game = state.game
    data = game.data
    info = view["players"][p]
    lx, ly, ltext, keys, lhover = [], [], [], [], []
    names, nx, ny = [], [], []
    sx, sy, skeys, sfill, sline, swidth, ssym, shover = [], [], [], [], [], [], [], []
    note = unverified(game, "player_board.json: workshops")
    for s, space in enumerate(SPACES):
        right = s >= 6
        row = s - 6 if right else s
        x = 6.15 if right else 0.05
        y = y0 - 3.45 - SPACE_STEP * row
        key = f"action:{space}"
        hover, verdicts = _space_hover(state, view, p, space, legal)
        lx.append(x + 0.7)
        ly.append(y)
        ltext.append("")  # the name is in the backdrop (action_names); this point hovers
        names.append(f"<b>{space.capitalize()}</b>")
        nx.append(x)
        ny.append(y)
        keys.append(key)
        lhover.append(hover)
        shops = info["workshops"].get(space, 0)
        covered = set(data.workshop_covers[s][:shops])
        filled = _fill_slots(data.slots[s], covered, info["workers_on_spaces"].get(space, {}))
        for i, need in enumerate(data.slots[s]):
            sx.append(x + 1.75 + SLOT_STEP * i)
            sy.append(y)
            skeys.append(key)
            kind = "any" if need == ANY else WORKERS[need]
            held = filled[i]
            shover.append(_slot_hover(space, i, kind, held, verdicts, note))
            if held == "workshop":
                ssym.append("square")
                sfill.append("#8d8d8d")
                sline.append("#333333")
                swidth.append(1)
            else:
                ssym.append("circle")
                sfill.append(WORKER_COLOURS[held] if held else EMPTY)
                sline.append(SLOT_BORDERS[kind])
                swidth.append(1 if kind == "any" else 3)
        lx.append(x + 1.75 + SLOT_STEP * 3 + 0.05)
        ly.append(y)
        ltext.append(_space_cost(game, info, space))
        keys.append(key)
        lhover.append(hover)
    return [
        points(
            "action spaces",
            lx,
            ly,
            keys=keys,
            hover=lhover,
            text=ltext,
            textposition="middle right",
            textfont={"size": 10, "color": "#222222"},
            marker={"symbol": "square", "size": 18, "color": "rgba(0,0,0,0)"},
        ),
        labels("action names", nx, ny, names, size=10, position="middle right"),
        points(
            "worker slots",
            sx,
            sy,
            keys=skeys,
            hover=shover,
            marker={
                "symbol": ssym,
                "size": 16,
                "color": sfill,
                "line": {"width": swidth, "color": sline},
            },
        ),
    ]
