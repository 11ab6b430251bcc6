"""How a widget names the rule behind a sentence: its plain name in small print, with its id
and citation in the tooltip (for whoever wants to look it up), never the id as visible text."""

from __future__ import annotations

import html

from tabletop_lib.core.citations import reader_citation
from tabletop_lib.core.rules import rule, rule_name


def rule_note(rule_id: str, colour: str = "#777") -> str:
    """``<small title="id: citation">(Rule name)</small>`` for a rule id; an unknown id (an
    event of a game loaded from elsewhere) gives nothing."""
    try:
        cited = rule(rule_id)
    except KeyError:
        return ""
    tip = html.escape(f"{reader_citation(cited.citation)} [{rule_id}]", quote=True)
    return (
        f"<small style='color:{colour}' title='{tip}'>({html.escape(rule_name(rule_id))})</small>"
    )
