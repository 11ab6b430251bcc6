"""Upkeep's last step, claim regions (docs/rules §4.4), the end of a round and final scoring
(docs/rules §5).

The claim step counts towns with :func:`scoring.region_town_counts`, a monastery town counting
``params.monastery_town_weight`` towns; final scoring adds the categories of ``scoring.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import and_list
from tabletop_lib.core.words import count as plural

from .common import add_points, bits, name, say, town_name
from .constants import CATEGORIES, FACE_DOWN, ON_BOARD, PC_NEW_ROUND, TERMINAL
from .scoring import final_points, region_town_counts

if TYPE_CHECKING:
    from .state import BrianBoruState

FINAL_FOR = {
    "most coins": "for the most coins",
    "active town marker": "for holding the active town marker",
    "renown": "for renown",
    "claim tokens held": "for the claim tokens they hold",
    "claim tokens on board": "for the claim tokens still on the board",
    "regions": "for towns in many regions",
}
"""Each final scoring category as the narration says it ("Brown scores 3 for renown")."""


# -- claim regions ----------------------------------------------------------------------------
def claim_regions(s: BrianBoruState) -> None:
    """docs/rules §4.4: flip tokens at their threshold, then sole leaders take face-up tokens.

    BB.upkeep.claim.monastery-double: a monastery town counts as
    ``params.monastery_town_weight`` towns in both parts of the step.
    """
    board = s.game.board
    weight = s.game.params.monastery_town_weight
    occupied = s.occupied()
    for reg in range(board.num_regions):
        towns = occupied & board.region_mask[reg]
        doubled = towns & s.monastery
        count = towns.bit_count() + (weight - 1) * doubled.bit_count()
        if doubled:
            names = and_list([town_name(s, t) for t in bits(doubled)])
            counts = (
                "a monastery town, counts as"
                if doubled.bit_count() == 1
                else "monastery towns, count as"
            )
            say(
                s,
                "BB.upkeep.claim.monastery-double",
                f"In {board.region_names[reg]}, {names}, {counts} {weight} towns: "
                f"{count} controlled towns in all.",
            )
        if s.claims[reg] == FACE_DOWN and count >= board.thresholds[reg]:
            s.claims[reg] = ON_BOARD
            say(
                s,
                "BB.upkeep.claim.unlock",
                f"{board.region_names[reg]} has {plural(count, 'controlled town')}, at least "
                f"the {board.thresholds[reg]} its claim token needs: the token turns face up.",
            )
    for reg in range(board.num_regions):
        if s.claims[reg] != FACE_DOWN:
            claim_region(s, reg, region_town_counts(s, reg, weight))


def claim_region(s: BrianBoruState, reg: int, counts_vikings: tuple[list[int], int]) -> None:
    """docs/rules §4.4 (2): a sole leader takes a face-up token; the Vikings may send it back.

    A Viking tie with the sole leading player is a gap of the rules
    (BB.upkeep.claim.vikings-tie, option ``viking_claim_tie``).
    """
    counts, vikings = counts_vikings
    holder = s.claims[reg]
    best = max(counts)
    leaders = [p for p, c in enumerate(counts) if c == best]
    region = s.game.board.region_names[reg]
    if vikings > best:
        if holder >= 0:
            s.claims[reg] = ON_BOARD
            say(
                s,
                "BB.upkeep.claim.vikings",
                f"The Vikings lead {region}: its claim "
                f"token returns to the board from {name(s, holder)}.",
            )
        return
    if len(leaders) != 1 or leaders[0] == holder or best == 0:
        return
    leader = leaders[0]
    if vikings == best:
        takes = s.game.params.viking_claim_tie == "player-takes"
        outcome = f"{name(s, leader)} takes the token" if takes else "the token stays where it is"
        say(
            s,
            "BB.upkeep.claim.vikings-tie",
            f"The Vikings tie {name(s, leader)} with {plural(best, 'town')} in {region}: "
            f"{outcome}.",
            leader,
        )
        if not takes:
            return
    s.claims[reg] = leader
    say(
        s,
        "BB.upkeep.claim.take",
        f"{name(s, leader)} leads {region} with {plural(best, 'town')} and takes its claim token.",
        leader,
    )


# -- end of round and of the game ----------------------------------------------------------------
def end_round(s: BrianBoruState) -> None:
    if s.marriage_deck:
        say(s, "BB.round.end", f"Round {s.round} ends.")
        s.pc = PC_NEW_ROUND
        return
    say(s, "BB.round.end", "The marriage deck is empty: the game ends.")
    final_scoring(s)


def final_scoring(s: BrianBoruState) -> None:
    """docs/rules §5: add every final category to the score track."""
    rule_of = {
        "most coins": "BB.final.most-coins",
        "active town marker": "BB.final.marker",
        "renown": "BB.final.renown",
        "claim tokens held": "BB.final.claim-held",
        "claim tokens on board": "BB.final.claim-board",
        "regions": "BB.final.regions",
    }
    say_final_tokens(s)
    for category, per_player in final_points(s).items():
        cat = CATEGORIES.index(category)
        for p, pts in enumerate(per_player):
            if pts:
                add_points(s, p, cat, pts)
                say(s, rule_of[category], f"{name(s, p)} scores {pts} {FINAL_FOR[category]}.", p)
    s.stage = TERMINAL
    s.current = -1
    best = max(s.score)
    say(
        s,
        "BB.final.tie-break",
        "Final scores: "
        + and_list([f"{name(s, p)} {pts}" for p, pts in enumerate(s.score)])
        + f". {'Winner' if len(s.winners()) == 1 else 'Winners'}: "
        + f"{and_list([name(s, p) for p in s.winners()])} with {best}.",
    )


def say_final_tokens(s: BrianBoruState) -> None:
    """BB.final.face-down and BB.final.claim-board.monastery, before the points are added."""
    board = s.game.board
    down = [board.region_names[r] for r, c in enumerate(s.claims) if c == FACE_DOWN]
    if down:
        say(
            s,
            "BB.final.face-down",
            f"Face-down claim tokens score nothing: {', '.join(down)}.",
        )
    weight = s.game.params.final_monastery_weight
    for r, holder in enumerate(s.claims):
        monasteries = s.monastery & board.region_mask[r]
        if holder == ON_BOARD and monasteries:
            names = ", ".join(town_name(s, t) for t in bits(monasteries))
            counts_as = "one town" if weight == 1 else f"{weight} towns"
            say(
                s,
                "BB.final.claim-board.monastery",
                f"{board.region_names[r]}'s token is on the board: for its half points the "
                f"monastery of {names} counts as {counts_as}.",
            )
