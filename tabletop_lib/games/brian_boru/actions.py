"""Brian Boru's actions: small frozen dataclasses whose ``str`` is their parseable name.

Every decision is one small step: pick one card, mark one town, buy one extra at a time.
Towns are named by their id in games/brian_boru/data/board.json (``"mark tara"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop_lib.core.actions import ActionSet, Arg, GameAction, Letter, Number, Word

PRINCESS_OPTIONS = ("military-support", "establish-trade", "spurn")

TOWN = Word("town", kind="town", refusal="no town {arg!r} on the board")
"""A town by its id in games/brian_boru/data/board.json (checked when the game gives its towns)."""
CARD = Number("card", refusal="{verb!r} needs a card value, got {arg!r}")
SECONDARY = Letter("option", "AB")
PRINCESS = Word("option", allowed=PRINCESS_OPTIONS)


@dataclass(frozen=True, slots=True)
class PlaceStartTown(GameAction):
    """Setup 13: place a starting disc on an empty town in a region nobody has started in."""

    town: str
    verb: ClassVar[str] = "start-town"
    arg: ClassVar[Arg] = TOWN


@dataclass(frozen=True, slots=True)
class PickCard(GameAction):
    """Card selection: take one card of the pack in front of you into your hand."""

    card: int
    verb: ClassVar[str] = "pick"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class PlaceMarker(GameAction):
    """Trick step 1: put the active town marker on an empty town."""

    town: str
    verb: ClassVar[str] = "mark"
    arg: ClassVar[Arg] = TOWN


@dataclass(frozen=True, slots=True)
class PlayCard(GameAction):
    """Trick steps 2-3: play a card from your hand to the trick."""

    card: int
    verb: ClassVar[str] = "play"
    arg: ClassVar[Arg] = CARD


@dataclass(frozen=True, slots=True)
class ChooseSecondary(GameAction):
    """Trick step 6: a player who lost the trick chooses one secondary action (A or B)."""

    option: int
    verb: ClassVar[str] = "secondary"
    arg: ClassVar[Arg] = SECONDARY


@dataclass(frozen=True, slots=True)
class BuyExtra(GameAction):
    """Church, raider or courtship symbol: pay 2 coins for one more disc, raider or step."""

    verb: ClassVar[str] = "buy-extra"


@dataclass(frozen=True, slots=True)
class StopBuying(GameAction):
    """End the optional purchases of the current symbol."""

    verb: ClassVar[str] = "stop-buying"


@dataclass(frozen=True, slots=True)
class Expand(GameAction):
    """Expand symbol: pay 5 coins for a disc on a free town one road from a town you control."""

    town: str
    verb: ClassVar[str] = "expand"
    arg: ClassVar[Arg] = TOWN


@dataclass(frozen=True, slots=True)
class DeclineExpand(GameAction):
    """Expand symbol: do not pay for an expansion."""

    verb: ClassVar[str] = "decline-expand"


@dataclass(frozen=True, slots=True)
class RemoveVikingControl(GameAction):
    """Remove-Viking symbol: lift a Viking control token; the disc beneath controls again."""

    town: str
    verb: ClassVar[str] = "remove-viking"
    arg: ClassVar[Arg] = TOWN


@dataclass(frozen=True, slots=True)
class ClaimTown(GameAction):
    """Marriage rewards: place a disc on a free town (in the card's region, or anywhere)."""

    town: str
    verb: ClassVar[str] = "claim-town"
    arg: ClassVar[Arg] = TOWN


@dataclass(frozen=True, slots=True)
class ChoosePrincess(GameAction):
    """The Princess of Denmark: military support, establish trade, or spurn her."""

    option: str
    verb: ClassVar[str] = "princess"
    arg: ClassVar[Arg] = PRINCESS


@dataclass(frozen=True, slots=True)
class SurrenderTown(GameAction):
    """Battle step: the town of the loser that passes under Viking control."""

    town: str
    verb: ClassVar[str] = "surrender"
    arg: ClassVar[Arg] = TOWN


@dataclass(frozen=True, slots=True)
class PlaceMonastery(GameAction):
    """Church step: put a monastery on a town you control."""

    town: str
    verb: ClassVar[str] = "monastery"
    arg: ClassVar[Arg] = TOWN


Action = (
    PlaceStartTown
    | PickCard
    | PlaceMarker
    | PlayCard
    | ChooseSecondary
    | BuyExtra
    | StopBuying
    | Expand
    | DeclineExpand
    | RemoveVikingControl
    | ClaimTown
    | ChoosePrincess
    | SurrenderTown
    | PlaceMonastery
)

ACTIONS: ActionSet[Action] = ActionSet(
    "Brian Boru",
    (
        PlaceStartTown,
        PlaceMarker,
        Expand,
        RemoveVikingControl,
        ClaimTown,
        SurrenderTown,
        PlaceMonastery,
        PickCard,
        PlayCard,
        BuyExtra,
        StopBuying,
        DeclineExpand,
        ChooseSecondary,
        ChoosePrincess,
    ),
)


def parse_action(text: str, town_ids: frozenset[str] | None = None) -> Action:
    """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong."""
    return ACTIONS.parse(text, None if town_ids is None else {"town": town_ids})
