"""Paladins' actions: small frozen dataclasses whose ``str`` is their parseable text.

Every decision is one small step: choose an action (``act garrison``), then its workers
(``workers criminal+labourer+fighter``), then its target (``outpost r3-2``), then any choice its
effects ask for (``option 1``, ``raise faith``). Names come from the data files' ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import ActionSet, Arg, GameAction, Names, Number, Word

from .constants import ATTRIBUTES, CHOICES, SPACES, WORKERS


def _multisets(max_size: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for _ in range(max_size):
        out = out + [(*m, t) for m in out for t in range(len(WORKERS)) if not m or t >= m[-1]]
    return sorted({m for m in out if m}, key=lambda m: (len(m), m))


WORKER_MULTISETS: tuple[tuple[int, ...], ...] = tuple(_multisets(3))
"""Every multiset of 1-3 workers (types ascending): the workers an action can take."""


_WORKER_TEXT = {m: "workers " + "+".join(WORKERS[t] for t in m) for m in WORKER_MULTISETS}


class WorkerSet(Arg):
    """The workers of ``AssignWorkers``: types joined by '+' (``workers scout+labourer``)."""

    def text(self, action: GameAction) -> str:
        workers: tuple[int, ...] = getattr(action, "workers")  # noqa: B009
        text = _WORKER_TEXT.get(workers)
        if text is None:
            text = f"{action.verb} " + "+".join(WORKERS[t] for t in workers)
        return text

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        types = arg.split("+")
        if not all(t in WORKERS for t in types):
            raise ValueError(f"'workers' takes worker types joined by '+', got {arg!r}")
        return (tuple(sorted(WORKERS.index(t) for t in types)),)


class SlotAndDebt(Arg):
    """A Townsfolk slot, and ``debt`` when a Debt pays for it (``hire 2 debt``)."""

    def text(self, action: GameAction) -> str:
        slot, debt = getattr(action, "slot"), getattr(action, "with_debt")  # noqa: B009
        return f"{action.verb} {slot}" + (" debt" if debt else "")

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        slot, _, debt = arg.partition(" ")
        if not slot.isdigit() or debt not in ("", "debt"):
            raise ValueError(f"{verb!r} takes a slot number and optionally 'debt', got {arg!r}")
        return int(slot), debt == "debt"


PALADIN = Word("paladin", kind="paladin")
"""A Paladin by its id (checked against the game's Paladins when the game parses)."""
BOARD_SPACE = Word("space", kind="space")
JAR_SPACE = Word("space", kind="jar")
CHOICE = Word("choice", allowed=sorted(CHOICES))
WORKSHOP_SPACE = Word("space", allowed=sorted(SPACES))
CLEAR_SPACE = WORKSHOP_SPACE
ATTRIBUTE = Word("attribute", allowed=sorted(ATTRIBUTES))
SLOT = Number("slot")
INDEX = Number("index")
WORKER_SET = WorkerSet()
SLOT_DEBT = SlotAndDebt()


@dataclass(frozen=True, slots=True)
class KeepPaladin(GameAction):
    """Round step 4: keep one of the three Paladins drawn, face down, for this round."""

    paladin: str
    verb: ClassVar[str] = "keep"
    arg: ClassVar[Arg] = PALADIN


@dataclass(frozen=True, slots=True)
class TopPaladin(GameAction):
    """Round step 4: put one of the two others on top of the deck (the last goes under)."""

    paladin: str
    verb: ClassVar[str] = "top"
    arg: ClassVar[Arg] = PALADIN


@dataclass(frozen=True, slots=True)
class TakeTavern(GameAction):
    """Round step 5: take an available Tavern card (by its position in the row)."""

    slot: int
    verb: ClassVar[str] = "tavern"
    arg: ClassVar[Arg] = SLOT


@dataclass(frozen=True, slots=True)
class ChooseAction(GameAction):
    """Round step 6: take an action of your player board (``CHOICES``)."""

    choice: str
    verb: ClassVar[str] = "act"
    arg: ClassVar[Arg] = CHOICE


@dataclass(frozen=True, slots=True)
class UseFavour(GameAction):
    """Round step 6: place a worker on a revealed King's Favour (by its track position)."""

    index: int
    verb: ClassVar[str] = "favour"
    arg: ClassVar[Arg] = INDEX


@dataclass(frozen=True, slots=True)
class Pass(GameAction):
    """Round step 6: take no more actions this round."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class PayDebt(GameAction):
    """Option ``pay_debt_silver``: pay silver to turn one unpaid Debt over, as an action."""

    verb: ClassVar[str] = "pay-debt"


@dataclass(frozen=True, slots=True)
class AssignWorkers(GameAction):
    """The workers spent on the chosen action: a multiset, as types in ``WORKERS`` order."""

    workers: tuple[int, ...]
    verb: ClassVar[str] = "workers"
    arg: ClassVar[Arg] = WORKER_SET


@dataclass(frozen=True, slots=True)
class BuildWorkshop(GameAction):
    """Develop: the right-hand action the leftmost workshop moves onto."""

    space: str
    verb: ClassVar[str] = "workshop"
    arg: ClassVar[Arg] = WORKSHOP_SPACE


@dataclass(frozen=True, slots=True)
class DiscardTownsfolk(GameAction):
    """Recruit with one worker: discard a visible Townsfolk for its corner reward."""

    slot: int
    with_debt: bool = False
    verb: ClassVar[str] = "dismiss"
    arg: ClassVar[Arg] = SLOT_DEBT


@dataclass(frozen=True, slots=True)
class HireTownsfolk(GameAction):
    """Recruit with two workers, a free hire, or the setup hire: take a visible Townsfolk."""

    slot: int
    with_debt: bool = False
    verb: ClassVar[str] = "hire"
    arg: ClassVar[Arg] = SLOT_DEBT


@dataclass(frozen=True, slots=True)
class ClearSpace(GameAction):
    """Pray: return the workers of one of your action spaces to the supply."""

    space: str
    verb: ClassVar[str] = "clear"
    arg: ClassVar[Arg] = CLEAR_SPACE


@dataclass(frozen=True, slots=True)
class PlaceMonk(GameAction):
    """Commission: put your leftmost monk on a main-board space (by its id)."""

    space: str
    verb: ClassVar[str] = "monk"
    arg: ClassVar[Arg] = BOARD_SPACE


@dataclass(frozen=True, slots=True)
class PlaceOutpost(GameAction):
    """Garrison: put your leftmost outpost on a main-board space (by its id)."""

    space: str
    verb: ClassVar[str] = "outpost"
    arg: ClassVar[Arg] = BOARD_SPACE


@dataclass(frozen=True, slots=True)
class PlaceJar(GameAction):
    """Absolve: move your leftmost jar to an absolve space (by its id)."""

    space: str
    verb: ClassVar[str] = "jar"
    arg: ClassVar[Arg] = JAR_SPACE


@dataclass(frozen=True, slots=True)
class AttackOutsider(GameAction):
    """Attack: the Outsider at this position of the row."""

    slot: int
    verb: ClassVar[str] = "attack"
    arg: ClassVar[Arg] = SLOT


@dataclass(frozen=True, slots=True)
class ConvertOutsider(GameAction):
    """Convert: the Outsider at this position of the row."""

    slot: int
    verb: ClassVar[str] = "convert"
    arg: ClassVar[Arg] = SLOT


@dataclass(frozen=True, slots=True)
class ChooseOption(GameAction):
    """A card's choice: take option ``index`` (from 0)."""

    index: int
    verb: ClassVar[str] = "option"
    arg: ClassVar[Arg] = INDEX


@dataclass(frozen=True, slots=True)
class RaiseAttribute(GameAction):
    """A favour's 'attribute of your choice'."""

    attribute: str
    verb: ClassVar[str] = "raise"
    arg: ClassVar[Arg] = ATTRIBUTE


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

ACTIONS: ActionSet[Action] = ActionSet(
    "Paladins",
    (
        TakeTavern,
        UseFavour,
        AttackOutsider,
        ConvertOutsider,
        ChooseOption,
        KeepPaladin,
        TopPaladin,
        ChooseAction,
        BuildWorkshop,
        ClearSpace,
        PlaceMonk,
        PlaceOutpost,
        PlaceJar,
        RaiseAttribute,
        Pass,
        PayDebt,
        DiscardTownsfolk,
        HireTownsfolk,
        AssignWorkers,
    ),
)


def parse_action(text: str, names: Names | None = None) -> Action:
    """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong.

    ``names`` gives the ids a game accepts for Paladins (``"paladin"``), main-board spaces
    (``"space"``) and absolve spaces (``"jar"``).
    """
    return ACTIONS.parse(text, names)
