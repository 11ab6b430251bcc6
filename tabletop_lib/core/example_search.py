"""The bounded search behind ``data/<game>/rule_examples.json`` (see :mod:`.examples`).

For each configuration of the index's ``search`` section (player count, options, agent kind,
how many games), seeded agents play games from the seeds ``first_seed, first_seed + 1, ...``
and every rule still without an example is watched for:

- in the events each action emits (``event``; ``setup`` for the events of setup);
- in the verdict of the action the agent chose (``allows``);
- in the verdicts of actions that are *not* legal at the position, drawn from a pool of the
  actions legal somewhere with the same options (``refuses``): many at every position
  of the first ``refusal_full_games`` games, a few in the next ones, and at the final position,
  where every action is refused.

A configuration stops after ``games`` games, or after ``patience`` games in a row found
nothing new. Configurations are searched in order and a rule keeps the first example found, so
the index lists the plain game first and the modules or options after it; a rule whose example
so far only refuses or allows an action is still sought as an event in the later ones.
``seeking`` agents (:class:`~.examples.RuleSeekingAgent`) look one step ahead for the rules
still sought (or the configuration's ``targets``) and, failing those, for its ``favour`` rules.
Everything is deterministic: the same index file and code give the same examples.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .agents import play
from .examples import (
    AGENT_KINDS,
    KINDS,
    MAX_STEPS,
    Example,
    RuleIndex,
    game_rules,
    make_agents,
    seat_seeds,
    step_events,
)
from .game import Game, State
from .registry import game_info, load_game
from .rng import Rng

DEFAULTS: Mapping[str, Any] = {
    "options": {},
    "agent": "random",
    "games": 300,
    "patience": 80,
    "first_seed": 0,
    "refusal_checks": 4,
    "refusal_games": 40,
    "refusal_full_games": 1,
    "refusal_full_checks": 150,
}
"""The values a configuration of the ``search`` section takes when it does not give them."""


def default_search(game: str) -> dict[str, Any]:
    """Random agents at every player count, then seeking agents at every player count."""
    counts = game_info(game).player_counts
    configs: list[dict[str, Any]] = [{"num_players": n} for n in counts]
    configs += [{"num_players": n, "agent": "seeking", "games": 20, "patience": 8} for n in counts]
    return {"configurations": configs}


class _Finder:
    """The examples found in one configuration's games, best kind kept per rule."""

    def __init__(
        self,
        game: Game[Any, Any],
        config: Mapping[str, Any],
        wanted: dict[str, int],
        pool: dict[str, Any],
    ) -> None:
        self.game = game
        self.config = config
        self.wanted = wanted
        self.pool = pool
        self.chooser = Rng(int(config["first_seed"]) * 7919 + 17)

    def play(self, game_seed: int, refusal_checks: int) -> dict[str, Example]:
        """The examples one game finds; ``refusal_checks`` actions of the pool that are not
        legal are tried at each position (at the final one, always at least one)."""
        n = self.game.num_players
        seeds = seat_seeds(game_seed, n)
        agent = str(self.config["agent"])
        targets: tuple[str, ...] = ()
        favour = tuple(str(r) for r in self.config.get("favour", ()))
        if agent == "seeking":
            targets = tuple(self.config.get("targets") or sorted(self.wanted))
        horizon = int(self.config.get("horizon", 0))
        agents = make_agents(agent, seeds, targets, favour, horizon)
        found: dict[str, Example] = {}

        def note(rule_id: str, kind: str, step: int, action: str) -> None:
            if KINDS.index(kind) >= self.wanted.get(rule_id, 0):
                return  # not wanted, or its example is already of this kind or a better one
            if kind == "refuses" and not self._parses(action):
                return  # an action of another configuration that this game cannot even read
            old = found.get(rule_id)
            if old is not None and KINDS.index(old.kind) <= KINDS.index(kind):
                return
            found[rule_id] = Example(
                rule=rule_id,
                kind=kind,
                game=self.game.name,
                num_players=n,
                options=dict(self.config["options"]),
                seed=game_seed,
                agent=agent,
                agent_seeds=seeds,
                step=step,
                action=action,
                targets=targets,
                favour=favour,
                horizon=horizon,
            )

        state: State[Any] = self.game.new_initial_state(game_seed)
        for e in state.events():
            note(e.rule, "setup", 0, "")
        for step in range(MAX_STEPS):
            if refusal_checks or state.is_terminal():
                self._check_refusals(state, step, max(1, refusal_checks), note)
            if state.is_terminal():
                break
            action = agents[state.current_player()].choose(state)
            verdict = state.check_action(action)
            if verdict.legal:
                note(verdict.rule, "allows", step, str(action))
            state.apply_action(action, check=False)  # the agents choose among the legal ones
            for e in step_events(state):
                note(e.rule, "event", step, str(action))
        return found

    def _parses(self, text: str) -> bool:
        try:
            return str(self.game.parse_action(text)) == text
        except ValueError:
            return False

    def _check_refusals(
        self, state: State[Any], step: int, checks: int, note: Callable[[str, str, int, str], None]
    ) -> None:
        legal = {str(a): a for a in state.legal_actions()}
        for text, action in legal.items():
            self.pool.setdefault(text, action)
        candidates = [a for t, a in self.pool.items() if t not in legal]
        for _ in range(min(checks, len(candidates))):
            action = candidates.pop(self.chooser.below(len(candidates)))
            verdict = state.check_action(action)
            if not verdict.legal:
                note(verdict.rule, "refuses", step, str(action))


def search_configuration(
    name: str,
    config: Mapping[str, Any],
    wanted: dict[str, int],
    log: Callable[[str], None],
    pool: dict[str, Any] | None = None,
) -> dict[str, Example]:
    """The examples one configuration finds for the ``wanted`` rules, which it updates.

    ``wanted`` maps each rule id still sought to the rank in :data:`KINDS` of its example so
    far (``len(KINDS)`` when it has none): a rule refused in one configuration is still sought
    as an event in the next. ``pool`` holds the candidate actions for refusals (see
    :func:`action_pools`)."""
    full = {**DEFAULTS, **config}
    if full["agent"] not in AGENT_KINDS:
        raise ValueError(f"unknown agent {full['agent']!r}; the kinds are: {AGENT_KINDS}")
    game = load_game(name, num_players=int(full["num_players"]), **dict(full["options"]))
    finder = _Finder(game, full, wanted, {} if pool is None else pool)
    found: dict[str, Example] = {}
    quiet = played = 0
    first = int(full["first_seed"])
    started = time.perf_counter()
    for game_seed in range(first, first + int(full["games"])):
        if not wanted or quiet >= int(full["patience"]):
            break
        if played < int(full["refusal_full_games"]):
            checks = int(full["refusal_full_checks"])
        else:
            checks = int(full["refusal_checks"]) if played < int(full["refusal_games"]) else 0
        new = finder.play(game_seed, checks)
        played += 1
        found.update(new)
        for rule_id, example in new.items():
            wanted[rule_id] = KINDS.index(example.kind)
            if example.kind in ("event", "setup"):
                del wanted[rule_id]
        quiet = 0 if new else quiet + 1
    label = full.get("label") or repr(game)
    log(
        f"  {label} ({full['agent']} agents): {played} games, {len(found)} new examples, "
        f"{sum(1 for r in wanted.values() if r == len(KINDS))} rules still without one "
        f"({time.perf_counter() - started:.1f} s)"
    )
    return found


def options_key(config: Mapping[str, Any]) -> str:
    return json.dumps(dict(config.get("options", {})), sort_keys=True)


def action_pools(name: str, configs: Sequence[Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """The candidates for refusals, per set of options: the actions legal somewhere in one
    random game of each configuration with those options, whatever its player count (so an
    action of a four-player board is tried, and refused, with two). Options are kept apart: a
    module's action refused in a game without the module would show nothing of its rule."""
    pools: dict[str, dict[str, Any]] = {}
    for config in configs:
        full = {**DEFAULTS, **config}
        game = load_game(name, num_players=int(full["num_players"]), **dict(full["options"]))
        pool = pools.setdefault(options_key(full), {})

        def collect(state: State[Any], _action: Any, pool: dict[str, Any] = pool) -> None:
            for action in state.legal_actions():
                pool.setdefault(str(action), action)

        play(game, seed=int(full["first_seed"]), on_step=collect)
    return pools


def build_index(
    name: str, previous: RuleIndex | None = None, log: Callable[[str], None] = print
) -> RuleIndex:
    """Search ``name``'s configurations (the previous index's, or :func:`default_search`) and
    return a fresh index that keeps the previous explanations of rules without an example."""
    previous = previous or RuleIndex(name)
    search = previous.search or default_search(name)
    rules = game_rules(name)
    wanted = dict.fromkeys(rules, len(KINDS))
    examples: dict[str, Example] = {}
    log(f"{name}: {len(rules)} rule ids")
    pools = action_pools(name, search["configurations"])
    for config in search["configurations"]:
        pool = pools[options_key({**DEFAULTS, **config})]
        examples.update(search_configuration(name, config, wanted, log, pool))
    configs = len(search["configurations"])
    provenance = (
        f"Generated by `python -m tabletop_lib.core.examples build {name}`: seeded agents played "
        f"the {configs} configurations of `search` (a bounded search) and each rule id keeps the "
        "first position found where its event fires, its verdict allows the action played, or "
        "its verdict refuses an action. Every example is rebuilt by play (`Example.match`), "
        "never by editing a state. `explanations` are written by hand: why a rule id has no "
        "live example."
    )
    return RuleIndex(
        game=name,
        examples=dict(sorted(examples.items())),
        explanations={k: v for k, v in previous.explanations.items() if k not in examples},
        search=search,
        provenance=provenance,
    )
