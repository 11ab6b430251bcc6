"""How Paladins of the West Kingdom is first explained to a newcomer (the tutor's welcome): the
theme, how to win, how a round goes and a first tip, after the rulebook's overview and "Round
structure" (Paladins of the West Kingdom, Garphill Games, 2019)."""

from __future__ import annotations

from tabletop_lib.core.words import Intro, register_intro

INTRO = Intro(
    theme=(
        "France, around 900 AD. You are a noble called by the King to protect the outlying "
        "villages from Saracens, Vikings and Byzantines: you place workers to fortify walls, "
        "build garrisons, convert or fight the outsiders and win the King's favour, with a "
        "new paladin at your side each round."
    ),
    goal=(
        "The player with the most points after seven rounds wins. Points come at the end "
        "from your Faith, Strength and Influence, the King's Orders you fulfil, the actions "
        "you built up on your board (fortify, garrison, absolve, commission, develop), the "
        "outsiders you converted, and your silver and provisions; unpaid debts cost points."
    ),
    rounds=(
        "The King's card of the round is revealed, and the taverns with their workers.",
        "Each player takes a tavern's workers and chooses one of three paladins to lead them "
        "this round.",
        "In turn, each player places workers on an action of their own board or passes; "
        "most actions need workers of particular colours, provisions or silver.",
        "When everyone has passed, the round ends and the next one begins.",
    ),
    tip=(
        "Your three attributes open doors: Faith lets you convert outsiders and place monks, "
        "Strength lets you attack and build outposts, Influence lets you build walls."
    ),
)

register_intro("paladins", INTRO)
