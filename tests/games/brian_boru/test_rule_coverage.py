"""Every rule of the catalog has a scenario test in this folder.

A test covers a rule when its name is ``test_<id>`` or ``test_<id>__<variant>`` with the id's
dots and dashes written as underscores (``BB.upkeep.battle.fewest-lose-town`` ->
``test_BB_upkeep_battle_fewest_lose_town``), or when the id string itself appears inside
the test (an asserted ``.rule`` or event rule, for example).
"""

from __future__ import annotations

import ast
from pathlib import Path

from tabletop_lib.games.brian_boru.catalog import RULES

HERE = Path(__file__).resolve().parent


def underscored(rule_id: str) -> str:
    return rule_id.replace(".", "_").replace("-", "_")


def find_tests(path: Path) -> list[tuple[str, set[str]]]:
    """(test name, string constants in its body and decorators) for every test in a file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.name.startswith(
            "test_"
        ):
            strings = {
                n.value
                for n in ast.walk(node)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            }
            found.append((node.name, strings))
    return found


def covered(rule_id: str, tests: list[tuple[str, set[str]]]) -> bool:
    name = f"test_{underscored(rule_id)}"
    return any(
        test == name or test.startswith(name + "__") or rule_id in strings
        for test, strings in tests
    )


def collect() -> list[tuple[str, set[str]]]:
    tests: list[tuple[str, set[str]]] = []
    for path in sorted(HERE.glob("test_*.py")):
        if path.name != Path(__file__).name:
            tests.extend(find_tests(path))
    return tests


def test_every_rule_has_a_scenario_test() -> None:
    tests = collect()
    assert len(tests) > len(RULES)
    missing = [rule_id for rule_id, _, _ in RULES if not covered(rule_id, tests)]
    assert missing == [], f"rules without a test in {HERE}: {missing}"


def test_every_rule_has_a_test_named_after_it() -> None:
    """Stricter: each rule id names at least one test (not only appears in one)."""
    names = [test for test, _ in collect()]
    missing = [
        rule_id
        for rule_id, _, _ in RULES
        if not any(
            n == f"test_{underscored(rule_id)}" or n.startswith(f"test_{underscored(rule_id)}__")
            for n in names
        )
    ]
    assert missing == [], f"rules without a test named after them: {missing}"


def test_coverage_check_detects_a_missing_rule() -> None:
    tests = [("test_BB_setup_supplies", set()), ("test_other", {"BB.final.marker"})]
    assert covered("BB.setup.supplies", tests)
    assert covered("BB.final.marker", tests)
    assert not covered("BB.setup.start-town", tests), "a prefix of a name is not a match"
    assert not covered("BB.final.regions", tests)


def test_rule_ids_are_unique() -> None:
    ids = [rule_id for rule_id, _, _ in RULES]
    assert len(ids) == len(set(ids))
