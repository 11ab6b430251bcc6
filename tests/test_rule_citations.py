"""Every rule cites a published work or a section of docs/rules/ that exists (issue 10, section 7).

A citation names the rulebook as a published work (title, edition or language, publisher, and
a heading or page), or a numbered section of the project's own notes, ``docs/rules/<game>.md §n``.
The section must exist, so that renumbering the notes cannot leave a citation pointing nowhere;
the same holds for every ``docs/rules`` reference in the code, data and tests.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from registered import case, having, shipped
from repo_text import REPO, cited_sections, missing_sections, read_text, tracked_files

from tabletop_lib import list_games, rule
from tabletop_lib.core.rules import all_rules

PUBLISHED = {case(g, "RULE_PREFIX"): case(g, "PUBLISHED") for g in having("PUBLISHED")}
"""Per rule prefix: the title and publisher a rulebook citation must name (each game's
``PUBLISHED`` in its ``tests/games/<game>/cases.py``)."""

GAME_DOCS = {case(g, "RULE_PREFIX"): g for g in having("PUBLISHED")}
"""Per rule prefix: the game whose docs/rules notes its rules may cite."""

BB_DOC = "docs/rules/brian_boru.md "  # joined to bad sections below, so this file scans clean

WORDS_OF_THE_BUILD = re.compile(r"\bseed\b|reference note|\bref §|shared/", re.I)
"""How citations named the working files of the machine the project was built on."""


def citation_problems(rule_id: str, citation: str) -> list[str]:
    """What is wrong with one rule's citation (empty when it is fine)."""
    problems = []
    if WORDS_OF_THE_BUILD.search(citation):
        problems.append(f"{rule_id}: names a working file, not a published work: {citation!r}")
    prefix = rule_id.split(".", 1)[0] + "."
    if prefix == "core.":
        if "CONTRIBUTING.md" not in citation:
            problems.append(f"{rule_id}: a core rule cites CONTRIBUTING.md: {citation!r}")
        return problems
    title, publisher = PUBLISHED.get(prefix, ("", ""))
    names_work = bool(title) and title in citation and publisher in citation
    refs = cited_sections(citation)
    if not names_work and not refs:
        problems.append(f"{rule_id}: cites neither the rulebook nor docs/rules: {citation!r}")
    for game, _ in refs:
        if game != GAME_DOCS.get(prefix):
            problems.append(f"{rule_id}: cites another game's notes, docs/rules/{game}.md")
    problems.extend(f"{rule_id}: no such section {ref}" for ref in missing_sections(refs))
    return problems


def test_every_game_registers_its_rules() -> None:
    assert shipped() and set(shipped()) <= set(list_games())
    assert set(shipped()) <= set(having("PUBLISHED")), "a shipped game names its rulebook"
    for name in shipped():  # a rulebook's worth of rules (a small outside game has fewer)
        assert len(all_rules(case(name, "RULE_PREFIX"))) > 40, name


def test_every_rule_citation_names_a_published_work_or_a_docs_section() -> None:
    list_games()  # imports every game, so every catalog is registered
    # The shipped games' rules and the core's (a test game registered by another test, such as
    # the outside Nim, cites its own sources).
    rules = {
        rule_id: r
        for rule_id, r in all_rules().items()
        if rule_id.startswith(("core.", *PUBLISHED))
    }
    problems = [p for rule_id, r in rules.items() for p in citation_problems(rule_id, r.citation)]
    assert not problems, "\n".join(problems)
    # The outside facts really are cited: a game whose rules cite its notes rather than the
    # rulebook's sections (``NOTES_CITED`` in its cases; none of the shipped games: their
    # citations name the rulebook's sections, Brian Boru the English edition's, issue 30)
    # carries that many of its rules in its notes.
    for doc in having("NOTES_CITED"):
        prefix = case(doc, "RULE_PREFIX")
        cited = [r for r in all_rules(prefix).values() if f"docs/rules/{doc}.md §" in r.citation]
        assert len(cited) >= case(doc, "NOTES_CITED"), prefix


def test_rule_lookup_shows_the_new_citations() -> None:
    list_games()
    spoils = rule("BB.upkeep.battle.spoils").citation
    assert spoils.endswith("Upkeep: battle, p. 8")
    winner = rule("BB.trick.winner").citation
    assert winner.startswith("Brian Boru: High King of Ireland, rulebook (English edition")
    assert "(Fase de Ações > Vazas; our translation), p. 5" in winner


@pytest.mark.parametrize(
    ("rule_id", "citation", "expected"),
    [
        ("BB.x", "Brian Boru rulebook (seed): Vazas 4", "working file"),
        ("BB.x", "reference note §4.2", "working file"),
        ("BB.x", "the rules, page 3", "neither"),
        ("BB.x", BB_DOC + "§99", "no such section"),
        (
            "BB.x",
            BB_DOC + "§4.2 (2); §4.9",
            f"no such section {BB_DOC}§4.9",
        ),
        ("BB.x", "docs/rules/merlin.md §2.2", "another game"),
        ("PA.x", "docs/rules/paladins.md " + "§7.99", "no such section"),
        ("core.x", "tabletop_lib engine contract", "CONTRIBUTING.md"),
    ],
)
def test_the_citation_check_can_fail(rule_id: str, citation: str, expected: str) -> None:
    problems = citation_problems(rule_id, citation)
    assert any(expected in p for p in problems), problems


def _short_form_doc(path: Path) -> str | None:
    """Inside a game's package or tests, ``docs/rules §n`` means that game's notes."""
    parts = path.relative_to(REPO).parts
    if len(parts) > 2 and parts[:2] in (("tabletop_lib", "games"), ("tests", "games")):
        return parts[2]
    return None


def test_every_docs_rules_reference_in_the_repository_exists() -> None:
    refs = []
    for path in tracked_files():
        if path.suffix == ".ipynb" or path.is_relative_to(REPO / "docs" / "rules"):
            continue
        text = read_text(path)
        if text is not None:
            refs.extend(cited_sections(text, _short_form_doc(path)))
    assert len(refs) > 100
    missing = sorted(set(missing_sections(refs)))
    assert not missing, "references to sections that do not exist:\n" + "\n".join(missing)
