"""The command line: ``tabletop {list,rules,play,tutor,simulate} ...`` (or python -m tabletop_lib).

    tabletop --version
    tabletop tutor merlin           # learn Merlin while playing, on a web page (Voila)
    python -m tabletop_lib list
    python -m tabletop_lib rules brian_boru
    python -m tabletop_lib play brian_boru --players 4 --seed 1 --agents random greedy
    python -m tabletop_lib play merlin --option modules=arthur,morgana --verbose
    python -m tabletop_lib play paladins --players 4 --agents ismcts:simulations=100 heuristic
    python -m tabletop_lib simulate brian_boru --players 4 --games 1000 --workers 2 \\
        --agents random greedy random random --seed 0 --out results.parquet

Options are KEY=VALUE. A list option (modules, viking_strengths, order_points) takes a comma
list (modules=arthur,morgana) or a JSON list (modules='["arthur"]'); other values are read as
JSON or as a Python literal when they parse (numbers, true or True, null or None), else as text.

Errors (an unknown game, agent, option, a bad count, an unwritable file) print one line on
stderr and exit with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NoReturn

import tabletop_lib
from tabletop_lib.core.agents import agent_names, check_agent, make_agent, play
from tabletop_lib.core.citations import reader_citation, reader_rule_text
from tabletop_lib.core.errors import TabletopError
from tabletop_lib.core.game import State
from tabletop_lib.core.options import parse_option_text
from tabletop_lib.core.registry import game_info, list_games, load_game
from tabletop_lib.core.rules import all_rules, rule_name, rule_sections
from tabletop_lib.core.words import level_words

EXIT_USAGE = 2


MAX_GAMES = 1_000_000
"""The most games one ``simulate`` plays: its rows (one a seat and game) are kept in memory."""
MAX_WORKERS = 64
"""The most worker processes one ``simulate`` starts."""


def _count(flag: str, most: int) -> Any:
    """An argparse type: a whole number from 1 to ``most``, else an error naming ``flag``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not 1 <= value <= most:
            raise argparse.ArgumentTypeError(f"{value} is outside 1..{most:,}")
        return value

    parse.__name__ = flag
    return parse


class UsageError(Exception):
    """A bad command line; reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


def _option(text: str) -> tuple[str, str]:
    """``KEY=VALUE``, split; the value is read once the game is known (see :func:`_options`)."""
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, got {text!r}")
    return key, value


def _options(args: argparse.Namespace) -> dict[str, Any]:
    """The ``--option`` values read for the game: its list options as lists, others as scalars."""
    lists = set(game_info(args.game).list_options)
    return {key: parse_option_text(key, text, is_list=key in lists) for key, text in args.option}


GAME_HELP = "a game name, e.g. brian_boru (the list command shows every game)"


def _game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=GAME_HELP)
    parser.add_argument(
        "--players", type=int, default=None, help="player count (default: the smallest allowed)"
    )
    parser.add_argument(
        "--agents",
        nargs="+",
        default=None,
        metavar="KIND",
        help=f"one agent per seat, or one for every seat ({', '.join(agent_names())}; "
        "default random); parameters follow a colon: ismcts:simulations=200,depth=24",
    )
    parser.add_argument("--seed", type=int, default=0, help="the seed (default 0)")
    parser.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option (the list command shows each game's); repeat for several. "
        "List options take a comma list or a JSON list: modules=arthur,morgana",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tabletop",
        description="Rules engines for board games: list the games, show a game's rules, "
        "play one game and narrate it, or simulate many.",
        epilog="Example: tabletop play merlin --option modules=arthur,morgana",
    )
    parser.add_argument(
        "--version", action="version", version=f"tabletop_lib {tabletop_lib.__version__}"
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    commands.add_parser("list", help="the games, their player counts and options")
    rules = commands.add_parser(
        "rules", help="every rule of a game by name, by the rulebook's sections, with its source"
    )
    rules.add_argument("game", help=GAME_HELP)
    rules.add_argument("--text", action="store_true", help="add each rule's sentence")
    rules.add_argument(
        "--ids", action="store_true", help="start each line with the rule's id (for code)"
    )
    narrate = commands.add_parser("play", help="play one game and narrate it")
    _game_arguments(narrate)
    narrate.add_argument(
        "--verbose",
        action="store_true",
        help="narrate every event; without it each draft is told in one line",
    )
    narrate.add_argument(
        "--rule-ids",
        action="store_true",
        help="start each line with the id of its rule (for developers)",
    )
    study = commands.add_parser("simulate", help="play many games; summary and Parquet file")
    _game_arguments(study)
    study.add_argument(
        "--games",
        type=_count("--games", MAX_GAMES),
        default=100,
        help=f"how many games (default 100, at most {MAX_GAMES:,}: the rows are held in memory)",
    )
    study.add_argument(
        "--workers",
        type=_count("--workers", MAX_WORKERS),
        default=1,
        help=f"worker processes (default 1, at most {MAX_WORKERS})",
    )
    study.add_argument(
        "--out",
        default=None,
        help="write the rows to this file: .csv or .csv.gz as CSV, any other name as Parquet "
        "(Parquet needs the analysis extra)",
    )
    study.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    tutor = commands.add_parser(
        "tutor", help="learn a game by playing it, in a web page of its own (needs Voila)"
    )
    tutor.add_argument("game", nargs="?", default=None, help="the game to start with")
    tutor.add_argument("--port", type=int, default=8866, help="the page's port (default 8866)")
    tutor.add_argument(
        "--no-browser", action="store_true", help="serve the page without opening a browser"
    )
    return parser


def command_tutor(args: argparse.Namespace) -> int:
    """Serve the tutor as a stand-alone page (:mod:`tabletop_lib.widgets.tutor_page`)."""
    from tabletop_lib.widgets.tutor_page import serve

    games = list_games()
    if args.game is not None and args.game not in games:
        raise UsageError(f"no tutor for {args.game!r}; choose one of {', '.join(games)}")
    return serve(args.game, args.port, browser=not args.no_browser)


def _players(args: argparse.Namespace) -> int:
    if args.players is not None:
        players: int = args.players
        return players
    return game_info(args.game).player_counts[0]


def _agents(args: argparse.Namespace, players: int) -> list[str]:
    kinds: list[str] = args.agents or ["random"]
    if len(kinds) == 1:
        kinds = kinds * players
    if len(kinds) != players:
        raise UsageError(f"{players} players need 1 or {players} agent kinds, got {len(kinds)}")
    for kind in kinds:
        try:
            check_agent(kind)
        except ValueError as exc:
            raise UsageError(str(exc)) from None
    return kinds


def command_list() -> None:
    for name in list_games():
        info = game_info(name)
        counts = ", ".join(map(str, info.player_counts))
        print(f"{name}: {info.title} ({counts} players)")
        for option, text in info.options.items():
            kind = " (a list: a,b or JSON)" if option in info.list_options else ""
            print(f"    --option {option}=...  {text}{kind}")


def _rule_prefix(game_name: str) -> str:
    """The prefix of a game's rule ids (``BB.``), read from its setup events."""
    state: State[Any] = load_game(game_name).new_initial_state(0)
    for event in state.events():
        if not event.rule.startswith("core."):
            return event.rule.split(".", 1)[0] + "."
    raise UsageError(f"{game_name} emits no setup events, so its rules cannot be listed")


def command_rules(game_name: str, with_text: bool, with_ids: bool = False) -> None:
    """Print a game's rules as a reader looks them up: by the rulebook's sections in play order,
    each rule by its plain name with where the rulebook says it (and its sentence with
    ``--text``). With ``--ids`` each line starts with the rule's id, the key that code and data
    use (``tabletop_lib.rule(id)``)."""
    prefix = _rule_prefix(game_name)
    rules = all_rules(prefix)
    shared = _shared_source(reader_citation(r.citation) for r in rules.values())
    if shared:
        print(f"Cited from {shared}.")
    width = max(len(r) for r in rules) if with_ids else 0
    for title, members in rule_sections(prefix):
        print(f"\n{title}")
        for rule_id in members:
            where = reader_citation(rules[rule_id].citation).removeprefix(shared).lstrip(":, ")
            key = f"{rule_id:<{width}}  " if with_ids else ""
            print(f"  {key}{rule_name(rule_id)}" + (f" — {where}" if where else ""))
            if with_text:
                print(f"  {'':<{len(key)}}  {reader_rule_text(rules[rule_id].text)}")


def _shared_source(citations: Iterable[str]) -> str:
    """The publication every citation starts with (through its closing parenthesis: "…
    (English edition, Osprey Games, 2021)"), or ``""`` when they share none."""
    texts = list(citations)
    shared = texts[0][: texts[0].rfind(")") + 1] if texts else ""
    while shared and not all(t.startswith(shared) for t in texts):
        shared = shared[: shared.rfind(")", 0, len(shared) - 1) + 1]
    return shared


def command_play(args: argparse.Namespace) -> None:
    from tabletop_lib.analysis.narrate import narration
    from tabletop_lib.analysis.simulate import agent_seed

    players = _players(args)
    game = load_game(args.game, num_players=players, **_options(args))
    kinds = _agents(args, players)
    agents = [make_agent(kind, agent_seed(args.seed, seat)) for seat, kind in enumerate(kinds)]
    final = play(game, agents, seed=args.seed)
    seats = ", ".join(
        f"{name} ({level_words(kind)})" for name, kind in zip(game.player_names, kinds, strict=True)
    )
    header = f"{game.title}, {players} players: {seats} (game seed {args.seed})"
    if not getattr(game, "verified", True):
        header += "\n(The board or card data in use is unverified: see the data files' notes.)"
    lines = narration(final, header, verbose=args.verbose, rule_ids=args.rule_ids)
    print("\n".join(lines))


def _check_writable(path: Path) -> None:
    """Fail before a long study, not after it, when its output cannot be written."""
    folder = path.parent
    if path.is_dir():
        raise UsageError(f"--out {path} is a directory")
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise UsageError(f"--out {path}: the folder {folder} does not exist or is not writable")


def command_simulate(args: argparse.Namespace) -> None:
    players = _players(args)
    kinds = _agents(args, players)
    options = _options(args)
    load_game(args.game, num_players=players, **options)  # fail before importing pandas
    if args.out is not None:
        if not args.out.strip():
            raise UsageError("--out is empty: name the Parquet file to write")
        _check_writable(Path(args.out))

    from tabletop_lib.analysis.metrics import first_player_advantage, win_rates
    from tabletop_lib.analysis.simulate import simulate, write_csv, write_parquet

    started = time.perf_counter()
    df = simulate(
        args.game,
        players,
        kinds,
        n_games=args.games,
        seed=args.seed,
        workers=args.workers,
        options=options,
        progress=not args.no_progress,
    )
    elapsed = time.perf_counter() - started
    print(
        f"{args.game}, {players} players, {args.games} games, seed {args.seed}: "
        f"{elapsed:.1f} s ({args.games / elapsed:.0f} games/s, "
        f"{args.workers} worker{'s' if args.workers > 1 else ''})"
    )
    rates = win_rates(df, by=["seat", "agent"])
    table = rates.assign(
        win_rate=rates["win_rate"].map("{:.3f}".format),
        ci_95=[
            f"{lo:.3f}-{hi:.3f}" for lo, hi in zip(rates["ci_low"], rates["ci_high"], strict=True)
        ],
        mean_score=rates["mean_score"].map("{:.2f}".format),
    )[["seat", "agent", "games", "wins", "win_rate", "ci_95", "mean_score"]]
    print(table.to_string(index=False))
    if "start_player" in df.columns:
        fpa = first_player_advantage(df).iloc[0]
        print(
            f"start player wins {fpa['win_rate']:.3f} "
            f"(95% CI {fpa['ci_low']:.3f}-{fpa['ci_high']:.3f}; fair share {fpa['expected']:.3f})"
        )
    if args.out is not None:
        out = str(args.out)
        path = write_csv(df, out) if out.endswith((".csv", ".csv.gz")) else write_parquet(df, out)
        print(f"wrote {len(df)} rows to {path}")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        if args.command == "list":
            command_list()
        elif args.command == "rules":
            command_rules(args.game, args.text, args.ids)
        elif args.command == "play":
            command_play(args)
        elif args.command == "tutor":
            return command_tutor(args)
        else:
            command_simulate(args)
    except (UsageError, TabletopError, ValueError, OSError) as exc:
        if isinstance(exc, BrokenPipeError):
            return _quiet_broken_pipe()
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    return 0


def _quiet_broken_pipe() -> int:
    """The reader (``| head``) went away: stop without a traceback at interpreter exit."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())
    return 1


def console() -> NoReturn:
    """The ``tabletop`` console script."""
    sys.exit(main())


if __name__ == "__main__":
    sys.exit(main())
