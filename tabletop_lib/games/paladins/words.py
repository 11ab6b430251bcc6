"""Paladins of the West Kingdom in a learner's words: each rule's plain name and the rulebook's
sections in the order of play (our English for the Portuguese edition's headings, which follow
in brackets where the edition has one), the glossary, every card's text (rendered from the card
data by ``card_texts``) and the printed labels of score categories, phases, actions, workers
and resources."""

from __future__ import annotations

from tabletop_lib.core.rules import register_rule_names, register_rule_sections
from tabletop_lib.core.words import register_cards, register_glossary, register_labels

from .card_texts import SPACE_NAMES, card_texts
from .constants import CATEGORIES, CATEGORY_TITLES, PERIOD_NAMES, STAGE_NAMES, WORKERS
from .data import load_data
from .glossary import GLOSSARY
from .params import SEAT_NAMES

GAME = "paladins"

RULE_NAMES: dict[str, str] = {
    "PA.setup.supply": "The shared supply",
    "PA.setup.player-pieces": "Each player's pieces",
    "PA.setup.paladin-deck": "Your deck of Paladins",
    "PA.setup.first-player": "The first player",
    "PA.setup.townsfolk-row": "The Townsfolk row",
    "PA.setup.outsider-row": "The Outsider row",
    "PA.setup.wall-deck": "The Wall deck",
    "PA.setup.tavern-deck": "The Tavern deck",
    "PA.setup.suspicion-deck": "The Suspicion deck",
    "PA.setup.debt-deck": "The Debt cards",
    "PA.setup.kings-cards": "The King's Orders and Favours",
    "PA.setup.tax-supply": "The tax supply",
    "PA.setup.free-hire": "A free Townsfolk to start",
    "PA.setup.row-refill": "Refilling the Townsfolk row at setup",
    "PA.round.reveal-order": "A King's Order is revealed",
    "PA.round.reveal-favour": "A King's Favour is revealed",
    "PA.round.reveal-taverns": "Revealing the Taverns",
    "PA.round.take-tavern": "Choosing a Tavern",
    "PA.round.draw-paladins": "Drawing three Paladins",
    "PA.round.keep-paladin": "Keeping one Paladin",
    "PA.round.top-paladin": "Returning the other two Paladins",
    "PA.round.reveal-paladin": "Revealing your Paladin",
    "PA.round.paladin-ability": "Your Paladin's ability",
    "PA.round.paladin-bonus": "Your Paladin's attribute bonus",
    "PA.round.action-or-pass": "Take an action or pass",
    "PA.round.pass": "Passing",
    "PA.round.first-player-passes": "The first player changes",
    "PA.workers.assignment": "Placing workers on an action",
    "PA.workers.clear-slot": "Clear slots take any worker",
    "PA.workers.coloured-slot": "Coloured slots need their worker",
    "PA.workers.criminal-wild": "Criminals are wild",
    "PA.workers.space-occupied": "An action space is used once a round",
    "PA.workers.workshop-covers": "Workshops cover slots",
    "PA.action.hunt.one": "Hunt with one worker",
    "PA.action.hunt.two": "Hunt with two workers",
    "PA.action.trade.one": "Trade with one worker",
    "PA.action.trade.two": "Trade with two workers",
    "PA.action.recruit.hire": "Hiring a Townsfolk",
    "PA.action.recruit.discard": "Dismissing a Townsfolk",
    "PA.action.recruit.slot-cost": "What a Townsfolk costs",
    "PA.action.recruit.debt": "Hiring on Debt",
    "PA.action.conspire": "Conspire",
    "PA.action.pray": "Pray",
    "PA.action.develop": "Develop",
    "PA.action.develop.max-per-action": "Two workshops per action",
    "PA.action.develop.workshop-row": "A worker from the workshop row",
    "PA.action.row-cost": "The cost printed under each piece",
    "PA.action.limit-seven": "Seven times at most",
    "PA.action.fortify": "Fortify",
    "PA.action.fortify.influence": "Influence needed to Fortify",
    "PA.action.fortify.wall-deck": "No Walls left",
    "PA.action.garrison": "Garrison",
    "PA.action.garrison.strength": "Strength needed to Garrison",
    "PA.action.absolve": "Absolve",
    "PA.action.absolve.influence": "Influence needed to Absolve",
    "PA.action.commission": "Commission",
    "PA.action.commission.faith": "Faith needed to Commission",
    "PA.action.attack": "Attack an Outsider",
    "PA.action.attack.strength": "Strength needed to Attack",
    "PA.action.attack.silver-for-strength": "Silver for missing Strength",
    "PA.action.convert": "Convert an Outsider",
    "PA.action.convert.faith": "Faith needed to Convert",
    "PA.action.pay-debt": "Paying a Debt as an action",
    "PA.attributes.track-max": "Attribute tracks stop at 12",
    "PA.board.space-exclusive": "One piece per board space",
    "PA.board.player-count": "Spaces for 3 or 4 players",
    "PA.board.same-reward-once": "Alike spaces of a region",
    "PA.deck.reshuffle": "An empty deck is reshuffled",
    "PA.effect.gain": "Gaining a reward",
    "PA.effect.pay": "Paying a cost",
    "PA.effect.choice": "A card with a choice",
    "PA.effect.choose-attribute": "An attribute of your choice",
    "PA.effect.criminal-suspicion": "Criminals bring Suspicion",
    "PA.effect.free-develop": "A free Develop",
    "PA.effect.free-recruit": "A free hire",
    "PA.effect.take-debt": "Taking a Debt",
    "PA.effect.pay-debt": "Paying off a Debt",
    "PA.effect.remove-debt": "Removing a Debt",
    "PA.effect.remove-suspicion": "Removing Suspicion",
    "PA.effect.pray": "A free Pray",
    "PA.effect.tax": "Tax",
    "PA.suspicion.draw": "Drawing a Suspicion card",
    "PA.supply.exhausted": "When the supply runs out",
    "PA.favour.revealed": "Only revealed Favours",
    "PA.favour.use": "Using a King's Favour",
    "PA.favour.capacity": "Workers on a King's Favour",
    "PA.favour.duration": "How long a King's Favour lasts",
    "PA.trigger.on-action": "Townsfolk reward their action",
    "PA.trigger.on-pay-debt": "The Debt Collector",
    "PA.trigger.on-inquisition": "Townsfolk at an Inquisition",
    "PA.inquisition.trigger": "When the Inquisition comes",
    "PA.inquisition.penalty": "The Inquisition's penalty",
    "PA.inquisition.discard-half": "Returning half your Suspicion",
    "PA.inquisition.refill": "Refilling the tax supply",
    "PA.reset.favours": "Workers leave the King's Favours",
    "PA.reset.player-board": "Workers return from your board",
    "PA.reset.taverns": "The Taverns are discarded",
    "PA.reset.paladin-discard": "Discarding your Paladin",
    "PA.reset.townsfolk": "The Townsfolk row moves on",
    "PA.reset.outsiders": "The Outsider row moves on",
    "PA.end.final-scoring": "Final scoring",
    "PA.score.attributes": "Points for Faith, Strength and Influence",
    "PA.score.develop": "Points for workshops",
    "PA.score.fortify": "Points for Walls",
    "PA.score.garrison": "Points for outposts",
    "PA.score.absolve": "Points for jars",
    "PA.score.commission": "Points for monks",
    "PA.score.convert": "Points for converted Outsiders",
    "PA.score.kings-orders": "Points for King's Orders",
    "PA.score.debts": "Debts at the end",
    "PA.score.resources": "Points for silver and provisions",
    "PA.score.tie-break": "Breaking a tie",
    "PA.turn.game-over": "The game is over",
    "PA.turn.pending-decision": "Answer the decision at hand",
}

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Setup (Preparação)", ("PA.setup.",)),
    (
        "Starting a round (Estrutura da Rodada)",
        (
            "PA.round.reveal-",
            "PA.round.take-tavern",
            "PA.round.draw-paladins",
            "PA.round.keep-paladin",
            "PA.round.top-paladin",
            "PA.round.paladin-",
        ),
    ),
    ("Taking actions (Realizando Ações)", ("PA.round.", "PA.workers.", "PA.attributes.")),
    ("The actions (Ações no Tabuleiro do Jogador)", ("PA.action.", "PA.board.")),
    ("Rewards and costs", ("PA.effect.", "PA.deck.", "PA.supply.", "PA.suspicion.")),
    ("The King's Favours", ("PA.favour.",)),
    ("Townsfolk abilities", ("PA.trigger.",)),
    ("The Inquisition", ("PA.inquisition.",)),
    ("End of a round", ("PA.reset.",)),
    ("End of the game and scoring", ("PA.end.", "PA.score.")),
    ("Turns and decisions", ("PA.turn.",)),
)


_RESOURCES = {
    "silver": "Silver",
    "provisions": "Provisions",
    "faith": "Faith",
    "strength": "Strength",
    "influence": "Influence",
    "debt": "Debt",
    "suspicion": "Suspicion",
}


DATA_SECTIONS = {
    "paladins": "Paladins",
    "townsfolk": "Townsfolk",
    "outsiders": "Outsiders",
    "taverns": "Taverns",
    "walls": "Walls",
    "kings_orders": "King's Orders",
    "kings_favours": "King's Favours",
    "suspicion": "Suspicion cards",
    "workshops": "workshops",
    "rows": "attribute rows",
    "row_bonuses": "row bonuses",
    "absolve_spaces": "absolve spaces",
    "regions": "regions",
    "townsfolk_row": "the Townsfolk row",
    "outsider_row": "the Outsiders row",
    "tax_supply": "the tax supply",
    "scoring": "end-game scoring",
}
"""The data files' sections by the printed names of what they hold (the data notice's list)."""


def register() -> None:
    """Register the names, sections, glossary, card texts and labels (once, at import)."""
    register_rule_names(RULE_NAMES)
    register_rule_sections("PA.", SECTIONS)
    register_glossary(GAME, GLOSSARY)
    register_cards(GAME, card_texts(load_data()))
    register_labels(GAME, "score", dict(zip(CATEGORIES, CATEGORY_TITLES, strict=True)))
    # The first letter raised only: "Put a Paladin on top" keeps the Paladin's capital.
    phases = {p: p[:1].upper() + p[1:] for p in (*PERIOD_NAMES, *STAGE_NAMES)}
    register_labels(GAME, "phase", phases)
    register_labels(GAME, "colour", {c.lower(): c for c in SEAT_NAMES})
    register_labels(GAME, "space", SPACE_NAMES)
    register_labels(GAME, "worker", {w: w.capitalize() for w in WORKERS})
    register_labels(GAME, "resource", _RESOURCES)
    register_labels(GAME, "data", DATA_SECTIONS)


register()
