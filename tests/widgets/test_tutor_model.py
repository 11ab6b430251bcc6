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
from registered import case, games, option_id, option_sets

from tabletop_lib import load_game
from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.errors import IllegalActionError
from tabletop_lib.core.game import explain
from tabletop_lib.core.rules import all_rules
from tabletop_lib.core.words import intro, label
from tabletop_lib.widgets.tutor_coverage import lesson_coverage_report, play_through
from tabletop_lib.widgets.tutor_model import (
    FIRST_TIME,
    FIRST_TIME_MANY,
    OPPONENT_WORDS,
    TutorModel,
    decision_kinds,
    goal_rules,
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
    game = load_game(name, num_players=3, **options)
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


def test_the_start_states_the_goal_and_the_setup() -> None:
    model = _model("brian_boru", {}, 0)
    start = model.pending
    assert start is not None and start.kind == "start"
    goal = goal_rules(model.rules)
    assert {"BB.round.count", "BB.round.end"} <= set(goal)
    assert "BB.final.tie-break" not in goal, "tie-breaks are taught last, when they decide"
    assert [lesson.rule for lesson in start.taught] == goal
    setup = {e.rule for e in model.state.events() if e.step == 0}
    assert setup - set(goal) == {lesson.rule for lesson in start.folded}
    # Theme, seats, goal, then how a round goes and a tip, as good tutorials order them.
    told = intro("brian_boru")
    assert told is not None
    assert start.what == (
        told.theme,
        "You play Purple; Green and Brown are played by the computer, "
        f"{OPPONENT_WORDS[model.opponents]}.",
        f"To win: {told.goal}",
    )
    assert start.steps == told.rounds and start.tip == told.tip


def test_a_game_without_an_introduction_starts_with_its_scoring_categories(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import tabletop_lib.core.words as words

    monkeypatch.setattr(words, "_INTROS", {})
    model = _model("brian_boru", {}, 0)
    start = model.pending
    assert start is not None and not start.steps and not start.tip
    categories = {str(row["category"]) for row in model.state.score_breakdown()}
    labels = [label("brian_boru", "score", c).lower() for c in categories]
    assert start.what[-1].startswith("Points come from: ")
    assert all(text in start.what[-1] for text in labels)


def test_the_rules_in_play_follow_the_modules() -> None:
    base = rules_in_play(load_game("merlin", num_players=3))
    arthur = rules_in_play(load_game("merlin", num_players=3, modules=["arthur"]))
    assert not any(r.startswith("ME.arthur.") for r in base)
    assert any(r.startswith("ME.arthur.") for r in arthur)
    assert set(base) < set(arthur)
    assert set(rules_in_play(load_game("paladins", num_players=3))) == set(all_rules("PA."))


def _to_learners_turn(model: TutorModel) -> None:
    while not model.is_learners_turn():
        assert not model.state.is_terminal()
        model.proceed()


def test_undo_restores_the_exact_state_before_each_choice() -> None:
    model = _model("brian_boru", {}, 1, seed=5)
    learner = RandomAgent(2)
    saved: list[str] = []
    for _ in range(6):
        _to_learners_turn(model)
        saved.append(model.state.to_json())
        model.choose(learner.choose(model.state))
    taught = dict(model.taught)
    for before in reversed(saved):
        assert model.undo()
        assert model.state.to_json() == before
        assert model.is_learners_turn() and model.decision is not None
    assert not model.undo(), "nothing left to undo"
    assert model.taught == taught, "undo does not unteach"


def test_a_refused_option_names_the_rule_that_forbids_it() -> None:
    model = _model("merlin", {}, 0, seed=4)
    learner = RandomAgent(3)
    seen = 0
    saved: list[str] = []
    for _ in range(12):
        _to_learners_turn(model)
        state = model.state
        before = state.to_json()
        for option in model.refused():
            seen += 1
            assert not option.legal and option.rule in all_rules()
            assert explain(state, option.action).rule == option.rule
            with pytest.raises(IllegalActionError) as raised:
                state.clone().apply_action(option.action)
            assert raised.value.rule == option.rule
        assert model.state.to_json() == before
        refused = model.refused(limit=1)
        if refused:  # the learner cannot take a refused option: nothing changes
            with pytest.raises(IllegalActionError):
                model.choose(refused[0].action)
            assert model.state.to_json() == before and not model.learner_steps[len(saved) :]
        saved.append(before)
        model.choose(learner.choose(state))
    assert seen > 0


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
        _to_learners_turn(model)
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


def test_a_decision_kind_is_the_phase_and_the_verb() -> None:
    model = _model("brian_boru", {}, 0)
    _to_learners_turn(model)
    kinds = decision_kinds(model.state)
    assert kinds and all(k.phase == model.state.phase() for k in kinds)
    verbs = {str(a).split()[0] for a in model.state.legal_actions()}
    assert {k.verb for k in kinds} == verbs


def test_a_hint_weighs_the_learners_legal_actions() -> None:
    model = _model("brian_boru", {}, 0)
    model.hint_simulations = 12
    assert model.hint() is None  # the start is showing: not the learner's move yet
    _to_learners_turn(model)
    hint = model.hint()
    assert hint is not None and hint.choices
    legal = model.state.legal_actions()
    assert all(c.action in legal for c in hint.choices)
    if hint.source == "ismcts":
        assert hint.simulations == 12 and hint.thinking is not None


def test_the_opponents_level_can_change() -> None:
    model = _model("brian_boru", {}, 0)
    model.set_opponents("greedy")
    assert model.opponents == "greedy" and model.agents[0] is None
    assert sum(a is not None for a in model.agents) == 2


def test_the_coverage_report_counts_rules_lessons_and_what_games_teach() -> None:
    report = lesson_coverage_report("brian_boru", 3, seeds=range(2))
    assert report["rules"] == len(all_rules("BB."))
    assert 0 <= report["with_lesson"] <= report["rules"]
    assert 0 < report["taught_min"] <= report["taught_mean"] <= report["taught_max"]
    assert report["taught_max"] <= report["taught_union"] <= report["rules"]


def test_without_a_search_the_hint_is_the_greedy_players_choice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tabletop_lib.agents import ISMCTSAgent

    def cannot_search(self: ISMCTSAgent, state: Any) -> Any:
        raise NotImplementedError("no resampling")

    monkeypatch.setattr(ISMCTSAgent, "choose", cannot_search)
    model = _model("merlin", {}, 0)
    _to_learners_turn(model)
    hint = model.hint()
    assert hint is not None and hint.source == "greedy" and len(hint.choices) == 1
    assert hint.choices[0].action in model.state.legal_actions()


def test_the_greedy_hint_looks_ahead_on_what_the_learner_may_know(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The greedy agent applies each option to score it, so its hint must not see the true
    state's hidden cards: it plays on ``state.resample(seat, seed)``."""
    from tabletop_lib.agents import ISMCTSAgent
    from tabletop_lib.core import agents as core_agents

    def cannot_search(self: ISMCTSAgent, state: Any) -> Any:
        raise NotImplementedError("no resampling")

    seen: list[Any] = []
    choose = core_agents.GreedyAgent.choose

    def spy(self: Any, state: Any) -> Any:
        seen.append(state)
        return choose(self, state)

    monkeypatch.setattr(ISMCTSAgent, "choose", cannot_search)
    monkeypatch.setattr(core_agents.GreedyAgent, "choose", spy)
    model = _model("brian_boru", {}, 0)
    _to_learners_turn(model)
    hint = model.hint()
    assert hint is not None and hint.source == "greedy" and len(seen) == 1
    looked_at = seen[0]
    assert looked_at is not model.state
    assert looked_at.observation(model.seat) == model.state.observation(model.seat)
    assert looked_at.to_json() != model.state.to_json()  # the others' hands were redealt


def test_not_allowed_now_lists_only_moves_the_learner_could_take_before() -> None:
    """A refused option is a plausible try: an action of the kind faced now that was legal
    at one of the learner's earlier decisions (a card once in the pack, a die face once
    rolled), never one they have not met (a card numbered 0, another player's card)."""
    model = _model("brian_boru", {}, 0, seed=4)
    learner = RandomAgent(5)
    earlier: set[str] = set()
    shown = 0
    for _ in range(10):
        _to_learners_turn(model)
        legal = model.state.legal_actions()
        for option in model.refused():
            shown += 1
            assert str(option.action) in earlier and option.action not in legal
            assert str(option.action).split(" ", 1)[0] in {str(a).split(" ", 1)[0] for a in legal}
        earlier |= {str(a) for a in legal}
        model.choose(learner.choose(model.state))
    assert shown, "the draft passes packs on: the cards left behind are refused later"


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
    import re

    from tabletop_lib.widgets.tutor_html import SINCE_SHOWN, moment_html
    from tabletop_lib.widgets.tutor_model import Moment

    lines = tuple(f"Blue takes coin number {n}." for n in range(SINCE_SHOWN + 9))
    card = moment_html(Moment("fired", 3, 1, "Blue's move", lines, ()), "brian_boru")
    shown = html.unescape(re.sub(r"<[^>]+>", "", card))
    assert all(line in shown for line in lines)  # every line is there, the middle folded
    assert card.count("<details") == 1 and "9 more things happened" in shown
    short = moment_html(Moment("fired", 3, 1, "Blue's move", lines[:3], ()), "brian_boru")
    assert "<details" not in short
    # Players' parts fold on their own: short parts are shown whole, however many there are;
    # a long part folds its middle under its heading, which stays in sight.
    parts = ("Since your last turn:", "Your move:", "You play the blue 16.")
    for name in ("Green", "Brown", "Green", "Brown"):
        parts += (f"{name}'s move:", f"{name} plays a card.", f"{name} takes a raider.")
    many = moment_html(Moment("decision", 3, 0, "Your turn", parts, ()), "brian_boru")
    assert len(parts) > SINCE_SHOWN and "<details" not in many
    upkeep = (*parts[:3], "Blue's move:", *lines)
    card = moment_html(Moment("decision", 3, 0, "Your turn", upkeep, ()), "brian_boru")
    shown = html.unescape(re.sub(r"<[^>]+>", "", card.split("<details")[0]))
    assert "Blue's move:" in shown and lines[0] in shown and "Your move:" in shown
    assert card.count("<details") == 1 and "10 more things happened" in card  # heading too


def test_not_allowed_now_names_the_card_and_speaks_to_the_learner() -> None:
    """A card the learner held at an earlier decision and no longer holds: refused by name
    ("the yellow 4"), "not in your pack", never "card 4" or the learner's colour."""
    model = TutorModel("brian_boru", num_players=3, seed=7, opponents="random")
    you = model.game.player_names[model.seat]
    seen = []
    for _ in range(40):
        if model.pending is not None or not model.is_learners_turn():
            model.proceed()
            continue
        seen.extend(model.refused())
        model.choose(model.state.legal_actions()[0])
    cards = [o for o in seen if "pack" in o.reason or "hand" in o.reason]
    assert cards
    for option in cards:
        assert "your" in option.reason and you not in option.reason
        assert not re.search(r"\bcard \d+\b", option.reason), option.reason
