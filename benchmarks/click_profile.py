"""Where the browser's time goes in a tutor click: a profile of Continue/Choose in Chromium.

The tutor of each game asked (``--game tutor_merlin``, as in ``browser_bench.py``) is shown in
JupyterLab in headless Chromium at 1280 x 800, and clicked ``--clicks`` times as a learner
would (*Continue*, else *Choose*). Three instruments watch the clicks:

- the page's own clock: per click, when the kernel's first and last message arrived, how long
  each figure's ``Plotly.update`` (or ``react``/``newPlot``) ran and on which figure (the
  board, the "what changed" map, its tables), how many HTML widgets changed their content,
  and the whole click as ``browser_bench.py`` times it;
- V8's sampling profiler: the page's busy time split by what ran (plotly's updates, plotly's
  report of each figure's full data back to the kernel, the widgets' HTML, JupyterLab's
  message handling, garbage collection, the browser's own style, layout and paint);
- Chromium's trace: the main thread's style, layout and paint time.

    .venv/bin/python benchmarks/click_profile.py [--game tutor_paladins] [--clicks 16]
        [--repo PATH]

Averages per click are printed as a Markdown table (milliseconds).
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import browser_bench as bench  # noqa: E402
import jupyterlab_driver as lab  # noqa: E402

# Installed before JupyterLab's own code: log every kernel message's arrival and every sent
# message (time, bytes), and, once plotly's code has set ``window.Plotly``, time its drawing
# calls per figure (plotly's widget calls them through that same object).
PAGE_HOOKS = """(() => {
    const log = window.__clickLog = {inbox: [], outbox: [], plots: []};
    const size = (d) => typeof d === 'string' ? d.length : (d.byteLength ?? d.size ?? 0);
    const Native = window.WebSocket;
    class Logged extends Native {
        constructor(...args) {
            super(...args);
            this.addEventListener('message',
                (e) => log.inbox.push([performance.now(), size(e.data)]));
        }
        send(data) { log.outbox.push([performance.now(), size(data)]); return super.send(data); }
    }
    window.WebSocket = Logged;
    const figure = (gd) => {
        const all = [...document.querySelectorAll('.js-plotly-plot')];
        if (gd.closest && gd.closest('.tabletop-tutor-tables')) return 'change tables';
        if (gd.closest && gd.closest('.tabletop-tutor-change')) return 'change map';
        return all.indexOf(gd) === 0 ? 'board' : 'other figure';
    };
    const wrap = () => {
        const P = window.Plotly;
        if (!P || P.__clickWrapped) return !!P;
        P.__clickWrapped = true;
        for (const name of ['update', 'react', 'newPlot', 'restyle', 'relayout']) {
            const inner = P[name];
            P[name] = function (gd, ...rest) {
                const t0 = performance.now();
                const out = inner.call(this, gd, ...rest);
                log.plots.push([t0, performance.now() - t0, name, figure(gd)]);
                return out;
            };
        }
        return true;
    };
    const timer = setInterval(() => { if (wrap()) clearInterval(timer); }, 50);
})();"""

# HTML widgets whose content the click changed (a MutationObserver over the outputs).
WATCH_HTML = """() => {
    window.__htmlChanged = new Set();
    const root = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)') || document;
    if (window.__htmlObserver) window.__htmlObserver.disconnect();
    window.__htmlObserver = new MutationObserver((records) => {
        for (const r of records) {
            const box = (r.target.nodeType === 1 ? r.target : r.target.parentElement)
                ?.closest('.widget-html-content');
            if (box) window.__htmlChanged.add(box);
        }
    });
    window.__htmlObserver.observe(root, {subtree: true, childList: true, characterData: true});
}"""
HTML_CHANGED = (
    "() => { const n = window.__htmlChanged.size; window.__htmlChanged.clear(); return n; }"
)
CLEAR_LOG = "() => { const l = window.__clickLog; l.inbox = []; l.outbox = []; l.plots = []; }"
READ_LOG = "() => window.__clickLog"


def _bucket(frames: list[tuple[str, str]]) -> str:
    """What a profile sample was doing, from its stack (leaf first: function name, url)."""
    leaf = frames[0][0] if frames else ""
    if leaf in ("(idle)", "(program)", "(garbage collector)"):
        return {"(program)": "browser (style, layout, paint, other native)"}.get(leaf, leaf)
    names = {name for name, _ in frames}
    plotly = any(url.startswith("blob:") for _, url in frames)
    if plotly and names & {"_sendTraceDeltas", "_sendLayoutDelta"}:
        return "plotly: full data reported back to the kernel"
    if plotly:
        return "plotly: drawing"
    if any("jupyter-widgets" in url or "controls" in url for _, url in frames):
        return "widgets (HTML, buttons, lists)"
    return "JupyterLab (messages, layout code)"


def profile_buckets(profile: dict[str, Any]) -> Counter[str]:
    """Milliseconds per :func:`_bucket` over a V8 CPU profile."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {c: n["id"] for n in profile["nodes"] for c in n.get("children", ())}
    stacks: dict[int, list[tuple[str, str]]] = {}

    def stack(node: int) -> list[tuple[str, str]]:
        if node not in stacks:
            frames, current = [], node
            while current in nodes:
                frame = nodes[current]["callFrame"]
                frames.append((frame["functionName"], frame.get("url", "")))
                current = parent.get(current, -1)
            stacks[node] = frames
        return stacks[node]

    out: Counter[str] = Counter()
    for sample, delta in zip(profile["samples"], profile["timeDeltas"], strict=True):
        out[_bucket(stack(sample))] += delta / 1000
    return out


RENDERING = {
    "UpdateLayoutTree": "style",
    "Layout": "layout",
    "PrePaint": "paint",
    "Paint": "paint",
    "Layerize": "paint",
    "Commit": "paint",
}


def trace_rendering(trace: bytes) -> Counter[str]:
    """Milliseconds of style, layout and paint on the page's main thread over a trace."""
    events = json.loads(trace)
    events = events.get("traceEvents", events) if isinstance(events, dict) else events
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"
    }
    marks = sorted(
        (e["ts"], e["args"]["data"]["message"])
        for e in events
        if e.get("name") == "TimeStamp" and e.get("args", {}).get("data", {}).get("message")
    )
    windows = [
        (t0, t1)
        for (t0, m0), (t1, m1) in itertools.pairwise(marks)
        if (m0, m1) == ("click-start", "click-end")
    ]

    def in_click(ts: float) -> bool:
        return any(t0 <= ts <= t1 for t0, t1 in windows)

    out: Counter[str] = Counter()
    for e in events:
        if e.get("ph") != "X" or (e["pid"], e["tid"]) not in main or not in_click(e["ts"]):
            continue
        kind = RENDERING.get(e.get("name", ""))
        if kind:
            out[kind] += e.get("dur", 0) / 1000
        elif e.get("name") in TASKS:
            out[TASKS[e["name"]]] += e.get("dur", 0) / 1000
    return out


TASKS = {
    "RunTask": "main thread busy (all tasks)",
    "FunctionCall": "script called from tasks",
    "EventDispatch": "DOM events",
    "TimerFire": "timers",
    "FireAnimationFrame": "animation frames",
    "ParseHTML": "parse HTML",
    "V8.GC_SCAVENGER": "GC",
}


def _click(page: Any) -> dict[str, Any] | None:
    """One learner's click, timed, with what the page logged during it."""
    page.evaluate(CLEAR_LOG)
    label = bench._round(page, "tutor")[0]
    start = page.evaluate("() => { console.timeStamp('click-start'); return performance.now(); }")
    ms = page.evaluate(lab.TIMED_CLICK, [label, lab.STATUS, lab.FIGURE])
    page.evaluate("() => console.timeStamp('click-end')")
    if ms is None or ms < 0:
        return None
    page.wait_for_timeout(400)  # late messages (plotly's reports back) land in the log too
    log = page.evaluate(READ_LOG)
    inbox = [t - start for t, _ in log["inbox"]]
    plots: dict[str, float] = defaultdict(float)
    for _t0, duration, _name, figure in log["plots"]:
        plots[figure] += duration
    return {
        "label": label,
        "total": float(ms),
        "first message": inbox[0] if inbox else 0.0,
        "last message before done": max([t for t in inbox if t <= ms], default=0.0),
        "messages in": len(inbox),
        "KB in": sum(b for _, b in log["inbox"]) / 1000,
        "messages out": len(log["outbox"]),
        "KB out": sum(b for _, b in log["outbox"]) / 1000,
        "html changed": page.evaluate(HTML_CHANGED),
        **{f"Plotly on {k}": v for k, v in plots.items()},
    }


def profile_case(repo: Path, case: str, clicks: int) -> tuple[list[dict[str, Any]], Counter[str]]:
    """The clicks' own figures and the profile's buckets (ms per click) for one tutor."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "root"
        root.mkdir()
        name = f"profile_{case}.ipynb"
        bench._notebook(root / name, bench.cases()[case][1])
        with lab.lab_server(root, Path(tmp), repo) as server, lab.launch_chromium() as browser:
            context = browser.new_context(viewport=lab.LAPTOP)
            context.add_init_script(PAGE_HOOKS)
            page = context.new_page()
            page.set_default_timeout(lab.TIMEOUT_MS)
            lab.open_and_run_all(page, server, name)
            lab.open_file_browser(page)
            page.locator(f"{lab.OUTPUT} button", has_text="Continue").wait_for(state="attached")
            page.locator(lab.FIGURE).first.wait_for(state="attached")
            page.evaluate(lab.SCROLL_TO_FIGURE, lab.FIGURE)
            page.wait_for_timeout(1500)
            page.evaluate(WATCH_HTML)
            cdp = context.new_cdp_session(page)
            cdp.send("Profiler.enable")
            cdp.send("Profiler.setSamplingInterval", {"interval": 100})
            browser.start_tracing(page=page, categories=["devtools.timeline", "toplevel"])
            cdp.send("Profiler.start")
            rows = [row for row in (_click(page) for _ in range(clicks)) if row is not None]
            profile = cdp.send("Profiler.stop")["profile"]
            rendering = trace_rendering(browser.stop_tracing())
    buckets = profile_buckets(profile)
    buckets.pop("(idle)", None)
    n = max(len(rows), 1)
    per_click = Counter({k: v / n for k, v in buckets.items()})
    per_click.update({f"trace, during the clicks: {k}": v / n for k, v in rendering.items()})
    return rows, per_click


def report(case: str, rows: list[dict[str, Any]], buckets: Counter[str]) -> list[str]:
    """A Markdown summary: medians of the clicks' figures, then the profile's split."""
    keys = sorted({k for r in rows for k in r if k != "label"})
    out = [f"### {case}: {len(rows)} clicks", "", "| Per click | Median | Mean |", "|---|--:|--:|"]
    for key in keys:
        values = [float(r.get(key, 0.0)) for r in rows]
        out.append(f"| {key} | {statistics.median(values):.1f} | {statistics.fmean(values):.1f} |")
    out += ["", "| Page busy, ms per click (V8 profile, trace) | ms |", "|---|--:|"]
    out += [f"| {k} | {v:.1f} |" for k, v in buckets.most_common()]
    return [*out, ""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--game", action="append", choices=[c for c in bench.cases() if "tutor" in c]
    )
    parser.add_argument("--clicks", type=int, default=16)
    parser.add_argument("--repo", type=Path, default=ROOT, help="the checkout the kernel imports")
    args = parser.parse_args(argv)
    missing = lab.missing_tools()
    if missing:
        print(f"[profile] skipped: {missing}", file=sys.stderr)
        return 0
    for case in args.game or ["tutor_merlin", "tutor_paladins"]:
        rows, buckets = profile_case(args.repo, case, args.clicks)
        print("\n".join(report(case, rows, buckets)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
