"""Paladins' lessons for the player board's actions, the main board and the final scoring.

Part of the lessons in ``lessons.py`` (which registers them): the same form, the same sources.
"""

from __future__ import annotations

ACTION_LESSONS: dict[str, str] = {
    # -- the left-hand actions -----------------------------------------------------------------
    "PA.action.develop": (
        "Develop costs 2 workers of any kind and 4 silver: move your leftmost workshop onto one "
        "of the right-hand actions. That action needs fewer workers from then on, so develop the "
        "actions you mean to repeat."
    ),
    "PA.action.develop.workshop-row": (
        "When a workshop leaves its row, you gain at once the worker printed where it stood. "
        "Developing pays back part of its cost straight away."
    ),
    "PA.action.develop.max-per-action": (
        "An action can hold at most 2 workshops, and you have 8 in all. Spread them over the "
        "actions you use most."
    ),
    "PA.action.hunt.one": (
        "Hunting with one worker of any kind on the left slot gives 1 provision. Provisions pay "
        "for Commission, Fortify and Garrison."
    ),
    "PA.action.hunt.two": (
        "Hunting with two workers, the right one a green Scout, gives 3 provisions. It is the "
        "best way to stock up before the building actions."
    ),
    "PA.action.trade.one": (
        "Trading with one worker of any kind on the left slot gives 1 silver. Silver pays for "
        "Develop, Recruit, Pray, Absolve and Convert."
    ),
    "PA.action.trade.two": (
        "Trading with two workers, the right one a blue Merchant, gives 3 silver. It is the best "
        "way to raise the silver that many actions cost."
    ),
    "PA.action.recruit.discard": (
        "Recruiting with one worker discards a visible Townsfolk and gives you the reward shown "
        "in its corner. It is a quick reward, and it also clears a card your rivals wanted."
    ),
    "PA.action.recruit.hire": (
        "Recruiting with two workers, one of them a red Fighter, hires a visible Townsfolk. You "
        "gain its immediate bonus, and its ongoing ability rewards you for the rest of the game."
    ),
    "PA.action.recruit.slot-cost": (
        "Recruiting pays the silver printed under the Townsfolk's slot: 3, 2, 2, 1 and 0 from "
        "the left. Here the rules are read as making the one-worker discard pay it too, by "
        "default."
    ),
    "PA.action.recruit.debt": (
        "A Townsfolk in one of the two leftmost slots may be paid with 1 Debt instead of silver. "
        "It saves silver now, but an unpaid Debt costs 3 points at the end."
    ),
    "PA.action.pray": (
        "Praying costs a black Cleric and 2 silver: it clears the workers from another of your "
        "action spaces. You can then take that action a second time this round."
    ),
    "PA.action.conspire": (
        "Conspiring takes one worker of any kind and gives you a Criminal and a Suspicion card. "
        "Criminals are wild workers, but Suspicion draws the Inquisition's Debts."
    ),
    # -- the right-hand actions ----------------------------------------------------------------
    "PA.action.commission": (
        "Commissioning takes a green Scout, any worker, a black Cleric and provisions: your "
        "leftmost monk goes to a space on the main board. You gain the space's reward and, as "
        "the board is laid out here, 1 Influence."
    ),
    "PA.action.commission.faith": (
        "Your Faith decides which regions of the main board your monks can reach: the further "
        "regions need more. Raise Faith to reach more regions and more spaces to choose from."
    ),
    "PA.action.fortify": (
        "Fortifying takes a blue Merchant, any worker, a green Scout and provisions: you build "
        "the top card of the Wall deck. You gain its reward, which always includes Strength."
    ),
    "PA.action.fortify.influence": (
        "Walls are built left to right, and your Influence decides whether you can fill the "
        "next empty wall slot. Raise Influence to keep building."
    ),
    "PA.action.fortify.wall-deck": (
        "When the Wall deck is empty, nobody can fortify any more. The rules do not say what "
        "happens then; here it is played this way."
    ),
    "PA.action.garrison": (
        "Garrisoning takes a blue Merchant, any worker, a red Fighter and provisions: your "
        "leftmost outpost goes to a space on the main board. You gain the space's reward and, "
        "as the board is laid out here, 1 Faith."
    ),
    "PA.action.garrison.strength": (
        "Your Strength decides which regions of the main board your outposts can reach: the "
        "further regions need more. Raise Strength to reach more regions and more spaces to "
        "choose from."
    ),
    "PA.action.absolve": (
        "Absolving takes a black Cleric, any worker, a blue Merchant and silver: your leftmost "
        "jar moves to a free absolve space. You gain its reward and 1 Faith, and return one "
        "Suspicion card."
    ),
    "PA.action.absolve.influence": (
        "Each absolve space asks for some Influence, and your jars can only go where yours is "
        "enough. More Influence gives you more spaces, and more rewards, to choose from."
    ),
    "PA.action.attack": (
        "Attacking takes a green Scout, any worker and a red Fighter: you defeat an Outsider "
        "and gain its reward and 1 Influence. You keep the card face down, and the game puts no "
        "limit on how many Outsiders you attack."
    ),
    "PA.action.attack.strength": (
        "Your Strength decides which Outsiders you can attack: the further right one stands in "
        "the row, the more Strength it takes. Here the leftmost needs none."
    ),
    "PA.action.attack.silver-for-strength": (
        "When your Strength falls short of an Outsider, you may pay 1 silver for every 2 points "
        "missing. An odd gap rounds up: 3 missing points cost 2 silver."
    ),
    "PA.action.convert": (
        "Converting takes a red Fighter, any worker, a black Cleric and silver: you win an "
        "Outsider over to your side. You gain at least 1 Strength and the card's condition, "
        "which scores points at the end."
    ),
    "PA.action.convert.faith": (
        "Your Faith decides which Outsiders you can convert: the further right one stands in "
        "the row, the more Faith it takes. Here the leftmost needs none."
    ),
    "PA.action.limit-seven": (
        "Commission, Fortify, Garrison, Absolve and Convert can each be done at most 7 times in "
        "the game, once per piece in their row. Attack has no such limit."
    ),
    "PA.action.row-cost": (
        "Each piece of a row costs what is printed under it, rising from 1 to 3 along the row: "
        "provisions for monks, walls and outposts, silver for jars and conversions (the first "
        "conversion is free). Later pieces cost more, so plan your provisions and silver."
    ),
    "PA.action.pay-debt": (
        "In this variant a player may pay silver, as their action, to pay off a Debt. The "
        "rulebook does not say the game allows it, so it is played only when chosen as a variant."
    ),
    # -- the main board -------------------------------------------------------------------------
    "PA.board.space-exclusive": (
        "A space on the main board takes one monk or outpost, first come first served. Acting "
        "early in a round lets you take the best spaces before your rivals."
    ),
    "PA.board.player-count": (
        "Some main-board spaces are used only with 3 or 4 players. With fewer players there are "
        "fewer spaces, so they fill up sooner."
    ),
    "PA.board.same-reward-once": (
        "When several free spaces of a region give the same reward, the game offers only the "
        "first of them. They would make no difference to you, so this keeps the choice short."
    ),
    "PA.attributes.track-max": (
        "Here each attribute track stops at its top, 12. A gain beyond it is "
        "lost, so raise another attribute when the choice is yours."
    ),
    # -- final scoring ---------------------------------------------------------------------------
    "PA.score.kings-orders": (
        "A King's Order is met by doing its action at least 5 times in the game. Each revealed "
        "Order met scores 4, 6 or 8 points, by the round it was revealed in, for every player "
        "who meets it."
    ),
    "PA.score.attributes": (
        "At the end each attribute track scores on its own: 0-1 gives nothing, 2-3 gives 1, 4-5 "
        "gives 3, 6-7 gives 6, then 9, 11, 13, 16 and 20 points at 8 to 12. High tracks pay "
        "far more than low ones."
    ),
    "PA.score.develop": (
        "Workshops score only late: moving your 6th workshop reveals 1 point, the 7th 3 and the "
        "8th 6. The real gain of Develop is the workers it saves."
    ),
    "PA.score.debts": (
        "At the end each unpaid Debt costs 3 points and each paid one scores 1. Paying off a "
        "Debt is worth 4 points."
    ),
    "PA.score.resources": (
        "At the end every 3 silver and provisions, counted together, score 1 point. Leftovers "
        "are worth little, so spend them on actions when you can."
    ),
    "PA.score.commission": (
        "Monks score only late: once you have placed 5 your row reveals 2 points, 5 points with "
        "6 and 9 with all 7. The other rewards of Commission come at once."
    ),
    "PA.score.garrison": (
        "Outposts score only late: once you have placed 5 your row reveals 2 points, 5 points "
        "with 6 and 9 with all 7. The other rewards of Garrison come at once."
    ),
    "PA.score.absolve": (
        "Jars score only late: once you have moved 5 your row reveals 1 point, 3 points with 6 "
        "and 6 with all 7. The other rewards of Absolve come at once."
    ),
    "PA.score.fortify": (
        "Walls score the points your row reveals, 1 with 5 walls, 3 with 6 and 6 with all 7, "
        "plus the points printed on the Wall cards you built. A wall with printed points is "
        "worth more than it looks."
    ),
    "PA.score.convert": (
        "Each Outsider you converted scores its condition at the end, such as points for every "
        "few monks or walls you have. The point values used here are stand-ins, "
        "not the published cards."
    ),
    "PA.score.tie-break": (
        "On a tie for the most points, the player with the most silver and provisions left "
        "wins; if still tied, they share the victory. The rulebook does not give a tie-break; "
        "here it is played this way."
    ),
}
