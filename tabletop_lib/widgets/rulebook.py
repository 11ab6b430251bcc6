"""A rule book for notebooks: every rule of a game, each with a live example to step through.

``RuleBook("brian_boru")`` lists the game's rules by their plain names, grouped by the rulebook's
sections in the order of play (:func:`tabletop_lib.core.rules.rule_sections`), with a filter box
that matches names, sentences and citations (and ids, for programmers). Picking a rule shows its
citation and sentence and opens a :class:`~tabletop_lib.widgets.GameStepper` on the rule's live
example from the game's index (``games/<game>/data/rule_examples.json``, see
:mod:`tabletop_lib.core.examples`): one step before the action that sets the rule off, that action
waiting in Redo; for a rule that refuses an action, the position and ``explain``'s answer for the
refused action. A rule without an example says so, and why. No rules live here: the examples, the
verdicts and the citations are the engine's.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from tabletop_lib.core.citations import reader_citation, reader_rule_text
from tabletop_lib.core.examples import Example, RuleIndex, game_rules, load_index
from tabletop_lib.core.match import Match
from tabletop_lib.core.registry import game_info, list_games
from tabletop_lib.core.rules import Rule, rule_name, rule_sections
from tabletop_lib.core.words import and_list, label

from .stepper import GameStepper

StepperFactory = Callable[[Match], Any]
"""Makes the stepper shown for an example's match; it must have ``.widget``."""

KIND_SENTENCES = {
    "event": "The action that sets this rule off waits in the redo line: press <b>Redo</b> to "
    "see it happen.",
    "allows": "This rule allows the action that waits in the redo line: press <b>Redo</b> to "
    "take it.",
    "setup": "This rule acts during setup: the narration below shows what it did.",
    "refuses": "At this position the rules refuse the action below.",
}


def section_of(rule_id: str) -> str:
    """The section a rule id belongs to: its second dotted part (``BB.setup.x`` -> ``setup``)."""
    parts = rule_id.split(".")
    return parts[1] if len(parts) > 2 else "general"


def _stepper(match: Match) -> GameStepper:
    return GameStepper(match, match.seed)


class RuleBook:
    """Browse or search every rule id of ``game``; pick one to open its live example.

    Drive it from Python as a reader would: ``book.filter.value = "claim"``,
    ``book.rules.value = "BB.upkeep.claim.unlock"`` (or :meth:`select`). ``book.stepper`` is
    the stepper opened on the example (None for a rule without one).
    """

    def __init__(
        self,
        game: str,
        *,
        index: RuleIndex | None = None,
        stepper: StepperFactory = _stepper,
    ) -> None:
        self.game = game
        self.title = game_info(game).title
        self.index = index if index is not None else load_index(game)
        self.catalog: dict[str, Rule] = game_rules(game)
        self._make_stepper = stepper
        self.stepper: Any = None
        self.example: Example | None = None
        cov = self.index.coverage()
        self.header = w.HTML(
            f"<b>{html.escape(self.title)}</b>: {cov['rules']} rules, "
            f"{cov['with_example']} of them with a live example to step through."
        )
        self.filter = w.Text(
            placeholder="Search the rules: a word of a rule's name or text",
            layout=w.Layout(width="100%"),
        )
        self.rules = w.Select(rows=14, layout=w.Layout(width="100%"))
        self.count = w.HTML()
        self.detail = w.HTML()
        self.refusal = w.HTML()
        self.see_also = w.Button(description="", layout=w.Layout(width="auto", display="none"))
        self.see_also.on_click(lambda _: self._open_see_also())
        self._see_also: str | None = None
        self.stepper_box = w.VBox()
        self.filter.observe(lambda _: self._refresh_list(), names="value")
        self.rules.observe(lambda change: self._on_pick(change["new"]), names="value")
        self._refresh_list()
        self.widget = w.VBox(
            [
                self.header,
                self.filter,
                self.count,
                self.rules,
                self.detail,
                self.see_also,
                self.refusal,
                self.stepper_box,
            ]
        )

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    # -- the list ----------------------------------------------------------------------------
    def matching(self, text: str) -> list[str]:
        """The rule ids whose name, sentence, citation or id holds every word of ``text``."""
        words = text.lower().split()
        return [
            rule_id
            for rule_id, r in self.catalog.items()
            if all(
                word in f"{rule_name(r.id)} {r.text} {r.citation} {r.id}".lower() for word in words
            )
        ]

    def sections(self) -> list[tuple[str, list[str]]]:
        """The game's rules grouped by the rulebook's sections, in the order of play."""
        prefix = next(iter(self.catalog), "").split(".")[0] + "."
        return [
            (title, [r for r in ids if r in self.catalog]) for title, ids in rule_sections(prefix)
        ]

    def _refresh_list(self) -> None:
        shown = set(self.matching(self.filter.value))
        options: list[tuple[str, str | None]] = []
        for title, ids in self.sections():
            members = [r for r in ids if r in shown]
            if not members:
                continue
            options.append((f"── {title} ({len(members)}) ──", None))
            for rule_id in members:
                mark = "▶" if rule_id in self.index.examples else "·"
                options.append((f"   {mark} {rule_name(rule_id)}", rule_id))
        current = self.rules.value
        self.rules.options = options
        self.rules.value = current if current in shown else None
        live = sum(1 for r in shown if r in self.index.examples)
        self.count.value = (
            f"{len(shown)} of {len(self.catalog)} rules shown, {live} with a live example (▶)."
        )

    # -- one rule ------------------------------------------------------------------------------
    def select(self, rule_id: str) -> None:
        """Pick ``rule_id`` as a reader would (the filter is cleared if it hides the rule)."""
        if rule_id not in self.catalog:
            raise KeyError(f"{rule_id!r} is not a rule id of {self.game}")
        if rule_id not in self.matching(self.filter.value):
            self.filter.value = ""
        self.rules.value = rule_id

    def _on_pick(self, rule_id: str | None) -> None:
        self.refusal.value = ""
        self.stepper_box.children = ()
        self.stepper = self.example = None
        self._show_see_also(None)
        if rule_id is None:
            self.detail.value = ""
            return
        r = self.catalog[rule_id]
        about = (
            f"<h4 style='margin:4px 0' title='{html.escape(r.id, quote=True)}'>"
            f"{html.escape(rule_name(r.id))}</h4><p>{html.escape(reader_rule_text(r.text))}</p>"
            f"<p><small>Source: {html.escape(reader_citation(r.citation))}</small></p>"
        )
        example = self.index.example(rule_id)
        if example is None:
            why = self.index.why_none(rule_id)
            self.detail.value = (
                f"{about}<p><b>No live example.</b> {html.escape(reader_rule_text(why))}</p>"
            )
            self._show_see_also(self._related(why))
            return
        self.example = example
        match = example.match()
        self.detail.value = (
            f"{about}<p>{_where(example, self.game)} {KIND_SENTENCES[example.kind]}</p>"
        )
        if example.kind == "refuses":
            _, refusal = example.refused(match)
            self.refusal.value = (
                f"<p>Refused: {html.escape(_described(match, refusal.action))}. "
                f"{html.escape(named_rules(refusal.text))} "
                f"<small title='{html.escape(refusal.rule, quote=True)}'>"
                f"({html.escape(rule_name(refusal.rule))})</small></p>"
            )
        self.stepper = self._make_stepper(match)
        self.stepper_box.children = (self.stepper.widget,)

    def _related(self, text: str) -> str | None:
        """The first rule id named in ``text`` that has a live example."""
        for rule_id in re.findall(r"[A-Z]{2}\.[A-Za-z0-9_.-]*[A-Za-z0-9]", text):
            if rule_id in self.index.examples:
                return str(rule_id)
        return None

    def _show_see_also(self, rule_id: str | None) -> None:
        self._see_also = rule_id
        self.see_also.description = f"Open the example of “{rule_name(rule_id)}”" if rule_id else ""
        self.see_also.layout.display = None if rule_id else "none"

    def _open_see_also(self) -> None:
        if self._see_also is not None:
            self.select(self._see_also)


RULE_ID = re.compile(r"\b[A-Z]{2}\.[A-Za-z0-9_.-]*[A-Za-z0-9]")


def named_rules(text: str) -> str:
    """``text`` with every rule id in it replaced by the rule's plain name, in quotes."""

    def name(m: re.Match[str]) -> str:
        try:
            return f"“{rule_name(m.group(0))}”"
        except KeyError:
            return m.group(0)

    return RULE_ID.sub(name, text)


def _described(match: Match, action: str) -> str:
    """A refused action's text as the game describes it (its code only if it cannot)."""
    try:
        state = match.state
        return str(state.describe_action(state.parse_action(action)))
    except (ValueError, KeyError):
        return action


def _where(example: Example, game: str) -> str:
    """Where the example comes from, in a sentence."""
    modules = [m for m in example.options.get("modules", ()) or ()]
    others = [k for k, v in example.options.items() if k != "modules" and v not in ([], (), None)]
    parts = []
    if modules:
        names = and_list([label(game, "module", m) for m in modules])
        parts.append(f" with {'the module' if len(modules) == 1 else 'the modules'} {names}")
    if others:
        parts.append(" with another reading of the rules")
    who = "ordinary players" if example.agent == "random" else "players steered to this rule"
    return (
        f"Live example: a {example.num_players}-player game{''.join(parts)}, played by {who} "
        "up to the moment this rule acts."
    )


class RuleBooks:
    """A game picker over :class:`RuleBook`: choose a game, browse its rules."""

    def __init__(self, game: str | None = None, *, stepper: StepperFactory = _stepper) -> None:
        games = list_games()
        self._make_stepper = stepper
        self.picker = w.Dropdown(
            options=[(game_info(g).title, g) for g in games],
            value=game or games[0],
            description="Game",
        )
        self.book = RuleBook(self.picker.value, stepper=stepper)
        self.widget = w.VBox([self.picker, self.book.widget])
        self.picker.observe(lambda change: self._open(change["new"]), names="value")

    def _open(self, game: str) -> None:
        self.book = RuleBook(game, stepper=self._make_stepper)
        self.widget.children = (self.picker, self.book.widget)

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]
