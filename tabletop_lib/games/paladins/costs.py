"""What a player-board action costs and what it can reach: silver and provisions after the
Paladin's waivers, the worker slots' requirement, the rows' next piece, and the Townsfolk,
Outsiders, main-board spaces and jars within reach (rules "Ações no Tabuleiro do Jogador";
docs/rules §2.4, §2.6, §3.1, §6.9).

``choices.py`` asks these questions to decide which actions are open; ``board_actions.py`` and
``targets.py`` ask them to carry an action out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .common import bits
from .constants import (
    ABSOLVE,
    CHOICE_SPACE,
    COMMISSION,
    CONVERT,
    DEVELOP,
    FAITH,
    FAVOUR_BASE,
    FORTIFY,
    GARRISON,
    INFLUENCE,
    MAX_LEVEL,
    PRAY,
    RECRUIT,
    RIGHT_SPACES,
    SPACES,
    STRENGTH,
)
from .data import Row

if TYPE_CHECKING:
    from .game import PaladinsGame
    from .state import PaladinsState


def waived(s: PaladinsState, p: int, space: int) -> bool:
    """The revealed Paladin waives this action's silver or provisions (docs/rules §3.1)."""
    return bool(s.revealed >> p & 1) and bool(s.game.data.paladins[s.paladin[p]].waive >> space & 1)


def develop_cost(s: PaladinsState, p: int) -> int:
    data = s.game.data
    if waived(s, p, DEVELOP):
        return 0
    cut = data.paladins[s.paladin[p]].reduce_silver[DEVELOP] if s.revealed >> p & 1 else 0
    return max(0, data.develop_silver - cut)


def pray_cost(s: PaladinsState, p: int) -> int:
    return 0 if waived(s, p, PRAY) else s.game.data.pray_silver


def placed(s: PaladinsState, p: int, space: int) -> int:
    """Pieces already taken from the row of a right-hand action (= times it was done)."""
    if space == COMMISSION:
        return s.monk_at[p].bit_count()
    if space == GARRISON:
        return s.outpost_at[p].bit_count()
    if space == FORTIFY:
        return s.walls[p].bit_count()
    if space == ABSOLVE:
        return s.jars[p].bit_count()
    if space == CONVERT:
        return s.converted[p].bit_count()
    return s.attacked[p].bit_count()


def row(g: PaladinsGame, space: int) -> Row:
    row_ = g.rows[space]
    assert row_ is not None, f"{SPACES[space]} has no row"
    return row_


def row_cost(s: PaladinsState, p: int, space: int) -> tuple[int, int]:
    """(silver, provisions) for the next piece of a right-hand row (0 when waived)."""
    r = row(s.game, space)
    count = placed(s, p, space)
    cost = 0 if waived(s, p, space) or count >= len(r.costs) else r.costs[count]
    return (cost, 0) if r.resource == "silver" else (0, cost)


def developed(s: PaladinsState, p: int) -> int:
    base = p * len(SPACES)
    return sum(s.workshops[base + sp] for sp in RIGHT_SPACES)


def workshop_spaces(s: PaladinsState, p: int) -> list[int]:
    """Right-hand actions that can take another workshop, if any workshop is left."""
    g = s.game
    if developed(s, p) >= g.params.workshops:
        return []
    base = p * len(SPACES)
    return [sp for sp in RIGHT_SPACES if s.workshops[base + sp] < g.data.workshop_max]


def requirement(s: PaladinsState, p: int, action: int) -> int:
    """The requirement id of the open worker slots of ``action`` for player ``p``."""
    g = s.game
    if action >= FAVOUR_BASE:
        return g.favour_req[s.favours[action - FAVOUR_BASE]]
    space = CHOICE_SPACE[action]
    if space in RIGHT_SPACES:
        return g.right_req[space * (g.data.workshop_max + 1) + s.workshops[p * 12 + space]]
    return g.choice_req[action]


def slot_cost(s: PaladinsState, p: int, slot: int, discard: bool) -> int:
    g = s.game
    if waived(s, p, RECRUIT) or (discard and not g.params.discard_pays_slot_cost):
        return 0
    return g.data.townsfolk_costs[slot]


def townsfolk_payments(s: PaladinsState, p: int, discard: bool) -> list[tuple[int, bool]]:
    """(slot, with_debt) for every visible Townsfolk the player can pay for (docs/rules §2.6)."""
    data = s.game.data
    out = []
    for slot, card in enumerate(s.townsfolk_row):
        if card < 0:
            continue
        cost = slot_cost(s, p, slot, discard)
        if cost == 0 or s.silver[p] >= cost:
            out.append((slot, False))
        if cost and data.townsfolk_debt[slot] and s.debt_supply > 0:
            out.append((slot, True))
    return out


def attack_silver(s: PaladinsState, p: int, slot: int) -> int:
    """Silver to pay for the Strength missing to attack the Outsider at ``slot`` (rules:
    1 silver per 2 missing Strength; option attack_rounding)."""
    g = s.game
    gap = g.data.outsider_thresholds[slot] - s.effective(p, STRENGTH)
    if gap <= 0:
        return 0
    per = g.data.strength_per_silver
    return -(-gap // per) if g.params.attack_rounding == "up" else gap // per


def attack_slots(s: PaladinsState, p: int) -> list[int]:
    return [
        i
        for i, card in enumerate(s.outsider_row)
        if card >= 0 and attack_silver(s, p, i) <= s.silver[p]
    ]


def convert_slots(s: PaladinsState, p: int) -> list[int]:
    faith = s.effective(p, FAITH)
    thresholds = s.game.data.outsider_thresholds
    return [i for i, card in enumerate(s.outsider_row) if card >= 0 and thresholds[i] <= faith]


def free_spaces(s: PaladinsState, p: int) -> int:
    """Main-board spaces a piece of ``p`` may go to, before requirements (docs/rules §2.6)."""
    g = s.game
    if g.params.exclusive_spaces:
        return g.space_ok & ~s.occupied
    return g.space_ok & ~(s.monk_at[p] | s.outpost_at[p])


def board_targets(s: PaladinsState, p: int, monk: bool) -> list[int]:
    """Spaces reachable by Faith (monks) or Strength (outposts); among free spaces of one
    region with the same reward only the first is offered (docs/rules §6.9)."""
    g = s.game
    level = min(MAX_LEVEL, s.effective(p, FAITH if monk else STRENGTH))
    reach = (g.monk_reach if monk else g.outpost_reach)[level] & free_spaces(s, p)
    twins = g.space_twins
    return [i for i in bits(reach) if not reach & twins[i]]


def jar_targets(s: PaladinsState, p: int) -> list[int]:
    level = min(MAX_LEVEL, s.effective(p, INFLUENCE))
    return bits(s.game.jar_reach[level] & ~s.jars[p])


def favour_cost_ok(s: PaladinsState, p: int, favour: int) -> bool:
    f = s.game.data.favours[favour]
    return (
        s.silver[p] >= f.silver
        and s.provisions[p] >= f.provisions
        and (f.debt == 0 or s.debt_supply >= f.debt)
    )
