"""The strong-player study on Merlin: its size, and a part with no games left out."""

from __future__ import annotations

from tabletop_lib.analysis.strong_study import (
    FULL,
    StrongSize,
    study_parts,
)


def test_a_study_of_merlin_counts_its_parts_and_leaves_empty_ones_out() -> None:
    assert FULL.games("merlin") == FULL.greedy + 3 * FULL.per_seat
    # A part with no games is left out.
    names = [p.name for p in study_parts("merlin", StrongSize(greedy=0, per_seat=1))]
    assert names == [f"ismcts seat {s}" for s in range(3)]
