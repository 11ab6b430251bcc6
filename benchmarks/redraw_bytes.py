"""Bytes the tutor's board sends to the browser per click, per game (no browser needed).

A ``Tutor`` (3 players, seat 0, seed 2, random opponents) is clicked as a learner would
(*Continue* past a moment, else *Choose* the first option) ``--clicks`` times; every plotly
update its board widget sends is serialised as the widget sends it and measured: the median
and largest update in KB, and the keys that weigh most; and every widget message the tutor's
widgets send per click is counted (each is decoded and dispatched apart in the page). With
``PYTHONPATH`` set to another checkout it measures that one (a "before" figure).

    PYTHONPATH=. .venv/bin/python benchmarks/redraw_bytes.py [--clicks 40] [--game paladins]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from typing import Any

GAMES = ("brian_boru", "merlin", "paladins")


def _size(value: Any) -> int:
    from plotly.basedatatypes import Undefined

    def plain(v: Any) -> Any:
        if v is Undefined:
            return "_undefined_"  # what plotly's widget serialiser sends
        if isinstance(v, dict):
            return {k: plain(x) for k, x in v.items()}
        if isinstance(v, list | tuple):
            return [plain(x) for x in v]
        return v

    return len(json.dumps(plain(value), default=str))


def measure(game: str, clicks: int) -> tuple[int, list[int], Counter[str], list[int], list[float]]:
    """The board's trace count, each update's bytes, the bytes per key over the clicks, the
    widget messages (of every widget of the tutor) each click sends and each click's time in
    the kernel (ms, no browser: the messages go nowhere)."""
    import ipywidgets as w

    from tabletop_lib.widgets import Tutor

    tutor = Tutor(game, num_players=3, seat=0, seed=2, opponents="random", keep=False)
    messages = [0]
    plain_send = w.Widget._send

    def count(self: Any, msg: Any, buffers: Any = None) -> Any:
        messages[0] += 1
        return plain_send(self, msg, buffers)

    w.Widget._send = count  # type: ignore[method-assign]
    widget = tutor.board.figure_widget
    sizes: list[int] = []
    per_key: Counter[str] = Counter()
    send = widget.plotly_update

    def spy(restyle_data: Any = None, relayout_data: Any = None, **kwargs: Any) -> Any:
        sizes.append(_size({"restyle": restyle_data, "relayout": relayout_data, **kwargs}))
        for key, value in (restyle_data or {}).items():
            per_key[key] += _size(value)
        for key, value in (relayout_data or {}).items():
            per_key[f"layout.{key}"] += _size(value)
        return send(restyle_data=restyle_data, relayout_data=relayout_data, **kwargs)

    widget.plotly_update = spy
    per_click: list[int] = []
    times: list[float] = []
    try:
        for _ in range(clicks):
            if tutor.model.state.is_terminal():
                break
            messages[0] = 0
            start = time.perf_counter()
            if tutor.model.pending is not None:
                tutor.proceed()
            else:
                tutor.choose(0)
            times.append((time.perf_counter() - start) * 1000)
            per_click.append(messages[0])
    finally:
        w.Widget._send = plain_send  # type: ignore[method-assign]
    return len(widget.data), sizes, per_key, per_click, times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--game", action="append", choices=GAMES)
    args = parser.parse_args(argv)
    print(
        "| Game | Board traces | Updates | Median KB | Max KB | Heaviest keys (KB per update) "
        "| Widget messages per click, median (max) | Kernel ms per click, median |"
    )
    print("|---|--:|--:|--:|--:|---|--:|--:|")
    for game in args.game or GAMES:
        traces, sizes, per_key, messages, times = measure(game, args.clicks)
        if not sizes:
            continue
        heavy = ", ".join(f"{k} {v / len(sizes) / 1000:.1f}" for k, v in per_key.most_common(3))
        print(
            f"| {game} | {traces} | {len(sizes)} | {statistics.median(sizes) / 1000:.1f} "
            f"| {max(sizes) / 1000:.1f} | {heavy} "
            f"| {statistics.median(messages):.0f} ({max(messages)}) "
            f"| {statistics.median(times):.1f} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
