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

from .tensor import PRINCESS_MODES, ObservationEncoder, Path, _number, encoder_for

# A categorical writer returns the positions set to 1 and the positions counted (a position
# counted twice holds 2); one fancy assignment writes them all. It writes plain numbers itself.
Writer = Callable[[Any, int, npt.NDArray[np.float32]], tuple[list[int], list[int]]]
Counters = Callable[[Any, int], tuple[float, ...]]
# A resolver maps a counter path to an expression over ``s`` (the state) and ``me`` (the
# observing seat), or None; it may register a section variable (name -> expression) computed
# once at the top of the generated function.
Resolver = Callable[[Path, dict[str, str]], str | None]


def _positions(values: Sequence[Any], vocab: Sequence[Any]) -> list[int]:
    """``out[i]`` is the tensor position of ``values[i]`` in ``vocab`` (as the dict encoder's
    ``{v: i}`` index finds it: the last occurrence)."""
    index = {v: i for i, v in enumerate(vocab)}
    return [index[v] for v in values]


def _dig(obs: Any, path: Path) -> float:
    """The dict reader's value at ``path``: missing is 0, ``None`` is -1, text is 0."""
    try:
        for key in path:
            obs = obs[key]
    except (KeyError, IndexError, TypeError):
        return 0.0
    return _number(obs)


def _compile_counters(
    paths: Sequence[Path], resolve: Resolver, scope: dict[str, Any]
) -> tuple[Counters, bool]:
    """One generated function returning every counter as one tuple, and whether it does
    without the dict. The tables' expressions are numeric and never raise: each already
    holds -1 where the dict holds ``None``, 0 for text, and 0 where a key would be missing."""
    sections: dict[str, str] = {}
    values: list[str] = []
    needs_obs = False
    for path in paths:
        expr = resolve(path, sections)
        if expr is None:
            needs_obs = True
            expr = f"dig(_obs, {path!r})"
        values.append(f"        {expr},")
    lines = ["def read(s, me):"]
    if needs_obs:
        lines.append("    _obs = s.observation(me)")
    lines += [f"    {name} = {expr}" for name, expr in sections.items()]
    lines += ["    return (", *values, "    )"]
    namespace = {"dig": _dig, **scope}
    exec("\n".join(lines), namespace)  # the expressions are this module's own tables
    reader: Counters = namespace["read"]
    return reader, not needs_obs


class _Memo(dict[Any, tuple[int, ...]]):
    """``key -> positions``, computed once by ``make``: the same masks and rows recur all game
    long, and a hit is one dict lookup. Cleared when full, so it stays small."""

    def __init__(self, make: Callable[[Any], tuple[int, ...]]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: Any) -> tuple[int, ...]:
        if len(self) >= 1 << 14:
            self.clear()
        found = self[key] = self.make(key)
        return found


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


# -- Merlin ------------------------------------------------------------------------------------
def _merlin(game: Any, off: dict[str, int]) -> tuple[Writer, Resolver, dict[str, Any]]:
    from tabletop_lib.games.merlin import module_knights
    from tabletop_lib.games.merlin.constants import (
        GOOD_NAMES,
        GOODS_BLOCK,
        HENCHMAN_NAMES,
        NUM_COLOURS,
        NUM_HENCHMEN,
        STAGE_NAMES,
        TERMINAL,
    )
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
    from tabletop_lib.games.merlin import module_market as market
    from tabletop_lib.games.merlin.constants import GOOD_NAMES, MATERIAL, NUM_COLOURS, SHIELD

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

    def pieces(key: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple[int, ...]:
        cell: dict[int, int] = {}  # space -> piece, a later one overwriting as in the dict
        for p, (monks, outposts) in enumerate(zip(*key, strict=True)):
            for i in _bits(monks):
                cell[i] = 2 * p
            for i in _bits(outposts):
                cell[i] = 2 * p + 1
        return tuple(o["main_board"] + space_pos[i] * board_width + v for i, v in cell.items())

    def revealed(key: tuple[int, tuple[int, ...]]) -> tuple[int, ...]:
        mask, kept = key
        return tuple(at + paladin_pos[kept[p]] for p, at in enumerate(revealed_at) if mask >> p & 1)

    folk, outsider = _Memo(row_of(folk_at, folk_pos)), _Memo(row_of(outsider_at, outsider_pos))
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
        counts = [o_hand + paladin_pos[c] for c in s.phand[me * 3 : me * 3 + 3] if c >= 0]
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
        ("paladins_in_hand",): "sum(1 for c in s.phand[{p} * 3 : {p} * 3 + 3] if c >= 0)",
        ("monks",): "s.monk_at[{p}].bit_count()",
        ("outposts",): "s.outpost_at[{p}].bit_count()",
        ("passed",): "bool(s.passed >> {p} & 1)",
    }
    for i, a in enumerate(ATTRIBUTES):
        player[(a,)] = f"s.attrs[{{p}} * 3 + {i}]"
    for t, w in enumerate(WORKERS):
        top[("worker_supply", w)] = f"(s.supply[{t}] if s.supply and len(s.supply) > {t} else 0)"
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
        self._pack: Callable[..., None] = struct.Struct(f"={len(encoder.counter_paths)}f").pack_into
        self._at = off["counters"] * 4
        """True when no counter path needs ``observation(player)``."""

    def encode_into(self, s: State[Any], player: int, out: npt.NDArray[np.float32]) -> None:
        """Write the tensor of ``player``'s view of ``s`` into ``out``, zeroing it first."""
        self._check(player)
        out.fill(0.0)
        self._fill(s, player, out)

    def encode(self, s: State[Any], player: int) -> npt.NDArray[np.float32]:
        """The tensor of ``player``'s view of ``s``, a new array."""
        self._check(player)
        out = np.zeros(self.size, dtype=np.float32)
        self._fill(s, player, out)
        return out

    def _check(self, player: int) -> None:
        if not 0 <= player < self._seats:
            raise ValueError(f"no player {player} in a {self._seats}-player game")

    def _fill(self, s: State[Any], player: int, out: npt.NDArray[np.float32]) -> None:
        """Write the tensor into ``out``, which is all zero."""
        ones, counts = self._write(s, player, out)
        ones.append(self._observer + player)
        if len(set(counts)) == len(counts):
            ones += counts
        else:
            np.add.at(out, counts, 1.0)
        out.put(ones, 1.0)  # a little quicker than out[ones] = 1.0, the same values
        self._pack(out, self._at, *self._counters(s, player))


_CACHE: dict[str, DirectEncoder] = {}


def direct_encoder_for(game: Game[Any, Any]) -> DirectEncoder:
    """The :class:`DirectEncoder` of ``game``, built once per game, player count and options."""
    key = repr(game)
    found = _CACHE.get(key)
    if found is None:
        found = _CACHE[key] = DirectEncoder(game, encoder_for(game))
    return found
