"""Good citations of Brian Boru's rules pass the citation check (the rulebook, the docs notes)."""

from __future__ import annotations

import pytest
from test_rule_citations import citation_problems


@pytest.mark.parametrize(
    "citation",
    [
        "Brian Boru: High King of Ireland, rulebook, Portuguese edition (Osprey Games): Vazas 4",
        "docs/rules/brian_boru.md §4.1 (1-3, 5, 7)",
    ],
)
def test_good_citations_pass(citation: str) -> None:
    assert citation_problems("BB.x", citation) == []
