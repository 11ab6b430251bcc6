"""Learner-facing lessons for the rules of gold coins and mistletoe (the tutor's explanations): each
explains one rule of the module's catalog to a newcomer in two to four plain sentences; the
module registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.gold.setup": (
        "With the gold module each player starts with two gold coins and one mistletoe. Gold "
        "fine-tunes your dice and mistletoe helps finish missions, so both widen your choices "
        "from the first turn."
    ),
    "ME.gold.change-die": (
        "Return a gold coin to raise or lower the die you are using by one before it moves its "
        "figure, and spend several for a bigger change. A 6 never turns into a 1, nor a 1 into "
        "a 6. Gold left at the end also scores, so weigh each coin."
    ),
    "ME.gold.final": (
        "At the end of the game every two gold coins you still hold score 3 points. A single "
        "coin left over scores nothing, so spend an odd coin rather than keep it."
    ),
    "ME.gold.space.gold": (
        "The gold space, found twice on the medallion, gives you one gold coin from the supply "
        "if any is left. A coin is a small change to a later die or half of 3 points at the "
        "end."
    ),
    "ME.gold.space.apple-or-mistletoe": (
        "This space, found twice on the medallion, gives you an apple or a mistletoe from the "
        "supply, as you choose. Take the apple to change a die later or the mistletoe to finish "
        "a mission you are one requirement short of."
    ),
    "ME.gold.medallion": (
        "The gold module's medallion covers four spaces of the ring with its new spaces, so "
        "some base spaces are no longer there. The rulebook text does not say which spaces it "
        "covers; here a stand-in choice is played."
    ),
    "ME.gold.mistletoe": (
        "Each mistletoe you spend lets you ignore one requirement of the mission card you are "
        "completing, and you may spend several on one card. Exactly one mistletoe is spent for "
        "each requirement you do not meet."
    ),
}
