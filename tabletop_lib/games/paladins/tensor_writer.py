"""Paladins' observation tensor written straight from the state (see :mod:`.direct`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletop_lib.interop.direct_parts import (
    Resolver,
    Writer,
    _bits,
    _Memo,
    _player_resolver,
    _positions,
)
from tabletop_lib.interop.tensor import Path


def _pieces(
    main_board: int, space_pos: list[int], board_width: int
) -> Callable[[tuple[tuple[int, ...], tuple[int, ...]]], tuple[int, ...]]:
    """The main board's cells from the players' monk and outpost masks: a space holds one
    piece, the later player's overwriting (as the observation's dict does)."""

    def pieces(key: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple[int, ...]:
        cell: dict[int, int] = {}  # space -> piece, a later one overwriting as in the dict
        for p, (monks, outposts) in enumerate(zip(*key, strict=True)):
            for i in _bits(monks):
                cell[i] = 2 * p
            for i in _bits(outposts):
                cell[i] = 2 * p + 1
        return tuple(main_board + space_pos[i] * board_width + v for i, v in cell.items())

    return pieces


def direct_writer(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
    from tabletop_lib.games.paladins.constants import (
        ATTRIBUTES,
        NUM_WORKER_TYPES,
        SPACES,
        STAGE_NAMES,
        WORKERS,
    )

    data = game.data
    n = game.num_players
    stage = _positions(STAGE_NAMES, list(STAGE_NAMES))
    townsfolk = [t.id for t in data.townsfolk]
    folk_pos = _positions(townsfolk, townsfolk)
    outsiders = [x.id for x in data.outsiders]
    outsider_pos = _positions(outsiders, outsiders)
    order_pos = _positions(data.order_ids, list(data.order_ids))
    spaces = [x.id for x in data.spaces]
    space_pos = _positions(spaces, spaces)
    paladins = [x.id for x in data.paladins]
    paladin_pos = _positions(paladins, paladins)
    order_rounds = list(data.order_rounds)
    o = off
    folk_at = [o[f"townsfolk_row[{i}]"] for i in range(game.params.townsfolk_row)]
    outsider_at = [o[f"outsider_row[{i}]"] for i in range(game.params.outsider_row)]
    order_at = [v for f, v in o.items() if f.startswith("kings_orders[")]
    revealed_at = [o[f"players[{p}].paladin"] for p in range(n)]
    board_width = 2 * n
    drawn = game.params.paladins_drawn

    o_stage, o_hand, o_kept, o_deck = o["stage"], o["my_hand"], o["my_kept"], o["my_deck"]

    def row_of(ats: list[int], pos: list[int]) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
        return lambda row: tuple(
            at + pos[row[i]] for i, at in enumerate(ats) if i < len(row) and row[i] >= 0
        )

    def shown_orders(key: tuple[tuple[int, ...], int]) -> tuple[int, ...]:
        orders, round_ = key
        return tuple(
            at + order_pos[orders[i]]
            for i, at in enumerate(order_at)
            if i < len(orders) and order_rounds[i] <= round_
        )

    def revealed(key: tuple[int, tuple[int, ...]]) -> tuple[int, ...]:
        mask, kept = key
        return tuple(at + paladin_pos[kept[p]] for p, at in enumerate(revealed_at) if mask >> p & 1)

    folk, outsider = _Memo(row_of(folk_at, folk_pos)), _Memo(row_of(outsider_at, outsider_pos))
    pieces = _pieces(o["main_board"], space_pos, board_width)
    orders, board, shown = _Memo(shown_orders), _Memo(pieces), _Memo(revealed)

    def write(s: Any, me: int, out: npt.NDArray[np.float32]) -> tuple[list[int], list[int]]:
        ones = [o_stage + stage[s.stage]]
        ones += folk[tuple(s.townsfolk_row)]
        ones += outsider[tuple(s.outsider_row)]
        ones += orders[tuple(s.orders), s.round]
        ones += board[tuple(s.monk_at), tuple(s.outpost_at)]
        ones += shown[s.revealed, tuple(s.paladin)]
        if s.paladin[me] >= 0:
            ones.append(o_kept + paladin_pos[s.paladin[me]])
        counts = [
            o_hand + paladin_pos[c] for c in s.phand[me * drawn : me * drawn + drawn] if c >= 0
        ]
        counts += [o_deck + paladin_pos[c] for c in s.pdeck[me]]
        return ones, counts

    top: dict[Path, str] = {
        ("num_players",): str(n),
        ("round",): "s.round",
        ("current_player",): "s.current_player()",
        ("first_player",): "s.first_player",
        ("action",): "(-1 if s.action < 0 else 0)",
        ("tax_supply",): "s.tax",
        ("worker_supply",): "(0 if s.supply else -1)",
        ("debt_supply",): "s.debt_supply",
        ("deck_sizes", "townsfolk"): "len(s.townsfolk_deck)",
        ("deck_sizes", "outsiders"): "len(s.outsider_deck)",
        ("deck_sizes", "walls"): "len(s.wall_deck)",
        ("deck_sizes", "taverns"): "len(s.tavern_deck)",
        ("deck_sizes", "suspicion"): "len(s.suspicion_deck)",
        ("discards", "taverns"): "len(s.tavern_discard)",
        ("discards", "suspicion"): "len(s.suspicion_discard)",
        ("verified_data",): repr(data.verified),
        ("my_paladins", "kept"): "(-1 if s.paladin[me] < 0 else 0)",
        ("my_paladins", "deck_top"): "(0 if s.ptop[me] and s.pdeck[me] else -1)",
    }
    player: dict[Path, str] = {
        ("silver",): "s.silver[{p}]",
        ("provisions",): "s.provisions[{p}]",
        ("unpaid_debts",): "s.unpaid[{p}]",
        ("paid_debts",): "s.paid[{p}]",
        ("suspicion",): "s.suspicion_count({p})",
        ("paladin",): "(0 if s.revealed >> {p} & 1 else -1)",
        ("paladin_face_down",): "(s.paladin[{p}] >= 0 and not s.revealed >> {p} & 1)",
        ("paladin_deck_size",): "len(s.pdeck[{p}])",
        ("paladins_in_hand",): (
            f"sum(1 for c in s.phand[{{p}} * {drawn} : {{p}} * {drawn} + {drawn}] if c >= 0)"
        ),
        ("monks",): "s.monk_at[{p}].bit_count()",
        ("outposts",): "s.outpost_at[{p}].bit_count()",
        ("passed",): "bool(s.passed >> {p} & 1)",
    }
    for i, a in enumerate(ATTRIBUTES):
        player[(a,)] = f"s.attrs[{{p}} * {len(ATTRIBUTES)} + {i}]"
    for t, w in enumerate(WORKERS):
        top[("worker_supply", w)] = f"(s.supply[{t}] if s.supply and len(s.supply) > {t} else 0)"
        player[("workers", w)] = f"s.workers[{{p}} * {NUM_WORKER_TYPES} + {t}]"
    for sp, name in enumerate(SPACES):
        player[("workshops", name)] = f"s.workshops[{{p}} * {len(SPACES)} + {sp}]"
    return write, _player_resolver(top, player), {}
