"""Benchmark child for one tabletop_lib game: random games, clone time, peak memory.

Run by ``run.py`` in a fresh process pinned to one core, so that the peak memory it reports
belongs to this engine alone. It uses nothing but the engine contract of CONTRIBUTING.md::

    game = tabletop_lib.load_game(name, num_players=n)
    state = game.new_initial_state(seed=s)
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()), check=False)
    state.clone()

Moves are chosen uniformly by a local ``random.Random(seed)``; the engine's own randomness lives
in the state and is seeded by ``new_initial_state``. One action is one ``apply_action`` call,
i.e. one decision, which is how Catanatron's actions are counted too. The unchecked path
(``check=False``) is the one playouts and search use; the checked path (``apply_action(a)``,
validated as a person's move is) is timed too, on the same seeds (``play_checked``).

``--list`` prints instead the games ``tabletop_lib.list_games()`` names, each with the player
count to benchmark it at: 4 when the game accepts 4, else the most it accepts.

See ``harness.py`` for how each figure is measured.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from importlib import metadata
from typing import Any

from harness import GameRun, Sample, add_common_arguments, run_child, settings_from

PREFERRED_PLAYERS = 4
# Player counts tried, from the top, when a game declares no range and refuses 4 players.
PROBE_MAX_PLAYERS = 10
# A random game longer than this is taken for an engine that never ends.
DEFAULT_MAX_ACTIONS = 1_000_000


class TabletopEngine:
    """One tabletop_lib game at a fixed player count, driven through the engine contract."""

    def __init__(
        self, name: str, num_players: int, max_actions: int, options: dict[str, Any] | None = None
    ) -> None:
        import tabletop_lib

        self.name = name
        self.num_players = num_players
        self.max_actions = max_actions
        self.game: Any = tabletop_lib.load_game(name, num_players=num_players, **(options or {}))

    def play(self, seed: int) -> GameRun:
        """One random game on the unchecked path (``apply_action(a, check=False)``)."""
        return self._play(seed, check=False)

    def play_checked(self, seed: int) -> GameRun:
        """The same game on the checked path: ``apply_action(a)`` validates every action."""
        return self._play(seed, check=True)

    def _play(self, seed: int, check: bool) -> GameRun:
        clock = time.perf_counter_ns
        start = clock()
        state = self.game.new_initial_state(seed=seed)
        setup_ns = clock() - start
        choice = random.Random(seed).choice
        try:
            for ply in range(self.max_actions):
                if state.is_terminal():
                    return GameRun(actions=ply, setup_ns=setup_ns)
                state.apply_action(choice(state.legal_actions()), check=check)
        except IndexError as exc:  # raised by choice([]): no legal action in a live state
            raise RuntimeError(f"{self.name}: seed {seed}: {self._stuck(state)}") from exc
        raise RuntimeError(f"{self.name}: seed {seed} did not end in {self.max_actions} actions")

    @staticmethod
    def _stuck(state: Any) -> str:
        """Why a playout stopped on an ``IndexError``, as far as the contract can tell."""
        if not state.is_terminal() and not state.legal_actions():
            return "a state that is not terminal has no legal action"
        return "IndexError inside the engine"

    def sample(self, seed: int, pick: random.Random) -> Sample | None:
        state = self.game.new_initial_state(seed=seed)
        choice = random.Random(seed).choice
        chosen: object | None = None
        chosen_ply = 0
        ply = 0
        while not state.is_terminal():
            if ply >= self.max_actions:
                raise RuntimeError(f"{self.name}: seed {seed} did not end")
            # Reservoir sampling: after the game, every ply was kept with probability 1/length.
            if pick.randrange(ply + 1) == 0:
                chosen, chosen_ply = state.clone(), ply
            actions = state.legal_actions()
            if not actions:
                raise RuntimeError(f"{self.name}: seed {seed}: {self._stuck(state)}")
            state.apply_action(choice(actions), check=False)
            ply += 1
        if chosen is None:
            return None
        return Sample(state=chosen, ply=chosen_ply, game_length=ply)

    def clone_fn(self, state: Any) -> Callable[[], object]:
        clone: Callable[[], object] = state.clone
        return clone


def _entry_name(entry: object) -> str:
    """The name of one item of ``list_games()``: a string, or an object with ``name``."""
    if isinstance(entry, str):
        return entry
    name = getattr(entry, "name", None)
    if isinstance(name, str):
        return name
    raise TypeError(f"list_games() item {entry!r} is neither a name nor has a .name")


def _declared_counts(entry: object) -> list[int] | None:
    """Player counts an entry declares, if it declares any (``player_counts`` or min/max)."""
    counts = getattr(entry, "player_counts", None)
    if isinstance(counts, Iterable) and not isinstance(counts, str):
        found = sorted(int(n) for n in counts)
        if found:
            return found
    low = getattr(entry, "min_players", None)
    high = getattr(entry, "max_players", None)
    if isinstance(low, int) and isinstance(high, int) and low <= high:
        return list(range(low, high + 1))
    return None


def players_for(name: str, entry: object) -> int:
    """4 if the game accepts 4 players, else the most it accepts."""
    counts = _declared_counts(entry)
    if counts is not None:
        return PREFERRED_PLAYERS if PREFERRED_PLAYERS in counts else counts[-1]
    import tabletop_lib

    candidates: list[int] = [PREFERRED_PLAYERS, *range(PROBE_MAX_PLAYERS, 0, -1)]
    for n in candidates:
        try:
            tabletop_lib.load_game(name, num_players=n)
        except ValueError:  # ConfigError: this count is not allowed
            continue
        return n
    raise ValueError(f"{name}: load_game accepts no player count from 1 to {PROBE_MAX_PLAYERS}")


def variants(name: str) -> list[tuple[str, dict[str, Any]]]:
    """The option settings a game's faces declare (``bench_games.variants``), as (benchmark
    key, options): measured as well, at the same player count (issue 6: 4-player Merlin with
    every Big Box module is ``merlin+all_modules``)."""
    from bench_games import slug
    from bench_games import variants as declared

    return [(f"{name}+{slug(words)}", options) for words, options in declared(name)]


def list_games() -> list[dict[str, Any]]:
    """Every game of ``tabletop_lib.list_games()`` with the player count to benchmark it at,
    then the declared ``variants`` of the listed games (with ``key`` and ``options``)."""
    import tabletop_lib

    listed = tabletop_lib.list_games()
    entries: Iterable[object] = listed.values() if isinstance(listed, Mapping) else listed
    names = list(listed.keys()) if isinstance(listed, Mapping) else None
    games = []
    for i, entry in enumerate(entries):
        name = names[i] if names is not None else _entry_name(entry)
        games.append({"name": name, "num_players": players_for(name, entry)})
    for game in list(games):
        for key, options in variants(game["name"]):
            games.append({**game, "key": key, "options": options})
    return games


def tabletop_version() -> str:
    """The installed tabletop_lib version, or ``unknown`` when it is not installed as a package."""
    try:
        return metadata.version("tabletop_lib")
    except metadata.PackageNotFoundError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print the games to benchmark")
    parser.add_argument("--game", help="tabletop_lib game name")
    parser.add_argument("--players", type=int, default=PREFERRED_PLAYERS)
    parser.add_argument("--max-actions", type=int, default=DEFAULT_MAX_ACTIONS)
    parser.add_argument("--options", default="{}", help="game options as a JSON object")
    add_common_arguments(parser, default_games=200)
    args = parser.parse_args(argv)
    if args.list:
        sys.stdout.write(json.dumps(list_games()) + "\n")
        return 0
    if not args.game:
        parser.error("--game is required unless --list is given")
    name: str = args.game
    players: int = args.players
    max_actions: int = args.max_actions
    options: dict[str, Any] = json.loads(args.options)
    return run_child(
        lambda: TabletopEngine(name, players, max_actions, options),
        settings_from(args),
        label=f"tabletop_lib {name} {args.options}" if options else f"tabletop_lib {name}",
        version=tabletop_version(),
        notes={
            "loop": "while not is_terminal(): apply_action(rng.choice(legal_actions()), "
            "check=False)",
            "checked_loop": "the same with apply_action(rng.choice(legal_actions()))",
            "clone": "state.clone()",
        },
    )


if __name__ == "__main__":
    sys.exit(main())
