"""Brian Boru in the game's own words: rule names, rulebook sections, glossary, cards, labels.

Every rule of the catalog gets a short plain name, grouped under the rulebook's sections in
play order (English titles are our translation of the Portuguese rulebook's headings). The
glossary defines the game's terms in one sentence each, linked to their rules; every card of
the deck (action cards by colour and number, marriage cards, the Princess of Denmark, the
Viking cards) has a readable text; score categories, phases and colours have printed labels.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_rule_names, register_rule_sections
from tabletop_lib.core.words import (
    CardText,
    Term,
    and_list,
    register_cards,
    register_glossary,
    register_labels,
)

from .constants import CATEGORIES, STAGE_NAMES
from .data import COLOURS, SYMBOLS, load_board, load_cards

GAME = "brian_boru"

RULE_NAMES: dict[str, str] = {
    "BB.turn.pending-decision": "One decision at a time",
    "BB.turn.current-player": "Only the player to act may act",
    "BB.turn.game-over": "The game is over",
    "BB.setup.supplies": "Starting coins, renown and score",
    "BB.supply.unlimited": "Supplies never run out",
    "BB.setup.marriage-deck": "The marriage deck and the Princess",
    "BB.round.count": "How many rounds",
    "BB.setup.viking-deck": "The Viking deck",
    "BB.setup.claim-tokens": "Claim tokens face down",
    "BB.setup.start-player": "The first player",
    "BB.setup.start-town": "Choosing a starting town",
    "BB.setup.start-town.distinct-region": "Starting towns in different regions",
    "BB.prep.vikings": "Vikings arrive each round",
    "BB.prep.marriage-card": "Revealing the marriage card",
    "BB.draft.deal": "Dealing the action cards",
    "BB.draft.pick": "Keeping a card",
    "BB.draft.pass-left": "Passing the rest to the left",
    "BB.draft.keep-small-pack": "The last cards of a pack",
    "BB.draft.hidden": "Kept cards stay hidden",
    "BB.trick.place-marker": "Choosing the active town",
    "BB.trick.lead-colour": "The town's colour leads",
    "BB.trick.lead-fallback": "When no town of a colour is free",
    "BB.trick.no-empty-town": "No empty town left",
    "BB.trick.follow-any": "Any card may follow",
    "BB.trick.own-card": "Playing a card you hold",
    "BB.trick.winner": "Winning a trick",
    "BB.trick.resolve-ascending": "Cards resolve from lowest to highest",
    "BB.trick.primary": "The winner takes the town",
    "BB.trick.secondary": "The others take a lesser action",
    "BB.trick.discard": "Played cards are discarded",
    "BB.trick.last-card": "The last card of the round",
    "BB.upkeep.order": "The order of upkeep",
    "BB.symbol.left-to-right": "Symbols are done left to right",
    "BB.symbol.town": "The town symbol",
    "BB.symbol.coin": "The coin symbol",
    "BB.symbol.pay-coin": "The crossed-coin symbol",
    "BB.symbol.renown": "The renown symbol",
    "BB.symbol.church": "The church symbol",
    "BB.symbol.raider": "The raider symbol",
    "BB.symbol.courtship": "The courtship symbol",
    "BB.symbol.courtship.bump": "A full marriage space",
    "BB.symbol.extra-cost": "Paying for more",
    "BB.symbol.expand": "The expand symbol",
    "BB.symbol.expand.not-active-town": "Expanding beside the active town",
    "BB.symbol.remove-viking": "The remove-a-Viking symbol",
    "BB.upkeep.marriage.winner": "Who wins the marriage",
    "BB.upkeep.marriage.nobody": "When nobody courted",
    "BB.upkeep.marriage.card-town": "The marriage card's town",
    "BB.upkeep.marriage.track-rewards": "Rewards of the marriage track",
    "BB.upkeep.marriage.track-town": "A town from the marriage track",
    "BB.princess.choice": "The Princess's choice",
    "BB.princess.military-support": "Military support",
    "BB.princess.establish-trade": "Establishing trade",
    "BB.princess.spurn": "Spurning the Princess",
    "BB.upkeep.battle.repelled": "Repelling the Vikings",
    "BB.upkeep.battle.fewest-lose-town": "The fewest raiders lose a town",
    "BB.upkeep.battle.chooser": "Who chooses the lost town",
    "BB.upkeep.battle.no-town": "No town to lose",
    "BB.upkeep.battle.clear-area": "Raiders go back after battle",
    "BB.upkeep.battle.spoils": "Spoils of battle",
    "BB.upkeep.battle.recount": "Points for raiders",
    "BB.upkeep.battle.no-raiders": "Nobody sent raiders",
    "BB.upkeep.church.leader": "The church leader",
    "BB.upkeep.church.recount": "Points for church discs",
    "BB.upkeep.church.four-discs": "Four discs in the church",
    "BB.upkeep.church.monastery-town": "Founding a monastery",
    "BB.upkeep.claim.unlock": "A region's claim token turns up",
    "BB.upkeep.claim.monastery-double": "Monasteries count twice",
    "BB.upkeep.claim.take": "Taking a claim token",
    "BB.upkeep.claim.vikings": "Vikings hold a region",
    "BB.upkeep.claim.vikings-tie": "Vikings win ties",
    "BB.round.end": "The end of a round",
    "BB.final.most-coins": "Most coins",
    "BB.final.marker": "The active town marker",
    "BB.final.renown": "Renown",
    "BB.final.claim-held": "Claim tokens held",
    "BB.final.claim-board": "Claim tokens left on the board",
    "BB.final.claim-board.monastery": "Monasteries and the board's claim tokens",
    "BB.final.face-down": "Face-down claim tokens",
    "BB.final.regions": "Towns in many regions",
    "BB.final.tie-break": "Breaking a tie",
    "BB.invariant.score-floor": "A score never drops below zero",
}

# The rulebook's sections in play order; English titles are our translation of its headings.
SECTIONS: tuple[tuple[str, list[str]], ...] = (
    ("How a game flows (Fluxo do Jogo)", ["BB.turn."]),
    ("Setup (Preparação)", ["BB.setup.", "BB.supply.", "BB.round.count"]),
    ("Preparing a round", ["BB.prep."]),
    ("Card selection (Seleção de Cartas)", ["BB.draft."]),
    ("Tricks (Vazas)", ["BB.trick."]),
    ("Symbols and actions (Símbolos e Ações)", ["BB.symbol."]),
    ("Upkeep (Manutenção)", ["BB.upkeep.order", "BB.upkeep.marriage.", "BB.princess."]),
    ("Upkeep: battle", ["BB.upkeep.battle."]),
    ("Upkeep: church", ["BB.upkeep.church."]),
    ("Upkeep: claims", ["BB.upkeep.claim.", "BB.round.end"]),
    ("End of the game and scoring (Fim de Jogo e Pontuação)", ["BB.final.", "BB.invariant."]),
)

GLOSSARY: tuple[Term, ...] = (
    Term(
        "renown",
        "A token worth 1 point at the end of the game.",
        ("BB.symbol.renown", "BB.final.renown"),
    ),
    Term(
        "coin",
        "Money, spent on extra church discs and courtship; the richest player scores at the end.",
        ("BB.symbol.coin", "BB.final.most-coins"),
    ),
    Term(
        "claim token",
        "A region's token, taken by the player with most towns there; it scores at the end.",
        ("BB.upkeep.claim.take", "BB.final.claim-held"),
    ),
    Term(
        "Viking-held",
        "A region whose claim token the Vikings took, holding as many towns there as any player.",
        ("BB.upkeep.claim.vikings", "BB.upkeep.claim.vikings-tie"),
    ),
    Term(
        "raider",
        "A fighter sent against the Vikings; raiders are counted in the battle upkeep.",
        ("BB.symbol.raider", "BB.upkeep.battle.repelled"),
    ),
    Term(
        "Viking card",
        "A card showing the Vikings' strength for the round's battle.",
        ("BB.prep.vikings", "BB.upkeep.battle.repelled"),
    ),
    Term(
        "monastery",
        "A town founded by the church leader; it counts as two towns for its region's claim.",
        ("BB.upkeep.church.monastery-town", "BB.upkeep.claim.monastery-double"),
    ),
    Term(
        "marriage",
        "Each round one marriage card goes to the player highest on the marriage track.",
        ("BB.upkeep.marriage.winner", "BB.symbol.courtship"),
    ),
    Term(
        "marriage track",
        "The track your disc climbs by courtship; its spaces give rewards at the marriage.",
        ("BB.upkeep.marriage.track-rewards", "BB.symbol.courtship"),
    ),
    Term(
        "Princess of Denmark",
        "The last marriage card; its winner chooses military support, trade, or spurns her.",
        ("BB.princess.choice", "BB.setup.marriage-deck"),
    ),
    Term(
        "active town",
        "The town the current trick is played for; its colour leads the trick.",
        ("BB.trick.place-marker", "BB.trick.lead-colour"),
    ),
    Term(
        "active town marker",
        "The marker on the active town, taken by the trick's winner and worth a point at the end.",
        ("BB.symbol.town", "BB.final.marker"),
    ),
    Term(
        "trick",
        "One card from each player for the active town; the highest card of the lead colour wins.",
        ("BB.trick.winner", "BB.trick.lead-colour"),
    ),
    Term(
        "primary action",
        "The top row of a card, done by the trick's winner.",
        ("BB.trick.primary",),
    ),
    Term(
        "secondary action",
        "One of the lower rows of a card, done by a player who lost the trick.",
        ("BB.trick.secondary",),
    ),
    Term(
        "white card",
        "An action card of no town colour; in a trick it counts as the active town's colour.",
        ("BB.trick.winner",),
    ),
    Term(
        "church",
        "The area where discs are placed; the leader there founds a monastery.",
        ("BB.symbol.church", "BB.upkeep.church.leader"),
    ),
    Term("expand", "Put a disc on an empty town next to one of your towns.", ("BB.symbol.expand",)),
    Term(
        "region",
        "One of the eight parts of Ireland; towns in many regions score at the end.",
        ("BB.final.regions",),
    ),
    Term(
        "upkeep",
        "The steps after the tricks of a round: marriage, battle, church and claims.",
        ("BB.upkeep.order",),
    ),
)

_SYMBOL_WORDS = {
    "town": "take the active town",
    "coin": "take 1 coin",
    "pay_coin": "pay 1 coin (or lose 2 points)",
    "renown": "take 1 renown",
    "church": "put a disc in the church",
    "raider": "take 1 raider",
    "courtship": "move up the marriage track",
    "expand": "expand to a town next to yours",
    "remove_viking": "remove a Viking from a town",
}

_REPEAT = {
    "town": "take the active town",
    "coin": "take {n} coins",
    "pay_coin": "pay {n} coins (or lose 2 points for each missing)",
    "renown": "take {n} renown",
    "church": "put {n} discs in the church",
    "raider": "take {n} raiders",
    "courtship": "move {n} spaces up the marriage track",
    "expand": "expand {n} times to towns next to yours",
    "remove_viking": "remove {n} Vikings from towns",
}


def symbol_phrase(symbols: tuple[int, ...]) -> str:
    """A row of card symbols as a plain phrase, repeats counted ("take 3 coins and expand")."""
    counts: dict[int, int] = {}
    for s in symbols:
        counts[s] = counts.get(s, 0) + 1
    parts = [
        _SYMBOL_WORDS[SYMBOLS[s]] if n == 1 else _REPEAT[SYMBOLS[s]].format(n=n)
        for s, n in counts.items()
    ]
    return and_list(parts) or "nothing"


def _action_cards() -> list[CardText]:
    """One text per action card, named by colour and number as printed."""
    out = []
    for card in load_cards().action[1:]:
        colour = COLOURS[card.colour]
        rows = "; or ".join(symbol_phrase(row) for row in card.secondary)
        text = f"Winner: {symbol_phrase(card.primary)}. Otherwise: {rows}."
        out.append(
            CardText(
                f"action-{card.value}", f"{colour.capitalize()} {card.value}", "action card", text
            )
        )
    return out


def _marriage_cards() -> list[CardText]:
    """One text per marriage card, the Princess and the Viking cards."""
    deck = load_cards()
    regions = load_board().region_names
    out = []
    for m in deck.marriage:
        parts = [f"{m.points} points"]
        if m.renown:
            parts.append(f"{m.renown} renown")
        if m.town_in_region >= 0:
            parts.append(f"a town in {regions[m.town_in_region]}")
        out.append(
            CardText(
                m.id,
                m.name,
                "marriage card",
                "The winner of this marriage takes " + and_list(parts) + ".",
            )
        )
    out.append(
        CardText(
            "princess",
            deck.princess_name,
            "marriage card",
            "The last marriage: her winner chooses military support, establishing trade, "
            f"or spurns her for {deck.princess_spurn_points} points.",
        )
    )
    for i, strength in enumerate(deck.viking_strengths):
        out.append(
            CardText(
                f"viking-{i + 1}",
                f"Viking card of strength {strength}",
                "Viking card",
                f"The Vikings fight with strength {strength} in this round's battle.",
            )
        )
    return out


def _study_columns() -> dict[str, str]:
    """The headers of Brian Boru's own columns in a simulation study (``study_columns``);
    ``marriage_cards`` is also a score category's code, and keeps its name."""
    board = load_board()
    columns = {
        "princess_seat": "Seat that married the Princess",
        "princess_mode": "The Princess kept for",
        "towns": "Towns controlled",
        "claims_held": "Claim tokens held (tie-break)",
        "turn": "Turn order",
    }
    for region, region_name in zip(board.region_ids, board.region_names, strict=True):
        columns[f"claim_{region}"] = f"Claim token of {region_name}"
    return columns


def register() -> None:
    """Register Brian Boru's plain words with the core layer (called on import)."""
    register_rule_names(RULE_NAMES)
    register_rule_sections("BB.", SECTIONS)
    register_glossary(GAME, GLOSSARY)
    register_cards(GAME, [*_action_cards(), *_marriage_cards()])
    register_labels(GAME, "score", {c: c.capitalize() for c in CATEGORIES})
    register_labels(GAME, "phase", {s: s.capitalize() for s in dict.fromkeys(STAGE_NAMES)})
    register_labels(GAME, "colour", {c: c.capitalize() for c in COLOURS})
    register_labels(GAME, "column", _study_columns())


register()
