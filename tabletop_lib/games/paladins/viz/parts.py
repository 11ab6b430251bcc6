"""What the Paladins figures share: colours, the view of a state, point traces, short card
names and the hover line that says whether the player to move may take something now.

No rules live here: whether something can be taken is the engine's ``check_action`` (the
contract's ``explain``), quoted with its rule id.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from tabletop_lib.core.rules import has_rule_name, rule_name
from tabletop_lib.games.paladins.constants import ATTRIBUTES
from tabletop_lib.games.paladins.describe import effects as describe_effects
from tabletop_lib.games.paladins.params import SEAT_NAMES
from tabletop_lib.viz.common import Trace

PLAYER_COLOURS = ("#d62728", "#1f77b4", "#2ca02c", "#9467bd")
ATTRIBUTE_COLOURS = {"faith": "#e0a800", "strength": "#b03a2e", "influence": "#2874a6"}
BONUS_COLOURS = {"faith": "#f7dc6f", "strength": "#f1948a", "influence": "#aed6f1"}
WORKER_COLOURS = {
    "labourer": "#a1887f",
    "scout": "#43a047",
    "merchant": "#fbc02d",
    "fighter": "#e53935",
    "cleric": "#e3eaee",
    "criminal": "#212121",
    "any": "#ffffff",
}
SLOT_BORDERS = {**WORKER_COLOURS, "cleric": "#78909c", "any": "#888888"}
"""The rim of an empty slot: its colour (a clear slot grey; a cleric's, white, darkened)."""
UNVERIFIED = (
    "Some Paladins cards, board spaces and scores shown here are unverified: they are not yet "
    "checked against the printed game (the data notice says which)."
)
UNVERIFIED_MARK = "⚠ some data unverified (hover for what)"
EMPTY = "#ffffff"
HIDDEN = "#d5d8dc"
HOVER_WIDTH = 64


# Rows of the main board, in data units from its top (y grows upwards).
Y_TITLE, Y_KING, Y_TOWNSFOLK, Y_OUTSIDERS, Y_TAVERNS, Y_REGIONS = (
    -0.4,
    -1.55,
    -3.15,
    -4.65,
    -6.15,
    -7.45,
)


def unverified(game: Any, section: str) -> str:
    """A hover's note when a data section it shows is marked unverified ("" when verified);
    ``section`` is "file: section" as in ``GameData.unverified``."""
    if any(line.startswith(section + ":") for line in game.data.unverified):
        return "<br><i>⚠ not confirmed against the printed game (see the data notice)</i>"
    return ""


def first_of(legal: Sequence[Any], kind: type | tuple[type, ...]) -> bool:
    """Whether any legal action is of ``kind`` (the decision the game waits for)."""
    return any(isinstance(a, kind) for a in legal)


def round_words(round_number: int, rounds: int) -> str:
    """The round as a board or panel says it: "round 2 of 7", or "setting up" before the first
    round (the engine counts the setup as round 0, which no rulebook does)."""
    return "setting up" if round_number < 1 else f"round {round_number} of {rounds}"


def view_of(source: Any, viewer: int | None) -> Mapping[str, Any]:
    """``observation(viewer)``, or the full view when ``viewer`` is None."""
    if isinstance(source, Mapping):
        raise TypeError("a Paladins figure needs the state (its game holds the board's data)")
    view: Mapping[str, Any] = source.full_view() if viewer is None else source.observation(viewer)
    return view


def player_name(p: int | None) -> str:
    return "nobody" if p is None or p < 0 else SEAT_NAMES[p]


def title(card_id: str | None) -> str:
    """A card id as a short name: 'favour-recruit' -> 'Recruit', 'peddler-3' -> 'Peddler',
    'mercenary-yellow-2' -> 'Mercenary'."""
    if not card_id:
        return "-"
    words = card_id.split("-")
    if words[0] in ("favour", "order"):
        words = words[1:]
    words = [w for w in words if not w.isdigit() and w not in ("blue", "green", "yellow")]
    return " ".join(words).capitalize() if words else card_id


_SECTION_TITLES = {
    "paladins": "The Paladins",
    "townsfolk": "The Townsfolk",
    "outsiders": "The Outsiders",
    "taverns": "The Taverns",
    "walls": "The Walls",
    "kings_orders": "The King's Orders",
    "kings_favours": "The King's Favours",
    "suspicion": "The Suspicion cards",
    "workshops": "The workshops",
    "rows": "The rows of pieces",
    "row_bonuses": "The rewards of monks and outposts",
    "absolve_spaces": "The absolve spaces",
    "regions": "The regions of the main board",
    "townsfolk_row": "The Townsfolk row",
    "outsider_row": "The Outsider row",
    "tax_supply": "The tax supply",
    "scoring": "The final scoring",
}


def notice_line(line: str) -> str:
    """One unverified section ("cards.json: walls: <note>") as "The Walls: <note>"."""
    _, _, rest = line.partition(": ")
    section, _, note = rest.partition(": ")
    return f"{_SECTION_TITLES.get(section, 'Other data')}: {note}"


_RULE_TAG = re.compile(r"\[(PA\.[a-z0-9.-]+)\]")


def rule_ref(rule_id: str) -> str:
    """A rule as a hover names it: "(rule: Coloured slots need their worker)"."""
    return f"(rule: {rule_name(rule_id)})" if has_rule_name(rule_id) else ""


def plain_rules(text: str) -> str:
    """``text`` with every "[PA.x.y]" tag turned into the rule's plain name."""
    return _RULE_TAG.sub(lambda m: rule_ref(m.group(1)), text)


@lru_cache(maxsize=8192)
def wrap(text: str, width: int = HOVER_WIDTH) -> str:
    """Break a long hover line at spaces (plotly's hover boxes do not wrap), rule tags said
    by the rule's name. Cached: a step rebuilds mostly the same hovers."""
    out: list[str] = []
    for paragraph in plain_rules(text).split("<br>"):
        line = ""
        for word in paragraph.split(" "):
            if line and len(line) + 1 + len(word) > width:
                out.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        out.append(line)
    return "<br>".join(out)


_WORDS: dict[tuple[int, tuple[int, ...]], str] = {}


def effect_words(data: Any, codes: tuple[int, ...]) -> str:
    """The effects in plain words (``describe.effects``), cached per loaded data and effects."""
    key = (id(data), codes)
    text = _WORDS.get(key)
    if text is None:
        text = _WORDS[key] = describe_effects(data, codes)
    return text


def verdict_line(state: Any, action: Any, who: str | None = None) -> str:
    """ "✓ Player 1 can do this now" or "✗ not now: <the engine's reason> [rule id]"."""
    verdict = state.check_action(action)
    mover = who or player_name(state.current_player())
    if verdict.legal:
        return f"<b>✓ {mover} can do this now</b> {rule_ref(verdict.rule)}"
    return f"<b>✗ not now</b>: {verdict.reason} {rule_ref(verdict.rule)}"


def effective(view: Mapping[str, Any], game: Any, p: int) -> tuple[int, int, int]:
    """Faith, Strength and Influence with the revealed Paladin's bonus (what requirements
    check), read from the view: a face-down Paladin adds nothing yet."""
    info = view["players"][p]
    bonus = paladin_bonus(game, info.get("paladin"))
    f, s, i = (int(info[a]) + b for a, b in zip(ATTRIBUTES, bonus, strict=True))
    return f, s, i


def paladin_bonus(game: Any, paladin_id: str | None) -> tuple[int, int, int]:
    if paladin_id is None:
        return (0, 0, 0)
    pal = game.data.paladins[game.paladin_index[paladin_id]]
    a, b, c = pal.bonus
    return (int(a), int(b), int(c))


def workers_text(workers: Mapping[str, int]) -> str:
    """ "2 labourers, 1 scout" (or "none")."""
    parts = [f"{n} {k}{'s' if n != 1 else ''}" for k, n in workers.items() if n]
    return ", ".join(parts) or "none"


def points(
    name: str,
    xs: Sequence[float],
    ys: Sequence[float],
    *,
    marker: Mapping[str, Any],
    hover: Sequence[str] | None = None,
    keys: Sequence[str] | None = None,
    text: Sequence[str] | None = None,
    textfont: Mapping[str, Any] | None = None,
    textposition: str = "middle center",
) -> Trace:
    """A scatter of markers (and text), hovered and clickable when ``keys`` are given."""
    trace: Trace = {
        "type": "scatter",
        "name": name,
        "x": list(xs),
        "y": list(ys),
        "mode": "markers+text" if text is not None else "markers",
        "marker": dict(marker),
        "showlegend": False,
    }
    if text is not None:
        trace["text"] = list(text)
        trace["textposition"] = textposition
        trace["textfont"] = dict(textfont or {"size": 10})
    if hover is not None:
        trace["hovertext"] = list(hover)
        trace["hoverinfo"] = "text"
    else:
        trace["hoverinfo"] = "skip"
    if keys is not None:
        trace["customdata"] = list(keys)
    return trace


def labels(
    name: str,
    xs: Sequence[float],
    ys: Sequence[float],
    text: Sequence[str],
    *,
    size: int = 10,
    colour: str = "#222222",
    position: str = "middle center",
    hover: Sequence[str] | None = None,
) -> Trace:
    """Text without markers (hovered when ``hover`` is given)."""
    trace: Trace = {
        "type": "scatter",
        "name": name,
        "x": list(xs),
        "y": list(ys),
        "mode": "text",
        "text": list(text),
        "textposition": position,
        "textfont": {"size": size, "color": colour},
        "showlegend": False,
        "hoverinfo": "skip",
    }
    if hover is not None:
        trace["hovertext"] = list(hover)
        trace["hoverinfo"] = "text"
    return trace


def merge_labels(traces: Sequence[Trace], name: str = "labels") -> list[Trace]:
    """The text-only traces joined into one, after the others (plotly draws a step's update
    faster with fewer traces). Each label keeps its position, size, colour and hover; the
    merged trace's ``meta`` names the trace each label came from."""
    kept = [t for t in traces if t.get("mode") != "text"]
    texts = [t for t in traces if t.get("mode") == "text"]
    merged: Trace = {
        "type": "scatter",
        "name": name,
        "mode": "text",
        "x": [],
        "y": [],
        "text": [],
        "meta": [],
        "hovertext": [],
        "hoverinfo": [],
        "textposition": [],
        "textfont": {"size": [], "color": []},
        "showlegend": False,
    }
    for t in texts:
        n = len(t["x"])
        merged["x"] += t["x"]
        merged["y"] += t["y"]
        merged["text"] += t["text"]
        merged["meta"] += [t["name"]] * n
        merged["hovertext"] += t.get("hovertext", [""] * n)
        merged["hoverinfo"] += ["text" if "hovertext" in t else "skip"] * n
        merged["textposition"] += [t["textposition"]] * n
        merged["textfont"]["size"] += [t["textfont"]["size"]] * n
        merged["textfont"]["color"] += [t["textfont"]["color"]] * n
    return [*kept, merged]


def _each(value: Any, n: int) -> list[Any]:
    return list(value) if isinstance(value, (list, tuple)) else [value] * n


def merge_markers(
    traces: Sequence[Trace], names: frozenset[str], name: str = "pieces"
) -> list[Trace]:
    """The marker traces named in ``names`` joined into one, drawn last: per-point symbols,
    sizes, colours, rims, texts, hovers and click keys (``customdata``); ``meta`` names the
    trace each point came from. Fewer traces make a step's redraw and the widget's
    bookkeeping (it compares every trace with plotly's full defaults after each update)
    cheaper."""
    parts = [t for t in traces if t["name"] in names]
    if not parts:
        return list(traces)
    merged: Trace = {
        "type": "scatter",
        "name": name,
        "mode": "markers+text",
        "x": [],
        "y": [],
        "meta": [],
        "text": [],
        "hovertext": [],
        "hoverinfo": [],
        "textposition": [],
        "textfont": {"size": [], "color": []},
        # Sizes per point make plotly draw a bubble chart, 0.7 opaque unless told otherwise.
        "marker": {
            "symbol": [],
            "size": [],
            "color": [],
            "opacity": 1,
            "line": {"width": [], "color": []},
        },
        "showlegend": False,
    }
    for t in parts:
        n = len(t["x"])
        marker, line = t["marker"], t["marker"].get("line", {})
        font = t.get("textfont", {})
        merged["x"] += t["x"]
        merged["y"] += t["y"]
        merged["meta"] += [t["name"]] * n
        merged["text"] += t.get("text", [""] * n)
        merged["hovertext"] += t.get("hovertext", [""] * n)
        merged["hoverinfo"] += ["text" if "hovertext" in t else "skip"] * n
        merged["textposition"] += _each(t.get("textposition", "middle center"), n)
        if any("customdata" in q for q in parts):
            merged.setdefault("customdata", [])
            merged["customdata"] += t.get("customdata", [""] * n)
        merged["textfont"]["size"] += _each(font.get("size", 10), n)
        merged["textfont"]["color"] += _each(font.get("color", "#222222"), n)
        merged["marker"]["symbol"] += _each(marker.get("symbol", "circle"), n)
        merged["marker"]["size"] += _each(marker.get("size", 6), n)
        merged["marker"]["color"] += _each(marker.get("color", "#444444"), n)
        merged["marker"]["line"]["width"] += _each(line.get("width", 0), n)
        merged["marker"]["line"]["color"] += _each(line.get("color", "#444444"), n)
    return [*(t for t in traces if t["name"] not in names), merged]


def join_traces(traces: Sequence[Trace], name: str) -> Trace:
    """Merged traces (:func:`merge_markers`, :func:`merge_labels`) joined into one named
    ``name``: their per-point lists put end to end, key by key (nested ones too); a value that
    is not a list must be the same in every trace. The figure's groups joined in drawing order
    are the trace one merge of all of them gives."""
    if not traces:
        raise ValueError(f"nothing to join into {name!r}")
    joined: Trace = _join([dict(t) for t in traces])
    joined["name"] = name
    return joined


def _join(values: list[Any]) -> Any:
    first = values[0]
    if isinstance(first, dict):
        keys = [k for k in first if k != "name"]
        if any(set(v) - {"name"} != set(keys) for v in values):
            raise ValueError(f"traces with different keys: {[sorted(v) for v in values]}")
        return {k: _join([v[k] for v in values]) for k in keys}
    if isinstance(first, list | tuple):
        return [item for v in values for item in v]
    if any(v != first for v in values):
        raise ValueError(f"different values where one is shared: {values}")
    return first


def part(trace: Trace, name: str, key: str) -> list[Any]:
    """The values of ``key`` (a dotted path such as "marker.color") for the points that came
    from trace ``name`` (see :func:`merge_markers` and :func:`merge_labels`)."""
    value: Any = trace
    for step in key.split("."):
        value = value[step]
    return [v for v, m in zip(value, trace["meta"], strict=True) if m == name]


def labelled(trace: Trace, name: str) -> list[str]:
    """The texts of the labels that came from trace ``name`` (see :func:`merge_labels`)."""
    return [t for t, m in zip(trace["text"], trace["meta"], strict=True) if m == name]


def section(x0: float, x1: float, y0: float, y1: float, fill: str = "#f4f1e8") -> dict[str, Any]:
    """A background box (a layout shape: drawn once, never sent again by the stepper)."""
    return {
        "type": "rect",
        "x0": x0,
        "x1": x1,
        "y0": y0,
        "y1": y1,
        "xref": "x",
        "yref": "y",
        "line": {"width": 1, "color": "#c9c2ad"},
        "fillcolor": fill,
        "layer": "below",
    }
