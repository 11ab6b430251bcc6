"""Brian Boru's observation tensor written straight from the state (see :mod:`.direct`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletop_lib.games.brian_boru.tensor_spec import PRINCESS_MODES
from tabletop_lib.interop.direct_parts import (
    Resolver,
    Writer,
    _bits,
    _Memo,
    _player_resolver,
    _positions,
)
from tabletop_lib.interop.tensor import Path


def direct_writer(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
    from tabletop_lib.games.brian_boru.constants import FACE_DOWN, ON_BOARD, STAGE_NAMES

    n = game.num_players
    board = game.board
    towns = _positions(board.town_ids, board.town_ids)
    regions = _positions(board.region_ids, board.region_ids)
    phase = _positions(STAGE_NAMES, sorted(set(STAGE_NAMES)))
    cards = {v: i for i, v in enumerate(game.cards.values)}
    claim_width = 2 + n
    claim = {FACE_DOWN: 0, ON_BOARD: 1, **{p: 2 + p for p in range(n)}}
    modes: dict[str | None, int] = {m: i for i, m in enumerate(PRINCESS_MODES)}
    o = off

    def owners(discs: tuple[int, ...]) -> tuple[int, ...]:
        owner: dict[int, int] = {}  # the dict's own rule: a later seat overwrites
        for p, mask in enumerate(discs):
            for t in _bits(mask):
                owner[t] = p
        return tuple(o["town_owner"] + towns[t] * n + p for t, p in owner.items())

    def claimed(claims: tuple[int, ...]) -> tuple[int, ...]:
        at = o["claims"]
        return tuple(
            at + regions[r] * claim_width + claim[h] for r, h in enumerate(claims) if h in claim
        )

    def counted(at: int) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
        return lambda held: tuple(at + cards[v] for v in held if v in cards)

    town_owner, claims = _Memo(owners), _Memo(claimed)
    viking = _Memo(lambda m: tuple(o["viking_towns"] + towns[t] for t in _bits(m)))
    monastery = _Memo(lambda m: tuple(o["monasteries"] + towns[t] for t in _bits(m)))
    hand, pack = _Memo(counted(o["hand"])), _Memo(counted(o["pack"]))
    o_phase, o_active, o_trick, o_mode = (
        o["phase"],
        o["active_town"],
        o["trick_played"],
        o["princess_mode"],
    )

    def write(s: Any, me: int, out: npt.NDArray[np.float32]) -> tuple[list[int], list[int]]:
        ones = [o_phase + phase[s.stage]]
        ones += town_owner[tuple(s.discs)]
        ones += viking[s.viking]
        ones += monastery[s.monastery]
        ones += claims[tuple(s.claims)]
        if s.active_town >= 0:
            ones.append(o_active + towns[s.active_town])
        m = modes.get(s.princess_mode or None)
        if m is not None:
            ones.append(o_mode + m)
        for i, v in enumerate(s.played[:n]):
            out[o_trick + i] = -1.0 if v is None else float(v)
        return ones, [*hand[tuple(s.hands[me])], *pack[tuple(s.packs[me])]]

    top: dict[Path, str] = {
        ("num_players",): "s.num_players",
        ("round",): "s.round",
        ("current_player",): "s.current_player()",
        ("start_player",): "s.start_player",
        ("marker_holder",): "s.marker",
        ("battle_area",): "s.battle_area",
        ("viking_deck_size",): "len(s.viking_deck)",
        ("marriage_deck_size",): "len(s.marriage_deck)",
        ("discard_pile_size",): "len(s.discards)",
        ("princess", "holder"): "s.princess_holder",
        ("princess", "mode"): "(0 if s.princess_mode else -1)",
        ("trick", "leader"): "(s.trick_leader if s.active_town >= 0 else -1)",
        ("trick", "winner"): "(s.trick_winner if s.resolver >= 0 else -1)",
        ("trick", "resolving"): "(s.resolver if s.resolver >= 0 else -1)",
    }
    player: dict[Path, str] = {
        ("coins",): "s.coins[{p}]",
        ("renown",): "s.renown[{p}]",
        ("score",): "s.score[{p}]",
        ("raiders",): "s.raiders[{p}]",
        ("church_discs",): "s.church[{p}]",
        ("marriage_space",): "s.track[{p}]",
        ("hand_size",): "len(s.hands[{p}])",
        ("pack_size",): "len(s.packs[{p}])",
    }
    return write, _player_resolver(top, player), {}
