"""Learner-facing lessons for the rules of Morgana (the tutor's explanations): each explains one
rule of the module's catalog to a newcomer in two to four plain sentences; the module registers
them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
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
        "With Caerleon, Morgana blocks the whole district on her principality until she moves "
        "on. A henchman sent there gets nothing from it, and the goods that district holds "
        "cannot be taken anywhere: while she stands on the forge nobody gets a shield of any "
        "colour, not even at the exchange or influence spaces."
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
