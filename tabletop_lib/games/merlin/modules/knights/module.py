"""The Knights of the Round Table module's plug-in: the draft (its own stage), the allies'
abilities after every stage's other choices, the hooks their rules answer (Kay's influence, the
marshal, Gareth, Geraint, Gaheris' castles and tower bonuses), Kay's tiles at the influence
scoring, the allies in the observation, the end-game tables."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from tabletop_lib.core.options import words

from ...common import bits, name
from ...constants import (
    ACTION,
    BUILD_TILE,
    CHOOSE_DIE,
    END_TURN,
    GOOD_NAMES,
    HENCHMAN,
    HENCHMAN_NAMES,
    NUM_COLOURS,
    PRE_MOVE,
    TAKE_GOOD,
    TARGET,
)
from ...plugin import FinalStep, MerlinModule, PanelRow
from ...upkeep import _book_influence
from . import abilities as B
from . import allies as L
from . import rules as R
from . import scoring as S
from .actions import AllyAction, DraftAlly
from .describe import DESCRIBERS
from .lessons import LESSONS
from .state import FIELDS

if TYPE_CHECKING:
    from tabletop_lib.core.validation import Bounds

    from ...game import MerlinGame
    from ...state import MerlinState

_ALLY_STAGES = (CHOOSE_DIE, PRE_MOVE, ACTION, HENCHMAN, TARGET, TAKE_GOOD, BUILD_TILE, END_TURN)
"""The stages where an ally's ability may apply."""


@dataclass(frozen=True)
class KnightsTables:
    """Every action the module can offer (the interop action universe walks them); the rules
    build the ally actions they offer as they go."""

    draft: tuple[DraftAlly, ...]
    allies: tuple[AllyAction, ...]
    percival: L.PercivalChecks
    """Per mission card, the compiled checks of Percival's recolourings (no actions)."""
    percival_memo: dict[tuple[int, ...], list[int]]
    """``allies.percival_cards``' answers by content: the hand, then the holder's goods,
    influence and henchmen (all its checks read); one per game, cleared when it grows large."""
    percival_on: tuple[AllyAction, ...]
    """Per mission card: Percival completing it (``allies.side_actions`` offers these)."""
    bedivere_swap: tuple[tuple[AllyAction, ...], ...]
    """``[hand card][display card]``: Bedivere's swap of the two."""
    kay_on: tuple[AllyAction, ...]
    """Per colour: Kay's tile in that principality."""
    tristram: Mapping[int, AllyAction]
    """Per die step (-2, -1, +1, +2): Tristram's change of the knight's die."""
    gawain: tuple[AllyAction, ...]
    """Per face - 1: Gawain setting the die to that face."""
    bors: tuple[AllyAction, ...]
    """Per colour: Bors sending the knight to that principality's space."""


def _tables(game: MerlinGame) -> KnightsTables:
    colours = game.data.colours
    missions = tuple(c.id for c in game.data.missions)
    tiles = tuple(game.grid.name(pos) for pos in range(game.grid.size))
    faces = game.params.die_faces
    args = [("tristram", f"{d:+d}") for d in (-2, -1, 1, 2)]
    args += [("gawain", str(f)) for f in range(1, faces + 1)]
    args += [("bors", c) for c in colours]
    args += [("kay", c) for c in colours]
    args += [("lamorak", h) for h in HENCHMAN_NAMES]
    args += [("gaheris", t) for t in tiles]
    args += [("percival", m) for m in missions]
    args += [("bedivere", f"{h}:{d}") for h in missions for d in missions if h != d]
    for first in (*HENCHMAN_NAMES, *GOOD_NAMES, *colours):
        args += [("galahad", f"{first}:{c}") for c in colours]
    universe = tuple(AllyAction(ally, arg) for ally, arg in args)
    by_arg = {(a.ally, a.choice): a for a in universe}

    def ally(name: str, arg: str) -> AllyAction:
        return by_arg.get((name, arg)) or AllyAction(name, arg)

    return KnightsTables(
        draft=tuple(DraftAlly(a) for a in R.ALLY_NAMES),
        allies=universe,
        percival=L.percival_checks(game.data.missions),
        percival_memo={},
        percival_on=tuple(ally("percival", m) for m in missions),
        bedivere_swap=tuple(
            tuple(ally("bedivere", f"{h}:{d}") for d in missions) for h in missions
        ),
        kay_on=tuple(ally("kay", c) for c in colours),
        tristram=MappingProxyType({d: ally("tristram", f"{d:+d}") for d in (-2, -1, 1, 2)}),
        gawain=tuple(ally("gawain", str(f)) for f in range(1, faces + 1)),
        bors=tuple(ally("bors", c) for c in colours),
    )


_DRAFT = tuple(DraftAlly(ally) for ally in R.ALLY_NAMES)
"""The draft's interned actions, by ally (listed at every draft step)."""


def _on_draft(s: MerlinState, a: DraftAlly, stage: int) -> None:
    R.pick(s, R.ALLY_NAMES.index(a.ally))


def public_view(s: MerlinState) -> dict[str, Any]:
    """What everyone sees: the allies in front of each player with their tokens, the Kay tiles
    and castles on the board, the draft's progress (only the stacks' sizes)."""
    g = s.game
    allies: dict[str, Any] = {}
    for a in range(R.NUM_ALLIES):
        p = s.ally_owner[a]
        if p < 0:
            continue
        info: dict[str, Any] = {"player": p}
        if a == R.GARETH:
            info["defence_tiles"] = [g.data.colours[c] for c in bits(s.ally_tokens[a])]
        elif a == R.GERAINT:
            info["ally_tiles"] = bits(s.ally_tokens[a])
        elif a == R.LANCELOT:
            info["marshal"] = g.data.colours[s.ally_tokens[a]]
        elif a == R.KAY:
            info["tiles_in_hand"] = s.kay_at.count(-1)
        elif a != R.LAMORAK:
            info["tokens"] = s.ally_tokens[a]
        allies[R.ALLY_NAMES[a]] = info
    view: dict[str, Any] = {
        "allies": allies,
        "kay_tiles": {g.data.colours[c]: s.kay_at.count(c) for c in set(s.kay_at) if c >= 0},
        "castles": [g.grid.name(pos) for m in s.castles for pos in bits(m)],
    }
    if s.ally_draft:
        code = s.ally_draft[0]
        view["draft"] = {
            "drafter": code // 2,
            "stack": R.STACK_NAMES[code % 2],
            "picks_left": len(s.ally_draft),
            "stack_sizes": {
                R.STACK_NAMES[k]: sum(
                    1
                    for a in range(R.NUM_ALLIES)
                    if s.ally_owner[a] == R.IN_STACK and R.stack_of(s, a) == k
                )
                for k in (0, 1)
            },
        }
    return view


def private_view(s: MerlinState, player: int, view: dict[str, Any]) -> None:
    """The drafter alone sees the allies of the stack in their hands."""
    if s.stage == R.KNIGHTS_DRAFT and s.current == player:
        view["knights"]["draft"]["options"] = [R.ALLY_NAMES[a] for a in R.draft_choices(s)]


def why_not(s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
    """Why a draft pick or an ally's ability of the right stage is not legal now."""
    if isinstance(action, DraftAlly):
        ally = f"Sir {action.ally.capitalize()}"
        return rule, f"{ally} is not in the stack {name(s, s.current)} holds"
    if not isinstance(action, AllyAction):
        return None
    if not s.game.in_play(R.MODULE):
        return rule, "the Knights of the Round Table module is not in play"
    return rule, f"{name(s, s.current)} cannot use that ally this way now"


def ally_rule(a: AllyAction) -> str:
    """The rule id of an ``ally`` action."""
    if a.ally == "bedivere":
        return "ME.knights.bedivere-swap"
    return f"ME.knights.{a.ally}" if a.ally in R.ALLY_NAMES else "ME.knights.setup"


def kay_tie(s: MerlinState, c: int) -> bool:
    """ME.knights.kay-scoring: whether the Grail holder may still use it and is tied for the
    lead in ``c``, Kay's tiles counting for the majority."""
    holder = s.grail
    if holder < 0 or s.grail_used:
        return False
    n = s.game.num_players
    markers = [s.influence[p * NUM_COLOURS + c] for p in range(n)]
    markers = [m + t for m, t in zip(markers, S.principality_tiles(s, c), strict=True)]
    best = max(markers)
    return best > 0 and markers[holder] == best and markers.count(best) > 1


def score_with_kay(s: MerlinState, c: int, grail: bool) -> bool:
    """ME.knights.kay-scoring: a principality where Kay's tiles lie is scored with them (for
    the majority only), then they return; False where none lies."""
    tiles = S.principality_tiles(s, c)
    if not any(tiles):
        return False
    n = s.game.num_players
    markers = [s.influence[p * NUM_COLOURS + c] for p in range(n)]
    if any(markers):
        points = S.influence_with_tiles(markers, tiles, s.grail if grail else None)
        _book_influence(s, c, markers, points)
    S.return_kay(s, c)
    return True


class KnightsModule(MerlinModule):
    """ME.knights.*: the A/B draft of the allies (or the quick variant) and their abilities,
    Gareth's and Geraint's end-game tables."""

    name = R.MODULE
    title = "Knights"
    board_keys = ("knights",)
    interacts_with = ("treasures", "kings_favor", "caerleon", "morgana")
    """Gaheris' tower bonus not doubled on a treasure; Percival's mission and the seal;
    Lamorak's henchman and Galahad's goods in Caerleon's districts; Bors not onto Morgana's
    space."""
    rules = R.RULES
    lessons = MappingProxyType(LESSONS)
    categories = (R.CATEGORY,)
    options = ("knights_draft",)
    option_choices = MappingProxyType({"knights_draft": R.DRAFT_VARIANTS})
    option_help = MappingProxyType(
        {
            "knights_draft": "knights module: 'draft' (default; stacks A and B passed round, "
            "p. 21) or 'random' (the quick variant: one random ally of each stack)"
        }
    )
    actions = (DraftAlly, AllyAction)
    stages = MappingProxyType({R.KNIGHTS_DRAFT: "knights: draft an ally"})
    stage_actions = MappingProxyType(
        {R.KNIGHTS_DRAFT: (DraftAlly,), **dict.fromkeys(_ALLY_STAGES, (AllyAction,))}
    )
    expected = MappingProxyType({R.KNIGHTS_DRAFT: "an ally of the stack ('draft-ally <name>')"})
    handlers = MappingProxyType({DraftAlly: _on_draft, AllyAction: B.apply_ally})
    action_rules = MappingProxyType({DraftAlly: "ME.knights.draft"})
    describers = DESCRIBERS
    fields = FIELDS
    stage_choices = MappingProxyType(
        {R.KNIGHTS_DRAFT: lambda s: [_DRAFT[a] for a in R.draft_choices(s)]}
    )
    adjust_stages = L.ADJUST_STAGES
    adjust_by_stage = MappingProxyType(L.ADJUST_BY_STAGE)
    point_order = MappingProxyType({"influence_tie": 100, "score_principality": 100})
    """Kay's tiles come after a module that scores the influence its own way (Morgana's
    markers count them there)."""

    def tables(self, game: MerlinGame) -> KnightsTables:
        return _tables(game)

    def final_steps(self) -> tuple[tuple[str, FinalStep], ...]:
        return ((R.CATEGORY, S.final_allies),)

    def unknown_name(self, game: MerlinGame, action: object) -> str | None:
        if not isinstance(action, (DraftAlly, AllyAction)):
            return None
        ok = action.ally in R.ALLY_NAMES
        return "" if ok else f"an ally is one of: {words(R.ALLY_NAMES)}"

    def why_not(self, s: MerlinState, action: object, rule: str) -> tuple[str, str] | None:
        return why_not(s, action, rule)

    def action_rule(self, s: MerlinState, action: object) -> str | None:
        return ally_rule(action) if isinstance(action, AllyAction) else None

    # -- hooks ----------------------------------------------------------------------------------
    # The hooks and extension points that forward to a rule are that rule's function itself
    # (``staticmethod``): the engine calls them at every step, and a forwarding method would
    # double each call.
    after_setup = staticmethod(R.setup_hook)
    traitor_repelled = staticmethod(B.traitor_repelled)
    protected_manors = staticmethod(R.protected_manors)
    influence_placed = staticmethod(B.influence_placed)
    figure_moved = staticmethod(B.landed)
    acts_again = staticmethod(B.marshal_doubles)
    space_scored = staticmethod(B.vp_scored)

    def tower_bonus_done(self, s: MerlinState, c: int) -> bool:
        if c < 0:
            B.skip_tower(s)
            return False
        return B.second_tower_bonus(s, c)

    # -- the turn -------------------------------------------------------------------------------
    pre_move_possible = staticmethod(L.pre_move_possible)
    side_possible = staticmethod(L.side_possible)
    """Bedivere, Kay, and Percival (his missions only while no module forbids missions):
    the same options as :func:`allies.side_actions`, so a main point of the turn waits for
    them (a market purchase no longer hides Kay's tile or Bedivere's swap)."""
    space_possible = staticmethod(L.lamorak_possible)
    """Lamorak makes the space's action possible (``adjust_choices`` offers it)."""

    def manor_built(self, s: MerlinState, pos: int, tower: bool) -> bool:
        B.after_build(s, pos, tower)
        return False

    adjust_choices = staticmethod(L.adjust_choices)

    def territory_counts(self, s: MerlinState, mask: int, counts: list[int]) -> list[int]:
        """ME.knights.gaheris-scoring: a castle counts as one more manor."""
        castles = s.castles
        if not any(castles):  # (no castle built yet, the usual case: the counts stand)
            return counts
        return [k + (castles[p] & mask).bit_count() for p, k in enumerate(counts)]

    def influence_tie(self, s: MerlinState, c: int) -> bool | None:
        return kay_tie(s, c)

    def score_principality(self, s: MerlinState, c: int, grail: bool) -> bool:
        return score_with_kay(s, c, grail)

    # -- observation and saved games --------------------------------------------------------------
    def panel_rows(self, view: Mapping[str, Any], game: MerlinGame) -> list[PanelRow]:
        from .panel import panel_rows  # (words for the stepper: loaded when first shown)

        return panel_rows(view, game)

    def observe_board(self, s: MerlinState, view: dict[str, Any]) -> None:
        # the allies lie face up; the stacks being drafted show only their sizes
        view["knights"] = public_view(s)

    def observe_private(self, s: MerlinState, player: int, view: dict[str, Any]) -> None:
        private_view(s, player, view)

    def observe_full(self, s: MerlinState, view: dict[str, Any]) -> None:
        view["knights"]["owners"] = {a: s.ally_owner[i] for i, a in enumerate(R.ALLY_NAMES)}

    def invariant(self, s: MerlinState) -> str | None:
        n = s.num_players
        if not s.ally_draft and sum(1 for o in s.ally_owner if o >= 0) != 2 * n:
            return f"allies owned: {s.ally_owner}"
        return None

    def ranges(self, game: MerlinGame) -> Mapping[str, Bounds]:
        data = R.module_data(game.data_dir)
        # ME.knights.setup: per ally, the tokens it starts with, spent one by one; Gareth's
        # and Geraint's are bitmasks of the tiles placed on them (a shield colour, a VP-space
        # type), Lancelot's the marshal's principality (-1 before it is placed)
        tokens: dict[str, Bounds] = {
            f"ally_tokens[{a}]": (0, int(ally["tokens"])) for a, ally in enumerate(data["allies"])
        }
        tokens[f"ally_tokens[{R.GARETH}]"] = (0, (1 << NUM_COLOURS) - 1)
        tokens[f"ally_tokens[{R.GERAINT}]"] = (0, (1 << len(data["geraint_spaces"])) - 1)
        tokens[f"ally_tokens[{R.LANCELOT}]"] = (-1, NUM_COLOURS - 1)
        # a draft pick: the drafter's seat and the stack (seat * 2 + stack)
        return {
            **tokens,
            "ally_draft": (0, 2 * game.num_players - 1),
            # an ally's player, -1 in a stack, -2 in the box
            "ally_owner": (-2, game.num_players - 1),
            # a Kay influence tile's principality, or -1 with its player
            "kay_at": (-1, NUM_COLOURS - 1),
            # knights_turn (rules.py): Kay's mask of principalities, the castle tile pending,
            # the extra tower bonus pending, the colour of the first doubled tower bonus
            "knights_turn[1]": (0, (1 << NUM_COLOURS) - 1),
            "knights_turn[2]": (-1, game.grid.size - 1),
            "knights_turn[3]": (0, 1),
            "knights_turn[4]": (-1, NUM_COLOURS - 1),
        }
