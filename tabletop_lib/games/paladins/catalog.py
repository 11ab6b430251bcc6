"""Every Paladins rule with its id, citation and one plain sentence.

Citations name a heading of the Portuguese rules text (``SEED``: Paladins of the West Kingdom,
Garphill Games, 2019, Portuguese edition; it stops at "Passando e Fim da Rodada") or a section of
the project's rules notes (``REF``: docs/rules/paladins.md, the outside facts with sources and
confidence).
Rules the sources leave open are marked "[option]" (see params.py) or "[engine]" when they are
a convention of this engine rather than of the game. At registration ``citations.plain_citation``
turns each citation into the English section a learner can look up.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_rules

from .catalog_actions import ACTION_RULES
from .citations import REF, ROUND, SEED, plain_citation

_TABLE_RULES: tuple[tuple[str, str, str], ...] = (
    # -- the turn structure ------------------------------------------------------------------
    (
        "PA.turn.pending-decision",
        f"{SEED}: O Turno de Jogo",
        "Only the decision the game is waiting for can be taken now.",
    ),
    (
        "PA.turn.game-over",
        f"{SEED}: Objetivo do Jogo",
        "Nothing can be done once the seventh round is over.",
    ),
    # -- setup --------------------------------------------------------------------------------
    (
        "PA.setup.townsfolk-row",
        f"{SEED}: Preparação 2",
        "The Townsfolk deck is shuffled and 5 cards are revealed above the main board.",
    ),
    ("PA.setup.wall-deck", f"{SEED}: Preparação 3", "The Wall deck is shuffled face down."),
    (
        "PA.setup.tax-supply",
        f"{SEED}: Preparação 4; {REF} §2.2 [option tax_supply]",
        "The tax supply holds 5 to 8 silver by player count: 5 with 2 players, 6 with 3, 8 "
        "with 4 (not confirmed; a variant uses 4 plus the number of players).",
    ),
    ("PA.setup.debt-deck", f"{SEED}: Preparação 5", "The Debt cards lie unpaid side up."),
    (
        "PA.setup.suspicion-deck",
        f"{SEED}: Preparação 6",
        "The Suspicion deck is shuffled face down.",
    ),
    (
        "PA.setup.outsider-row",
        f"{SEED}: Preparação 7",
        "The Outsider deck is shuffled and 6 cards are revealed below the main board.",
    ),
    (
        "PA.setup.kings-cards",
        f"{SEED}: Preparação 8",
        "3 random King's Orders and then 5 random King's Favours lie face down on the King's "
        "track; the other King's cards leave the game.",
    ),
    ("PA.setup.tavern-deck", f"{SEED}: Preparação 9", "The Tavern deck is shuffled face down."),
    (
        "PA.setup.supply",
        f"{SEED}: Preparação 10; {REF} §1, §5 [option worker_supply]",
        "Silver, provisions and the six kinds of worker form a shared supply, unlimited "
        "(default) or holding the component list's 22 Labourers and 18 of each other kind.",
    ),
    (
        "PA.supply.exhausted",
        f"{REF} §1 [option worker_supply; engine]",
        "With a finite supply, a worker the supply no longer holds is not received (the rest "
        "of the effect applies; a Criminal not received brings no Suspicion).",
    ),
    (
        "PA.setup.player-pieces",
        f"{SEED}: Preparação 11",
        "Each player takes 3 silver, 1 provision, 8 workshops, 7 jars, 7 monks and 7 outposts; "
        "Faith, Strength and Influence start at 0.",
    ),
    (
        "PA.setup.paladin-deck",
        f"{SEED}: Preparação 11-12",
        "Each player shuffles their own 12 Paladins into a face-down deck.",
    ),
    (
        "PA.setup.first-player",
        f"{SEED}: Preparação 13",
        "A random player takes the first-player marker.",
    ),
    (
        "PA.setup.free-hire",
        f"{SEED}: Preparação 14",
        "In reverse turn order each player hires one visible Townsfolk for free, with its "
        "immediate bonus.",
    ),
    (
        "PA.setup.row-refill",
        f"{SEED}: Preparação 14",
        "After the free hires the Townsfolk slide right and new ones fill the row from the left.",
    ),
    # -- the round ------------------------------------------------------------------------------
    (
        "PA.round.first-player-passes",
        f"{ROUND} 1",
        "From round 2 the first-player marker passes clockwise.",
    ),
    ("PA.round.reveal-order", f"{ROUND} 2", "In rounds 1, 2 and 3 a King's Order is revealed."),
    (
        "PA.round.reveal-favour",
        f"{ROUND} 2",
        "In rounds 3 to 7 a King's Favour is revealed; it opens an action space for the round.",
    ),
    (
        "PA.round.reveal-taverns",
        f"{ROUND} 3",
        "As many Tavern cards as players plus one are revealed.",
    ),
    ("PA.round.draw-paladins", f"{ROUND} 4", "Each player draws 3 Paladins from their deck."),
    (
        "PA.round.keep-paladin",
        f"{ROUND} 4",
        "Each player keeps one of the three Paladins face down for the round.",
    ),
    (
        "PA.round.top-paladin",
        f"{ROUND} 4",
        "Of the other two, one goes face down on top of the deck and the last under it.",
    ),
    (
        "PA.round.reveal-paladin",
        f"{ROUND} 5",
        "In turn order each player reveals their Paladin and gains its 2 workers.",
    ),
    (
        "PA.round.paladin-bonus",
        f"{ROUND} 4; {REF} §2.1, §2.5",
        "A Paladin's attribute bonus counts towards requirements this round only, never towards "
        "the track.",
    ),
    (
        "PA.round.paladin-ability",
        f"{ROUND} 4; {REF} §3.1",
        "A revealed Paladin's ability applies for the round (a waived cost, a cheaper Develop or "
        "extra gains after an action).",
    ),
    (
        "PA.round.take-tavern",
        f"{ROUND} 5",
        "After revealing, each player takes an available Tavern card and its 4 workers.",
    ),
    (
        "PA.round.action-or-pass",
        f"{ROUND} 6",
        "From the first player clockwise each player takes one action or passes, until all "
        "have passed.",
    ),
    (
        "PA.round.pass",
        f"{ROUND} 6; {SEED}: Passando e Fim da Rodada",
        "A player who passes takes no more actions this round.",
    ),
    (
        "PA.reset.townsfolk",
        f"{ROUND} 7",
        "The Townsfolk in the rightmost slot leaves, the others slide right and new ones fill "
        "the row from the left.",
    ),
    (
        "PA.reset.outsiders",
        f"{ROUND} 7",
        "The Outsider in the leftmost slot leaves, the others slide left and new ones fill the "
        "row on the right.",
    ),
    ("PA.reset.taverns", f"{ROUND} 7", "All of the round's Tavern cards are discarded."),
    ("PA.reset.favours", f"{ROUND} 7", "Workers on the King's Favours return to the supply."),
    (
        "PA.reset.player-board",
        f"{REF} §2.3 [option unused_workers]",
        "Workers on the player boards return to the supply; unused workers return too "
        "(default) or are kept.",
    ),
    (
        "PA.reset.paladin-discard",
        f"{REF} §2.1",
        "Each player discards the Paladin they played this round.",
    ),
    (
        "PA.deck.reshuffle",
        f"{REF} §2.1 [engine]",
        "A deck that runs out is rebuilt by shuffling its discards; with none, no card comes.",
    ),
    (
        "PA.end.final-scoring",
        f"{SEED}: Objetivo do Jogo; {REF} §2.7",
        "After the seventh round the twelve scoring categories are counted.",
    ),
    # -- workers ---------------------------------------------------------------------------------
    ("PA.workers.clear-slot", f"{SEED}: Regras de Trabalhadores", "A clear slot takes any worker."),
    (
        "PA.workers.coloured-slot",
        f"{SEED}: Regras de Trabalhadores",
        "A coloured slot needs a worker of its colour.",
    ),
    (
        "PA.workers.criminal-wild",
        f"{SEED}: Regras de Trabalhadores",
        "Criminals are wild: they fill clear or coloured slots.",
    ),
    (
        "PA.workers.assignment",
        f"{SEED}: Realizando Ações; {REF} §6.9 [engine]",
        "An action's workers are chosen as one of the distinct ways to fill its open slots from "
        "the player's workers.",
    ),
    (
        "PA.workers.space-occupied",
        f"{SEED}: Orar; {REF} §2.4",
        "An action space holding workers cannot be used again this round until Pray clears it.",
    ),
    (
        "PA.workers.workshop-covers",
        f"{SEED}: Desenvolver; {REF} §2.4",
        "Each workshop on a right-hand action covers one of its worker slots (at most 2; here "
        "never the last, coloured slot).",
    ),
)
_EFFECT_AND_SCORING_RULES: tuple[tuple[str, str, str], ...] = (
    # -- effects and triggers -------------------------------------------------------------------
    ("PA.effect.gain", f"{REF} §6.5", "A reward gives workers, silver, provisions or attributes."),
    (
        "PA.effect.criminal-suspicion",
        f"{REF} §2.2 [option criminal_suspicion]",
        "Every Criminal gained brings a Suspicion card (default).",
    ),
    ("PA.effect.tax", f"{REF} §2.2", "'Tax' takes silver from the tax supply, if it has any."),
    (
        "PA.effect.remove-suspicion",
        f"{SEED}: Absolver; {REF} §2.2",
        "Removing Suspicion returns cards to the Suspicion discards.",
    ),
    ("PA.effect.pay-debt", f"{REF} §3.6", "Paying a Debt turns an unpaid Debt to its paid side."),
    ("PA.effect.remove-debt", f"{REF} §3.6", "Removing a Debt returns an unpaid Debt."),
    ("PA.effect.take-debt", f"{REF} §3.6", "Taking a Debt gains an unpaid Debt card."),
    (
        "PA.effect.free-recruit",
        f"{REF} §2.6, §3.7",
        "A free recruit hires a visible Townsfolk without cost.",
    ),
    (
        "PA.effect.free-develop",
        f"{REF} §3.7",
        "A free Develop moves a workshop without workers or silver.",
    ),
    ("PA.effect.pray", f"{REF} §2.4, §2.6", "A Pray reward clears one of your action spaces."),
    (
        "PA.effect.choose-attribute",
        f"{REF} §3.7",
        "'An attribute of your choice' raises Faith, Strength or Influence.",
    ),
    ("PA.effect.choice", f"{REF} §3.5, §3.7", "A card's choice takes one of its options."),
    ("PA.effect.pay", f"{REF} §3.7", "An option's cost is paid before its effects."),
    ("PA.trigger.on-action", f"{REF} §3.2", "A hired Townsfolk rewards the action it names."),
    ("PA.trigger.on-pay-debt", f"{REF} §3.2", "A Debt Collector rewards each Debt paid."),
    (
        "PA.trigger.on-inquisition",
        f"{REF} §2.2, §3.2",
        "At an Inquisition, Squires reward players without Suspicion, Peddlers players with 2 "
        "or more, Conspirators remove one.",
    ),
    (
        "PA.suspicion.draw",
        f"{REF} §2.2",
        "A Suspicion card drawn takes its silver (0, 1 or 2) from the tax supply.",
    ),
    (
        "PA.inquisition.trigger",
        f"{REF} §2.2 [option inquisition_trigger]",
        "An Inquisition is held when the tax supply is emptied (default).",
    ),
    (
        "PA.inquisition.penalty",
        f"{REF} §2.2 [option inquisition_penalty]",
        "The players with the most Suspicion (at least 1) each take an unpaid Debt.",
    ),
    (
        "PA.inquisition.discard-half",
        f"{REF} §2.2 [option inquisition_discard_half]",
        "In a variant, punished players also return half their Suspicion (rounded down).",
    ),
    ("PA.inquisition.refill", f"{REF} §2.2", "After an Inquisition the tax supply is refilled."),
    # -- scoring -----------------------------------------------------------------------------------
    (
        "PA.score.kings-orders",
        f"{REF} §2.7.1",
        "Each revealed King's Order met (its action done 5 times) scores 4, 6 or 8.",
    ),
    (
        "PA.score.attributes",
        f"{REF} §2.5, §2.7.2-4",
        "Faith, Influence and Strength each score by the track table.",
    ),
    ("PA.score.develop", f"{REF} §2.7.5", "Workshops moved score 1, 3, 6 from the 6th on."),
    ("PA.score.debts", f"{REF} §2.7.6", "Each unpaid Debt costs 3 points; each paid one scores 1."),
    (
        "PA.score.resources",
        f"{REF} §2.7.7",
        "Every 3 silver and provisions together score 1 point.",
    ),
    ("PA.score.commission", f"{REF} §2.7.8", "Monks placed score 2, 5, 9 from the 5th on."),
    ("PA.score.garrison", f"{REF} §2.7.9", "Outposts placed score 2, 5, 9 from the 5th on."),
    ("PA.score.absolve", f"{REF} §2.7.10", "Jars moved score 1, 3, 6 from the 5th on."),
    (
        "PA.score.fortify",
        f"{REF} §2.7.11",
        "Walls built score 1, 3, 6 from the 5th on, plus the points printed on them.",
    ),
    (
        "PA.score.convert",
        f"{REF} §2.7.12, §3.3",
        "Each converted Outsider scores its condition (its point values are not confirmed).",
    ),
    (
        "PA.score.tie-break",
        f"{REF} §2.7 [option tie_break]",
        "Tied players compare silver plus provisions left (default); otherwise they share.",
    ),
)

RULES: tuple[tuple[str, str, str], ...] = _TABLE_RULES + ACTION_RULES + _EFFECT_AND_SCORING_RULES
"""Every rule, in the order of a game: the turn, setup, the round, workers, the actions, the
effects and scoring."""

register_rules((rid, plain_citation(cited), text) for rid, cited, text in RULES)
