"""A rule shown beside a sentence a learner reads: its plain name, the id only in the markup."""

from __future__ import annotations

import html

from tabletop_lib.core.rules import has_rule_name, rule, rule_name


def rule_note(rule_id: str, style: str, *, named_only: bool = False) -> str:
    """A rule as a learner sees it next to a sentence: its plain name, small, with the id and
    the citation in the tooltip only (an unknown id shows nothing; with ``named_only``, a rule
    without a plain name shows nothing either, where its sentence is already shown)."""
    try:
        cited = rule(rule_id)
    except KeyError:
        return ""
    tip = html.escape(f"{cited.citation} [{rule_id}]", quote=True)
    shown = "" if named_only and not has_rule_name(rule_id) else f"({rule_name(rule_id)})"
    return (
        f"<small style='{style}' title='{tip}' data-rule='{html.escape(rule_id, quote=True)}'>"
        f"{html.escape(shown)}</small>"
    )
