"""Every rule of the catalog is exercised by some test that names it."""

from __future__ import annotations

from pathlib import Path

from tabletop_lib.core.rules import all_rules
from tabletop_lib.games.merlin.catalog import RULES


def test_every_rule_id_appears_in_a_test() -> None:
    text = "\n".join(p.read_text() for p in Path(__file__).parent.glob("test_*.py"))
    # A rule is named either literally or as a test name (dots and dashes as underscores).
    flat = text.replace(".", "_").replace("-", "_")
    missing = [
        rule_id
        for rule_id, _, _ in RULES
        if rule_id not in text and rule_id.replace(".", "_").replace("-", "_") not in flat
    ]
    assert not missing, f"rules without a test: {missing}"


def test_every_rule_is_registered_with_a_citation() -> None:
    registered = all_rules("ME.")
    assert set(registered) == {r[0] for r in RULES}
    assert all(r.citation and r.text for r in registered.values())
