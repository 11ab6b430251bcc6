"""Paladins' glossary: each term of the game in one sentence, linked to the rules that use it
(registered by ``words.py``)."""

from __future__ import annotations

from tabletop_lib.core.words import Term


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
        "A card you take to hire a Townsfolk instead of paying its silver, or as a "
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
