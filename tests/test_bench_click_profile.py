"""``benchmarks/click_profile.py``: its split of a page's profile and trace, on made-up data."""

from __future__ import annotations

import json
from typing import Any

from bench_scripts import load

profile = load("click_profile")


def _node(id_: int, name: str, url: str = "", children: tuple[int, ...] = ()) -> dict[str, Any]:
    return {"id": id_, "callFrame": {"functionName": name, "url": url}, "children": list(children)}


def test_profile_samples_are_split_by_what_ran() -> None:
    """A sample counts for plotly when any frame of its stack is plotly's code (a blob URL),
    for its report back when that report is on the stack; idle and native time by name."""
    nodes = [
        _node(1, "(root)", children=(2, 3, 6, 7)),
        _node(2, "onmessage", "http://lab/static/main.js", (4,)),
        _node(3, "(program)"),
        _node(4, "do_update", "blob:http://lab/1", (5,)),
        _node(5, "_sendTraceDeltas", "blob:http://lab/1"),
        _node(6, "(idle)"),
        _node(7, "render", "http://lab/jupyter-widgets/controls.js"),
    ]
    samples = [4, 5, 5, 3, 6, 7, 2]
    buckets = profile.profile_buckets(
        {"nodes": nodes, "samples": samples, "timeDeltas": [1000] * len(samples)}
    )
    assert buckets["plotly: drawing"] == 1.0
    assert buckets["plotly: full data reported back to the kernel"] == 2.0
    assert buckets["browser (style, layout, paint, other native)"] == 1.0
    assert buckets["(idle)"] == 1.0
    assert buckets["widgets (HTML, buttons, lists)"] == 1.0
    assert buckets["JupyterLab (messages, layout code)"] == 1.0


def test_the_trace_counts_only_the_page_s_main_thread_inside_the_clicks() -> None:
    main, other = {"pid": 1, "tid": 10}, {"pid": 1, "tid": 11}

    def mark(ts: int, message: str) -> dict[str, Any]:
        return {
            **main,
            "name": "TimeStamp",
            "ph": "I",
            "ts": ts,
            "args": {"data": {"message": message}},
        }

    events = [
        {**main, "name": "thread_name", "ph": "M", "args": {"name": "CrRendererMain"}},
        {**other, "name": "thread_name", "ph": "M", "args": {"name": "Compositor"}},
        mark(100, "click-start"),
        {**main, "name": "Layout", "ph": "X", "ts": 150, "dur": 3000},
        {**main, "name": "Paint", "ph": "X", "ts": 160, "dur": 2000},
        {**other, "name": "Paint", "ph": "X", "ts": 170, "dur": 9000},  # another thread
        mark(200, "click-end"),
        {**main, "name": "Layout", "ph": "X", "ts": 300, "dur": 9000},  # between clicks
    ]
    out = profile.trace_rendering(json.dumps({"traceEvents": events}).encode())
    assert out == {"layout": 3.0, "paint": 2.0}
