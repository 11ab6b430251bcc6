"""Setup and the program of the seven rounds, and applying a decision.

The engine is a small program counter (``state.pc``) that runs automatic steps until a player
must decide (``state.stage``). Decision handlers finish their effect and resume the program.
The round's own steps are in ``rounds.py``, which actions are open in ``choices.py``, carrying
them out in ``board_actions.py`` and ``targets.py``, effects in ``effects.py`` and
``effect_stack.py``, the legal actions and refusals in
``legality.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import board_actions, effect_stack, targets
from .actions import (
    Action,
    AssignWorkers,
    ChooseAction,
    ChooseOption,
    KeepPaladin,
    Pass,
    PayDebt,
    RaiseAttribute,
    TakeTavern,
    TopPaladin,
    UseFavour,
)
from .common import name, say, turn_order
from .constants import (
    ACTION,
    ATTRIBUTES,
    CHOICES,
    FAVOUR_BASE,
    KEEP,
    NUM_WORKER_TYPES,
    P_ACTIONS,
    P_SETUP,
    P_TAVERN,
    PC_ACTIONS,
    PC_EFFECTS,
    PC_END_ACTION,
    PC_PALADIN_CHOICE,
    PC_RESET,
    PC_REVEAL,
    PC_ROUND_START,
    PC_SETUP_HIRE,
    SPACES,
    T_FREE_HIRE,
    TARGET,
    TOP,
    WORKERS,
)
from .effects import PLAIN, gain_criminals, gain_plain, pay_debt
from .legality import TARGET_TYPES
from .rounds import begin_round, finish, refill_townsfolk, reset, reveal

if TYPE_CHECKING:
    from .state import PaladinsState


# -- setup --------------------------------------------------------------------------------------
def setup(s: PaladinsState, seed: int) -> None:
    """Preparação 1-14 (docs/rules §5)."""
    from tabletop_lib.core.rng import Rng

    g = s.game
    n, prm, data = g.num_players, g.params, g.data
    s.rng = rng = Rng(seed)
    s.start_logs()
    s.stage = KEEP
    s.period = P_SETUP
    s.round = 0
    s.current = 0
    s.action = s.target = -1
    s.ctx = 0
    s.resume = PC_ROUND_START
    s.passed = s.revealed = s.occupied = 0
    s.stack, s.queue, s.final = [], [], []
    # 2: the Townsfolk deck and row.
    s.townsfolk_deck = list(range(len(data.townsfolk)))
    rng.shuffle(s.townsfolk_deck)
    s.townsfolk_discard = []
    s.townsfolk_row = [s.townsfolk_deck.pop() for _ in range(prm.townsfolk_row)]
    say(s, "PA.setup.townsfolk-row", f"{prm.townsfolk_row} Townsfolk are revealed.")
    # 3: the Wall deck.
    s.wall_deck = list(range(len(data.walls)))
    rng.shuffle(s.wall_deck)
    say(s, "PA.setup.wall-deck", "The Wall deck is shuffled face down.")
    # 4: the tax supply.
    s.tax = g.tax_start
    say(s, "PA.setup.tax-supply", f"The tax supply holds {s.tax} silver.")
    # 5-6: Debts and Suspicion.
    s.debt_supply = data.debts
    s.suspicion_deck = list(data.suspicion)
    rng.shuffle(s.suspicion_deck)
    s.suspicion_discard = []
    say(s, "PA.setup.debt-deck", f"The {data.debts} Debt cards lie unpaid side up.")
    say(s, "PA.setup.suspicion-deck", "The Suspicion deck is shuffled face down.")
    # 7: the Outsider deck and row.
    s.outsider_deck = list(range(len(data.outsiders)))
    rng.shuffle(s.outsider_deck)
    s.outsider_discard = []
    s.outsider_row = [s.outsider_deck.pop() for _ in range(prm.outsider_row)]
    say(s, "PA.setup.outsider-row", f"{prm.outsider_row} Outsiders are revealed.")
    # 8: the King's track: 3 Orders and 5 Favours face down; the rest leave the game.
    orders = list(range(len(data.orders)))
    rng.shuffle(orders)
    favours = list(range(len(data.favours)))
    rng.shuffle(favours)
    s.orders = tuple(orders[: prm.kings_orders])
    s.favours = tuple(favours[: prm.kings_favours])
    s.favour_used = [0] * prm.kings_favours
    say(
        s,
        "PA.setup.kings-cards",
        f"{prm.kings_orders} King's Orders and {prm.kings_favours} "
        "King's Favours are placed face down.",
    )
    # 9: the Tavern deck.
    s.tavern_deck = list(range(len(data.taverns)))
    rng.shuffle(s.tavern_deck)
    s.tavern_discard = []
    s.tavern_row = []
    s.tavern_taker = []
    say(s, "PA.setup.tavern-deck", "The Tavern deck is shuffled face down.")
    if prm.worker_supply == "finite":
        s.supply = list(data.worker_supply)
        counts = ", ".join(f"{k} {w}s" for k, w in zip(s.supply, WORKERS, strict=True))
        say(s, "PA.setup.supply", f"The shared supply holds {counts}; silver is unlimited.")
    else:
        s.supply = []
        say(s, "PA.setup.supply", "Silver, provisions and workers form an unlimited supply.")
    s.on_space = [0] * (len(SPACES) * n)
    s.favour_workers = [0] * NUM_WORKER_TYPES
    # 11-12: each player's pieces and Paladin deck.
    s.silver = [prm.start_silver] * n
    s.provisions = [prm.start_provisions] * n
    s.attrs = [0] * (3 * n)
    s.unpaid, s.paid, s.paladin = [0] * n, [0] * n, [-1] * n
    s.ptop, s.pbottom, s.used = [0] * n, [0] * n, [0] * n
    s.hired, s.walls, s.attacked, s.converted = [0] * n, [0] * n, [0] * n, [0] * n
    s.pdiscard, s.monk_at, s.outpost_at, s.jars = [0] * n, [0] * n, [0] * n, [0] * n
    s.workers = [0] * (NUM_WORKER_TYPES * n)
    s.workshops = [0] * (len(SPACES) * n)
    s.suspicion = [0] * (g.suspicion_kinds * n)
    s.phand = [-1] * (prm.paladins_drawn * n)
    say(
        s,
        "PA.setup.player-pieces",
        f"Each player takes {prm.start_silver} silver, "
        f"{prm.start_provisions} provision, {prm.workshops} workshops, {prm.jars} jars, "
        f"{prm.monks} monks, {prm.outposts} outposts; attributes start at 0.",
    )
    s.pdeck = []
    for _ in range(n):
        deck = list(range(len(data.paladins)))
        rng.shuffle(deck)
        s.pdeck.append(deck)
    say(
        s,
        "PA.setup.paladin-deck",
        f"Each player shuffles their {len(data.paladins)} Paladins face down.",
    )
    # 13: the first player.
    s.first_player = rng.below(n)
    say(
        s,
        "PA.setup.first-player",
        f"{name(s, s.first_player)} is the first player.",
        s.first_player,
    )
    # 14: the free hire, in reverse turn order.
    s.queue = [(s.first_player - 1 - i) % n for i in range(n)]
    s.pc = PC_SETUP_HIRE
    run(s)


# -- the program -----------------------------------------------------------------------------------
def run(s: PaladinsState) -> None:
    """Run automatic steps until a player must decide or the game ends. The steps of every
    turn come first (they run most often); the round's own steps are in :func:`round_step`."""
    while True:
        pc = s.pc
        if pc == PC_EFFECTS:
            if effect_stack.run_stack(s):
                return
        elif pc == PC_END_ACTION:
            board_actions.end_action_stage(s)
            next_turn(s)
        elif pc == PC_ACTIONS:
            if s.passed == (1 << s.game.num_players) - 1:
                s.pc = PC_RESET
            else:
                s.stage = ACTION
                return
        elif round_step(s, pc):
            return


def round_step(s: PaladinsState, pc: int) -> bool:
    """One step of the round's program at ``pc`` (Paladins, the Tavern's reveal, the round's
    start and reset, the setup hire); True when a player must decide or the game is over."""
    if pc == PC_PALADIN_CHOICE:
        if s.queue:
            s.current = s.queue.pop(0)
            s.stage = KEEP
            return True
        s.queue = turn_order(s)
        s.period = P_TAVERN
        s.pc = PC_REVEAL
    elif pc == PC_REVEAL:
        if s.queue:
            reveal(s, s.queue.pop(0))
            return True
        s.period = P_ACTIONS
        s.passed = 0
        s.current = s.first_player
        s.pc = PC_ACTIONS
    elif pc == PC_ROUND_START:
        if s.round == s.game.params.rounds:
            finish(s)
            return True
        begin_round(s)
    elif pc == PC_RESET:
        reset(s)
    elif pc == PC_SETUP_HIRE:
        if s.queue:
            s.current = s.queue.pop(0)
            s.target = T_FREE_HIRE
            s.resume = PC_SETUP_HIRE
            s.stage = TARGET
            return True
        refill_townsfolk(s, "PA.setup.row-refill")
        s.pc = PC_ROUND_START
    else:
        raise AssertionError(f"unknown program counter {pc}")
    return False


def next_turn(s: PaladinsState) -> None:
    """Round step 6: the next player clockwise who has not passed acts."""
    n = s.game.num_players
    for i in range(1, n + 1):
        q = (s.current + i) % n
        if not s.passed >> q & 1:
            s.current = q
            break
    s.pc = PC_ACTIONS


# -- applying --------------------------------------------------------------------------------------
def apply(s: PaladinsState, action: Action) -> None:
    """Apply a legal action, then run the automatic steps that follow it (unless the action
    opened another decision of the same player)."""
    if not _APPLY[type(action)](s, action):
        run(s)


def _choose_action(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, ChooseAction)
    return board_actions.choose(s, CHOICE_INDEX[action.choice])


def _assign_workers(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, AssignWorkers)
    return board_actions.assign(s, action.workers)


def _pass(s: PaladinsState, action: Action) -> bool:
    p = s.current
    s.passed |= 1 << p
    say(s, "PA.round.pass", f"{name(s, p)} passes.", p)
    next_turn(s)
    return False


def _use_favour(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, UseFavour)
    return board_actions.choose(s, FAVOUR_BASE + action.index)


def _choose_option(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, ChooseOption)
    effect_stack.choose_option(s, action.index)
    return False


def _raise_attribute(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, RaiseAttribute)
    effect_stack.raise_chosen(s, ATTRIBUTES.index(action.attribute))
    return False


def _keep(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, KeepPaladin)
    keep_paladin(s, s.current, s.game.paladin_index[action.paladin])
    return True


def _top(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, TopPaladin)
    top_paladin(s, s.current, s.game.paladin_index[action.paladin])
    return False


def _tavern(s: PaladinsState, action: Action) -> bool:
    assert isinstance(action, TakeTavern)
    take_tavern(s, s.current, action.slot)
    return False


def _pay_debt(s: PaladinsState, action: Action) -> bool:
    p = s.current
    cost = s.game.params.pay_debt_silver or 0
    s.silver[p] -= cost
    say(s, "PA.action.pay-debt", f"{name(s, p)} pays {cost} silver to pay a Debt.", p)
    pay_debt(s, p, 1)
    s.resume = PC_END_ACTION
    s.pc = PC_EFFECTS
    return False


def _target(s: PaladinsState, action: Action) -> bool:
    targets.apply_target(s, action)
    return False


CHOICE_INDEX = {c: i for i, c in enumerate(CHOICES)}
_APPLY: dict[type, Callable[[PaladinsState, Action], bool]] = {
    ChooseAction: _choose_action,
    AssignWorkers: _assign_workers,
    Pass: _pass,
    UseFavour: _use_favour,
    ChooseOption: _choose_option,
    RaiseAttribute: _raise_attribute,
    KeepPaladin: _keep,
    TopPaladin: _top,
    TakeTavern: _tavern,
    PayDebt: _pay_debt,
    **dict.fromkeys(TARGET_TYPES, _target),
}
"""Each action type's handler; it returns True when the same player must decide again."""


def keep_paladin(s: PaladinsState, p: int, card: int) -> None:
    drawn = s.game.params.paladins_drawn
    base = p * drawn
    hand = s.phand[base : base + drawn]
    s.phand[base + hand.index(card)] = -1
    s.paladin[p] = card
    say(s, "PA.round.keep-paladin", f"{name(s, p)} keeps a Paladin face down.", p)
    s.stage = TOP


def top_paladin(s: PaladinsState, p: int, card: int) -> None:
    """The chosen card goes on top of the deck, the last one underneath."""
    drawn = s.game.params.paladins_drawn
    base = p * drawn
    rest = [c for c in s.phand[base : base + drawn] if c >= 0 and c != card]
    deck = s.pdeck[p]
    deck.insert(0, card)
    deck.extend(rest)
    s.ptop[p] = 1
    s.pbottom[p] += len(rest)
    s.phand[base : base + drawn] = [-1] * drawn
    say(
        s,
        "PA.round.top-paladin",
        f"{name(s, p)} puts one Paladin on top of their deck and one underneath.",
        p,
    )
    s.pc = PC_PALADIN_CHOICE


def take_tavern(s: PaladinsState, p: int, slot: int) -> None:
    g = s.game
    card = s.tavern_row[slot]
    s.tavern_taker[slot] = p
    say(
        s,
        "PA.round.take-tavern",
        f"{name(s, p)} takes the Tavern card in slot {slot + 1}: {g.tavern_text[card]}.",
        p,
    )
    for code in g.data.taverns[card]:
        if code >> 8 in PLAIN:
            gain_plain(s, p, code)
        else:  # a Criminal, named in the narration above; its Suspicion is narrated below
            gain_criminals(s, p, code & 255, quiet=True)
    s.pc = PC_REVEAL
