"""The backdrop image: fixed scatter layers drawn as SVG where plotly would draw them."""

from __future__ import annotations

import base64

import pytest

from tabletop_lib.viz.backdrop import Frame, backdrop_image, backdrop_svg, trace_svg

FRAME = Frame((0.0, 10.0), (0.0, 5.0), (200, 100))


def test_data_coordinates_map_to_the_plot_area_s_pixels() -> None:
    assert (FRAME.x(0), FRAME.y(5)) == (0, 0)  # top left
    assert (FRAME.x(10), FRAME.y(0)) == (200, 100)
    assert (FRAME.x(5), FRAME.y(2.5)) == (100, 50)


def test_lines_break_at_none_and_filled_runs_are_polygons() -> None:
    line = {"type": "scatter", "mode": "lines", "x": [0, 10, None, 5, 5], "y": [0, 5, None, 0, 5]}
    drawn = trace_svg(FRAME, line)
    assert drawn[0].startswith("<polyline points='0.0,100.0 200.0,0.0'")
    assert drawn[1].startswith("<polyline points='100.0,100.0 100.0,0.0'")
    filled = {**line, "fill": "toself", "fillcolor": "#abcdef"}
    assert all(d.startswith("<polygon") and "fill='#abcdef'" in d for d in trace_svg(FRAME, filled))


def test_markers_keep_their_symbol_size_and_open_ones_stay_unfilled() -> None:
    towers = {
        "type": "scatter", "mode": "markers", "x": [5], "y": [2.5],
        "marker": {"symbol": "triangle-up-open", "size": 10, "color": "#333"},
    }  # fmt: skip
    (path,) = trace_svg(FRAME, towers)
    assert "translate(100.0,50.0)" in path and "fill='none'" in path and "stroke='#333'" in path
    assert "L0,-5.00Z" in path  # the apex 5 px (half the size) above the point
    squares = {**towers, "marker": {"symbol": "square", "size": 4, "color": ["#f00"]}}
    assert "fill='#f00'" in trace_svg(FRAME, squares)[0]
    with pytest.raises(ValueError, match="marker symbol"):
        trace_svg(FRAME, {**towers, "marker": {"symbol": "hexagram"}})


def test_text_is_escaped_keeps_bold_and_empty_texts_are_skipped() -> None:
    names = {
        "type": "scatter", "mode": "text", "x": [1, 2], "y": [1, 2],
        "text": ["<b>Lake</b> & hills", ""], "textfont": {"size": 8, "color": "#444"},
    }  # fmt: skip
    (text,) = trace_svg(FRAME, names)
    assert "<tspan font-weight='bold'>Lake</tspan> &amp; hills" in text
    assert "font-size='8'" in text and "text-anchor='middle'" in text


def test_other_traces_are_refused_and_the_image_lies_over_the_axes() -> None:
    with pytest.raises(ValueError):
        trace_svg(FRAME, {"type": "scatter", "mode": "markers+text", "x": [], "y": []})
    image = backdrop_image(FRAME, [])
    assert (image["x"], image["y"], image["sizex"], image["sizey"]) == (0.0, 5.0, 10.0, 5.0)
    assert image["layer"] == "below" and image["sizing"] == "stretch"
    svg = base64.b64decode(image["source"].split(",", 1)[1]).decode("utf-8")
    assert svg == backdrop_svg(FRAME, []) and "viewBox='0 0 200 100'" in svg


def test_shapes_lie_under_the_traces_and_a_trace_keeps_its_opacity() -> None:
    box = {"type": "rect", "x0": 0, "x1": 5, "y0": 0, "y1": 5, "fillcolor": "#eee",
           "line": {"width": 1, "color": "#999"}}  # fmt: skip
    faded = {"type": "scatter", "mode": "text", "x": [1], "y": [1], "text": ["x"], "opacity": 0.5}
    svg = backdrop_svg(FRAME, [faded], [box])
    assert svg.index("<rect x='0.0' y='0.0' width='100.0' height='100.0'") < svg.index("<g")
    assert "<g opacity='0.5'><text" in svg
    with pytest.raises(ValueError, match="path shape"):
        backdrop_svg(FRAME, [], [{**box, "type": "path"}])
