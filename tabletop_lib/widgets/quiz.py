"""Short exercises for tutorials: a question, a few options, a Check button and feedback.

:class:`Quiz` checks against an answer given by the author. Its two variants ask the engine
instead, so an exercise checks against the rules rather than against hard-coded text:

- :class:`OutcomeQuiz`: the answer is what the engine does. It plays some actions on a copy of
  a state and reads the answer from the result (who won the trick, where a disc ended up ...);
  its explanation is the engine's own narration of those actions.
- :class:`LegalityQuiz`: which of these actions is legal now? The engine's ``explain`` decides,
  and its reason (with the rule and citation) is the feedback for whichever option is chosen.

Every quiz is driven from Python as a reader would click it::

    quiz.choice.value = 3
    quiz.check_button.click()
    assert "Correct" in quiz.feedback.value

A quiz never shows its answer before the reader has answered. What a notebook wants to show
about the outcome afterwards (the engine's narration, a figure, a score table) goes behind a
:class:`ShowMe` button, which stays disabled until the quizzes it follows have been answered.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import ipywidgets as w

from tabletop_lib.core.game import State, explain

from .rule_note import rule_note

Options = Mapping[str, Any] | Sequence[Any]
"""Options as ``{label: value}``, as ``(label, value)`` pairs, or as plain values (their
``str`` is the label)."""

CORRECT = "<b style='color:#1a7f37'>Correct!</b>"
NOT_QUITE = "<b style='color:#b42318'>Not quite.</b>"


def _pairs(options: Options) -> list[tuple[str, Any]]:
    if isinstance(options, Mapping):
        return [(str(label), value) for label, value in options.items()]
    pairs = []
    for option in options:
        if isinstance(option, tuple) and len(option) == 2 and isinstance(option[0], str):
            pairs.append((option[0], option[1]))
        else:
            pairs.append((str(option), option))
    return pairs


class Quiz:
    """A multiple-choice question with a Check button.

    ``answer`` is the value of the right option and must be one of the options. The feedback
    says "Correct!" or "Not quite." followed by ``explanation`` (shown once the answer is
    right, or when the reader asks for it with *Show answer*). ``buttons`` shows the options as
    toggle buttons instead of radio buttons.
    """

    def __init__(
        self,
        question: str,
        options: Options,
        answer: Any,
        explanation: str = "",
        *,
        buttons: bool = False,
    ) -> None:
        self.options = _pairs(options)
        values = [value for _, value in self.options]
        if len(self.options) < 2:
            raise ValueError("a quiz needs at least two options")
        if answer not in values:
            raise ValueError(f"the answer {answer!r} is not one of the options {values!r}")
        self.answer = answer
        self.explanation = explanation
        self.answered = False
        """True once the reader has checked an answer or asked for it (*Show answer*)."""
        self._on_answered: list[Callable[[], None]] = []
        self.question = w.HTML(f"<b>Exercise.</b> {html.escape(question)}")
        kind = w.ToggleButtons if buttons else w.RadioButtons
        self.choice = kind(options=self.options, value=None, layout=w.Layout(width="auto"))
        self.check_button = w.Button(description="Check", button_style="info", icon="check")
        self.reveal_button = w.Button(description="Show answer", icon="eye")
        self.feedback = w.HTML()
        self.check_button.on_click(lambda _: self.check())
        self.reveal_button.on_click(lambda _: self.reveal())
        self.choice.observe(lambda _: self._clear(), names="value")
        self.widget = w.VBox(
            [
                self.question,
                self.choice,
                w.HBox([self.check_button, self.reveal_button]),
                self.feedback,
            ]
        )

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    # -- checking ------------------------------------------------------------------------
    def is_correct(self) -> bool:
        """Whether the chosen option is the answer (False while nothing is chosen)."""
        return self.choice.value is not None and self.choice.value == self.answer

    def check(self) -> bool:
        """Check the chosen option and show the feedback; returns whether it is right."""
        chosen = self.choice.value
        if chosen is None:
            self.feedback.value = "Pick an answer first."
            return False
        right = self.is_correct()
        verdict = CORRECT if right else NOT_QUITE
        detail = self.feedback_for(chosen, right)
        self.feedback.value = f"{verdict} {detail}".strip()
        self._mark_answered()
        return right

    def feedback_for(self, chosen: Any, right: bool) -> str:
        """The HTML after the verdict for the chosen option; subclasses say more."""
        if right:
            return self._explanation_html()
        return "Have another look and try again, or press <i>Show answer</i>."

    def reveal(self) -> None:
        """Show the answer and the explanation."""
        label = next(label for label, value in self.options if value == self.answer)
        self.feedback.value = (
            f"The answer is <b>{html.escape(label)}</b>. {self._explanation_html()}".strip()
        )
        self._mark_answered()

    def on_answered(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` once the reader has answered (at once if they already have)."""
        if self.answered:
            callback()
        else:
            self._on_answered.append(callback)

    def _mark_answered(self) -> None:
        if self.answered:
            return
        self.answered = True
        for callback in self._on_answered:
            callback()
        self._on_answered.clear()

    def _explanation_html(self) -> str:
        return html.escape(self.explanation)

    def _clear(self) -> None:
        self.feedback.value = ""


class ShowMe:
    """A *Show me* button that reveals what ``render()`` returns, once ``after`` is answered.

    Use it for anything that would give a quiz's answer away: the button stays disabled until
    every quiz in ``after`` has been answered (checked or revealed), so Run All shows nothing
    of the outcome. ``render`` is called on the first click and may return HTML text, a
    widget, a plotly figure, an object with ``_repr_html_`` (a pandas DataFrame), or a list of
    these.
    """

    def __init__(
        self,
        render: Callable[[], Any],
        after: Quiz | Sequence[Quiz] = (),
        label: str = "Show me",
    ) -> None:
        self.render = render
        self.after = [after] if isinstance(after, Quiz) else list(after)
        self.button = w.Button(description=label, icon="eye", disabled=bool(self.after))
        waiting = "the exercise above" if len(self.after) == 1 else "the exercises above"
        self.hint = w.HTML(f"<i>Answer {waiting} first.</i>" if self.after else "")
        self.content = w.VBox()
        self.button.on_click(lambda _: self.show())
        for quiz in self.after:
            quiz.on_answered(self._unlock)
        self.widget = w.VBox([w.HBox([self.button, self.hint]), self.content])

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    @property
    def unlocked(self) -> bool:
        return all(q.answered for q in self.after)

    def _unlock(self) -> None:
        if self.unlocked:
            self.button.disabled = False
            self.hint.value = ""

    def show(self) -> None:
        """Render the content (only once every quiz in ``after`` is answered)."""
        if not self.unlocked:
            return
        shown = self.render()
        items = shown if isinstance(shown, list | tuple) else [shown]
        self.content.children = tuple(as_widget(item) for item in items)


def as_widget(item: Any) -> w.Widget:
    """A widget showing ``item``: text as HTML, a plotly figure as a FigureWidget."""
    if isinstance(item, w.Widget):
        return item
    if isinstance(item, str):
        return w.HTML(item)
    if hasattr(item, "to_plotly_json"):
        from .plotly_code import FigureWidget

        return FigureWidget(item)
    widget = getattr(item, "widget", None)
    if isinstance(widget, w.Widget):
        return widget
    if hasattr(item, "_repr_html_"):
        return w.HTML(item._repr_html_())
    return w.HTML(html.escape(str(item)))


def narration_html(events: Iterable[Any]) -> str:
    """The engine's events as an HTML list: each sentence with its rule's plain name (the id
    and citation in the tooltip)."""
    items = [f"<li>{html.escape(e.text)} {rule_note(e.rule, 'color:#777')}</li>" for e in events]
    return "<ul>" + "".join(items) + "</ul>" if items else ""


class OutcomeQuiz(Quiz):
    """A quiz whose answer is what the engine does.

    ``actions`` (actions or their text) are played on a copy of ``state``; ``outcome(after)``
    reads the answer from the resulting state and must give one of the options' values. The
    explanation is ``explanation`` followed by the engine's narration of those actions (or, with
    no actions, nothing more). ``before`` and ``after`` keep both states.
    """

    def __init__(
        self,
        question: str,
        options: Options,
        state: State[Any],
        outcome: Callable[[State[Any]], Any],
        actions: Sequence[Any] = (),
        explanation: str = "",
        *,
        buttons: bool = False,
    ) -> None:
        self.before = state
        after = state.clone()
        for action in actions:
            after.apply_action(action)
        self.after = after
        step = len(state.history())
        self.events = [e for e in after.events() if e.step > step]
        answer = outcome(after)
        values = [value for _, value in _pairs(options)]
        if answer not in values:
            raise ValueError(f"the engine's answer {answer!r} is not one of the options {values!r}")
        super().__init__(question, options, answer, explanation, buttons=buttons)

    def _explanation_html(self) -> str:
        text = html.escape(self.explanation)
        if not self.events:
            return text
        return f"{text}<br>What happened:{narration_html(self.events)}"


class LegalityQuiz(Quiz):
    """Which of these actions may the player take now? The engine decides.

    Exactly one of ``candidates`` (actions or their text) must be legal in ``state``. Whatever
    the reader picks, the feedback is the engine's ``explain``: why that action is legal or
    which rule forbids it, with the rule's citation. ``labels`` replaces the actions' text.
    """

    def __init__(
        self,
        question: str,
        state: State[Any],
        candidates: Sequence[Any],
        labels: Sequence[str] | None = None,
        *,
        buttons: bool = False,
    ) -> None:
        actions = [state.parse_action(c) if isinstance(c, str) else c for c in candidates]
        if labels is not None and len(labels) != len(actions):
            raise ValueError("give one label per candidate")
        self.state = state
        self.explanations = {a: explain(state, a) for a in actions}
        legal = [a for a in actions if self.explanations[a].legal]
        if len(legal) != 1:
            raise ValueError(
                f"exactly one candidate must be legal, but {len(legal)} are: "
                f"{[str(a) for a in legal]}"
            )
        names = labels if labels is not None else [state.describe_action(a) for a in actions]
        super().__init__(
            question, list(zip(names, actions, strict=True)), legal[0], buttons=buttons
        )

    def feedback_for(self, chosen: Any, right: bool) -> str:
        return self._explain_html(chosen)

    def _explanation_html(self) -> str:
        return self._explain_html(self.answer)

    def _explain_html(self, action: Any) -> str:
        e = self.explanations[action]
        return f"{html.escape(e.text)}<br>{rule_note(e.rule, 'color:#555', named_only=True)}"
