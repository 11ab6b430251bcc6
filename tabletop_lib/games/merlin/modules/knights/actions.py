"""The Knights of the Round Table module's actions (manual pp. 21-25)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...actions import ModuleAction


@dataclass(frozen=True, slots=True)
class DraftAlly(ModuleAction):
    """Knights module: take this ally from the stack in your hands (the draft)."""

    ally: str
    verb: ClassVar[str] = "draft-ally"

    def __str__(self) -> str:
        return f"{self.verb} {self.ally}"


@dataclass(frozen=True, slots=True)
class AllyAction(ModuleAction):
    """Knights module: use an ally's ability; ``arg`` says how (a die step or face, a colour,
    a henchman, ``henchman:colour``, a tile, ``card:card`` ...; see ``allies.py``)."""

    ally: str
    arg: str
    verb: ClassVar[str] = "ally"

    def __str__(self) -> str:
        return f"{self.verb} {self.ally} {self.arg}"
