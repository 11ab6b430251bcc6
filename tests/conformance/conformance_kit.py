"""The conformance kit: generic checks of the engine contract, run on every registered game.

Every check takes a tuple of :class:`Playout` of one game and player count (seeded random
games recorded as actions) and raises ``AssertionError`` naming the seed and step to replay.
Expensive checks (JSON, observations) run on every state of the first few games and on sampled
states of the rest. A new game joins by registering itself; game-specific invariants and
hidden-information checks live in ``conformance_hooks.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from conformance_hooks import VARIANT_SHARE, hooks_for

import tabletop_lib
from tabletop_lib.core import Game, State, explain, game_info, list_games, load_game

MAX_STEPS = 5000
"""A playout longer than this is taken to be a game that never ends."""
NORMAL_GAMES = int(os.environ.get("TABLETOP_CONFORMANCE_GAMES", "40"))
"""Random games per case in ``make test`` (seeds 0 to 39; a variant case an eighth of them).
``make soak`` plays the same checks over 2000 games of every case; set the variable to play more
here."""
SOAK_GAMES = 2000
FULL_GAMES = 3
"""Expensive checks run on every state of this many games of a soak corpus..."""
QUICK_FULL_GAMES = 1
"""...of this many of a ``make test`` corpus (every state of one whole game: each phase and
step of the game met in play; the other games add sampled states)..."""
VARIANT_FULL_GAMES = 1
"""...and of one game for a variant case, ``name[variant]``, whose corpus is smaller too..."""
SAMPLED_STATES = 4
"""...and on this many sampled states (plus the final one) of each other game."""
ILLEGAL_PER_STATE = 3
CONTINUE_STEPS = 4
"""How far a restored state is played beside the original when every state is checked."""

KNOWN_INVARIANT_BUGS: dict[tuple[str, str], str] = {}
"""(game, invariant) -> "BUG: ..." while it fails; the invariant test is then a strict xfail.

Brian Boru's action-cards-conserved was one until the discard pile was emptied each round."""


# -- the games and the corpus ---------------------------------------------------------------------
def game_cases(full: bool = False) -> list[tuple[str, int]]:
    """(case, player count) for every registered game: a case is the game's name, or
    ``name[variant]`` for each of the game's variants (``GameHooks.variants``).

    ``full`` gives every variant at every player count (``make soak``). Otherwise the
    representative slice of ``make test``: each game at every count, a variant with ``all`` in
    its name (everything together) at every count, and each other variant at one count, the
    counts taken in turn so that every count meets some variants."""
    cases = []
    for name in list_games():
        counts = game_info(name).player_counts
        variants = hooks_for(name).variants
        cases += [(name, n) for n in counts]
        for index, label in enumerate(variants() if variants else {}):
            case = f"{name}[{label}]"
            if full or "all" in label.split("-"):
                cases += [(case, n) for n in counts]
            else:
                cases.append((case, counts[index % len(counts)]))
    return cases


def case_params(full: bool = False, variants: bool | None = None) -> list[Any]:
    """The cases as pytest parameters: the representative slice, or every case (``full``);
    ``variants`` True keeps only the ``name[variant]`` cases, False only the plain games (so
    a slow check can be split into two files that the workers run side by side)."""
    return [
        pytest.param(case, n, id=f"{case}-{n}p")
        for case, n in game_cases(full)
        if variants is None or ("[" in case) == variants
    ]


def case_options(case: str) -> tuple[str, dict[str, Any]]:
    """The game name and the options of a case (``name`` or ``name[variant]``)."""
    name, _, variant = case.partition("[")
    if not variant:
        return name, {}
    variants = hooks_for(name).variants
    assert variants is not None, case
    return name, variants()[variant.rstrip("]")]


@cache
def game(case: str, num_players: int) -> Game[Any, Any]:
    name, options = case_options(case)
    return load_game(name, num_players=num_players, **options)


@dataclass(frozen=True)
class Playout:
    """A finished random game: its seed and every action, in order."""

    game: str
    num_players: int
    seed: int
    actions: tuple[Any, ...]

    def where(self, step: int) -> str:
        return f"{self.game} {self.num_players}p seed {self.seed} step {step}"


def random_playout(g: Game[Any, Any], seed: int) -> tuple[State[Any], list[Any]]:
    """Play ``g`` from the state of ``seed``, choosing with ``random.Random(seed)`` (checked)."""
    chooser = random.Random(seed)
    state: State[Any] = g.new_initial_state(seed)
    actions: list[Any] = []
    while not state.is_terminal():
        assert len(actions) < MAX_STEPS, f"{g!r} seed {seed}: no end after {MAX_STEPS} actions"
        legal = state.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        state.apply_action(action)
        actions.append(action)
    return state, actions


@cache
def source_digest() -> str:
    """A digest of the library's code and data: a stored corpus is used only by the same code."""
    root = Path(tabletop_lib.__file__).resolve().parent
    h = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            h.update(str(path.relative_to(root)).encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:16]


CORPUS_DIR = Path(__file__).resolve().parents[2] / ".pytest_cache" / "conformance-corpus"
"""Where the corpora are shared between the test files and the xdist workers of one run (and
later runs of the same code): every check of a case reads the same playouts, played once."""


def _stored_corpus(path: Path, g: Game[Any, Any], name: str, n: int) -> tuple[Playout, ...] | None:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return tuple(
        Playout(name, n, seed, tuple(g.parse_action(text) for text in actions))
        for seed, actions in doc
    )


@cache
def corpus(name: str, num_players: int, count: int) -> tuple[Playout, ...]:
    """``count`` random games, seeds 0 to count - 1; a variant case plays ``count //
    VARIANT_SHARE`` of them. Played once for the whole run: cached per process and stored as
    action texts under ``CORPUS_DIR`` (keyed by the library's digest) for the other processes."""
    g = game(name, num_players)
    if "[" in name:
        count = max(1, count // VARIANT_SHARE)
    path = CORPUS_DIR / source_digest() / f"{name}-{num_players}p-{count}.json"
    stored = _stored_corpus(path, g, name, num_players)
    if stored is not None:
        return stored
    playouts = tuple(
        Playout(name, num_players, seed, tuple(random_playout(g, seed)[1])) for seed in range(count)
    )
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    doc = [[po.seed, [str(a) for a in po.actions]] for po in playouts]
    temporary.write_text(json.dumps(doc), encoding="utf-8")
    os.replace(temporary, path)  # another process reads the whole corpus or none
    return playouts


def walk(playout: Playout) -> Iterator[tuple[int, State[Any], Any]]:
    """(step, state, next action) along a playout, then (last step, final state, None).

    The state is the same object throughout, changed in place: clone it to keep it.
    """
    state: State[Any] = game(playout.game, playout.num_players).new_initial_state(playout.seed)
    for step, action in enumerate(playout.actions):
        yield step, state, action
        state.apply_action(action, check=False)
    yield len(playout.actions), state, None


def full_games(playouts: tuple[Playout, ...]) -> int:
    """How many games of ``playouts`` the expensive checks walk state by state: the larger
    soak corpus has more (FULL_GAMES) than the corpus of ``make test`` (QUICK_FULL_GAMES)."""
    if playouts and "[" in playouts[0].game:
        return VARIANT_FULL_GAMES
    return FULL_GAMES if len(playouts) > NORMAL_GAMES else QUICK_FULL_GAMES


def checked_steps(playout: Playout, index: int, salt: int, full: int) -> set[int]:
    """Every step for the first ``full`` games of a corpus, else a seeded sample plus the final
    step."""
    last = len(playout.actions)
    if index < full:
        return set(range(last + 1))
    chooser = random.Random(playout.seed * 1009 + salt)
    return {*chooser.sample(range(last), min(SAMPLED_STATES, last)), last}


def replay_to_end(state: State[Any], actions: tuple[Any, ...]) -> State[Any]:
    for action in actions:
        state.apply_action(action)
    return state


def digest(state: State[Any]) -> str:
    return hashlib.sha256(state.to_json().encode()).hexdigest()


# -- the checks --------------------------------------------------------------------------------
def check_playouts(playouts: tuple[Playout, ...]) -> None:
    """The contract along every state: players, legal actions, parsing, scores, winners."""
    for po in playouts:
        g = game(po.game, po.num_players)
        n = po.num_players
        progress: dict[str, int] = {}
        for step, state, action in walk(po):
            at = po.where(step)
            progress = check_progress(state, progress, step, at)
            scores = state.scores()
            assert isinstance(scores, list), at
            assert len(scores) == n, at
            assert all(type(v) is int for v in scores), f"{at}: scores {scores}"
            if action is None:
                _check_final(po, state)
                continue
            assert not state.is_terminal(), at
            player = state.current_player()
            assert type(player) is int, at
            assert 0 <= player < n, f"{at}: current player {player}"
            assert state.winners() == [], f"{at}: winners before the end"
            legal = state.legal_actions()
            assert legal, f"{at}: no legal action in phase {state.phase()}"
            assert legal == state.legal_actions(), f"{at}: legal_actions() changed between calls"
            assert len(set(legal)) == len(legal), f"{at}: repeated legal actions {legal}"
            assert action in legal, f"{at}: the recorded action {action} is no longer legal"
            for a in legal:
                text = str(a)
                assert state.parse_action(text) == a, f"{at}: {text!r} does not parse back"
                assert g.parse_action(text) == a, at
                verdict = state.check_action(a)
                assert verdict.legal, f"{at}: check_action({a}) says {verdict}"
        assert state.history() == list(po.actions), po.where(len(po.actions))


def check_progress(state: State[Any], before: dict[str, int], step: int, at: str) -> dict[str, int]:
    """progress() counters are ints that never go down; ``step`` counts the actions."""
    now = state.progress()
    assert now.get("step") == step, f"{at}: progress {now}"
    assert all(type(v) is int for v in now.values()), f"{at}: progress {now}"
    assert set(before) <= set(now), f"{at}: progress lost a counter: {before} -> {now}"
    assert all(now[k] >= v for k, v in before.items()), f"{at}: progress {before} -> {now}"
    return now


def _check_final(po: Playout, state: State[Any]) -> None:
    at = po.where(len(po.actions))
    n = po.num_players
    assert state.is_terminal(), at
    assert state.current_player() == -1, at
    assert state.legal_actions() == [], at
    winners = state.winners()
    assert winners, f"{at}: no winner at the end"
    assert winners == sorted(set(winners)), f"{at}: winners {winners}"
    assert all(0 <= p < n for p in winners), f"{at}: winners {winners}"
    check_breakdown(state, at)
    for event in state.events():
        tabletop_lib.rule(event.rule)  # KeyError for an unregistered rule id
        assert 0 <= event.step <= len(po.actions), f"{at}: event {event}"
        assert -1 <= event.player < n, f"{at}: event {event}"


def check_breakdown(state: State[Any], at: str) -> None:
    totals = [0] * state.num_players
    for row in state.score_breakdown():
        assert set(row) == {"player", "category", "points"}, f"{at}: breakdown row {row}"
        player, points = row["player"], row["points"]
        assert type(player) is int, f"{at}: breakdown row {row}"
        assert type(points) is int, f"{at}: breakdown row {row}"
        totals[player] += points
    assert totals == state.scores(), f"{at}: breakdown sums {totals} != scores {state.scores()}"


def invariant_violations(playouts: tuple[Playout, ...]) -> dict[str, str | None]:
    """Invariant name -> the first violation found (with where), or None when it always held."""
    if not playouts:
        return {}
    invariants = hooks_for(playouts[0].game).invariants
    first: dict[str, str | None] = dict.fromkeys(invariants)
    for po in playouts:
        for step, state, _ in walk(po):
            for name, invariant in invariants.items():
                if first[name] is None:
                    problem = invariant(state)
                    if problem is not None:
                        first[name] = f"{po.where(step)}: {problem}"
    return first


@cache
def cached_invariant_violations(name: str, num_players: int, count: int) -> dict[str, str | None]:
    return invariant_violations(corpus(name, num_players, count))


def action_pool(playouts: tuple[Playout, ...], games: int = 20) -> list[tuple[str, Any]]:
    """Every action legal somewhere in the first ``games`` playouts, with its text, sorted by
    text."""
    seen: dict[str, Any] = {}
    for po in playouts[:games]:
        for _, state, action in walk(po):
            if action is not None:
                for a in state.legal_actions():
                    seen.setdefault(str(a), a)
    return [(text, seen[text]) for text in sorted(seen)]


def check_illegal_actions(playouts: tuple[Playout, ...]) -> None:
    """Actions legal elsewhere but not here raise, name their rule, and change nothing."""
    pool = action_pool(playouts)
    name = case_options(playouts[0].game)[0] if playouts else ""
    whole = full_games(playouts)
    for index, po in enumerate(playouts):
        chooser = random.Random(po.seed * 7919 + 1)
        steps = checked_steps(po, index, salt=1, full=whole)
        for step, state, _ in walk(po):
            if step not in steps:
                continue
            at = po.where(step)
            # the pool's actions that are not legal here, told apart by their text (an
            # action's text names it: every legal action parses back from its text, checked
            # by check_playouts), whose hash is kept, unlike an action's
            legal = {str(a) for a in state.legal_actions()}
            candidates = [a for text, a in pool if text not in legal]
            # each refused action must leave the state as it was here (saved once: a state's
            # JSON carries its whole narration, the dearest part of this check)
            before = state.to_json()
            phase, player = state.phase(), state.current_player()
            for a in chooser.sample(candidates, min(ILLEGAL_PER_STATE, len(candidates))):
                with pytest.raises(tabletop_lib.IllegalActionError) as caught:
                    state.apply_action(a)
                err = caught.value
                assert state.to_json() == before, f"{at}: the illegal {a} changed the state"
                assert isinstance(err, ValueError), at
                assert err.rule, f"{at}: {a} raised without a rule"
                tabletop_lib.rule(err.rule)  # KeyError for an unregistered rule id
                assert (err.game, err.phase, err.player) == (name, phase, player), f"{at}: {err}"
                assert name in str(err), f"{at}: the message does not name the game: {err}"
                assert phase in str(err), f"{at}: the message does not name the phase: {err}"
                assert str(a) in str(err), f"{at}: the message does not name the action: {err}"
                verdict = state.check_action(a)
                assert (verdict.legal, verdict.rule) == (False, err.rule), f"{at}: {verdict}"
                why = explain(state, a)
                assert (why.legal, why.rule) == (False, err.rule), f"{at}: {why}"
                assert why.citation, f"{at}: no citation for rule {err.rule}"


def check_snapshots(playouts: tuple[Playout, ...]) -> None:
    """clone() and child() are independent of later play, both ways."""
    for po in playouts:
        chooser = random.Random(po.seed * 104729 + 2)
        steps = set(chooser.sample(range(len(po.actions)), min(4, len(po.actions))))
        snapshots: list[tuple[int, State[Any], str]] = []
        pending_child: tuple[int, State[Any]] | None = None
        final: State[Any] | None = None
        for step, state, action in walk(po):
            if pending_child is not None:
                child_step, kid = pending_child
                assert kid.to_json() == state.to_json(), (
                    f"{po.where(child_step)}: child() differs from apply_action()"
                )
                pending_child = None
            if action is None:
                final = state
                break
            if step in steps:
                snap = state.clone()
                text = snap.to_json()
                assert text == state.to_json(), f"{po.where(step)}: clone() differs"
                snapshots.append((step, snap, text))
                kid = state.child(action)
                assert state.to_json() == text, f"{po.where(step)}: child() changed its parent"
                pending_child = (step, kid)
        assert final is not None
        final_text = final.to_json()
        for step, snap, text in snapshots:
            assert snap.to_json() == text, f"{po.where(step)}: later play altered a clone"
            replay_to_end(snap, po.actions[step:])
            assert snap.to_json() == final_text, f"{po.where(step)}: the clone played differently"
        assert final.to_json() == final_text, f"{po.where(len(po.actions))}: clones altered it"


def check_json(playouts: tuple[Playout, ...]) -> None:
    """to_json round-trips exactly, and the restored state plays on identically.

    Each restored state plays a few actions beside a clone of the original; the one restored
    from each game's earliest checked state plays on to the end.
    """
    whole = full_games(playouts)
    for index, po in enumerate(playouts):
        g = game(po.game, po.num_players)
        steps = checked_steps(po, index, salt=3, full=whole)
        to_the_end: tuple[int, State[Any]] | None = None
        for step, state, _ in walk(po):
            if step not in steps:
                continue
            at = po.where(step)
            text = state.to_json()
            restored = g.state_from_json(text)
            assert restored.to_json() == text, f"{at}: to_json does not round-trip"
            assert restored.legal_actions() == state.legal_actions(), at
            assert restored.current_player() == state.current_player(), at
            if to_the_end is None:
                to_the_end = (step, g.state_from_json(text))
            ahead = state.clone()
            for action in po.actions[step : step + CONTINUE_STEPS]:
                assert restored.legal_actions() == ahead.legal_actions(), at
                restored.apply_action(action)
                ahead.apply_action(action)
            assert restored.to_json() == ahead.to_json(), f"{at}: the restored state diverged"
        assert to_the_end is not None
        step, restored = to_the_end
        replay_to_end(restored, po.actions[step:])
        assert restored.to_json() == state.to_json(), f"{po.where(step)}: restored, it diverged"


def check_replay(playouts: tuple[Playout, ...]) -> None:
    """replay(seed, history) gives the same final state, from actions or from their text."""
    for po in playouts:
        g = game(po.game, po.num_players)
        final = replay_to_end(g.new_initial_state(po.seed), po.actions)
        text = final.to_json()
        at = po.where(len(po.actions))
        assert g.replay(po.seed, final.history()).to_json() == text, at
        assert g.replay(po.seed, [str(a) for a in po.actions]).to_json() == text, at


_SUBPROCESS = """
import hashlib, json, random, sys
import tabletop_lib
out = []
for job in json.load(sys.stdin):
    game = tabletop_lib.load_game(job["game"], num_players=job["num_players"], **job["options"])
    state = game.replay(job["seed"], job["actions"])
    # The same random choices from the legal actions, in this process's hash order.
    chooser, again = random.Random(job["seed"]), game.new_initial_state(job["seed"])
    while not again.is_terminal():
        legal = again.legal_actions()
        again.apply_action(legal[chooser.randrange(len(legal))])
    out.append([hashlib.sha256(s.to_json().encode()).hexdigest() for s in (state, again)])
print(json.dumps(out))
"""


def check_replay_in_subprocess(playouts: tuple[Playout, ...], hash_seed: str) -> None:
    """Another process, with another PYTHONHASHSEED, plays the same games to the same state."""
    jobs = [
        {
            "game": case_options(po.game)[0],
            "options": case_options(po.game)[1],
            "num_players": po.num_players,
            "seed": po.seed,
            "actions": [str(a) for a in po.actions],
        }
        for po in playouts
    ]
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    done = subprocess.run(
        [sys.executable, "-c", _SUBPROCESS],
        input=json.dumps(jobs),
        capture_output=True,
        text=True,
        env=env,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    for po, (replayed, replayed_choices) in zip(playouts, json.loads(done.stdout), strict=True):
        g = game(po.game, po.num_players)
        here = digest(replay_to_end(g.new_initial_state(po.seed), po.actions))
        at = f"{po.where(len(po.actions))} with PYTHONHASHSEED={hash_seed}"
        assert replayed == here, f"{at}: replay gives another state in another process"
        assert replayed_choices == here, f"{at}: legal_actions() order depends on the process"


def check_observations(playouts: tuple[Playout, ...]) -> None:
    """Observations are JSON, match across clones and leak nothing hidden (game hooks)."""
    if not playouts:
        return
    hooks = hooks_for(playouts[0].game)
    whole = full_games(playouts)
    for index, po in enumerate(playouts):
        chooser = random.Random(po.seed * 15485863 + 4)
        steps = checked_steps(po, index, salt=4, full=whole)
        for step, state, _ in walk(po):
            if step not in steps:
                continue
            at = po.where(step)
            copy = state.clone()
            view = state.full_view()
            # (not sorted: a key that is not a string comes back from JSON as one, unequal)
            full = json.dumps(view, allow_nan=False)
            assert json.loads(full) == view, f"{at}: full_view() is not JSON"
            for p in range(po.num_players):
                obs = state.observation(p)
                text = json.dumps(obs, allow_nan=False)
                assert json.loads(text) == obs, f"{at}: observation({p}) does not survive JSON"
                assert copy.observation(p) == obs, f"{at}: a clone observes differently"
                if hooks.observation_problems is not None:
                    problems = hooks.observation_problems(state, p, obs)
                    assert not problems, f"{at}: observation({p}) leaks: {problems}"
                if hooks.hidden_variants is not None:
                    for variant in hooks.hidden_variants(state, p, chooser):
                        assert variant.observation(p) == obs, (
                            f"{at}: observation({p}) depends on something player {p} cannot see"
                        )


Check = Callable[[tuple[Playout, ...]], None]
CHECKS: dict[str, Check] = {
    "playouts": check_playouts,
    "illegal-actions": check_illegal_actions,
    "snapshots": check_snapshots,
    "json": check_json,
    "replay": check_replay,
    "observations": check_observations,
}
"""Every corpus-wide check, by name (the soak run applies them all to a larger corpus)."""
