"""The tutor at a laptop, on Brian Boru's moments: each player's part of what happened under
their name, the options list as tall as its options, the opponents' level in the status line."""

from __future__ import annotations

from tutor_play import to_decision

from tabletop_lib.widgets import Tutor
from tabletop_lib.widgets.tutor_css import OPTION_ROWS
from tabletop_lib.widgets.tutor_model import TutorModel


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


def test_the_options_list_is_as_tall_as_its_options_and_the_level_reaches_the_status() -> None:
    tutor = Tutor("brian_boru", num_players=3, seed=1, opponents="greedy", keep=False)
    assert tutor.model.state.current_player() != 0  # the welcome: an opponent sets up
    assert "(a hasty player) to play" in tutor.board.status.value
    tutor.level.value = "random"  # the learner picks beginners: the status line follows
    assert [a is None for a in tutor.board.agents] == [i == 0 for i in range(3)]
    assert "(a beginner) to play" in tutor.board.status.value
    to_decision(tutor, 0)
    shown = len(tutor.options.options)
    rows = min(OPTION_ROWS, shown)
    assert tutor.options.rows == max(2, rows)  # a list box: one row would be a drop-down
    short = [c for c in tutor.options._dom_classes if c.startswith("tabletop-rows-")]
    assert short == ([f"tabletop-rows-{rows}"] if rows < OPTION_ROWS else [])
