"""Small helpers shared by the rules, the spaces and the scoring: narration, points, goods.

Bit iteration, the players' names and points come from the core (``core.bits``,
``core.narrate``, ``core.points``) and are imported here for the rules modules. :func:`say` is
the core's; a module's title goes in front of its rules' events when they are read
(:func:`final_text`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletop_lib.core.bits import bits as bits
from tabletop_lib.core.log import Deferred
from tabletop_lib.core.narrate import name as name
from tabletop_lib.core.narrate import player_name as player_name
from tabletop_lib.core.narrate import say as say
from tabletop_lib.core.points import add_points as add_points

from .constants import (
    FLAG,
    GOOD_NAMES,
    GOODS_BLOCK,
    HOME,
    NUM_COLOURS,
    NUM_HENCHMEN,
    PC_AFTER_ACTION,
)

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState

MODULE_TITLES: dict[str, str] = {}
"""How the narration names each Big Box module ("Morgana module: ..."), by module name: each
registered module's ``title`` (``ruleset.install``)."""


def final_text(s: MerlinState, rule: str, text: str | Deferred) -> str:
    """The final text of an event (``MerlinState.final_text``, called as the events are read):
    a deferred sentence written, and a module's rule (``ME.<module>.*``) with the module's
    name in front, unless the text names it already, when the game has modules. Leaves a final
    text as it is: the title in front says "module" (a loaded game's events are final)."""
    if not isinstance(text, str):
        writer: Callable[..., str] = text[0]
        text = writer(s.game, *text[1:])
    prefix = PREFIXES.get(rule)
    if prefix is None:
        prefix = _module_prefix(rule)
    if prefix and "module" not in text and s.game.params.modules:
        return prefix + text
    return text


PREFIXES: dict[str, str] = {}
"""``final_text``'s memo: rule id -> "<Title> module: ", or "" when the rule is no module's. It
depends only on :data:`MODULE_TITLES`; ``ruleset.install`` clears it when that grows."""


def _module_prefix(rule: str) -> str:
    title = MODULE_TITLES.get(rule[3:].partition(".")[0])
    prefix = "" if title is None else f"{title} module: "
    PREFIXES[rule] = prefix
    return prefix


def influence_scored(g: MerlinGame, p: int, pts: int, c: int) -> str:
    """The deferred sentence of influence scored in a principality (the base scoring's and
    the Morgana module's)."""
    return f"{player_name(g, p)} scores {pts} for influence in {g.data.colours[c]}."


def colour(s: MerlinState, c: int) -> str:
    return s.game.data.colours[c]


def good_label(s: MerlinState, good: int, c: int) -> str:
    return f"{s.game.data.colours[c]} {GOOD_NAMES[good]}"


VOWEL_SOUNDS = ("a", "e", "i", "o")
"""First letters that take "an" in the narration ("an orange flag"). No word of the data or
the narration starts with a "u" read as a vowel."""


def with_article(words: str) -> str:
    """``words`` after "a" or "an", as its first letter sounds: "an orange flag", "a grey
    shield" (whatever colours a corrected data folder names)."""
    return f"{'an' if words[:1].lower() in VOWEL_SOUNDS else 'a'} {words}"


def a_good(s: MerlinState, good: int, c: int) -> str:
    """One good of colour ``c`` with its article, for the narration: "an orange shield"."""
    return with_article(good_label(s, good, c))


def traitors_expelled(s: MerlinState, p: int, c: int) -> None:
    """``p`` expelled traitors of colour ``c`` (shields at a scoring, the repel flag, Excalibur,
    the King's Favor shield-bearer): the modules' ``traitor_repelled`` hooks run."""
    for hook in s.game.ruleset.hooks["traitor_repelled"]:
        hook(s, p, c)


def finish(s: MerlinState) -> None:
    """The space's action is over: the turn program takes it from here (after the action)."""
    s.pc = PC_AFTER_ACTION


def supply_index(s: MerlinState, good: int, c: int) -> int:
    """Index in ``state.goods`` of the principality's supply of a good."""
    return s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS + c


def good_blocked(s: MerlinState, good: int) -> bool:
    """Whether no good of kind ``good`` may be taken from the board now (the ``good_blocked``
    hooks: Caerleon's, when Morgana blocks the district holding that kind)."""
    for hook in s.game.ruleset.hooks["good_blocked"]:  # noqa: SIM110  (no generator: hot path)
        if hook(s, good):
            return True
    return False


def gain_good(s: MerlinState, p: int, good: int, c: int) -> bool:
    """Take one good of colour ``c`` from its principality, if available."""
    goods = s.goods
    src = s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS + c
    if goods[src] <= 0:
        return False
    goods[src] -= 1
    goods[p * GOODS_BLOCK + good * NUM_COLOURS + c] += 1
    return True


def return_good(s: MerlinState, p: int, good: int, c: int) -> None:
    """Put one of ``p``'s goods back on its principality."""
    goods = s.goods
    goods[p * GOODS_BLOCK + good * NUM_COLOURS + c] -= 1
    goods[s.game.num_players * GOODS_BLOCK + good * NUM_COLOURS + c] += 1
    for hook in s.game.ruleset.hooks["good_returned"]:  # (a module's token goes back)
        hook(s, p, good, c)


def held(s: MerlinState, p: int, good: int, c: int) -> int:
    return s.goods[p * GOODS_BLOCK + good * NUM_COLOURS + c]


def held_mask(s: MerlinState, p: int, good: int) -> int:
    """Bitmask of the colours of ``good`` that ``p`` holds at least one of."""
    base = p * GOODS_BLOCK + good * NUM_COLOURS
    goods = s.goods
    mask = 0
    for c in range(NUM_COLOURS):
        if goods[base + c]:
            mask |= 1 << c
    return mask


def total_goods(s: MerlinState, p: int, good: int = -1) -> int:
    """How many goods ``p`` holds: of one kind, or of all three with ``good=-1``."""
    base = p * GOODS_BLOCK
    if good < 0:
        return sum(s.goods[base : base + GOODS_BLOCK])
    return sum(s.goods[base + good * NUM_COLOURS : base + (good + 1) * NUM_COLOURS])


_FLAGS = FLAG * NUM_COLOURS
"""Where a player's flags start in their block of ``state.goods``."""


SEVERAL_FLAGS = -1
NO_FLAG = -2
"""``MerlinGame.ability_single_colour`` of an ability that several flags carry, or none (with
Arthur's flags the repel and missions abilities have no flag)."""


def single_flag_colours(lists: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """Per ability, the one flag colour that carries it, else :data:`SEVERAL_FLAGS` or
    :data:`NO_FLAG` (``MerlinGame.ability_single_colour``)."""
    return tuple(cs[0] if len(cs) == 1 else SEVERAL_FLAGS if cs else NO_FLAG for cs in lists)


def flag_goods(single: tuple[int, ...]) -> tuple[int, ...]:
    """Per ability, where in a player's block of ``state.goods`` the one flag carrying it lies,
    else :data:`SEVERAL_FLAGS` or :data:`NO_FLAG` (``MerlinGame.flag_goods``): the hottest
    questions read ``goods[p * GOODS_BLOCK + at] > 0`` inline when ``at >= 0``, and call
    :func:`has_ability` otherwise."""
    return tuple(_FLAGS + c if c >= 0 else c for c in single)


def has_ability(s: MerlinState, p: int, ability: int) -> bool:
    """Whether ``p`` holds a flag carrying ``ability`` (asked several times per action: one
    read when one flag carries it, none when no flag does)."""
    c = s.game.ability_single_colour[ability]
    if c >= 0:
        return s.goods[p * GOODS_BLOCK + _FLAGS + c] > 0
    return c == SEVERAL_FLAGS and flag_colour(s, p, ability) >= 0


def flag_colour(s: MerlinState, p: int, ability: int) -> int:
    """The colour of a flag ``p`` holds that carries ``ability``, or -1 (lowest colour first)."""
    base = p * GOODS_BLOCK + FLAG * NUM_COLOURS
    goods = s.goods
    for c in s.game.ability_colour_list[ability]:
        if goods[base + c]:
            return c
    return -1


def place_influence(s: MerlinState, p: int, c: int) -> bool:
    """Move one of ``p``'s influence markers from the castle to principality ``c``."""
    if s.castle_influence[p] <= 0:
        return False
    s.castle_influence[p] -= 1
    s.influence[p * NUM_COLOURS + c] += 1
    for hook in s.game.ruleset.hooks["influence_placed"]:
        hook(s, p, c)
    return True


def henchmen_placed(s: MerlinState, p: int) -> int:
    return NUM_HENCHMEN - s.henchmen[p * NUM_HENCHMEN : (p + 1) * NUM_HENCHMEN].count(HOME)


def clockwise_from(s: MerlinState, first: int) -> list[int]:
    n = s.game.num_players
    return [(first + i) % n for i in range(n)]


def blocked_spaces(s: MerlinState) -> int:
    """Bitmask of the outer-ring spaces that the modules in play block now
    (``MerlinModule.blocked_spaces``): figures skip them, flags send no knight there."""
    mask = 0
    for blocked in s.game.ruleset.blocked_spaces:
        mask |= blocked(s)
    return mask


def walk(s: MerlinState, pos: int, sign: int, steps: int) -> int:
    """Where a figure lands ``steps`` outer-ring spaces from ``pos`` (clockwise if ``sign`` is
    positive); a blocked space is skipped and not counted."""
    rs = s.game.ruleset
    ring = len(rs.rondel.spaces)  # (Rondel.size without its property call: at every move)
    hooks = rs.blocked_spaces
    if not hooks:
        return (pos + sign * steps) % ring
    # one module blocking spaces (Morgana) is asked at once, not through blocked_spaces' loop
    blocked = hooks[0](s) if len(hooks) == 1 else blocked_spaces(s)
    if not blocked:
        return (pos + sign * steps) % ring
    if not blocked & (blocked - 1) and steps < ring - 1:
        # One blocked space (Morgana's, the usual case): one step more when the walk passes
        # it, no step-by-step loop (walk_around's answer; a test compares the two).
        away = (sign * (blocked.bit_length() - 1 - pos)) % ring
        return (pos + sign * (steps + (0 < away <= steps))) % ring
    return walk_around(pos, sign, steps, ring, blocked)


def walk_around(pos: int, sign: int, steps: int, ring: int, blocked: int) -> int:
    """:func:`walk` on plain numbers: ``blocked`` is the bitmask of the spaces skipped."""
    for _ in range(steps):
        pos = (pos + sign) % ring
        while blocked >> pos & 1:
            pos = (pos + sign) % ring
    return pos
