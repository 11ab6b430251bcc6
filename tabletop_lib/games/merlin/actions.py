"""Merlin's actions: small frozen dataclasses whose ``str`` is their parseable text.

A turn is a few small decisions: ``die knight 4`` (or ``die merlin 3``), ``move cw``, then
``act`` or ``decline``, then the space's own choices (``henchman builder``, ``take shield
black``, ``build r1c3`` ...). Colours name principalities and their goods; henchmen and goods
use the names of ``constants.py``; tiles are grid positions ``r{row}c{col}``; mission cards
their ids in data/merlin/missions.json.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

DIRECTIONS = ("cw", "ccw")
TOWER_BONUS_KINDS = ("shield", "flag", "influence")


@dataclass(frozen=True, slots=True)
class UseDie:
    """Choose one of your unused dice; its value moves the figure the die belongs to."""

    kind: str
    value: int
    verb: ClassVar[str] = "die"

    def __str__(self) -> str:
        return f"{self.verb} {self.kind} {self.value}"


@dataclass(frozen=True, slots=True)
class SpendApple:
    """Return an apple to set the chosen die to another face."""

    face: int
    verb: ClassVar[str] = "apple"

    def __str__(self) -> str:
        return f"{self.verb} {self.face}"


@dataclass(frozen=True, slots=True)
class FlipDie:
    """Flip-die flag: turn the chosen die to its opposite face."""

    verb: ClassVar[str] = "flag-flip"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class Move:
    """Move the figure: clockwise, or counter-clockwise (Merlin; a knight with the reverse
    flag)."""

    direction: str
    verb: ClassVar[str] = "move"

    def __str__(self) -> str:
        return f"{self.verb} {self.direction}"


@dataclass(frozen=True, slots=True)
class TakeAction:
    """Carry out the action of the space."""

    verb: ClassVar[str] = "act"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class TakeActionWithStaff:
    """Spend a Merlin's staff after moving Merlin: carry out the action twice."""

    verb: ClassVar[str] = "act-with-staff"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class DeclineAction:
    """Give up the action of the space."""

    verb: ClassVar[str] = "decline"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class MirrorKnight:
    """Mirror flag: put your knight on the opposite space and act there."""

    verb: ClassVar[str] = "flag-mirror"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class TakeOtherAction:
    """Other-action flag: act on a space where another player's knight stands."""

    space: int
    verb: ClassVar[str] = "flag-other"

    def __str__(self) -> str:
        return f"{self.verb} {self.space}"


@dataclass(frozen=True, slots=True)
class CompleteMission:
    """Complete a mission card from your hand whose requirements you hold."""

    card: str
    verb: ClassVar[str] = "complete-mission"

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True, slots=True)
class RepelTraitors:
    """Repel-traitors flag: discard all your traitors of one shield colour."""

    colour: str
    verb: ClassVar[str] = "flag-repel"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class PlaceHenchman:
    """Choose which of your henchmen goes (and acts)."""

    henchman: str
    verb: ClassVar[str] = "henchman"

    def __str__(self) -> str:
        return f"{self.verb} {self.henchman}"


@dataclass(frozen=True, slots=True)
class ChoosePrincipality:
    """Choose the principality the henchman goes to."""

    colour: str
    verb: ClassVar[str] = "to"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class RelocateHenchman:
    """Relocate space: the henchman moves to the next principality, cw or ccw."""

    direction: str
    verb: ClassVar[str] = "relocate"

    def __str__(self) -> str:
        return f"{self.verb} {self.direction}"


@dataclass(frozen=True, slots=True)
class TakeGood:
    """Take a shield, flag or material of a colour from its principality."""

    good: str
    colour: str
    verb: ClassVar[str] = "take"

    def __str__(self) -> str:
        return f"{self.verb} {self.good} {self.colour}"


@dataclass(frozen=True, slots=True)
class ReturnGood:
    """Exchange space: return one of your goods to its principality."""

    good: str
    colour: str
    verb: ClassVar[str] = "return"

    def __str__(self) -> str:
        return f"{self.verb} {self.good} {self.colour}"


@dataclass(frozen=True, slots=True)
class DiscardMission:
    """Mission space: discard a mission card from your hand."""

    card: str
    verb: ClassVar[str] = "discard-mission"

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True, slots=True)
class StopDiscarding:
    """Mission space: discard no more cards."""

    verb: ClassVar[str] = "stop-discarding"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class DrawMission:
    """Draw a mission card: one from the display (by id) or the top of the deck (``deck``)."""

    source: str
    verb: ClassVar[str] = "draw-mission"

    def __str__(self) -> str:
        return f"{self.verb} {self.source}"


@dataclass(frozen=True, slots=True)
class DefeatTraitor:
    """Excalibur space: defeat one of your traitors of this colour."""

    colour: str
    verb: ClassVar[str] = "defeat-traitor"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class BuildManor:
    """Build-manor space: put a manor on a free tile of the surroundings."""

    tile: str
    verb: ClassVar[str] = "build"

    def __str__(self) -> str:
        return f"{self.verb} {self.tile}"


@dataclass(frozen=True, slots=True)
class PayMaterial:
    """Pay the manor with a building material of this colour."""

    colour: str
    verb: ClassVar[str] = "pay"

    def __str__(self) -> str:
        return f"{self.verb} {self.colour}"


@dataclass(frozen=True, slots=True)
class TowerBonus:
    """Tower tile: take a shield or flag, or place an influence marker, of one principality."""

    kind: str
    colour: str
    verb: ClassVar[str] = "tower-bonus"

    def __str__(self) -> str:
        return f"{self.verb} {self.kind} {self.colour}"


@dataclass(frozen=True, slots=True)
class SkipTowerBonus:
    verb: ClassVar[str] = "skip-tower-bonus"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class PassTurn:
    """An extra turn without a die of one's own (ME.round.extra-turns): decline it."""

    verb: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class EndTurn:
    verb: ClassVar[str] = "end-turn"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class UseGrail:
    """Influence scoring: place the Grail to win a tie in this principality."""

    verb: ClassVar[str] = "use-grail"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class KeepGrail:
    """Influence scoring: keep the Grail for a later principality; the tie is shared."""

    verb: ClassVar[str] = "keep-grail"

    def __str__(self) -> str:
        return self.verb


class ModuleAction:
    """The base of a Big Box module's actions (declared in the module's folder): a frozen
    dataclass with ``slots=True`` and a ``verb``, registered with :func:`register_action`."""

    __slots__ = ()
    verb: ClassVar[str]


Action = (
    ModuleAction
    | UseDie
    | SpendApple
    | FlipDie
    | Move
    | TakeAction
    | TakeActionWithStaff
    | DeclineAction
    | MirrorKnight
    | TakeOtherAction
    | CompleteMission
    | RepelTraitors
    | PlaceHenchman
    | ChoosePrincipality
    | RelocateHenchman
    | TakeGood
    | ReturnGood
    | DiscardMission
    | StopDiscarding
    | DrawMission
    | DefeatTraitor
    | BuildManor
    | PayMaterial
    | TowerBonus
    | SkipTowerBonus
    | EndTurn
    | UseGrail
    | KeepGrail
    | PassTurn
)

SHAPES: dict[type, str] = {}
"""Action class -> the shape of its text: ``bare`` (the verb alone), ``word`` (one word),
``two`` (two words), ``number``, ``step`` (+1 or -1), ``signed`` (a signed number),
``three`` (three numbers), ``player-word`` (a player number and a word), ``die`` (a die kind
and a value); a module may add its own (:func:`register_shape`)."""
BY_VERB: dict[str, type] = {}


def register_action(cls: type, shape: str) -> None:
    """Make ``cls`` parseable from its text (``SHAPES`` names the shapes)."""
    if shape not in _PARSERS:
        raise ValueError(f"no action text shape {shape!r}")
    verb: str = cls.verb  # type: ignore[attr-defined]
    if BY_VERB.get(verb, cls) is not cls:
        raise ValueError(f"the verb {verb!r} is taken by {BY_VERB[verb].__name__}")
    SHAPES[cls] = shape
    BY_VERB[verb] = cls


def _bare(cls: type, verb: str, args: list[str]) -> Action:
    if args:
        raise ValueError(f"{verb!r} takes no argument, got {' '.join(args)!r}")
    action: Action = cls()
    return action


def _word(cls: type, verb: str, args: list[str]) -> Action:
    if len(args) != 1:
        raise ValueError(f"{verb!r} takes one argument, got {args}")
    action: Action = cls(args[0])
    return action


def _number(cls: type, verb: str, args: list[str]) -> Action:
    if len(args) != 1 or not args[0].isdigit():
        raise ValueError(f"{verb!r} takes one number, got {args}")
    action: Action = cls(int(args[0]))
    return action


def _two(cls: type, verb: str, args: list[str]) -> Action:
    if len(args) != 2:
        raise ValueError(f"{verb!r} takes two arguments, got {args}")
    action: Action = cls(args[0], args[1])
    return action


def _die(cls: type, verb: str, args: list[str]) -> Action:
    if len(args) != 2:
        raise ValueError(f"{verb!r} takes two arguments, got {args}")
    if not args[1].isdigit():
        raise ValueError(f"{verb!r} takes a kind and a value, got {args}")
    action: Action = cls(args[0], int(args[1]))
    return action


def _step(cls: type, verb: str, args: list[str]) -> Action:
    if args not in (["+1"], ["-1"]):
        raise ValueError(f"{verb!r} takes +1 or -1, got {args}")
    action: Action = cls(int(args[0]))
    return action


def _signed(cls: type, verb: str, args: list[str]) -> Action:
    if len(args) != 1 or args[0][:1] not in "+-" or not args[0][1:].isdigit():
        raise ValueError(f"{verb!r} takes a signed number of spaces, got {args}")
    action: Action = cls(int(args[0]))
    return action


def _three(cls: type, verb: str, args: list[str], first: str = "") -> Action:
    nums = ["-1" if i == 0 and a == first else a for i, a in enumerate(args)]
    if len(nums) != 3 or not all(a.lstrip("-").isdigit() for a in nums):
        raise ValueError(f"{verb!r} takes three numbers, got {args}")
    action: Action = cls(int(nums[0]), int(nums[1]), int(nums[2]))
    return action


def _player_word(cls: type, verb: str, args: list[str]) -> Action:
    if len(args) != 2 or not args[0].isdigit():
        raise ValueError(f"{verb!r} takes a player number and a henchman, got {args}")
    action: Action = cls(int(args[0]), args[1])
    return action


_PARSERS: dict[str, Callable[[type, str, list[str]], Action]] = {
    "bare": _bare,
    "word": _word,
    "two": _two,
    "number": _number,
    "die": _die,
    "step": _step,
    "signed": _signed,
    "three": _three,
    "player-word": _player_word,
}


def register_shape(shape: str, parser: Callable[[type, str, list[str]], Action]) -> None:
    """Add a shape of action text: ``parser(cls, verb, words after the verb)``."""
    if _PARSERS.get(shape, parser) is not parser:
        raise ValueError(f"the action text shape {shape!r} is taken")
    _PARSERS[shape] = parser


_BASE_SHAPES: tuple[tuple[str, tuple[type, ...]], ...] = (
    (
        "bare",
        (
            FlipDie,
            TakeAction,
            TakeActionWithStaff,
            DeclineAction,
            MirrorKnight,
            StopDiscarding,
            SkipTowerBonus,
            EndTurn,
            UseGrail,
            KeepGrail,
            PassTurn,
        ),
    ),
    (
        "word",
        (
            Move,
            CompleteMission,
            RepelTraitors,
            PlaceHenchman,
            ChoosePrincipality,
            RelocateHenchman,
            DiscardMission,
            DrawMission,
            DefeatTraitor,
            BuildManor,
            PayMaterial,
        ),
    ),
    ("two", (TakeGood, ReturnGood, TowerBonus)),
    ("die", (UseDie,)),
    ("number", (SpendApple, TakeOtherAction)),
)
for _shape, _classes in _BASE_SHAPES:
    for _cls in _classes:
        register_action(_cls, _shape)


def parse_action(text: str) -> Action:
    """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong.

    Only the shape is checked here; whether the names exist is the game's business
    (``MerlinGame.parse_action``)."""
    words = text.split()
    if not words:
        raise ValueError("empty Merlin action text")
    cls = BY_VERB.get(words[0])
    if cls is None:
        raise ValueError(f"unknown Merlin action {text!r}; verbs are {sorted(BY_VERB)}")
    return _PARSERS[SHAPES[cls]](cls, words[0], words[1:])
