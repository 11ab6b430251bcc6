"""Brian Boru's actions in plain words: what the player to move would do with an action.

``describe(state, action)`` is ``BrianBoruState.describe_action`` (the engine contract, see
``tabletop_lib.core.game``): a sentence with the board's town and region names, the cards'
colours and values and the amounts paid, e.g. "Mark Tara (Meath) as the blue town you
contest". Only people-facing code calls it; the rules never do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import and_list, count, sentence

from .actions import (
    BuyExtra,
    ChoosePrincess,
    ChooseSecondary,
    ClaimTown,
    DeclineExpand,
    Expand,
    PickCard,
    PlaceMarker,
    PlaceMonastery,
    PlaceStartTown,
    PlayCard,
    RemoveVikingControl,
    StopBuying,
    SurrenderTown,
)
from .common import name
from .constants import PLAY
from .data import CHURCH, COLOURS, COURTSHIP, RAIDER, SYMBOLS, TOWN_COLOURS

if TYPE_CHECKING:
    from .state import BrianBoruState

# What one symbol of an action card does (rulebook, "Símbolos e Ações"), as a verb phrase.
_SYMBOL_WORDS = {
    "town": ("take the contested town", "take the contested town"),
    "coin": ("take a coin", "take {n} coins"),
    "pay_coin": ("pay a coin", "pay {n} coins"),
    "renown": ("take a renown token", "take {n} renown tokens"),
    "church": ("put a disc in the church", "put {n} discs in the church"),
    "raider": ("take a raider", "take {n} raiders"),
    "courtship": ("move a space up the marriage track", "move {n} spaces up the marriage track"),
    "expand": ("pay to expand along a road", "pay to expand along a road {n} times"),
    "remove_viking": ("remove a Viking token", "remove {n} Viking tokens"),
}
_EXTRA = {
    CHURCH: ("one more disc in the church", "church discs"),
    RAIDER: ("one more raider", "raiders"),
    COURTSHIP: ("one more step up the marriage track", "marriage steps"),
}
_PRINCESS = {
    "military-support": "Choose the Princess's military support: Viking towns count as yours "
    "when regions are claimed and for claim tokens face up at the end",
    "establish-trade": "Choose to establish trade with the Princess: Viking towns count as "
    "yours for the spread of regions at the end",
}


def town(s: BrianBoruState, town_id: str) -> str:
    """ "Tara (Meath)": the town's name and its region's, from games/brian_boru/data/board.json."""
    board = s.game.board
    i = s.game.town_index.get(town_id, -1)
    if i < 0:
        return f"a town the board does not have ({town_id!r})"
    return f"{board.town_names[i]} ({board.region_names[board.town_region[i]]})"


def card(s: BrianBoruState, value: int) -> str:
    """ "the blue 7": an action card by its colour and value."""
    cards = s.game.cards.action
    if not 1 <= value < len(cards):
        return f"a card numbered {value}, which the deck does not have"
    return f"the {COLOURS[cards[value].colour]} {value}"


def symbols(codes: tuple[int, ...]) -> str:
    """An action's symbols, left to right, in words: "take a coin and 2 renown tokens"."""
    parts: list[str] = []
    i = 0
    while i < len(codes):
        j = i
        while j < len(codes) and codes[j] == codes[i]:
            j += 1
        one, many = _SYMBOL_WORDS[SYMBOLS[codes[i]]]
        parts.append(one if j - i == 1 else many.format(n=j - i))
        i = j
    return and_list(parts) or "nothing"


def describe(s: BrianBoruState, action: object) -> str:
    """The sentence for ``action`` in state ``s`` (legal or not)."""
    told = _trick_phrase(s, action)
    if told is None:
        told = _upkeep_phrase(s, action)
    return sentence(str(action)) if told is None else told


def _trick_phrase(s: BrianBoruState, action: object) -> str | None:
    """Setup, the card selection and a trick: what ``action`` does, or None if it is none of
    these."""
    g = s.game
    p = s.current
    if isinstance(action, PlaceStartTown):
        return f"Start in {town(s, action.town)} with your first disc"
    if isinstance(action, PickCard):
        return f"Keep {card(s, action.card)} from the pack in your hands"
    if isinstance(action, PlaceMarker):
        i = g.town_index.get(action.town, -1)
        colour = f"{TOWN_COLOURS[g.board.town_colour[i]]} town" if i >= 0 else "town"
        return f"Mark {town(s, action.town)} as the {colour} you contest"
    if isinstance(action, PlayCard):
        return _play(s, action)
    if isinstance(action, ChooseSecondary):
        return _secondary(s, action.option)
    if isinstance(action, BuyExtra):
        extra, _ = _EXTRA.get(s.buy_symbol, ("one more of the symbol", "extras"))
        cost = count(g.params.extra_cost, "coin")
        return f"Pay {cost} for {extra} (you have {count(s.coins[p], 'coin')})"
    if isinstance(action, StopBuying):
        _, kind = _EXTRA.get(s.buy_symbol, ("", "extras"))
        return f"Buy no more {kind}"
    return None


def _upkeep_phrase(s: BrianBoruState, action: object) -> str | None:
    """Expanding, the marriage and the battle against the Vikings: what ``action`` does, or
    None if it is none of these."""
    g = s.game
    p = s.current
    if isinstance(action, Expand):
        return (
            f"Pay {count(g.params.expand_cost, 'coin')} to expand by road to {town(s, action.town)}"
        )
    if isinstance(action, DeclineExpand):
        return f"Do not pay {count(g.params.expand_cost, 'coin')} to expand"
    if isinstance(action, RemoveVikingControl):
        return _remove_viking(s, action)
    if isinstance(action, ClaimTown):
        return f"Put a disc on {town(s, action.town)} as your marriage reward"
    if isinstance(action, ChoosePrincess):
        return _princess(s, action.option)
    if isinstance(action, SurrenderTown):
        whose = "your" if s.loser == p or s.loser < 0 else f"{name(s, s.loser)}'s"
        return f"Give {whose} town {town(s, action.town)} to the Vikings"
    if isinstance(action, PlaceMonastery):
        return f"Build a monastery on {town(s, action.town)}"
    return None


def _secondary(s: BrianBoruState, option: int) -> str:
    letter = "AB"[option] if option in (0, 1) else str(option)
    cards = s.game.cards.action
    if 1 <= s.card_in_play < len(cards) and option < len(cards[s.card_in_play].secondary):
        what = symbols(cards[s.card_in_play].secondary[option])
        return f"Choose secondary action {letter} of {card(s, s.card_in_play)}: {what}"
    return f"Choose secondary action {letter} of the card being resolved"


def _princess(s: BrianBoruState, option: str) -> str:
    cards = s.game.cards
    if option == "spurn":
        return f"Spurn {cards.princess_name} for {count(cards.princess_spurn_points, 'point')}"
    return _PRINCESS.get(option, "Make a choice the Princess of Denmark does not offer")


def _play(s: BrianBoruState, action: PlayCard) -> str:
    what = card(s, action.card)
    if (
        s.stage == PLAY
        and s.current == s.trick_leader
        and 0 <= s.active_town < len(s.game.board.town_ids)
    ):
        return f"Lead {what} to the trick for {town(s, s.game.board.town_ids[s.active_town])}"
    return f"Play {what} to the trick"


def _remove_viking(s: BrianBoruState, action: RemoveVikingControl) -> str:
    i = s.game.town_index.get(action.town, -1)
    owner = next((q for q, d in enumerate(s.discs) if i >= 0 and d >> i & 1), -1)
    where = town(s, action.town)
    if owner < 0:
        return f"Remove the Viking token from {where}"
    who = "you control" if owner == s.current else f"{name(s, owner)} controls"
    return f"Remove the Viking token from {where}, so {who} it again"
