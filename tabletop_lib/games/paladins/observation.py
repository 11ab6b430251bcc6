"""What one player may see (rules, round step 4: the Paladin choice is face down; decks and
King's cards not yet revealed are face down; Suspicion cards held are counted, not shown)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import bits
from .constants import (
    ATTRIBUTES,
    CHOICES,
    FAVOUR_BASE,
    NUM_WORKER_TYPES,
    RIGHT_SPACES,
    SPACES,
    STAGE_NAMES,
    WORKERS,
)

if TYPE_CHECKING:
    from .state import PaladinsState


def _ids(items: list[Any], mask: int) -> list[str]:
    return [items[i].id for i in bits(mask)]


def _unpack(packed: int) -> dict[str, int]:
    """Worker counts held as 3-bit fields per type, by type name (the non-zero ones)."""
    return {
        WORKERS[t]: packed >> (3 * t) & 7 for t in range(NUM_WORKER_TYPES) if packed >> (3 * t) & 7
    }


def public(s: PaladinsState) -> dict[str, Any]:
    """Everything on the table that every player sees."""
    g = s.game
    data = g.data
    n = g.num_players
    main_board: dict[str, dict[str, Any]] = {}
    for p in range(n):
        for i in bits(s.monk_at[p]):
            main_board[data.spaces[i].id] = {"player": p, "piece": "monk"}
        for i in bits(s.outpost_at[p]):
            main_board[data.spaces[i].id] = {"player": p, "piece": "outpost"}
    orders = []
    for k, order in enumerate(s.orders):
        shown = data.order_rounds[k] <= s.round
        orders.append(data.order_ids[order] if shown else None)
    favours: list[dict[str, Any] | None] = []
    first, end = g.favour_window[s.round]
    for k, favour in enumerate(s.favours):
        if data.favour_rounds[k] <= s.round:
            favours.append(
                {
                    "id": data.favours[favour].id,
                    "used_by": bits(s.favour_used[k]),
                    "usable": first <= k < end,
                }
            )
        else:
            favours.append(None)
    if s.action >= FAVOUR_BASE:
        action: str | None = f"favour {s.action - FAVOUR_BASE}"
    else:
        action = CHOICES[s.action] if s.action >= 0 else None
    players = []
    drawn = s.game.params.paladins_drawn
    for p in range(n):
        base = p * NUM_WORKER_TYPES
        shown = bool(s.revealed >> p & 1)
        players.append(
            {
                "silver": s.silver[p],
                "provisions": s.provisions[p],
                **{a: s.attrs[p * 3 + i] for i, a in enumerate(ATTRIBUTES)},
                "workers": {WORKERS[t]: s.workers[base + t] for t in range(NUM_WORKER_TYPES)},
                "unpaid_debts": s.unpaid[p],
                "paid_debts": s.paid[p],
                "suspicion": s.suspicion_count(p),
                "paladin": data.paladins[s.paladin[p]].id if shown else None,
                "paladin_face_down": s.paladin[p] >= 0 and not shown,
                "paladins_discarded": _ids(list(data.paladins), s.pdiscard[p]),
                "paladin_deck_size": len(s.pdeck[p]),
                "paladins_in_hand": sum(1 for c in s.phand[p * drawn : (p + 1) * drawn] if c >= 0),
                "townsfolk": _ids(list(data.townsfolk), s.hired[p]),
                "walls": _ids(list(data.walls), s.walls[p]),
                "attacked": _ids(list(data.outsiders), s.attacked[p]),
                "converted": _ids(list(data.outsiders), s.converted[p]),
                "workshops": {SPACES[sp]: s.workshops[p * len(SPACES) + sp] for sp in RIGHT_SPACES},
                "used_spaces": [SPACES[sp] for sp in bits(s.used[p])],
                "workers_on_spaces": {
                    SPACES[sp]: _unpack(s.on_space[p * len(SPACES) + sp])
                    for sp in range(len(SPACES))
                    if s.on_space[p * len(SPACES) + sp]
                },
                "monks": s.monk_at[p].bit_count(),
                "outposts": s.outpost_at[p].bit_count(),
                "jars": _ids(list(data.absolve_spaces), s.jars[p]),
                "passed": bool(s.passed >> p & 1),
            }
        )
    return {
        "game": "paladins",
        "num_players": n,
        "round": s.round,
        "phase": s.phase(),
        "stage": STAGE_NAMES[s.stage],
        "current_player": s.current_player(),
        "first_player": s.first_player,
        "action": action,
        "tax_supply": s.tax,
        "worker_supply": (
            {WORKERS[t]: s.supply[t] for t in range(NUM_WORKER_TYPES)} if s.supply else None
        ),
        "workers_on_favours": {WORKERS[t]: k for t, k in enumerate(s.favour_workers) if k},
        "debt_supply": s.debt_supply,
        "townsfolk_row": [data.townsfolk[c].id if c >= 0 else None for c in s.townsfolk_row],
        "outsider_row": [data.outsiders[c].id if c >= 0 else None for c in s.outsider_row],
        "taverns": [
            {
                "workers": [WORKERS[t] for t in data.tavern_workers[c]],
                "taken_by": q if q >= 0 else None,
            }
            for c, q in zip(s.tavern_row, s.tavern_taker, strict=True)
        ],
        "kings_orders": orders,
        "kings_favours": favours,
        "main_board": main_board,
        "pending_effects": [data.effect_text((code,)) for code in reversed(s.stack)],
        "deck_sizes": {
            "townsfolk": len(s.townsfolk_deck),
            "outsiders": len(s.outsider_deck),
            "walls": len(s.wall_deck),
            "taverns": len(s.tavern_deck),
            "suspicion": len(s.suspicion_deck),
        },
        "discards": {
            "townsfolk": [data.townsfolk[c].id for c in s.townsfolk_discard],
            "outsiders": [data.outsiders[c].id for c in s.outsider_discard],
            "taverns": len(s.tavern_discard),
            "suspicion": len(s.suspicion_discard),
        },
        "verified_data": data.verified,
        "players": players,
    }


def own_paladins(s: PaladinsState, p: int) -> dict[str, Any]:
    """What ``p`` knows of their own Paladins: the hand drawn, the kept card, and the deck's
    known top and bottom cards (the ones they put there) plus its contents, order unknown."""
    data = s.game.data
    drawn = s.game.params.paladins_drawn
    deck = s.pdeck[p]
    known_bottom = deck[len(deck) - s.pbottom[p] :] if s.pbottom[p] else []
    return {
        "hand": [data.paladins[c].id for c in s.phand[p * drawn : (p + 1) * drawn] if c >= 0],
        "kept": data.paladins[s.paladin[p]].id if s.paladin[p] >= 0 else None,
        "deck_top": data.paladins[deck[0]].id if s.ptop[p] and deck else None,
        "deck_bottom": [data.paladins[c].id for c in known_bottom],
        "deck_cards": sorted(data.paladins[c].id for c in deck),
    }


def observe(s: PaladinsState, player: int) -> dict[str, Any]:
    """The public view plus ``player``'s own Paladins; nothing else hidden."""
    if not 0 <= player < s.num_players:
        raise ValueError(f"no player {player} in a {s.num_players}-player game")
    view = public(s)
    view["player"] = player
    view["my_paladins"] = own_paladins(s, player)
    return view


def full(s: PaladinsState) -> dict[str, Any]:
    """The whole table, hidden cards included: what an umpire (or a replay viewer) sees."""
    data = s.game.data
    view = public(s)
    view["player"] = None
    view["paladins"] = [
        {
            **own_paladins(s, p),
            "deck": [data.paladins[c].id for c in s.pdeck[p]],
        }
        for p in range(s.num_players)
    ]
    view["kings_orders_all"] = [data.order_ids[o] for o in s.orders]
    view["kings_favours_all"] = [data.favours[f].id for f in s.favours]
    view["decks"] = {
        "townsfolk": [data.townsfolk[c].id for c in s.townsfolk_deck],
        "outsiders": [data.outsiders[c].id for c in s.outsider_deck],
        "walls": [data.walls[c].id for c in s.wall_deck],
        "taverns": list(s.tavern_deck),
        "suspicion": list(s.suspicion_deck),
    }
    return view


def summary(s: PaladinsState) -> str:
    """A few lines of text describing the state, for terminals and notebooks without plotly."""
    view = public(s)
    lines = [
        f"Paladins of the West Kingdom, {view['num_players']} players, round {view['round']}, "
        f"{view['phase']}; player {view['current_player']} to act. Tax supply "
        f"{view['tax_supply']}.",
        f"Townsfolk: {view['townsfolk_row']}",
        f"Outsiders: {view['outsider_row']}",
    ]
    for p, info in enumerate(view["players"]):
        workers = ", ".join(f"{k} {v}" for k, v in info["workers"].items() if v) or "none"
        lines.append(
            f"  P{p}: silver {info['silver']}, provisions {info['provisions']}, faith "
            f"{info['faith']}, strength {info['strength']}, influence {info['influence']}; "
            f"workers {workers}; debts {info['unpaid_debts']}/{info['paid_debts']} paid; "
            f"suspicion {info['suspicion']}"
        )
    return "\n".join(lines)
