"""Merlin's observation tensor written straight from the state (see :mod:`.direct`); a
module's part is read from that module's own view function."""

from __future__ import annotations

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


def direct_writer(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
    from tabletop_lib.games.merlin.constants import (
        GOOD_NAMES,
        GOODS_BLOCK,
        HENCHMAN_NAMES,
        NUM_COLOURS,
        NUM_HENCHMEN,
        STAGE_NAMES,
        TERMINAL,
    )
    from tabletop_lib.games.merlin.modules.knights import module as module_knights
    from tabletop_lib.games.merlin.modules.morgana import rules as morgana_rules

    n = game.num_players
    data = game.data
    missions = [c.id for c in data.missions]
    hand_pos = _positions(missions, missions)
    tiles = [game.grid.name(pos) for pos in range(game.grid.size)]
    tile_pos = _positions(tiles, tiles)
    phase = _positions(STAGE_NAMES, sorted(set(STAGE_NAMES)))
    o = off

    o_phase, o_hand, o_display = o["phase"], o["hand"], o["display"]

    def owners(manors: tuple[int, ...]) -> tuple[int, ...]:
        owner: dict[int, int] = {}
        for p, mask in enumerate(manors):
            for pos in _bits(mask):
                owner[pos] = p
        return tuple(o["manors"] + tile_pos[pos] * n + p for pos, p in owner.items())

    manors = _Memo(owners)

    def write(s: Any, me: int, out: npt.NDArray[np.float32]) -> tuple[list[int], list[int]]:
        counts = [o_hand + hand_pos[c] for c in s.hands[me]]
        counts += [o_display + hand_pos[c] for c in s.display if c >= 0]
        return [o_phase + phase[s.stage], *manors[tuple(s.manors)]], counts

    colours = list(data.colours)
    k = game.dice_per_player
    top: dict[Path, str] = {
        ("num_players",): str(n),
        ("round",): "s.round",
        ("rounds",): repr(game.params.rounds),
        ("current_player",): "s.current_player()",
        ("first_player",): "s.first",
        ("turn",): f"(-1 if s.stage == {TERMINAL} or s.die < 0 else 0)",
        ("merlin",): "s.merlin",
        ("grail",): "(-1 if s.grail < 0 else s.grail)",
        ("excalibur",): "(-1 if s.excalibur < 0 else s.excalibur)",
        ("apple_supply",): "s.apple_supply",
        ("mission_deck_size",): "len(s.mission_deck)",
        ("mission_discard_size",): "len(s.mission_discard)",
        ("traitor_deck_size",): "len(s.traitor_deck)",
        ("traitor_discard_size",): "len(s.traitor_discard)",
        ("gold_supply",): "s.gold_supply",
        ("mistletoe_supply",): "s.mistletoe_supply",
        ("neutral_staffs",): "s.neutral_staffs",
    }
    player: dict[Path, str] = {
        ("score",): "s.score[{p}]",
        ("knight",): "s.knights[{p}]",
        ("castle_influence",): "s.castle_influence[{p}]",
        ("apples",): "s.apples[{p}]",
        ("staffs",): "s.staffs[{p}]",
        ("manors_built",): "s.manors[{p}].bit_count()",
        ("hand_size",): "len(s.hands[{p}])",
        ("gold",): "s.gold[{p}]",
        ("mistletoe",): "s.mistletoe[{p}]",
        ("decrees",): f"s.decree_where.count({NUM_COLOURS} + {{p}})",
    }
    for ci, c in enumerate(colours):
        top[("decree_stacks", c)] = f"s.decree_where.count({ci})"
        player[("influence", c)] = f"s.influence[{{p}} * {NUM_COLOURS} + {ci}]"
        player[("traitors", c)] = f"s.traitors[{{p}} * {NUM_COLOURS} + {ci}]"
        for gi, good in enumerate(GOOD_NAMES):
            top[("supply", good, c)] = f"s.goods[{n * GOODS_BLOCK + gi * NUM_COLOURS + ci}]"
            player[("goods", good, c)] = f"s.goods[{{p}} * {GOODS_BLOCK} + {gi * NUM_COLOURS + ci}]"
    for i, h in enumerate(HENCHMAN_NAMES):
        player[("henchmen", h)] = f"(-1 if s.henchmen[{{p}} * {NUM_HENCHMEN} + {i}] < 0 else 0)"
    for i in range(k):
        player[("dice", i, "value")] = f"s.dice[{{p}} * {k} + {i}]"
    _merlin_modules(game, top, player)
    base = _player_resolver(top, player)

    def resolve(path: Path, sections: dict[str, str]) -> str | None:
        match path:
            case ("kitchen", "cauldrons", int(i), "number"):  # a slot past the list: missing
                return f"(morgana_rules.cauldron_face(s, {i})[1] if {i} < len(s.cauldrons) else 0)"
        return base(path, sections)

    scope = {"module_knights": module_knights, "morgana_rules": morgana_rules}
    return write, resolve, scope


def _merlin_modules(game: Any, top: dict[Path, str], player: dict[Path, str]) -> None:
    """The counters of Merlin's modules, as each module's view function writes them (only the
    Knights' stack sizes during the draft call the module's view)."""
    from tabletop_lib.games.merlin.constants import GOOD_NAMES, MATERIAL, NUM_COLOURS, SHIELD
    from tabletop_lib.games.merlin.modules.market import rules as market

    held = market.HELD_BLOCK
    for i, kind in enumerate(market.STOCK_KINDS):
        top[("market", kind)] = f"s.market_stock[{i}]"
    top[("market", "bought_this_turn")] = "bool(s.market_used)"
    top[("market", "worker_this_turn")] = "(s.market_worker or -1)"
    player[("market", "addition_markers")] = (
        f"s.market_held[{{p}} * {held} + {market.HELD_ADDITION}]"
    )
    player[("market", "apple_mistletoe_tokens")] = (
        f"s.market_held[{{p}} * {held} + {market.HELD_CHOICE}]"
    )
    for i, c in enumerate(game.data.colours):
        for key, good in (("shield_tokens", SHIELD), ("material_tokens", MATERIAL)):
            player[("market", key, c)] = f"s.market_held[{{p}} * {held} + {good * NUM_COLOURS + i}]"
        player[("market", "additions_placed", c)] = (
            f"s.market_additions[{{p}} * {NUM_COLOURS} + {i}]"
        )
    top[("arthur", "arthur")] = "s.arthur"
    top[("arthur", "signet_ring")] = "(-1 if s.signet < 0 else s.signet)"
    # outside the draft the view has no "draft": those counters read as missing, 0
    top[("knights", "draft", "drafter")] = "(s.ally_draft[0] // 2 if s.ally_draft else 0)"
    top[("knights", "draft", "picks_left")] = "len(s.ally_draft)"
    for name in ("A", "B"):
        top[("knights", "draft", "stack_sizes", name)] = (
            f"(module_knights.public_view(s)['draft']['stack_sizes'][{name!r}]"
            " if s.ally_draft else 0)"
        )
    top[("kitchen", "morgana")] = "(-1 if s.morgana < 0 else 0)"
    top[("kitchen", "die_in_use")] = "(s.morgana_value if s.morgana_die >= 0 else -1)"
    top[("kitchen", "horn_cup")] = "(-1 if s.morgana_cup < 0 else s.morgana_cup)"
    top[("kitchen", "poisoned_apple_supply")] = "s.poison_supply"
    for gi, good_name in enumerate(GOOD_NAMES):
        top[("kitchen", "blocked_goods", good_name)] = f"s.morgana_stash[{gi}]"
