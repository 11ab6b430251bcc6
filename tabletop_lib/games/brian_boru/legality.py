"""What is legal now: Brian Boru's legal actions, and the checked path (whether an action is
legal, and the rule that says so).

The order is the core's (``core.checks``): the game is over -> the pending decision takes
another kind of action -> the action is among the legal ones -> else why not, with the rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.checks import ActionChecks, listed_or

from . import upkeep
from .actions import (
    Action,
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
from .common import bits, board_colour, card_name, name, town_name
from .constants import (
    BUY,
    CLAIM_TOWN,
    DRAFT,
    EXPAND,
    MARK,
    MONASTERY,
    PLAY,
    PRINCESS,
    REMOVE_VIKING,
    SECONDARY,
    SETUP_TOWN,
    SURRENDER,
)
from .describe import describe
from .rules import marker_targets, playable_cards, start_town_targets
from .symbols import expand_targets

if TYPE_CHECKING:
    from .state import BrianBoruState


# -- legal actions ----------------------------------------------------------------------------
def legal_actions(s: BrianBoruState) -> list[Action]:
    """The current player's legal actions, in a deterministic order."""
    stage = s.stage
    t = s.game.tables
    if stage == PLAY:
        return [t.play[c] for c in playable_cards(s)]
    if stage == BUY:
        return [t.buy_extra, t.stop_buying]
    if stage == DRAFT:
        return [t.pick[c] for c in s.packs[s.current]]
    if stage == MARK:
        return [t.mark[i] for i in bits(marker_targets(s)[0])]
    if stage == SECONDARY:
        return [t.secondary[0], t.secondary[1]]
    if stage == EXPAND:
        return [*(t.expand[i] for i in bits(expand_targets(s, s.current))), t.decline_expand]
    if stage == REMOVE_VIKING:
        return [t.remove_viking[i] for i in bits(s.viking)]
    if stage == SETUP_TOWN:
        return [t.start_town[i] for i in bits(start_town_targets(s) & ~s.occupied())]
    return upkeep.legal_actions(s)


_STAGE_ACTION: dict[int, tuple[type, ...]] = {
    SETUP_TOWN: (PlaceStartTown,),
    DRAFT: (PickCard,),
    MARK: (PlaceMarker,),
    PLAY: (PlayCard,),
    SECONDARY: (ChooseSecondary,),
    BUY: (BuyExtra, StopBuying),
    EXPAND: (Expand, DeclineExpand),
    REMOVE_VIKING: (RemoveVikingControl,),
    CLAIM_TOWN: (ClaimTown,),
    PRINCESS: (ChoosePrincess,),
    SURRENDER: (SurrenderTown,),
    MONASTERY: (PlaceMonastery,),
}
_EXPECTED = {
    SETUP_TOWN: "a starting town ('start-town <town>')",
    DRAFT: "a card pick ('pick <card>')",
    MARK: "the active town ('mark <town>')",
    PLAY: "a card to play ('play <card>')",
    SECONDARY: "a secondary action ('secondary A' or 'secondary B')",
    BUY: "'buy-extra' or 'stop-buying'",
    EXPAND: "'expand <town>' or 'decline-expand'",
    REMOVE_VIKING: "a Viking token to remove ('remove-viking <town>')",
    CLAIM_TOWN: "a town for the marriage reward ('claim-town <town>')",
    PRINCESS: "a choice for the Princess ('princess <option>')",
    SURRENDER: "the town that falls to the Vikings ('surrender <town>')",
    MONASTERY: "a town for the monastery ('monastery <town>')",
}
_LEGAL_RULE = {
    SETUP_TOWN: "BB.setup.start-town",
    DRAFT: "BB.draft.pick",
    MARK: "BB.trick.place-marker",
    SECONDARY: "BB.trick.secondary",
    EXPAND: "BB.symbol.expand",
    REMOVE_VIKING: "BB.symbol.remove-viking",
    PRINCESS: "BB.princess.choice",
}


def _rule_for(s: BrianBoruState, action: object) -> str:
    stage = s.stage
    if stage in _LEGAL_RULE:
        return _LEGAL_RULE[stage]
    if stage == PLAY:
        if s.current == s.trick_leader:
            return "BB.trick.lead-fallback" if s.lead_free else "BB.trick.lead-colour"
        return "BB.trick.follow-any"
    if stage == BUY:
        return "BB.symbol.extra-cost"
    return upkeep.rule_for(s)


def _why_not(s: BrianBoruState, action: object, rule: str) -> tuple[str, str]:
    """(rule, reason) for an action of the right kind that is not legal."""
    board = s.game.board
    town = getattr(action, "town", None)
    if town is not None and town not in board.town_ids:
        return rule, f"there is no town {town!r} on the board"
    index = board.town_ids.index(town) if town is not None else -1
    if isinstance(action, (PickCard, PlayCard)):
        return _why_not_card(s, action)
    if isinstance(action, (PlaceStartTown, PlaceMarker, Expand)):
        return _why_not_disc(s, action, rule, index)
    if isinstance(action, RemoveVikingControl):
        return rule, f"no Viking control token lies on {town_name(s, index)}"
    if isinstance(action, BuyExtra):
        cost = s.game.params.extra_cost
        return (
            "BB.symbol.extra-cost",
            f"an extra costs {cost} coins and needs something left to gain",
        )
    if isinstance(action, ChooseSecondary):
        return rule, "that card has no second secondary action"
    return upkeep.why_not(s, action, rule, index)


def _why_not_card(s: BrianBoruState, action: PickCard | PlayCard) -> tuple[str, str]:
    """A card to pick that is not in the pack, or to play that is not in the hand or does
    not follow the lead."""
    where = s.packs[s.current] if isinstance(action, PickCard) else s.hands[s.current]
    if action.card not in where:
        own = "BB.draft.pick" if isinstance(action, PickCard) else "BB.trick.own-card"
        return own, f"{card_name(s, action.card)} is not in {name(s, s.current)}'s " + (
            "pack" if isinstance(action, PickCard) else "hand"
        )
    return "BB.trick.lead-colour", f"the lead must be {board_colour(s, s.active_town)} or white"


def _why_not_disc(
    s: BrianBoruState, action: PlaceStartTown | PlaceMarker | Expand, rule: str, index: int
) -> tuple[str, str]:
    """A disc for a town (a start town, the marker of the contested town, an expansion)
    that cannot go there."""
    board = s.game.board
    taken = s.occupied() >> index & 1
    if isinstance(action, Expand):
        if s.coins[s.current] < s.game.params.expand_cost:
            return rule, f"expanding costs {s.game.params.expand_cost} coins"
        if index == s.active_town:
            return "BB.symbol.expand.not-active-town", "the active town is reserved for the winner"
    if taken:
        return rule, f"{town_name(s, index)} already has a disc"
    if isinstance(action, PlaceStartTown):
        return "BB.setup.start-town.distinct-region", (
            f"a disc already stands in {board.region_names[board.town_region[index]]}"
        )
    if isinstance(action, PlaceMarker):
        return "BB.trick.lead-colour", (
            f"{name(s, s.current)} holds no {board_colour(s, index)} or white card to lead there"
        )
    return rule, f"no road joins {town_name(s, index)} to a town {name(s, s.current)} controls"


ACTION_CHECKS: ActionChecks[BrianBoruState] = ActionChecks(
    game_over_rule="BB.turn.game-over",
    pending_rule="BB.turn.pending-decision",
    stage_actions=_STAGE_ACTION,
    expected=_EXPECTED,
    rule_for=_rule_for,
    problem=listed_or(legal_actions, _why_not),
    describe=describe,
)
"""``check_action`` of Brian Boru (``BrianBoruState.check_action``)."""
