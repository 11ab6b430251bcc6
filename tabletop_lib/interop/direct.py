"""The observation tensor of :mod:`.tensor`, written straight from a state's arrays.

:class:`~.tensor.ObservationEncoder` defines the tensor from the dict ``observation(player)``;
building that dict (a view of the whole table, with names and nested mappings) costs a few
times one engine action, and most of it is text the tensor never reads. :class:`DirectEncoder`
writes the same numbers without the dict:

- the **categorical fields** by one writer per game that reads the state's bitmasks and index
  lists, through tables from the engine's indices to the vocabulary positions built once
  (the vocabularies are the encoder's own, so the positions are the same);
- the **counters** by one generated function per game and option set: one expression over the
  state per counter path, from the per-game tables below, each reproducing the value that
  ``observation(player)`` holds at that path (``None`` where the dict has ``None``, text read
  as 0, a missing key or index as 0, exactly as the dict reader does). A module's part of
  Merlin's observation is read from that module's own view function (``observe_board``,
  ``public_view`` ...), called once per tensor, rather than written twice. A path no table
  covers is read from ``observation(player)``, built only when such a path exists
  (:attr:`DirectEncoder.complete` says whether one does).

Equality with the dict encoder, field by field, on random states of every game and Merlin with
all modules is tested in ``tests/interop/test_direct_tensor.py``.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletop_lib.core.game import Game, State

from .tensor import ObservationEncoder, Path, _number, encoder_for

# A categorical writer returns the positions set to 1 (one fancy assignment writes them all)
# and adds the counts, which may repeat a position, to the tensor itself.
Writer = Callable[[Any, int, npt.NDArray[np.float32]], list[int]]
Counters = Callable[[Any, int], list[float]]
# A resolver maps a counter path to an expression over ``s`` (the state) and ``me`` (the
# observing seat), or None; it may register a section variable (name -> expression) computed
# once at the top of the generated function.
Resolver = Callable[[Path, dict[str, str]], str | None]


def _positions(values: Sequence[Any], vocab: Sequence[Any]) -> list[int]:
    """``out[i]`` is the tensor position of ``values[i]`` in ``vocab`` (as the dict encoder's
    ``{v: i}`` index finds it: the last occurrence)."""
    index = {v: i for i, v in enumerate(vocab)}
    return [index[v] for v in values]


def _compile_counters(
    paths: Sequence[Path], resolve: Resolver, scope: dict[str, Any]
) -> tuple[Counters, bool]:
    """One generated function computing every counter, and whether it does without the dict."""
    sections: dict[str, str] = {}
    body: list[str] = []
    needs_obs = False
    for i, path in enumerate(paths):
        expr = resolve(path, sections)
        if expr is None:
            needs_obs = True
            expr = "_obs" + "".join(f"[{k!r}]" for k in path)
        body += [
            "    try:",
            f"        v = {expr}",
            f"        out[{i}] = v if v.__class__ is int else number(v)",
            "    except (KeyError, IndexError, TypeError):",
            "        pass",
        ]
    lines = ["def read(s, me):", f"    out = [0.0] * {len(paths)}"]
    if needs_obs:
        lines.append("    _obs = s.observation(me)")
    lines += [f"    {name} = {expr}" for name, expr in sections.items()]
    lines += [*body, "    return out"]
    namespace = {"number": _number, **scope}
    exec("\n".join(lines), namespace)  # the expressions are this module's own tables
    reader: Counters = namespace["read"]
    return reader, not needs_obs


_BITS: dict[int, tuple[int, ...]] = {}


def _bits(mask: int) -> tuple[int, ...]:
    """The set bits of ``mask``, ascending, remembered (the same masks recur all game long)."""
    found = _BITS.get(mask)
    if found is None:
        if len(_BITS) >= 1 << 16:
            _BITS.clear()
        out = []
        rest = mask
        while rest:
            low = rest & -rest
            out.append(low.bit_length() - 1)
            rest ^= low
        found = _BITS[mask] = tuple(out)
    return found


def _chain(rest: Sequence[str | int]) -> str:
    return "".join(f"[{k!r}]" for k in rest)


def _player_resolver(top: dict[Path, str], player: dict[Path, str]) -> Resolver:
    """Paths ``top[path]``, and ``("players", p, *rest)`` as ``player[rest]`` with ``{p}``."""

    def resolve(path: Path, sections: dict[str, str]) -> str | None:
        if path[:1] == ("players",) and len(path) > 2 and isinstance(path[1], int):
            template = player.get(path[2:])
            return None if template is None else template.format(p=path[1])
        return top.get(path)

    return resolve


# -- Brian Boru ------------------------------------------------------------------------------
def _brian_boru(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
    from tabletop_lib.games.brian_boru.constants import FACE_DOWN, ON_BOARD, STAGE_NAMES

    n = game.num_players
    board = game.board
    towns = _positions(board.town_ids, board.town_ids)
    regions = _positions(board.region_ids, board.region_ids)
    phase = _positions(STAGE_NAMES, sorted(set(STAGE_NAMES)))
    cards = {v: i for i, v in enumerate(game.cards.values)}
    claim_width = 2 + n
    claim = {FACE_DOWN: 0, ON_BOARD: 1, **{p: 2 + p for p in range(n)}}
    modes = {m: i for i, m in enumerate(["military-support", "establish-trade", "spurn"])}
    o = off

    o_phase, o_town, o_active = o["phase"], o["town_owner"], o["active_town"]
    o_viking, o_monastery, o_claims = o["viking_towns"], o["monasteries"], o["claims"]
    o_hand, o_pack, o_trick, o_mode = o["hand"], o["pack"], o["trick_played"], o["princess_mode"]

    def write(s: Any, me: int, out: npt.NDArray[np.float32]) -> list[int]:
        ones = [o_phase + phase[s.stage]]
        owner: dict[int, int] = {}  # the dict's own rule: a later seat overwrites
        for p in range(n):
            for t in _bits(s.discs[p]):
                owner[t] = p
        ones += [o_town + towns[t] * n + p for t, p in owner.items()]
        ones += [o_viking + towns[t] for t in _bits(s.viking)]
        ones += [o_monastery + towns[t] for t in _bits(s.monastery)]
        if s.active_town >= 0:
            ones.append(o_active + towns[s.active_town])
        for r, h in enumerate(s.claims):
            c = claim.get(h)
            if c is not None:
                ones.append(o_claims + regions[r] * claim_width + c)
        for at, held in ((o_hand, s.hands[me]), (o_pack, s.packs[me])):
            for v in held:
                i = cards.get(v)
                if i is not None:
                    out[at + i] += 1.0
        for i, v in enumerate(s.played[:n]):
            out[o_trick + i] = -1.0 if v is None else float(v)
        m = modes.get(s.princess_mode or None)
        if m is not None:
            ones.append(o_mode + m)
        return ones

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
        ("princess", "mode"): "(s.princess_mode or None)",
        ("trick", "leader"): "(s.trick_leader if s.active_town >= 0 else None)",
        ("trick", "winner"): "(s.trick_winner if s.resolver >= 0 else None)",
        ("trick", "resolving"): "(s.resolver if s.resolver >= 0 else None)",
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


# -- Merlin ------------------------------------------------------------------------------------
def _merlin(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
    from tabletop_lib.games.merlin import (
        module_arthur,
        module_knights,
        module_market,
        module_morgana,
    )
    from tabletop_lib.games.merlin.constants import (
        GOOD_NAMES,
        GOODS_BLOCK,
        HENCHMAN_NAMES,
        NUM_COLOURS,
        NUM_HENCHMEN,
        STAGE_NAMES,
        TERMINAL,
    )

    n = game.num_players
    data = game.data
    missions = [c.id for c in data.missions]
    hand_pos = _positions(missions, missions)
    tiles = [game.grid.name(pos) for pos in range(game.grid.size)]
    tile_pos = _positions(tiles, tiles)
    phase = _positions(STAGE_NAMES, sorted(set(STAGE_NAMES)))
    o = off

    o_phase, o_hand, o_display, o_manors = o["phase"], o["hand"], o["display"], o["manors"]

    def write(s: Any, me: int, out: npt.NDArray[np.float32]) -> list[int]:
        ones = [o_phase + phase[s.stage]]
        for c in s.hands[me]:
            out[o_hand + hand_pos[c]] += 1.0
        for c in s.display:
            if c >= 0:
                out[o_display + hand_pos[c]] += 1.0
        owner: dict[int, int] = {}
        for p in range(n):
            for pos in _bits(s.manors[p]):
                owner[pos] = p
        ones += [o_manors + tile_pos[pos] * n + p for pos, p in owner.items()]
        return ones

    colours = list(data.colours)
    k = game.dice_per_player
    top: dict[Path, str] = {
        ("num_players",): str(n),
        ("round",): "s.round",
        ("rounds",): repr(game.params.rounds),
        ("current_player",): "s.current_player()",
        ("first_player",): "s.first",
        ("turn",): f"(None if s.stage == {TERMINAL} or s.die < 0 else 0)",
        ("merlin",): "s.merlin",
        ("grail",): "(None if s.grail < 0 else s.grail)",
        ("excalibur",): "(None if s.excalibur < 0 else s.excalibur)",
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
        player[("henchmen", h)] = f"(None if s.henchmen[{{p}} * {NUM_HENCHMEN} + {i}] < 0 else 0)"
    for i in range(k):
        player[("dice", i, "value")] = f"s.dice[{{p}} * {k} + {i}]"
    base = _player_resolver(top, player)
    # A module's part of the view is read from that module's own view function.
    views = {
        "market": "module_market.observe_board(s)",
        "arthur": "module_arthur.observe(s)",
        "knights": "module_knights.public_view(s)",
        "kitchen": "module_morgana.observe(s)",
    }

    def resolve(path: Path, sections: dict[str, str]) -> str | None:
        head = path[0]
        if isinstance(head, str) and head in views and len(path) > 1:
            sections[f"_{head}"] = views[head]
            return f"_{head}" + _chain(path[1:])
        if path[:1] == ("players",) and path[2:3] == ("market",) and isinstance(path[1], int):
            sections[f"_market{path[1]}"] = f"module_market.observe_player(s, {path[1]})"
            return f"_market{path[1]}" + _chain(path[3:])
        return base(path, sections)

    scope = {
        "module_market": module_market,
        "module_arthur": module_arthur,
        "module_knights": module_knights,
        "module_morgana": module_morgana,
    }
    return write, resolve, scope


# -- Paladins ----------------------------------------------------------------------------------
def _paladins(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
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

    o_stage, o_board, o_hand = o["stage"], o["main_board"], o["my_hand"]
    o_kept, o_deck = o["my_kept"], o["my_deck"]

    def write(s: Any, me: int, out: npt.NDArray[np.float32]) -> list[int]:
        ones = [o_stage + stage[s.stage]]
        row = s.townsfolk_row
        for i, at in enumerate(folk_at):
            if i < len(row) and row[i] >= 0:
                ones.append(at + folk_pos[row[i]])
        row = s.outsider_row
        for i, at in enumerate(outsider_at):
            if i < len(row) and row[i] >= 0:
                ones.append(at + outsider_pos[row[i]])
        for i, at in enumerate(order_at):
            if i < len(s.orders) and order_rounds[i] <= s.round:
                ones.append(at + order_pos[s.orders[i]])
        cell: dict[int, int] = {}  # space -> piece, a later one overwriting as in the dict
        for p in range(n):
            for i in _bits(s.monk_at[p]):
                cell[i] = 2 * p
            for i in _bits(s.outpost_at[p]):
                cell[i] = 2 * p + 1
        ones += [o_board + space_pos[i] * board_width + piece for i, piece in cell.items()]
        for c in s.phand[me * 3 : me * 3 + 3]:
            if c >= 0:
                out[o_hand + paladin_pos[c]] += 1.0
        if s.paladin[me] >= 0:
            ones.append(o_kept + paladin_pos[s.paladin[me]])
        for c in s.pdeck[me]:
            out[o_deck + paladin_pos[c]] += 1.0
        for p, at in enumerate(revealed_at):
            if s.revealed >> p & 1:
                ones.append(at + paladin_pos[s.paladin[p]])
        return ones

    top: dict[Path, str] = {
        ("num_players",): str(n),
        ("round",): "s.round",
        ("current_player",): "s.current_player()",
        ("first_player",): "s.first_player",
        ("action",): "(None if s.action < 0 else 0)",
        ("tax_supply",): "s.tax",
        ("worker_supply",): "(0 if s.supply else None)",
        ("debt_supply",): "s.debt_supply",
        ("deck_sizes", "townsfolk"): "len(s.townsfolk_deck)",
        ("deck_sizes", "outsiders"): "len(s.outsider_deck)",
        ("deck_sizes", "walls"): "len(s.wall_deck)",
        ("deck_sizes", "taverns"): "len(s.tavern_deck)",
        ("deck_sizes", "suspicion"): "len(s.suspicion_deck)",
        ("discards", "taverns"): "len(s.tavern_discard)",
        ("discards", "suspicion"): "len(s.suspicion_discard)",
        ("verified_data",): repr(data.verified),
        ("my_paladins", "kept"): "(None if s.paladin[me] < 0 else 0)",
        ("my_paladins", "deck_top"): "(0 if s.ptop[me] and s.pdeck[me] else None)",
    }
    player: dict[Path, str] = {
        ("silver",): "s.silver[{p}]",
        ("provisions",): "s.provisions[{p}]",
        ("unpaid_debts",): "s.unpaid[{p}]",
        ("paid_debts",): "s.paid[{p}]",
        ("suspicion",): "s.suspicion_count({p})",
        ("paladin",): "(0 if s.revealed >> {p} & 1 else None)",
        ("paladin_face_down",): "(s.paladin[{p}] >= 0 and not s.revealed >> {p} & 1)",
        ("paladin_deck_size",): "len(s.pdeck[{p}])",
        ("paladins_in_hand",): "sum(1 for c in s.phand[{p} * 3 : {p} * 3 + 3] if c >= 0)",
        ("monks",): "s.monk_at[{p}].bit_count()",
        ("outposts",): "s.outpost_at[{p}].bit_count()",
        ("passed",): "bool(s.passed >> {p} & 1)",
    }
    for i, a in enumerate(ATTRIBUTES):
        player[(a,)] = f"s.attrs[{{p}} * 3 + {i}]"
    for t, w in enumerate(WORKERS):
        top[("worker_supply", w)] = f"s.supply[{t}]"
        player[("workers", w)] = f"s.workers[{{p}} * {NUM_WORKER_TYPES} + {t}]"
    for sp, name in enumerate(SPACES):
        player[("workshops", name)] = f"s.workshops[{{p}} * {len(SPACES)} + {sp}]"
    return write, _player_resolver(top, player), {}


_GAMES: dict[str, Callable[[Any, dict[str, int]], tuple[Writer, Resolver, dict[str, Any]]]] = {
    "brian_boru": _brian_boru,
    "merlin": _merlin,
    "paladins": _paladins,
}


class DirectEncoder:
    """``encode(state, player)`` equals ``encoder.encode(state.observation(player))``."""

    def __init__(self, game: Game[Any, Any], encoder: ObservationEncoder) -> None:
        self.encoder = encoder
        self.size = encoder.size
        off = {f.name: f.offset for f in encoder.fields}
        self._observer = off["observer"]
        self._seats = game.num_players
        write, resolve, scope = _GAMES[game.name](game, off)
        self._write = write
        self._counters, self.complete = _compile_counters(encoder.counter_paths, resolve, scope)
        # the counters are packed into the tensor's buffer in one call
        self._pack = struct.Struct(f"={len(encoder.counter_paths)}f").pack_into
        self._at = off["counters"] * 4
        """True when no counter path needs ``observation(player)``."""

    def encode_into(self, s: State[Any], player: int, out: npt.NDArray[np.float32]) -> None:
        """Write the tensor of ``player``'s view of ``s`` into ``out``, zeroing it first."""
        if not 0 <= player < self._seats:
            raise ValueError(f"no player {player} in a {self._seats}-player game")
        out.fill(0.0)
        ones = self._write(s, player, out)
        ones.append(self._observer + player)
        out[ones] = 1.0
        self._pack(out, self._at, *self._counters(s, player))

    def encode(self, s: State[Any], player: int) -> npt.NDArray[np.float32]:
        out = np.empty(self.size, dtype=np.float32)
        self.encode_into(s, player, out)
        return out


_CACHE: dict[str, DirectEncoder] = {}


def direct_encoder_for(game: Game[Any, Any]) -> DirectEncoder:
    """The :class:`DirectEncoder` of ``game``, built once per game, player count and options."""
    key = repr(game)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = DirectEncoder(game, encoder_for(game))
    return found
