"""Paladins' actions in plain words: what the player to move would do with an action.

``describe(state, action)`` is ``PaladinsState.describe_action`` (the engine contract, see
``tabletop_lib.core.game``): a sentence with the cards' names (Paladins, Townsfolk, Outsiders),
the costs and the rewards from games/paladins/data/, e.g. "Hire the Abbot from slot 2 for 3 silver".
Slots are counted from 1 on the left, as a person counts them; main-board spaces are named by
region and position. Only people-facing code calls it; the rules never do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import and_list, article, count, ordinal, sentence

from .actions import (
    AssignWorkers,
    AttackOutsider,
    BuildWorkshop,
    ChooseAction,
    ChooseOption,
    ClearSpace,
    ConvertOutsider,
    DiscardTownsfolk,
    HireTownsfolk,
    KeepPaladin,
    Pass,
    PayDebt,
    PlaceJar,
    PlaceMonk,
    PlaceOutpost,
    RaiseAttribute,
    TakeTavern,
    TopPaladin,
    UseFavour,
)
from .constants import (
    ATTRIBUTES,
    C_COMMISSION,
    C_GARRISON,
    CHOICE_SPACE,
    CHOICES,
    COMMISSION,
    EFFECT_OPS,
    FAVOUR_BASE,
    GARRISON,
    OP_CHOOSE,
    OP_WORKER,
    P_ACTIONS,
    P_SETUP,
    SPACES,
    STRENGTH,
    T_FREE_HIRE,
    TERMINAL,
    WORKERS,
)
from .costs import (
    attack_silver,
    develop_cost,
    developed,
    placed,
    pray_cost,
    row_cost,
    slot_cost,
)

if TYPE_CHECKING:
    from .data import Effects, GameData, Option
    from .state import PaladinsState

# One effect of the data's vocabulary (games/paladins/data/cards.json "effect_vocabulary") in words:
# (is it a gain, for one, for ``{n}``). Gains are listed together after "gain".
_OP_WORDS = {
    "criminal": (True, "a criminal", "{n} criminals"),
    "silver": (True, "1 silver", "{n} silver"),
    "provisions": (True, "1 provision", "{n} provisions"),
    "faith": (True, "1 Faith", "{n} Faith"),
    "strength": (True, "1 Strength", "{n} Strength"),
    "influence": (True, "1 Influence", "{n} Influence"),
    "tax": (False, "take 1 silver from the tax supply", "take {n} silver from the tax supply"),
    "suspicion": (False, "draw a Suspicion card", "draw {n} Suspicion cards"),
    "remove_suspicion": (False, "discard a Suspicion card", "discard {n} Suspicion cards"),
    "pay_debt": (False, "pay off a Debt", "pay off {n} Debts"),
    "remove_debt": (False, "return an unpaid Debt", "return {n} unpaid Debts"),
    "take_debt": (False, "take a Debt", "take {n} Debts"),
    "free_recruit": (False, "hire a Townsfolk free", "hire {n} Townsfolk free"),
    "free_develop": (False, "move a workshop free", "move {n} workshops free"),
    "pray": (False, "clear one of your action spaces", "clear {n} of your action spaces"),
    "choose_attribute": (
        False,
        "raise an attribute of your choice by 1",
        "raise an attribute of your choice by {n}",
    ),
}
_SPACE_TITLES = {sp: sp.capitalize() for sp in SPACES}
_ACTION_WORDS = {
    "develop": "move a workshop onto an action on the right of your board",
    "pray": "clear the workers of another of your action spaces",
    "commission": "send a monk to the main board",
    "fortify": "build a Wall",
    "garrison": "send an outpost to the main board",
    "absolve": "place a jar on an absolve space",
    "attack": "attack an Outsider",
    "convert": "convert an Outsider",
}


def effects(data: GameData, codes: Effects) -> str:
    """Effects as what the player does: "gain a scout and 2 silver, and discard a Suspicion
    card" ("gain nothing" for none)."""
    gains: list[str] = []
    deeds: list[str] = []
    workers: dict[int, int] = {}
    amounts: dict[int, int] = {}
    for code in codes:
        op, arg = code >> 8, code & 255
        if op == OP_WORKER:
            workers[arg] = workers.get(arg, 0) + 1
        elif op != OP_CHOOSE:
            amounts[op] = amounts.get(op, 0) + arg
    for op, n in amounts.items():
        word = EFFECT_OPS[op]
        is_gain, one, many = _OP_WORDS.get(word, (False, word, word))
        (gains if is_gain else deeds).append(one if n == 1 else many.format(n=n))
    for code in codes:
        if code >> 8 == OP_CHOOSE:
            options = [_option_words(data, o) for o in data.choices[code & 255]]
            deeds.append("choose to " + and_list(options, "or"))
    named = [
        f"{article(WORKERS[t])} {WORKERS[t]}" if k == 1 else f"{k} {WORKERS[t]}s"
        for t, k in workers.items()
    ]
    gains = named + gains
    if gains:
        deeds.insert(0, "gain " + and_list(gains))
    if len(deeds) > 1 and any(" and " in d for d in deeds):
        return ", ".join(deeds[:-1]) + ", and " + deeds[-1]
    return and_list(deeds) or "gain nothing"


_WORDS: dict[tuple[int, Effects], str] = {}
"""Narration cache: (id of a loaded GameData, effects) -> :func:`effects` text. Loaded data
live as long as the process (``load_data`` caches them), so their ids are never reused."""


def effect_words(data: GameData, codes: Effects) -> str:
    """:func:`effects`, cached: the narration says every effect in these words."""
    text = _WORDS.get((id(data), codes))
    if text is None:
        text = _WORDS[(id(data), codes)] = effects(data, codes)
    return text


def _option_words(data: GameData, o: Option) -> str:
    price = _price(o.silver, o.provisions, o.debt)
    got = effects(data, o.effects)
    return f"{price} and {got}" if price else got


def _cost(silver: int, provisions: int) -> str:
    """ "2 silver and 1 provision" ("" when free)."""
    parts = []
    if silver:
        parts.append(f"{silver} silver")
    if provisions:
        parts.append(count(provisions, "provision"))
    return and_list(parts)


def _price(silver: int, provisions: int, debt: int) -> str:
    """What a card's cost asks, as deeds: "pay 2 silver and take a Debt" ("" when free)."""
    deeds = []
    if silver or provisions:
        deeds.append(f"pay {_cost(silver, provisions)}")
    if debt:
        deeds.append("take a Debt" if debt == 1 else f"take {debt} Debts")
    return and_list(deeds)


def worker_list(workers: tuple[int, ...]) -> str:
    """ "a labourer, a fighter and a criminal"; "2 scouts"."""
    counted: dict[int, int] = {}
    for t in workers:
        counted[t] = counted.get(t, 0) + 1
    return and_list(
        [
            f"{article(WORKERS[t])} {WORKERS[t]}" if k == 1 else f"{k} {WORKERS[t]}s"
            for t, k in counted.items()
        ]
    )


def space_words(data: GameData, i: int) -> str:
    """ "space 2 of region 3": the main-board space at index ``i`` as the board numbers it
    (regions from 1, spaces from 1 within their region)."""
    sp = data.spaces[i]
    same = [j for j, other in enumerate(data.spaces) if other.region == sp.region]
    return f"space {same.index(i) + 1} of region {sp.region + 1}"


_PERIOD_WORDS = (
    "setup",
    "choosing Paladins",
    "revealing Paladins and taking Taverns",
    "taking actions",
    "game over",
)
"""What the players do in each period of a round (``constants.PERIOD_NAMES``)."""
_STAGE_WORDS = (
    "keep a Paladin",
    "put a Paladin back on top",
    "take a Tavern card",
    "choose an action",
    "choose the workers",
    "choose where it goes",
    "choose an option",
    "choose an attribute",
    "game over",
)
"""What the player to move decides (``constants.STAGE_NAMES``), in words."""


def status(s: PaladinsState) -> str:
    """Where the game stands: "Round 2 of 7 · taking actions: choose the workers"."""
    if s.stage == TERMINAL:
        return "Game over"
    if s.period == P_SETUP:
        return "Setup: each player hires a free Townsfolk"
    rounds = s.game.params.rounds
    doing = _PERIOD_WORDS[s.period]
    if s.period == P_ACTIONS:
        doing += f": {_STAGE_WORDS[s.stage]}"
    return f"Round {s.round} of {rounds} · {doing}"


def favour_name(favour_id: str) -> str:
    """A King's Favour's name, from its id in the data ("favour-absolution" -> "Absolution")."""
    return sentence(favour_id.removeprefix("favour-").replace("-", " "))


def _board_space(s: PaladinsState, space_id: str) -> tuple[str, Effects]:
    """("space 2 of region 3", its reward effects) for a main-board space id of the data."""
    g = s.game
    i = g.space_index.get(space_id, -1)
    if i < 0:
        return "a space the main board does not have", ()
    return space_words(g.data, i), g.data.spaces[i].effects


def describe(s: PaladinsState, action: object) -> str:
    """The sentence for ``action`` in state ``s`` (legal or not)."""
    text = _describe_round_step(s, action)
    return text if text is not None else _describe_target(s, action)


def _describe_round_step(s: PaladinsState, action: object) -> str | None:
    """The round's steps: Paladins, the Tavern, the action or favour, its workers; else None."""
    if isinstance(action, (KeepPaladin, TopPaladin)):
        return _paladin(s, action)
    if isinstance(action, TakeTavern):
        if not 0 <= action.slot < len(s.tavern_row) or s.tavern_row[action.slot] < 0:
            return f"Take the Tavern card in slot {action.slot + 1}, which is not there"
        card = s.tavern_row[action.slot]
        return f"Take the Tavern card in slot {action.slot + 1}: {_tavern(s.game.data, card)}"
    if isinstance(action, ChooseAction):
        return _choose(s, action.choice)
    if isinstance(action, UseFavour):
        return _favour(s, action.index)
    if isinstance(action, Pass):
        return "Pass: take no more actions this round"
    if isinstance(action, PayDebt):
        cost = s.game.params.pay_debt_silver or 0
        return f"Pay {cost} silver to pay off one of your Debts"
    if isinstance(action, AssignWorkers):
        return f"Send {worker_list(action.workers)} to {_current_action(s)}"
    return None


def _describe_target(s: PaladinsState, action: object) -> str:
    """An action's target, and the choices its effects ask for."""
    if isinstance(action, BuildWorkshop):
        return _workshop(s, action.space)
    if isinstance(action, (DiscardTownsfolk, HireTownsfolk)):
        return _townsfolk(s, action)
    if isinstance(action, ClearSpace):
        title = _SPACE_TITLES.get(action.space, action.space)
        return f"Clear the workers from your {title} action"
    if isinstance(action, (PlaceMonk, PlaceOutpost)):
        return _piece(s, action)
    if isinstance(action, PlaceJar):
        return _jar(s, action.space)
    if isinstance(action, (AttackOutsider, ConvertOutsider)):
        return _outsider(s, action)
    if isinstance(action, ChooseOption):
        return _option(s, action.index)
    if isinstance(action, RaiseAttribute):
        name = action.attribute.capitalize()
        return f"Raise your {name} by {s.ctx}" if s.ctx > 0 else f"Raise your {name}"
    return sentence(str(action))


def _paladin(s: PaladinsState, action: KeepPaladin | TopPaladin) -> str:
    i = s.game.paladin_index.get(action.paladin, -1)
    if i < 0:
        return "Choose a Paladin the deck does not have"
    pal = s.game.data.paladins[i]
    if isinstance(action, TopPaladin):
        return f"Put {pal.name} face down on top of the Paladin deck"
    bonus = and_list(
        [f"+{v} {a.capitalize()}" for a, v in zip(ATTRIBUTES, pal.bonus, strict=True) if v]
    )
    return f"Keep {pal.name} for this round" + (f" ({bonus} once revealed)" if bonus else "")


def _workshop(s: PaladinsState, space: str) -> str:
    leftmost = developed(s, s.current)
    rewards = s.game.data.workshop_rewards
    gain = (
        f" and gain the {WORKERS[rewards[leftmost]]} beneath it" if leftmost < len(rewards) else ""
    )
    title = _SPACE_TITLES.get(space, space)
    return f"Move your next workshop onto {title}{gain}"


def _piece(s: PaladinsState, action: PlaceMonk | PlaceOutpost) -> str:
    data = s.game.data
    monk = isinstance(action, PlaceMonk)
    where, reward = _board_space(s, action.space)
    row = data.monks if monk else data.outposts
    n = placed(s, s.current, COMMISSION if monk else GARRISON)
    extra = row.bonus[n] if n < len(row.bonus) else ()
    piece = "monk" if monk else "outpost"
    return f"Put your next {piece} on {where}: {effects(data, reward + extra)}"


def _jar(s: PaladinsState, space: str) -> str:
    data = s.game.data
    i = s.game.jar_index.get(space, -1)
    if i < 0:
        return "Put a jar on an absolve space the board does not have"
    jar = data.absolve_spaces[i]
    got = effects(data, jar.effects + data.absolve)
    return f"Put your next jar on absolve space {i + 1} (Influence {jar.influence}): {got}"


def _option(s: PaladinsState, index: int) -> str:
    data = s.game.data
    options = data.choices[s.ctx] if 0 <= s.ctx < len(data.choices) else ()
    if not 0 <= index < len(options):
        return f"Take the {ordinal(index + 1)} option, which this choice does not have"
    return f"Take the {ordinal(index + 1)} option: {_option_words(data, options[index])}"


def _tavern(data: GameData, card: int) -> str:
    return worker_list(data.tavern_workers[card]) or "no workers"


def _choose(s: PaladinsState, choice: str) -> str:
    g = s.game
    data = g.data
    p = s.current
    if choice not in CHOICES:
        return "Take an action the player board does not have"
    c = CHOICES.index(choice)
    space = SPACES[CHOICE_SPACE[c]]
    title = _SPACE_TITLES[space]
    if space in ("hunt", "trade"):
        two = choice.endswith("2")
        table = data.hunt if space == "hunt" else data.trade
        workers = "two workers" if two else "one worker"
        return f"{title} with {workers}: {effects(data, table[two])}"
    if space == "recruit":
        if choice.endswith("2"):
            return "Recruit with two workers: hire a Townsfolk from the row"
        return "Recruit with one worker: dismiss a Townsfolk for its corner reward"
    if space == "conspire":
        return f"Conspire: {effects(data, data.conspire)}"
    what = _ACTION_WORDS[space]
    if space == "develop":
        cost = develop_cost(s, p)
    elif space == "pray":
        cost = pray_cost(s, p)
    else:
        cost = 0
    if space in ("commission", "fortify", "garrison", "absolve", "convert"):
        silver, provisions = row_cost(s, p, CHOICE_SPACE[c])
        paid = _cost(silver, provisions)
    else:
        paid = f"{cost} silver" if cost else ""
    if c in (C_COMMISSION, C_GARRISON):
        level = "Faith" if c == C_COMMISSION else "Strength"
        what = f"{what} (within your {level})"
    return f"{title}: {what}" + (f", for {paid}" if paid else "")


def _favour(s: PaladinsState, index: int) -> str:
    data = s.game.data
    if not 0 <= index < len(s.favours):
        return f"Use the King's Favour in position {index + 1}, which is not revealed"
    f = data.favours[s.favours[index]]
    worker = (
        "any worker"
        if f.worker >= len(WORKERS)
        else f"{article(WORKERS[f.worker])} {WORKERS[f.worker]}"
    )
    price = _price(f.silver, f.provisions, f.debt)
    paid = f" and {price}" if price else ""
    return (
        f"Put {worker} on the King's Favour “{favour_name(f.id)}” (position {index + 1}){paid}: "
        f"{effects(data, f.effects)}"
    )


def _current_action(s: PaladinsState) -> str:
    """The action being taken at the workers stage, as "Hunt" or "the King's Favour 2"."""
    a = s.action
    if a >= FAVOUR_BASE:
        return f"the King's Favour in position {a - FAVOUR_BASE + 1}"
    if 0 <= a < len(CHOICES):
        return f"the {_SPACE_TITLES[SPACES[CHOICE_SPACE[a]]]} action"
    return "the chosen action"


def _townsfolk(s: PaladinsState, action: DiscardTownsfolk | HireTownsfolk) -> str:
    data = s.game.data
    p = s.current
    slot = action.slot
    discard = isinstance(action, DiscardTownsfolk)
    verb = "Dismiss" if discard else "Hire"
    if not 0 <= slot < len(s.townsfolk_row) or s.townsfolk_row[slot] < 0:
        return f"{verb} the Townsfolk in slot {slot + 1}, which is empty"
    tf = data.townsfolk[s.townsfolk_row[slot]]
    if s.target == T_FREE_HIRE and not discard:
        price = "free"
    elif action.with_debt:
        price = "by taking a Debt"
    else:
        cost = slot_cost(s, p, slot, discard)
        price = f"for {cost} silver" if cost else "free"
    if discard:
        return f"Dismiss the {tf.name} from slot {slot + 1} {price}: {effects(data, tf.discard)}"
    bonus = f": {effects(data, tf.hire)} at once" if tf.hire else ""
    return f"Hire the {tf.name} from slot {slot + 1} {price}{bonus}"


def _outsider(s: PaladinsState, action: AttackOutsider | ConvertOutsider) -> str:
    data = s.game.data
    p = s.current
    slot = action.slot
    verb = "Attack" if isinstance(action, AttackOutsider) else "Convert"
    if not 0 <= slot < len(s.outsider_row) or s.outsider_row[slot] < 0:
        return f"{verb} the Outsider in slot {slot + 1}, which is empty"
    out = data.outsiders[s.outsider_row[slot]]
    who = f"the {data.suits[out.suit]} {out.name} in slot {slot + 1}"
    if isinstance(action, ConvertOutsider):
        return f"Convert {who} and gain {out.convert_strength} {ATTRIBUTES[STRENGTH].capitalize()}"
    silver = attack_silver(s, p, slot)
    paid = f", paying {silver} silver for the Strength you lack" if silver else ""
    return f"Attack {who}{paid}: {effects(data, out.attack + data.attack)}"
