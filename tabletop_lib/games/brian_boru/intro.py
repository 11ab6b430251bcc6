"""How Brian Boru is first explained to a newcomer (the tutor's welcome): the theme, how to win,
how a round goes and a first tip, after the rulebook's "Object of the game" and "Game round"
(Brian Boru: High King of Ireland, English edition, Osprey Games, 2021, pp. 2 and 5-10)."""

from __future__ import annotations

from tabletop_lib.core.words import Intro, register_intro

INTRO = Intro(
    theme=(
        "Ireland, around the year 1000. You compete to become High King by uniting Ireland "
        "under your rule: you control towns across its eight regions, forge alliances through "
        "marriage, drive back the Viking raids and win the support of the Church."
    ),
    goal=(
        "The player with the most points after the last round wins. Points come from holding "
        "the most towns in a region (its claim token), marriages, beating back the Vikings, "
        "the Church, and at the end from renown, claim tokens, coins and how many regions "
        "you have towns in."
    ),
    rounds=(
        "Preparation: a Viking card brings raiders to the battle area, and the round's "
        "marriage card is revealed.",
        "Card selection: everyone is dealt action cards, keeps two at a time and passes the "
        "rest to the left.",
        "Tricks: the holder of the active town marker picks an empty town and leads a card; "
        "the highest card of the town's colour, or white, wins the town and does its main "
        "action, and every other player does a secondary action of their card.",
        "Upkeep: the marriage, the battle against the Vikings, the Church and the claims on "
        "the regions are settled, in that order.",
    ),
    tip=(
        "A card that loses a trick still works for you: plan which cards win towns and which "
        "ones climb the marriage track, send discs to the Church or capture raiders."
    ),
)

register_intro("brian_boru", INTRO)
