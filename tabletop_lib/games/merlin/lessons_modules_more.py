"""Learner-facing lessons for the rules of the Knights of the Round Table and Morgana.

The other six Big Box modules are in ``lessons_modules.py``. Each lesson explains one rule of the
module's catalog to a newcomer at the table in two to four plain sentences; the tutor shows the
rule's citation (the Portuguese Big Box manual, Queen Games, 2020) beside it. Where the engine
follows an option, the lesson describes the default.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_lessons

LESSONS: dict[str, str] = {
    # -- the Knights of the Round Table --------------------------------------------------------
    "ME.knights.setup": (
        "With the Knights of the Round Table, twelve allies form two stacks, A and B, by their "
        "backs, and each player will lead two of them. Each ally brings tokens that power its "
        "ability, and which allies are in which stack is a placeholder in this project."
    ),
    "ME.knights.draft": (
        "Stack A goes to the first player and stack B to the last. Each picks one ally and "
        "passes the rest, A clockwise and B counter-clockwise, until everyone has two allies. "
        "Pick allies that suit your start and your missions."
    ),
    "ME.knights.draft-random": (
        "In the quick variant nobody drafts: each player gets one random ally from stack A and "
        "one from stack B. The game starts faster, with less control over your abilities."
    ),
    "ME.knights.tristram": (
        "Sir Tristram lets you discard a movement tile to raise or lower one of your coloured "
        "dice by one or two before your knight moves. The die stays between 1 and 6, and each "
        "tile is used once."
    ),
    "ME.knights.gawain": (
        "Sir Gawain lets you discard a special movement tile to set your Merlin die, or "
        "Arthur's black die, to any value before it moves. It makes that turn land exactly "
        "where you want."
    ),
    "ME.knights.lamorak": (
        "Sir Lamorak lets a henchman already in the principality act there again, without "
        "moving, when you take a principality space or the influence space that sends a "
        "henchman. The space is worth taking even when all four of your henchmen are there."
    ),
    "ME.knights.gareth": (
        "Sir Gareth rewards driving away traitors: the first time you repel a traitor of a "
        "colour, that colour's defence tile goes on Gareth and you score 1 point. Shields at a "
        "scoring, the repel flag and Excalibur all count."
    ),
    "ME.knights.gareth-final": (
        "At the end of the game Sir Gareth scores for the different defence tiles on him: one "
        "to six tiles pay 1, 3, 5, 7, 9 or 12 points. Repelling traitors of many colours pays "
        "far more than repelling the same colour again."
    ),
    "ME.knights.lancelot": (
        "Sir Lancelot's marshal stands in the principality where your knight started. Each "
        "time you place a henchman there, it acts twice, taking two goods or placing two "
        "influence markers, so that principality is worth returning to."
    ),
    "ME.knights.geraint": (
        "Sir Geraint rewards variety: the first time you end a move on each kind of "
        "victory-point space, its tile goes on Geraint. From then on every score on a space "
        "whose tile he holds pays 1 more point, starting with that first score."
    ),
    "ME.knights.geraint-final": (
        "At the end of the game Sir Geraint scores for the tiles on him: one to five tiles pay "
        "1, 3, 5, 7 or 10 points. A fifth kind of space exists only with Arthur."
    ),
    "ME.knights.galahad": (
        "Sir Galahad lets you discard a wild tile when you take a shield, flag or material "
        "from a principality, to take the same kind from any other principality instead. It "
        "works when a henchman is sent to a principality and on the influence spaces that give "
        "goods."
    ),
    "ME.knights.bors": (
        "Sir Bors lets you discard a portal tile to ignore the number on your coloured die and "
        "put your knight on any principality space, taking its action. The die is still used "
        "up."
    ),
    "ME.knights.gaheris": (
        "Sir Gaheris gives you two castle tiles to put under manors as you build them. On a "
        "tower tile a castle doubles the tower bonus, which then goes to two different "
        "principalities."
    ),
    "ME.knights.gaheris-scoring": (
        "In the surroundings scoring, a manor with one of Sir Gaheris' castle tiles counts as "
        "two manors. Put your castles where a territory is contested."
    ),
    "ME.knights.bedivere": (
        "Sir Bedivere lets you draw two more mission cards when you take him and hold six cards "
        "instead of four for the whole game. More cards in hand means more chances that one "
        "fits your castle."
    ),
    "ME.knights.bedivere-swap": (
        "Sir Bedivere also lets you discard a swap tile to exchange a mission card of your hand "
        "for one of the face-up cards. You can do it whenever you could complete a mission."
    ),
    "ME.knights.percival": (
        "Sir Percival lets you discard a colour-change tile when completing a mission, to "
        "change the colour of one requirement on the card. Only one tile per card, but it can "
        "turn an almost finished card into a finished one."
    ),
    "ME.knights.kay": (
        "Sir Kay gives you two influence tiles. Each time you place an influence marker in a "
        "principality you may add one of them there, later in the same turn."
    ),
    "ME.knights.kay-scoring": (
        "At an influence scoring, each of Sir Kay's tiles counts as one more of your markers "
        "for winning the principality, but it adds nothing to the points. After that "
        "principality is scored the tile comes back to you."
    ),
    # -- Morgana -------------------------------------------------------------------------------
    "ME.morgana.setup": (
        "With Morgana, the witch's kitchen stands beside the board with four Morgana dice on "
        "their pentagrams, poisoned apples, the horn cup and five cauldrons. Morgana herself, "
        "her influence markers and seven witch huts wait beside the board, and everyone gets an "
        "extra turn each round."
    ),
    "ME.morgana.dice-roll": (
        "The four Morgana dice are rolled again when three or four show the same number, until "
        "at least three different numbers show. A first roll without three equal numbers "
        "stands, even two pairs, and the same holds every round."
    ),
    "ME.morgana.extra-die": (
        "In your turn you may use an available Morgana die instead of one of your own, but "
        "only on the witch's kitchen. You take its pentagram, because each player uses one "
        "Morgana die a round, and your own die waits for an extra turn."
    ),
    "ME.morgana.round-end": (
        "At the end of each round the pentagrams come back to the kitchen and the Morgana dice "
        "are rolled again onto them. Everyone can plan around the new numbers for the next "
        "round."
    ),
    "ME.morgana.wild-six": (
        "A Morgana die showing 6 counts as any number, 6 included, so it fits any place in the "
        "kitchen. For the horn cup, though, it counts as a 6."
    ),
    "ME.morgana.poisoned-apple": (
        "A Morgana die placed on the apple space gives you a poisoned apple, whatever number "
        "it shows. It is the kitchen action that any die can take."
    ),
    "ME.morgana.poison-swap": (
        "Spend a poisoned apple in your turn to swap the number of one of your dice with the "
        "number of an opponent's unused die, of any kind. You can grab a number you need and "
        "leave them with a worse one. Poisoned apples score nothing at the end."
    ),
    "ME.morgana.apple-not-morgana": (
        "A normal apple cannot change a Morgana die, and neither can gold or decrees. A Morgana "
        "die goes straight to the kitchen as rolled, so only a poisoned apple can change it."
    ),
    "ME.morgana.horn-cup": (
        "Only a Morgana die can take the horn cup, and it must be raised to 7 by discarding "
        "gold coins or materials, one per step. You then take the cup from whoever holds it, "
        "a poisoned apple and 1 point. Several players may take it in turn during a round."
    ),
    "ME.morgana.horn-cup.points": (
        "At the end of every round the holder of the horn cup scores as many points as the "
        "round's number. Holding it at the end of round six pays 6 points, so late rounds are "
        "worth fighting for."
    ),
    "ME.morgana.cauldron": (
        "A Morgana die can go under a cauldron, on a free place that shows its number. Then "
        "Morgana moves and you take the cauldron's action, or leave it undone, before the "
        "cauldron is turned over to its other face."
    ),
    "ME.morgana.move": (
        "The first time, Morgana is put on any principality space you like. After that she "
        "moves clockwise or counter-clockwise by the number shown on the cauldron, counting "
        "only principality spaces."
    ),
    "ME.morgana.block": (
        "The principality space where Morgana stands is blocked: knights and Merlin skip it "
        "and do not count it when they move. No shield, flag or material of that principality "
        "can be taken until she moves on, which can spoil an opponent's plans."
    ),
    "ME.morgana.block.caerleon": (
        "With Caerleon, Morgana blocks the district on her principality. A henchman sent there "
        "gets nothing from it, so the forge gives no shields or the mint no gold, until she "
        "moves on."
    ),
    "ME.morgana.bewitch": (
        "The bewitch cauldron turns one of your own unused dice, of any kind, to any number. "
        "Or it turns an opponent's unused coloured die to any number, which can ruin their "
        "next turn."
    ),
    "ME.morgana.swap-pawns": (
        "The swap cauldron makes your knight and another player's knight change places, or, "
        "with Arthur, Merlin and Arthur. Taking a rival's spot puts you where their dice were "
        "aiming."
    ),
    "ME.morgana.dark-influence": (
        "The dark influence cauldron puts two of Morgana's markers on the board, one in the "
        "blocked principality and one in a principality next to it. Each goes on top of one of "
        "your own markers there if it can, and otherwise beside the others."
    ),
    "ME.morgana.dark-influence.scoring": (
        "At the influence scoring, your marker with a Morgana marker on top counts as two. "
        "Morgana's markers standing alone count for her: she scores nothing but can beat or tie "
        "the players. Afterwards her markers and the markers they covered leave the "
        "principality."
    ),
    "ME.morgana.witch-hut": (
        "The witch hut cauldron puts a hut on one of your manors that has none. Without such a "
        "manor you cannot take this action."
    ),
    "ME.morgana.witch-hut.scoring": (
        "In the surroundings scoring a manor with a hut counts as two manors. Winning a "
        "territory alone also pays 1 more point for each of your huts there. Afterwards the "
        "manors with huts go back to their owners and the huts to the supply."
    ),
    "ME.morgana.witch-hut.arthur": (
        "With Arthur as well, after the surroundings scoring every manor in a territory with a "
        "witch hut goes back to its owner, whoever owns the hut. Only manors on one of Sir "
        "Gaheris' castle tiles stay."
    ),
    "ME.morgana.witch-gold": (
        "The witch gold cauldron lets you return any two shields, flags or materials for three "
        "gold coins from the supply. Turn goods you do not need into coins."
    ),
    "ME.morgana.buy": (
        "The buying cauldron lets you pay two gold coins to take three shields, flags or "
        "materials of your choice from the principality that Morgana blocks. It is the one way "
        "to get goods from there while she stands on it."
    ),
}

register_lessons(LESSONS)
