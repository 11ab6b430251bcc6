"""Every Paladins card in a learner's words, rendered from the card data.

The card data (games/paladins/data/cards.json, player_board.json) is structured: effects in a
small vocabulary, abilities as triggers. :func:`card_texts` turns each card into its printed
name and a plain sentence or two, with the same effect phrases the narration uses
(:func:`describe.effects`), so a card reads the same in its hover and in the story of play.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop_lib.core.words import CardText, and_list, article, count, sentence

from .constants import ANY, ATTRIBUTES, INFLUENCE, SPACES, WORKERS
from .data import COUNTERS, INQUISITION_CONDITIONS, GameData
from .describe import effects, favour_name

SPACE_NAMES: dict[str, str] = {sp: sp.capitalize() for sp in SPACES}
"""The player board's twelve actions as printed."""

_COUNTER_WORDS: dict[str, tuple[str, str]] = {
    "monks": ("monk you sent to the board", "monks you sent to the board"),
    "outposts": ("outpost you sent to the board", "outposts you sent to the board"),
    "walls": ("wall you built", "walls you built"),
    "jars": ("jar you placed", "jars you placed"),
    "workshops": ("workshop you moved", "workshops you moved"),
    "townsfolk": ("Townsfolk you hired", "Townsfolk you hired"),
    "faith": ("Faith", "Faith"),
    "strength": ("Strength", "Strength"),
    "influence": ("Influence", "Influence"),
    "kings_orders": ("King's Order you met", "King's Orders you met"),
    "paid_debts": ("paid Debt", "paid Debts"),
    "unpaid_debts": ("unpaid Debt", "unpaid Debts"),
    "suspicion": ("Suspicion card you hold", "Suspicion cards you hold"),
    "attacked:blue": ("blue Outsider you attacked", "blue Outsiders you attacked"),
    "attacked:green": ("green Outsider you attacked", "green Outsiders you attacked"),
    "attacked:yellow": ("yellow Outsider you attacked", "yellow Outsiders you attacked"),
    "converted:Mercenary": ("Mercenary you converted", "Mercenaries you converted"),
}
assert set(_COUNTER_WORDS) == set(COUNTERS)

_INQUISITION_WHEN = {
    "zero": "if you hold no Suspicion card",
    "at_least_2": "if you hold at least 2 Suspicion cards",
    "any": "whatever Suspicion you hold",
}
assert set(_INQUISITION_WHEN) == set(INQUISITION_CONDITIONS)


def _worker(t: int) -> str:
    return "any worker" if t >= ANY else f"{article(WORKERS[t])} {WORKERS[t]}"


def condition_words(counter: str, per: int, points: int) -> str:
    """A converted Outsider's scoring condition: "1 point for every 2 monks you sent to the
    board"."""
    one, many = _COUNTER_WORDS[counter]
    each = f"each {one}" if per == 1 else f"every {per} {many}"
    return f"{count(points, 'point')} for {each}"


def _townsfolk(data: GameData) -> list[CardText]:
    out = []
    for tf in data.townsfolk:
        if tf.trigger == "action":
            when = f"each time you take the {SPACE_NAMES[SPACES[tf.space]]} action"
        elif tf.trigger == "pay_debt":
            when = "each time you pay off a Debt"
        else:
            when = f"at each Inquisition, {_INQUISITION_WHEN[INQUISITION_CONDITIONS[tf.condition]]}"
        parts = [f"{sentence(when)}, {effects(data, tf.effects)}."]
        if tf.hire:
            parts.append(f"When you hire it, {effects(data, tf.hire)} at once.")
        parts.append(f"Dismissed from the row: {effects(data, tf.discard)}.")
        out.append(CardText(tf.id, tf.name, "Townsfolk", " ".join(parts)))
    return out


def _paladins(data: GameData) -> list[CardText]:
    out = []
    for pal in data.paladins:
        bonus = and_list(
            [f"+{v} {a.capitalize()}" for a, v in zip(ATTRIBUTES, pal.bonus, strict=True) if v]
        )
        parts = [f"Revealed: gain {_gains(data, pal.workers)}; {bonus} this round."]
        for i, space in enumerate(SPACES):
            name = SPACE_NAMES[space]
            if pal.waive >> i & 1:
                parts.append(f"This round your {name} action costs no silver or provisions.")
            if pal.reduce_silver[i]:
                parts.append(
                    f"This round your {name} action costs {pal.reduce_silver[i]} silver less."
                )
            if pal.on_action[i]:
                parts.append(
                    f"Each time you take {name} this round, {effects(data, pal.on_action[i])}."
                )
        out.append(CardText(pal.id, pal.name, "Paladin", " ".join(parts)))
    return out


def _gains(data: GameData, codes: tuple[int, ...]) -> str:
    text = effects(data, codes)
    return text.removeprefix("gain ")


def _outsiders(data: GameData) -> list[CardText]:
    out = []
    for o in data.outsiders:
        suit = data.suits[o.suit]
        text = (
            f"A {suit} Outsider. Attack it: {effects(data, o.attack + data.attack)}. "
            f"Convert it to keep it and gain {o.convert_strength} Strength; at the end it "
            f"scores {condition_words(o.counter, o.per, o.points)}."
        )
        out.append(CardText(o.id, f"{o.name} ({suit})", "Outsider", text))
    return out


def _walls(data: GameData) -> list[CardText]:
    out = []
    for n, w in enumerate(data.walls, 1):
        worth = f" It is worth {count(w.points, 'point')} at the end." if w.points else ""
        text = f"Built with Fortify: {effects(data, w.effects)}.{worth}"
        out.append(CardText(w.id, f"Wall {n}", "Wall", text))
    return out


def _orders(data: GameData) -> list[CardText]:
    out = []
    points = and_list([str(p) for p in data.order_points])
    for oid, space in zip(data.order_ids, data.orders, strict=True):
        name = SPACE_NAMES[SPACES[space]]
        text = (
            f"At the end, if you took the {name} action at least {data.order_threshold} times, "
            f"this Order scores its points: {points} for the first, second and third Order "
            "revealed."
        )
        out.append(CardText(oid, f"King's Order: {name}", "King's Order", text))
    return out


def _favours(data: GameData) -> list[CardText]:
    out = []
    for f in data.favours:
        paid = []
        if f.silver or f.provisions:
            paid.append("pay " + and_list(_amounts(f.silver, f.provisions)))
        if f.debt:
            paid.append("take " + ("a Debt" if f.debt == 1 else f"{f.debt} Debts"))
        cost = f" and {and_list(paid)}" if paid else ""
        text = f"Place {_worker(f.worker)} here{cost}: {effects(data, f.effects)}."
        name = f"King's Favour: {favour_name(f.id)}"
        out.append(CardText(f.id, name, "King's Favour", text))
    return out


def _amounts(silver: int, provisions: int) -> list[str]:
    parts = [f"{silver} silver"] if silver else []
    return parts + ([count(provisions, "provision")] if provisions else [])


def _suspicion(data: GameData) -> list[CardText]:
    values = sorted(set(data.suspicion), reverse=True)
    out = []
    for v in values:
        held = data.suspicion.count(v)
        takes = f"you take {v} silver from the tax supply" if v else "you take no silver"
        text = (
            f"When you draw it, {takes} ({held} such cards in the deck). At an Inquisition, "
            "the players holding the most Suspicion cards are punished."
        )
        out.append(CardText(f"suspicion-{v}", f"Suspicion ({v} silver)", "Suspicion", text))
    return out


def _debt(data: GameData) -> CardText:
    text = (
        "Taken unpaid side up, to hire a Townsfolk instead of paying its silver or as a "
        "penalty; a card's effect may pay it off (turn it over). At the end an unpaid "
        f"Debt scores {data.unpaid_debt_points}, a paid one {data.paid_debt_points:+d}."
    )
    return CardText("debt", "Debt", "Debt", text)


def _slots(slots: tuple[int, ...]) -> str:
    """An action's worker slots: "a scout, any worker and a cleric"; "2 workers of any kind"."""
    if len(slots) > 1 and all(t >= ANY for t in slots):
        return f"{len(slots)} workers of any kind"
    return and_list([_worker(t) for t in slots])


def _board_actions(data: GameData) -> list[CardText]:
    out = []
    for i, space in enumerate(SPACES):
        slots = _slots(data.slots[i])
        text = f"Takes {slots}. {sentence(_ACTION_TEXT[space](data))}."
        out.append(CardText(f"action-{space}", SPACE_NAMES[space], "Player-board action", text))
    return out


_ACTION_TEXT: dict[str, Callable[[GameData], str]] = {
    "develop": lambda d: (
        f"pay {d.develop_silver} silver to move your next workshop onto a "
        "right-hand action, covering a slot there"
    ),
    "hunt": lambda d: f"with one worker {effects(d, d.hunt[0])}; with two {effects(d, d.hunt[1])}",
    "trade": lambda d: (
        f"with one worker {effects(d, d.trade[0])}; with two {effects(d, d.trade[1])}"
    ),
    "recruit": lambda d: (
        "with one worker dismiss a Townsfolk for its reward; with two hire one "
        "for the silver under its slot"
    ),
    "pray": lambda d: (
        f"pay {d.pray_silver} silver to clear the workers from another of your actions"
    ),
    "conspire": lambda d: effects(d, d.conspire),
    "commission": lambda d: (
        "pay provisions to send your next monk to a main-board space your "
        "Faith reaches, and take its reward"
    ),
    "fortify": lambda d: (
        "pay provisions to build the top Wall, if your "
        f"{ATTRIBUTES[INFLUENCE].capitalize()} reaches its slot"
    ),
    "garrison": lambda d: (
        "pay provisions to send your next outpost to a main-board space your "
        "Strength reaches, and take its reward"
    ),
    "absolve": lambda d: (
        "pay silver to put a jar on an absolve space your Influence reaches, "
        f"take its reward and {effects(d, d.absolve)}"
    ),
    "attack": lambda d: (
        "attack an Outsider your Strength reaches (or pay 1 silver for every "
        f"{d.strength_per_silver} Strength you lack), take its reward and {effects(d, d.attack)}"
    ),
    "convert": lambda d: (
        "pay silver to convert an Outsider your Faith reaches; it scores at the end"
    ),
}


def card_texts(data: GameData) -> list[CardText]:
    """Every card's text: Townsfolk, Paladins, Outsiders, Walls, King's Orders and Favours,
    Suspicion, Debt, and the twelve actions of the player board."""
    return [
        *_townsfolk(data),
        *_paladins(data),
        *_outsiders(data),
        *_walls(data),
        *_orders(data),
        *_favours(data),
        *_suspicion(data),
        _debt(data),
        *_board_actions(data),
    ]
