"""Benchmark child for the baseline: Catanatron (pure-Python Settlers of Catan), 4 random players.

Run by ``run.py`` in a fresh process pinned to one core, measured exactly as the tabletop_lib
games are (see ``harness.py``). Catanatron 3.2.1's API, as used here::

    from catanatron import Color, Game, RandomPlayer
    from catanatron.game import TURNS_LIMIT
    game = Game([RandomPlayer(c) for c in Color], seed=s)      # 4 players, shuffled seating
    while game.winning_color() is None and game.state.num_turns < TURNS_LIMIT:
        action = game.state.current_player().decide(game, game.state.playable_actions)
        game.execute(action, validate_action=False)
    len(game.state.actions)                                      # one entry per executed action
    game.copy()                                                  # what its search players clone

Fairness:

* One action is one decision executed (one ``apply_action``, which appends exactly one entry to
  ``game.state.actions``), the same unit as a tabletop_lib ``apply_action`` call. Rolling the
  dice and ending the turn are decisions in Catanatron, so they count.
* The default ``lean`` loop is ``Game.play_tick`` without its membership check, i.e.
  Catanatron's unchecked path, matching tabletop_lib's ``apply_action(..., check=False)``. It
  is faster than the stock ``game.play()`` (``--loop play``), which also validates every action
  and copies the game twice, so it is the stricter baseline.
* The players are Catanatron's own ``RandomPlayer`` (uniform over the playable actions, drawing
  from the global ``random``, which ``Game(seed=...)`` seeds).
* Catanatron stops a game after ``TURNS_LIMIT`` (1000) turns with no winner. Such games are
  counted like the others, actions included, and reported as ``truncated_games``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from importlib import metadata
from typing import Any

from harness import GameRun, Sample, add_common_arguments, run_child, settings_from

NUM_PLAYERS = 4
# Far above TURNS_LIMIT turns' worth of decisions: reaching it means the loop is broken.
MAX_ACTIONS = 1_000_000


class CatanatronEngine:
    """Catanatron with four ``RandomPlayer`` s, played by the lean loop or by ``game.play()``."""

    name = "catanatron"
    num_players = NUM_PLAYERS

    def __init__(self, loop: str) -> None:
        from catanatron import Color, Game, RandomPlayer
        from catanatron.game import TURNS_LIMIT

        self.loop = loop
        self.turns_limit: int = TURNS_LIMIT
        self.notes: dict[str, Any] = {"turns_limit": TURNS_LIMIT}
        self._game_class: Any = Game
        self._player_class: Any = RandomPlayer
        self._colors = list(Color)[:NUM_PLAYERS]

    def _new_game(self, seed: int) -> Any:
        if seed <= 0:  # Game(seed=0) would draw a random seed
            raise ValueError("Catanatron seeds must be positive")
        return self._game_class([self._player_class(c) for c in self._colors], seed=seed)

    def play(self, seed: int) -> GameRun:
        clock = time.perf_counter_ns
        start = clock()
        game = self._new_game(seed)
        setup_ns = clock() - start
        if self.loop == "play":
            winner = game.play()
            return GameRun(len(game.state.actions), setup_ns, truncated=winner is None)
        state = game.state
        turns_limit = self.turns_limit
        for ply in range(MAX_ACTIONS):
            if game.winning_color() is not None or state.num_turns >= turns_limit:
                if len(state.actions) != ply:
                    raise RuntimeError("state.actions does not hold one entry per action")
                return GameRun(ply, setup_ns, truncated=game.winning_color() is None)
            action = state.current_player().decide(game, state.playable_actions)
            game.execute(action, validate_action=False)
        raise RuntimeError(f"catanatron: seed {seed} did not end in {MAX_ACTIONS} actions")

    def sample(self, seed: int, pick: random.Random) -> Sample | None:
        game = self._new_game(seed)
        state = game.state
        chosen: object | None = None
        chosen_ply = 0
        ply = 0
        while game.winning_color() is None and state.num_turns < self.turns_limit:
            # Reservoir sampling: after the game, every ply was kept with probability 1/length.
            # ``pick`` is not the global ``random``, so the moves are those of ``play(seed)``.
            if pick.randrange(ply + 1) == 0:
                chosen, chosen_ply = game.copy(), ply
            action = state.current_player().decide(game, state.playable_actions)
            game.execute(action, validate_action=False)
            ply += 1
        if chosen is None:
            return None
        return Sample(state=chosen, ply=chosen_ply, game_length=ply)

    def clone_fn(self, state: Any) -> Callable[[], object]:
        copy: Callable[[], object] = state.copy
        return copy


def _installed_version(package: str) -> str:
    """The installed version of ``package``; the child still reports if it is missing."""
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--loop",
        choices=("lean", "play"),
        default="lean",
        help="lean: play_tick without validation (default); play: the stock game.play()",
    )
    add_common_arguments(parser, default_games=100)
    args = parser.parse_args(argv)
    if args.seed < 1:
        parser.error("--seed must be at least 1 (Catanatron treats seed 0 as 'random')")
    loop: str = args.loop
    return run_child(
        lambda: CatanatronEngine(loop),
        settings_from(args),
        label="Catanatron",
        version=_installed_version("catanatron"),
        notes={
            "loop": (
                "game.play()"
                if loop == "play"
                else "while no winner and num_turns < TURNS_LIMIT: "
                "game.execute(player.decide(game, playable_actions), validate_action=False)"
            ),
            "clone": "game.copy()",
            "players": "4 x RandomPlayer",
        },
    )


if __name__ == "__main__":
    sys.exit(main())
