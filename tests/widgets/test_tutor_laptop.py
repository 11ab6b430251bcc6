"""The tutor at a laptop: the decision above the card beside a board that fits, what happened
since the learner's last turn, the opponents in words, the game kept and offered again, and a
debrief at the end."""

from __future__ import annotations

from pathlib import Path

import pytest
from registered import games, table
from tutor_play import to_decision

from tabletop_lib.core.registry import game_info
from tabletop_lib.widgets import Tutor, tutor_save
from tabletop_lib.widgets.tutor import BOARD_HEIGHT, BOARD_WIDTH
from tabletop_lib.widgets.tutor_css import OPTION_ROWS
from tabletop_lib.widgets.tutor_debrief import rival
from tabletop_lib.widgets.tutor_page import page_source


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


def test_the_options_list_is_a_list_box_as_tall_as_its_options() -> None:
    """One option is a list box of two rows one option tall (with one row the browser draws a
    drop-down, whose label cannot wrap and which widens past the card); many options scroll in
    a list of OPTION_ROWS rows."""
    tutor = Tutor(games()[0], keep=False)

    def shown() -> tuple[int, list[str]]:
        classes = [c for c in tutor.options._dom_classes if c.startswith("tabletop-rows-")]
        return tutor.options.rows, classes

    for count, expected in [
        (1, (2, ["tabletop-rows-1"])),
        (3, (3, ["tabletop-rows-3"])),
        (OPTION_ROWS + 5, (OPTION_ROWS, [])),
        (1, (2, ["tabletop-rows-1"])),
        (2, (2, ["tabletop-rows-2"])),
    ]:
        tutor._fit_rows(count)
        assert shown() == expected, count


@pytest.mark.parametrize("name", games())
def test_the_welcome_names_the_learners_colour_and_the_opponents_in_words(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seat=1, opponents="greedy", keep=False)
    card = tutor.card.value
    colour = tutor.model.game.player_names[1]
    assert f"You play {colour}" in card and "hasty player" in card
    if not tutor.model.is_learners_turn():  # the status line words the level as the welcome
        assert "(a hasty player) to play" in tutor.board.status.value
    assert "greedy" not in card and "seat 1" not in card


@pytest.mark.parametrize("name", games())
def test_each_decision_says_what_happened_since_the_last_one(name: str) -> None:
    tutor = Tutor(name, num_players=table(name), seed=5, opponents="random", keep=False)
    told = []
    cards = []
    for _ in range(40):  # the decisions after moves that taught nothing new
        to_decision(tutor, 1)
        decision = tutor.model.decision
        if decision is None:  # the game is over
            assert tutor.model.state.is_terminal()
            break
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


@pytest.mark.parametrize("name", games())
def test_a_kept_game_is_offered_again_and_resumed(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tutor_save.DIR_VAR, str(tmp_path))
    players = table(name, 2)
    first = Tutor(name, num_players=players, seed=2, opponents="random")
    to_decision(first, 4)
    kept = first.model.state.to_json()
    assert tutor_save.save_path(name).exists()
    # A kernel restart: a new Tutor offers the kept game, and the button brings it back.
    again = Tutor(name, num_players=players, seed=2, opponents="random")
    button = again.resume_bar.children[0]
    assert "Resume your game" in button.description
    assert again.model.state.to_json() != kept
    button.click()
    assert again.model.state.to_json() == kept and again.resume_bar.children == ()
    assert again.model.taught == first.model.taught
    # A page shown twice without a click (a reload) still offers the kept game: the new game
    # beside the offer is not saved over it before the learner makes a choice.
    twice = Tutor(name, num_players=players, seed=9, opponents="random")
    assert twice.resume_bar.children and tutor_save.load(tutor_save.save_path(name))
    assert Tutor(name, num_players=players).resume_bar.children
    # resume=True takes it at once.
    assert Tutor(name, num_players=players, resume=True).model.state.to_json() == kept


@pytest.mark.parametrize("name", games())
def test_a_page_of_its_own_gives_the_board_more_room(name: str) -> None:
    """The stand-alone page has no notebook bars: its board may be larger (``board_size``)."""
    tutor = Tutor(name, num_players=table(name, 2), keep=False, board_size=(700, 740))
    small = Tutor(name, num_players=table(name, 2), keep=False)
    height, width = tutor.board.figure_widget.layout.height, tutor.board.figure_widget.layout.width
    assert height is not None and width is not None and height <= 740 and width <= 700
    assert small.board.figure_widget.layout.height <= BOARD_HEIGHT
    assert height >= small.board.figure_widget.layout.height
    assert "board_size=(720, 740)" in page_source(name)


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
