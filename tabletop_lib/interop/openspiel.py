"""The registry's games as OpenSpiel Python games (``pip install -e '.[interop]'``).

``load_game("merlin", num_players=3, modules=["arthur"])`` returns a ``pyspiel.Game``; every
game registered when this module is imported is registered with OpenSpiel as
``tabletop_lib_<name>`` (a game registered later, on its first ``load_game``), so
``pyspiel.load_game("tabletop_lib_merlin(players=3,modules=arthur;morgana)")`` works too.

How the games are mapped (see also :mod:`.universe`, :mod:`.tensor`, :mod:`.options`):

- **Chance**: ``SAMPLED_STOCHASTIC``. The engines keep their randomness (shuffles, dice) in a
  seeded generator inside the state, so there are no chance nodes. The ``seed`` parameter
  seeds the game's own SplitMix64 generator; each new game started from the ``pyspiel.Game``
  draws the engine seed of its deal from it when first used (a state made only to be
  overwritten, as OpenSpiel's C++ ``Clone`` does, draws nothing).
- **Actions**: integer ids into the game's fixed action universe; ``action_to_string`` is the
  engine's action text, and ``string_to_action`` reads it back.
- **Information**: imperfect information, general sum, rewards only at the end (``returns``
  parameter). ``observation_string`` is the canonical JSON of the engine's
  ``observation(player)``; ``observation_tensor`` its fixed-length encoding;
  ``information_state_string`` adds the player's own past actions to the observation (the
  engines' observations keep no memory of cards seen earlier, so this is the current view
  plus one's own moves, not a full perfect-recall record). No information-state tensor.
- **Resampling**: ``resample_from_infostate(player, sampler)`` returns the engine's
  ``State.resample(player, seed)`` with a seed drawn from ``sampler``, which is what
  OpenSpiel's IS-MCTS asks for.
- ``max_game_length`` is not proven from the rules: it is about twice the longest game seen
  in random play (each game's ``max_length_per_player`` or ``max_game_length`` face,
  ``core.faces``), and the test suite checks it over random games.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from tabletop_lib.core.faces import face, faces_of
from tabletop_lib.core.game import Game, State
from tabletop_lib.core.registry import game_info, list_games
from tabletop_lib.core.rng import Rng

from .direct import direct_encoder_for
from .options import (
    ENGINE_PARAMETERS,
    PLAYER_COUNTS,
    UTILITY_BOUNDS,
    check_returns,
    engine_game,
    engine_options,
    final_returns,
    parameters,
)
from .tensor import ObservationEncoder, encoder_for
from .universe import ActionUniverse, universe_for

GAMES = BUILT_IN_GAMES = tuple(list_games())
"""The games registered when this module was imported; :func:`load_game` registers any game
registered later (an outside game) with OpenSpiel on first use."""
_TERMINAL = int(pyspiel.PlayerId.TERMINAL)
PREFIX = "tabletop_lib_"


def short_name(name: str) -> str:
    return PREFIX + name


def game_type(name: str) -> pyspiel.GameType:
    """The truthful ``GameType`` of one of the games (its parameters with their defaults)."""
    counts = PLAYER_COUNTS[name]
    spec: dict[str, Any] = {"players": counts[0], "seed": 0, "returns": "win"}
    spec.update(ENGINE_PARAMETERS[name])
    return pyspiel.GameType(
        short_name=short_name(name),
        long_name=long_title(name),
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=counts[-1],
        min_num_players=counts[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=spec,
    )


def long_title(name: str) -> str:
    """The title OpenSpiel shows: the game's ``long_title`` face, else its registered title."""
    title = faces_of(name).long_title or game_info(name).title
    return f"{title} (tabletop_lib)"


def max_game_length(engine: Game[Any, Any]) -> int:
    """The most decisions a game takes: its ``max_game_length`` face, else its
    ``max_length_per_player`` face times the players (``core.faces``)."""
    declared = face(engine.name, "max_game_length")
    if declared is not None:
        return int(declared(engine))
    return faces_of(engine.name).max_length_per_player * engine.num_players


class _Box:
    """The engine state behind an OpenSpiel state, with what the hot path needs beside it
    (the action universe, the returns mode). Deep copies clone the engine state (cheap, and
    sharing static data) instead of copying the whole object graph; pickling (OpenSpiel's
    ``serialize``) stores the engine's JSON. A box made by ``new_initial_state`` deals its game
    only when ``state`` is first read, so the throwaway states of C++ ``Clone`` cost nothing
    and draw no deal."""

    __slots__ = ("maker", "returns", "state", "universe")

    state: State[Any]

    def __init__(
        self,
        universe: ActionUniverse,
        returns: str,
        state: State[Any] | None = None,
        maker: TabletopGame | None = None,
    ) -> None:
        self.universe = universe
        self.returns = returns
        self.maker = maker
        if state is not None:
            self.state = state

    def __getattr__(self, name: str) -> Any:
        # Only reached while the ``state`` slot is empty: deal the game now.
        maker = self.maker
        if name != "state" or maker is None:
            raise AttributeError(name)
        self.state = maker.engine.new_initial_state(maker.draw_seed())
        self.maker = None
        return self.state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Box:
        return _Box(self.universe, self.returns, self.state.clone())

    def __reduce__(self) -> tuple[Any, ...]:
        s = self.state
        options = json.dumps(dict(s.game.options), sort_keys=True)
        return (
            _restore_box,
            (s.game.name, s.num_players, options, self.returns, s.to_json()),
        )


def _restore_box(name: str, num_players: int, options_json: str, returns: str, text: str) -> _Box:
    engine = engine_game(name, num_players, **json.loads(options_json))
    return _Box(universe_for(engine), returns, engine.state_from_json(text))


class TabletopGame(pyspiel.Game):  # type: ignore[misc]
    """A tabletop_lib game as an OpenSpiel game (one class serves the three games)."""

    NAME: str = ""
    """The engine's game name; one subclass per game is registered (``_GAME_CLASSES``)."""

    def __init__(self, params: Mapping[str, Any] | None = None) -> None:
        name = self.NAME
        params = dict(params or {})
        counts = PLAYER_COUNTS[name]
        num_players = int(params.get("players", counts[0]))
        options = engine_options(name, params)
        self.engine: Game[Any, Any] = engine_game(name, num_players, **options)
        self.returns_mode = check_returns(str(params.get("returns", "win")))
        self.universe: ActionUniverse = universe_for(self.engine)
        self.encoder: ObservationEncoder = encoder_for(self.engine)
        self._rng = Rng(int(params.get("seed", 0)))
        low, high = UTILITY_BOUNDS[self.returns_mode]
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.universe),
            max_chance_outcomes=0,
            num_players=num_players,
            min_utility=low,
            max_utility=high,
            utility_sum=None,
            max_game_length=max_game_length(self.engine),
        )
        super().__init__(game_type(name), info, params)

    def draw_seed(self) -> int:
        """The engine seed of the next deal (from the ``seed`` parameter's generator)."""
        return self._rng.next_u64() >> 1

    def get_rng_state(self) -> str:
        """The generator's state as text (OpenSpiel's ``GetRNGState``): a game restored with
        :meth:`set_rng_state` deals the same next games."""
        return str(self._rng.state)

    def set_rng_state(self, text: str) -> None:
        """Restore the generator from :meth:`get_rng_state`'s text (``SetRNGState``)."""
        self._rng = Rng(int(text))

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its parameters and its generator's state (pyspiel's own pickling asks
        the C++ ``GetRNGState``, which a Python game cannot answer)."""
        return (_restore_game, (self.NAME, dict(self.get_parameters()), self.get_rng_state()))

    def new_initial_state(self) -> TabletopState:
        return TabletopState(self)

    def state_for(self, engine_state: State[Any]) -> TabletopState:
        """An OpenSpiel state wrapping an engine state of this game (its history is not
        replayed into OpenSpiel's own history: use it to start play, not to analyse one)."""
        return TabletopState(self, engine_state)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> TabletopObserver:
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return TabletopObserver(self, perfect_recall)


class TabletopState(pyspiel.State):  # type: ignore[misc]
    """An OpenSpiel state over an engine state (``.engine``)."""

    def __init__(self, game: TabletopGame, engine_state: State[Any] | None = None) -> None:
        super().__init__(game)
        # The only Python attribute: OpenSpiel's C++ Clone deep-copies each of them.
        maker = game if engine_state is None else None
        self._box = _Box(game.universe, game.returns_mode, engine_state, maker)

    @property
    def engine(self) -> State[Any]:
        """The engine state (``tabletop_lib.core.game.State``)."""
        return self._box.state

    # -- pyspiel.State ---------------------------------------------------------------------
    def current_player(self) -> int:
        p = self._box.state.current_player()  # the engines answer -1 once the game is over
        return p if p >= 0 else _TERMINAL

    def _legal_actions(self, player: int) -> list[int]:
        # OpenSpiel calls this only for the player to move of a state that is not terminal.
        box = self._box
        return box.universe.ids(box.state.legal_actions())

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The sorted ids of the legal actions (of ``player``: [] unless they are to move).

        The same answer as OpenSpiel's C++ ``LegalActions``, without the round trip through
        C++ for Python callers (the bots call it at every node)."""
        box = self._box
        s = box.state
        current = s.current_player()
        if current < 0 or (player is not None and player != current):
            return []
        return box.universe.ids(s.legal_actions())

    def _apply_action(self, action: int) -> None:
        """OpenSpiel's contract: ``action`` is one of ``legal_actions()`` (the engine's fast,
        unchecked path; ``apply_action_with_legality_check`` checks first)."""
        box = self._box
        box.state.apply_action(box.universe.actions[action], check=False)

    def _action_to_string(self, player: int, action: int) -> str:
        return self._box.universe.texts[action]

    def is_terminal(self) -> bool:
        return self._box.state.is_terminal()

    def returns(self) -> list[float]:
        box = self._box
        return final_returns(box.state, box.returns)

    def rewards(self) -> list[float]:
        return self.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TabletopState:
        """A state consistent with what ``player_id`` sees, the hidden cards and deck orders
        drawn again with a seed taken from ``probability_sampler`` (a uniform [0, 1) sampler,
        as IS-MCTS passes)."""
        seed = int(probability_sampler() * (1 << 53))
        box = self._box
        new: TabletopState = self.clone()
        new._box = _Box(box.universe, box.returns, box.state.resample(player_id, seed))
        return new

    def __str__(self) -> str:
        return str(self._box.state)

    def __deepcopy__(self, memo: dict[int, Any]) -> TabletopState:
        return self.clone()  # type: ignore[no-any-return]

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled as its game and the engine's saved state (its OpenSpiel history, the action
        ids, is not kept: the engine state carries everything play needs)."""
        return (_restore_state, (self.get_game(), self._box))


def _restore_game(name: str, params: dict[str, Any], rng_state: str) -> TabletopGame:
    game = _GAME_CLASSES[name](params)
    game.set_rng_state(rng_state)
    return game


def _restore_state(game: TabletopGame, box: _Box) -> TabletopState:
    return TabletopState(game, box.state)


def serialize_game_and_state(game: TabletopGame, state: TabletopState) -> str:
    """The game (parameters and generator) and the state as one text, read back by
    :func:`deserialize_game_and_state`. ``pyspiel.serialize_game_and_state`` cannot serve
    these games: for a sampled-stochastic game it asks the C++ ``Game::GetRNGState``, which
    OpenSpiel's trampoline for Python games does not forward to Python."""
    engine = state.engine
    return json.dumps(
        {
            "game": game.NAME,
            "params": dict(game.get_parameters()),
            "rng": game.get_rng_state(),
            "state": engine.to_json(),
        },
        sort_keys=True,
    )


def deserialize_game_and_state(text: str) -> tuple[TabletopGame, TabletopState]:
    """The game and state of :func:`serialize_game_and_state`'s text; play goes on exactly as
    it would have from the originals (the engine's own generator is in its saved state)."""
    data = json.loads(text)
    game = _restore_game(data["game"], data["params"], data["rng"])
    return game, TabletopState(game, game.engine.state_from_json(data["state"]))


class TabletopObserver:
    """OpenSpiel's Python observer: the observation tensor and string (or, with perfect
    recall, the information-state string and no tensor)."""

    def __init__(self, game: TabletopGame, perfect_recall: bool) -> None:
        self.perfect_recall = perfect_recall
        self._encoder = game.encoder
        self._direct = direct_encoder_for(game.engine)
        size = 0 if perfect_recall else game.encoder.size
        self.tensor = np.zeros(size, np.float32)
        self.dict: dict[str, Any] = {}
        if size:
            for f in game.encoder.fields:
                self.dict[f.name] = self.tensor[f.offset : f.offset + f.size]

    def set_from(self, state: TabletopState, player: int) -> None:
        if not self.perfect_recall:
            self._direct.encode_into(state.engine, player, self.tensor)

    def string_from(self, state: TabletopState, player: int) -> str:
        text = json.dumps(state.engine.observation(player), sort_keys=True, separators=(",", ":"))
        if not self.perfect_recall:
            return text
        own = ",".join(str(pa.action) for pa in state.full_history() if pa.player == player)
        return f"{text}\nown actions:{own}"


# One class per game, registered as OpenSpiel's own Python games register theirs (a class, not
# a closure: OpenSpiel keeps the creator until the interpreter has shut down, and a class
# outlives that safely).
_GAME_CLASSES: dict[str, type[TabletopGame]] = {}


def register(name: str) -> None:
    """Register a game of the registry with OpenSpiel (once; ``load_game`` calls it)."""
    if name in _GAME_CLASSES:
        return
    cls = type(f"OpenSpiel_{name}", (TabletopGame,), {"NAME": name, "__module__": __name__})
    _GAME_CLASSES[name] = cls
    pyspiel.register_game(game_type(name), cls)


for _name in GAMES:
    register(_name)


def load_game(name: str, num_players: int | None = None, **options: Any) -> pyspiel.Game:
    """``load_game("merlin", num_players=3, modules=["arthur"], seed=1, returns="rank")``:
    the OpenSpiel game, with options spelled as for ``tabletop_lib.load_game``."""
    if name not in list_games():
        raise ValueError(f"unknown game {name!r}; the games are {', '.join(list_games())}")
    register(name)
    params: dict[str, Any] = {}
    if num_players is not None:
        params["players"] = num_players
    for key, value in options.items():
        if isinstance(value, (list, tuple)):
            value = ";".join(str(v) for v in value)
        elif value is None:  # None is the parameter's default (Paladins' pay_debt_silver=-1)
            value = parameters(name).get(key, value)
        params[key] = value
    return pyspiel.load_game(short_name(name), params)


def engine_state(state: Any) -> State[Any]:
    """The engine state behind an OpenSpiel state of these games."""
    return state.engine  # type: ignore[no-any-return]


__all__ = [
    "GAMES",
    "TabletopGame",
    "TabletopObserver",
    "TabletopState",
    "deserialize_game_and_state",
    "engine_state",
    "load_game",
    "serialize_game_and_state",
    "short_name",
]
