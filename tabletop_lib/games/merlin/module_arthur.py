"""Big Box module "Arthur" (manual pp. 16-19, docs/rules §2.3, §5.11): an overlay medallion with an
inner ring of 13 spaces walked by the figure Arthur, a black die per player (five turns a
round), new inner and outer spaces, two new flags (black and grey), one manor per territory
after the surroundings scoring, and the Picts scored with the signet ring.

How it plugs in: the inner ring's spaces follow the outer ring's in ``Ruleset.space_at``, so
``state.space`` is ``outer size + inner index`` while Arthur's space acts, and the engine's
action program (offer, act or decline, staff) runs unchanged. A space that moves a figure again
(stairs, Merlin, move Arthur) moves it, sets ``state.space`` to the new space and lets the
program offer that space's action. The any-die flag and the Merlin space set
``state.figure_kind``, which ``rules.die_kind`` reads instead of the die's own kind.

Unknown facts (inner ring order, Arthur's start, the covered outer spaces, the Picts, the new
flags' colours, where the Picts scoring sits) are in data/merlin/arthur.json, unverified.

Hook points for other modules: :func:`can_replace_manor` (Sir Gaheris' castle cannot be
replaced), :func:`protected_manors` (kept beyond one manor per territory), :func:`vp_space_kinds`
(Sir Geraint's fifth victory-point space).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.data import data_path, load_json
from tabletop_lib.core.errors import DataError
from tabletop_lib.core.options import words
from tabletop_lib.core.rules import register_rules

from .actions import (
    DIRECTIONS,
    ActivateHenchman,
    ArthurBuild,
    ArthurDieStep,
    ArthurFigure,
    ArthurInfluence,
    ArthurMerlin,
    ArthurStep,
    ArthurTake,
    KeepManor,
    ReplaceManor,
    SignetMission,
    TakePict,
)
from .common import (
    a_good,
    add_points,
    bits,
    blocked_spaces,
    clockwise_from,
    colour,
    finish,
    gain_good,
    name,
    place_influence,
    say,
    walk,
)
from .constants import (
    ARTHUR_BUILD,
    ARTHUR_HENCHMAN,
    ARTHUR_INFLUENCE,
    ARTHUR_KEEP,
    ARTHUR_MERLIN,
    ARTHUR_PICT,
    ARTHUR_REPLACE,
    ARTHUR_SIGNET,
    ARTHUR_STEP,
    ARTHUR_TAKE,
    CAT_MISSIONS,
    CAT_VP_SPACES,
    GOOD_NAMES,
    GOODS_BLOCK,
    HENCHMAN_NAMES,
    HOME,
    NUM_COLOURS,
    NUM_HENCHMEN,
    PC_ACTION,
    PC_SCORING,
    TF_FIGURE,
    TF_MERLIN,
    TF_STEPPED,
)
from .data import Rondel, SpaceSpec
from .manors import after_manor_built
from .modules.kings_favor.rules import FAVOR_CHOICE
from .plugin import DieKind, MerlinModule, ScoringStep
from .spaces import SpaceKind, henchman_acts

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"
MODULE = "arthur"
CATEGORY = "picts"
DIE = "arthur"
"""The black die's kind (and the figure it moves)."""
FIGURES = ("knight", "merlin", "arthur")
NEW_ABILITY_NAMES = ("any-die", "die-step")
ANY_DIE, DIE_STEP = 6, 7
"""Ability indices of the two new flags, after the base game's six (constants.ABILITY_NAMES)."""

SIGNET_KIND = "signet-ring"
GOOD_KIND = "arthur-good"
INFLUENCE_KIND = "arthur-influence"
STAIRS_KIND = "stairs"
MERLIN_KIND = "arthur-merlin"
PICTS_KIND = "picts"
REPLACE_KIND = "replace-manor"
APPLE_KIND = "arthur-apple"
ACTIVATE_KIND = "activate-henchman"
MOVE_KIND = "move-arthur"
MANOR_POINTS_KIND = "manor-points"
INNER_KINDS = (
    SIGNET_KIND,
    GOOD_KIND,
    INFLUENCE_KIND,
    STAIRS_KIND,
    MERLIN_KIND,
    PICTS_KIND,
    REPLACE_KIND,
    "grail",
    "excalibur",
)
OUTER_KINDS = (APPLE_KIND, ACTIVATE_KIND, MOVE_KIND, MANOR_POINTS_KIND)
MERLIN_REACH = 3
"""The Merlin space moves Merlin up to three spaces (p. 18)."""

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.arthur.setup",
        f"{M} p. 16, Mudanças na preparação",
        "Arthur module: the action medallion goes on the board; each player takes a black die "
        "and an Arthur board; the Picts are shuffled into two face-down piles and 4 are turned "
        "face up on the display; Arthur, the Grail, Excalibur and the signet ring go on their "
        "spaces of the medallion. [choice] The piles are split evenly and the display is "
        "filled from them alternately.",
    ),
    (
        "ME.arthur.medallion",
        f"{M} p. 16, Mudanças na preparação; p. 19, Novos espaços no medalhão de ações;"
        " docs/rules/merlin.md §2.3",
        "Arthur module: the medallion covers four outer spaces with the apple, activate a "
        "henchman, move Arthur and points-per-manor spaces; the Grail and Excalibur leave the "
        "outer ring for the inner one. [choice] Which other two spaces are covered is not "
        "public: data/merlin/arthur.json (unverified), disjoint from the gold medallion's.",
    ),
    (
        "ME.arthur.inner-ring",
        f"{M} p. 17, Os espaços internos de ação do medalhão de ações; docs/rules/merlin.md §2.3",
        "Arthur module: the inner ring holds 13 spaces (Grail, Excalibur, signet ring; stairs; "
        "four resource spaces; Merlin; three Picts spaces; replace a manor) and only Arthur "
        "walks it. [choice] Their order and Arthur's start space are not public: "
        "data/merlin/arthur.json (unverified).",
    ),
    (
        "ME.arthur.black-die",
        f"{M} p. 17, Mudanças na jogabilidade",
        "Arthur module: each player has five turns a round, with 3 dice of their colour, "
        "Merlin's white die and Arthur's black die, in any order. The black die moves Arthur "
        "exactly its value on the inner ring, clockwise or counter-clockwise as the player "
        "chooses; then the player takes the action of the space where Arthur stops.",
    ),
    (
        "ME.arthur.reroll",
        f"{M} p. 16, Mudanças na preparação",
        "Arthur module: a player rolling 4 or 5 equal numbers rolls all 5 dice again, until "
        "at least 3 different numbers show, read as p. 5 is: a first roll without 4 equal "
        "numbers (a full house) stands. [choice] The same rule at every round's roll.",
    ),
    (
        "ME.arthur.space.signet-ring",
        f"{M} p. 17, O anel de sinete",
        "Arthur module, signet ring space: the player takes the signet ring (from the board or "
        "its holder), then completes one mission card of their hand at once, scoring its "
        "points without its requirements. [choice] With an empty hand only the ring is taken; "
        "the card does not count as a second mission (no flag, no 2-point bonus).",
    ),
    (
        "ME.arthur.signet-extra-mission",
        f"{M} p. 17, O anel de sinete",
        "Arthur module: the signet ring's mission comes in addition to the one mission a turn "
        "(which still needs its requirements); a player who completed two missions this way "
        "draws two new cards (display and/or deck) at the end of the turn.",
    ),
    (
        "ME.arthur.space.grail-excalibur",
        f"{M} p. 17, Graal, Excalibur, e anel de sinete",
        "Arthur module: the Grail and Excalibur spaces of the inner ring work as in the base game.",
    ),
    (
        "ME.arthur.space.stairs",
        f"{M} p. 17, Escadas; example p. 17",
        "Arthur module, stairs: the player's knight advances to the next principality space "
        "clockwise and the player takes that principality space's action (a henchman goes "
        "there and acts).",
    ),
    (
        "ME.arthur.space.resource",
        f"{M} p. 17, Escudo, bandeira, material de construção",
        "Arthur module, resource spaces: the player takes a shield, a flag or a building "
        "material (as the space shows) from any principality.",
    ),
    (
        "ME.arthur.space.influence",
        f"{M} p. 17, Marcador de influência",
        "Arthur module, influence space: the player puts an influence marker from their castle "
        "(if any) in any principality.",
    ),
    (
        "ME.arthur.space.merlin",
        f"{M} p. 18, Merlin; example p. 18",
        "Arthur module, Merlin space: the player moves Merlin up to three spaces clockwise or "
        "counter-clockwise and takes the action where Merlin stops; a Merlin's staff may repeat "
        "it. [choice] At least one space.",
    ),
    (
        "ME.arthur.space.picts",
        f"{M} p. 18, Pictos; example p. 18",
        "Arthur module, Picts spaces: the player takes a Pict of the display, puts it by their "
        "Arthur board and gains its bonus at once (a manor built free on a free tile of the "
        "terrain shown, an apple, an influence marker in the principality shown, or the "
        "shield, flag or material shown), if available. [choice] A manor built this way on a "
        "tower tile gets the tower bonus (only the replacement excludes it).",
    ),
    (
        "ME.arthur.picts.refill",
        f"{M} p. 18, Pictos",
        "Arthur module: the display's empty place is refilled at once from either pile. "
        "[choice] From the larger pile (the first on a tie), as both are face down.",
    ),
    (
        "ME.arthur.space.replace-manor",
        f"{M} p. 18, Substituir um palacete; example p. 18",
        "Arthur module, replace a manor: the player returns another player's manor in the "
        "surroundings to its owner's supply and builds one of their own there, paying no "
        "material; no tower bonus. [choice] No treasure either (treasures module).",
    ),
    (
        "ME.arthur.space.apple",
        f"{M} p. 19, Maçã",
        "Arthur module, apple space: the player takes an apple from the supply.",
    ),
    (
        "ME.arthur.space.activate-henchman",
        f"{M} p. 19, Ativar vassalo; example p. 19",
        "Arthur module, activate a henchman: one of the player's henchmen already in a "
        "principality takes its action there again.",
    ),
    (
        "ME.arthur.space.move-arthur",
        f"{M} p. 19, Mover Arthur",
        "Arthur module, move Arthur: the player moves Arthur 1 space clockwise or "
        "counter-clockwise and takes the action of the inner space where he stops.",
    ),
    (
        "ME.arthur.space.manor-points",
        f"{M} p. 19, Pontos de vitória pelos palacetes; example p. 19",
        "Arthur module, points per manor: the player scores 1 point per own manor in the "
        "surroundings (a victory-point space).",
    ),
    (
        "ME.arthur.nested-action",
        f"{M} pp. 17-19; docs/rules/merlin.md §5.11",
        "Arthur module: a space that moves a figure (stairs, Merlin, move Arthur) offers the "
        "action of the space the figure reaches, which may be taken or declined. [choice] A "
        "Merlin's staff spent on such a turn repeats the action of the last space reached.",
    ),
    (
        "ME.arthur.flags",
        f"{M} p. 16, Mudanças na preparação; p. 19; docs/rules/merlin.md §5.11",
        "Arthur module: the black and grey flags of the base game are swapped for the "
        "module's, whose special actions are any die for any figure and +/-1 on the die; "
        "the base actions of those two colours are not available. [choice] Black: any die; "
        "grey: +/-1 (data/merlin/arthur.json, unverified).",
    ),
    (
        "ME.arthur.flag.any-die",
        f"{M} p. 19, As novas ações especiais permitidas por bandeiras",
        "Arthur module flag: the chosen die may move the player's knight, Merlin or Arthur, "
        "with that figure's action (a Merlin's staff allowed when Merlin moves); the flag goes "
        "back to its principality.",
    ),
    (
        "ME.arthur.flag.die-step",
        f"{M} p. 19, Trocar +/-1",
        "Arthur module flag: the die used may be raised or lowered by 1 before moving the "
        "knight, Merlin or Arthur, so a figure may move 7 spaces, or 0 and take the action "
        "where it stands. [choice] One flag, one step, once a turn.",
    ),
    (
        "ME.arthur.scoring.one-manor-per-territory",
        f"{M} p. 19, Arredores",
        "Arthur module: after the surroundings are scored, every player keeps at most one manor "
        "per territory, choosing which; the first player first, then clockwise; the others go "
        "back to the supply.",
    ),
    (
        "ME.arthur.scoring.picts",
        f"{M} p. 19, Mudanças na pontuação; example p. 19",
        "Arthur module, at each scoring: every player adds up the values of their Picts (none "
        "counts 0); the highest sum(s) score 3, the lowest sum(s) lose 3 (never below 0); then "
        "the Picts leave the game. [choice] Scored after the henchmen; when every sum is equal "
        "nobody scores.",
    ),
    (
        "ME.arthur.scoring.signet-ring",
        f"{M} p. 19; example p. 19",
        "Arthur module: the holder of the signet ring adds 3 to their Picts' sum.",
    ),
)
register_rules(RULES)


# -- data -------------------------------------------------------------------------------------
@cache
def module_data() -> Mapping[str, Any]:
    """data/merlin/arthur.json (unverified): inner ring, overlay, flags, Picts, scoring."""
    path = data_path("merlin", "arthur.json")
    doc = load_json(path)
    spaces = doc["inner_ring"]["spaces"]
    for i, entry in enumerate(spaces):
        if entry.get("kind") not in INNER_KINDS:
            raise DataError(str(path), f"inner_ring.spaces[{i}]", f"a kind of {INNER_KINDS}")
    for i, entry in enumerate(doc["overlay"]["spaces"]):
        if entry.get("kind") not in OUTER_KINDS or not isinstance(entry.get("index"), int):
            raise DataError(str(path), f"overlay.spaces[{i}]", f"an index and a kind {OUTER_KINDS}")
    return MappingProxyType(doc)


def picts() -> list[dict[str, Any]]:
    return list(module_data()["picts"]["tiles"])


def inner_ring() -> Rondel:
    """ME.arthur.inner-ring: the 13 inner spaces clockwise, Arthur's start as ``merlin_start``."""
    ring = module_data()["inner_ring"]
    specs = []
    for entry in ring["spaces"]:
        arg = GOOD_NAMES.index(entry["good"]) if entry["kind"] == GOOD_KIND else -1
        specs.append(SpaceSpec(str(entry["kind"]), arg))
    return Rondel(tuple(specs), int(ring["start"]))


def overlay() -> dict[int, SpaceSpec]:
    """ME.arthur.medallion: outer ring index -> the new space covering it."""
    return {int(e["index"]): SpaceSpec(str(e["kind"])) for e in module_data()["overlay"]["spaces"]}


def flag_abilities(
    game: MerlinGame,
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """ME.arthur.flags: the ability colour lists with the black and grey flags swapped (the
    base abilities lose those colours; the two new abilities are appended)."""
    flags = module_data()["flags"]
    colours = game.data.colours
    new = {c: str(v) for c, v in flags.items() if c in colours}
    replaced = {colours.index(c) for c in new}
    lists = [tuple(c for c in cs if c not in replaced) for cs in game.ability_colour_list[:6]]
    for ability in NEW_ABILITY_NAMES:
        lists.append(tuple(colours.index(c) for c, a in new.items() if a == ability))
    single = tuple(cs[0] if len(cs) == 1 else -1 for cs in lists)
    return tuple(lists), single


# -- hook points for other modules ------------------------------------------------------------
def can_replace_manor(s: MerlinState, p: int, pos: int) -> bool:
    """Whether ``p`` may replace the manor on grid position ``pos``: another player's, and
    not protected (the ``protected_manors`` hook point, e.g. Sir Gaheris' castle)."""
    bit = 1 << pos
    return any(
        q != p and s.manors[q] & bit and not protected_manors(s, q) & bit
        for q in range(s.game.num_players)
    )


def protected_manors(s: MerlinState, p: int) -> int:
    """Bitmask of ``p``'s manors that are neither replaced nor removed, and kept beyond one
    per territory: what the modules' ``protected_manors`` hooks return (none without such a
    module; Sir Gaheris' castle with the knights module)."""
    mask = 0
    for hook in s.game.ruleset.hooks["protected_manors"]:
        mask |= hook(s, p)
    return mask


def vp_space_kinds() -> tuple[str, ...]:
    """The space kinds that are victory-point spaces with this module (Sir Geraint)."""
    return ("victory-points", MANOR_POINTS_KIND)


# -- setup ------------------------------------------------------------------------------------
def setup_hook(s: MerlinState) -> None:
    """ME.arthur.setup."""
    doc = module_data()
    s.arthur = int(doc["inner_ring"]["start"])
    s.signet = -1
    order = list(range(len(doc["picts"]["tiles"])))
    s.rng.shuffle(order)
    half = len(order) // 2
    s.pict_pile_a = order[:half]
    s.pict_pile_b = order[half:]
    s.pict_owner = [-1] * len(order)
    s.pict_display = []
    for _ in range(int(doc["picts"]["display"])):
        s.pict_display.append(_draw_pict(s))
    say(
        s,
        "ME.arthur.setup",
        f"Arthur module: each player takes a black die and an Arthur board; the Picts lie in two "
        f"piles, {len(s.pict_display)} face up; Arthur stands on the "
        f"{s.game.space_label(inner_space(s, s.arthur))} space.",
    )


def _draw_pict(s: MerlinState) -> int:
    """ME.arthur.picts.refill: the top Pict of the larger pile, or -1."""
    pile = s.pict_pile_a if len(s.pict_pile_a) >= len(s.pict_pile_b) else s.pict_pile_b
    return pile.pop() if pile else -1


def inner_space(s: MerlinState, i: int) -> int:
    """``state.space`` of inner-ring index ``i``."""
    return s.game.ruleset.rondel.size + i


def inner_size(s: MerlinState) -> int:
    return s.game.ruleset.inner_rings[0].size


def _kind_index(s: MerlinState, figure: str) -> int:
    return s.game.die_kind_index[figure]


# -- moving Arthur ----------------------------------------------------------------------------
def move_arthur(s: MerlinState, sign: int, die: str = "") -> None:
    """ME.arthur.black-die: Arthur walks the die's value on the inner ring."""
    g = s.game
    p = s.current
    steps = s.die_value
    s.dice[p * g.dice_per_player + s.die] = 0
    s.arthur = (s.arthur + sign * steps) % inner_size(s)
    s.space = inner_space(s, s.arthur)
    way = "clockwise" if sign > 0 else "counter-clockwise"
    say(
        s,
        "ME.arthur.black-die",
        f"Arthur module: {name(s, p)} {die}moves Arthur {steps} space{'s' if steps != 1 else ''} "
        f"{way} to the {g.space_label(s.space)} space.",
        p,
    )
    s.acts_left = 1
    s.pc = PC_ACTION


# -- the new flags ----------------------------------------------------------------------------
def _figure(s: MerlinState) -> str:
    from .rules import die_kind

    return s.game.die_kinds[die_kind(s)].figure


def any_pre_move(s: MerlinState) -> bool:
    from .rules import has_ability

    p = s.current
    flags = s.turn_flags
    return (not flags & TF_FIGURE and has_ability(s, p, ANY_DIE)) or (
        not flags & TF_STEPPED and has_ability(s, p, DIE_STEP)
    )


def pre_move_choices(s: MerlinState) -> list[Any]:
    from .rules import has_ability

    t = tables(s)
    p = s.current
    out: list[Any] = []
    if not s.turn_flags & TF_FIGURE and has_ability(s, p, ANY_DIE):
        here = _figure(s)
        out.extend(t.figure[f] for f in FIGURES if f != here)
    if not s.turn_flags & TF_STEPPED and has_ability(s, p, DIE_STEP):
        if s.die_value <= s.game.params.die_faces:
            out.append(t.die_step[1])
        if s.die_value >= 1:
            out.append(t.die_step[-1])
    return out


def _on_figure(s: MerlinState, a: ArthurFigure, stage: int) -> None:
    from .effects import pre_move, spend_flag

    p = s.current
    spend_flag(s, p, ANY_DIE, "ME.arthur.flag.any-die", f"Arthur module: the die moves {a.figure}.")
    s.figure_kind = _kind_index(s, a.figure)
    s.turn_flags |= TF_FIGURE
    if a.figure == "knight":
        s.turn_flags &= ~TF_MERLIN
    else:
        s.turn_flags |= TF_MERLIN
    pre_move(s)


def _on_die_step(s: MerlinState, a: ArthurDieStep, stage: int) -> None:
    from .effects import pre_move, set_die, spend_flag

    p = s.current
    old = s.die_value
    text = f"Arthur module: the {old} becomes a {old + a.step}."
    spend_flag(s, p, DIE_STEP, "ME.arthur.flag.die-step", text)
    set_die(s, old + a.step)
    s.turn_flags |= TF_STEPPED
    pre_move(s)


# -- inner spaces -----------------------------------------------------------------------------
def signet_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.signet != p or (bool(s.hands[p]) and not _market_forbids_missions(s))


def _market_forbids_missions(s: MerlinState) -> bool:
    """A module forbids any mission now (ME.market.no-mission: after a purchase)."""
    return any(blocked(s) is not None for blocked in s.game.ruleset.missions_blocked)


def signet_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.arthur.space.signet-ring."""
    if s.signet != p:
        old = s.signet
        s.signet = p
        where = "the board" if old < 0 else name(s, old)
        say(
            s,
            "ME.arthur.space.signet-ring",
            f"Arthur module: {name(s, p)} takes the signet ring from {where}.",
            p,
        )
    if not s.hands[p] or _market_forbids_missions(s):
        return False
    s.stage = ARTHUR_SIGNET
    return True


def _on_signet(s: MerlinState, a: SignetMission, stage: int) -> None:
    g = s.game
    p = s.current
    card = g.mission_index[a.card]
    info = g.data.missions[card]
    s.hands[p].remove(card)
    s.mission_discard.append(card)
    s.arthur_draws += 1
    add_points(s, p, CAT_MISSIONS, info.points)
    say(
        s,
        "ME.arthur.space.signet-ring",
        f"Arthur module: {name(s, p)} completes mission {info.id} with the signet ring, without "
        f"its requirements, for {info.points} points.",
        p,
    )
    if s.arthur_draws > 1 or s.missions_done:
        say(
            s,
            "ME.arthur.signet-extra-mission",
            f"Arthur module: {name(s, p)} will draw {s.missions_done + s.arthur_draws} missions "
            "at the end of the turn.",
            p,
        )
    for hook in g.ruleset.hooks["mission_completed"]:
        hook(s, p, card)
    if s.stage != FAVOR_CHOICE:
        finish(s)


def good_feasible(s: MerlinState, p: int, good: int) -> bool:
    base = s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS
    return any(s.goods[base : base + NUM_COLOURS])


def good_start(s: MerlinState, p: int, good: int) -> bool:
    s.chosen = good
    s.stage = ARTHUR_TAKE
    return True


def take_choices(s: MerlinState) -> list[int]:
    base = s.game.num_players * GOODS_BLOCK + s.chosen * NUM_COLOURS
    return [c for c in range(NUM_COLOURS) if s.goods[base + c] > 0]


def _on_take(s: MerlinState, a: ArthurTake, stage: int) -> None:
    """ME.arthur.space.resource."""
    g = s.game
    p = s.current
    good, c = g.good_index[a.good], g.colour_index[a.colour]
    gain_good(s, p, good, c)
    say(
        s,
        "ME.arthur.space.resource",
        f"Arthur module: {name(s, p)} takes {a_good(s, good, c)}.",
        p,
    )
    finish(s)


def influence_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.castle_influence[p] > 0


def influence_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_INFLUENCE
    return True


def _on_influence(s: MerlinState, a: ArthurInfluence, stage: int) -> None:
    """ME.arthur.space.influence."""
    p = s.current
    c = s.game.colour_index[a.colour]
    place_influence(s, p, c)
    say(
        s,
        "ME.arthur.space.influence",
        f"Arthur module: {name(s, p)} places an influence marker in {colour(s, c)}.",
        p,
    )
    finish(s)


def always(s: MerlinState, p: int, arg: int) -> bool:
    return True


def stairs_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.arthur.space.stairs: the knight to the next principality space clockwise (with
    Morgana, not the one she blocks: ``MerlinModule.blocked_spaces``)."""
    ring = s.game.ruleset.rondel
    pos = s.knights[p]
    blocked = blocked_spaces(s)
    for k in range(1, ring.size + 1):
        i = (pos + k) % ring.size
        if ring.spaces[i].kind == "principality" and not blocked >> i & 1:
            break
    s.knights[p] = i
    s.space = i
    say(
        s,
        "ME.arthur.space.stairs",
        f"Arthur module: {name(s, p)}'s knight climbs the stairs to the "
        f"{s.game.space_label(i)} space ({i}).",
        p,
    )
    s.pc = PC_ACTION
    return True


def merlin_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_MERLIN
    return True


def _on_merlin(s: MerlinState, a: ArthurMerlin, stage: int) -> None:
    """ME.arthur.space.merlin: Merlin moves, then his space's action (a staff allowed)."""
    g = s.game
    p = s.current
    s.merlin = walk(s, s.merlin, 1 if a.step > 0 else -1, abs(a.step))  # blocked not counted
    s.space = s.merlin
    s.figure_kind = _kind_index(s, "merlin")
    s.turn_flags |= TF_MERLIN
    way = "clockwise" if a.step > 0 else "counter-clockwise"
    say(
        s,
        "ME.arthur.space.merlin",
        f"Arthur module: {name(s, p)} moves Merlin {abs(a.step)} space"
        f"{'s' if abs(a.step) != 1 else ''} {way} to the {g.space_label(s.space)} space.",
        p,
    )
    s.pc = PC_ACTION


def picts_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return any(t >= 0 for t in s.pict_display)


def picts_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_PICT
    return True


def pict_value(t: int) -> int:
    return int(module_data()["picts"]["tiles"][t]["value"])


def _terrain_mask(s: MerlinState, terrain: int) -> int:
    g = s.game
    kinds = g.data.tile_kinds
    return sum(1 << pos for pos, k in enumerate(s.layout) if kinds[k].terrain == terrain)


def free_tiles(s: MerlinState, p: int, terrain: int) -> int:
    """Free tiles of ``terrain`` where ``p`` may build a Pict's manor (a manor left)."""
    if s.manors[p].bit_count() >= s.game.params.manors:
        return 0
    occupied = 0
    for m in s.manors:
        occupied |= m
    return _terrain_mask(s, terrain) & ~occupied


def _on_pict(s: MerlinState, a: TakePict, stage: int) -> None:
    """ME.arthur.space.picts: take the Pict, refill, gain its bonus."""
    g = s.game
    p = s.current
    t = tables(s).pict_index[a.pict]
    slot = s.pict_display.index(t)
    s.pict_owner[t] = p
    s.pict_display[slot] = _draw_pict(s)
    tile = module_data()["picts"]["tiles"][t]
    bonus = tile["bonus"]
    say(
        s,
        "ME.arthur.space.picts",
        f"Arthur module: {name(s, p)} takes Pict {tile['id']} (value {tile['value']}).",
        p,
    )
    if s.pict_display[slot] >= 0:
        new = module_data()["picts"]["tiles"][s.pict_display[slot]]["id"]
        say(s, "ME.arthur.picts.refill", f"Arthur module: Pict {new} refills the display.")
    kind = bonus["kind"]
    rule = "ME.arthur.space.picts"
    if kind == "manor":
        terrain = g.data.terrains.index(bonus["terrain"])
        if free_tiles(s, p, terrain):
            s.chosen = terrain
            s.stage = ARTHUR_BUILD
            return
        say(s, rule, f"Arthur module: no free {bonus['terrain']} tile for {name(s, p)}.", p)
    elif kind == "apple":
        if s.apple_supply > 0:
            s.apple_supply -= 1
            s.apples[p] += 1
            say(s, rule, f"Arthur module: {name(s, p)} takes an apple.", p)
    elif kind == "influence":
        c = g.colour_index[bonus["colour"]]
        if place_influence(s, p, c):
            say(s, rule, f"Arthur module: {name(s, p)} places influence in {colour(s, c)}.", p)
    else:
        good, c = g.good_index[bonus["good"]], g.colour_index[bonus["colour"]]
        if gain_good(s, p, good, c):
            say(s, rule, f"Arthur module: {name(s, p)} takes {a_good(s, good, c)}.", p)
    finish(s)


def _on_build(s: MerlinState, a: ArthurBuild, stage: int) -> None:
    """ME.arthur.space.picts: the Pict's manor, free; a tower or treasure acts as usual."""
    g = s.game
    p = s.current
    pos = g.tile_index[a.tile]
    s.manors[p] |= 1 << pos
    tile = g.data.tile_kinds[s.layout[pos]]
    say(
        s,
        "ME.arthur.space.picts",
        f"Arthur module: {name(s, p)} builds a manor free on {a.tile} ({tile.id}).",
        p,
    )
    after_manor_built(s, pos, tile.tower)


def replace_choices(s: MerlinState, p: int) -> int:
    """Bitmask of the manors ``p`` may replace now."""
    if s.manors[p].bit_count() >= s.game.params.manors:
        return 0
    others = 0
    for q, m in enumerate(s.manors):
        if q != p:
            others |= m
    return sum(1 << pos for pos in bits(others) if can_replace_manor(s, p, pos))


def replace_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return replace_choices(s, p) != 0


def replace_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_REPLACE
    return True


def _on_replace(s: MerlinState, a: ReplaceManor, stage: int) -> None:
    """ME.arthur.space.replace-manor."""
    g = s.game
    p = s.current
    pos = g.tile_index[a.tile]
    bit = 1 << pos
    owner = next(q for q in range(g.num_players) if s.manors[q] & bit)
    s.manors[owner] &= ~bit
    s.manors[p] |= bit
    say(
        s,
        "ME.arthur.space.replace-manor",
        f"Arthur module: {name(s, p)} replaces {name(s, owner)}'s manor on {a.tile} with their "
        "own (no material, no tower bonus).",
        p,
    )
    finish(s)


# -- outer spaces -----------------------------------------------------------------------------
def apple_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.apple_supply > 0


def apple_start(s: MerlinState, p: int, arg: int) -> bool:
    """ME.arthur.space.apple."""
    s.apple_supply -= 1
    s.apples[p] += 1
    say(s, "ME.arthur.space.apple", f"Arthur module: {name(s, p)} takes an apple.", p)
    return False


def activate_choices(s: MerlinState, p: int) -> list[int]:
    base = p * NUM_HENCHMEN
    return [h for h in range(NUM_HENCHMEN) if s.henchmen[base + h] != HOME]


def activate_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return bool(activate_choices(s, p))


def activate_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_HENCHMAN
    return True


def _on_activate(s: MerlinState, a: ActivateHenchman, stage: int) -> None:
    """ME.arthur.space.activate-henchman."""
    p = s.current
    h = s.game.henchman_index[a.henchman]
    c = s.henchmen[p * NUM_HENCHMEN + h]
    say(
        s,
        "ME.arthur.space.activate-henchman",
        f"Arthur module: {name(s, p)} activates the {a.henchman} in {colour(s, c)}.",
        p,
    )
    henchman_acts(s, p, h, c)
    finish(s)


def move_start(s: MerlinState, p: int, arg: int) -> bool:
    s.stage = ARTHUR_STEP
    return True


def _on_step(s: MerlinState, a: ArthurStep, stage: int) -> None:
    """ME.arthur.space.move-arthur: one space, then the inner action."""
    p = s.current
    sign = 1 if a.direction == "cw" else -1
    s.arthur = (s.arthur + sign) % inner_size(s)
    s.space = inner_space(s, s.arthur)
    way = "clockwise" if sign > 0 else "counter-clockwise"
    say(
        s,
        "ME.arthur.space.move-arthur",
        f"Arthur module: {name(s, p)} moves Arthur 1 space {way} to the "
        f"{s.game.space_label(s.space)} space.",
        p,
    )
    s.pc = PC_ACTION


def manor_points(manors: int) -> int:
    """ME.arthur.space.manor-points: a point per manor (a bitmask of tiles)."""
    return manors.bit_count()


def manor_points_feasible(s: MerlinState, p: int, arg: int) -> bool:
    return s.manors[p] != 0


def manor_points_start(s: MerlinState, p: int, arg: int) -> bool:
    points = manor_points(s.manors[p])
    add_points(s, p, CAT_VP_SPACES, points)
    say(
        s,
        "ME.arthur.space.manor-points",
        f"Arthur module: {name(s, p)} scores {points} (a point per manor in the surroundings).",
        p,
    )
    for hook in s.game.ruleset.hooks["space_scored"]:  # e.g. Sir Geraint's fifth space (p. 23)
        hook(s, p, MANOR_POINTS_KIND, arg)
    return False


def _plain(title: str) -> Callable[[tuple[str, ...], int], str]:
    return lambda colours, arg: title


SPACE_KINDS = (
    SpaceKind(
        SIGNET_KIND,
        "ME.arthur.space.signet-ring",
        signet_feasible,
        signet_start,
        _plain("signet ring"),
    ),
    SpaceKind(
        GOOD_KIND,
        "ME.arthur.space.resource",
        good_feasible,
        good_start,
        lambda colours, k: f"Arthur: any {GOOD_NAMES[k]}",
    ),
    SpaceKind(
        INFLUENCE_KIND,
        "ME.arthur.space.influence",
        influence_feasible,
        influence_start,
        _plain("Arthur: influence anywhere"),
    ),
    SpaceKind(STAIRS_KIND, "ME.arthur.space.stairs", always, stairs_start, _plain("stairs")),
    SpaceKind(
        MERLIN_KIND, "ME.arthur.space.merlin", always, merlin_start, _plain("Arthur: move Merlin")
    ),
    SpaceKind(PICTS_KIND, "ME.arthur.space.picts", picts_feasible, picts_start, _plain("Picts")),
    SpaceKind(
        REPLACE_KIND,
        "ME.arthur.space.replace-manor",
        replace_feasible,
        replace_start,
        _plain("replace a manor"),
    ),
    SpaceKind(APPLE_KIND, "ME.arthur.space.apple", apple_feasible, apple_start, _plain("apple")),
    SpaceKind(
        ACTIVATE_KIND,
        "ME.arthur.space.activate-henchman",
        activate_feasible,
        activate_start,
        _plain("activate a henchman"),
    ),
    SpaceKind(MOVE_KIND, "ME.arthur.space.move-arthur", always, move_start, _plain("move Arthur")),
    SpaceKind(
        MANOR_POINTS_KIND,
        "ME.arthur.space.manor-points",
        manor_points_feasible,
        manor_points_start,
        _plain("victory points (manors)"),
    ),
)


# -- scoring ----------------------------------------------------------------------------------
def reduce_manors(s: MerlinState) -> bool:
    """ME.arthur.scoring.one-manor-per-territory: first player first, territory by territory;
    stops for the player's choice of the manor to keep."""
    n = s.game.num_players
    order = clockwise_from(s, s.first)
    count = len(s.territories)
    while s.score_pos < n * count:
        i, t = divmod(s.score_pos, count)
        p = order[i]
        mask = s.territories[t] & s.manors[p] & ~protected_manors(s, p)
        if mask.bit_count() > 1:
            s.current = p
            s.target = t
            s.stage = ARTHUR_KEEP
            return True
        s.score_pos += 1
    return False


def keep_choices(s: MerlinState) -> list[int]:
    p = s.current
    return bits(s.territories[s.target] & s.manors[p] & ~protected_manors(s, p))


def _on_keep(s: MerlinState, a: KeepManor, stage: int) -> None:
    g = s.game
    p = s.current
    keep = g.tile_index[a.tile]
    mask = s.territories[s.target] & s.manors[p] & ~protected_manors(s, p)
    removed = mask & ~(1 << keep)
    s.manors[p] &= ~removed
    where = ", ".join(g.grid.name(pos) for pos in bits(removed))
    say(
        s,
        "ME.arthur.scoring.one-manor-per-territory",
        f"Arthur module: {name(s, p)} keeps the manor on {a.tile} and takes back {where}.",
        p,
    )
    s.score_pos += 1
    s.pc = PC_SCORING


def picts_points(sums: list[int], points: int = 3) -> list[int]:
    """ME.arthur.scoring.picts: +``points`` to the highest sum(s), -``points`` to the lowest;
    nobody scores when all are equal (before the score floor)."""
    hi, lo = max(sums), min(sums)
    if hi == lo:
        return [0] * len(sums)
    return [points if v == hi else -points if v == lo else 0 for v in sums]


def pict_sums(s: MerlinState) -> list[int]:
    """Each player's Picts' values, +3 for the signet ring's holder."""
    n = s.game.num_players
    bonus = int(module_data()["scoring"]["signet_bonus"])
    sums = [0] * n
    for t, owner in enumerate(s.pict_owner):
        if owner >= 0:
            sums[owner] += pict_value(t)
    if s.signet >= 0:
        sums[s.signet] += bonus
    return sums


def score_picts(s: MerlinState) -> bool:
    """ME.arthur.scoring.picts and ME.arthur.scoring.signet-ring; the Picts leave the game."""
    cat = s.game.ruleset.categories.index(CATEGORY)
    sums = pict_sums(s)
    if s.signet >= 0:
        say(
            s,
            "ME.arthur.scoring.signet-ring",
            f"Arthur module: {name(s, s.signet)} holds the signet ring: +3 to their Picts.",
            s.signet,
        )
    points = picts_points(sums, int(module_data()["scoring"]["picts_bonus"]))
    for p, pts in enumerate(points):
        if pts < 0:
            pts = -min(-pts, max(s.score[p], 0))
        if pts:
            add_points(s, p, cat, pts)
        if points[p]:
            verb = "scores" if pts > 0 else "loses"
            say(
                s,
                "ME.arthur.scoring.picts",
                f"Arthur module: {name(s, p)}'s Picts sum to {sums[p]}: {verb} {abs(pts)}.",
                p,
            )
    s.pict_owner = [-2 if o >= 0 else o for o in s.pict_owner]
    say(s, "ME.arthur.scoring.picts", "Arthur module: the Picts taken leave the game.")
    return False


# -- actions: tables, legal actions, checks ---------------------------------------------------
@dataclass(frozen=True)
class ArthurTables:
    figure: Mapping[str, ArthurFigure]
    die_step: Mapping[int, ArthurDieStep]
    signet: tuple[SignetMission, ...]
    take: tuple[tuple[ArthurTake, ...], ...]
    influence: tuple[ArthurInfluence, ...]
    merlin: tuple[ArthurMerlin, ...]
    step: tuple[ArthurStep, ArthurStep]
    pict: tuple[TakePict, ...]
    pict_index: Mapping[str, int]
    build: tuple[ArthurBuild, ...]
    replace: tuple[ReplaceManor, ...]
    activate: tuple[ActivateHenchman, ...]
    keep: tuple[KeepManor, ...]

    @classmethod
    def build_for(cls, game: MerlinGame) -> ArthurTables:
        colours = game.data.colours
        tiles = tuple(game.grid.name(pos) for pos in range(game.grid.size))
        ids = tuple(str(t["id"]) for t in picts())
        steps = [k for k in range(1, MERLIN_REACH + 1)]
        return cls(
            figure=MappingProxyType({f: ArthurFigure(f) for f in FIGURES}),
            die_step=MappingProxyType({1: ArthurDieStep(1), -1: ArthurDieStep(-1)}),
            signet=tuple(SignetMission(c.id) for c in game.data.missions),
            take=tuple(tuple(ArthurTake(g, c) for c in colours) for g in GOOD_NAMES),
            influence=tuple(ArthurInfluence(c) for c in colours),
            merlin=tuple(ArthurMerlin(k) for k in (*steps, *(-k for k in steps))),
            step=(ArthurStep(DIRECTIONS[0]), ArthurStep(DIRECTIONS[1])),
            pict=tuple(TakePict(i) for i in ids),
            pict_index=MappingProxyType({i: n for n, i in enumerate(ids)}),
            build=tuple(ArthurBuild(t) for t in tiles),
            replace=tuple(ReplaceManor(t) for t in tiles),
            activate=tuple(ActivateHenchman(h) for h in HENCHMAN_NAMES),
            keep=tuple(KeepManor(t) for t in tiles),
        )


def tables(s: MerlinState) -> ArthurTables:
    t = s.game.arthur_tables
    assert t is not None, "the Arthur module is not in play"
    return t


def legal(s: MerlinState) -> list[Any]:
    """The legal actions of the module's decision stages."""
    t = tables(s)
    stage = s.stage
    p = s.current
    if stage == ARTHUR_SIGNET:
        return [t.signet[c] for c in s.hands[p]]
    if stage == ARTHUR_TAKE:
        return [t.take[s.chosen][c] for c in take_choices(s)]
    if stage == ARTHUR_INFLUENCE:
        return list(t.influence)
    if stage == ARTHUR_MERLIN:
        return list(t.merlin)
    if stage == ARTHUR_STEP:
        return list(t.step)
    if stage == ARTHUR_PICT:
        return [t.pict[i] for i in s.pict_display if i >= 0]
    if stage == ARTHUR_BUILD:
        return [t.build[pos] for pos in bits(free_tiles(s, p, s.chosen))]
    if stage == ARTHUR_REPLACE:
        return [t.replace[pos] for pos in bits(replace_choices(s, p))]
    if stage == ARTHUR_HENCHMAN:
        return [t.activate[h] for h in activate_choices(s, p)]
    if stage == ARTHUR_KEEP:
        return [t.keep[pos] for pos in keep_choices(s)]
    return []


STAGE_ACTIONS: dict[int, tuple[type, ...]] = {
    ARTHUR_SIGNET: (SignetMission,),
    ARTHUR_TAKE: (ArthurTake,),
    ARTHUR_INFLUENCE: (ArthurInfluence,),
    ARTHUR_MERLIN: (ArthurMerlin,),
    ARTHUR_STEP: (ArthurStep,),
    ARTHUR_PICT: (TakePict,),
    ARTHUR_BUILD: (ArthurBuild,),
    ARTHUR_REPLACE: (ReplaceManor,),
    ARTHUR_HENCHMAN: (ActivateHenchman,),
    ARTHUR_KEEP: (KeepManor,),
}
EXPECTED = {
    ARTHUR_SIGNET: "a mission to complete with the signet ring ('signet-mission <card>')",
    ARTHUR_TAKE: "a good from any principality ('arthur-take <good> <colour>')",
    ARTHUR_INFLUENCE: "a principality ('arthur-influence <colour>')",
    ARTHUR_MERLIN: "Merlin's move ('arthur-merlin +1' ... '-3')",
    ARTHUR_STEP: "'arthur-step cw' or 'arthur-step ccw'",
    ARTHUR_PICT: "a Pict of the display ('take-pict <id>')",
    ARTHUR_BUILD: "a free tile for the Pict's manor ('arthur-build <tile>')",
    ARTHUR_REPLACE: "a manor to replace ('arthur-replace <tile>')",
    ARTHUR_HENCHMAN: "a henchman to activate ('activate <henchman>')",
    ARTHUR_KEEP: "the manor to keep in this territory ('arthur-keep <tile>')",
}
ACTION_RULES: dict[type, str] = {
    ArthurFigure: "ME.arthur.flag.any-die",
    ArthurDieStep: "ME.arthur.flag.die-step",
    SignetMission: "ME.arthur.space.signet-ring",
    ArthurTake: "ME.arthur.space.resource",
    ArthurInfluence: "ME.arthur.space.influence",
    ArthurMerlin: "ME.arthur.space.merlin",
    ArthurStep: "ME.arthur.space.move-arthur",
    TakePict: "ME.arthur.space.picts",
    ArthurBuild: "ME.arthur.space.picts",
    ReplaceManor: "ME.arthur.space.replace-manor",
    ActivateHenchman: "ME.arthur.space.activate-henchman",
    KeepManor: "ME.arthur.scoring.one-manor-per-territory",
}
ACTIONS = tuple(ACTION_RULES)


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str]:
    if not s.game.arthur_on:
        return rule, "the Arthur module is not in play"
    who = name(s, s.current)
    if isinstance(action, (ArthurFigure, ArthurDieStep)):
        return rule, f"{who} holds no such flag, or used it this turn, or the die cannot change so"
    if isinstance(action, ReplaceManor):
        return rule, f"{who} may not replace the manor on {action.tile}"
    if isinstance(action, KeepManor):
        return rule, f"{action.tile} is not one of {who}'s manors in this territory"
    return rule, f"{action} is not possible now"


def unknown_name(game: MerlinGame, a: object) -> str:
    colours = game.colour_index
    if isinstance(a, ArthurFigure):
        return "" if a.figure in FIGURES else f"a figure is one of: {words(FIGURES)}"
    if isinstance(a, ArthurDieStep):
        return "" if a.step in (1, -1) else "a step is +1 or -1"
    if isinstance(a, ArthurMerlin):
        return "" if 1 <= abs(a.step) <= MERLIN_REACH else "Merlin moves 1 to 3 spaces"
    if isinstance(a, SignetMission):
        return "" if a.card in game.mission_index else f"no mission card {a.card!r}"
    if isinstance(a, ArthurTake):
        if a.good not in game.good_index:
            return f"no good {a.good!r}"
        return "" if a.colour in colours else f"no principality colour {a.colour!r}"
    if isinstance(a, ArthurInfluence):
        return "" if a.colour in colours else f"no principality colour {a.colour!r}"
    if isinstance(a, ArthurStep):
        return "" if a.direction in DIRECTIONS else "the direction is 'cw' or 'ccw'"
    if isinstance(a, TakePict):
        ids = {str(t["id"]) for t in picts()}
        return "" if a.pict in ids else f"no Pict {a.pict!r}"
    if isinstance(a, ActivateHenchman):
        return "" if a.henchman in game.henchman_index else f"no henchman {a.henchman!r}"
    if isinstance(a, (ArthurBuild, ReplaceManor, KeepManor)):
        return "" if a.tile in game.tile_index else f"no tile {a.tile!r} in these surroundings"
    return ""


HANDLERS: dict[type, Callable[[MerlinState, Any, int], None]] = {
    ArthurFigure: _on_figure,
    ArthurDieStep: _on_die_step,
    SignetMission: _on_signet,
    ArthurTake: _on_take,
    ArthurInfluence: _on_influence,
    ArthurMerlin: _on_merlin,
    ArthurStep: _on_step,
    TakePict: _on_pict,
    ArthurBuild: _on_build,
    ReplaceManor: _on_replace,
    ActivateHenchman: _on_activate,
    KeepManor: _on_keep,
}


def observe(s: MerlinState) -> dict[str, Any]:
    """The module's public table: Arthur, the signet ring, the Picts (piles face down)."""
    tiles = module_data()["picts"]["tiles"]
    return {
        "arthur": s.arthur,
        "arthur_space": s.game.space_label(inner_space(s, s.arthur)),
        "signet_ring": None if s.signet < 0 else s.signet,
        "pict_display": [None if t < 0 else tiles[t]["id"] for t in s.pict_display],
        "pict_piles": [len(s.pict_pile_a), len(s.pict_pile_b)],
        "picts": [
            [tiles[t]["id"] for t, o in enumerate(s.pict_owner) if o == p]
            for p in range(s.game.num_players)
        ],
    }


class ArthurModule(MerlinModule):
    """The Arthur module's plug-in (its rules register themselves; the parts still in base
    files are listed in the package docstring)."""

    name = MODULE
    title = "Arthur"
    interacts_with = ("treasures", "kings_favor")
    """A Pict's manor on a treasure; the signet ring's mission and the seal."""
    die_kinds = (DieKind(DIE, "arthur", either_way=True, staff=False),)
    extra_dice = (DIE,)
    stage_choices = MappingProxyType(dict.fromkeys(STAGE_ACTIONS, legal))
    categories = (CATEGORY,)
    point_order = MappingProxyType({"pre_move_choices": 100})
    """The flags' choices come after the other modules' before moving (the market's last)."""

    def space_kinds(self, folder: Path | None) -> tuple[SpaceKind, ...]:
        return SPACE_KINDS

    def pre_move_possible(self, s: MerlinState) -> bool:
        return any_pre_move(s)

    def pre_move_choices(self, s: MerlinState) -> list[Any]:
        return pre_move_choices(s)

    def rondel_overlay(self, folder: Path | None) -> Mapping[int, SpaceSpec]:
        return overlay()

    def inner_ring(self, folder: Path | None) -> Rondel | None:
        return inner_ring()

    def scoring_steps(self, folder: Path | None) -> tuple[tuple[str, str, ScoringStep], ...]:
        return (
            ("one manor per territory", "surroundings", reduce_manors),
            ("picts", str(module_data()["scoring"]["picts_after"]), score_picts),
        )

    def after_setup(self, s: MerlinState) -> None:
        setup_hook(s)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        # the Picts' piles lie face down: only their sizes are public
        view["arthur"] = observe(s)
