"""Merlin's actions: small frozen dataclasses whose ``str`` is their parseable text.

A turn is a few small decisions: ``die knight 4`` (or ``die merlin 3``), ``move cw``, then
``act`` or ``decline``, then the space's own choices (``henchman builder``, ``take shield
black``, ``build r1c3`` ...). Colours name principalities and their goods; henchmen and goods
use the names of ``constants.py``; tiles are grid positions ``r{row}c{col}``; mission cards
their ids in games/merlin/data/missions.json.

Every action is a :class:`~tabletop_lib.core.actions.GameAction`: its ``verb`` and its ``arg``
(the words after the verb, :class:`~tabletop_lib.core.actions.Fields` built by the helpers
below) give its text, and :data:`ACTIONS` parses every text. A Big Box module declares its
actions the same way in its folder (on :class:`ModuleAction`) and lists them in
``MerlinModule.actions``; ``ruleset.install`` adds them to :data:`ACTIONS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import (
    ActionSet,
    Arg,
    Field,
    Fields,
    GameAction,
    Int,
    Signed,
    Text,
)

DIRECTIONS = ("cw", "ccw")
TOWER_BONUS_KINDS = ("shield", "flag", "influence")

_ONE_WORD = "{verb!r} takes one argument, got {words}"
_TWO_WORDS = "{verb!r} takes two arguments, got {words}"


def word(field: str) -> Fields:
    """One word: ``move cw``, ``build r1c3`` (the game checks that it names something)."""
    return Fields(Text(field), refusal=_ONE_WORD)


def two_words(first: str, second: str) -> Fields:
    """Two words: ``take shield black``."""
    return Fields(Text(first), Text(second), refusal=_TWO_WORDS)


def number(field: str) -> Fields:
    """One number in digits: ``apple 4``."""
    return Fields(Int(field), refusal="{verb!r} takes one number, got {words}")


def up_or_down(field: str) -> Fields:
    """A die raised or lowered by one: ``gold +1``, ``gold -1``."""
    return Fields(Signed(field, allowed=(1, -1)), refusal="{verb!r} takes +1 or -1, got {words}")


def signed(field: str) -> Fields:
    """A signed number of spaces: ``arthur-merlin -2``."""
    return Fields(Signed(field), refusal="{verb!r} takes a signed number of spaces, got {words}")


def three_numbers(first: str | Field, second: str, third: str) -> Fields:
    """Three numbers (a minus sign allowed): ``bewitch 1 0 5``; ``first`` may be a field of
    its own (the poisoned apple's ``morgana``)."""
    head = first if isinstance(first, Field) else Int(first, negative=True)
    return Fields(
        head,
        Int(second, negative=True),
        Int(third, negative=True),
        refusal="{verb!r} takes three numbers, got {words}",
    )


def player_word(player: str, name: str) -> Fields:
    """A player number and a henchman: ``caerleon-evict 2 builder``."""
    return Fields(
        Int(player),
        Text(name),
        refusal="{verb!r} takes a player number and a henchman, got {words}",
    )


DIE = Fields(
    Text("kind"),
    Int("value"),
    refusal=_TWO_WORDS,
    bad="{verb!r} takes a kind and a value, got {words}",
)
"""A die kind and its value: ``die knight 4``."""
COLOUR = word("colour")
CARD = word("card")
TILE = word("tile")
HENCHMAN = word("henchman")
DIRECTION = word("direction")
GOOD_COLOUR = two_words("good", "colour")


@dataclass(frozen=True, slots=True)
class UseDie(GameAction):
    """Choose one of your unused dice; its value moves the figure the die belongs to."""

    kind: str
    value: int
    verb: ClassVar[str] = "die"
    arg: ClassVar[Arg] = DIE


@dataclass(frozen=True, slots=True)
class SpendApple(GameAction):
    """Return an apple to set the chosen die to another face."""

    face: int
    verb: ClassVar[str] = "apple"
    arg: ClassVar[Arg] = number("face")


@dataclass(frozen=True, slots=True)
class FlipDie(GameAction):
    """Flip-die flag: turn the chosen die to its opposite face."""

    verb: ClassVar[str] = "flag-flip"


@dataclass(frozen=True, slots=True)
class Move(GameAction):
    """Move the figure: clockwise, or counter-clockwise (Merlin; a knight with the reverse
    flag)."""

    direction: str
    verb: ClassVar[str] = "move"
    arg: ClassVar[Arg] = DIRECTION


@dataclass(frozen=True, slots=True)
class TakeAction(GameAction):
    """Carry out the action of the space."""

    verb: ClassVar[str] = "act"


@dataclass(frozen=True, slots=True)
class TakeActionWithStaff(GameAction):
    """Spend a Merlin's staff after moving Merlin: carry out the action twice."""

    verb: ClassVar[str] = "act-with-staff"


@dataclass(frozen=True, slots=True)
class DeclineAction(GameAction):
    """Give up the action of the space."""

    verb: ClassVar[str] = "decline"


@dataclass(frozen=True, slots=True)
class MirrorKnight(GameAction):
    """Mirror flag: put your knight on the opposite space and act there."""

    verb: ClassVar[str] = "flag-mirror"


@dataclass(frozen=True, slots=True)
class TakeOtherAction(GameAction):
    """Other-action flag: act on a space where another player's knight stands."""

    space: int
    verb: ClassVar[str] = "flag-other"
    arg: ClassVar[Arg] = number("space")


@dataclass(frozen=True, slots=True)
class CompleteMission(GameAction):
    """Complete a mission card from your hand whose requirements you hold."""

    card: str
    verb: ClassVar[str] = "complete-mission"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class RepelTraitors(GameAction):
    """Repel-traitors flag: discard all your traitors of one shield colour."""

    colour: str
    verb: ClassVar[str] = "flag-repel"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class PlaceHenchman(GameAction):
    """Choose which of your henchmen goes (and acts)."""

    henchman: str
    verb: ClassVar[str] = "henchman"
    arg: ClassVar[Arg] = HENCHMAN


@dataclass(frozen=True, slots=True)
class ChoosePrincipality(GameAction):
    """Choose the principality the henchman goes to."""

    colour: str
    verb: ClassVar[str] = "to"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class RelocateHenchman(GameAction):
    """Relocate space: the henchman moves to the next principality, cw or ccw."""

    direction: str
    verb: ClassVar[str] = "relocate"
    arg: ClassVar[Arg] = DIRECTION


@dataclass(frozen=True, slots=True)
class TakeGood(GameAction):
    """Take a shield, flag or material of a colour from its principality."""

    good: str
    colour: str
    verb: ClassVar[str] = "take"
    arg: ClassVar[Arg] = GOOD_COLOUR


@dataclass(frozen=True, slots=True)
class ReturnGood(GameAction):
    """Exchange space: return one of your goods to its principality."""

    good: str
    colour: str
    verb: ClassVar[str] = "return"
    arg: ClassVar[Arg] = GOOD_COLOUR


@dataclass(frozen=True, slots=True)
class DiscardMission(GameAction):
    """Mission space: discard a mission card from your hand."""

    card: str
    verb: ClassVar[str] = "discard-mission"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class StopDiscarding(GameAction):
    """Mission space: discard no more cards."""

    verb: ClassVar[str] = "stop-discarding"


@dataclass(frozen=True, slots=True)
class DrawMission(GameAction):
    """Draw a mission card: one from the display (by id) or the top of the deck (``deck``)."""

    source: str
    verb: ClassVar[str] = "draw-mission"
    arg: ClassVar[Arg] = word("source")


@dataclass(frozen=True, slots=True)
class DefeatTraitor(GameAction):
    """Excalibur space: defeat one of your traitors of this colour."""

    colour: str
    verb: ClassVar[str] = "defeat-traitor"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class BuildManor(GameAction):
    """Build-manor space: put a manor on a free tile of the surroundings."""

    tile: str
    verb: ClassVar[str] = "build"
    arg: ClassVar[Arg] = TILE


@dataclass(frozen=True, slots=True)
class PayMaterial(GameAction):
    """Pay the manor with a building material of this colour."""

    colour: str
    verb: ClassVar[str] = "pay"
    arg: ClassVar[Arg] = COLOUR


@dataclass(frozen=True, slots=True)
class TowerBonus(GameAction):
    """Tower tile: take a shield or flag, or place an influence marker, of one principality."""

    kind: str
    colour: str
    verb: ClassVar[str] = "tower-bonus"
    arg: ClassVar[Arg] = two_words("kind", "colour")


@dataclass(frozen=True, slots=True)
class SkipTowerBonus(GameAction):
    verb: ClassVar[str] = "skip-tower-bonus"


@dataclass(frozen=True, slots=True)
class PassTurn(GameAction):
    """An extra turn without a die of one's own (ME.round.extra-turns): decline it."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class EndTurn(GameAction):
    verb: ClassVar[str] = "end-turn"


@dataclass(frozen=True, slots=True)
class UseGrail(GameAction):
    """Influence scoring: place the Grail to win a tie in this principality."""

    verb: ClassVar[str] = "use-grail"


@dataclass(frozen=True, slots=True)
class KeepGrail(GameAction):
    """Influence scoring: keep the Grail for a later principality; the tie is shared."""

    verb: ClassVar[str] = "keep-grail"


class ModuleAction(GameAction):
    """The base of a Big Box module's actions (declared in the module's folder): a frozen
    dataclass with ``slots=True``, a ``verb`` and an ``arg``, listed in the module's
    ``MerlinModule.actions``."""

    __slots__ = ()


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

BASE_ACTIONS: tuple[type[Action], ...] = (
    UseDie,
    SpendApple,
    FlipDie,
    Move,
    TakeAction,
    TakeActionWithStaff,
    DeclineAction,
    MirrorKnight,
    TakeOtherAction,
    CompleteMission,
    RepelTraitors,
    PlaceHenchman,
    ChoosePrincipality,
    RelocateHenchman,
    TakeGood,
    ReturnGood,
    DiscardMission,
    StopDiscarding,
    DrawMission,
    DefeatTraitor,
    BuildManor,
    PayMaterial,
    TowerBonus,
    SkipTowerBonus,
    PassTurn,
    EndTurn,
    UseGrail,
    KeepGrail,
)
ACTIONS: ActionSet[Action] = ActionSet("Merlin", BASE_ACTIONS)
"""Every Merlin action text by verb: the base game's, and each registered module's
(``ruleset.install`` adds them)."""


def parse_action(text: str) -> Action:
    """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong.

    Only the shape is checked here; whether the names exist is the game's business
    (``MerlinGame.parse_action``)."""
    if not text.split():
        raise ValueError("empty Merlin action text")
    return ACTIONS.parse(text)
