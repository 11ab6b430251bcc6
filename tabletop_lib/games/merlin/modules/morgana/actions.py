"""The Morgana module's actions (manual pp. 31-33): the Morgana die and the poisoned apple at
the die choice, then the witch's kitchen decisions (``MORGANA`` stage), and the text of the
poisoned apple's swap (``poison morgana 1 0`` names the Morgana die held)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from tabletop_lib.core.actions import Arg, Int

from ...actions import (
    COLOUR,
    DIRECTION,
    GOOD_COLOUR,
    TILE,
    ModuleAction,
    number,
    three_numbers,
    word,
)

HELD_DIE = "morgana"
"""How the text of a poisoned apple's swap names the Morgana die the player holds."""


class _HeldDieOrSlot(Int):
    """The poisoned apple's own die: :data:`HELD_DIE` (the Morgana die held, -1) or a slot."""

    def write(self, value: Any) -> str:
        return HELD_DIE if value < 0 else str(value)

    def read(self, word: str) -> object:
        return -1 if word == HELD_DIE else super().read(word)


POISON = three_numbers(_HeldDieOrSlot("mine", negative=True), "player", "theirs")
"""The ``poison`` text: ``poison morgana 1 0`` or ``poison 2 1 0``."""


@dataclass(frozen=True, slots=True)
class UseMorganaDie(ModuleAction):
    """Morgana module: take Morgana die ``index`` (0-3) and its pentagram for this turn."""

    index: int
    verb: ClassVar[str] = "morgana-die"
    arg: ClassVar[Arg] = number("index")


@dataclass(frozen=True, slots=True)
class KitchenApple(ModuleAction):
    """Morgana module: put the Morgana die on the apple space for a poisoned apple."""

    verb: ClassVar[str] = "kitchen-apple"


@dataclass(frozen=True, slots=True)
class HornCup(ModuleAction):
    """Morgana module: raise the Morgana die to 7 (paying gold or materials) for the horn cup."""

    verb: ClassVar[str] = "horn-cup"


@dataclass(frozen=True, slots=True)
class KitchenPay(ModuleAction):
    """Morgana module: pay one step of the horn cup with a gold coin (``gold``) or a material
    of a colour."""

    item: str
    verb: ClassVar[str] = "kitchen-pay"
    arg: ClassVar[Arg] = word("item")


@dataclass(frozen=True, slots=True)
class UseCauldron(ModuleAction):
    """Morgana module: put the Morgana die on die-face slot ``slot`` under a cauldron."""

    slot: int
    verb: ClassVar[str] = "cauldron"
    arg: ClassVar[Arg] = number("slot")


@dataclass(frozen=True, slots=True)
class PlaceMorgana(ModuleAction):
    """Morgana module: put Morgana (still beside the board) on a principality space."""

    colour: str
    verb: ClassVar[str] = "morgana-to"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class MoveMorgana(ModuleAction):
    """Morgana module: move Morgana the cauldron's number of principality spaces."""

    direction: str
    verb: ClassVar[str] = "morgana-move"
    arg: ClassVar[Arg] = DIRECTION


@dataclass(frozen=True, slots=True)
class Bewitch(ModuleAction):
    """Morgana module, bewitch: turn ``player``'s unused die ``slot`` to ``face``."""

    player: int
    slot: int
    face: int
    verb: ClassVar[str] = "bewitch"
    arg: ClassVar[Arg] = three_numbers("player", "slot", "face")


@dataclass(frozen=True, slots=True)
class SwapMerlinArthur(ModuleAction):
    """Morgana module with Arthur, swap pawns: Merlin and Arthur change places."""

    verb: ClassVar[str] = "swap-merlin-arthur"


@dataclass(frozen=True, slots=True)
class SwapKnights(ModuleAction):
    """Morgana module, swap pawns: your knight and ``player``'s knight change places."""

    player: int
    verb: ClassVar[str] = "swap-knights"
    arg: ClassVar[Arg] = number("player")


@dataclass(frozen=True, slots=True)
class DarkInfluence(ModuleAction):
    """Morgana module, dark influence: the second Morgana marker goes to this principality
    (next to the blocked one)."""

    colour: str
    verb: ClassVar[str] = "dark-influence"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class WitchHut(ModuleAction):
    """Morgana module, witch hut: put a hut on your manor on this tile."""

    tile: str
    verb: ClassVar[str] = "witch-hut"
    arg: ClassVar[Arg] = TILE


@dataclass(frozen=True, slots=True)
class WitchGold(ModuleAction):
    """Morgana module, witch gold: return this good (one of two) for 3 gold coins."""

    good: str
    colour: str
    verb: ClassVar[str] = "witch-gold"
    arg: ClassVar[Arg] = GOOD_COLOUR


@dataclass(frozen=True, slots=True)
class MorganaBuy(ModuleAction):
    """Morgana module: take this good of the blocked principality (2 gold paid for 3 goods)."""

    good: str
    verb: ClassVar[str] = "morgana-buy"
    arg: ClassVar[Arg] = word("good")


@dataclass(frozen=True, slots=True)
class CauldronPass(ModuleAction):
    """Morgana module: leave the rest of the cauldron's action (or the purchase) undone."""

    verb: ClassVar[str] = "cauldron-pass"


@dataclass(frozen=True, slots=True)
class SpendPoison(ModuleAction):
    """Morgana module: spend a poisoned apple to swap the values of your die ``mine`` (a slot,
    or -1 for the Morgana die you hold) and ``player``'s unused die ``theirs``."""

    mine: int
    player: int
    theirs: int
    verb: ClassVar[str] = "poison"
    arg: ClassVar[Arg] = POISON
