"""A rule book for notebooks: every rule of a game, each with a live example to step through.

``RuleBook("brian_boru")`` lists the game's rules by their plain names (``core.rules.rule_name``),
grouped by the rulebook's sections in play order (``core.rules.rule_sections``), with a search box
that matches names, sentences, citations, glossary terms and card texts; the ids are only link
targets and tooltips. Beside the rules, a glossary tab (``core.words.glossary``) and a card
gallery (``core.words.cards``) per game. Picking a rule shows its citation and sentence and opens a
:class:`~tabletop_lib.widgets.GameStepper` on the rule's live example from the game's index
(``data/<game>/rule_examples.json``, see :mod:`tabletop_lib.core.examples`): one step before the
action that sets the rule off, that action waiting in Redo; for a rule that refuses an action,
the position and ``explain``'s answer for the refused action. A rule without an example says
so, and why. No rules live here: the examples, the verdicts and the citations are the engine's.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from typing import Any

import ipywidgets as w

from tabletop_lib.core.citations import reader_citation, reader_rule_text
from tabletop_lib.core.examples import Example, RuleIndex, game_rules, load_index
from tabletop_lib.core.game import Game
from tabletop_lib.core.match import Match
from tabletop_lib.core.registry import game_info, list_games
from tabletop_lib.core.rules import Rule, rule_name, rule_sections
from tabletop_lib.core.words import CardText, Term, cards, glossary, glossed

from .shown import show
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


_RULE_ID = re.compile(r"[A-Z]{2}\.[A-Za-z0-9_.-]*[A-Za-z0-9]")


def section_of(rule_id: str) -> str:
    """The rulebook section a rule belongs to, by the game's registered sections."""
    prefix = rule_id.split(".", 1)[0] + "."
    for title, members in rule_sections(prefix):
        if rule_id in members:
            return title
    return "Rules"


def named_rules(text: str) -> str:
    """``text`` with every rule id in it replaced by the rule's plain name (in quotes)."""

    def name(m: re.Match[str]) -> str:
        try:
            return f"“{rule_name(m.group(0))}”"
        except KeyError:
            return m.group(0)

    return _RULE_ID.sub(name, text)


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
        prefix = next(iter(self.catalog), "").split(".", 1)[0] + "."
        self.sections = [
            (title, [r for r in members if r in self.catalog])
            for title, members in rule_sections(prefix)
        ]
        self.terms: list[Term] = list(glossary(game).values())
        self.cards: list[CardText] = list(cards(game).values())
        self._make_stepper = stepper
        self.stepper: Any = None
        self._shown: GameStepper | None = None
        """The default stepper once made: later examples are shown in it (:meth:`_open`)."""
        self.example: Example | None = None
        self._games: dict[str, Game[Any, Any]] = {}
        cov = self.index.coverage()
        self.header = w.HTML(
            f"<b>{html.escape(self.title)}</b>: {cov['rules']} rules, "
            f"{cov['with_example']} with a live example to step through, "
            f"{len(self.terms)} glossary terms, {len(self.cards)} cards."
        )
        self.filter = w.Text(
            placeholder="search the rules, the glossary and the cards",
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
        self.glossary_view = w.HTML()
        self.card_view = w.HTML()
        self.filter.observe(lambda _: self._refresh(), names="value")
        self.rules.observe(lambda change: self._on_pick(change["new"]), names="value")
        self._refresh()
        rules_tab = w.VBox(
            [self.count, self.rules, self.detail, self.see_also, self.refusal, self.stepper_box]
        )
        self.tabs = w.Tab(children=[rules_tab, self.glossary_view, self.card_view])
        for i, title in enumerate(("Rules", "Glossary", "Cards")):
            self.tabs.set_title(i, title)
        self.widget = w.VBox([self.header, self.filter, self.tabs])

    def _ipython_display_(self) -> None:
        self.prepare()
        show(self.widget, f"The rule book of {self.title}")

    def prepare(self) -> None:
        """Make the example stepper ahead of the reader's first pick, hidden, on the first
        rule with a live example: the browser builds its views while the reader looks at the
        list, and the first example then opens as fast as later ones. Done when the book is
        shown; nothing to do for a custom stepper factory or once made."""
        if self._shown is not None or self._make_stepper is not _stepper:
            return
        first = next(iter(self.index.examples.values()), None)
        if first is not None and self.stepper is None:
            self._open(first.match(self._game_of(first)))
            self.stepper_box.layout.display = "none"

    # -- the list ----------------------------------------------------------------------------
    def matching(self, text: str) -> list[str]:
        """The rule ids whose plain name, sentence, citation or glossary terms (those that link
        to the rule) hold every word of ``text``, in the rulebook's order."""
        words = text.lower().split()
        linked: dict[str, str] = {}
        for term in self.terms:
            for rule_id in term.rules:
                linked[rule_id] = f"{linked.get(rule_id, '')} {term.term} {term.definition}"
        return [
            rule_id
            for _, members in self.sections
            for rule_id in members
            if all(word in self._rule_words(rule_id, linked) for word in words)
        ]

    def _rule_words(self, rule_id: str, linked: dict[str, str]) -> str:
        r = self.catalog[rule_id]
        return f"{rule_name(rule_id)} {r.text} {r.citation} {linked.get(rule_id, '')}".lower()

    def _refresh(self) -> None:
        self._refresh_list()
        words = self.filter.value.lower().split()
        self.glossary_view.value = glossary_html(
            [t for t in self.terms if all(x in f"{t.term} {t.definition}".lower() for x in words)]
        )
        self.card_view.value = cards_html(
            [
                c
                for c in self.cards
                if all(x in f"{c.name} {c.kind} {c.text}".lower() for x in words)
            ]
        )

    def _refresh_list(self) -> None:
        shown = set(self.matching(self.filter.value))
        options: list[tuple[str, str | None]] = []
        for title, members in self.sections:
            listed = [r for r in members if r in shown]
            if listed:
                options.append((f"── {title} ({len(listed)}) ──", None))
            for rule_id in listed:
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
        self.stepper_box.layout.display = "none"  # kept, for the next example to reuse
        self.stepper = self.example = None
        self._show_see_also(None)
        if rule_id is None:
            self.detail.value = ""
            return
        r = self.catalog[rule_id]
        about = (
            f"<h4 style='margin:4px 0' title='{html.escape(r.id, quote=True)}' "
            f"data-rule='{html.escape(r.id, quote=True)}'>{html.escape(rule_name(r.id))}</h4>"
            f"<p>{glossed(reader_rule_text(r.text), self.game)}</p>"
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
        match = example.match(self._game_of(example))
        self.detail.value = f"{about}<p>{_where(example)} {KIND_SENTENCES[example.kind]}</p>"
        if example.kind == "refuses":
            action, refusal = example.refused(match)
            tip = html.escape(f"{refusal.citation} [{refusal.rule}]", quote=True)
            self.refusal.value = (
                f"<p>Refused: <b>{html.escape(match.state.describe_action(action))}</b>. "
                f"{html.escape(reader_rule_text(refusal.text))} <small title='{tip}' "
                f"data-rule='{html.escape(refusal.rule, quote=True)}'>"
                f"({html.escape(rule_name(refusal.rule))})</small></p>"
            )
        self.stepper = self._open(match)
        self.stepper_box.layout.display = None

    def _game_of(self, example: Example) -> Game[Any, Any]:
        """The example's game, loaded once per player count and options (a Merlin game with
        modules takes a few ms to load; its examples use a handful of settings)."""
        key = json.dumps([example.num_players, dict(example.options)], sort_keys=True)
        if key not in self._games:
            self._games[key] = example.load_game()
        return self._games[key]

    def _open(self, match: Match) -> Any:
        """A stepper on ``match``. The default one is made once and rebound to each later
        example (a new stepper costs the browser seconds, a rebound one about a click);
        a custom ``stepper`` factory is asked each time."""
        if self._make_stepper is not _stepper:
            made = self._make_stepper(match)
            self.stepper_box.children = (made.widget,)
            return made
        if self._shown is None:
            self._shown = _stepper(match)
            self.stepper_box.children = (self._shown.widget,)
        else:
            self._shown.rebind(match)
        return self._shown

    def _related(self, text: str) -> str | None:
        """The first rule id named in ``text`` that has a live example."""
        for rule_id in _RULE_ID.findall(text):
            if rule_id in self.index.examples:
                return str(rule_id)
        return None

    def _show_see_also(self, rule_id: str | None) -> None:
        self._see_also = rule_id
        self.see_also.description = f"Open the example of “{rule_name(rule_id)}”" if rule_id else ""
        self.see_also.tooltip = rule_id or ""
        self.see_also.layout.display = None if rule_id else "none"

    def _open_see_also(self) -> None:
        if self._see_also is not None:
            self.select(self._see_also)


def _where(example: Example) -> str:
    """Where the example comes from, in a sentence (its options and seed only in a tooltip)."""
    opts = ", ".join(f"{k}={v}" for k, v in example.options.items() if v not in ([], (), None))
    tip = html.escape(f"seed {example.seed}" + (f"; {opts}" if opts else ""), quote=True)
    return (
        f"<span title='{tip}'>Live example: a {example.num_players}-player game, played up to "
        f"the moment the rule matters ({example.step} moves in).</span>"
    )


def glossary_html(terms: list[Term]) -> str:
    """The glossary as a definition list: each term in bold and its one-sentence definition;
    the rules it links to sit in the tooltip, by name."""
    if not terms:
        return "<p><i>No glossary term matches.</i></p>"
    items = []
    for t in terms:
        tip = html.escape("; ".join(rule_name(r) for r in t.rules), quote=True)
        items.append(
            f"<dt title='{tip}'><b>{html.escape(t.term)}</b></dt>"
            f"<dd style='margin:0 0 6px 16px'>{html.escape(t.definition)}</dd>"
        )
    return f"<dl style='max-height:420px;overflow:auto'>{''.join(items)}</dl>"


def cards_html(shown: list[CardText]) -> str:
    """The card gallery: each card by name and kind with its text, grouped by kind."""
    if not shown:
        return "<p><i>No card matches.</i></p>"
    boxes = [
        f"<div style='border:1px solid #ccc;border-radius:6px;padding:6px;margin:3px;"
        f"width:190px;font-size:12px'><b>{html.escape(c.name)}</b> "
        f"<span style='color:#777'>{html.escape(c.kind)}</span><br>{html.escape(c.text)}</div>"
        for c in sorted(shown, key=lambda c: (c.kind, c.name))
    ]
    return (
        "<div style='display:flex;flex-wrap:wrap;max-height:420px;overflow:auto'>"
        f"{''.join(boxes)}</div>"
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
        self.book.prepare()
        self.widget.children = (self.picker, self.book.widget)

    def _ipython_display_(self) -> None:
        self.book.prepare()
        show(self.widget, "The rule books")
