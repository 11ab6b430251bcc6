"""The three games as PettingZoo AEC environments (``pip install -e '.[interop]'``).

``env("merlin", num_players=3, modules=["arthur"])`` returns an ``AECEnv``:

- agents ``player_0`` ... ``player_{n-1}`` (the engine's seats), the one to act in
  ``agent_selection``; every agent stays until the game ends, then all terminate together;
- ``observation_space(agent)``: a ``Dict`` of ``observation`` (the game's observation tensor,
  :mod:`.tensor`, ``float32``, unbounded: the counters are raw) and ``action_mask`` (``int8``
  over the action universe, all zero for an agent not to act);
- ``action_space(agent)``: ``Discrete`` over the fixed action universe (:mod:`.universe`);
- ``reset(seed=...)`` starts the engine's game of that seed (without a seed: the last seed plus
  one, 0 at first); rewards are paid at the end only, as the OpenSpiel adapter's ``returns``
  (:mod:`.options`: ``win``, ``rank`` or ``normalised``);
- ``render()``: with ``render_mode="ansi"`` the narration of the last action (the engine's
  events) and a summary of the table; with ``render_mode="plotly"`` the library's figure of
  the table (a ``plotly`` figure; needs the viz layer);
- ``max_cycles`` (None by default: the game runs to its end): the game is cut short, every
  agent truncated and no reward paid, once that many cycles are played. The games are
  turn-based and a player may act several times in a row, so a cycle is counted as as many
  actions as there are players (one action each, on average; exactly one each where players
  alternate).

``parallel_env(name, ...)`` is the same game as a PettingZoo ``ParallelEnv``
(:mod:`.pettingzoo_parallel`): every agent sends an action at each step, which is a cycle; only
the mover's is applied when it is legal, an illegal one is refused without raising (the
reason is in the mover's info), and the other agents' actions are ignored.
``environment_module(name, ...)`` gives one game and table the shape of a PettingZoo
environment module (``env``, ``raw_env`` and ``parallel_env`` taking keyword arguments only,
the AEC ``env`` being PettingZoo's ``parallel_to_aec`` of the parallel one), which PettingZoo's
``max_cycles_test`` takes.

``infos[agent]`` holds ``{"action_text": ...}`` once the game has started: the text of the
last action, for people reading a log; the info of the agent to act also holds its
``action_mask`` (the same array as the observation's), PettingZoo's other place for a mask, so a
policy that needs only the mask calls ``last(observe=False)`` and no tensor is built.

PettingZoo's order checks (``OrderEnforcingWrapper``: no step, observe, render or agent
iteration before ``reset``, a warning for a step after the game) are built into the
environment with PettingZoo's own messages, rather than wrapped around it: the wrapper's
extra calls and attribute forwarding cost about a microsecond a step, a tenth of a Brian Boru
action. ``env`` and ``raw_env`` return the same environment.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils.conversions import parallel_to_aec
from pettingzoo.utils.env_logger import EnvLogger

from tabletop_lib.core.game import Game, State

from .direct import DirectEncoder, direct_encoder_for
from .options import check_returns, engine_game, final_returns
from .universe import ActionUniverse, universe_for

_PROGRESS = (
    "agents",
    "rewards",
    "_cumulative_rewards",
    "terminations",
    "truncations",
    "infos",
    "agent_selection",
    "_next_seed",
    "_narrated",
    "_has_reset",
    "_has_updated",
    "_actions_taken",
)
"""What a pickled or copied environment keeps of its game in progress, beside the engine's
saved state (the rest is rebuilt from the constructor's arguments)."""


class TabletopEnv(AECEnv, EzPickle):  # type: ignore[misc]
    """One of the games as a PettingZoo AEC environment. It pickles and deep-copies
    (``EzPickle``: rebuilt from its arguments) with its game in progress: a copy plays on
    from the same position, independently of the original."""

    RENDER_MODES = ("ansi", "plotly")

    def __init__(
        self,
        name: str,
        num_players: int | None = None,
        render_mode: str | None = None,
        returns: str = "win",
        max_cycles: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        EzPickle.__init__(
            self, name, num_players, render_mode, returns, max_cycles=max_cycles, **options
        )
        self.game: Game[Any, Any] = engine_game(name, num_players, **options)
        self.metadata = {
            "render_modes": list(self.RENDER_MODES),
            "is_parallelizable": False,
            "name": f"tabletop_lib_{name}",
        }
        if render_mode is not None and render_mode not in self.RENDER_MODES:
            raise ValueError(f"render_mode must be one of {self.RENDER_MODES}")
        self.render_mode = render_mode
        self.returns_mode = check_returns(returns)
        self.max_cycles = check_max_cycles(max_cycles)
        self.universe: ActionUniverse = universe_for(self.game)
        self.encoder: DirectEncoder = direct_encoder_for(self.game)
        n = self.game.num_players
        self.possible_agents = [f"player_{p}" for p in range(n)]
        self._has_reset = False  # PettingZoo's order checks (see the module docstring)
        self._has_updated = False
        self._seat = {a: p for p, a in enumerate(self.possible_agents)}
        size = self._size = len(self.universe)
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(
                        low=-np.inf, high=np.inf, shape=(self.encoder.size,), dtype=np.float32
                    ),
                    "action_mask": spaces.Box(low=0, high=1, shape=(size,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(size) for a in self.possible_agents}
        self.engine_state: State[Any] | None = None
        self._next_seed = 0
        self._narrated = 0
        # The legal ids of the position to act, kept until it changes: (state, its history
        # log, legal[i] == 1 for each legal id, the action mask: a read-only view of those).
        self._no_actions = _mask_of(bytes(size))
        """The mask of an agent not to act: all zero, shared (read-only)."""
        self._legal: tuple[Any, Any, bytes, npt.NDArray[np.int8]] = (
            None,
            None,
            bytes(size),
            self._no_actions,
        )

    def __str__(self) -> str:
        return str(self.metadata["name"])

    def __getstate__(self) -> dict[str, Any]:
        """EzPickle's arguments, the engine's saved state and the AEC bookkeeping."""
        state: dict[str, Any] = EzPickle.__getstate__(self)
        s = self.engine_state
        state["engine_state"] = None if s is None else s.to_json()
        state["progress"] = {k: getattr(self, k) for k in _PROGRESS if hasattr(self, k)}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        EzPickle.__setstate__(self, state)
        for key, value in state["progress"].items():
            setattr(self, key, value)
        text = state["engine_state"]
        if text is not None:
            s = self.engine_state = self.game.state_from_json(text)
            if self.agents and not s.is_terminal():
                # the mask of the agent to act is read from the restored position
                info = dict(self.infos[self.agent_selection])
                info["action_mask"] = self._position(s)[1]
                self.infos[self.agent_selection] = info

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    # -- the AEC API -----------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self._has_reset = self._has_updated = True
        if seed is None:
            seed = self._next_seed
        self._next_seed = seed + 1
        s = self.engine_state = self.game.new_initial_state(seed)
        self._narrated = 0
        self._actions_taken = 0
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        first = self.agent_selection = self.possible_agents[s.current_player()]
        self.infos[first] = {"action_mask": self._position(s)[1]}

    def _engine(self) -> State[Any]:
        if self.engine_state is None:
            raise RuntimeError("call reset() before using the environment")
        return self.engine_state

    def _position(self, s: State[Any]) -> tuple[bytes, npt.NDArray[np.int8]]:
        """The legal ids of ``s`` (a byte per id of the universe, 1 where legal) and the
        action mask over them, computed once per position: the engines' history log is a new
        object after every action, so (state, log) names the position."""
        state, log, legal, mask = self._legal
        now = getattr(s, "_history", None)
        if state is not s or log is not now or now is None:
            legal = bytes(self.universe.legal_bytes(s.legal_actions()))
            mask = _mask_of(legal)
            # a state without a history log is never taken for a position already seen
            self._legal = (s if now is not None else None, now, legal, mask)
        return legal, mask

    def _mask(self, s: State[Any], seat: int) -> npt.NDArray[np.int8]:
        if s.is_terminal() or s.current_player() != seat or self._out_of_cycles():
            return self._no_actions
        return self._position(s)[1]

    def observe(self, agent: str) -> dict[str, npt.NDArray[Any]]:
        """The agent's observation tensor (written straight from the state, :mod:`.direct`)
        and its action mask (the legal ids of the agent to act, all zero for the others).

        The mask is one read-only array per position, shared by every call at that position
        and by ``infos[agent]["action_mask"]``; the tensor is a new array at each call."""
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        s = self._engine()
        seat = self._seat[agent]
        return {"observation": self.encoder.encode(s, seat), "action_mask": self._mask(s, seat)}

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """PettingZoo's ``last``; the agent's info holds the action mask of the position now
        (refreshed if the engine state was changed outside the environment), so a policy that
        needs only the mask can call ``last(observe=False)`` and skip the tensor."""
        if not self._has_reset:
            EnvLogger.error_observe_before_reset()
        agent = self.agent_selection
        info = self.infos[agent]
        mask = info.get("action_mask")
        if mask is not None:
            s, log, _, known = self._legal
            # still the mask of the position it was made for, and that is the position now
            now = getattr(s, "_history", None)
            if mask is not known or s is not self.engine_state or log is not now:
                info["action_mask"] = self._mask(self._engine(), self._seat[agent])
        return (
            self.observe(agent) if observe else None,
            self._cumulative_rewards[agent],
            self.terminations[agent],
            self.truncations[agent],
            info,
        )

    def step(self, action: int | None) -> None:
        """Apply the agent's action id. An id among the legal ids (the mask) is applied on the
        engine's unchecked path; any other id goes through the checked path, which raises
        ``IllegalActionError`` naming the rule and leaves the game as it was."""
        if not self._has_reset:
            EnvLogger.error_step_before_reset()
        self._has_updated = True
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        s = self._engine()
        index = self._apply(s, agent, action)
        self._cumulative_rewards[agent] = 0.0
        self._actions_taken += 1
        # one info for the agents not to act (read, not written, by PettingZoo's loops)
        told = {"action_text": self.universe.texts[index]}
        infos = self.infos
        for a in self.agents:
            infos[a] = told
        if s.is_terminal():
            for a, r in zip(self.possible_agents, final_returns(s, self.returns_mode), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
            self._accumulate_rewards()
        elif self._out_of_cycles():
            for a in self.agents:  # the game is cut short: no rewards, every agent truncated
                self.truncations[a] = True
        else:
            # rewards are paid at the end only: until then every reward is 0 and
            # accumulating them changes nothing
            after = self.agent_selection = self.possible_agents[s.current_player()]
            infos[after] = {"action_text": told["action_text"], "action_mask": self._position(s)[1]}

    def _apply(self, s: Any, agent: str, action: int | None) -> int:
        """Apply action id ``action`` of ``agent`` to the engine ``s``; returns the id. A legal
        id takes the unchecked path; any other the checked one, which raises."""
        if action is None:
            raise ValueError(f"{agent} is to act: None is only for agents that are done")
        index = int(action)
        if not 0 <= index < self._size:
            raise ValueError(f"action {index} is outside 0..{self._size - 1}")
        known, log, legal, _ = self._legal
        if known is not s or log is not getattr(s, "_history", None):
            legal = self._position(s)[0]
        if legal[index]:
            s.apply_action(self.universe.actions[index], check=False)
        else:
            s.apply_action(self.universe.actions[index])  # raises: the id is not legal
        return index

    def _out_of_cycles(self) -> bool:
        """Whether ``max_cycles`` cycles (a cycle: as many actions as there are players) are
        played; never without ``max_cycles``."""
        limit = self.max_cycles
        return limit is not None and self._actions_taken >= limit * len(self.possible_agents)

    def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
        """The agents in turn, as PettingZoo's order-enforcing iterator yields them."""
        if not self._has_reset:
            EnvLogger.error_agent_iter_before_reset()
        return _AgentIterator(self, max_iter)

    def render(self) -> Any:
        """``ansi``: the narration since the last render and the table's summary (a string);
        ``plotly``: the table's figure. Without a render mode: a warning, and None."""
        if not self._has_reset:
            EnvLogger.error_render_before_reset()
        if self.render_mode is None:
            import gymnasium

            gymnasium.logger.warn("render() without a render_mode: pass render_mode='ansi'")
            return None
        s = self._engine()
        if self.render_mode == "plotly":
            from tabletop_lib.viz import figure_for

            return figure_for(s)
        events = s.events()
        lines = [e.text for e in events[self._narrated :]]
        self._narrated = len(events)
        return "\n".join([*lines, str(s)])

    def close(self) -> None:
        self.engine_state = None


def check_max_cycles(max_cycles: int | None) -> int | None:
    """``max_cycles`` as given, once known to be None or a positive int."""
    if max_cycles is not None and (type(max_cycles) is not int or max_cycles < 1):
        raise ValueError(f"max_cycles must be a positive int or None, not {max_cycles!r}")
    return max_cycles


def _mask_of(legal: bytes) -> npt.NDArray[np.int8]:
    """The action mask over ``legal``'s bytes: read-only, since it is shared."""
    return np.frombuffer(legal, dtype=np.int8)


class _AgentIterator:
    """PettingZoo's order-enforcing agent iterator (``AECOrderEnforcingIterator``)."""

    def __init__(self, env: TabletopEnv, max_iter: int) -> None:
        self.env = env
        self.left = max_iter

    def __iter__(self) -> _AgentIterator:
        return self

    def __next__(self) -> str:
        env = self.env
        if not env.agents or self.left <= 0:
            raise StopIteration
        self.left -= 1
        assert env._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        env._has_updated = False
        agent: str = env.agent_selection
        return agent


def raw_env(name: str, num_players: int | None = None, **kwargs: Any) -> TabletopEnv:
    """The environment (PettingZoo's order checks are built in: :func:`env` is the same)."""
    return TabletopEnv(name, num_players, **kwargs)


def env(name: str, num_players: int | None = None, **kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's usual checks (an illegal or out-of-range action, or
    stepping before reset, raise instead of corrupting the game)."""
    return TabletopEnv(name, num_players, **kwargs)


def parallel_env(name: str, num_players: int | None = None, **kwargs: Any) -> ParallelEnv:
    """The game as a parallel environment: every agent sends an action each cycle, only the
    mover's legal one is applied (:class:`TabletopParallelEnv`)."""
    from .pettingzoo_parallel import TabletopParallelEnv

    return TabletopParallelEnv(name, num_players, **kwargs)


def environment_module(name: str, num_players: int | None = None, **options: Any) -> Any:
    """One game and table as PettingZoo's per-environment tests take a module (``mod.env``,
    ``mod.raw_env``, ``mod.parallel_env``, each called with keyword arguments only, such as
    ``max_cycles_test(mod)``'s ``max_cycles``): ``parallel_env`` is :func:`parallel_env` and
    ``env`` its AEC form by PettingZoo's own ``parallel_to_aec`` (every agent picks an action in
    seat order each cycle), so both count the same cycles. The turn-based AEC environment,
    where only the player to move is asked, is :func:`env`."""

    def parallel(**kwargs: Any) -> ParallelEnv:
        return parallel_env(name, num_players, **options, **kwargs)

    def aec(**kwargs: Any) -> AECEnv:
        return parallel_to_aec(parallel(**kwargs))

    return SimpleNamespace(env=aec, raw_env=aec, parallel_env=parallel)
