"""The tutor's model on Brian Boru: its start (goal, seats, setup), the greedy hint on a redealt
state, and the refused cards of the draft named in the learner's words."""

from __future__ import annotations

import re
from typing import Any

import pytest
from tutor_play import model_for, to_learners_turn

from tabletop_lib.core.agents import RandomAgent
from tabletop_lib.core.words import intro
from tabletop_lib.widgets.tutor_model import OPPONENT_WORDS, TutorModel, goal_rules


def test_the_start_states_the_goal_and_the_setup() -> None:
    model = model_for("brian_boru", {}, 0)
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
    model = model_for("brian_boru", {}, 0)
    to_learners_turn(model)
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
    model = model_for("brian_boru", {}, 0, seed=4)
    learner = RandomAgent(5)
    earlier: set[str] = set()
    shown = 0
    for _ in range(10):
        to_learners_turn(model)
        legal = model.state.legal_actions()
        for option in model.refused():
            shown += 1
            assert str(option.action) in earlier and option.action not in legal
            assert str(option.action).split(" ", 1)[0] in {str(a).split(" ", 1)[0] for a in legal}
        earlier |= {str(a) for a in legal}
        model.choose(learner.choose(model.state))
    assert shown, "the draft passes packs on: the cards left behind are refused later"


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
