"""What one player may see (manual p. 4-5, 9-10).

Hidden: the other players' mission hands (only their sizes show), the order of the mission deck
and of the face-down traitor piles. Everything else lies open on the table: the dice on the
castle boards, the traitors (placed face up above their shield colour on the castle boards),
every good, henchman, influence marker and manor, the display of three missions, Merlin, the
knights, the Grail and Excalibur.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import position_names
from .constants import (
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN_NAMES,
    NUM_COLOURS,
    NUM_HENCHMEN,
    STAGE_NAMES,
    TERMINAL,
)

if TYPE_CHECKING:
    from .state import MerlinState


def _holder(h: int) -> int | None:
    return None if h < 0 else h


def public(s: MerlinState) -> dict[str, Any]:
    """Everything on the table that every player sees."""
    g = s.game
    data = g.data
    n = g.num_players
    colours = data.colours
    k = g.dice_per_player
    kinds = g.ruleset.dice
    grid = g.grid
    manors: dict[str, int] = {}
    for p in range(n):
        for name in position_names(grid, s.manors[p]):
            manors[name] = p
    supply = n * GOODS_BLOCK
    goods = s.goods
    # each player's (and the supply's) blocks of the flat lists, paired with the colours and
    # names by zip: the same dicts as indexing every cell, in a fraction of the time
    slots = [(good, gi * NUM_COLOURS) for gi, good in enumerate(GOOD_NAMES)]

    def goods_of(base: int) -> dict[str, dict[str, int]]:
        return {
            good: dict(zip(colours, goods[base + at : base + at + NUM_COLOURS], strict=False))
            for good, at in slots
        }

    players = []
    for p in range(n):
        c0, h0, d0 = p * NUM_COLOURS, p * NUM_HENCHMEN, p * k
        placed = s.henchmen[h0 : h0 + NUM_HENCHMEN]
        players.append(
            {
                "score": s.score[p],
                "knight": s.knights[p],
                "goods": goods_of(p * GOODS_BLOCK),
                "henchmen": {
                    h: None if at < 0 else colours[at]
                    for h, at in zip(HENCHMAN_NAMES, placed, strict=True)
                },
                "influence": dict(zip(colours, s.influence[c0 : c0 + NUM_COLOURS], strict=False)),
                "castle_influence": s.castle_influence[p],
                "apples": s.apples[p],
                "staffs": s.staffs[p],
                "manors_built": s.manors[p].bit_count(),
                "traitors": dict(zip(colours, s.traitors[c0 : c0 + NUM_COLOURS], strict=False)),
                "dice": [
                    {"kind": kind, "value": value}
                    for kind, value in zip(kinds, s.dice[d0 : d0 + k], strict=True)
                ],
                "hand_size": len(s.hands[p]),
            }
        )
        for observe_player in g.ruleset.observe_player:
            observe_player(s, p, players[-1])
    turn: dict[str, Any] | None = None
    if s.stage != TERMINAL and s.die >= 0:
        turn = {
            "die": {"kind": kinds[s.die], "value": s.die_value},
            "space": s.space if s.space >= 0 else None,
            "missions_completed": s.missions_done,
        }
    view: dict[str, Any] = {
        "game": "merlin",
        "num_players": n,
        "options": dict(g.options),  # public; a figure drawn from this view rebuilds the game
        "round": s.round,
        "rounds": g.params.rounds,
        "phase": STAGE_NAMES[s.stage],
        "current_player": s.current_player(),
        "first_player": s.first,
        "turn": turn,
        "merlin": s.merlin,
        "grail": _holder(s.grail),
        "excalibur": _holder(s.excalibur),
        "supply": goods_of(supply),
        "apple_supply": s.apple_supply,
        "display": [None if c < 0 else data.missions[c].id for c in s.display],
        "mission_deck_size": len(s.mission_deck),
        "mission_discard_size": len(s.mission_discard),
        "traitor_deck_size": len(s.traitor_deck),
        "traitor_discard_size": len(s.traitor_discard),
        "surroundings": {
            "rows": g.grid.rows,
            "columns": g.grid.columns,
            "tiles": [data.tile_kinds[t].id for t in s.layout],
            "manors": manors,
            "territories": [list(position_names(grid, m)) for m in s.territories],
        },
        "players": players,
    }
    for observe_board in g.ruleset.observe_board:
        observe_board(s, view)
    return view


def observe(s: MerlinState, player: int) -> dict[str, Any]:
    """The public view plus ``player``'s own mission hand."""
    if not 0 <= player < s.num_players:
        raise ValueError(f"no player {player} in a {s.num_players}-player game")
    view = public(s)
    view["player"] = player
    view["hand"] = [s.game.data.missions[c].id for c in s.hands[player]]
    for observe_private in s.game.ruleset.observe_private:
        observe_private(s, player, view)
    return view


def full(s: MerlinState) -> dict[str, Any]:
    """The whole table, hidden cards included: what an umpire (or a replay viewer) sees."""
    missions = s.game.data.missions
    colours = s.game.data.colours
    view = public(s)
    view["player"] = None
    view["hands"] = [[missions[c].id for c in h] for h in s.hands]
    view["mission_deck"] = [missions[c].id for c in s.mission_deck]
    view["traitor_deck"] = [colours[c] for c in s.traitor_deck]
    for observe_full in s.game.ruleset.observe_full:
        observe_full(s, view)
    return view


def summary(s: MerlinState) -> str:
    """A few lines of text describing the state, for terminals and notebooks without plotly."""
    view = public(s)
    lines = [
        f"Merlin, {view['num_players']} players, round {view['round']} of {view['rounds']}, "
        f"{view['phase']}; player {view['current_player']} to act.",
        f"Merlin on space {view['merlin']}; Grail: {view['grail']}; "
        f"Excalibur: {view['excalibur']}.",
    ]
    for p, info in enumerate(view["players"]):
        goods = {g: sum(info["goods"][g].values()) for g in GOOD_NAMES}
        placed = sum(1 for v in info["henchmen"].values() if v is not None)
        dice = " ".join(str(d["value"] or "-") for d in info["dice"])
        lines.append(
            f"  P{p}: score {info['score']}, knight on {info['knight']}, dice [{dice}], "
            f"shields {goods['shield']}, flags {goods['flag']}, materials {goods['material']}, "
            f"henchmen out {placed}, manors {info['manors_built']}, apples {info['apples']}, "
            f"staffs {info['staffs']}, traitors {sum(info['traitors'].values())}"
        )
    return "\n".join(lines)
