"""What changed for each Merlin player, in plain words, and what each ring space would give
the player to move now (the ring's hover text).

``player_words`` compares two views of one player ("+2 victory points", "+1 black shield",
"the builder into black (Dragon)"); ``view_changes`` does it for every player of two views,
with the Grail, Excalibur and the Knights module's allies. Both serve the "what changed" figure
(:mod:`.merlin_diff`) and the ring's hover.

``space_hovers`` says, per ring space, what its action does (the rule's own sentence) and, for
the spaces the dice of the player to move can reach, what that player would gain there: each
move is applied to a copy of the state and the views before and after compared. Only what the
viewer may know is simulated: for a seat's view the hidden cards are redealt first
(``State.resample``), so a gain never shows a card the viewer cannot see. Spaces out of reach
say which die values would reach them. No rules live here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from tabletop_lib.core.rules import rule
from tabletop_lib.core.words import count

RELICS = (("grail", "the Grail"), ("excalibur", "Excalibur"))
"""The two relics a player may hold (view keys: the holder's seat, or None; p. 8)."""
MAX_CHOICES = 8
"""A space whose action asks a choice among at most this many options lists each option's
gain; a larger choice is named by its size."""
MAX_ROUTES_SHOWN = 3
HOVER_WIDTH = 62
"""Characters per hover line: the label stays inside the 470 px board."""
SKIPPED = frozenset({"knight", "dice", "castle_influence"})
"""Per-player keys the words leave out: the ring shows the knight, the dice are the turn's
means, and the influence markers at the castle mirror those placed."""


def _colour_words(game: Any) -> dict[str, str]:
    """Each principality colour with its emblem: "black (Dragon)"."""
    names = game.data.principality_names
    return {c: f"{c} ({names[i]})" for i, c in enumerate(game.data.colours)}


NOUNS: Mapping[str, tuple[str, str]] = {
    "gold": ("gold coin", "gold coins"),
    "mistletoe": ("mistletoe", "mistletoe"),
    "decrees": ("decree", "decrees"),
    "favor": ("King's Favor seal", "King's Favor seals"),
    "tokens": ("token", "tokens"),
}
"""Module counters named as people say them (the key's last word picks the noun)."""


def _signed(n: int, noun: str, plural: str | None = None) -> str:
    text = count(abs(n), noun, plural)
    return ("+" if n > 0 else "−") + text


def _noun(key: str) -> tuple[str, str | None]:
    """ "favor builder" -> ("King's Favor seal", ...) on the builder; others as written."""
    words = key.replace("_", " ").replace("-", " ").split(" ")
    for i, word in enumerate(words):
        if word in NOUNS:
            singular, plural = NOUNS[word]
            rest = " ".join(words[:i] + words[i + 1 :])
            return (f"{singular} ({rest})", f"{plural} ({rest})") if rest else (singular, plural)
    return " ".join(words), None


def _number_words(key: str, before: Any, after: Any) -> Iterator[str]:
    """Counters, and mappings or lists of counters, of any module: "+1 gold"."""
    if isinstance(after, bool) or isinstance(before, bool):
        if before != after:
            yield f"{key.replace('_', ' ')}: {'yes' if after else 'no'}"
    elif isinstance(after, int) and isinstance(before, int):
        if after != before:
            yield _signed(after - before, *_noun(key))
    elif isinstance(after, Mapping) and isinstance(before, Mapping):
        for sub, value in after.items():
            yield from _number_words(f"{key} {sub}", before.get(sub, 0), value)
    elif isinstance(after, list | tuple) and isinstance(before, list | tuple):
        if all(isinstance(v, int) for v in (*before, *after)):
            seals_before = sum(1 for v in before if v)
            seals_after = sum(1 for v in after if v)
            if seals_after != seals_before:
                yield _signed(seals_after - seals_before, *_noun(key))
        elif list(before) != list(after):
            gained = [str(v) for v in after if v not in before]
            lost = [str(v) for v in before if v not in after]
            parts = [f"+{v}" for v in gained] + [f"−{v}" for v in lost]
            yield f"{key.replace('_', ' ')}: {', '.join(parts) or 'changed'}"
    elif before != after:
        yield f"{key.replace('_', ' ')}: {before} → {after}"


def player_words(before: Mapping[str, Any], after: Mapping[str, Any], game: Any) -> list[str]:
    """What changed in one player's view (``view["players"][p]``), in plain words."""
    where = _colour_words(game)
    out: list[str] = []
    if after["score"] != before["score"]:
        out.append(_signed(after["score"] - before["score"], "victory point"))
    for good in ("shield", "flag", "material"):
        for colour, n in after["goods"][good].items():
            d = n - before["goods"][good][colour]
            if d:
                out.append(_signed(d, f"{colour} {good}"))
    out.extend(_henchmen_words(before["henchmen"], after["henchmen"], where))
    for colour, n in after["influence"].items():
        d = n - before["influence"][colour]
        if d:
            out.append(_signed(d, "influence marker") + f" in {where.get(colour, colour)}")
    for key, noun in (
        ("apples", "apple"),
        ("staffs", "Merlin's staff"),
        ("manors_built", "manor"),
        ("hand_size", "mission card"),
    ):
        if after[key] != before[key]:
            out.append(_signed(after[key] - before[key], noun))
    for colour, n in after["traitors"].items():
        d = n - before["traitors"][colour]
        if d:
            out.append(_signed(d, f"{colour} traitor"))
    known = {"score", "goods", "henchmen", "influence", "apples", "staffs", "manors_built"}
    known |= {"hand_size", "traitors"} | SKIPPED
    for key in sorted(k for k in after if k not in known):
        out.extend(_number_words(key, before.get(key, 0), after[key]))
    return out


def _henchmen_words(
    before: Mapping[str, Any], after: Mapping[str, Any], where: Mapping[str, str]
) -> list[str]:
    """The henchmen that moved: out of the castle, back to it, or between spaces."""
    out = []
    for henchman, now in after.items():
        was = before[henchman]
        if was == now:
            continue
        who = f"the {henchman.replace('-', ' ')}"
        if now is None:
            out.append(f"{who} back to the castle")
        elif was is None:
            out.append(f"{who} into {where.get(now, now)}")
        else:
            out.append(f"{who} from {was} to {where.get(now, now)}")
    return out


def _allies(view: Mapping[str, Any], p: int) -> dict[str, Any]:
    knights = view.get("knights")
    if not isinstance(knights, Mapping):
        return {}
    allies: Mapping[str, Any] = knights.get("allies", {})
    return {
        name: {k: v for k, v in info.items() if k != "player"}
        for name, info in allies.items()
        if isinstance(info, Mapping) and info.get("player") == p
    }


def view_changes(before: Mapping[str, Any], after: Mapping[str, Any], game: Any) -> list[list[str]]:
    """Per player, what changed between two views of one game, in plain words."""
    out = []
    for p, (a, b) in enumerate(zip(before["players"], after["players"], strict=True)):
        words = player_words(a, b, game)
        for relic, title in RELICS:
            if before.get(relic) != p and after.get(relic) == p:
                words.append(f"takes {title}")
            elif before.get(relic) == p and after.get(relic) != p:
                words.append(f"gives up {title}")
        allies_a, allies_b = _allies(before, p), _allies(after, p)
        for name in allies_b:
            if name not in allies_a:
                words.append(f"the ally {name.capitalize()}")
            else:
                words.extend(_number_words(name.capitalize(), allies_a[name], allies_b[name]))
        out.append(words)
    return out


# -- the ring's hover ---------------------------------------------------------------------------
def _landing(before: Mapping[str, Any], after: Mapping[str, Any], mover: int) -> int | None:
    """The ring space a move lands on: the mover's knight's, or Merlin's."""
    knight_a = before["players"][mover]["knight"]
    knight_b = after["players"][mover]["knight"]
    if knight_a != knight_b:
        return int(knight_b)
    if before["merlin"] != after["merlin"]:
        return int(after["merlin"])
    return None


def landing_space(state: Any, action: Any) -> int | None:
    """Where the figure that ``action`` (a move) moves ends up."""
    mover = state.current_player()
    return _landing(state.full_view(), state.child(action).full_view(), mover)


def die_landings(state: Any, action: Any) -> list[int]:
    """The ring spaces a die choice can bring its figure to (a knight die: one space, or two
    with the reverse flag; the Merlin die: either way)."""
    mover = state.current_player()
    start = state.full_view()
    chosen = state.child(action)
    if chosen.phase() != "move":
        landed = _landing(start, chosen.full_view(), mover)
        return [] if landed is None else [landed]
    spaces = []
    for move in chosen.legal_actions():
        if move.verb == "move":
            landed = _landing(start, _child(chosen, move).full_view(), mover)
            if landed is not None and landed not in spaces:
                spaces.append(landed)
    return spaces


def _child(state: Any, action: Any) -> Any:
    new = state.clone()
    new.apply_action(action, check=False)
    return new


def _gain_text(start: Mapping[str, Any], end: Any, mover: int, viewer: int) -> str:
    words = view_changes(start, end.observation(viewer), end.game)
    mine = words[mover]
    others = [f"Player {q}: {', '.join(w)}" for q, w in enumerate(words) if w and q != mover]
    return "; ".join([", ".join(mine) or "nothing", *others])


def _outcome(moved: Any, start: Mapping[str, Any], mover: int, viewer: int) -> list[str]:
    """What taking the space's action gives, as hover lines: one, or each option of its
    choices (if few), one per line."""
    actions = moved.legal_actions()
    act = next((a for a in actions if a.verb == "act"), None)
    if act is None:
        return ["its action cannot be taken now"]
    staff = (
        " (a Merlin's staff would do it twice)"
        if any(a.verb == "act-with-staff" for a in actions)
        else ""
    )
    budget = [MAX_SIMULATED]
    gains: list[str] = []
    for text in _explore(_child(moved, act), start, mover, viewer, budget):
        if text not in gains:
            gains.append(text)
    if len(gains) == 1:
        return [gains[0] + staff]
    more = [f"… ({len(gains)} ways in all)"] if len(gains) > MAX_LISTED else []
    return [f"one of{staff}:", *(f"• {g}" for g in gains[:MAX_LISTED]), *more]


MAX_SIMULATED = 16
"""How many states one route may simulate through the action's choices (keeps a step fast)."""
MAX_LISTED = 4
"""How many different gains one route lists."""


def _explore(
    state: Any, start: Mapping[str, Any], mover: int, viewer: int, budget: list[int]
) -> Iterator[str]:
    """The gain of each way through the action's choices, while the budget lasts."""
    if state.is_terminal() or state.current_player() != mover or not _choosing(state):
        yield _gain_text(start, state, mover, viewer)
        return
    options = state.legal_actions()
    if len(options) > MAX_CHOICES or len(options) > budget[0]:
        so_far = _gain_text(start, state, mover, viewer)
        if so_far != "nothing":
            yield f"{so_far}, then a choice among {len(options)}"
            return
        example = state.describe_action(options[0])
        yield f"a choice among {len(options)} options, such as: {example[:1].lower()}{example[1:]}"
        return
    budget[0] -= len(options)
    for option in options:
        yield from _explore(_child(state, option), start, mover, viewer, budget)


def _choosing(state: Any) -> bool:
    """Whether the space's action still asks a choice (not the turn's end, its mission draws
    or the next turn)."""
    phase = state.phase()
    return phase not in ("choose a die", "end of turn", "move", "space action", "draw a mission")


def _routes(state: Any, view: Mapping[str, Any]) -> Iterator[tuple[str, Any]]:
    """Each way the mover's dice reach a ring space now: (how, the state after the move)."""
    phase = state.phase()
    if phase == "choose a die":
        for die in state.legal_actions():
            if die.verb != "die":
                continue
            chosen = _child(state, die)
            if chosen.phase() != "move":  # a single way to go: the figure has moved already
                yield _die_words(die.kind, die.value, "cw"), chosen
                continue
            for move in chosen.legal_actions():
                if move.verb == "move":
                    yield _die_words(die.kind, die.value, move.direction), _child(chosen, move)
    elif phase == "move":
        die = (view.get("turn") or {}).get("die") or {}
        for move in state.legal_actions():
            if move.verb == "move":
                how = _die_words(str(die.get("kind")), die.get("value"), move.direction)
                yield how, _child(state, move)


def _die_words(kind: str, value: Any, direction: str) -> str:
    """ "knight die 4", "Merlin die 3, counter-clockwise"."""
    name = {"merlin": "Merlin", "arthur": "black"}.get(kind, kind)
    way = {"cw": "clockwise", "ccw": "counter-clockwise"}[direction]
    return f"{name} die {value}" + ("" if kind == "knight" and direction == "cw" else f", {way}")


def _reach(view: Mapping[str, Any], mover: int, space: int, size: int, faces: int) -> str:
    """Which die values would bring the mover's knight or Merlin to ``space``."""
    knight = view["players"][mover]["knight"]
    ways = []
    d = (space - knight) % size
    if 1 <= d <= faces:
        ways.append(f"a knight die of {d}")
    merlin = view["merlin"]
    values = sorted({v for v in ((space - merlin) % size, (merlin - space) % size)
                     if 1 <= v <= faces})  # fmt: skip
    if values:
        ways.append(f"a Merlin die of {' or '.join(str(v) for v in values)}")
    return " or ".join(ways) or f"no die: more than {faces} spaces from the knight and Merlin"


def space_hovers(state: Any, viewer: int | None = None) -> list[str]:
    """Per outer ring space: its label, what its action does, and for the player to move what
    they would gain there now (reachable spaces) or which die values reach it."""
    game = state.game
    size = len(game.data.rondel.spaces)
    texts = [
        f"<b>Space {i}</b>: {game.space_label(i)}<br>"
        + wrap(rule(game.ruleset.space_at[i].rule).text, HOVER_WIDTH, "<br>")
        for i in range(size)
    ]
    if state.is_terminal():
        return texts
    mover = state.current_player()
    seat = mover if viewer is None else viewer
    world = state if viewer is None else state.resample(viewer, len(state.history()))
    start = world.observation(seat)
    gains: dict[int, list[list[str]]] = {}
    for how, moved in _routes(world, start):
        space = _landing(start, moved.observation(seat), mover)
        if space is None or space >= size:
            continue
        first, *rest = _outcome(moved, start, mover, seat)
        gains.setdefault(space, []).append([f"{how}: {first}", *rest])
    phase = state.phase()
    turn = start.get("turn") or {}
    if phase == "space action" and isinstance(turn.get("space"), int) and turn["space"] < size:
        first, *rest = _outcome(world, start, mover, seat)
        gains[turn["space"]] = [[f"here now: {first}", *rest]]
    if not gains and phase not in ("choose a die", "move"):
        return texts
    faces = game.params.die_faces
    for i in range(size):
        if i in gains:
            lines = [line for route in gains[i][:MAX_ROUTES_SHOWN] for line in route]
            texts[i] += f"<br><i>Player {mover} would gain</i>:<br>" + "<br>".join(
                wrap(line, HOVER_WIDTH) for line in lines
            )
        elif phase in ("choose a die", "move"):  # once the figure stands, nothing is in reach
            texts[i] += f"<br><i>Out of reach for Player {mover}</i>: needs " + _reach(
                start, mover, i, size, faces
            )
    return texts


def wrap(text: str, width: int = 70, joiner: str = "<br>&nbsp;&nbsp;") -> str:
    """Break a long hover or notice line at spaces so it stays narrow."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return joiner.join(lines)
