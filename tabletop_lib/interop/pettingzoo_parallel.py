"""The games as PettingZoo parallel environments, built on the turn-based AEC environment
(:mod:`.pettingzoo`; reached through :func:`.pettingzoo.parallel_env`).

The games are turn-based: in a parallel step every agent sends an action, but only the player
to move acts. Its action is applied when legal; any other is refused without raising (the
engine's reason in the mover's info), and the other agents' actions are ignored, so a policy
that samples the whole action space, as PettingZoo's ``max_cycles_test`` does, plays on.
"""

from __future__ import annotations

from typing import Any

from gymnasium import spaces
from gymnasium.utils import EzPickle
from pettingzoo import ParallelEnv
from pettingzoo.utils.env_logger import EnvLogger

from tabletop_lib.core.game import State

from .pettingzoo import TabletopEnv, check_max_cycles


class TabletopParallelEnv(ParallelEnv, EzPickle):  # type: ignore[misc]
    """One of the games as a PettingZoo parallel environment, built on :class:`TabletopEnv`.

    At each step every agent still in play sends an action; only the player to move acts. Its
    action is applied when it is legal (in its mask); otherwise nothing is applied and its
    info says why (``"refused"``: the action's text and the engine's reason), as the
    turn-based environment's checked path would refuse it, without raising. The other agents'
    actions are ignored: their masks are all zero. A step is a cycle (each agent has sent one
    action); with ``max_cycles`` the game is cut short (every agent truncated, no rewards)
    after that many. ``infos[agent]["active_agent"]`` names the agent to move next, as
    PettingZoo's own turn-based conversion does. It pickles and deep-copies with its game."""

    def __init__(
        self,
        name: str,
        num_players: int | None = None,
        render_mode: str | None = None,
        returns: str = "win",
        max_cycles: int | None = None,
        **options: Any,
    ) -> None:
        EzPickle.__init__(
            self, name, num_players, render_mode, returns, max_cycles=max_cycles, **options
        )
        self.aec = TabletopEnv(name, num_players, render_mode, returns, **options)
        self.max_cycles = check_max_cycles(max_cycles)
        self.possible_agents = self.aec.possible_agents
        self.render_mode = render_mode
        self.metadata = {**self.aec.metadata, "is_parallelizable": True}
        self.agents: list[str] = []
        self.cycles = 0

    def __str__(self) -> str:
        return str(self.metadata["name"])

    def __getstate__(self) -> dict[str, Any]:
        """EzPickle's arguments, the turn-based environment (with its game) and the cycles."""
        state: dict[str, Any] = EzPickle.__getstate__(self)
        state["progress"] = {"aec": self.aec, "agents": self.agents, "cycles": self.cycles}
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        EzPickle.__setstate__(self, state)
        for key, value in state["progress"].items():
            setattr(self, key, value)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.aec.observation_space(agent)

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.aec.action_space(agent)

    @property
    def engine_state(self) -> State[Any] | None:
        """The engine's state of the game in play (None before ``reset``)."""
        return self.aec.engine_state

    def reset(
        self, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
        """Start the engine's game of ``seed`` (as :meth:`TabletopEnv.reset`): every agent's
        observation and info."""
        self.aec.reset(seed=seed, options=options)
        self.cycles = 0
        self.agents = self.aec.agents[:]
        return self._observations(self.agents), self._infos(self.agents, None)

    def step(self, actions: dict[str, Any]) -> tuple[dict[str, Any], ...]:
        """Apply the mover's action if it is legal, ignore the others: a cycle. Returns the
        observations, rewards, terminations, truncations and infos of the agents that were in
        play (all of them until the game ends or is cut short; none after)."""
        if not self.agents:
            EnvLogger.warn_step_after_terminated_truncated()
            return {}, {}, {}, {}, {}
        aec, live = self.aec, self.agents
        refused = self._apply(aec.agent_selection, actions.get(aec.agent_selection))
        self.cycles += 1
        over = aec.engine_state is not None and aec.engine_state.is_terminal()
        cut = not over and self.max_cycles is not None and self.cycles >= self.max_cycles
        rewards = {a: aec.rewards[a] if over else 0.0 for a in live}
        terminations = dict.fromkeys(live, over)
        truncations = dict.fromkeys(live, cut)
        infos = self._infos(live, refused)
        if over or cut:
            self.agents = []
        return self._observations(live), rewards, terminations, truncations, infos

    def _apply(self, mover: str, action: Any) -> str | None:
        """Apply ``mover``'s action through the turn-based environment if it is legal; else
        apply nothing and say why."""
        aec = self.aec
        s = aec._engine()
        index = -1 if action is None else int(action)
        if 0 <= index < aec._size and aec._position(s)[0][index]:
            aec.step(index)
            return None
        if not 0 <= index < aec._size:
            return f"no action of the universe (ids 0..{aec._size - 1}): {action!r}"
        verdict = s.check_action(aec.universe.actions[index])
        return f"{aec.universe.texts[index]}: {verdict.reason}"

    def _observations(self, agents: list[str]) -> dict[str, Any]:
        return {a: self.aec.observe(a) for a in agents}

    def _infos(self, agents: list[str], refused: str | None) -> dict[str, dict[str, Any]]:
        """Each agent's info from the turn-based environment, with the agent to move next and,
        for the mover whose action was not legal, why it was refused."""
        aec = self.aec
        mover = aec.agent_selection
        infos = {a: {**aec.infos[a], "active_agent": mover} for a in agents}
        if refused is not None:
            infos[mover]["refused"] = refused
        return infos

    def render(self) -> Any:
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()
