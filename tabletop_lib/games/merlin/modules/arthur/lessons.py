"""Learner-facing lessons for the rules of the Arthur module (the tutor's explanations): each
explains one rule of the module's catalog to a newcomer in two to four plain sentences; the
module registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.arthur.setup": (
        "With Arthur, a medallion with an inner ring goes on the board, and each player takes "
        "a black die and an Arthur board. Four Picts are turned face up from two face-down "
        "piles, and Arthur, the Grail, Excalibur and the signet ring wait on the inner ring."
    ),
    "ME.arthur.medallion": (
        "Arthur's medallion covers four spaces of the outer ring with new ones: an apple, "
        "activate a henchman, move Arthur and points per manor. The Grail and Excalibur move "
        "to the inner ring. The rulebook text does not say which other spaces it covers; here "
        "two are chosen as a stand-in."
    ),
    "ME.arthur.inner-ring": (
        "The inner ring has thirteen spaces of its own, such as the signet ring, the stairs, "
        "the Picts and replacing a manor, and only Arthur walks it. The rulebook text does not "
        "give their order; here a stand-in order is played."
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
        "piles. The rulebook does not say which; here it is always the larger one."
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
        "their base ones: use any die for any figure, and raise or lower a die by one. Here the "
        "black flag gives the any-die action and the grey flag the step; the rulebook text does "
        "not say which colour gives which."
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
}
