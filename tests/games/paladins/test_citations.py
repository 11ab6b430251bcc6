"""Good citations of Paladins's rules pass the citation check (the rulebook, the docs notes)."""

from __future__ import annotations

import pytest
from test_rule_citations import citation_problems


@pytest.mark.parametrize(
    "citation",
    [
        "docs/rules/paladins.md §2.7.12",
        "docs/rules/paladins.md §7.8 [option favour_capacity]",
    ],
)
def test_good_citations_pass(citation: str) -> None:
    assert citation_problems("PA.x", citation) == []
