"""Game options: one way to say what a value may be, and one way to read option text.

Every game checks its own options in its ``params.py``; the messages come from here so that
they read the same in every game: the allowed values as words
(``lead_fallback must be one of: any-town-any-card (got 'x')``), never a Python tuple.

The command line gives every option as text (``--option modules=arthur,morgana``);
:func:`parse_option_text` turns that text into a value. A game declares which of its options
take a list (``GameInfo.list_options``): for those a comma list, a JSON list and a Python list
literal all give a list, and a single name gives a list of one name, never a list of letters.
"""

from __future__ import annotations

import ast
import json
from collections.abc import Iterable
from typing import Any

from .errors import ConfigError


def words(values: Iterable[object]) -> str:
    """The values as a comma list of plain words: ``draft, random``."""
    return ", ".join(str(v) for v in values)


def one_of(name: str, value: object, allowed: Iterable[object]) -> ConfigError:
    """The error for an option whose value is not one of ``allowed``."""
    return ConfigError(f"{name} must be one of: {words(allowed)} (got {value!r})")


def check_choice(name: str, value: object, allowed: Iterable[object]) -> Any:
    """``value`` if it is one of ``allowed``; else :func:`one_of`'s error."""
    choices = tuple(allowed)
    if value not in choices:
        raise one_of(name, value, choices)
    return value


def _scalar(text: str) -> Any:
    """JSON when the text parses as JSON (numbers, true, null, quoted strings), then a Python
    literal (``True``, ``None``), else the text itself."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return text
    return value if isinstance(value, (bool, int, float, type(None))) else text


def parse_list_text(name: str, text: str) -> list[Any]:
    """A list option's text as a list: ``a,b``, ``["a", "b"]`` or ``['a', 'b']``.

    Items of a comma list are read like scalar options (``10,11`` gives numbers); an empty text
    gives an empty list. ``ConfigError`` names the option when a bracketed text is no list.
    """
    stripped = text.strip()
    if stripped.startswith("["):
        for parse in (json.loads, ast.literal_eval):
            try:
                value = parse(stripped)
            except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                continue
            if isinstance(value, list):
                return value
        raise ConfigError(
            f"{name} takes a list: a comma list ({name}=a,b) or a JSON list "
            f'({name}=\'["a", "b"]\'), not {text!r}'
        )
    return [_scalar(item.strip()) for item in stripped.split(",") if item.strip()]


def parse_option_text(name: str, text: str, *, is_list: bool = False) -> Any:
    """The value of ``--option name=text``: a list for a list option, else a scalar."""
    return parse_list_text(name, text) if is_list else _scalar(text)
