"""What changed for each Merlin player, in plain words.

``player_words`` compares two views of one player ("+2 victory points", "+1 black shield",
"the builder into black (Dragon)"); ``view_changes`` does it for every player of two views,
with the Grail, Excalibur and the Knights module's allies. Both serve the "what changed" figure
(:mod:`.merlin_diff`) and the ring's hover (:mod:`.merlin_hover`). No rules live here.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tabletop_lib.core.words import count

RELICS = (("grail", "the Grail"), ("excalibur", "Excalibur"))
"""The two relics a player may hold (view keys: the holder's seat, or None; p. 8)."""
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
    if before == after:  # most of a view stays as it was: no need to walk it
        return
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
        yield from _list_words(key, before, after)
    elif before != after:
        yield f"{key.replace('_', ' ')}: {before} → {after}"


def _list_words(key: str, before: Sequence[Any], after: Sequence[Any]) -> Iterator[str]:
    """A list of counters (seals: how many are set), or of names: those gained and lost."""
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


def player_words(before: Mapping[str, Any], after: Mapping[str, Any], game: Any) -> list[str]:
    """What changed in one player's view (``view["players"][p]``), in plain words."""
    if before == after:
        return []
    where = _colour_words(game)
    out: list[str] = []
    if after["score"] != before["score"]:
        out.append(_signed(after["score"] - before["score"], "victory point"))
    out.extend(_goods_words(before["goods"], after["goods"]))
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


def _goods_words(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """The shields, flags and materials gained or spent, by colour."""
    out = []
    for good in ("shield", "flag", "material"):
        for colour, n in after[good].items():
            d = n - before[good][colour]
            if d:
                out.append(_signed(d, f"{colour} {good}"))
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
