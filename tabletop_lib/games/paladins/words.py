"""Paladins of the West Kingdom in a learner's words: each rule's plain name and the rulebook's
sections in the order of play (our English for the Portuguese edition's headings, which follow
in brackets where the edition has one), the glossary, every card's text (rendered from the card
data by ``card_texts``) and the printed labels of score categories, phases, actions, workers
and resources."""

from __future__ import annotations

from tabletop_lib.core.rules import register_rule_names, register_rule_sections
from tabletop_lib.core.words import Term, register_cards, register_glossary, register_labels

from .card_texts import SPACE_NAMES, card_texts
from .constants import CATEGORIES, CATEGORY_TITLES, PERIOD_NAMES, STAGE_NAMES, WORKERS
from .data import load_data
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


def _t(term: str, definition: str, *rules: str) -> Term:
    return Term(term, definition, rules)


GLOSSARY: tuple[Term, ...] = (
    _t(
        "Faith",
        "One of your three attributes, on a track from 0 to 12: it lets you Commission "
        "monks and Convert Outsiders, and scores at the end.",
        "PA.action.commission.faith",
        "PA.action.convert.faith",
        "PA.score.attributes",
        "PA.attributes.track-max",
    ),
    _t(
        "Strength",
        "One of your three attributes: it lets you Garrison outposts and Attack "
        "Outsiders, and scores at the end.",
        "PA.action.garrison.strength",
        "PA.action.attack.strength",
        "PA.score.attributes",
    ),
    _t(
        "Influence",
        "One of your three attributes: it lets you Fortify and Absolve, and scores at the end.",
        "PA.action.fortify.influence",
        "PA.action.absolve.influence",
        "PA.score.attributes",
    ),
    _t(
        "Attribute",
        "Faith, Strength or Influence: a track on your board that opens actions "
        "and scores points at the end.",
        "PA.attributes.track-max",
        "PA.score.attributes",
    ),
    _t(
        "Debt",
        "A card you take when you hire a Townsfolk you cannot pay for, or as a "
        "penalty; it costs points at the end unless you pay it off.",
        "PA.action.recruit.debt",
        "PA.effect.take-debt",
        "PA.effect.pay-debt",
        "PA.score.debts",
    ),
    _t(
        "Suspicion",
        "A card you draw when you gain a criminal or Conspire; it brings silver "
        "from the tax supply, and the players holding the most are punished at an Inquisition.",
        "PA.suspicion.draw",
        "PA.effect.criminal-suspicion",
        "PA.inquisition.penalty",
    ),
    _t(
        "King's Favour",
        "A card on the King's track where, once it is revealed, you may place "
        "the worker it asks for to take its reward.",
        "PA.favour.use",
        "PA.favour.revealed",
        "PA.round.reveal-favour",
    ),
    _t(
        "Favour",
        "Short for a King's Favour: a reward you take by placing a worker on it.",
        "PA.favour.use",
    ),
    _t(
        "King's Order",
        "A card revealed in some rounds that rewards, at the end, each player "
        "who took its action at least five times.",
        "PA.round.reveal-order",
        "PA.score.kings-orders",
    ),
    _t(
        "Townsfolk",
        "A character in the row of six: hire one to keep its ability, or dismiss "
        "one for its reward.",
        "PA.action.recruit.hire",
        "PA.action.recruit.discard",
        "PA.trigger.on-action",
    ),
    _t(
        "Outsider",
        "A stranger in the row beside the board whom you may Attack for a reward or "
        "Convert to score for a condition at the end.",
        "PA.action.attack",
        "PA.action.convert",
        "PA.score.convert",
    ),
    _t(
        "Paladin",
        "The knight you keep each round: when revealed it brings two workers, adds "
        "to your attributes for the round and lends an ability.",
        "PA.round.keep-paladin",
        "PA.round.paladin-ability",
        "PA.round.paladin-bonus",
    ),
    _t(
        "Tavern",
        "A card of four workers; each round every player takes one.",
        "PA.round.reveal-taverns",
        "PA.round.take-tavern",
    ),
    _t(
        "Provisions",
        "Food, paid to send monks and outposts out and to build walls; left over "
        "at the end, it scores with your silver.",
        "PA.effect.pay",
        "PA.score.resources",
    ),
    _t(
        "Silver",
        "The game's money, paid for hiring, developing, praying, absolving and converting.",
        "PA.effect.pay",
        "PA.score.resources",
    ),
    _t(
        "Worker",
        "A meeple you place on your board's actions; its colour says which slots it may fill.",
        "PA.workers.assignment",
        "PA.workers.coloured-slot",
    ),
    _t("Labourer", "The white worker: it fills only clear slots.", "PA.workers.clear-slot"),
    _t(
        "Scout",
        "The green worker: it fills clear slots and scout slots (Hunt, Commission, "
        "Fortify, Attack).",
        "PA.workers.coloured-slot",
    ),
    _t(
        "Merchant",
        "The blue worker: it fills clear slots and merchant slots (Trade, Fortify, "
        "Garrison, Absolve).",
        "PA.workers.coloured-slot",
    ),
    _t(
        "Fighter",
        "The red worker: it fills clear slots and fighter slots (Recruit, Garrison, "
        "Attack, Convert).",
        "PA.workers.coloured-slot",
    ),
    _t(
        "Cleric",
        "The black worker: it fills clear slots and cleric slots (Pray, Commission, "
        "Absolve, Convert).",
        "PA.workers.coloured-slot",
    ),
    _t(
        "Criminal",
        "The purple worker, wild: it fills any slot, but each one usually brings a Suspicion card.",
        "PA.workers.criminal-wild",
        "PA.effect.criminal-suspicion",
    ),
    _t(
        "Slot",
        "A place for one worker on an action; a clear slot takes any worker, a coloured "
        "one only its worker or a criminal.",
        "PA.workers.clear-slot",
        "PA.workers.coloured-slot",
    ),
    _t(
        "Workshop",
        "A building that Develop moves from its row onto a right-hand action, "
        "covering one of its slots so the action needs fewer workers.",
        "PA.action.develop",
        "PA.workers.workshop-covers",
        "PA.score.develop",
    ),
    _t("Develop", "The action that moves a workshop onto your board.", "PA.action.develop"),
    _t("Hunt", "The action that brings provisions.", "PA.action.hunt.one", "PA.action.hunt.two"),
    _t("Trade", "The action that brings silver.", "PA.action.trade.one", "PA.action.trade.two"),
    _t(
        "Recruit",
        "The action to hire a Townsfolk (two workers) or dismiss one (one worker).",
        "PA.action.recruit.hire",
        "PA.action.recruit.discard",
    ),
    _t(
        "Pray",
        "The action that clears the workers from another of your actions so you can take it again.",
        "PA.action.pray",
        "PA.effect.pray",
    ),
    _t("Conspire", "The action that brings a criminal and a Suspicion card.", "PA.action.conspire"),
    _t(
        "Fortify",
        "The action that builds a Wall, if your Influence is high enough.",
        "PA.action.fortify",
        "PA.action.fortify.influence",
        "PA.score.fortify",
    ),
    _t(
        "Wall",
        "A card you build with Fortify; it gives Strength and may score points.",
        "PA.action.fortify",
        "PA.setup.wall-deck",
        "PA.score.fortify",
    ),
    _t(
        "Garrison",
        "The action that sends an outpost to a space of the main board your Strength reaches.",
        "PA.action.garrison",
        "PA.action.garrison.strength",
    ),
    _t(
        "Outpost",
        "A piece you send to the main board with Garrison; it takes the space's "
        "reward and scores as your row empties.",
        "PA.action.garrison",
        "PA.score.garrison",
    ),
    _t(
        "Commission",
        "The action that sends a monk to a space of the main board your Faith reaches.",
        "PA.action.commission",
        "PA.action.commission.faith",
    ),
    _t(
        "Monk",
        "A piece you send to the main board with Commission; it takes the space's "
        "reward and scores as your row empties.",
        "PA.action.commission",
        "PA.score.commission",
    ),
    _t(
        "Absolve",
        "The action that puts a jar on an absolve space your Influence reaches: "
        "more Faith, less Suspicion.",
        "PA.action.absolve",
        "PA.action.absolve.influence",
    ),
    _t(
        "Jar",
        "A piece placed with Absolve; jars placed score points.",
        "PA.action.absolve",
        "PA.score.absolve",
    ),
    _t(
        "Attack",
        "The action that defeats an Outsider your Strength reaches, for its reward and Influence.",
        "PA.action.attack",
        "PA.action.attack.strength",
    ),
    _t(
        "Convert",
        "The action that wins an Outsider over with enough Faith; it scores for its "
        "condition at the end.",
        "PA.action.convert",
        "PA.action.convert.faith",
        "PA.score.convert",
    ),
    _t(
        "Tax",
        "Silver taken from the tax supply, a shared pool that brings an Inquisition "
        "when it runs dry.",
        "PA.effect.tax",
        "PA.setup.tax-supply",
    ),
    _t(
        "Tax supply",
        "The shared pool of silver that Suspicion cards and tax draw from.",
        "PA.setup.tax-supply",
        "PA.inquisition.refill",
    ),
    _t(
        "Crime",
        "Taking criminals or Conspiring: it brings Suspicion cards.",
        "PA.effect.criminal-suspicion",
        "PA.action.conspire",
    ),
    _t(
        "Inquisition",
        "A reckoning when the tax supply runs out: the players with the most "
        "Suspicion are punished, then the tax supply is refilled.",
        "PA.inquisition.trigger",
        "PA.inquisition.penalty",
        "PA.inquisition.refill",
    ),
    _t("Pass", "Taking no more actions this round.", "PA.round.pass"),
    _t(
        "Player board",
        "Your own board of twelve actions, six on each side.",
        "PA.workers.assignment",
        "PA.action.limit-seven",
    ),
    _t(
        "Main board",
        "The shared board of regions where monks and outposts go.",
        "PA.board.space-exclusive",
        "PA.board.player-count",
    ),
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


def register() -> None:
    """Register the names, sections, glossary, card texts and labels (once, at import)."""
    register_rule_names(RULE_NAMES)
    register_rule_sections("PA.", SECTIONS)
    register_glossary(GAME, GLOSSARY)
    register_cards(GAME, card_texts(load_data()))
    register_labels(GAME, "score", dict(zip(CATEGORIES, CATEGORY_TITLES, strict=True)))
    phases = {
        **{p: p.capitalize() for p in PERIOD_NAMES},
        **{p: p.capitalize() for p in STAGE_NAMES},
    }
    register_labels(GAME, "phase", phases)
    register_labels(GAME, "colour", {c.lower(): c for c in SEAT_NAMES})
    register_labels(GAME, "space", SPACE_NAMES)
    register_labels(GAME, "worker", {w: w.capitalize() for w in WORKERS})
    register_labels(GAME, "resource", _RESOURCES)


register()
