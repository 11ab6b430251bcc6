"""Who may take which action now: the costs, requirements and targets that open the player
board's actions and the King's Favours (rules "Ações no Tabuleiro do Jogador"; docs/rules §2.4,
§2.6).

``action_choices`` builds the ACTION stage's legal actions (the hottest path of a playout, so
``open_choices`` is unrolled); ``choice_problem`` and ``favour_problem`` explain a refusal with
the rule that makes it. A test checks that both readings agree on every state of random games.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import count as counted

from .actions import Action
from .common import name
from .constants import (
    ABSOLVE,
    ATTACK,
    C_ABSOLVE,
    C_ATTACK,
    C_COMMISSION,
    C_CONSPIRE,
    C_CONVERT,
    C_DEVELOP,
    C_FORTIFY,
    C_GARRISON,
    C_HUNT1,
    C_HUNT2,
    C_PRAY,
    C_RECRUIT1,
    C_RECRUIT2,
    C_TRADE1,
    C_TRADE2,
    CHOICE_SPACE,
    COMMISSION,
    CONVERT,
    DEVELOP,
    FORTIFY,
    GARRISON,
    INFLUENCE,
    MAX_LEVEL,
    NUM_WORKER_TYPES,
    PRAY,
    RIGHT_SPACES,
    SPACES,
)
from .data import Paladin

if TYPE_CHECKING:
    from .state import PaladinsState
from .costs import (
    attack_slots,
    board_targets,
    convert_slots,
    develop_cost,
    favour_cost_ok,
    free_spaces,
    jar_targets,
    placed,
    pray_cost,
    requirement,
    row_cost,
    townsfolk_payments,
    workshop_spaces,
)

ROW_SPACES = (COMMISSION, FORTIFY, GARRISON, ABSOLVE, CONVERT)
"""The right-hand actions with a row of pieces (Attack has none, and no limit)."""


# -- which actions may be chosen -------------------------------------------------------------------
def can_choose(s: PaladinsState, p: int, c: int, feasible: int) -> bool:
    """The fast test behind ``legal_actions``; :func:`choice_problem` explains a refusal."""
    space = CHOICE_SPACE[c]
    if s.used[p] >> space & 1 or not feasible >> requirement(s, p, c) & 1:
        return False
    if c == C_DEVELOP:
        return bool(workshop_spaces(s, p)) and s.silver[p] >= develop_cost(s, p)
    if c in (C_HUNT1, C_HUNT2, C_TRADE1, C_TRADE2, C_CONSPIRE):
        return True
    if c in (C_RECRUIT1, C_RECRUIT2):
        return bool(townsfolk_payments(s, p, c == C_RECRUIT1))
    if c == C_PRAY:
        return s.silver[p] >= pray_cost(s, p) and bool(s.used[p] & ~(1 << PRAY))
    if c == C_ATTACK:
        return bool(attack_slots(s, p))
    return right_problem(s, p, space) is None


def right_problem(s: PaladinsState, p: int, space: int) -> tuple[str, str] | None:
    """Why a right-hand action with a row (not Attack) cannot be taken, or None."""
    g = s.game
    count = placed(s, p, space)
    label = SPACES[space].capitalize()
    if count >= g.params.action_limit:
        return "PA.action.limit-seven", f"{label} has been done {count} times already"
    silver, provisions = row_cost(s, p, space)
    if s.silver[p] < silver or s.provisions[p] < provisions:
        return "PA.action.row-cost", (
            f"the next piece of the {label} row costs "
            + (f"{silver} silver" if silver else counted(provisions, "provision"))
        )
    if space == COMMISSION and not board_targets(s, p, True):
        return "PA.action.commission.faith", "no free main-board space is within your Faith"
    if space == GARRISON and not board_targets(s, p, False):
        return "PA.action.garrison.strength", "no free main-board space is within your Strength"
    if space == FORTIFY:
        need = g.data.walls_row.influence[count]
        if s.effective(p, INFLUENCE) < need:
            return "PA.action.fortify.influence", f"the next Wall slot needs {need} Influence"
        if not s.wall_deck:
            return "PA.action.fortify.wall-deck", "the Wall deck is empty"
    if space == ABSOLVE and not jar_targets(s, p):
        return "PA.action.absolve.influence", "no free absolve space is within your Influence"
    if space == CONVERT and not convert_slots(s, p):
        return "PA.action.convert.faith", "no Outsider in the row is within your Faith"
    return None


def choice_problem(s: PaladinsState, p: int, c: int) -> tuple[str, str] | None:
    """(rule, reason) when choice ``c`` is not open to ``p`` now, else None."""
    g = s.game
    space = CHOICE_SPACE[c]
    label = f"the {SPACES[space].capitalize()} action"
    if c in (C_HUNT2, C_TRADE2, C_RECRUIT2):
        label = f"the two-worker {SPACES[space].capitalize()} action"
    if s.used[p] >> space & 1:
        return (
            "PA.workers.space-occupied",
            f"the {SPACES[space].capitalize()} action already holds workers",
        )
    feasible = g.feasible(g.pack(s.workers, p * NUM_WORKER_TYPES))
    if not feasible >> requirement(s, p, c) & 1:
        return "PA.workers.coloured-slot", f"{name(s, p)} lacks the workers {label} needs"
    return _action_problem(s, p, c, space)


def _action_problem(s: PaladinsState, p: int, c: int, space: int) -> tuple[str, str] | None:
    """(rule, reason) when what choice ``c`` does cannot be done by ``p`` now (its workers
    being placeable), else None."""
    if c == C_DEVELOP:
        if not workshop_spaces(s, p):
            return "PA.action.develop.max-per-action", "no workshop can be moved"
        if s.silver[p] < develop_cost(s, p):
            return "PA.action.develop", f"Develop costs {develop_cost(s, p)} silver"
        return None
    if c in (C_RECRUIT1, C_RECRUIT2):
        if not townsfolk_payments(s, p, c == C_RECRUIT1):
            return "PA.action.recruit.slot-cost", "no visible Townsfolk can be paid for"
        return None
    if c == C_PRAY:
        if s.silver[p] < pray_cost(s, p):
            return "PA.action.pray", f"Pray costs {pray_cost(s, p)} silver"
        if not s.used[p] & ~(1 << PRAY):
            return "PA.action.pray", "no other action space holds workers"
        return None
    if c == C_ATTACK:
        if not attack_slots(s, p):
            return "PA.action.attack.strength", (
                "no Outsider is within your Strength, even paying silver"
            )
        return None
    if space in ROW_SPACES:
        return right_problem(s, p, space)
    return None


def favour_problem(s: PaladinsState, p: int, index: int) -> tuple[str, str] | None:
    """(rule, reason) when the King's Favour at ``index`` cannot take ``p``'s worker now."""
    g = s.game
    if index >= revealed_favours(s):
        return "PA.favour.revealed", f"the King's Favour in position {index + 1} is not revealed"
    first, end = g.favour_window[s.round]
    if not first <= index < end:
        when = "was for its own round only" if index < first else "opens next round"
        return "PA.favour.duration", f"the King's Favour in position {index + 1} {when}"
    used = s.favour_used[index]
    if used and (g.params.favour_capacity == "one-per-round" or used >> p & 1):
        return "PA.favour.capacity", "that King's Favour already holds a worker this round"
    favour = s.favours[index]
    feasible = g.feasible(g.pack(s.workers, p * NUM_WORKER_TYPES))
    if not feasible >> g.favour_req[favour] & 1:
        return "PA.workers.coloured-slot", f"{name(s, p)} lacks the worker that Favour takes"
    if not favour_cost_ok(s, p, favour):
        return "PA.favour.use", "the Favour's cost cannot be paid"
    return None


def revealed_favours(s: PaladinsState) -> int:
    return s.game.favours_by_round[s.round]


def action_choices(s: PaladinsState) -> list[Action]:
    """The ACTION stage: every open action, every usable Favour, pay-debt, then pass."""
    g = s.game
    t = g.tables
    p = s.current
    out: list[Action] = []
    packed = g.pack(s.workers, p * NUM_WORKER_TYPES)
    if packed:
        feasible = g.feasible(packed)
        choose = t.choose
        out = [choose[c] for c in open_choices(s, p, feasible)]
        one_each = g.params.favour_capacity == "one-per-round"
        first, end = g.favour_window[s.round]
        for i in range(first, end):
            used = s.favour_used[i]
            if used and (one_each or used >> p & 1):
                continue
            favour = s.favours[i]
            if feasible >> g.favour_req[favour] & 1 and favour_cost_ok(s, p, favour):
                out.append(t.favour[i])
    cost = g.params.pay_debt_silver
    if cost is not None and s.unpaid[p] and s.silver[p] >= cost:
        out.append(t.pay_debt)
    out.append(t.pass_)
    return out


def open_choices(s: PaladinsState, p: int, feasible: int) -> list[int]:
    """The choices ``p`` may take, in ``CHOICES`` order: :func:`can_choose` for all of them
    at once, unrolled because it is the hottest path of a playout (a test checks they agree).
    The left-hand actions of the player board come first, then the right-hand ones."""
    paladin = s.game.data.paladins[s.paladin[p]] if s.revealed >> p & 1 else None
    waive, bonus = (0, (0, 0, 0)) if paladin is None else (paladin.waive, paladin.bonus)
    g = s.game
    used = s.used[p]
    creq = g.choice_req
    out: list[int] = []
    # The left-hand actions: Develop, Hunt, Trade, Recruit, Pray and Conspire.
    if not used & 1 and feasible >> creq[C_DEVELOP] & 1 and _can_develop(s, p, paladin):
        out.append(C_DEVELOP)
    # The two-worker variants need the one-worker variant's slot too.
    if not used & 2 and feasible >> creq[C_HUNT1] & 1:
        out.append(C_HUNT1)
        if feasible >> creq[C_HUNT2] & 1:
            out.append(C_HUNT2)
    if not used & 4 and feasible >> creq[C_TRADE1] & 1:
        out.append(C_TRADE1)
        if feasible >> creq[C_TRADE2] & 1:
            out.append(C_TRADE2)
    if not used & 8 and feasible >> creq[C_RECRUIT1] & 1:
        _recruit_choices(s, p, feasible, waive, out)
    if (
        not used & 16
        and used & ~16
        and feasible >> creq[C_PRAY] & 1
        and s.silver[p] >= (0 if waive & 16 else g.data.pray_silver)
    ):
        out.append(C_PRAY)
    if not used & 32 and feasible >> creq[C_CONSPIRE] & 1:
        out.append(C_CONSPIRE)
    _right_choices(s, p, feasible, waive, bonus, out)
    return out


def _can_develop(s: PaladinsState, p: int, paladin: Paladin | None) -> bool:
    """Develop: its silver (after the Paladin's waiver or reduction), and a workshop left to
    move onto a right-hand action with room for it."""
    g = s.game
    data = g.data
    cost = data.develop_silver
    if paladin is not None:
        cost = 0 if paladin.waive & 1 else max(0, cost - paladin.reduce_silver[DEVELOP])
    if s.silver[p] < cost:
        return False
    ws = s.workshops
    wbase = p * 12
    most = data.workshop_max
    moved = 0
    room = False
    for sp in RIGHT_SPACES:
        n = ws[wbase + sp]
        moved += n
        if n < most:
            room = True
    return room and moved < g.params.workshops


def _recruit_choices(s: PaladinsState, p: int, feasible: int, waive: int, out: list[int]) -> None:
    """Recruit with one worker (discard a Townsfolk) and with two (hire one): a card to
    take, and its slot's silver or a Debt to pay for a hire."""
    g = s.game
    data = g.data
    silver = s.silver[p]
    hire_ok = discard_ok = False
    free = waive & 8
    debt = s.debt_supply > 0
    costs = data.townsfolk_costs
    by_debt = data.townsfolk_debt
    discard_pays = g.params.discard_pays_slot_cost
    for slot, card in enumerate(s.townsfolk_row):
        if card >= 0:
            if free or costs[slot] <= silver or (debt and by_debt[slot]):
                hire_ok = discard_ok = True
                break
            if not discard_pays:
                discard_ok = True
    if discard_ok:
        out.append(C_RECRUIT1)
    if hire_ok and feasible >> g.choice_req[C_RECRUIT2] & 1:
        out.append(C_RECRUIT2)


def _right_choices(
    s: PaladinsState,
    p: int,
    feasible: int,
    waive: int,
    bonus: tuple[int, int, int],
    out: list[int],
) -> None:
    """Commission, Fortify, Garrison, Absolve, Attack and Convert (the right-hand actions,
    whose slots depend on the workshops moved onto them)."""
    _provision_choices(s, p, feasible, waive, bonus, out)
    _silver_choices(s, p, feasible, waive, bonus, out)


def _provision_choices(
    s: PaladinsState,
    p: int,
    feasible: int,
    waive: int,
    bonus: tuple[int, int, int],
    out: list[int],
) -> None:
    """Commission, Fortify and Garrison: a monk, a wall or an outpost, paid in provisions."""
    g = s.game
    data = g.data
    used = s.used[p]
    ws = s.workshops
    wbase = p * 12
    rreq = g.right_req
    width = g.req_width
    limit = g.params.action_limit
    attrs = s.attrs
    a0 = p * 3
    if not used & 64 and feasible >> rreq[COMMISSION * width + ws[wbase + COMMISSION]] & 1:
        count = s.monk_at[p].bit_count()
        if count < limit and (waive & 64 or data.monks.costs[count] <= s.provisions[p]):
            level = attrs[a0] + bonus[0]
            if g.monk_reach[level if level < MAX_LEVEL else MAX_LEVEL] & free_spaces(s, p):
                out.append(C_COMMISSION)
    if not used & 128 and feasible >> rreq[FORTIFY * width + ws[wbase + FORTIFY]] & 1:
        count = s.walls[p].bit_count()
        r = data.walls_row
        if (
            count < limit
            and s.wall_deck
            and (waive & 128 or r.costs[count] <= s.provisions[p])
            and attrs[a0 + 2] + bonus[2] >= r.influence[count]
        ):
            out.append(C_FORTIFY)
    if not used & 256 and feasible >> rreq[GARRISON * width + ws[wbase + GARRISON]] & 1:
        count = s.outpost_at[p].bit_count()
        if count < limit and (waive & 256 or data.outposts.costs[count] <= s.provisions[p]):
            level = attrs[a0 + 1] + bonus[1]
            if g.outpost_reach[level if level < MAX_LEVEL else MAX_LEVEL] & free_spaces(s, p):
                out.append(C_GARRISON)


def _silver_choices(
    s: PaladinsState,
    p: int,
    feasible: int,
    waive: int,
    bonus: tuple[int, int, int],
    out: list[int],
) -> None:
    """Absolve, Attack and Convert: paid in silver (the attack's silver buys strength)."""
    g = s.game
    data = g.data
    used = s.used[p]
    ws = s.workshops
    wbase = p * 12
    rreq = g.right_req
    width = g.req_width
    limit = g.params.action_limit
    attrs = s.attrs
    a0 = p * 3
    if not used & 512 and feasible >> rreq[ABSOLVE * width + ws[wbase + ABSOLVE]] & 1:
        count = s.jars[p].bit_count()
        if count < limit and (waive & 512 or data.jars.costs[count] <= s.silver[p]):
            level = attrs[a0 + 2] + bonus[2]
            if g.jar_reach[level if level < MAX_LEVEL else MAX_LEVEL] & ~s.jars[p]:
                out.append(C_ABSOLVE)
    if (
        not used & 1024
        and feasible >> rreq[ATTACK * width + ws[wbase + ATTACK]] & 1
        and _can_attack(s, p, attrs[a0 + 1] + bonus[1])
    ):
        out.append(C_ATTACK)
    if not used & 2048 and feasible >> rreq[CONVERT * width + ws[wbase + CONVERT]] & 1:
        count = s.converted[p].bit_count()
        if (
            count < limit
            and (waive & 2048 or data.converts.costs[count] <= s.silver[p])
            and _can_convert(s, attrs[a0] + bonus[0])
        ):
            out.append(C_CONVERT)


def _can_attack(s: PaladinsState, p: int, strength: int) -> bool:
    """Attack: an Outsider whose strength ``p`` reaches, silver paying for the difference."""
    data = s.game.data
    reach = strength + s.silver[p] * data.strength_per_silver
    if s.game.params.attack_rounding == "down":
        reach += data.strength_per_silver - 1
    thresholds = data.outsider_thresholds
    # A loop, not any() over a generator: this runs on the playout path, where any() is slower.
    for slot, card in enumerate(s.outsider_row):  # noqa: SIM110
        if card >= 0 and thresholds[slot] <= reach:
            return True
    return False


def _can_convert(s: PaladinsState, faith: int) -> bool:
    """Convert: an Outsider whose strength ``faith`` reaches."""
    thresholds = s.game.data.outsider_thresholds
    for slot, card in enumerate(s.outsider_row):  # noqa: SIM110 (as in _can_attack)
        if card >= 0 and thresholds[slot] <= faith:
            return True
    return False
