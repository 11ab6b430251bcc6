"""Nim's plain words: its rules with their citations, their names, and a short glossary."""

from __future__ import annotations

from tabletop_lib.core.rules import register_rule_names, register_rule_sections, register_rules
from tabletop_lib.core.words import Term, register_glossary, register_labels

from .catalog import RULES
from .game import NAME

RULE_NAMES = {
    "NIM.setup": "Setting up the heaps",
    "NIM.take": "Taking tokens",
    "NIM.take.limit": "The most a turn may take",
    "NIM.take.heap": "Only what the heap holds",
    "NIM.end": "Taking the last token",
}


def register() -> None:
    """Register the rules, their plain names and sections, the glossary and the labels."""
    register_rules(RULES)
    register_rule_names(RULE_NAMES)
    register_rule_sections(
        "NIM.", [("Setup", ["NIM.setup"]), ("A turn", ["NIM.take"]), ("The end", ["NIM.end"])]
    )
    register_glossary(
        NAME,
        [
            Term("Heap", "A pile of tokens; a turn takes from one heap only.", ("NIM.take",)),
            Term("Last token", "The token that empties the last heap; it wins.", ("NIM.end",)),
        ],
    )
    register_labels(NAME, "phase", {"take": "taking tokens", "over": "game over"})
    register_labels(NAME, "score", {"last_token": "Last token"})
