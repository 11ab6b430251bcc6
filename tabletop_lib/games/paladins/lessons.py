"""Paladins' lessons: what each rule means for a newcomer at the table, and why it matters.

The tutor shows a rule's lesson the first time the rule matters, with the rule's citation beside
it (``tabletop_lib.core.rules.lesson``). Each lesson restates the rule in ``catalog.py`` in plain
words: the rules (*Paladins of the West Kingdom*, Garphill Games, 2019, Portuguese edition) and
docs/rules/paladins.md are the sources; where the engine follows an option, the lesson describes
the default. The lessons of the actions and of scoring are in ``lessons_actions.py``.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_lessons

from .lessons_actions import ACTION_LESSONS

LESSONS: dict[str, str] = {
    # -- the turn structure ------------------------------------------------------------------
    "PA.turn.pending-decision": (
        "The game moves one small decision at a time: choose an action, then the workers for "
        "it, then where it goes. Only the decision the game is waiting for can be taken now, so "
        "finish it before anything else happens."
    ),
    "PA.turn.game-over": (
        "The seventh round is over and the final scores are counted. Nothing more can be "
        "played; look at the score breakdown to see which categories paid."
    ),
    # -- setup --------------------------------------------------------------------------------
    "PA.setup.townsfolk-row": (
        "Five Townsfolk cards lie face up above the main board. They are the people you can "
        "recruit: each one you hire gives a lasting ability, so look for ones that reward the "
        "actions you mean to repeat."
    ),
    "PA.setup.wall-deck": (
        "The Wall cards are shuffled face down. Whoever fortifies builds the top card of this "
        "deck, so nobody knows in advance which wall and reward comes next."
    ),
    "PA.setup.tax-supply": (
        "A small pile of silver, the tax supply, starts above the main board: 5 to 8 silver by "
        "the number of players. Some rewards and Suspicion cards take silver from it, and when "
        "it runs dry an Inquisition is held."
    ),
    "PA.setup.debt-deck": (
        "The Debt cards wait with their unpaid side up. A Debt taken costs you 3 points at the "
        "end unless you pay it off, so borrow only when it is worth it."
    ),
    "PA.setup.suspicion-deck": (
        "The Suspicion cards are shuffled face down. You draw one whenever you gain a Criminal, "
        "and the players with the most Suspicion are punished at an Inquisition."
    ),
    "PA.setup.outsider-row": (
        "Six Outsider cards lie face up below the main board. They are the raiders and "
        "strangers you can attack or convert; the further right one stands, the more Strength "
        "or Faith it takes."
    ),
    "PA.setup.kings-cards": (
        "Three King's Orders and then five King's Favours lie face down on the King's track, "
        "revealed one by one over the rounds. Orders are goals worth points at the end; Favours "
        "are extra action spaces."
    ),
    "PA.setup.tavern-deck": (
        "The Tavern cards are shuffled face down. Each round a few are revealed, and each "
        "player takes one to gain the four workers printed on it."
    ),
    "PA.setup.supply": (
        "Silver, provisions and the six kinds of worker form a shared supply. The rulebook "
        "does not limit it; here it is played as unlimited, so a gain is never lost because a "
        "pile ran out."
    ),
    "PA.supply.exhausted": (
        "When the game is played with a limited supply of workers, a worker the supply no "
        "longer holds is simply not received, and the rest of the effect still applies. No "
        "source says what happens then; here it is played this way."
    ),
    "PA.setup.player-pieces": (
        "Each player starts with 3 silver, 1 provision, 8 workshops, 7 jars, 7 monks and 7 "
        "outposts, with Faith, Strength and Influence at 0. The pieces on your board are what "
        "your actions will place, one at a time, for points."
    ),
    "PA.setup.paladin-deck": (
        "Each player shuffles their own 12 Paladins into a face-down deck. Every round you draw "
        "three and keep one, so over seven rounds you meet most of your deck."
    ),
    "PA.setup.first-player": (
        "A random player takes the first-player marker. That player acts first in the round, "
        "and the marker moves on each round."
    ),
    "PA.setup.free-hire": (
        "Before the first round each player hires one visible Townsfolk for free, in reverse "
        "turn order, so the last player chooses first. Its immediate bonus applies at once, and "
        "its ability lasts the whole game."
    ),
    "PA.setup.row-refill": (
        "After the free hires the Townsfolk left slide right and new ones fill the row from the "
        "left. The row stays full, with the newest cards on the left."
    ),
    # -- the round ------------------------------------------------------------------------------
    "PA.round.first-player-passes": (
        "From the second round on, the first-player marker passes clockwise at the start of the "
        "round. Acting first matters on the main board, where each space takes one piece."
    ),
    "PA.round.reveal-order": (
        "In rounds 1, 2 and 3 a King's Order is revealed. Each asks you to do one action five "
        "times in the game, and scores extra points at the end for everyone who does."
    ),
    "PA.round.reveal-favour": (
        "In rounds 3 to 7 a King's Favour is revealed. It is a new action space on the main "
        "board for this round, with its own worker and reward."
    ),
    "PA.round.reveal-taverns": (
        "Each round one Tavern card more than the number of players is revealed. Everyone takes "
        "one, so the last to choose still has a choice of two."
    ),
    "PA.round.draw-paladins": (
        "Each round you draw 3 Paladins from your deck. Each brings two workers, a boost to your "
        "attributes for the round and a special ability, so pick the one that fits your plan."
    ),
    "PA.round.keep-paladin": (
        "Keep one of the three Paladins face down: it is your hero for this round. The other "
        "players do not see it until it is revealed."
    ),
    "PA.round.top-paladin": (
        "Of the two Paladins you did not keep, put one face down on top of your deck and the "
        "other at the bottom. The one on top comes back next round, so you are planning a round "
        "ahead."
    ),
    "PA.round.reveal-paladin": (
        "In turn order each player reveals their Paladin and gains the 2 workers it shows. Its "
        "bonus and ability now apply for the round."
    ),
    "PA.round.paladin-bonus": (
        "A Paladin's attribute bonus counts towards what an action needs this round only: it "
        "can let you reach a far region or a strong Outsider. It never moves your marker on the "
        "track, so it scores nothing at the end."
    ),
    "PA.round.paladin-ability": (
        "A revealed Paladin's ability applies for the whole round: it may waive the cost of one "
        "action, make Develop cheaper, or give extra rewards when you take a certain action. "
        "Plan your round around it."
    ),
    "PA.round.take-tavern": (
        "Right after revealing your Paladin you take one of the available Tavern cards and gain "
        "its 4 workers. Pick the colours your planned actions need; the card is then gone for "
        "the others."
    ),
    "PA.round.action-or-pass": (
        "From the first player clockwise, each player in turn takes one action or passes, again "
        "and again, until everyone has passed. A player with workers left can keep acting after "
        "others have passed."
    ),
    "PA.round.pass": (
        "Once you pass you take no more actions this round. Pass when your workers are spent or "
        "nothing left is worth doing."
    ),
    "PA.reset.townsfolk": (
        "At the end of the round the Townsfolk in the rightmost slot leaves, the others slide "
        "right and new ones fill the row from the left. A card moves towards the cheap end each "
        "round, until it is discarded."
    ),
    "PA.reset.outsiders": (
        "At the end of the round the Outsider in the leftmost slot leaves, the others slide "
        "left and new ones fill the row on the right. Each Outsider gets easier to reach every "
        "round, until it leaves."
    ),
    "PA.reset.taverns": (
        "At the end of the round all of the round's Tavern cards are discarded, taken or not. "
        "New ones are revealed next round."
    ),
    "PA.reset.favours": (
        "At the end of the round the workers on the King's Favours go back to the supply, like "
        "those on the player boards. Nothing stays on a Favour from one round to the next."
    ),
    "PA.reset.player-board": (
        "At the end of the round the workers on your board go back to the supply, so every "
        "action space is free next round. The rulebook does not say what happens to workers "
        "still in your hand; here they go back too, so spend them before you pass."
    ),
    "PA.reset.paladin-discard": (
        "At the end of the round each player discards the Paladin they played. Your deck shrinks "
        "by one each round, so a Paladin you use is gone for good."
    ),
    "PA.deck.reshuffle": (
        "When a deck runs out, its discards are shuffled into a new deck; with no discards "
        "either, no card comes. This is a convention of the game here where the rules say "
        "nothing."
    ),
    "PA.end.final-scoring": (
        "After the seventh round the scores are counted in twelve categories: the King's "
        "Orders, the three attributes, workshops, Debts, leftover silver and provisions, monks, "
        "outposts, jars, walls and converted Outsiders. The most points wins."
    ),
    # -- workers ---------------------------------------------------------------------------------
    "PA.workers.clear-slot": (
        "A clear worker slot takes a worker of any colour. Spend your plain Labourers there and "
        "save coloured workers for the slots that need them."
    ),
    "PA.workers.coloured-slot": (
        "A coloured slot needs a worker of its colour: green Scout, blue Merchant, red Fighter or "
        "black Cleric. The colours you hold decide which actions you can take, so choose your "
        "Tavern and Paladin with them in mind."
    ),
    "PA.workers.criminal-wild": (
        "Criminals, the purple workers, are wild: they fill a clear slot or any coloured one. "
        "The catch is that each Criminal gained brings a Suspicion card."
    ),
    "PA.workers.assignment": (
        "When you take an action you choose which of your workers fill its open slots. Workers "
        "of the same colour are interchangeable, so the game offers each different way of "
        "filling the slots once."
    ),
    "PA.workers.space-occupied": (
        "An action space that already holds your workers cannot be used again this round. Only "
        "the Pray action, or a reward that prays, clears it for a second use."
    ),
    "PA.workers.workshop-covers": (
        "Each workshop you move onto a right-hand action covers one of its worker slots, up to "
        "2, so that action needs fewer workers. Here a workshop never "
        "covers the last, coloured slot, so that colour is always needed."
    ),
    "PA.favour.use": (
        "A revealed King's Favour is an extra action space: put the worker it asks for on it, "
        "pay its cost if it has one, and gain its effect. It can give what your own board "
        "cannot, such as free workers or a free recruit."
    ),
    "PA.favour.revealed": (
        "Only a King's Favour that has been revealed can be used. The face-down ones come out "
        "one per round from the third round on."
    ),
    "PA.favour.duration": (
        "A King's Favour can be used only in the round it is revealed in, since the rules call "
        "Favours temporary action spaces for the round. Here it is played this way by "
        "default: last round's Favour can no longer be used."
    ),
    "PA.favour.capacity": (
        "A King's Favour takes a single worker each round, so the first player to use it shuts "
        "out the others. The rulebook does not say; here it is played this way."
    ),
    # -- effects and triggers -------------------------------------------------------------------
    "PA.effect.gain": (
        "A reward gives you workers, silver, provisions or attribute points, added at once. "
        "Workers gained can be used later this same round."
    ),
    "PA.effect.criminal-suspicion": (
        "Every Criminal you gain, from Conspire, a Tavern or a reward, brings a Suspicion card. "
        "Criminals are handy wild workers, but Suspicion draws the Inquisition's punishment."
    ),
    "PA.effect.tax": (
        "A tax reward takes silver from the tax supply, as much as is left. Taking the last "
        "silver empties it and calls an Inquisition."
    ),
    "PA.effect.remove-suspicion": (
        "Removing Suspicion returns your Suspicion cards to their discard pile. Fewer Suspicion "
        "cards keep you safe from the Inquisition's Debts."
    ),
    "PA.effect.pay-debt": (
        "Paying a Debt turns one of your unpaid Debts to its paid side. At the end an unpaid "
        "Debt costs 3 points and a paid one scores 1, so paying one is worth 4 points."
    ),
    "PA.effect.remove-debt": (
        "Removing a Debt hands one of your unpaid Debts back to the pile. It no longer costs you "
        "3 points at the end."
    ),
    "PA.effect.take-debt": (
        "Taking a Debt gives you an unpaid Debt card. It costs 3 points at the end unless you "
        "pay it off, so take one only for something worth more."
    ),
    "PA.effect.free-recruit": (
        "A free recruit lets you hire one of the visible Townsfolk without workers or silver. "
        "You gain its immediate bonus and its ongoing ability as usual."
    ),
    "PA.effect.free-develop": (
        "A free Develop moves your next workshop onto a right-hand action without workers or "
        "silver. You still gain the worker printed where the workshop stood."
    ),
    "PA.effect.pray": (
        "A Pray reward clears the workers from one of your action spaces, as the Pray action "
        "does. You can then use that action again this round."
    ),
    "PA.effect.choose-attribute": (
        "This reward raises the attribute of your choice: Faith, Strength or Influence. Raise "
        "the one that opens the next region, wall or Outsider you want."
    ),
    "PA.effect.choice": (
        "Some cards offer a choice between rewards: you take one of the options shown. Pick "
        "the one that fits the actions you plan next."
    ),
    "PA.effect.pay": (
        "Some options have a cost, in silver, provisions or a Debt: you pay it first and then "
        "gain the option's effects. You cannot choose an option you cannot pay for."
    ),
    "PA.trigger.on-action": (
        "A Townsfolk you hired rewards you every time you take the action it names, for the "
        "rest of the game. Hire early the ones that reward the actions you will repeat."
    ),
    "PA.trigger.on-pay-debt": (
        "A Debt Collector you hired rewards you each time you pay a Debt. It turns borrowing and "
        "paying back into a source of workers."
    ),
    "PA.trigger.on-inquisition": (
        "Some Townsfolk react at every Inquisition: Squires reward a player with no Suspicion, "
        "Peddlers a player with 2 or more, and Conspirators remove one Suspicion. Each of them "
        "checks its owner at every Inquisition."
    ),
    "PA.suspicion.draw": (
        "A Suspicion card shows 0, 1 or 2 silver, and you take that silver from the tax supply "
        "when you draw it. Criminals pay a little, but if the tax supply runs dry an "
        "Inquisition is held."
    ),
    "PA.inquisition.trigger": (
        "An Inquisition is held when the tax supply is emptied. The part of the rulebook "
        "we have does not cover this; here it is played this way."
    ),
    "PA.inquisition.penalty": (
        "At an Inquisition every player tied for the most Suspicion cards, if they hold at "
        "least one, takes an unpaid Debt. A Debt costs 3 points at the end, so keep your "
        "Suspicion below your rivals'."
    ),
    "PA.inquisition.discard-half": (
        "A player punished at an Inquisition also returns half of their Suspicion cards, rounded "
        "down. The rulebook does not say; here it is played this way."
    ),
    "PA.inquisition.refill": (
        "After an Inquisition the tax supply is refilled to its starting amount. Suspicion and "
        "tax can empty it again, so several Inquisitions can happen in a game."
    ),
    **ACTION_LESSONS,
}

register_lessons(LESSONS)
