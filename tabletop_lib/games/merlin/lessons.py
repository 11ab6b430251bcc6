"""Learner-facing lessons for the rules of the Merlin base game (the tutor's explanations).

Each lesson explains one rule of ``catalog.py`` to a newcomer at the table: what it means in play,
when it comes up and why it matters, in two to four plain sentences. The tutor shows the rule's
citation (the Portuguese Big Box manual, Queen Games, 2020) beside it. Where the engine follows
an option, the lesson describes the default.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_lessons

LESSONS: dict[str, str] = {
    # -- the turn -------------------------------------------------------------------------
    "ME.turn.pending-decision": (
        "The game is waiting for one particular decision, such as which die to use or where a "
        "henchman goes. Finish it before anything else can happen; the options offered are "
        "exactly the choices that decision allows."
    ),
    "ME.turn.game-over": (
        "The game has ended after the last scoring of round six, so no more moves are possible. "
        "Look at the final scores to see who won and where the points came from."
    ),
    "ME.turn.choose-die": (
        "Your turn starts by picking one of your unused dice and setting it aside as it was "
        "rolled. Each die is one turn, so you play one turn per die each round. Look at all "
        "your dice before choosing: keeping a useful number for later is often the real "
        "decision."
    ),
    "ME.turn.knight-moves-clockwise": (
        "One of your coloured dice moves your own knight clockwise round the ring of action "
        "spaces, exactly as many spaces as the die shows. You cannot stop short or go the "
        "other way without help, so plan which space each of your dice will reach from where "
        "your knight stands."
    ),
    "ME.turn.merlin-moves-either-way": (
        "The white Merlin die moves Merlin, who belongs to nobody, exactly its value in either "
        "direction. That gives you a choice of two spaces, which makes the Merlin die the most "
        "flexible die you roll. Only after moving Merlin can you spend a staff to take the "
        "action twice."
    ),
    "ME.turn.take-or-decline": (
        "Once your figure has moved you take the action of the space where it stopped, or you "
        "decline it. You may never skip the turn itself: a die must be used and a figure must "
        "move. Declining helps when the action would hurt you or do nothing."
    ),
    "ME.turn.knights-share-spaces": (
        "Knights never block each other: any number of them may stand on the same space. You "
        "can land where an opponent stands and still take the action in full."
    ),
    "ME.turn.end": (
        "When your action is done, or declined, your turn is over and the next player clockwise "
        "takes a turn. Missions and flags belong to your own turn, so use them before it ends."
    ),
    "ME.staff.double-action": (
        "When you move Merlin you may spend one of your three staffs to take the space's action "
        "twice, finishing the first before starting the second. The staff leaves the game, "
        "and each unused staff is worth 2 points at the end. Spend one when the doubled action "
        "gains you more than those 2 points."
    ),
    "ME.apple.change-die": (
        "Return an apple to the supply to turn the die you are using to any other number before "
        "it moves its figure. Here the manual is read as allowing it on any of your dice, "
        "Merlin's included. An apple is also a point at the end, so spend it when reaching "
        "the right space is worth more."
    ),
    "ME.dice.roll": (
        "At the start of each round every player rolls their three coloured dice and their "
        "white Merlin die, and keeps them as they fell. These four numbers are your four turns "
        "for the round, and everyone can see them."
    ),
    "ME.dice.reroll": (
        "A roll that shows the same number on three or more dice is rolled again, all dice at "
        "once, so nobody is stuck with four identical turns. At the round's roll a result with "
        "no number more than twice stands, so two pairs are kept. At the very first roll of the "
        "game the dice must show at least three different numbers once a re-roll has started."
    ),
    # -- rounds -------------------------------------------------------------------------------
    "ME.round.end": (
        "A round ends once everyone has used all their dice. After rounds two, four and six "
        "comes a scoring, so the even rounds are when traitors, manors, influence and henchmen "
        "pay off or cost you."
    ),
    "ME.round.extra-turns": (
        "Some modules give turns that use no die of your own, such as a Morgana die or a "
        "temporary worker. After the normal turns the round goes on clockwise from the first "
        "player while someone can still take such a turn. Here the manual is read as "
        "letting a player with no die left pass, and then they are not asked again that round."
    ),
    "ME.round.prepare": (
        "Before the next round everyone rolls their dice again, the round marker moves on, and "
        "the first player marker passes to the left. Going first changes hands every round, so "
        "nobody keeps the advantage."
    ),
    # -- missions -----------------------------------------------------------------------------
    "ME.mission.complete": (
        "At any moment of your turn you may complete a mission card from your hand if you meet "
        "everything it asks for, and you score the points on the card. Keep an eye on your hand "
        "while you collect goods: a single henchman move can finish a card."
    ),
    "ME.mission.requirement.goods": (
        "This requirement asks for a number of shields, flags or materials of one named colour. "
        "You need that many of that kind and colour on your castle, and you keep them "
        "afterwards."
    ),
    "ME.mission.requirements-held": (
        "A mission only checks what you hold: nothing is paid or returned when you complete it. "
        "The same shield or marker can therefore count for one mission after another, which "
        "makes a well-stocked castle valuable."
    ),
    "ME.mission.one-per-turn": (
        "You may complete at most one mission in a turn, even if you could finish several. The "
        "missions flag raises that to two. If two cards are ready, finish one now and keep the "
        "other for a later turn."
    ),
    "ME.mission.draw-replacement": (
        "After completing a mission you draw a new card at the end of your turn, either one of "
        "the face-up cards or the top of the deck. Your hand stays full, so you always have "
        "goals to work towards."
    ),
    "ME.mission.refill-display": (
        "Whenever someone takes a face-up mission card, the gap is filled at once from the "
        "deck. The display always offers a choice, and a card you leave there may be taken by "
        "an opponent."
    ),
    "ME.mission.reshuffle": (
        "When the mission deck runs out, the discarded cards are shuffled into a new deck. "
        "Missions never run dry, and cards that others threw away may come back."
    ),
    "ME.mission.requirement.goods-any-colour": (
        "This requirement asks for a number of shields, flags or materials, whatever their "
        "colours. Any mix of colours of that kind counts, which makes these cards easier to "
        "finish."
    ),
    "ME.mission.requirement.influence-in": (
        "This requirement asks for a number of your influence markers in one named "
        "principality. Markers elsewhere do not count, so aim your lady-in-waiting and tower "
        "bonuses at that principality."
    ),
    "ME.mission.requirement.influence-any": (
        "This requirement asks for a number of your influence markers in a principality of "
        "your choice. Here the manual is read as needing all of them in one and the same "
        "principality, not spread over several."
    ),
    "ME.mission.requirement.henchman-in": (
        "This requirement asks for one particular henchman of yours, such as your builder, to "
        "stand in one named principality. Plan a move of that henchman there, but remember that "
        "an opponent's henchman of the same kind can send it home."
    ),
    "ME.mission.requirement.henchmen-in": (
        "This requirement asks for any two of your henchmen in one named principality. Which "
        "two does not matter, only that both stand there when you complete the card."
    ),
    "ME.mission.requirement.henchmen-together": (
        "This requirement asks for two particular henchmen of yours standing together. Here "
        "the manual is read as needing both in the same principality, any one you like."
    ),
    # -- the spaces ---------------------------------------------------------------------------
    "ME.space.principality": (
        "A principality space lets you place one of your four henchmen in that principality, "
        "taken from your castle or from another principality. The henchman then acts at once: "
        "the builder takes a material, the flag-bearer a flag, the shield-bearer a shield and "
        "the lady-in-waiting places influence. Every henchman on the board is also a point at "
        "each scoring."
    ),
    "ME.space.principality.not-same": (
        "The henchman you place must come from your castle or from one of the other five "
        "principalities. One already in this principality cannot be used again here, but "
        "moving a henchman on from another principality makes it act again."
    ),
    "ME.space.principality.displace": (
        "Each principality has room for one henchman of each kind. If an opponent's henchman of "
        "the kind you place is there, it goes back to its owner's castle. Knocking it home costs "
        "them its point at the next scoring and may break their mission."
    ),
    "ME.henchman.builder": (
        "Your builder takes one building material of its principality's colour, if any is left "
        "there. Materials pay for manors, and a material's colour decides which tiles of the "
        "surroundings you can build on."
    ),
    "ME.henchman.flag-bearer": (
        "Your flag-bearer takes one flag of its principality's colour, if any is left there. "
        "Each colour of flag gives a different special action you can use in your turn, so "
        "choose the colour whose power you want."
    ),
    "ME.henchman.shield-bearer": (
        "Your shield-bearer takes one shield of its principality's colour, if any is left "
        "there. Shields repel traitors of the same colour at the scorings, so look at the "
        "traitors on your castle before choosing where to send it."
    ),
    "ME.henchman.lady-in-waiting": (
        "Your lady-in-waiting places one influence marker from your castle in her principality, "
        "on top of any already there. Influence wins principalities at the scorings and opens "
        "the influence spaces to you there, so she spreads your reach."
    ),
    "ME.space.victory-points": (
        "A victory-point space pays a point for each shield, each flag or each material on your "
        "castle, or for each of your influence markers on the board, whichever the space shows. "
        "Land here when you hold a lot of that kind: it can be a big score."
    ),
    "ME.space.influence-good": (
        "An influence space lets you take a shield, a flag or a material, as the space shows, "
        "from any principality where you have an influence marker. Influence spread widely "
        "gives you a free choice of colour."
    ),
    "ME.space.influence-henchman": (
        "This influence space sends one of your henchmen, from your castle or another "
        "principality, to any principality where you have an influence marker, and it acts "
        "there. It is a principality space you can aim, as long as your influence reaches."
    ),
    "ME.space.relocate": (
        "The relocate space moves one of your henchmen already on the board to the next "
        "principality clockwise or counter-clockwise, and it acts there. It is a cheap way to "
        "make a henchman work again, but it only steps one principality."
    ),
    "ME.space.relocate.all-home": (
        "If all your henchmen are still in your castle, the relocate space lets you send one "
        "of them to any principality you like, where it acts. Early in the game this makes the "
        "space a free choice of principality."
    ),
    "ME.space.exchange": (
        "An exchange space swaps one of your shields, flags or materials: it goes back to its "
        "principality and you take any one of them from any principality. Use it to fix a "
        "wrong colour, such as a shield you need against a traitor."
    ),
    "ME.space.missions": (
        "A missions space lets you throw away up to two mission cards and draw as many, from "
        "the face-up cards and the deck. Use it to replace cards you cannot finish with ones "
        "that suit your castle."
    ),
    "ME.space.excalibur": (
        "The Excalibur space defeats one traitor on your castle, which is discarded, and gives "
        "you Excalibur, taken from the board or from whoever holds it. Excalibur pays 3 more "
        "points at a scoring if you repel all your traitors."
    ),
    "ME.space.grail": (
        "The Grail space gives you an apple from the supply and the Grail, taken from the board "
        "or from whoever holds it. The Grail lets you win one tied principality at the "
        "influence scoring, and the apple changes a die or scores a point."
    ),
    "ME.space.build-manor": (
        "A build space lets you build one manor on an empty tile of the surroundings, paying "
        "one building material the tile accepts. Manors win territories at the scorings, so "
        "build where you can hold the most manors."
    ),
    "ME.manor.one-per-tile": (
        "A tile holds only one manor, yours or an opponent's. Good tiles go fast, so claim a "
        "tile before someone else does."
    ),
    "ME.manor.limit": (
        "Each player has seven manors and cannot build more. Once all seven are built, the "
        "build spaces are of no use to you."
    ),
    "ME.manor.material-line": (
        "Which material a tile accepts is found by following the six straight lines from it to "
        "the coloured frames at the top and bottom. A material of any colour those lines reach "
        "pays for the tile, and it goes back to its principality. Check which colours a tile "
        "accepts before you collect materials for it."
    ),
    "ME.manor.tower-bonus": (
        "A tile with a tower pays a bonus when you build on it: a shield or a flag from any "
        "principality, or one of your influence markers placed in any principality. The bonus "
        "is optional, and it makes tower tiles worth racing for."
    ),
    # -- flags -------------------------------------------------------------------------------
    "ME.flag.use": (
        "Each flag gives one special action, set by its colour, which you may use in your own "
        "turn. You may use as many flags as you like in a turn, and each one goes back to its "
        "principality after use. Flags left at the end still count towards the leftover "
        "points."
    ),
    "ME.flag.repel-traitors": (
        "This flag drives away all your traitors of one shield colour at once, without needing "
        "any shields. One flag can save several times 3 points when you hold two traitors of "
        "the same colour."
    ),
    "ME.flag.missions": (
        "This flag lets you complete a second mission in the same turn, after the first, and "
        "it pays 2 extra points. You then draw two new cards at the end of your turn."
    ),
    "ME.flag.reverse": (
        "This flag lets your knight move counter-clockwise instead of clockwise. It doubles the "
        "spaces your coloured dice can reach."
    ),
    "ME.flag.flip-die": (
        "Before your knight moves, this flag turns its die to the opposite face, so a 1 becomes "
        "a 6 and a 2 a 5. It works only on a die that moves your knight (the rulebook says "
        "“before moving the knight”), not on the Merlin die."
    ),
    "ME.flag.other-action": (
        "After your knight has moved, this flag lets you take instead the action of a space "
        "where another player's knight stands. Your knight stays where it landed."
    ),
    "ME.flag.mirror": (
        "After your knight has moved, this flag puts it on the space directly opposite on the "
        "ring and you take that action. Your knight stays there and moves on from there later, "
        "so the flag also changes where your next turns can reach."
    ),
    "ME.flag.one-redirect": (
        "The mirror flag and the other-action flag both change which space you use. Here "
        "the manual is read as allowing only one of them in a turn, so you cannot chain "
        "them to reach a third space."
    ),
    # -- setup -------------------------------------------------------------------------------
    "ME.setup.round-marker": (
        "The round marker starts on round one of six. It tells you how close the next scoring "
        "is, which comes after rounds two, four and six."
    ),
    "ME.setup.merlin": (
        "Merlin starts on the space of the Dragon, the black principality. Whoever uses the "
        "first Merlin die moves him from there."
    ),
    "ME.setup.grail-excalibur": (
        "The Grail and Excalibur start on their own spaces of the ring. The first player to "
        "land on each takes it, and after that it passes from holder to holder."
    ),
    "ME.setup.supplies": (
        "Each principality starts with six shields, six flags and six materials of its colour, "
        "and the apples wait in the supply. Goods that are taken can run out in a principality, "
        "and goods that are spent come back to it."
    ),
    "ME.setup.missions": (
        "The mission deck is shuffled face down and three cards are turned face up beside it. "
        "Those face-up cards are a choice open to everyone whenever a card is drawn."
    ),
    "ME.setup.traitors": (
        "The traitors are shuffled face down into three piles. Nobody knows which traitors come "
        "next, so you cannot prepare the right shields in advance."
    ),
    "ME.setup.surroundings": (
        "The terrain tiles of mountains, forests and lakes are shuffled and laid face up in "
        "rows of six between the two coloured frames. Every game therefore has its own "
        "territories and its own tiles worth building on."
    ),
    "ME.setup.surroundings.small": (
        "With two or three players one tile of each of the six kinds is removed before the "
        "surroundings are laid out. Fewer players share fewer tiles, so the fight for "
        "territories stays tight."
    ),
    "ME.setup.first-player": (
        "A random player takes the first player marker and starts round one. The marker then "
        "passes to the left every round."
    ),
    "ME.setup.player-components": (
        "Each player takes a castle board, a knight, four henchmen, influence markers, three "
        "staffs, seven manors, three dice of their colour, a white Merlin die and an apple. "
        "Everyone starts with no points."
    ),
    "ME.setup.start-tile": (
        "Your start tile gives you a home principality: your knight starts on its space and "
        "you take its flag, shield and material and place an influence marker there. That "
        "marker already lets you use the influence spaces in that principality."
    ),
    "ME.setup.traitors-dealt": (
        "Each player starts with three traitors, placed face up above the matching shields of "
        "their castle. Every traitor you cannot repel at the first scoring costs 3 points, so "
        "start collecting the right shields early."
    ),
    "ME.setup.missions-dealt": (
        "Each player draws a hand of four mission cards. Read them at once: they tell you which "
        "goods, influence and henchman moves will pay you the most."
    ),
    # -- scoring ------------------------------------------------------------------------------
    "ME.scoring.order": (
        "A scoring takes four categories in order: traitors, then the surroundings, then "
        "influence, then henchmen. The order matters because a score cannot drop below zero, "
        "so a traitor penalty hurts less when it comes before the gains."
    ),
    "ME.scoring.traitors.repel": (
        "At a scoring each traitor is repelled by returning one shield of its colour to its "
        "principality. Two traitors of one colour need two shields. Here they are repelled "
        "automatically whenever you can."
    ),
    "ME.scoring.traitors.penalty": (
        "Each traitor you cannot repel at a scoring costs you 3 points. Shields of the right "
        "colours, the repel flag and the Excalibur space are your defences."
    ),
    "ME.scoring.score-floor": (
        "A score never goes below zero: a loss that would take you lower leaves you at zero. "
        "Early in the game this can soften a traitor penalty."
    ),
    "ME.scoring.traitors.discard": (
        "After the repelling, every traitor is discarded, repelled or not. You start each "
        "scoring period with a clean castle and new traitors."
    ),
    "ME.scoring.traitors.excalibur": (
        "If you hold Excalibur and repelled all your traitors, you score 3 more points. Here "
        "the manual is read as also paying a holder who had no traitor left at all."
    ),
    "ME.scoring.traitors.new": (
        "After the traitors are scored everyone takes three new traitors, except after the "
        "last round. Look at your new traitors at once: they tell you which shields to collect "
        "for the next scoring."
    ),
    "ME.scoring.traitors.reshuffle": (
        "When the traitor piles run out, the discarded traitors are shuffled into three new "
        "piles. There are always traitors to deal."
    ),
    "ME.scoring.surroundings": (
        "Each territory, a connected group of tiles of one terrain, pays as many points as it "
        "has tiles to the player with the most manors in it. Tied players share the points, "
        "rounded down, and an empty territory pays nothing. A single manor can win a big "
        "territory if nobody else builds there."
    ),
    "ME.scoring.influence": (
        "Starting from the Dragon and going clockwise, each principality pays the player with "
        "the most influence markers there one point for every marker in it, opponents' "
        "included. Tied players share, rounded down. Winning a crowded principality is worth "
        "far more than an empty one."
    ),
    "ME.scoring.influence.return": (
        "After a principality has been scored, each player takes back all but one of their "
        "markers there to their castle. Influence must be rebuilt between scorings, but the "
        "marker you keep still opens that principality's influence spaces to you."
    ),
    "ME.scoring.influence.grail": (
        "Once per scoring the holder of the Grail may use it to win a tie for the most "
        "influence in one principality, scoring all its points alone. It only breaks ties that "
        "include the holder."
    ),
    "ME.scoring.henchmen": (
        "At each scoring you score a point for every one of your henchmen standing in a "
        "principality. Henchmen at home in your castle score nothing, so get all four onto the "
        "board."
    ),
    # -- the end -----------------------------------------------------------------------------
    "ME.final.apples": (
        "At the end of the game each apple you still hold is worth 1 point. Spending an apple "
        "to change a die costs you that point."
    ),
    "ME.final.staffs": (
        "At the end of the game each staff you never used is worth 2 points. A staff is worth "
        "spending only when the doubled action pays more than that."
    ),
    "ME.final.leftovers": (
        "At the end of the game every three shields, flags and materials you still hold, in any "
        "mix, are worth 1 point. Leftover goods count a little, but they are rarely worth "
        "collecting for this alone."
    ),
    "ME.final.winner": (
        "After the scoring of round six the player with the most points wins. Tied players "
        "share the victory."
    ),
}

register_lessons(LESSONS)
