"""The panels beside the Brian Boru map: score track, marriage track, raiders and church
discs, the players' table, the current trick and the hands. Each reads only a view dict."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop_lib.games.brian_boru.data import COLOURS, Cards, TrackReward
from tabletop_lib.viz.common import Trace, rgba, table_trace

from .map import PLAYER_COLOURS
from .scene import Scene


def count_text(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def card_text(cards: Cards, value: int) -> str:
    """An action card as ``"7 red"``: its value and suit colour."""
    return f"{value} {COLOURS[cards.action[value].colour]}"


def reward_text(reward: TrackReward) -> str:
    parts = []
    if reward.coins:
        parts.append(f"+{reward.coins} coin{'s' if reward.coins > 1 else ''}")
    if reward.renown:
        parts.append(f"+{reward.renown} renown")
    if reward.town_anywhere:
        parts.append(f"+{reward.town_anywhere} town")
    return ", ".join(parts)


def _bars(scene: Scene, name: str, values: list[int], axis: str) -> Trace:
    return {
        "type": "bar",
        "name": name,
        "x": list(scene.names[: scene.num_players]),
        "y": values,
        "text": values,
        "textposition": "auto",
        "marker": {"color": list(PLAYER_COLOURS[: scene.num_players])},
        "xaxis": f"x{axis}",
        "yaxis": f"y{axis}",
        "hovertemplate": f"%{{x}}: %{{y}} {name}<extra></extra>",
        "showlegend": False,
    }


def score_trace(scene: Scene, axis: str) -> Trace:
    return _bars(scene, "points", [p["score"] for p in scene.players], axis)


def raider_trace(scene: Scene, axis: str) -> Trace:
    return _bars(scene, "raiders", [p["raiders"] for p in scene.players], axis)


def church_trace(scene: Scene, axis: str) -> Trace:
    return _bars(scene, "church discs", [p["church_discs"] for p in scene.players], axis)


def marriage_traces(scene: Scene, axis: str) -> tuple[list[Trace], dict[str, Any]]:
    """Each player's disc on the marriage track, with each space's reward as its tick label.

    Returns the traces and the x-axis ticks (spaces 0..top)."""
    track = scene.cards.track
    names = scene.names[: scene.num_players]
    spaces = [p["marriage_space"] for p in scene.players]
    ticktext = [
        f"{i}<br>{reward_text(r)}" if reward_text(r) else str(i) for i, r in enumerate(track)
    ]
    traces: list[Trace] = [
        {
            "type": "scatter",
            "name": "marriage track",
            "x": spaces,
            "y": list(names),
            "customdata": list(range(scene.num_players)),
            "mode": "markers",
            "marker": {
                "color": list(PLAYER_COLOURS[: scene.num_players]),
                "size": 13,
                "line": {"color": "#222222", "width": 1},
            },
            "hovertext": [
                f"{names[p]}: space {s}"
                + (f" ({reward_text(track[s])})" if reward_text(track[s]) else "")
                for p, s in enumerate(spaces)
            ],
            "hoverinfo": "text",
            "xaxis": f"x{axis}",
            "yaxis": f"y{axis}",
            "showlegend": False,
        }
    ]
    ticks = {
        "tickvals": list(range(len(track))),
        "ticktext": ticktext,
        "range": [-0.5, len(track) - 0.5],
        "tickfont": {"size": 8},
    }
    return traces, ticks


def _player_fill(scene: Scene, columns: int) -> list[list[str]]:
    n = scene.num_players
    first = list(PLAYER_COLOURS[:n])
    rest = [rgba(PLAYER_COLOURS[p], 0.12) for p in range(n)]
    return [first] + [rest] * (columns - 1)


def regions_table(scene: Scene, domain: tuple[Sequence[float], Sequence[float]]) -> Trace:
    """Per region: the towns a claim needs, its points, the claim token, and the towns each
    player controls there (discs not under Viking control)."""
    board = scene.board
    owner: Mapping[str, int] = scene.view.get("town_owner", {})
    vikings = set(scene.view.get("viking_towns", ()))
    claims: Mapping[str, Any] = scene.view.get("claims", {})
    counts = [[0] * scene.num_players for _ in board.region_ids]
    for town, p in owner.items():
        if town not in vikings:
            counts[board.town_region[board.town_index(town)]][p] += 1
    held = [" · ".join(f"P{p} {c}" for p, c in enumerate(row) if c) or "-" for row in counts]
    return table_trace(
        "regions",
        ["Region", "Needs", "Points", "Claim", "Towns held"],
        [
            list(board.region_names),
            list(board.thresholds),
            list(board.claim_points),
            [claim_state(claims.get(r), scene.names) for r in board.region_ids],
            held,
        ],
        domain,
        widths=[1.8, 0.7, 0.7, 1.1, 1.6],
    )


def claim_state(claim: Any, names: Sequence[str]) -> str:
    """A claim token's place: face down, face up on the board, or its holder's name."""
    if isinstance(claim, int):
        return names[claim]
    return {"face-down": "face down", "on-board": "face up"}.get(claim, "-")


PLAYER_HEADER = (
    "Player", "Score", "Coins", "Renown", "Towns", "Viking-held", "Raiders", "Church",
    "Marriage", "Claim tokens", "Marriage cards",
)  # fmt: skip
"""The players table's columns, in :func:`player_rows` order."""


def player_rows(scene: Scene) -> list[list[Any]]:
    """Per player, the :data:`PLAYER_HEADER` values: score, coins, renown, towns controlled and
    held by the Vikings, raiders, church discs, marriage space, claim tokens, marriage cards."""
    owner = scene.view.get("town_owner", {})
    vikings = set(scene.view.get("viking_towns", ()))
    rows = []
    for p, info in enumerate(scene.players):
        towns = [t for t, o in owner.items() if o == p]
        held = sum(1 for t in towns if t in vikings)
        rows.append(
            [
                scene.names[p],
                info["score"],
                info["coins"],
                info["renown"],
                len(towns) - held,
                held,
                info["raiders"],
                info["church_discs"],
                info["marriage_space"],
                ", ".join(scene.region_name(r) for r in info["claim_tokens"]) or "-",
                ", ".join(info["marriage_cards"]) or "-",
            ]
        )
    return rows


def players_table(scene: Scene, domain: tuple[Sequence[float], Sequence[float]]) -> Trace:
    """Per player: score, coins, renown, towns, raiders, church, marriage, claims, cards."""
    columns = [list(c) for c in zip(*player_rows(scene), strict=True)]
    return table_trace(
        "players",
        list(PLAYER_HEADER),
        columns,
        domain,
        fill=_player_fill(scene, len(PLAYER_HEADER)),
        widths=[1.3, 0.8, 0.8, 0.9, 0.8, 1.1, 0.9, 0.8, 1.0, 2.0, 2.0],
    )


def trick_rows(scene: Scene) -> list[tuple[str, str]]:
    """The current trick and the shared piles, as (item, value) rows."""
    view = scene.view
    trick: Mapping[str, Any] = view.get("trick", {})
    n = scene.num_players
    leader = trick.get("leader")
    played = trick.get("played", [])
    order = [(leader + i) % n for i in range(n)] if isinstance(leader, int) else list(range(n))
    cards = [
        f"{scene.names[p]}: {card_text(scene.cards, played[p])}"
        for p in order
        if p < len(played) and played[p] >= 0
    ]
    winner = trick.get("winner")
    viking = count_text(view.get("viking_deck_size", 0), "card")
    if "viking_deck" in view:
        viking += " (" + ", ".join(str(v) for v in view["viking_deck"]) + ")"
    marriage = view.get("marriage_card") or "-"
    marriage += f" (deck {view.get('marriage_deck_size', 0)})"
    princess = view.get("princess", {})
    holder = princess.get("holder", -1)
    princess_text = (
        "-" if holder < 0 else f"{scene.name(holder)}, {princess.get('mode') or 'undecided'}"
    )
    return [
        ("Active town", scene.town_name(view.get("active_town"))),
        ("Marker holder", scene.name(view.get("marker_holder"))),
        ("Trick leader", scene.name(leader)),
        ("Cards played", "; ".join(cards) or "-"),
        ("Trick winner", scene.name(winner) if winner is not None else "not yet known"),
        ("Viking deck", viking),
        ("Marriage offer", marriage),
        ("Princess", princess_text),
    ]


def trick_table(scene: Scene, domain: tuple[Sequence[float], Sequence[float]]) -> Trace:
    rows = trick_rows(scene)
    return table_trace(
        "trick",
        ["", "Now"],
        [[r[0] for r in rows], [r[1] for r in rows]],
        domain,
        widths=[1.0, 2.6],
    )


def hand_rows(scene: Scene) -> list[tuple[str, str, str]]:
    """(player, hand, pack) per seat: cards where the view shows them, else only counts."""
    view = scene.view
    rows = []
    for p, info in enumerate(scene.players):
        if "hands" in view:
            hand, pack = view["hands"][p], view["packs"][p]
        elif "hand" in view and view.get("player") == p:
            hand, pack = view["hand"], view["pack"]
        else:
            rows.append(
                (
                    scene.names[p],
                    f"{count_text(info['hand_size'], 'card')} (hidden)",
                    f"{count_text(info['pack_size'], 'card')} (hidden)"
                    if info["pack_size"]
                    else "-",
                )
            )
            continue
        rows.append(
            (
                scene.names[p],
                ", ".join(card_text(scene.cards, c) for c in sorted(hand)) or "-",
                ", ".join(card_text(scene.cards, c) for c in sorted(pack)) or "-",
            )
        )
    return rows


def hands_table(scene: Scene, domain: tuple[Sequence[float], Sequence[float]]) -> Trace:
    rows = hand_rows(scene)
    return table_trace(
        "hands",
        ["Player", "Hand", "Draft pack"],
        [[r[i] for r in rows] for i in range(3)],
        domain,
        fill=_player_fill(scene, 3),
        widths=[1.0, 2.4, 1.6],
    )
