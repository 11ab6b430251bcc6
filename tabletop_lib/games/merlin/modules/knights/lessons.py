"""Learner-facing lessons for the rules of the Knights of the Round Table (the tutor's
explanations): each explains one rule of the module's catalog to a newcomer in two to four plain
sentences; the module registers them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.knights.setup": (
        "With the Knights of the Round Table, twelve allies form two stacks, A and B, by their "
        "backs, and each player will lead two of them. Each ally brings tokens that power its "
        "ability. The rulebook text does not say which allies are in which stack; here a "
        "stand-in split is played."
    ),
    "ME.knights.draft": (
        "Stack A goes to the first player and stack B to the last. Each picks one ally and "
        "passes the rest, A clockwise and B counter-clockwise, until everyone has two allies. "
        "Pick allies that suit your start and your missions."
    ),
    "ME.knights.draft-random": (
        "In the quick variant nobody drafts: each player gets one random ally from stack A and "
        "one from stack B. The game starts faster, with less control over your abilities."
    ),
    "ME.knights.tristram": (
        "Sir Tristram lets you discard a movement tile to raise or lower one of your coloured "
        "dice by one or two before your knight moves. The die stays between 1 and 6, and each "
        "tile is used once."
    ),
    "ME.knights.gawain": (
        "Sir Gawain lets you discard a special movement tile to set your Merlin die, or "
        "Arthur's black die, to any value before it moves. It makes that turn land exactly "
        "where you want."
    ),
    "ME.knights.lamorak": (
        "Sir Lamorak lets a henchman already in the principality act there again, without "
        "moving, when you take a principality space or the influence space that sends a "
        "henchman. The space is worth taking even when all four of your henchmen are there."
    ),
    "ME.knights.gareth": (
        "Sir Gareth rewards driving away traitors: the first time you repel a traitor of a "
        "colour, that colour's defence tile goes on Gareth and you score 1 point. Shields at a "
        "scoring, the repel flag and Excalibur all count."
    ),
    "ME.knights.gareth-final": (
        "At the end of the game Sir Gareth scores for the different defence tiles on him: one "
        "to six tiles pay 1, 3, 5, 7, 9 or 12 points. Repelling traitors of many colours pays "
        "far more than repelling the same colour again."
    ),
    "ME.knights.lancelot": (
        "Sir Lancelot's marshal stands in the principality where your knight started. Each "
        "time you place a henchman there, it acts twice, taking two goods or placing two "
        "influence markers, so that principality is worth returning to."
    ),
    "ME.knights.geraint": (
        "Sir Geraint rewards variety: the first time you end a move on each kind of "
        "victory-point space, its tile goes on Geraint. From then on every score on a space "
        "whose tile he holds pays 1 more point, starting with that first score."
    ),
    "ME.knights.geraint-final": (
        "At the end of the game Sir Geraint scores for the tiles on him: one to five tiles pay "
        "1, 3, 5, 7 or 10 points. A fifth kind of space exists only with Arthur."
    ),
    "ME.knights.galahad": (
        "Sir Galahad lets you discard a wild tile when you take a shield, flag or material "
        "from a principality, to take the same kind from any other principality instead. It "
        "works when a henchman is sent to a principality and on the influence spaces that give "
        "goods."
    ),
    "ME.knights.bors": (
        "Sir Bors lets you discard a portal tile to ignore the number on your coloured die and "
        "put your knight on any principality space, taking its action. The die is still used "
        "up."
    ),
    "ME.knights.gaheris": (
        "Sir Gaheris gives you two castle tiles to put under manors as you build them. On a "
        "tower tile a castle doubles the tower bonus, which then goes to two different "
        "principalities."
    ),
    "ME.knights.gaheris-scoring": (
        "In the surroundings scoring, a manor with one of Sir Gaheris' castle tiles counts as "
        "two manors. Put your castles where a territory is contested."
    ),
    "ME.knights.bedivere": (
        "Sir Bedivere lets you draw two more mission cards when you take him and hold six cards "
        "instead of four for the whole game. More cards in hand means more chances that one "
        "fits your castle."
    ),
    "ME.knights.bedivere-swap": (
        "Sir Bedivere also lets you discard a swap tile to exchange a mission card of your hand "
        "for one of the face-up cards. You can do it whenever you could complete a mission."
    ),
    "ME.knights.percival": (
        "Sir Percival lets you discard a colour-change tile when completing a mission, to "
        "change the colour of one requirement on the card. Only one tile per card, but it can "
        "turn an almost finished card into a finished one."
    ),
    "ME.knights.kay": (
        "Sir Kay gives you two influence tiles. Each time you place an influence marker in a "
        "principality you may add one of them there, later in the same turn."
    ),
    "ME.knights.kay-scoring": (
        "At an influence scoring, each of Sir Kay's tiles counts as one more of your markers "
        "for winning the principality, but it adds nothing to the points. After that "
        "principality is scored the tile comes back to you."
    ),
}
