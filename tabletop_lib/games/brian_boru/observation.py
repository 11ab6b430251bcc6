"""What one player may see (docs/rules §3.2: picks are hidden; decks and discards are face down)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import bits, marriage_name
from .constants import FACE_DOWN, NO_CARD, ON_BOARD, STAGE_NAMES

if TYPE_CHECKING:
    from .state import BrianBoruState


def _claim(holder: int) -> str | int:
    return "face-down" if holder == FACE_DOWN else "on-board" if holder == ON_BOARD else holder


def public(s: BrianBoruState) -> dict[str, Any]:
    """Everything on the table that every player sees."""
    board = s.game.board
    n = s.num_players
    town_owner: dict[str, int] = {}
    for p in range(n):
        for t in bits(s.discs[p]):
            town_owner[board.town_ids[t]] = p
    return {
        "game": "brian_boru",
        "num_players": n,
        "round": s.round,
        "phase": STAGE_NAMES[s.stage],
        "current_player": s.current_player(),
        "start_player": s.start_player,
        "marker_holder": s.marker,
        "active_town": board.town_ids[s.active_town] if s.active_town >= 0 else None,
        "town_owner": town_owner,
        "viking_towns": [board.town_ids[t] for t in bits(s.viking)],
        "monasteries": [board.town_ids[t] for t in bits(s.monastery)],
        "claims": {board.region_ids[r]: _claim(h) for r, h in enumerate(s.claims)},
        "battle_area": s.battle_area,
        "viking_deck_size": len(s.viking_deck),
        "marriage_deck_size": len(s.marriage_deck),
        "marriage_card": None
        if s.marriage_current == NO_CARD
        else marriage_name(s, s.marriage_current),
        "princess": {"holder": s.princess_holder, "mode": s.princess_mode or None},
        "trick": {
            "leader": s.trick_leader if s.active_town >= 0 else None,
            "played": s.played[:],
            "winner": s.trick_winner if s.resolver >= 0 else None,
            "resolving": s.resolver if s.resolver >= 0 else None,
        },
        "discard_pile_size": len(s.discards),
        "players": [
            {
                "coins": s.coins[p],
                "renown": s.renown[p],
                "score": s.score[p],
                "raiders": s.raiders[p],
                "church_discs": s.church[p],
                "marriage_space": s.track[p],
                "marriage_cards": [marriage_name(s, c) for c in s.marriages_won[p]],
                "hand_size": len(s.hands[p]),
                "pack_size": len(s.packs[p]),
                "claim_tokens": [board.region_ids[r] for r, h in enumerate(s.claims) if h == p],
            }
            for p in range(n)
        ],
    }


def observe(s: BrianBoruState, player: int) -> dict[str, Any]:
    """The public view plus ``player``'s own hand and draft pack; nothing else hidden."""
    if not 0 <= player < s.num_players:
        raise ValueError(f"no player {player} in a {s.num_players}-player game")
    view = public(s)
    view["player"] = player
    view["hand"] = s.hands[player][:]
    view["pack"] = s.packs[player][:]
    return view


def full(s: BrianBoruState) -> dict[str, Any]:
    """The whole table, hidden cards included: what an umpire (or a replay viewer) sees."""
    view = public(s)
    view["player"] = None
    view["hands"] = [h[:] for h in s.hands]
    view["packs"] = [p[:] for p in s.packs]
    view["set_aside"] = s.set_aside[:]
    view["viking_deck"] = s.viking_deck[:]
    view["marriage_deck"] = [marriage_name(s, c) for c in s.marriage_deck]
    return view


def summary(s: BrianBoruState) -> str:
    """A few lines of text describing the state, for terminals and notebooks without plotly."""
    view = public(s)
    lines = [
        f"Brian Boru, {view['num_players']} players, round {view['round']}, {view['phase']}; "
        f"player {view['current_player']} to act.",
        f"Battle area {view['battle_area']} raiders; marker with player {view['marker_holder']}"
        + (f" on {view['active_town']}" if view["active_town"] else "")
        + ".",
    ]
    for p, info in enumerate(view["players"]):
        towns = sum(1 for o in view["town_owner"].values() if o == p)
        lines.append(
            f"  P{p}: score {info['score']}, coins {info['coins']}, renown {info['renown']}, "
            f"towns {towns}, raiders {info['raiders']}, church {info['church_discs']}, "
            f"marriage space {info['marriage_space']}, claims {info['claim_tokens']}"
        )
    return "\n".join(lines)
