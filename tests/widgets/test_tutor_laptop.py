"""The tutor at a laptop: the decision above the card beside a board that fits, what happened
since the learner's last turn, the opponents in words, the game kept and offered again, and a
debrief at the end."""

from __future__ import annotations

import html
from pathlib import Path

import pytest
from registered import games

from tabletop_lib.analysis.corpus import strong_games
from tabletop_lib.core.registry import game_info
from tabletop_lib.widgets import Tutor, tutor_save
from tabletop_lib.widgets.tutor import BOARD_HEIGHT, BOARD_WIDTH, OPTION_ROWS
from tabletop_lib.widgets.tutor_debrief import (
    category_points,
    end_swing,
    rival,
    strong_standing,
    turn_swings,
)
from tabletop_lib.widgets.tutor_model import TutorModel
from tabletop_lib.widgets.tutor_page import page_source


def _to_decision(tutor: Tutor, decisions: int) -> None:
    made = 0
    while not tutor.model.state.is_terminal():
        if tutor.model.pending is not None:
            tutor.proceed()
        elif tutor.model.is_learners_turn():
            if made == decisions:
                return
            tutor.choose(len(tutor._options) - 1)
            made += 1
        else:
            tutor.proceed()


@pytest.mark.parametrize(
    ("game", "players"), [(name, min(game_info(name).player_counts)) for name in games()]
)
def test_the_board_fits_beside_the_decision(game: str, players: int) -> None:
    tutor = Tutor(game, num_players=players, keep=False)
    width = tutor.board.figure_widget.layout.width
    assert width is not None and width <= BOARD_WIDTH
    side = tutor.widget.children[1].children[1]
    order = list(side.children)
    # The controls come before the card: reading never pushes them down.
    assert order.index(tutor.continue_button) < order.index(tutor.card)
    assert order.index(tutor.decide_row) < order.index(tutor.card)
    assert tutor.decide_row.children == (tutor.choose_button, tutor.hint_button)
    assert order.index(tutor.hint) < order.index(tutor.card)  # a hint shows by the decision


def test_the_welcome_names_the_learners_colour_and_the_opponents_in_words() -> None:
    tutor = Tutor("brian_boru", num_players=3, seat=1, opponents="greedy", keep=False)
    card = tutor.card.value
    assert "You play Green" in card and "hasty player" in card
    # The status line words the opponents' level as the welcome does.
    assert "(a hasty player) to play" in tutor.board.status.value
    assert "greedy" not in card and "seat 1" not in card


def test_each_decision_says_what_happened_since_the_last_one() -> None:
    tutor = Tutor("brian_boru", num_players=3, seed=5, opponents="random", keep=False)
    told = []
    cards = []
    for _ in range(40):  # the decisions after moves that taught nothing new
        _to_decision(tutor, 1)
        decision = tutor.model.decision
        assert decision is not None
        if decision.what:
            told.append(decision)
            cards.append(tutor.card.value)
    heads = ("Since your last turn:", "What your last choice did:")
    assert told and all(d.what[0] in heads for d in told)
    assert all(any(h.rstrip(":") in card for h in heads) for card in cards)
    # "What your last choice did" only when nobody else moved since: the learner's turn goes on.
    assert all(not line.endswith(":") for d in told if d.what[0] == heads[1] for line in d.what[1:])
    names = tutor.model.game.player_names
    others = tuple(n for i, n in enumerate(names) if i != tutor.model.seat)
    assert any(line.startswith(others) for d in told for line in d.what[1:])


def test_a_kept_game_is_offered_again_and_resumed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tutor_save.DIR_VAR, str(tmp_path))
    first = Tutor("paladins", num_players=2, seed=2, opponents="random")
    _to_decision(first, 4)
    kept = first.model.state.to_json()
    assert tutor_save.save_path("paladins").exists()
    # A kernel restart: a new Tutor offers the kept game, and the button brings it back.
    again = Tutor("paladins", num_players=2, seed=2, opponents="random")
    button = again.resume_bar.children[0]
    assert "Resume your game" in button.description
    assert again.model.state.to_json() != kept
    button.click()
    assert again.model.state.to_json() == kept and again.resume_bar.children == ()
    assert again.model.taught == first.model.taught
    # A page shown twice without a click (a reload) still offers the kept game: the new game
    # beside the offer is not saved over it before the learner makes a choice.
    twice = Tutor("paladins", num_players=2, seed=9, opponents="random")
    assert twice.resume_bar.children and tutor_save.load(tutor_save.save_path("paladins"))
    assert Tutor("paladins", num_players=2).resume_bar.children
    # resume=True takes it at once.
    assert Tutor("paladins", num_players=2, resume=True).model.state.to_json() == kept


def test_the_debrief_compares_with_the_winner_and_names_the_turns() -> None:
    tutor = Tutor("brian_boru", num_players=3, seed=1, opponents="random", keep=False)
    _to_decision(tutor, 10_000)
    while tutor.model.pending is not None:  # the last moments of the game, read
        tutor.proceed()
    state = tutor.model.state
    assert state.is_terminal()
    card = tutor.card.value
    assert "The game is over" in card and f"You scored {state.scores()[tutor.model.seat]}" in card
    mine = category_points(state, tutor.model.seat)
    assert sum(mine.values()) == state.scores()[tutor.model.seat] or mine
    swings = turn_swings(tutor.model)
    last = tutor.model.match.step - 1  # the game's last move, with the final scoring
    assert [s[0] for s in swings] == [s for s in tutor.model.learner_steps if s < last]
    assert tutor.model.match.step == tutor.model.match.num_steps  # the match is left at the end
    # The last step's points (the final scoring) are told apart, not as one turn's.
    final = (
        state.scores()[tutor.model.seat] - tutor.model.match.jump(last).scores()[tutor.model.seat]
    )
    tutor.model.match.jump(last + 1)
    assert end_swing(tutor.model) == final
    assert (f"the final scoring: {final:+d} point" in card) == bool(final)
    best = max(swings, key=lambda s: s[2])
    if best[2] > 0:
        assert html.escape(best[1]) in card
    # Where the learner's score stands among strong players at 3 players (the shipped corpus).
    standing = strong_standing(tutor.model)
    table = strong_games("brian_boru", 3)
    beaten = (table["score"] < state.scores()[tutor.model.seat]).mean()
    assert standing.startswith("Among strong players at 3 players, your ")
    assert f"beats {beaten:.0%} of all final scores" in standing
    assert html.escape(standing) in card
    # The rules met, each one click from the rule book.
    met = tutor.model.progress().met
    assert tutor.met_box.layout.display is None and tutor.met.value == met[0]
    assert [value for _, value in tutor.met.options] == list(met)
    tutor.met.value = met[-1]
    tutor.open_met.click()
    assert tutor.extras.selected_index == 0 and tutor.book.rules.value == met[-1]


def test_no_strong_comparison_for_a_table_the_corpus_does_not_have() -> None:
    """Merlin with only Arthur, or Paladins with a rule option changed: no corpus table plays
    that game, so the debrief says nothing rather than compare with another game."""
    for game, options in (
        ("merlin", {"modules": ["arthur"]}),
        ("paladins", {"tie_break": "shared"}),
    ):
        model = TutorModel(game, num_players=2, seed=1, opponents="random", **options)
        assert strong_standing(model) == ""
    model = TutorModel("paladins", num_players=2, seed=1, opponents="random")
    assert strong_standing(model).startswith("Among strong players at 2 players")


def test_each_players_part_of_what_happened_is_told_under_their_name() -> None:
    """An opponent's card that also tells the learner's own move (it taught nothing, so no card
    was shown for it) puts that move under "Your move:", never under the opponent's title;
    each heading is followed by what that player's moves caused, in order."""
    model = TutorModel("brian_boru", num_players=3, seed=1, opponents="random")
    names = model.game.player_names
    mixed = 0
    for _ in range(300):
        if model.state.is_terminal():
            break
        if model.pending is not None:
            model.proceed()
        else:
            model.choose(model.options()[-1].action)
        moment = model.pending or model.decision
        if moment is None or moment.kind != "fired" or moment.player == model.seat:
            continue
        heads = [line for line in moment.what if line.endswith(":")]
        if heads:
            mixed += 1
            assert moment.what[0] in heads, moment.what  # nothing told before a name
            assert set(heads) <= {"Your move:", *(f"{n}'s move:" for n in names)}
            assert "Your move:" in heads or len(set(heads)) > 1
        else:  # only the opponent's own move: the title names them
            you = [line for line in moment.what if line.startswith(("You play", "You pick"))]
            assert not you, moment.what
    assert mixed, "no card told two players' moves: the scenario was not met"


def test_a_page_of_its_own_gives_the_board_more_room() -> None:
    """The stand-alone page has no notebook bars: its board may be taller (``board_size``)."""
    tutor = Tutor("paladins", num_players=2, keep=False, board_size=(700, 740))
    height = tutor.board.figure_widget.layout.height
    assert height is not None and BOARD_HEIGHT < height <= 740
    assert "board_size=(720, 740)" in page_source("paladins")


def test_the_options_list_is_as_tall_as_its_options_and_the_level_reaches_the_status() -> None:
    tutor = Tutor("brian_boru", num_players=3, seed=1, opponents="greedy", keep=False)
    assert tutor.model.state.current_player() != 0  # the welcome: an opponent sets up
    assert "(a hasty player) to play" in tutor.board.status.value
    tutor.level.value = "random"  # the learner picks beginners: the status line follows
    assert [a is None for a in tutor.board.agents] == [i == 0 for i in range(3)]
    assert "(a beginner) to play" in tutor.board.status.value
    _to_decision(tutor, 0)
    shown = len(tutor.options.options)
    rows = min(OPTION_ROWS, shown)
    assert tutor.options.rows == rows
    short = [c for c in tutor.options._dom_classes if c.startswith("tabletop-rows-")]
    assert short == ([f"tabletop-rows-{rows}"] if rows < OPTION_ROWS else [])


class _Ended:
    def __init__(self, scores: list[int], winners: list[int]) -> None:
        self._scores, self._winners = scores, winners

    def scores(self) -> list[int]:
        return self._scores

    def winners(self) -> list[int]:
        return self._winners


@pytest.mark.parametrize(
    ("scores", "winners", "seat", "beside"),
    [
        ([10, 30, 20], [1], 0, (1, "winner")),  # the learner lost: the winner
        ([30, 10, 20], [0], 0, (2, "second")),  # the learner won: the best of the others
        ([30, 30, 20], [0, 1], 0, (1, "tied")),  # a shared win: the one who shares it
        ([10, 30, 30], [1, 2], 0, (1, "winner")),  # two others won: the first of them
        ([30], [0], 0, None),  # nobody else
    ],
)
def test_the_debrief_sets_the_learner_beside_a_rival(
    scores: list[int], winners: list[int], seat: int, beside: tuple[int, str] | None
) -> None:
    assert rival(_Ended(scores, winners), seat) == beside
