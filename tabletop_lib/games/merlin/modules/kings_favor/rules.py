"""Big Box module "Favor do rei" (King's Favor; manual pp. 14-15, docs/rules §5.10): each player
has a favor board (a column per henchman, three rows of abilities) and four seals. Completing a
mission, a player either scores the card or forgoes its points to seal one ability of the
column of the card's henchman, in a row the card's points allow (1: row 1; 2: rows 1-2; 3: any).

Row 1: +1 point for every mission of that henchman. Row 2: on a principality space, that
henchman may go to any principality (but not stay where it is). Row 3, once per scoring period
(the seal is flipped, and turned back after each scoring): the builder builds twice on a
build-manor space; the flag-bearer scores any resource +1 on a victory-point space; the
shield-bearer expels a traitor without a shield, +1; the lady-in-waiting places henchmen in two
principalities where the player has influence on an influence-henchman space.

The abilities' exact printing is not in the text; games/merlin/data/kings_favor.json keeps the board
with ``"verified": false``.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.errors import DataError
from tabletop_lib.core.words import count

from ...common import add_points, colour, name, player_name, say, with_article
from ...constants import (
    BUILDER,
    CAT_MISSIONS,
    FLAG_BEARER,
    HENCHMAN_NAMES,
    LADY,
    NUM_COLOURS,
    NUM_HENCHMEN,
    SHIELD_BEARER,
    TF_STAFF,
)
from ...data import VP_INFLUENCE
from ...plugin import load_module_data
from ...spaces import victory_points_of
from ...words import mission_words

if TYPE_CHECKING:
    from ...game import MerlinGame
    from ...state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "kings_favor"
FAVOR_CHOICE, FAVOR_VP = 22, 23
"""The stages of a mission's points-or-seal choice and of the flag-bearer's resource."""
CATEGORY = "king's favor"
EMPTY, READY, USED = 0, 1, 2
"""A favor cell: no seal; a seal (ability active); a row-3 seal flipped (used this period)."""
SCORE_KINDS = ("influence", "shield", "flag", "material", "manor")
"""What the flag-bearer's row-3 ability may count on a victory-point space (p. 15); manors
only with the Arthur module (docs/rules §5.10)."""
BASE_SCORE_KINDS = 4
"""How many of ``SCORE_KINDS`` count without the Arthur module."""
EXTRA_VP_KINDS = ("manor-points",)
"""Victory-point spaces of other modules where the flag-bearer's row 3 applies (Arthur's
points-per-manor space)."""
ROW3_SPACE = {BUILDER: "build-manor", FLAG_BEARER: "victory-points", LADY: "influence-henchman"}
"""The space kind whose action each row-3 ability changes (the shield-bearer's needs none)."""
ROW3_KINDS = frozenset((*ROW3_SPACE.values(), *EXTRA_VP_KINDS))
"""Every space kind where some row-3 ability may apply (``space_ability``)."""

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.kings_favor.setup",
        f"{M} p. 14, Changes to the setup (Mudanças na preparação; our translation)",
        "King's Favor module: each player takes a favor board and 4 seals of their colour.",
    ),
    (
        "ME.kings_favor.choose",
        f"{M} p. 14, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "King's Favor module: completing a mission, a player scores its points or forgoes them "
        "to seal one ability in the column of the card's henchman: a 1-point card row 1 only, a "
        "2-point card rows 1-2, a 3-point card any row. The rulebook does not settle this; here "
        "the choice is offered only "
        "while a seal and an allowed empty cell remain; rows need not be sealed in order.",
    ),
    (
        "ME.kings_favor.seals",
        f"{M} p. 14",
        "King's Favor module: a seal stays on its ability for the rest of the game; with all 4 "
        "seals placed no new ability can be gained; seals are never moved.",
    ),
    (
        "ME.kings_favor.row1-point",
        f"{M} p. 15, +1 victory point (+1 ponto de vitória; our translation); example p. 15",
        "King's Favor module, row 1: every mission of that henchman scores 1 more point, "
        "whether its points or an ability were taken. The rulebook does not settle this; here "
        "only seals placed before the "
        "mission count.",
    ),
    (
        "ME.kings_favor.row2-any-principality",
        f"{M} p. 15, Place in any principality (Posicionar em qualquer principado; our "
        "translation)",
        "King's Favor module, row 2: placing that henchman after moving to a principality space "
        "(knight or Merlin), the player may send it to any principality, but not leave it "
        "where it is.",
    ),
    (
        "ME.kings_favor.row3-once",
        f"{M} p. 15",
        "King's Favor module, row 3: usable once per scoring period (at most 3 times a game): "
        "the seal is flipped when used and turned back after each scoring.",
    ),
    (
        "ME.kings_favor.row3-builder",
        f"{M} p. 15, Builder: build two manors (Construtor: construa dois palacetes; our "
        "translation)",
        "King's Favor module, builder row 3: on a build-manor space the player may take the "
        "action twice; not with a Merlin's staff.",
    ),
    (
        "ME.kings_favor.row3-flag-bearer",
        f"{M} p. 15, Flag-bearer: victory points for any resource (Porta-bandeira: pontos de "
        "vitória por qualquer recurso; our translation)",
        "King's Favor module, flag-bearer row 3: on a victory-point space the player scores "
        "any one resource (influence markers, shields, flags or materials) whatever the space "
        "shows, and 1 more point; with the Arthur module also manors, and on Arthur's "
        "points-per-manor space too.",
    ),
    (
        "ME.kings_favor.row3-shield-bearer",
        f"{M} p. 15, Shield-bearer: drive out a traitor (Escudeiro: expulsar traidor; our "
        "translation)",
        "King's Favor module, shield-bearer row 3: the player expels one traitor from their "
        "castle without a shield (to the discard pile) and scores 1 point. The rulebook does not "
        "settle this; here at any "
        "main point of their turn, like the repel flag.",
    ),
    (
        "ME.kings_favor.row3-lady",
        f"{M} p. 15, Lady-in-waiting: two actions (Dama de companhia: duas ações; our translation)",
        "King's Favor module, lady-in-waiting row 3: on an influence-henchman space the player "
        "places henchmen in 2 principalities where they have influence, one after the other, "
        "each acting (the same principality twice allowed); not with a Merlin's staff. "
        "The rulebook does not settle this; here read as the influence-henchman action taken "
        "twice.",
    ),
)


def check_data(doc: Mapping[str, Any], source: str) -> None:
    """kings_favor.json: the favor board (unverified)."""
    columns = doc.get("columns")
    if list(columns or ()) != list(HENCHMAN_NAMES):
        raise DataError(source, "columns", f"the columns are {HENCHMAN_NAMES}")
    if len(doc.get("rows", ())) != 3:
        raise DataError(source, "rows", "the favor board has three rows")


def module_data(folder: Path | None = None) -> Mapping[str, Any]:
    """kings_favor.json of the ``data_dir`` folder (default games/merlin/data/)."""
    return load_module_data("kings_favor.json", folder, check_data)


def seals_per_player(s: MerlinState) -> int:
    return int(module_data(s.game.data_dir)["seals_per_player"])


def in_play(s: MerlinState) -> bool:
    return MODULE in s.game.ruleset.modules


CELLS = NUM_HENCHMEN * 3


def cell(p: int, h: int, row: int) -> int:
    """Index in ``state.favor`` of player ``p``'s cell for henchman ``h``, ``row`` 1-3."""
    return p * CELLS + h * 3 + row - 1


def seals_placed(s: MerlinState, p: int) -> int:
    base = p * CELLS
    return CELLS - s.favor[base : base + CELLS].count(EMPTY)


def has(s: MerlinState, p: int, h: int, row: int) -> bool:
    return in_play(s) and s.favor[cell(p, h, row)] != EMPTY


def ready(s: MerlinState, p: int, h: int) -> bool:
    """Whether ``p``'s row-3 ability of henchman ``h`` may be used now."""
    return in_play(s) and s.favor[cell(p, h, 3)] == READY


def setup_hook(s: MerlinState) -> None:
    """ME.kings_favor.setup."""
    s.favor = [EMPTY] * (s.game.num_players * CELLS)
    s.favor_pending = []
    n = seals_per_player(s)
    say(s, "ME.kings_favor.setup", f"King's Favor module: each player takes {n} seals.")


def _category(s: MerlinState) -> int:
    return s.game.ruleset.categories.index(CATEGORY)


# -- completing a mission (p. 14) -------------------------------------------------------------
def row_choices(s: MerlinState, p: int, card: int) -> list[int]:
    """The rows ``p`` may seal for ``card`` now (empty when no choice is to be made)."""
    if seals_placed(s, p) >= seals_per_player(s):
        return []
    info = s.game.data.missions[card]
    top = min(info.points, 3)
    return [r for r in range(1, top + 1) if s.favor[cell(p, info.henchman, r)] == EMPTY]


def mission_hook(s: MerlinState, p: int, card: int) -> None:
    """ME.kings_favor.row1-point, then ME.kings_favor.choose (a pending decision)."""
    info = s.game.data.missions[card]
    h = info.henchman
    if s.favor[cell(p, h, 1)] != EMPTY:
        add_points(s, p, _category(s), 1)
        say(
            s,
            "ME.kings_favor.row1-point",
            f"King's Favor module: {name(s, p)} scores 1 more point for a "
            f"{HENCHMAN_NAMES[h]} mission.",
            p,
        )
    if row_choices(s, p, card):
        s.favor_pending = [card, s.stage]
        s.stage = FAVOR_CHOICE


def _kept_points(g: MerlinGame, p: int, card: int) -> str:
    info = g.data.missions[card]
    points = count(info.points, "point")
    return (
        f"King's Favor module: {player_name(g, p)} keeps the {points} of {mission_words(g, info)}."
    )


def pending_rows(s: MerlinState) -> list[int]:
    return row_choices(s, s.current, s.favor_pending[0])


def resolve(s: MerlinState, row: int) -> int:
    """Keep the points (``row`` 0) or seal ``row``; returns the stage to go back to."""
    p = s.current
    card, back = s.favor_pending
    info = s.game.data.missions[card]
    if row == 0:
        say(s, "ME.kings_favor.choose", (_kept_points, p, card), p)
    else:
        add_points(s, p, CAT_MISSIONS, -info.points)
        s.favor[cell(p, info.henchman, row)] = READY
        say(
            s,
            "ME.kings_favor.choose",
            f"King's Favor module: {name(s, p)} forgoes the {count(info.points, 'point')} of "
            f"{mission_words(s.game, info)} "
            f"and seals row {row} of the {HENCHMAN_NAMES[info.henchman]} column "
            f"({seals_placed(s, p)} of {seals_per_player(s)} seals placed).",
            p,
        )
    s.favor_pending = []
    s.stage = back
    return back


# -- row 2: any principality (p. 15) ----------------------------------------------------------
def anywhere_choices(s: MerlinState) -> list[int]:
    """Henchmen the current player may send anywhere from this principality space."""
    p = s.current
    return [h for h in range(NUM_HENCHMEN) if s.favor[cell(p, h, 2)] != EMPTY]


def anywhere_targets(s: MerlinState) -> list[int]:
    where = s.henchmen[s.current * NUM_HENCHMEN + s.chosen]
    return [c for c in range(NUM_COLOURS) if c != where]


# -- row 3 (p. 15) ----------------------------------------------------------------------------
def space_ability(s: MerlinState) -> int:
    """The henchman whose row-3 ability the turn's space allows now, or -1."""
    return ability_here(s) if in_play(s) else -1


def ability_here(s: MerlinState) -> int:
    """:func:`space_ability` in a game with the module in play: what the module's own space
    hooks ask, at every ACTION stage (no test of the modules in play)."""
    if s.turn_flags & TF_STAFF:
        return -1
    kind = s.game.ruleset.space_at[s.space]
    if kind.name not in ROW3_KINDS:  # most spaces: no row-3 ability (asked at every action)
        return -1
    p = s.current
    for h, kind_name in ROW3_SPACE.items():
        if (
            (kind.name == kind_name or (h == FLAG_BEARER and kind.name in EXTRA_VP_KINDS))
            and ready(s, p, h)
            and (h == FLAG_BEARER or kind.feasible(s, p, s.game.ruleset.space_arg[s.space]))
        ):
            return h
    return -1


def use_ability(s: MerlinState, h: int) -> bool:
    """Flip the seal and start the ability; True when the action is to be taken twice."""
    p = s.current
    s.favor[cell(p, h, 3)] = USED
    if h == FLAG_BEARER:
        s.stage = FAVOR_VP
        text = "may score any resource on this space, and 1 more point"
        rule = "ME.kings_favor.row3-flag-bearer"
    elif h == BUILDER:
        text = "builds twice"
        rule = "ME.kings_favor.row3-builder"
    else:
        text = "places henchmen in two principalities"
        rule = "ME.kings_favor.row3-lady"
    say(s, rule, f"King's Favor module: {name(s, p)} uses the {HENCHMAN_NAMES[h]} and {text}.", p)
    if h == FLAG_BEARER:
        return False
    s.turn_flags |= TF_STAFF
    s.acts_left = 2
    return True


def score_kind(s: MerlinState, kind: int) -> None:
    """ME.kings_favor.row3-flag-bearer: one resource of the player's choice, +1."""
    p = s.current
    if kind == BASE_SCORE_KINDS:  # manors (Arthur module)
        points = s.manors[p].bit_count()
    else:
        points = victory_points_of(s, p, VP_INFLUENCE if kind == 0 else kind - 1)
    add_points(s, p, _category(s), points + 1)
    say(
        s,
        "ME.kings_favor.row3-flag-bearer",
        f"King's Favor module: {name(s, p)} scores {points} + 1 (a point per {SCORE_KINDS[kind]}).",
        p,
    )


def expel_choices(s: MerlinState) -> list[int]:
    """ME.kings_favor.row3-shield-bearer: the colours of the traitors the ready shield-bearer
    may expel."""
    p = s.current
    if not ready(s, p, SHIELD_BEARER):
        return []
    base = p * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.traitors[base + c]]


SHIELD_CELL = SHIELD_BEARER * 3 + 2
"""The shield-bearer's row-3 cell within a player's ``CELLS`` (``cell(p, SHIELD_BEARER, 3)``)."""


def may_expel(s: MerlinState) -> bool:
    """Whether :func:`expel_choices` is non-empty, for the side hooks of a game with the
    module in play (asked at every main point: one cell and one slice, no list built)."""
    p = s.current
    if s.favor[p * CELLS + SHIELD_CELL] != READY:
        return False
    base = p * NUM_COLOURS
    return any(s.traitors[base : base + NUM_COLOURS])


def expel(s: MerlinState, c: int) -> None:
    """ME.kings_favor.row3-shield-bearer."""
    p = s.current
    s.favor[cell(p, SHIELD_BEARER, 3)] = USED
    s.traitors[p * NUM_COLOURS + c] -= 1
    s.traitor_discard.append(c)
    add_points(s, p, _category(s), 1)
    say(
        s,
        "ME.kings_favor.row3-shield-bearer",
        f"King's Favor module: {name(s, p)}'s shield-bearer expels "
        f"{with_article(colour(s, c))} traitor without a shield, for 1 point.",
        p,
    )


def after_scoring_hook(s: MerlinState) -> None:
    """ME.kings_favor.row3-once: flipped seals are turned back after each scoring."""
    fav = s.favor
    if USED not in fav:  # (no seal used since the last scoring)
        return
    turned = 0
    for i, v in enumerate(fav):
        if v == USED:
            fav[i] = READY
            turned += 1
    if turned:
        say(s, "ME.kings_favor.row3-once", "King's Favor module: used seals are turned back.")


def why_not(s: MerlinState, rule: str) -> tuple[str, str]:
    if not in_play(s):
        return rule, "the King's Favor module is not in play"
    return rule, f"{name(s, s.current)} has no such favor ability ready now"
