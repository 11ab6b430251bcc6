"""Brian Boru's actions: small frozen dataclasses whose ``str`` is their parseable name.

Every decision is one small step: pick one card, mark one town, buy one extra at a time.
Towns are named by their id in data/brian_boru/board.json (``"mark tara"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

PRINCESS_OPTIONS = ("military-support", "establish-trade", "spurn")


@dataclass(frozen=True, slots=True)
class PlaceStartTown:
    """Setup 13: place a starting disc on an empty town in a region nobody has started in."""

    town: str
    verb: ClassVar[str] = "start-town"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


@dataclass(frozen=True, slots=True)
class PickCard:
    """Card selection: take one card of the pack in front of you into your hand."""

    card: int
    verb: ClassVar[str] = "pick"

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True, slots=True)
class PlaceMarker:
    """Trick step 1: put the active town marker on an empty town."""

    town: str
    verb: ClassVar[str] = "mark"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Trick steps 2-3: play a card from your hand to the trick."""

    card: int
    verb: ClassVar[str] = "play"

    def __str__(self) -> str:
        return f"{self.verb} {self.card}"


@dataclass(frozen=True, slots=True)
class ChooseSecondary:
    """Trick step 6: a player who lost the trick chooses one secondary action (A or B)."""

    option: int
    verb: ClassVar[str] = "secondary"

    def __str__(self) -> str:
        return f"{self.verb} {'AB'[self.option]}"


@dataclass(frozen=True, slots=True)
class BuyExtra:
    """Church, raider or courtship symbol: pay 2 coins for one more disc, raider or step."""

    verb: ClassVar[str] = "buy-extra"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class StopBuying:
    """End the optional purchases of the current symbol."""

    verb: ClassVar[str] = "stop-buying"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class Expand:
    """Expand symbol: pay 5 coins for a disc on a free town one road from a town you control."""

    town: str
    verb: ClassVar[str] = "expand"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


@dataclass(frozen=True, slots=True)
class DeclineExpand:
    """Expand symbol: do not pay for an expansion."""

    verb: ClassVar[str] = "decline-expand"

    def __str__(self) -> str:
        return self.verb


@dataclass(frozen=True, slots=True)
class RemoveVikingControl:
    """Remove-Viking symbol: lift a Viking control token; the disc beneath controls again."""

    town: str
    verb: ClassVar[str] = "remove-viking"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


@dataclass(frozen=True, slots=True)
class ClaimTown:
    """Marriage rewards: place a disc on a free town (in the card's region, or anywhere)."""

    town: str
    verb: ClassVar[str] = "claim-town"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


@dataclass(frozen=True, slots=True)
class ChoosePrincess:
    """The Princess of Denmark: military support, establish trade, or spurn her."""

    option: str
    verb: ClassVar[str] = "princess"

    def __str__(self) -> str:
        return f"{self.verb} {self.option}"


@dataclass(frozen=True, slots=True)
class SurrenderTown:
    """Battle step: the town of the loser that passes under Viking control."""

    town: str
    verb: ClassVar[str] = "surrender"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


@dataclass(frozen=True, slots=True)
class PlaceMonastery:
    """Church step: put a monastery on a town you control."""

    town: str
    verb: ClassVar[str] = "monastery"

    def __str__(self) -> str:
        return f"{self.verb} {self.town}"


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

TOWN_ACTIONS: tuple[type, ...] = (
    PlaceStartTown,
    PlaceMarker,
    Expand,
    RemoveVikingControl,
    ClaimTown,
    SurrenderTown,
    PlaceMonastery,
)
CARD_ACTIONS: tuple[type, ...] = (PickCard, PlayCard)
BARE_ACTIONS: tuple[type, ...] = (BuyExtra, StopBuying, DeclineExpand)
_BY_VERB: dict[str, type] = {
    cls.verb: cls  # type: ignore[attr-defined]
    for cls in (*TOWN_ACTIONS, *CARD_ACTIONS, *BARE_ACTIONS, ChooseSecondary, ChoosePrincess)
}


def parse_action(text: str, town_ids: frozenset[str] | None = None) -> Action:
    """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong."""
    verb, _, arg = text.strip().partition(" ")
    cls = _BY_VERB.get(verb)
    if cls is None:
        raise ValueError(f"unknown Brian Boru action {text!r}; verbs are {sorted(_BY_VERB)}")
    arg = arg.strip()
    if cls in BARE_ACTIONS:
        if arg:
            raise ValueError(f"{verb!r} takes no argument, got {arg!r}")
        action: Action = cls()
        return action
    if not arg:
        raise ValueError(f"{verb!r} needs an argument")
    if cls in CARD_ACTIONS:
        if not arg.isdigit():
            raise ValueError(f"{verb!r} needs a card value, got {arg!r}")
        action = cls(int(arg))
        return action
    if cls is ChooseSecondary:
        if arg not in ("A", "B"):
            raise ValueError(f"'secondary' takes A or B, got {arg!r}")
        return ChooseSecondary("AB".index(arg))
    if cls is ChoosePrincess:
        if arg not in PRINCESS_OPTIONS:
            raise ValueError(f"'princess' takes one of: {', '.join(PRINCESS_OPTIONS)}, got {arg!r}")
        return ChoosePrincess(arg)
    if town_ids is not None and arg not in town_ids:
        raise ValueError(f"no town {arg!r} on the board")
    action = cls(arg)
    return action
