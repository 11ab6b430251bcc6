"""Learner-facing lessons for the rules of the King's Favor (the tutor's explanations): each
explains one rule of the module's catalog to a newcomer in two to four plain sentences; the
module registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.kings_favor.setup": (
        "With the King's Favor each player takes a favor board and four seals of their colour. "
        "The board holds abilities for each of your four henchmen, which you unlock with "
        "missions instead of taking their points."
    ),
    "ME.kings_favor.choose": (
        "When you complete a mission you may give up its points to seal an ability in the "
        "column of the henchman shown on the card. A 1-point card reaches only the first row, "
        "a 2-point card the first two rows, a 3-point card any row. Rows need not be sealed in "
        "order, so a 3-point card can open a strong third-row ability at once."
    ),
    "ME.kings_favor.seals": (
        "A seal stays on its ability for the rest of the game and is never moved. With all four "
        "seals placed you gain no new abilities, so choose them with care."
    ),
    "ME.kings_favor.row1-point": (
        "A first-row seal makes every later mission showing that henchman score 1 more point, "
        "whether you take the card's points or an ability. Only seals placed before a mission "
        "count for it, so seal early to profit longest."
    ),
    "ME.kings_favor.row2-any-principality": (
        "A second-row seal frees that henchman: when a principality space, reached by your "
        "knight or by Merlin, has you place it, you may send it to any principality instead. "
        "It cannot stay where it already is."
    ),
    "ME.kings_favor.row3-once": (
        "A third-row ability is used once per scoring period, so at most three times a game. "
        "Its seal is flipped when you use it and turned back after each scoring, so use it "
        "before every scoring to get all three uses."
    ),
    "ME.kings_favor.row3-builder": (
        "With the builder's third-row seal, a build space lets you build twice in the same "
        "turn. You cannot add a Merlin's staff to it, but two manors in one turn can swing a "
        "territory."
    ),
    "ME.kings_favor.row3-flag-bearer": (
        "With the flag-bearer's third-row seal, a victory-point space pays for any one kind of "
        "thing you choose, whatever the space shows, plus 1 point. You choose among influence "
        "markers, shields, flags or materials, and with Arthur also manors, so pick the kind "
        "you hold most."
    ),
    "ME.kings_favor.row3-shield-bearer": (
        "With the shield-bearer's third-row seal you drive away one traitor from your castle "
        "without a shield, and score 1 point. Here you may use it at any main moment "
        "of your own turn, like the repel flag."
    ),
    "ME.kings_favor.row3-lady": (
        "With the lady-in-waiting's third-row seal, the influence space that sends a henchman "
        "sends two, one after the other, each to a principality where you have influence and "
        "each acting there. The same principality may be chosen twice, and no staff can be "
        "added."
    ),
}
