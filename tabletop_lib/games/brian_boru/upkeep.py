"""Fase de Manutenção: marriage, battle, church and claim regions, then the round's end.

The project's rules notes (docs/rules §4, from the English rulebook) give the exact
steps that the Portuguese text only names; each function cites its paragraph. Final scoring
(§5) follows the last upkeep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import and_list, count

from . import claims
from .actions import (
    PRINCESS_OPTIONS,
    Action,
    ChoosePrincess,
    ClaimTown,
    PlaceMonastery,
    SurrenderTown,
)
from .common import add_points, bits, clockwise_from, marriage_name, name, say, town_name
from .constants import (
    CAT_BATTLE_RECOUNT,
    CAT_CHURCH_RECOUNT,
    CAT_MARRIAGE,
    CAT_PRINCESS,
    CAT_SPOILS,
    CLAIM_TOWN,
    MONASTERY,
    NO_CARD,
    PC_BATTLE,
    PC_BATTLE_LOSERS,
    PC_BATTLE_SPOILS,
    PC_CHURCH,
    PC_CHURCH_FOUR,
    PC_CHURCH_LEADER_DONE,
    PC_CLAIM,
    PC_MARRIAGE,
    PC_MARRIAGE_TRACK,
    PRINCESS,
    PRINCESS_CARD,
    SURRENDER,
)

if TYPE_CHECKING:
    from .state import BrianBoruState

PRINCESS_KEPT = {
    "military-support": "for her military support",
    "establish-trade": "to establish trade with Denmark",
}
"""What a player keeping the Princess chooses, as the narration says it."""


def step(s: BrianBoruState) -> bool:
    """Run one automatic upkeep step; True when a player must decide."""
    pc = s.pc
    if pc == PC_MARRIAGE:
        return marriage(s)
    if pc == PC_MARRIAGE_TRACK:
        return marriage_track(s)
    if pc == PC_BATTLE:
        battle(s)
        return False
    if pc == PC_BATTLE_LOSERS:
        return battle_losers(s)
    if pc == PC_BATTLE_SPOILS:
        battle_spoils(s)
        return False
    if pc == PC_CHURCH:
        return church(s)
    if pc == PC_CHURCH_LEADER_DONE:
        church_recount(s)
        return False
    if pc == PC_CHURCH_FOUR:
        return church_four(s)
    if pc == PC_CLAIM:
        claims.claim_regions(s)
        claims.end_round(s)
        return False
    raise AssertionError(f"unknown program counter {pc}")


# -- marriage ---------------------------------------------------------------------------------
def free_towns(s: BrianBoruState, region: int) -> int:
    board = s.game.board
    mask = board.all_towns if region < 0 else board.region_mask[region]
    return mask & ~s.occupied()


def marriage(s: BrianBoruState) -> bool:
    """docs/rules §4.1 (1-3, 5, 7): the highest disc wins the card and its rewards."""
    card = s.marriage_current
    s.marriage_current = NO_CARD
    s.queue = clockwise_from(s, s.marker)
    s.pc = PC_MARRIAGE_TRACK
    top = max(s.track)
    label = marriage_name(s, card)
    if top == 0:
        say(
            s,
            "BB.upkeep.marriage.nobody",
            f"Every marriage disc is on the bottom space: "
            f"nobody marries {label}, who leaves the game.",
        )
        return False
    winner = s.track.index(top)
    s.track[winner] = 0
    s.marriages_won[winner].append(card)
    say(
        s,
        "BB.upkeep.marriage.winner",
        f"{name(s, winner)} marries {label} and drops to the bottom of the marriage track.",
        winner,
    )
    if card == PRINCESS_CARD:
        s.princess_holder = winner
        s.current = winner
        s.stage = PRINCESS
        return True
    info = s.game.cards.marriage[card]
    if info.points:
        add_points(s, winner, CAT_MARRIAGE, info.points)
    s.renown[winner] += info.renown
    gains = [
        f"{info.points} points" if info.points else "",
        f"{info.renown} renown" if info.renown else "",
    ]
    if any(gains):
        say(
            s,
            "BB.upkeep.marriage.winner",
            f"{name(s, winner)} gains {' and '.join(g for g in gains if g)}.",
            winner,
        )
    region = info.town_in_region
    if region >= 0:
        if free_towns(s, region):
            s.claim_region = region
            s.current = winner
            s.stage = CLAIM_TOWN
            return True
        say(
            s,
            "BB.upkeep.marriage.card-town",
            f"No free town is left in {s.game.board.region_names[region]}.",
            winner,
        )
    return False


def marriage_track(s: BrianBoruState) -> bool:
    """docs/rules §4.1 (4, 6): everyone gains the reward beside their marriage disc."""
    track = s.game.cards.track
    while s.queue:
        p = s.queue.pop(0)
        reward = track[s.track[p]]
        if reward.coins:
            s.coins[p] += reward.coins
            say(
                s,
                "BB.upkeep.marriage.track-rewards",
                f"{name(s, p)} takes {count(reward.coins, 'coin')} from the marriage track.",
                p,
            )
        if reward.renown:
            s.renown[p] += reward.renown
            say(
                s,
                "BB.upkeep.marriage.track-rewards",
                f"{name(s, p)} takes {reward.renown} renown from the marriage track.",
                p,
            )
        if reward.town_anywhere:
            if free_towns(s, -1):
                s.claim_region = -1
                s.current = p
                s.stage = CLAIM_TOWN
                return True
            say(s, "BB.upkeep.marriage.track-town", "No free town is left.", p)
    s.pc = PC_BATTLE
    return False


# -- battle -----------------------------------------------------------------------------------
def battle(s: BrianBoruState) -> None:
    """docs/rules §4.2 (1-2): repelled, or an incursion against the fewest raiders."""
    s.pc = PC_BATTLE_SPOILS
    if s.battle_area == 0:
        say(s, "BB.upkeep.battle.repelled", "The battle area is empty: the Vikings are repelled.")
        return
    fewest, most = min(s.raiders), max(s.raiders)
    s.queue = [p for p in clockwise_from(s, s.marker) if s.raiders[p] == fewest]
    leaders = [p for p in range(s.num_players) if s.raiders[p] == most]
    s.chooser = leaders[0] if len(leaders) == 1 else -1
    losers = and_list([name(s, p) for p in s.queue])
    lose = "loses a town" if len(s.queue) == 1 else "lose a town each"
    say(
        s,
        "BB.upkeep.battle.fewest-lose-town",
        f"{count(s.battle_area, 'raider')} remain: an incursion. "
        f"With the fewest raiders ({fewest}), {losers} {lose}.",
    )
    s.pc = PC_BATTLE_LOSERS


def battle_losers(s: BrianBoruState) -> bool:
    while s.queue:
        loser = s.queue.pop(0)
        if not s.controlled(loser):
            say(s, "BB.upkeep.battle.no-town", f"{name(s, loser)} has no town left to lose.", loser)
            continue
        s.loser = loser
        s.current = s.chooser if s.chooser >= 0 else loser
        s.stage = SURRENDER
        return True
    s.pc = PC_BATTLE_SPOILS
    return False


def battle_spoils(s: BrianBoruState) -> None:
    """docs/rules §4.2 (3-4): clear the area; spoils to a sole leader; then the recount.

    BB.upkeep.battle.no-raiders: only players holding a raider are rewarded.
    """
    if s.battle_area:
        say(
            s,
            "BB.upkeep.battle.clear-area",
            f"The {s.battle_area} raiders left in the battle area return to the supply.",
        )
        s.battle_area = 0
    most = max(s.raiders)
    if most == 0:
        say(
            s,
            "BB.upkeep.battle.no-raiders",
            "Nobody holds a captured raider: no spoils and no recount.",
        )
        s.pc = PC_CHURCH
        return
    leaders = [p for p in range(s.num_players) if s.raiders[p] == most]
    if len(leaders) == 1:
        p = leaders[0]
        s.renown[p] += s.game.params.battle_spoils_renown
        add_points(s, p, CAT_SPOILS, s.renown[p])
        s.raiders[p] = 0
        say(
            s,
            "BB.upkeep.battle.spoils",
            f"{name(s, p)} leads with {most} raiders: gains a "
            f"renown, scores {s.renown[p]} points and returns every raider.",
            p,
        )
    most = max(s.raiders)
    if most == 0:
        say(
            s,
            "BB.upkeep.battle.no-raiders",
            "No captured raider is left after the spoils: nobody scores the recount.",
        )
    else:
        for p in range(s.num_players):
            if s.raiders[p] == most:
                add_points(s, p, CAT_BATTLE_RECOUNT, s.game.params.recount_points)
                s.raiders[p] -= 1
                say(
                    s,
                    "BB.upkeep.battle.recount",
                    f"{name(s, p)} is tied for the most "
                    "raiders: scores a point and returns one raider.",
                    p,
                )
    s.pc = PC_CHURCH


# -- church -----------------------------------------------------------------------------------
def monastery_sites(s: BrianBoruState, p: int) -> int:
    return s.controlled(p) & ~s.monastery


def church(s: BrianBoruState) -> bool:
    """docs/rules §4.3 (1): a sole leader places a monastery, takes the marker, retrieves all."""
    most = max(s.church)
    leaders = [p for p in range(s.num_players) if s.church[p] == most]
    s.chooser = -1
    s.pc = PC_CHURCH_LEADER_DONE
    if most == 0 or len(leaders) > 1:
        return False
    p = s.chooser = leaders[0]
    if monastery_sites(s, p):
        s.current = p
        s.stage = MONASTERY
        return True
    say(
        s,
        "BB.upkeep.church.leader",
        f"{name(s, p)} leads the church but controls no town for a monastery.",
        p,
    )
    return False


def church_recount(s: BrianBoruState) -> None:
    """docs/rules §4.3 (1 end, 2, 3 start): the leader's marker and discs; the recount."""
    if s.chooser >= 0:
        p = s.chooser
        s.marker = p
        s.church[p] = 0
        say(
            s,
            "BB.upkeep.church.leader",
            f"{name(s, p)} takes the active town marker and retrieves all their church discs.",
            p,
        )
    most = max(s.church)
    if most > 0:
        for p in range(s.num_players):
            if s.church[p] == most:
                add_points(s, p, CAT_CHURCH_RECOUNT, s.game.params.recount_points)
                s.church[p] -= 1
                say(
                    s,
                    "BB.upkeep.church.recount",
                    f"{name(s, p)} is tied for the most "
                    "church discs: scores a point and retrieves one.",
                    p,
                )
    threshold = s.game.params.church_monastery_threshold
    s.queue = [p for p in clockwise_from(s, s.marker) if s.church[p] >= threshold]
    s.pc = PC_CHURCH_FOUR


def church_four(s: BrianBoruState) -> bool:
    """docs/rules §4.3 (3): 4+ church discs place a monastery and retrieve all."""
    while s.queue:
        p = s.queue.pop(0)
        if monastery_sites(s, p):
            s.current = p
            s.stage = MONASTERY
            return True
        say(
            s,
            "BB.upkeep.church.four-discs",
            f"{name(s, p)} has {s.church[p]} church discs but no town for a monastery.",
            p,
        )
    s.pc = PC_CLAIM
    return False


# -- decisions -------------------------------------------------------------------------------
def legal_actions(s: BrianBoruState) -> list[Action]:
    t = s.game.tables
    stage = s.stage
    if stage == CLAIM_TOWN:
        return [t.claim_town[i] for i in bits(free_towns(s, s.claim_region))]
    if stage == SURRENDER:
        return [t.surrender[i] for i in bits(s.controlled(s.loser))]
    if stage == MONASTERY:
        return [t.monastery[i] for i in bits(monastery_sites(s, s.current))]
    if stage == PRINCESS:
        return list(t.princess)
    return []


def rule_for(s: BrianBoruState) -> str:
    if s.stage == CLAIM_TOWN:
        return (
            "BB.upkeep.marriage.card-town"
            if s.claim_region >= 0
            else ("BB.upkeep.marriage.track-town")
        )
    if s.stage == SURRENDER:
        return "BB.upkeep.battle.chooser"
    return "BB.upkeep.church.monastery-town"


def why_not(s: BrianBoruState, action: object, rule: str, town: int) -> tuple[str, str]:
    board = s.game.board
    if isinstance(action, ChoosePrincess):
        return rule, f"the Princess options are {', '.join(PRINCESS_OPTIONS)}"
    if isinstance(action, ClaimTown):
        if s.occupied() >> town & 1:
            return rule, f"{town_name(s, town)} already has a disc"
        return rule, f"the town must be in {board.region_names[s.claim_region]}"
    if isinstance(action, SurrenderTown):
        return rule, f"{town_name(s, town)} is not a town {name(s, s.loser)} controls"
    if isinstance(action, PlaceMonastery):
        if s.monastery >> town & 1:
            return rule, f"{town_name(s, town)} already has a monastery"
        return rule, f"{name(s, s.current)} does not control {town_name(s, town)}"
    return rule, "not allowed now"


def apply(s: BrianBoruState, action: Action) -> None:
    p = s.current
    board = s.game.board
    if isinstance(action, ClaimTown):
        town = s.game.town_index[action.town]
        s.discs[p] |= 1 << town
        say(s, rule_for(s), f"{name(s, p)} places a disc on {board.town_names[town]}.", p)
    elif isinstance(action, ChoosePrincess):
        if action.option == "spurn":
            points = s.game.cards.princess_spurn_points
            s.marriages_won[p].remove(PRINCESS_CARD)
            s.princess_holder = -1
            add_points(s, p, CAT_PRINCESS, points)
            say(
                s,
                "BB.princess.spurn",
                f"{name(s, p)} spurns the Princess and scores {points} points.",
                p,
            )
        else:
            s.princess_mode = action.option
            say(
                s,
                f"BB.princess.{action.option}",
                f"{name(s, p)} keeps the Princess {PRINCESS_KEPT[action.option]}.",
                p,
            )
    elif isinstance(action, SurrenderTown):
        town = s.game.town_index[action.town]
        s.viking |= 1 << town
        say(
            s,
            "BB.upkeep.battle.fewest-lose-town",
            f"{name(s, s.loser)}'s town {board.town_names[town]} falls under Viking control.",
            s.loser,
        )
    elif isinstance(action, PlaceMonastery):
        town = s.game.town_index[action.town]
        s.monastery |= 1 << town
        rule = (
            "BB.upkeep.church.four-discs" if s.pc == PC_CHURCH_FOUR else ("BB.upkeep.church.leader")
        )
        say(s, rule, f"{name(s, p)} places a monastery on {board.town_names[town]}.", p)
        if s.pc == PC_CHURCH_FOUR:
            s.church[p] = 0
            say(
                s,
                "BB.upkeep.church.four-discs",
                f"{name(s, p)} retrieves all their church discs.",
                p,
            )
