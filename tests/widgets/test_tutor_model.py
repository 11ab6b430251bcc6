"""The tutor's model: a scripted learner plays whole seeded games of every game through it.

Every rule the engine's events fired in the game was taught exactly once, before or at its
first firing; no decision was reached with a rule that governs it untaught; undo restores the
exact state; a refused option names the rule the engine cites when it refuses it.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

import pytest
from registered import case, games, option_id, option_sets, table
from tutor_play import to_learners_turn

from tabletop_lib import load_game
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.words import label
from tabletop_lib.widgets.tutor_coverage import lesson_coverage_report, play_through
from tabletop_lib.widgets.tutor_model import (
    FIRST_TIME,
    FIRST_TIME_MANY,
    TutorModel,
    decision_kinds,
    rules_in_play,
)
from tabletop_lib.widgets.tutor_preview import Preview, preview_of

FIRST_TIMES = (FIRST_TIME, FIRST_TIME_MANY)
CASES = [
    pytest.param(
        name,
        options,
        seat,
        id=option_id(name, options),
    )
    for name in games()
    for options, seat in zip(
        option_sets(name), case(name, "TUTOR_SEATS", [0] * len(option_sets(name))), strict=True
    )
]
"""Every game with each option set its faces give its lessons (``Faces.coverage_options``),
from the seat its test folder names for it (``TUTOR_SEATS``; else seat 0)."""


def _model(name: str, options: dict[str, Any], seat: int, seed: int = 3) -> TutorModel:
    game = load_game(name, num_players=table(name), **options)
    return TutorModel(game, seat=seat, seed=seed, opponents="random")


@pytest.mark.parametrize(("name", "options", "seat"), CASES)
def test_a_whole_game_teaches_every_rule_it_fires_once_and_in_time(
    name: str, options: dict[str, Any], seat: int
) -> None:
    model = play_through(_model(name, options, seat), RandomAgent(11))
    final = model.state
    assert final.is_terminal()
    # The engine's own record of the game, not the model's bookkeeping.
    fired_at: dict[str, int] = {}
    for event in final.events():
        fired_at.setdefault(event.rule, event.step)
    assert fired_at, "the game fired no rule"
    untaught = sorted(set(fired_at) - set(model.taught))
    assert not untaught, f"fired but never taught: {untaught}"
    late = {r: (model.taught[r], s) for r, s in fired_at.items() if model.taught[r] > s}
    assert not late, f"taught after their first firing (taught, fired): {late}"
    counts = Counter(lesson.rule for m in model.moments for lesson in (*m.taught, *m.folded))
    assert set(counts) == set(model.taught)
    assert max(counts.values()) == 1, [r for r, n in counts.items() if n > 1]
    # Every decision the learner reached had all its governing rules taught by then.
    assert model.decisions
    for step, kinds, rules in model.decisions:
        assert kinds and rules
        missing = [r for r in rules if model.taught.get(r, step + 1) > step]
        assert not missing, f"step {step}: decision {kinds} reached with {missing} untaught"
        assert all(model.kinds_met[k] <= step for k in kinds)
    # An opponent's move is told by its public events, never by its action's words.
    for m in model.moments:
        if m.kind == "fired" and m.player != seat:
            assert m.title in {
                f"{model.game.player_names[m.player]}'s move{end}" for end in FIRST_TIMES
            }
    # Only the rules of this game as loaded: no rule of a module left out.
    assert set(model.taught) <= set(model.rules)
    assert model.progress().total == len(model.rules)


@pytest.mark.parametrize("name", games())
def test_a_game_without_an_introduction_starts_with_its_scoring_categories(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import tabletop_lib.core.words as words

    monkeypatch.setattr(words, "_INTROS", {})
    model = _model(name, {}, 0)
    start = model.pending
    assert start is not None and not start.steps and not start.tip
    categories = {str(row["category"]) for row in model.state.score_breakdown()}
    labels = [label(name, "score", c).lower() for c in categories]
    assert start.what[-1].startswith("Points come from: ")
    assert all(text in start.what[-1] for text in labels)


@pytest.mark.parametrize("name", games())
def test_undo_restores_the_exact_state_before_each_choice(name: str) -> None:
    model = _model(name, {}, 1, seed=5)
    learner = RandomAgent(2)
    saved: list[str] = []
    for _ in range(6):
        to_learners_turn(model)
        saved.append(model.state.to_json())
        model.choose(learner.choose(model.state))
    taught = dict(model.taught)
    for before in reversed(saved):
        assert model.undo()
        assert model.state.to_json() == before
        assert model.is_learners_turn() and model.decision is not None
    assert not model.undo(), "nothing left to undo"
    assert model.taught == taught, "undo does not unteach"


PREVIEW_CASES = [pytest.param(name, case(name, "PREVIEW_SEED", 3), id=name) for name in games()]
"""Every game with a seed that reaches a draw early (``PREVIEW_SEED``; else 3)."""


def _shown(preview: Preview, seat: int) -> tuple[Any, ...]:
    """All a preview shows the learner: its points, rules and both sides as they see them."""
    return (
        preview.points,
        preview.rules,
        preview.chance,
        preview.option.label,
        preview.before.observation(seat),
        preview.after.observation(seat),
    )


@pytest.mark.parametrize(("name", "seed"), PREVIEW_CASES)
def test_a_preview_shows_no_hidden_draw(name: str, seed: int) -> None:
    """The preview of an option that draws or rolls is the same for two true states the
    learner sees alike (the true child is not: the draw differs), and says it is one possible
    draw; an option that draws nothing previews the true child's points and view."""
    model = _model(name, {}, 0, seed=seed)
    learner = RandomAgent(seed)
    leaky = plain = 0
    for _ in range(40):
        to_learners_turn(model)
        state = model.state
        before = state.to_json()
        twin = state.resample(0, 999)  # the same view, the hidden cards and decks redealt
        assert twin.observation(0) == state.observation(0) and twin.to_json() != before
        for action in state.legal_actions():
            preview = model.preview(action)
            assert preview == model.preview(action), "a preview is reproducible"
            true_child = state.child(action)
            if true_child.observation(0) != twin.child(action).observation(0):
                leaky += 1  # a preview of the true state would show the real draw
                assert preview.chance
                seed = model.preview_seed()
                assert _shown(preview_of(twin, action, 0, seed), 0) == _shown(preview, 0)
            elif not preview.chance:
                plain += 1
                assert preview.points == true_child.scores()[0] - state.scores()[0]
                assert preview.after.observation(0) == true_child.observation(0)
        assert model.state.to_json() == before, "previews play nothing"
        if leaky and plain:
            break
        model.choose(learner.choose(state))
    assert leaky, "no option with a hidden draw was met"
    assert plain, "no option without a draw was met"


@pytest.mark.parametrize("name", games())
def test_a_decision_kind_is_the_phase_and_the_verb(name: str) -> None:
    model = _model(name, {}, 0)
    to_learners_turn(model)
    kinds = decision_kinds(model.state)
    assert kinds and all(k.phase == model.state.phase() for k in kinds)
    verbs = {str(a).split()[0] for a in model.state.legal_actions()}
    assert {k.verb for k in kinds} == verbs


@pytest.mark.parametrize("name", games())
def test_a_hint_weighs_the_learners_legal_actions(name: str) -> None:
    model = _model(name, {}, 0)
    model.hint_simulations = 12
    assert model.hint() is None  # the start is showing: not the learner's move yet
    to_learners_turn(model)
    hint = model.hint()
    assert hint is not None and hint.choices
    legal = model.state.legal_actions()
    assert all(c.action in legal for c in hint.choices)
    if hint.source == "ismcts":
        assert hint.simulations == 12 and hint.thinking is not None


@pytest.mark.parametrize("name", games())
def test_the_opponents_level_can_change(name: str) -> None:
    model = _model(name, {}, 0)
    model.set_opponents("greedy")
    assert model.opponents == "greedy" and model.agents[0] is None
    assert sum(a is not None for a in model.agents) == model.game.num_players - 1


@pytest.mark.parametrize("name", games())
def test_the_coverage_report_counts_rules_lessons_and_what_games_teach(name: str) -> None:
    report = lesson_coverage_report(name, table(name), seeds=range(2))
    assert report["rules"] == len(rules_in_play(load_game(name, num_players=table(name))))
    assert 0 <= report["with_lesson"] <= report["rules"]
    assert 0 < report["taught_min"] <= report["taught_mean"] <= report["taught_max"]
    assert report["taught_max"] <= report["taught_union"] <= report["rules"]


@pytest.mark.parametrize("name", games())
def test_without_a_search_the_hint_is_the_greedy_players_choice(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletop_lib.agents import ISMCTSAgent

    def cannot_search(self: ISMCTSAgent, state: Any) -> Any:
        raise NotImplementedError("no resampling")

    monkeypatch.setattr(ISMCTSAgent, "choose", cannot_search)
    model = _model(name, {}, 0)
    to_learners_turn(model)
    hint = model.hint()
    assert hint is not None and hint.source == "greedy" and len(hint.choices) == 1
    assert hint.choices[0].action in model.state.legal_actions()


def test_a_sentence_told_several_times_in_a_row_is_told_once_with_its_count() -> None:
    from tabletop_lib.widgets.tutor_model import repeats_counted

    lines = ["You take a coin.", "You take a coin.", "You take a coin.", "You cannot expand.",
             "You take a coin.", "Blue wins"]  # fmt: skip
    assert repeats_counted(lines) == [
        "You take a coin (3 times).", "You cannot expand.", "You take a coin.", "Blue wins",
    ]  # fmt: skip
    assert repeats_counted(["Blue wins", "Blue wins"]) == ["Blue wins (2 times)"]


def test_a_long_list_of_what_happened_folds_its_middle_and_leaves_nothing_out() -> None:
    import html

    from tabletop_lib.widgets.tutor_html import SINCE_SHOWN, moment_html
    from tabletop_lib.widgets.tutor_model import Moment

    lines = tuple(f"Blue takes coin number {n}." for n in range(SINCE_SHOWN + 9))
    card = moment_html(Moment("fired", 3, 1, "Blue's move", lines, ()), "toy")
    shown = html.unescape(re.sub(r"<[^>]+>", "", card))
    assert all(line in shown for line in lines)  # every line is there, the middle folded
    assert card.count("<details") == 1 and "9 more things happened" in shown
    short = moment_html(Moment("fired", 3, 1, "Blue's move", lines[:3], ()), "toy")
    assert "<details" not in short
    # Players' parts fold on their own: short parts are shown whole, however many there are;
    # a long part folds its middle under its heading, which stays in sight.
    parts = ("Since your last turn:", "Your move:", "You play the blue 16.")
    for name in ("Green", "Brown", "Green", "Brown"):
        parts += (f"{name}'s move:", f"{name} plays a card.", f"{name} takes a raider.")
    many = moment_html(Moment("decision", 3, 0, "Your turn", parts, ()), "toy")
    assert len(parts) > SINCE_SHOWN and "<details" not in many
    upkeep = (*parts[:3], "Blue's move:", *lines)
    card = moment_html(Moment("decision", 3, 0, "Your turn", upkeep, ()), "toy")
    shown = html.unescape(re.sub(r"<[^>]+>", "", card.split("<details")[0]))
    assert "Blue's move:" in shown and lines[0] in shown and "Your move:" in shown
    assert card.count("<details") == 1 and "10 more things happened" in card  # heading too
