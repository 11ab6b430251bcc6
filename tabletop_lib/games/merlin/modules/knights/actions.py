"""The Knights of the Round Table module's actions (manual pp. 21-25)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import Arg

from ...actions import ModuleAction, two_words, word


@dataclass(frozen=True, slots=True)
class DraftAlly(ModuleAction):
    """Knights module: take this ally from the stack in your hands (the draft)."""

    ally: str
    verb: ClassVar[str] = "draft-ally"
    arg: ClassVar[Arg] = word("ally")


@dataclass(frozen=True, slots=True)
class AllyAction(ModuleAction):
    """Knights module: use an ally's ability; ``choice`` says how (a die step or face, a colour,
    a henchman, ``henchman:colour``, a tile, ``card:card`` ...; see ``allies.py``)."""

    ally: str
    choice: str
    verb: ClassVar[str] = "ally"
    arg: ClassVar[Arg] = two_words("ally", "choice")
