"""Paladins' actions: small frozen dataclasses whose ``str`` is their parseable text.

Every decision is one small step: choose an action (``act garrison``), then its workers
(``workers criminal+labourer+fighter``), then its target (``outpost r3-2``), then any choice its
effects ask for (``option 1``, ``raise faith``). Names come from the data files' ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .constants import ATTRIBUTES, CHOICES, SPACES, WORKERS


def _multisets(max_size: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for _ in range(max_size):
        out = out + [(*m, t) for m in out for t in range(len(WORKERS)) if not m or t >= m[-1]]
    return sorted({m for m in out if m}, key=lambda m: (len(m), m))


WORKER_MULTISETS: tuple[tuple[int, ...], ...] = tuple(_multisets(3))
"""Every multiset of 1-3 workers (types ascending): the workers an action can take."""


_WORKER_TEXT = {m: "workers " + "+".join(WORKERS[t] for t in m) for m in WORKER_MULTISETS}


@dataclass(frozen=True, slots=True)
class KeepPaladin:
    """Round step 4: keep one of the three Paladins drawn, face down, for this round."""

    paladin: str
    verb: ClassVar[str] = "keep"

    def __str__(self) -> str:
        return f"{self.verb} {self.paladin}"


@dataclass(frozen=True, slots=True)
class TopPaladin:
    """Round step 4: put one of the two others on top of the deck (the last goes under)."""

    paladin: str
    verb: ClassVar[str] = "top"

    def __str__(self) -> str:
        return f"{self.verb} {self.paladin}"


@dataclass(frozen=True, slots=True)
class TakeTavern:
    """Round step 5: take an available Tavern card (by its position in the row)."""

    slot: int
    verb: ClassVar[str] = "tavern"

    def __str__(self) -> str:
        return f"{self.verb} {self.slot}"


@dataclass(frozen=True, slots=True)
class ChooseAction:
    """Round step 6: take an action of your player board (``CHOICES``)."""

    choice: str
    verb: ClassVar[str] = "act"

    def __str__(self) -> str:
        return f"{self.verb} {self.choice}"


@dataclass(frozen=True, slots=True)
class UseFavour:
    """Round step 6: place a worker on a revealed King's Favour (by its track position)."""

    index: int
    verb: ClassVar[str] = "favour"

    def __str__(self) -> str:
        return f"{self.verb} {self.index}"


@dataclass(frozen=True, slots=True)
class Pass:
    """Round step 6: take no more actions this round."""

    verb: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class PayDebt:
    """Option ``pay_debt_silver``: pay silver to turn one unpaid Debt over, as an action."""

    verb: ClassVar[str] = "pay-debt"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class AssignWorkers:
    """The workers spent on the chosen action: a multiset, as types in ``WORKERS`` order."""

    workers: tuple[int, ...]
    verb: ClassVar[str] = "workers"

    def __str__(self) -> str:
        text = _WORKER_TEXT.get(self.workers)
        if text is None:
            text = f"{self.verb} " + "+".join(WORKERS[t] for t in self.workers)
        return text


@dataclass(frozen=True, slots=True)
class BuildWorkshop:
    """Develop: the right-hand action the leftmost workshop moves onto."""

    space: str
    verb: ClassVar[str] = "workshop"

    def __str__(self) -> str:
        return f"{self.verb} {self.space}"


@dataclass(frozen=True, slots=True)
class DiscardTownsfolk:
    """Recruit with one worker: discard a visible Townsfolk for its corner reward."""

    slot: int
    with_debt: bool = False
    verb: ClassVar[str] = "dismiss"

    def __str__(self) -> str:
        return f"{self.verb} {self.slot}" + (" debt" if self.with_debt else "")


@dataclass(frozen=True, slots=True)
class HireTownsfolk:
    """Recruit with two workers, a free hire, or the setup hire: take a visible Townsfolk."""

    slot: int
    with_debt: bool = False
    verb: ClassVar[str] = "hire"

    def __str__(self) -> str:
        return f"{self.verb} {self.slot}" + (" debt" if self.with_debt else "")


@dataclass(frozen=True, slots=True)
class ClearSpace:
    """Pray: return the workers of one of your action spaces to the supply."""

    space: str
    verb: ClassVar[str] = "clear"

    def __str__(self) -> str:
        return f"{self.verb} {self.space}"


@dataclass(frozen=True, slots=True)
class PlaceMonk:
    """Commission: put your leftmost monk on a main-board space (by its id)."""

    space: str
    verb: ClassVar[str] = "monk"

    def __str__(self) -> str:
        return f"{self.verb} {self.space}"


@dataclass(frozen=True, slots=True)
class PlaceOutpost:
    """Garrison: put your leftmost outpost on a main-board space (by its id)."""

    space: str
    verb: ClassVar[str] = "outpost"

    def __str__(self) -> str:
        return f"{self.verb} {self.space}"


@dataclass(frozen=True, slots=True)
class PlaceJar:
    """Absolve: move your leftmost jar to an absolve space (by its id)."""

    space: str
    verb: ClassVar[str] = "jar"

    def __str__(self) -> str:
        return f"{self.verb} {self.space}"


@dataclass(frozen=True, slots=True)
class AttackOutsider:
    """Attack: the Outsider at this position of the row."""

    slot: int
    verb: ClassVar[str] = "attack"

    def __str__(self) -> str:
        return f"{self.verb} {self.slot}"


@dataclass(frozen=True, slots=True)
class ConvertOutsider:
    """Convert: the Outsider at this position of the row."""

    slot: int
    verb: ClassVar[str] = "convert"

    def __str__(self) -> str:
        return f"{self.verb} {self.slot}"


@dataclass(frozen=True, slots=True)
class ChooseOption:
    """A card's choice: take option ``index`` (from 0)."""

    index: int
    verb: ClassVar[str] = "option"

    def __str__(self) -> str:
        return f"{self.verb} {self.index}"


@dataclass(frozen=True, slots=True)
class RaiseAttribute:
    """A favour's 'attribute of your choice'."""

    attribute: str
    verb: ClassVar[str] = "raise"

    def __str__(self) -> str:
        return f"{self.verb} {self.attribute}"


Action = (
    KeepPaladin
    | TopPaladin
    | TakeTavern
    | ChooseAction
    | UseFavour
    | Pass
    | PayDebt
    | AssignWorkers
    | BuildWorkshop
    | DiscardTownsfolk
    | HireTownsfolk
    | ClearSpace
    | PlaceMonk
    | PlaceOutpost
    | PlaceJar
    | AttackOutsider
    | ConvertOutsider
    | ChooseOption
    | RaiseAttribute
)

_INT_ARG: tuple[type, ...] = (TakeTavern, UseFavour, AttackOutsider, ConvertOutsider, ChooseOption)
_STR_ARG: tuple[type, ...] = (
    KeepPaladin,
    TopPaladin,
    ChooseAction,
    BuildWorkshop,
    ClearSpace,
    PlaceMonk,
    PlaceOutpost,
    PlaceJar,
    RaiseAttribute,
)
_BARE: tuple[type, ...] = (Pass, PayDebt)
_SLOT_DEBT: tuple[type, ...] = (DiscardTownsfolk, HireTownsfolk)
_BY_VERB: dict[str, type] = {
    cls.verb: cls  # type: ignore[attr-defined]
    for cls in (*_INT_ARG, *_STR_ARG, *_BARE, *_SLOT_DEBT, AssignWorkers)
}
_NAMES: dict[type, tuple[str, ...]] = {
    ChooseAction: CHOICES,
    BuildWorkshop: SPACES,
    ClearSpace: SPACES,
    RaiseAttribute: ATTRIBUTES,
}


def parse_action(text: str, names: dict[type, frozenset[str]] | None = None) -> Action:
    """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong.

    ``names`` gives the ids a game accepts for Paladins and board spaces.
    """
    verb, _, arg = text.strip().partition(" ")
    cls = _BY_VERB.get(verb)
    if cls is None:
        raise ValueError(f"unknown Paladins action {text!r}; verbs are {sorted(_BY_VERB)}")
    arg = arg.strip()
    if cls in _BARE:
        if arg:
            raise ValueError(f"{verb!r} takes no argument, got {arg!r}")
        bare: Action = cls()
        return bare
    if not arg:
        raise ValueError(f"{verb!r} needs an argument")
    if cls in _INT_ARG:
        if not arg.isdigit():
            raise ValueError(f"{verb!r} needs a number, got {arg!r}")
        numbered: Action = cls(int(arg))
        return numbered
    if cls in _SLOT_DEBT:
        slot, _, debt = arg.partition(" ")
        if not slot.isdigit() or debt not in ("", "debt"):
            raise ValueError(f"{verb!r} takes a slot number and optionally 'debt', got {arg!r}")
        paid: Action = cls(int(slot), debt == "debt")
        return paid
    if cls is AssignWorkers:
        types = arg.split("+")
        if not all(t in WORKERS for t in types):
            raise ValueError(f"'workers' takes worker types joined by '+', got {arg!r}")
        return AssignWorkers(tuple(sorted(WORKERS.index(t) for t in types)))
    allowed = _NAMES.get(cls) or (names or {}).get(cls)
    if allowed is not None and arg not in allowed:
        raise ValueError(f"{verb!r} takes one of: {', '.join(sorted(allowed))}, got {arg!r}")
    named: Action = cls(arg)
    return named
