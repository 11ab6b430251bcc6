"""Every rule of the Paladins catalog has a scenario test named after it in this folder.

A test covers a rule when its name is ``test_<id>`` or ``test_<id>__<variant>``, with the id's
dots and dashes written as underscores (``PA.round.draw-paladins`` ->
``test_PA_round_draw_paladins``).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tabletop_lib.core.rules import all_rules
from tabletop_lib.games.paladins.catalog import RULES

HERE = Path(__file__).resolve().parent


def expected_name(rule_id: str) -> str:
    return "test_" + rule_id.replace(".", "_").replace("-", "_")


def collect() -> list[str]:
    names = []
    for path in sorted(HERE.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names += [
            node.name
            for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
        ]
    return names


def named_after(rule_id: str, names: list[str]) -> bool:
    stem = expected_name(rule_id)
    return any(n == stem or n.startswith(stem + "__") for n in names)


def test_every_rule_has_a_test_named_after_it() -> None:
    names = collect()
    missing = [rule_id for rule_id, _, _ in RULES if not named_after(rule_id, names)]
    assert missing == [], f"rules without a scenario test in {HERE}: {missing}"


def test_the_check_can_fail() -> None:
    names = ["test_PA_setup_supply", "test_PA_round_pass__variant", "test_PA_setup_supplyx"]
    assert named_after("PA.setup.supply", names)
    assert named_after("PA.round.pass", names)
    assert not named_after("PA.round.keep-paladin", names)


def test_rule_ids_are_unique_registered_and_cited() -> None:
    ids = [rule_id for rule_id, _, _ in RULES]
    assert len(ids) == len(set(ids))
    registered = all_rules("PA.")
    assert set(ids) == set(registered)
    assert all(rule.citation and rule.text for rule in registered.values())


def test_every_rule_the_engine_cites_is_in_the_catalog() -> None:
    import re

    source = "".join(
        p.read_text(encoding="utf-8")
        for p in (HERE.parents[2] / "tabletop_lib" / "games" / "paladins").glob("*.py")
    )
    cited = set(re.findall(r'"(PA\.[a-z0-9.-]+[a-z0-9])"', source))
    known = {rule_id for rule_id, _, _ in RULES}
    assert cited - known == set()
