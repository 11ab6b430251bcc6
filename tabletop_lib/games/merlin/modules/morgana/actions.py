"""The Morgana module's actions (manual pp. 31-33): the Morgana die and the poisoned apple at
the die choice, then the witch's kitchen decisions (``MORGANA`` stage), and the text shape of
the poisoned apple's swap (``poison morgana 1 0`` names the Morgana die held)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...actions import ModuleAction

HELD_DIE = "morgana"
"""How the text of a poisoned apple's swap names the Morgana die the player holds."""


@dataclass(frozen=True, slots=True)
class UseMorganaDie(ModuleAction):
    """Morgana module: take Morgana die ``index`` (0-3) and its pentagram for this turn."""

    index: int
    verb: ClassVar[str] = "morgana-die"

    def __str__(self) -> str:
        return f"{self.verb} {self.index}"


@dataclass(frozen=True, slots=True)
class KitchenApple(ModuleAction):
    """Morgana module: put the Morgana die on the apple space for a poisoned apple."""

    verb: ClassVar[str] = "kitchen-apple"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class HornCup(ModuleAction):
    """Morgana module: raise the Morgana die to 7 (paying gold or materials) for the horn cup."""

    verb: ClassVar[str] = "horn-cup"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class KitchenPay(ModuleAction):
    """Morgana module: pay one step of the horn cup with a gold coin (``gold``) or a material
    of a colour."""

    item: str
    verb: ClassVar[str] = "kitchen-pay"

    def __str__(self) -> str:
        return f"{self.verb} {self.item}"


@dataclass(frozen=True, slots=True)
class UseCauldron(ModuleAction):
    """Morgana module: put the Morgana die on die-face slot ``slot`` under a cauldron."""

    slot: int
    verb: ClassVar[str] = "cauldron"

    def __str__(self) -> str:
        return f"{self.verb} {self.slot}"


@dataclass(frozen=True, slots=True)
class PlaceMorgana(ModuleAction):
    """Morgana module: put Morgana (still beside the board) on a principality space."""

    colour: str
    verb: ClassVar[str] = "morgana-to"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class MoveMorgana(ModuleAction):
    """Morgana module: move Morgana the cauldron's number of principality spaces."""

    direction: str
    verb: ClassVar[str] = "morgana-move"

    def __str__(self) -> str:
        return f"{self.verb} {self.direction}"


@dataclass(frozen=True, slots=True)
class Bewitch(ModuleAction):
    """Morgana module, bewitch: turn ``player``'s unused die ``slot`` to ``face``."""

    player: int
    slot: int
    face: int
    verb: ClassVar[str] = "bewitch"

    def __str__(self) -> str:
        return f"{self.verb} {self.player} {self.slot} {self.face}"


@dataclass(frozen=True, slots=True)
class SwapMerlinArthur(ModuleAction):
    """Morgana module with Arthur, swap pawns: Merlin and Arthur change places."""

    verb: ClassVar[str] = "swap-merlin-arthur"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class SwapKnights(ModuleAction):
    """Morgana module, swap pawns: your knight and ``player``'s knight change places."""

    player: int
    verb: ClassVar[str] = "swap-knights"

    def __str__(self) -> str:
        return f"{self.verb} {self.player}"


@dataclass(frozen=True, slots=True)
class DarkInfluence(ModuleAction):
    """Morgana module, dark influence: the second Morgana marker goes to this principality
    (next to the blocked one)."""

    colour: str
    verb: ClassVar[str] = "dark-influence"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class WitchHut(ModuleAction):
    """Morgana module, witch hut: put a hut on your manor on this tile."""

    tile: str
    verb: ClassVar[str] = "witch-hut"

    def __str__(self) -> str:
        return f"{self.verb} {self.tile}"


@dataclass(frozen=True, slots=True)
class WitchGold(ModuleAction):
    """Morgana module, witch gold: return this good (one of two) for 3 gold coins."""

    good: str
    colour: str
    verb: ClassVar[str] = "witch-gold"

    def __str__(self) -> str:
        return f"{self.verb} {self.good} {self.colour}"


@dataclass(frozen=True, slots=True)
class MorganaBuy(ModuleAction):
    """Morgana module: take this good of the blocked principality (2 gold paid for 3 goods)."""

    good: str
    verb: ClassVar[str] = "morgana-buy"

    def __str__(self) -> str:
        return f"{self.verb} {self.good}"


@dataclass(frozen=True, slots=True)
class CauldronPass(ModuleAction):
    """Morgana module: leave the rest of the cauldron's action (or the purchase) undone."""

    verb: ClassVar[str] = "cauldron-pass"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class SpendPoison(ModuleAction):
    """Morgana module: spend a poisoned apple to swap the values of your die ``mine`` (a slot,
    or -1 for the Morgana die you hold) and ``player``'s unused die ``theirs``."""

    mine: int
    player: int
    theirs: int
    verb: ClassVar[str] = "poison"

    def __str__(self) -> str:
        mine = HELD_DIE if self.mine < 0 else str(self.mine)
        return f"{self.verb} {mine} {self.player} {self.theirs}"


def parse_poison(cls: type, verb: str, args: list[str]) -> SpendPoison:
    """The ``poison`` text shape: ``morgana`` (the Morgana die held) or a die slot, then the
    opponent and their die slot."""
    nums = ["-1" if i == 0 and a == HELD_DIE else a for i, a in enumerate(args)]
    if cls is not SpendPoison or len(nums) != 3 or not all(a.lstrip("-").isdigit() for a in nums):
        raise ValueError(f"{verb!r} takes three numbers, got {args}")
    return SpendPoison(int(nums[0]), int(nums[1]), int(nums[2]))
