"""A learner's tutor game kept on disk, so that it survives a kernel restart or a closed tab.

The file holds the game (name, players, options), the learner's seat, the seed, the opponents'
level and every move played so far, as action texts. Resuming builds a new
:class:`~.tutor_model.TutorModel` and replays those moves through it, the opponents' from the
record and the learner's through ``choose``: the same rules fire at the same steps, so the rules
met, the lessons and the moment on screen come back exactly as they were. Files are written to a
temporary file and renamed, so a save is whole or absent.

The files live in the user's data folder (``$XDG_DATA_HOME/tabletop_lib/tutor``, by default
``~/.local/share/tabletop_lib/tutor``); ``TABLETOP_TUTOR_DIR`` names another folder.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from tabletop_lib.core.errors import DataError, TabletopError
from tabletop_lib.core.match import write_atomically

from .tutor_model import TutorModel

FORMAT = "tabletop_lib tutor game"
VERSION = 1
DIR_VAR = "TABLETOP_TUTOR_DIR"


def save_dir() -> Path:
    """The folder of the saved tutor games."""
    override = os.environ.get(DIR_VAR)
    if override:
        return Path(override)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "tabletop_lib" / "tutor"


def save_path(game: str) -> Path:
    """Where the learner's game of ``game`` is kept (one game per game name)."""
    return save_dir() / f"{game}.json"


def dumps(model: TutorModel) -> str:
    """The model's game as the text of a save file."""
    game = model.game
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "game": game.name,
        "num_players": game.num_players,
        "options": dict(game.options),
        "seat": model.seat,
        "seed": model.seed,
        "opponents": model.opponents,
        "actions": [str(a) for a in model.match.actions[: model.match.step]],
        "reading": model.pending is not None,
    }
    return json.dumps(doc, sort_keys=True) + "\n"


def save(model: TutorModel, path: Path | None = None) -> Path:
    """Write the model's game atomically (a temporary file in the same folder, then renamed)."""
    target = path or save_path(model.game.name)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(target, dumps(model))
    return target


def _field(doc: dict[str, Any], key: str, kind: type | tuple[type, ...], source: str) -> Any:
    value = doc.get(key)
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise DataError(source, key, f"expected {getattr(kind, '__name__', kind)}, got {value!r}")
    return value


def loads(text: str, source: str = "<tutor game>", **model_options: Any) -> TutorModel:
    """Rebuild a saved tutor game: a :class:`DataError` naming the source and the field when the
    text is not a whole, playable save."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(source, "<document>", f"not valid JSON: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise DataError(source, "format", f"not a saved tutor game (expected {FORMAT!r})")
    if doc.get("version") != VERSION:
        raise DataError(source, "version", f"expected {VERSION}, got {doc.get('version')!r}")
    actions = _field(doc, "actions", list, source)
    if not all(isinstance(a, str) for a in actions):
        raise DataError(source, "actions", "expected a list of action texts")
    try:
        model = TutorModel(
            _field(doc, "game", str, source),
            num_players=_field(doc, "num_players", int, source),
            seat=_field(doc, "seat", int, source),
            seed=_field(doc, "seed", int, source),
            opponents=_field(doc, "opponents", str, source),
            **_field(doc, "options", dict, source),
            **model_options,
        )
        replay(model, actions, reading=doc.get("reading") is not False)
    except (TabletopError, ValueError, KeyError, IndexError) as exc:
        if isinstance(exc, DataError):
            raise
        raise DataError(source, "actions", f"the saved moves do not replay: {exc}") from None
    return model


def replay(model: TutorModel, actions: list[str], reading: bool = True) -> None:
    """Play ``actions`` through ``model`` as the learner and the record's opponents did;
    ``reading`` False: the learner had read the last moment, which is dismissed again."""
    model.script = list(actions)
    idle = 0  # steps that consumed no move: dismissing a moment may reach the learner's turn
    try:
        while model.script:
            before = len(model.script)
            if model.is_learners_turn():
                model.choose(model.script.pop(0))
            elif model.state.is_terminal():
                raise ValueError(f"the game ended with {before} moves left")
            else:
                model.proceed()
            idle = idle + 1 if len(model.script) == before else 0
            if idle > 2:
                raise ValueError(f"the replay stopped with {before} moves left")
        if not reading and model.pending is not None:
            model.proceed()  # with no move left to replay, it stops at the learner's turn
    finally:
        model.script = None


def load(path: Path, **model_options: Any) -> TutorModel:
    """The tutor game saved at ``path``."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(str(path), "<file>", f"cannot be read: {exc}") from None
    return loads(text, str(path), **model_options)
