"""Learner-facing lessons for the rules of Arthur and Morgana.

The other six Big Box modules are in ``lessons_modules.py``. Each lesson explains one rule of the
module's catalog to a newcomer at the table in two to four plain sentences; the tutor shows the
rule's citation (the Portuguese Big Box manual, Queen Games, 2020) beside it. Where the engine
follows an option, the lesson describes the default.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_lessons

LESSONS: dict[str, str] = {
    # -- Arthur -------------------------------------------------------------------------------
    "ME.arthur.setup": (
        "With Arthur, a medallion with an inner ring goes on the board, and each player takes "
        "a black die and an Arthur board. Four Picts are turned face up from two face-down "
        "piles, and Arthur, the Grail, Excalibur and the signet ring wait on the inner ring."
    ),
    "ME.arthur.medallion": (
        "Arthur's medallion covers four spaces of the outer ring with new ones: an apple, "
        "activate a henchman, move Arthur and points per manor. The Grail and Excalibur move "
        "to the inner ring. Which other spaces it covers is not public, so this project "
        "chooses them."
    ),
    "ME.arthur.inner-ring": (
        "The inner ring has thirteen spaces of its own, such as the signet ring, the stairs, "
        "the Picts and replacing a manor, and only Arthur walks it. Their order is not public, "
        "so the ring in this project is a placeholder."
    ),
    "ME.arthur.black-die": (
        "With Arthur you have five turns a round: three coloured dice, the white Merlin die and "
        "the black Arthur die, in any order. The black die moves Arthur exactly its value round "
        "the inner ring, in either direction, and you take the action where he stops."
    ),
    "ME.arthur.reroll": (
        "With five dice, a roll of four or five equal numbers is rolled again, all dice, until "
        "at least three different numbers show. A first roll without four equal numbers "
        "stands, even a full house."
    ),
    "ME.arthur.space.signet-ring": (
        "The signet ring space gives you the ring and lets you complete one mission of your "
        "hand at once, scoring its points without meeting its requirements. Save a valuable "
        "card you cannot finish for this space. With an empty hand you only take the ring."
    ),
    "ME.arthur.signet-extra-mission": (
        "The signet ring's mission comes on top of your usual one mission a turn, which still "
        "needs its requirements. If you complete both, you draw two new cards at the end of "
        "your turn."
    ),
    "ME.arthur.space.grail-excalibur": (
        "With Arthur the Grail and Excalibur spaces lie on the inner ring, so only Arthur "
        "reaches them. They work as in the base game: an apple and the Grail, or a defeated "
        "traitor and Excalibur."
    ),
    "ME.arthur.space.stairs": (
        "The stairs move your knight on to the next principality space clockwise, and you take "
        "that principality space's action. It is a way to reach a principality your dice "
        "cannot."
    ),
    "ME.arthur.space.resource": (
        "A resource space of the inner ring gives you a shield, a flag or a material, as the "
        "space shows, from any principality. Unlike the influence spaces it needs no influence, "
        "so any colour is yours."
    ),
    "ME.arthur.space.influence": (
        "The influence space of the inner ring puts one of your influence markers from your "
        "castle in any principality. Use it to win a principality at the next scoring or to "
        "open its influence spaces to you."
    ),
    "ME.arthur.space.merlin": (
        "The Merlin space of the inner ring lets you move Merlin one to three spaces in either "
        "direction and take the action where he stops. Because Merlin moved, you may also "
        "spend a staff to repeat that action."
    ),
    "ME.arthur.space.picts": (
        "A Picts space lets you take one face-up Pict and gain its bonus at once: a free manor "
        "on the terrain shown, an apple, an influence marker or the good shown. Keep the Pict "
        "by your Arthur board, because the Picts' values also compete at each scoring."
    ),
    "ME.arthur.picts.refill": (
        "When a Pict is taken, its place is refilled at once from one of the two face-down "
        "piles. Both piles are hidden, so this project always refills from the larger one."
    ),
    "ME.arthur.space.replace-manor": (
        "This space removes an opponent's manor from the surroundings, back to its owner, and "
        "builds one of yours in its place, paying no material. You get no tower bonus, but "
        "taking a manor from a rival can turn a territory around."
    ),
    "ME.arthur.space.apple": (
        "The apple space gives you an apple from the supply. Keep it for 1 point at the end or "
        "spend it to turn a die to any number."
    ),
    "ME.arthur.space.activate-henchman": (
        "This space makes one of your henchmen already in a principality take its action there "
        "again, without moving. A builder, for instance, takes one more material of that "
        "principality's colour."
    ),
    "ME.arthur.space.move-arthur": (
        "This space of the outer ring moves Arthur one space in either direction on the inner "
        "ring, and you take the action where he stops. It gives you an inner space without "
        "spending the black die."
    ),
    "ME.arthur.space.manor-points": (
        "This victory-point space scores 1 point for each of your manors in the surroundings. "
        "It pays best late in a scoring period, once you have built a lot."
    ),
    "ME.arthur.nested-action": (
        "A space that moves a figure, such as the stairs, the Merlin space or moving Arthur, "
        "then offers the action of the space that figure reaches, which you may take or "
        "decline. A staff spent on such a turn repeats the action of the last space reached."
    ),
    "ME.arthur.flags": (
        "With Arthur, the black and the grey flags give two new special actions instead of "
        "their base ones: use any die for any figure, and raise or lower a die by one. This "
        "project gives the any-die action to black and the step to grey, a placeholder for the "
        "printed colours."
    ),
    "ME.arthur.flag.any-die": (
        "This flag lets the die you chose move any of your figures: your knight, Merlin or "
        "Arthur, with that figure's action. If it moves Merlin you may still spend a staff. "
        "The flag then goes back to its principality."
    ),
    "ME.arthur.flag.die-step": (
        "This flag raises or lowers the die you are using by one before its figure moves, once "
        "a turn. A 6 can become a 7, and a 1 can become a 0, which leaves the figure where it "
        "stands and lets you take that action again."
    ),
    "ME.arthur.scoring.one-manor-per-territory": (
        "With Arthur, after the surroundings are scored every player keeps at most one manor "
        "in each territory and takes the others back. The first player chooses first, then "
        "clockwise. The extra manors must be built again, so the surroundings stay open."
    ),
    "ME.arthur.scoring.picts": (
        "At each scoring everyone adds up the values of their Picts: every player with the "
        "highest sum scores 3 points and every player with the lowest loses 3. Then the Picts "
        "leave the game. When every sum is equal nobody scores."
    ),
    "ME.arthur.scoring.signet-ring": (
        "The holder of the signet ring adds 3 to the sum of their Picts at each scoring. That "
        "often decides who has the highest sum."
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
