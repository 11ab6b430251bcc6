"""Learner-facing lessons for the rules of the market (the tutor's explanations): each explains
one rule of the module's catalog to a newcomer in two to four plain sentences; the module
registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.market.setup": (
        "The market board stands beside the game with shield tokens, material tokens, addition "
        "markers, apple or mistletoe tokens and temporary workers, all bought with gold. The "
        "rulebook text does not give the workers' values; here there is one worker for each "
        "number from 1 to 6."
    ),
    "ME.market.buy": (
        "Once in a turn you may pay one gold coin for any token left on the market. You may "
        "buy before choosing a die, at the space's action or before ending the turn. You hold "
        "at most one unused temporary worker at a time."
    ),
    "ME.market.no-mission": (
        "You can go to the market only in a turn in which you complete no mission. Once you "
        "buy, no mission can be completed that turn, and once you complete one, the market is "
        "closed to you until your next turn."
    ),
    "ME.market.shield": (
        "A shield token from the market is a real shield of the colour you name when you buy "
        "it. It repels a traitor of that colour and counts for missions, and it goes back to "
        "the market when it leaves you."
    ),
    "ME.market.material": (
        "A material token from the market is a real building material of the colour you name "
        "when you buy it. It pays for a manor on a tile that accepts that colour and counts "
        "for missions, and it goes back to the market when it leaves you."
    ),
    "ME.market.addition": (
        "An addition marker waits beside your castle until you place an influence marker. In "
        "that same turn you may slip the addition under the new marker, once per "
        "principality. It makes that marker stronger at the next influence scoring."
    ),
    "ME.market.addition.scoring": (
        "At the next influence scoring, a marker with an addition under it counts as two, both "
        "for winning the principality and for the points it pays. Then the addition goes back "
        "to the market, so put it where a principality is contested."
    ),
    "ME.market.apple-mistletoe": (
        "The apple or mistletoe token is used once, either as an apple to turn your die to any "
        "other number or as a mistletoe to ignore one requirement of a mission. Then it goes "
        "back to the market, and unlike a real apple it scores nothing at the end."
    ),
    "ME.market.worker": (
        "A temporary worker is used instead of a die: your knight moves clockwise exactly the "
        "number printed on it and you take that space's action. Nothing changes that number, "
        "no gold, apple, flag or decree. The worker goes back to the market, and you use at "
        "most one worker a round."
    ),
    "ME.market.worker.extra-turn": (
        "Because the worker replaced a die, you keep that die and get an extra turn with it "
        "after everyone's dice are used. A player still holding an unused worker may use it "
        "then too, or pass and keep it for a later round."
    ),
}
