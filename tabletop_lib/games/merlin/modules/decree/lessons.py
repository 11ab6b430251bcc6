"""Learner-facing lessons for the rules of the king's decree (the tutor's explanations): each
explains one rule of the module's catalog to a newcomer in two to four plain sentences; the
module registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.decree.setup": (
        "With the king's decree, four face-down decrees are stacked on each of the six "
        "principalities. Each decree shows a good or some points, and the decrees you collect "
        "can later be spent together for stronger effects."
    ),
    "ME.decree.take": (
        "On a principality space you may take a decree of that principality instead of your "
        "henchman's action. You look through the stack and must take one. Your henchman is "
        "still placed and still sends home an opponent's henchman of its kind, but it does not "
        "act."
    ),
    "ME.decree.gain": (
        "The decree you take pays at once: the shield, flag or material it shows, if one is "
        "left, or the points it shows. Then you keep the decree to spend later."
    ),
    "ME.decree.spend-die": (
        "Spend one decree to raise or lower your die by one before it moves its figure. It "
        "works on your coloured dice and the Merlin die, but not on Arthur's black die, and a 6 "
        "never becomes a 1."
    ),
    "ME.decree.spend-good": (
        "Spend two decrees to take any shield, flag or material still on the board. It is a "
        "way to get exactly the colour you need for a traitor, a manor or a mission."
    ),
    "ME.decree.spend-influence": (
        "Spend two decrees to place one of your influence markers from your castle in any "
        "principality. It can win a tight principality just before a scoring."
    ),
    "ME.decree.spend-points": (
        "Spend three decrees to score 5 points. It is the simple use for decrees left over at "
        "the end of the game."
    ),
    "ME.decree.when": (
        "In your turn you may spend as many decrees as you like, and spent decrees leave the "
        "game. They are offered at every main moment of your turn, but changing a die works "
        "only before it moves. A decree taken in your last turn can still be spent before that "
        "turn ends."
    ),
}
