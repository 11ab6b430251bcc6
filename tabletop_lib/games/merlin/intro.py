"""How Merlin is first explained to a newcomer (the tutor's welcome): the theme, how to win, how
a round goes and a first tip, after the Big Box rulebook's overview, "Course of play" and
"Scoring" (Merlin: Big Box manual, Portuguese edition, Queen Games, 2020, pp. 3-13)."""

from __future__ import annotations

from tabletop_lib.core.words import Intro, register_intro

INTRO = Intro(
    theme=(
        "King Arthur is looking for a worthy successor to his throne, and with Merlin he "
        "seeks the best of the knights of the Round Table. Your knight rides around the "
        "Round Table, gathers influence in the six principalities, builds manors in the "
        "surroundings, completes missions and keeps traitors out of the realm."
    ),
    goal=(
        "The player with the most points after six rounds wins. Points come from missions, "
        "from the three scorings (after rounds 2, 4 and 6: influence in each principality, "
        "manors in the surroundings, henchmen, and traitors you cannot repel cost points), and "
        "at the end from apples, unused staffs and leftover shields, flags and materials."
    ),
    rounds=(
        "Everyone rolls their dice and the Merlin die.",
        "In turn, each player picks one of their unused dice: a die of your colour moves your "
        "knight exactly that many spaces clockwise, the Merlin die moves Merlin that many "
        "spaces either way; then you may do the action of the space reached.",
        "When every die has been used the round ends; after rounds 2, 4 and 6 comes a scoring.",
    ),
    tip=(
        "Look at your missions and the traitors you hold before you pick a die: the shields "
        "that repel traitors come from the same principalities where you gather influence."
    ),
)

register_intro("merlin", INTRO)
