"""Play against IS-MCTS in a notebook, with the search's thinking shown beside the board.

``PlayAgainstSearch(game, seed=..., human=0, simulations=100)`` is a
:class:`~tabletop_lib.widgets.GameStepper` where one seat is a person and the others are
:class:`~tabletop_lib.agents.ISMCTSAgent` players. Under the board, a panel shows the last
decision an agent searched: the actions it weighed, best first, in plain words, with how many
simulations went through each and the mean value they brought back (0 to 1: a win with a big
margin is near 1). *Ask IS-MCTS* runs the same search for the person's own position: advice,
not a move (it is never applied). The thinking comes from the agent's ``thinking`` record; no
rules live here.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from tabletop_lib.agents.ismcts import ISMCTSAgent, Thinking
from tabletop_lib.core.game import Game, State

from .stepper import HUMAN, GameStepper

TOP_ACTIONS = 5
BAR_PX = 120


@dataclass(frozen=True)
class Decision:
    """One searched decision: who, at which step, the thinking, and its actions in words."""

    player: int
    step: int
    thinking: Thinking
    labels: tuple[str, ...]
    name: str = ""
    """The player's name as the game gives it (their colour)."""


def decision_of(agent: ISMCTSAgent, state: State[Any], top: int = TOP_ACTIONS) -> Decision | None:
    """The agent's last search on ``state`` as a :class:`Decision` (None without a search)."""
    thinking = agent.thinking
    if thinking is None:
        return None
    labels = tuple(state.describe_action(a.action) for a in thinking.top(top))
    name = state.game.player_names[thinking.player]
    return Decision(thinking.player, len(state.history()), thinking, labels, name)


def thinking_html(decision: Decision | None, title: str) -> str:
    """An HTML table of a decision's top actions: words, simulations and a value bar."""
    if decision is None:
        return f"<p><b>{html.escape(title)}</b>: no search yet (forced moves need none).</p>"
    t = decision.thinking
    rows = []
    for stats, label in zip(t.top(len(decision.labels)), decision.labels, strict=True):
        share = stats.visits / t.simulations if t.simulations else 0.0
        bar = int(BAR_PX * stats.value)
        rows.append(
            "<tr>"
            f"<td style='padding:2px 8px'>{html.escape(label)}</td>"
            f"<td style='text-align:right;padding:2px 8px'>{stats.visits} ({share:.0%})</td>"
            f"<td style='padding:2px 8px'><span style='display:inline-block;width:{bar}px;"
            f"height:10px;background:#2c7fb8'></span> {stats.value:.2f}</td>"
            "</tr>"
        )
    head = (
        f"<p><b>{html.escape(title)}</b>: {html.escape(decision.name)}, "
        f"{t.simulations} games imagined, {len(t.actions)} moves tried.</p>"
    )
    table = (
        "<table style='border-collapse:collapse;font-size:90%'><tr>"
        "<th style='text-align:left;padding:2px 8px'>Move</th>"
        "<th style='padding:2px 8px'>Games imagined</th>"
        "<th style='text-align:left;padding:2px 8px'>How well it went</th></tr>"
        + "".join(rows)
        + "</table>"
    )
    return head + table


class _Reporting:
    """An agent seat that hands its decision to the widget after each search."""

    def __init__(self, agent: ISMCTSAgent, owner: PlayAgainstSearch) -> None:
        self.agent = agent
        self.owner = owner

    def choose(self, state: State[Any]) -> Any:
        self.agent.thinking = None
        action = self.agent.choose(state)
        decision = decision_of(self.agent, state)
        if decision is not None:
            self.owner.show_decision(decision)
        return action


class PlayAgainstSearch:
    """A person in seat ``human`` against IS-MCTS players (see the module docstring).

    ``simulations`` per agent decision; ``agent_options`` go to every
    :class:`~tabletop_lib.agents.ISMCTSAgent`; the person sees only what their seat may see.
    """

    def __init__(
        self,
        game: Game[Any, Any],
        seed: int = 0,
        *,
        human: int = 0,
        simulations: int = 100,
        agent_options: dict[str, Any] | None = None,
        seats: Sequence[str] | None = None,
    ) -> None:
        n = game.num_players
        if not 0 <= human < n:
            raise ValueError(f"no seat {human} in a {n}-player game")
        options = dict(agent_options or {})
        self.decisions: list[Decision] = []
        self.searchers = [
            ISMCTSAgent(seed=seed * 100 + i, simulations=simulations, **options) for i in range(n)
        ]
        self.advisor = ISMCTSAgent(seed=seed * 100 + 99, simulations=simulations, **options)
        self.thinking = w.HTML(thinking_html(None, "The last searched move"))
        self.advice = w.HTML()
        self.ask_button = w.Button(description="Ask a strong player", icon="lightbulb-o")
        self.ask_button.on_click(lambda _: self.ask())
        chosen: list[Any] = [
            HUMAN if i == human else _Reporting(self.searchers[i], self) for i in range(n)
        ]
        if seats is not None:  # a seat named here ("random", ...) replaces the searcher
            chosen = [s if s != "ismcts" else c for s, c in zip(seats, chosen, strict=True)]
        self.human = human
        self.stepper = GameStepper(game, seed, seats=chosen, viewer=human)
        if self.stepper.state.current_player() != human:
            self.stepper._advance_agents()  # the agents before the person's first move
            self.stepper.refresh()
        self.widget = w.VBox(
            [
                self.stepper.widget,
                w.HBox([self.thinking, w.VBox([self.ask_button, self.advice])]),
            ]
        )

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.widget)  # type: ignore[no-untyped-call]

    def show_decision(self, decision: Decision) -> None:
        self.decisions.append(decision)
        self.thinking.value = thinking_html(decision, "The last searched move")

    def ask(self) -> Decision | None:
        """Search the person's position and show what IS-MCTS would play (nothing applied)."""
        state = self.stepper.state
        if state.is_terminal() or state.current_player() != self.human:
            self.advice.value = "<p>It is not your move.</p>"
            return None
        self.advisor.thinking = None
        self.advisor.choose(state)
        decision = decision_of(self.advisor, state)
        self.advice.value = thinking_html(decision, "A strong player would weigh")
        return decision
