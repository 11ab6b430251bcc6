"""The rules of the player board's actions and the King's Favours, with their ids, citations
and one plain sentence each (part of the catalog, see ``catalog.py``).
"""

from __future__ import annotations

from .citations import ACTIONS, REF, ROUND, SEED

ACTION_RULES: tuple[tuple[str, str, str], ...] = (
    (
        "PA.action.develop",
        f"{ACTIONS}: Desenvolver",
        "Develop: 2 workers and 4 silver move the leftmost workshop onto a right-hand action.",
    ),
    (
        "PA.action.develop.workshop-row",
        f"{ACTIONS}: Desenvolver; {REF} §2.4",
        "The worker printed where the workshop stood is gained at once.",
    ),
    (
        "PA.action.develop.max-per-action",
        f"{REF} §2.4",
        "An action takes at most 2 workshops, and there are 8 workshops.",
    ),
    (
        "PA.action.hunt.one",
        f"{ACTIONS}: Caçar e Negociar",
        "Hunt with 1 worker on the left slot gives 1 provision.",
    ),
    (
        "PA.action.hunt.two",
        f"{ACTIONS}: Caçar e Negociar",
        "Hunt with 2 workers (the right one a Scout) gives 3 provisions.",
    ),
    (
        "PA.action.trade.one",
        f"{ACTIONS}: Caçar e Negociar",
        "Trade with 1 worker on the left slot gives 1 silver.",
    ),
    (
        "PA.action.trade.two",
        f"{ACTIONS}: Caçar e Negociar",
        "Trade with 2 workers (the right one a Merchant) gives 3 silver.",
    ),
    (
        "PA.action.recruit.discard",
        f"{ACTIONS}: Recrutar",
        "Recruit with 1 worker: discard a visible Townsfolk and take its corner reward.",
    ),
    (
        "PA.action.recruit.hire",
        f"{ACTIONS}: Recrutar",
        "Recruit with 2 workers (one a Fighter): hire a visible Townsfolk, with its immediate "
        "bonus and its ongoing ability.",
    ),
    (
        "PA.action.recruit.slot-cost",
        f"{ACTIONS}: Recrutar; {REF} §2.6",
        "Recruiting pays the silver of the Townsfolk's slot (3, 2, 2, 1, 0 from the left; "
        "the one-worker discard pays it too; the rulebook does not say, so it is played so here).",
    ),
    (
        "PA.action.recruit.debt",
        f"{ACTIONS}: Recrutar",
        "The two leftmost slots may be paid with 1 Debt instead of silver.",
    ),
    (
        "PA.action.pray",
        f"{ACTIONS}: Orar",
        "Pray: 1 Cleric and 2 silver clear the workers from another of your action spaces.",
    ),
    (
        "PA.action.conspire",
        f"{ACTIONS}: Conspirar",
        "Conspire: 1 worker gives 1 Criminal and 1 Suspicion card.",
    ),
    (
        "PA.action.commission",
        f"{ACTIONS}: Nomear",
        "Commission: Scout, any, Cleric and provisions put the leftmost monk on a main-board "
        "space, for its reward and often +1 Influence (the bonus printed on its slot).",
    ),
    (
        "PA.action.commission.faith",
        f"{ACTIONS}: Nomear; {REF} §2.6",
        "Faith decides the regions a monk may go to.",
    ),
    (
        "PA.action.fortify",
        f"{ACTIONS}: Fortificar",
        "Fortify: Merchant, any, Scout and provisions build the top Wall card, for its reward "
        "(always Strength).",
    ),
    (
        "PA.action.fortify.influence",
        f"{ACTIONS}: Fortificar; {REF} §2.4",
        "Influence decides whether the leftmost empty wall slot can be filled.",
    ),
    (
        "PA.action.fortify.wall-deck",
        f"{ACTIONS}: Fortificar [engine]",
        "With the Wall deck empty nobody can Fortify.",
    ),
    (
        "PA.action.garrison",
        f"{ACTIONS}: Guarnecer",
        "Garrison: Merchant, any, Fighter and provisions put the leftmost outpost on a main-board "
        "space, for its reward and often +1 Faith (the bonus printed on its slot).",
    ),
    (
        "PA.action.garrison.strength",
        f"{ACTIONS}: Guarnecer; {REF} §2.6",
        "Strength decides the regions an outpost may go to.",
    ),
    (
        "PA.action.absolve",
        f"{ACTIONS}: Absolver",
        "Absolve: Cleric, any, Merchant and silver move the leftmost jar to a free absolve space, "
        "for its reward, +1 Faith and one Suspicion card removed.",
    ),
    (
        "PA.action.absolve.influence",
        f"{ACTIONS}: Absolver; {REF} §2.4",
        "Influence decides which absolve spaces a jar may go to.",
    ),
    (
        "PA.action.attack",
        f"{ACTIONS}: Atacar",
        "Attack: Scout, any, Fighter defeat an Outsider, for its reward and +1 Influence; the "
        "card is kept face down. Attack has no limit.",
    ),
    (
        "PA.action.attack.strength",
        f"{ACTIONS}: Atacar; {REF} §2.6",
        "Strength decides which Outsiders can be attacked (by their position in the row).",
    ),
    (
        "PA.action.attack.silver-for-strength",
        f"{ACTIONS}: Atacar [option attack_rounding]",
        "1 silver pays for every 2 points of Strength missing.",
    ),
    (
        "PA.action.convert",
        f"{ACTIONS}: Converter",
        "Convert: Fighter, any, Cleric and silver convert an Outsider, for +1 Strength or more "
        "and its end-game condition.",
    ),
    (
        "PA.action.convert.faith",
        f"{ACTIONS}: Converter; {REF} §2.6",
        "Faith decides which Outsiders can be converted (by their position in the row).",
    ),
    (
        "PA.action.limit-seven",
        f"{SEED}: Regras de Trabalhadores (Atenção)",
        "Commission, Fortify, Garrison, Absolve and Convert can each be done at most 7 times.",
    ),
    (
        "PA.action.row-cost",
        f"{ACTIONS}; {REF} §2.4",
        "The next piece of a row costs what is printed under it (rising 1, 2, 3; Convert 0-3).",
    ),
    (
        "PA.action.pay-debt",
        f"{REF} §3.6 [option pay_debt_silver]",
        "In a variant, a player may pay silver to pay off a Debt as their action.",
    ),
    (
        "PA.board.space-exclusive",
        f"{REF} §2.6 [option exclusive_spaces]",
        "A main-board space takes one monk or outpost, first come first served.",
    ),
    (
        "PA.board.player-count",
        f"{REF} §2.6",
        "Some main-board spaces are used only with 3 or 4 players.",
    ),
    (
        "PA.board.same-reward-once",
        f"{REF} §6.9 [engine]",
        "Of the free spaces of a region with the same reward, only the first is offered.",
    ),
    (
        "PA.attributes.track-max",
        f"{REF} §2.5 [data track_max]",
        "An attribute track stops at its top (12).",
    ),
    (
        "PA.favour.use",
        f"{SEED}: Realizando Ações; {REF} §3.7",
        "A worker on a revealed King's Favour (paying its cost) gives its effect.",
    ),
    ("PA.favour.revealed", f"{ROUND} 2", "Only revealed King's Favours can be used."),
    (
        "PA.favour.duration",
        f"{ROUND} 2 [option favour_duration]",
        "A King's Favour is an action space for the round it is revealed in; in variants every "
        "revealed Favour stays open, or each opens from the round after.",
    ),
    (
        "PA.favour.capacity",
        f"{REF} §3.7, §7.8 [option favour_capacity]",
        "A King's Favour takes one worker per round (default), or one per player.",
    ),
)
