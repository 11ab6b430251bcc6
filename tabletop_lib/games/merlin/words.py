"""Merlin's plain words: a name for every rule (base game and the nine Big Box modules), the
rulebook's sections in play order, the glossary, the mission cards' texts, the players' colours
and the labels of score categories, phases, colours and ring spaces. This is what a learner
reads; rule ids and codes stay keys in code.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tabletop_lib.core.rules import register_rule_names, register_rule_sections
from tabletop_lib.core.words import (
    CardText,
    Term,
    and_list,
    count,
    register_cards,
    register_glossary,
    register_labels,
)

from .constants import GOOD_NAMES, HENCHMAN_NAMES
from .data import MissionCard, Requirement

GAME = "merlin"

PLAYER_COLOUR_NAMES = ("Red", "Blue", "Green", "Orange")
"""The players by the colour of their pieces as drawn on the board (seat 0 to 3)."""

RULE_NAMES: dict[str, str] = {
    "ME.apple.change-die": "An apple turns a die",
    "ME.arthur.black-die": "Arthur's black die and five turns",
    "ME.arthur.flag.any-die": "Flag: any die moves any figure",
    "ME.arthur.flag.die-step": "Flag: one more or one less",
    "ME.arthur.flags": "Arthur's two new flags",
    "ME.arthur.inner-ring": "The inner ring",
    "ME.arthur.medallion": "The action medallion of Arthur",
    "ME.arthur.nested-action": "A space that moves a figure",
    "ME.arthur.picts.refill": "Refilling the Picts",
    "ME.arthur.reroll": "Rolling again with Arthur",
    "ME.arthur.scoring.one-manor-per-territory": "One manor per territory",
    "ME.arthur.scoring.picts": "Scoring the Picts",
    "ME.arthur.scoring.signet-ring": "The signet ring adds 3",
    "ME.arthur.setup": "Setting up Arthur",
    "ME.arthur.signet-extra-mission": "The signet ring's extra mission",
    "ME.arthur.space.activate-henchman": "Activate a henchman",
    "ME.arthur.space.apple": "The apple space",
    "ME.arthur.space.grail-excalibur": "Grail and Excalibur on the inner ring",
    "ME.arthur.space.influence": "The inner influence space",
    "ME.arthur.space.manor-points": "Points for manors",
    "ME.arthur.space.merlin": "The Merlin space",
    "ME.arthur.space.move-arthur": "Move Arthur",
    "ME.arthur.space.picts": "Taking a Pict",
    "ME.arthur.space.replace-manor": "Replace a manor",
    "ME.arthur.space.resource": "Shield, flag or material spaces",
    "ME.arthur.space.signet-ring": "Taking the signet ring",
    "ME.arthur.space.stairs": "The stairs",
    "ME.caerleon.decree": "Decrees in Caerleon",
    "ME.caerleon.district-space": "A district space",
    "ME.caerleon.districts": "Districts stand for principalities",
    "ME.caerleon.forge": "The forge",
    "ME.caerleon.henchmen-scoring": "Henchmen scored in districts",
    "ME.caerleon.influence-good": "Influence spaces of a good in Caerleon",
    "ME.caerleon.influence-henchman": "The influence henchman space in Caerleon",
    "ME.caerleon.lady": "The lady-in-waiting in a district",
    "ME.caerleon.lady-slot": "The lady-in-waiting's own slot",
    "ME.caerleon.market": "The market district",
    "ME.caerleon.mint": "The mint",
    "ME.caerleon.orchard": "The orchard",
    "ME.caerleon.quarry": "The quarry",
    "ME.caerleon.setup": "Setting up Caerleon",
    "ME.caerleon.setup.back": "Caerleon's alternative set-up",
    "ME.caerleon.slots": "A district's other two slots",
    "ME.caerleon.slots.choose": "Choosing a slot when both are taken",
    "ME.caerleon.tailor": "The tailor",
    "ME.decree.gain": "What a decree gives",
    "ME.decree.setup": "Setting up the decrees",
    "ME.decree.spend-die": "One decree changes a die",
    "ME.decree.spend-good": "Two decrees take a good",
    "ME.decree.spend-influence": "Two decrees place influence",
    "ME.decree.spend-points": "Three decrees score 5 points",
    "ME.decree.take": "Taking a decree",
    "ME.decree.when": "When decrees are spent",
    "ME.dice.reroll": "Rolling again",
    "ME.dice.roll": "Rolling the dice",
    "ME.final.apples": "Apples at the end",
    "ME.final.leftovers": "Leftover goods at the end",
    "ME.final.staffs": "Unused staffs at the end",
    "ME.final.winner": "The winner",
    "ME.flag.flip-die": "Flag: turn the die over",
    "ME.flag.mirror": "Flag: the mirror",
    "ME.flag.missions": "Flag: a second mission",
    "ME.flag.one-redirect": "Only one flag changes the space",
    "ME.flag.other-action": "Flag: a different action",
    "ME.flag.repel-traitors": "Flag: drive out traitors",
    "ME.flag.reverse": "Flag: reverse",
    "ME.flag.use": "Using flags",
    "ME.gold.change-die": "Gold turns a die",
    "ME.gold.final": "Gold at the end",
    "ME.gold.medallion": "The action medallion of the gold",
    "ME.gold.mistletoe": "Mistletoe waives a requirement",
    "ME.gold.setup": "Setting up gold and mistletoe",
    "ME.gold.space.apple-or-mistletoe": "The apple or mistletoe space",
    "ME.gold.space.gold": "The gold coin space",
    "ME.henchman.builder": "The builder",
    "ME.henchman.flag-bearer": "The flag-bearer",
    "ME.henchman.lady-in-waiting": "The lady-in-waiting",
    "ME.henchman.shield-bearer": "The shield-bearer",
    "ME.kings_favor.choose": "Points or a seal",
    "ME.kings_favor.row1-point": "Favour row 1: a point more",
    "ME.kings_favor.row2-any-principality": "Favour row 2: any principality",
    "ME.kings_favor.row3-builder": "Favour row 3: the builder builds two manors",
    "ME.kings_favor.row3-flag-bearer": "Favour row 3: the flag-bearer scores any good",
    "ME.kings_favor.row3-lady": "Favour row 3: the lady-in-waiting takes two actions",
    "ME.kings_favor.row3-once": "Row 3 once per scoring",
    "ME.kings_favor.row3-shield-bearer": "Favour row 3: the shield-bearer drives out a traitor",
    "ME.kings_favor.seals": "Seals stay for the game",
    "ME.kings_favor.setup": "Setting up the King's Favour",
    "ME.knights.bedivere": "Sir Bedivere: more missions",
    "ME.knights.bedivere-swap": "Sir Bedivere: swapping a mission",
    "ME.knights.bors": "Sir Bors: any personal die",
    "ME.knights.draft": "Choosing allies",
    "ME.knights.draft-random": "Allies dealt at random",
    "ME.knights.gaheris": "Sir Gaheris: castle tiles",
    "ME.knights.gaheris-scoring": "Sir Gaheris in the surroundings scoring",
    "ME.knights.galahad": "Sir Galahad: taking from any principality",
    "ME.knights.gareth": "Sir Gareth: defence tiles",
    "ME.knights.gareth-final": "Sir Gareth at the end",
    "ME.knights.gawain": "Sir Gawain: setting Merlin's die",
    "ME.knights.geraint": "Sir Geraint: ally tiles",
    "ME.knights.geraint-final": "Sir Geraint at the end",
    "ME.knights.kay": "Sir Kay: influence tiles",
    "ME.knights.kay-scoring": "Sir Kay in the influence scoring",
    "ME.knights.lamorak": "Sir Lamorak: a second henchman",
    "ME.knights.lancelot": "Sir Lancelot: the marshal",
    "ME.knights.percival": "Sir Percival: changing a colour",
    "ME.knights.setup": "Setting up the allies",
    "ME.knights.tristram": "Sir Tristram: one more or one less",
    "ME.manor.limit": "At most seven manors",
    "ME.manor.material-line": "Which materials a tile accepts",
    "ME.manor.one-per-tile": "One manor per tile",
    "ME.manor.tower-bonus": "A manor on a tower",
    "ME.market.addition": "Addition markers",
    "ME.market.addition.scoring": "Addition markers in the influence scoring",
    "ME.market.apple-mistletoe": "The apple or mistletoe token",
    "ME.market.buy": "Buying at the market",
    "ME.market.material": "The material token",
    "ME.market.no-mission": "The market or a mission",
    "ME.market.setup": "Setting up the market",
    "ME.market.shield": "The shield token",
    "ME.market.worker": "Temporary workers",
    "ME.market.worker.extra-turn": "A worker's extra action",
    "ME.mission.complete": "Completing a mission",
    "ME.mission.draw-replacement": "Drawing a new mission",
    "ME.mission.one-per-turn": "One mission a turn",
    "ME.mission.refill-display": "Refilling the mission display",
    "ME.mission.requirement.goods": "Missions: goods of one colour",
    "ME.mission.requirement.goods-any-colour": "Missions: goods of any colours",
    "ME.mission.requirement.henchman-in": "Missions: a henchman in a principality",
    "ME.mission.requirement.henchmen-in": "Missions: two henchmen in a principality",
    "ME.mission.requirement.henchmen-together": "Missions: two henchmen together",
    "ME.mission.requirement.influence-any": "Missions: influence anywhere",
    "ME.mission.requirement.influence-in": "Missions: influence in a principality",
    "ME.mission.requirements-held": "Missions spend nothing",
    "ME.mission.reshuffle": "Reshuffling the missions",
    "ME.morgana.apple-not-morgana": "Apples cannot change Morgana's dice",
    "ME.morgana.bewitch": "Bewitch",
    "ME.morgana.block": "Morgana blocks a space",
    "ME.morgana.block.caerleon": "Morgana blocks a district",
    "ME.morgana.buy": "Buying from Morgana",
    "ME.morgana.cauldron": "The cauldrons",
    "ME.morgana.dark-influence": "Dark influence",
    "ME.morgana.dark-influence.scoring": "Dark influence in the scoring",
    "ME.morgana.dice-roll": "Rolling Morgana's dice",
    "ME.morgana.extra-die": "Using a Morgana die",
    "ME.morgana.horn-cup": "The horn cup",
    "ME.morgana.horn-cup.points": "Points for the horn cup",
    "ME.morgana.move": "Moving Morgana",
    "ME.morgana.poison-swap": "A poisoned apple swaps dice",
    "ME.morgana.poisoned-apple": "Poisoned apples",
    "ME.morgana.round-end": "Morgana at the end of a round",
    "ME.morgana.setup": "Setting up Morgana",
    "ME.morgana.swap-pawns": "Swap pawns",
    "ME.morgana.wild-six": "A six is any number",
    "ME.morgana.witch-gold": "Witch gold",
    "ME.morgana.witch-hut": "Witch huts",
    "ME.morgana.witch-hut.arthur": "Witch huts with Arthur",
    "ME.morgana.witch-hut.scoring": "Witch huts in the surroundings scoring",
    "ME.round.end": "The end of a round",
    "ME.round.extra-turns": "Turns without a die of one's own",
    "ME.round.prepare": "Preparing the next round",
    "ME.scoring.henchmen": "Scoring henchmen",
    "ME.scoring.influence": "Scoring influence",
    "ME.scoring.influence.grail": "The Grail breaks a tie",
    "ME.scoring.influence.return": "Taking influence back",
    "ME.scoring.order": "The order of a scoring",
    "ME.scoring.score-floor": "No score below zero",
    "ME.scoring.surroundings": "Scoring the surroundings",
    "ME.scoring.traitors.discard": "Traitors are discarded",
    "ME.scoring.traitors.excalibur": "Excalibur's bonus",
    "ME.scoring.traitors.new": "New traitors",
    "ME.scoring.traitors.penalty": "Traitors cost points",
    "ME.scoring.traitors.repel": "Driving out traitors with shields",
    "ME.scoring.traitors.reshuffle": "Reshuffling the traitors",
    "ME.setup.first-player": "The first player",
    "ME.setup.grail-excalibur": "The Grail and Excalibur at the start",
    "ME.setup.merlin": "Merlin's starting space",
    "ME.setup.missions": "The mission display",
    "ME.setup.missions-dealt": "Dealing missions",
    "ME.setup.player-components": "Each player's pieces",
    "ME.setup.round-marker": "The round marker",
    "ME.setup.start-tile": "Start tiles",
    "ME.setup.supplies": "The principalities' supplies",
    "ME.setup.surroundings": "Laying out the surroundings",
    "ME.setup.surroundings.small": "Fewer tiles with two or three players",
    "ME.setup.traitors": "The traitor piles",
    "ME.setup.traitors-dealt": "Dealing traitors",
    "ME.space.build-manor": "Build a manor",
    "ME.space.excalibur": "The Excalibur space",
    "ME.space.exchange": "The exchange space",
    "ME.space.grail": "The Grail space",
    "ME.space.influence-good": "Influence spaces for a good",
    "ME.space.influence-henchman": "The influence henchman space",
    "ME.space.missions": "The mission space",
    "ME.space.principality": "A principality space",
    "ME.space.principality.displace": "Sending a henchman home",
    "ME.space.principality.not-same": "A henchman must move",
    "ME.space.relocate": "Relocate a henchman",
    "ME.space.relocate.all-home": "Relocating when all are home",
    "ME.space.victory-points": "A victory point space",
    "ME.staff.double-action": "Merlin's staff: a double action",
    "ME.treasures.discard": "The discard treasure",
    "ME.treasures.excalibur": "The Excalibur treasure",
    "ME.treasures.grail": "The Grail treasure",
    "ME.treasures.influence": "The influence treasure",
    "ME.treasures.points-apple": "The points and apple treasure",
    "ME.treasures.setup": "Setting up the treasures",
    "ME.treasures.staff": "The staff treasure",
    "ME.turn.choose-die": "Choosing a die",
    "ME.turn.end": "The end of a turn",
    "ME.turn.game-over": "The game is over",
    "ME.turn.knight-moves-clockwise": "Your knight moves clockwise",
    "ME.turn.knights-share-spaces": "Knights share spaces",
    "ME.turn.merlin-moves-either-way": "Merlin moves either way",
    "ME.turn.pending-decision": "One decision at a time",
    "ME.turn.take-or-decline": "Take the action or decline it",
}

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Setup (Preparação, pp. 3-5)", ("ME.setup.",)),
    ("Rolling the dice (pp. 5-6)", ("ME.dice.",)),
    ("A turn (Jogabilidade, p. 6)", ("ME.turn.", "ME.staff.", "ME.apple.")),
    ("The action spaces (Espaços de ação, pp. 6-9)", ("ME.space.",)),
    ("The henchmen (Vassalos, p. 7)", ("ME.henchman.",)),
    ("Manors (Palacetes, p. 9)", ("ME.manor.",)),
    ("Missions (Missões, pp. 9 and 13)", ("ME.mission.",)),
    ("Flags (Bandeiras, p. 13)", ("ME.flag.",)),
    ("End of a round (Fim de uma rodada, p. 10)", ("ME.round.",)),
    ("Scoring (Pontuação, pp. 10-11)", ("ME.scoring.",)),
    ("End of the game (Fim de jogo, p. 12)", ("ME.final.",)),
    ("Module: The King's Favour (p. 14-15)", ("ME.kings_favor.",)),
    ("Module: Arthur (pp. 16-19)", ("ME.arthur.",)),
    ("Module: The Knights of the Round Table (pp. 20-25)", ("ME.knights.",)),
    ("Module: Gold and mistletoe (pp. 26-27)", ("ME.gold.",)),
    ("Module: The market (p. 28)", ("ME.market.",)),
    ("Module: The city of Caerleon (pp. 29-30)", ("ME.caerleon.",)),
    ("Module: Morgana (pp. 31-33)", ("ME.morgana.",)),
    ("Module: Treasures (p. 34)", ("ME.treasures.",)),
    ("Module: The King's Decree (p. 35)", ("ME.decree.",)),
)
"""The rulebook's sections in play order; the Portuguese headings are given in brackets, the
English titles are our translation."""

GLOSSARY: tuple[Term, ...] = (
    Term(
        "knight",
        "Your figure on the ring of action spaces, moved clockwise by your own dice.",
        ("ME.turn.knight-moves-clockwise",),
    ),
    Term(
        "Merlin",
        "The white figure every player may move, either way, with the Merlin die.",
        ("ME.turn.merlin-moves-either-way",),
    ),
    Term(
        "Merlin's staff",
        "A staff spent after moving Merlin to take that space's action twice.",
        ("ME.staff.double-action", "ME.final.staffs"),
    ),
    Term(
        "principality",
        "One of the six coloured regions of the board, each with its own "
        "space on the ring and its own supply of shields, flags and materials.",
        ("ME.space.principality", "ME.setup.supplies"),
    ),
    Term(
        "henchman",
        "One of your four helpers (lady-in-waiting, shield-bearer, builder, "
        "flag-bearer) sent into the principalities; each scores a point there at a scoring.",
        ("ME.space.principality", "ME.scoring.henchmen"),
    ),
    Term(
        "lady-in-waiting",
        "The henchman who places one of your influence markers in her principality.",
        ("ME.henchman.lady-in-waiting",),
    ),
    Term(
        "shield-bearer",
        "The henchman who takes a shield of his principality.",
        ("ME.henchman.shield-bearer",),
    ),
    Term(
        "builder",
        "The henchman who takes a building material of his principality.",
        ("ME.henchman.builder",),
    ),
    Term(
        "flag-bearer",
        "The henchman who takes a flag of his principality.",
        ("ME.henchman.flag-bearer",),
    ),
    Term(
        "influence",
        "Your markers in the principalities; the most markers in a "
        "principality scores points at each scoring.",
        ("ME.scoring.influence",),
    ),
    Term(
        "shield",
        "A good in a principality's colour, returned to drive out a traitor of that colour.",
        ("ME.scoring.traitors.repel",),
    ),
    Term(
        "flag",
        "A good in a principality's colour that can be returned for one special action.",
        ("ME.flag.use",),
    ),
    Term(
        "building material",
        "A good in a principality's colour, paid to build a manor on a tile that accepts it.",
        ("ME.space.build-manor", "ME.manor.material-line"),
    ),
    Term(
        "traitor",
        "A card above your castle that costs 3 points at the next scoring unless "
        "you drive it out with a shield of its colour.",
        ("ME.scoring.traitors.penalty", "ME.scoring.traitors.repel"),
    ),
    Term(
        "manor",
        "One of your seven buildings placed on the tiles of the surroundings; the "
        "most manors in a territory score its tiles.",
        ("ME.space.build-manor", "ME.scoring.surroundings"),
    ),
    Term(
        "surroundings",
        "The tiles laid between the frames of the board, grouped into territories by terrain.",
        ("ME.setup.surroundings", "ME.scoring.surroundings"),
    ),
    Term(
        "tower",
        "A tile with a tower gives a shield, a flag or an influence marker to the "
        "player who builds on it.",
        ("ME.manor.tower-bonus",),
    ),
    Term(
        "mission",
        "A card in your hand that scores its points when you hold what it asks for.",
        ("ME.mission.complete",),
    ),
    Term(
        "apple",
        "Returned to turn a die to any other face; worth a point at the end.",
        ("ME.apple.change-die", "ME.final.apples"),
    ),
    Term(
        "Excalibur",
        "The sword taken on its space by defeating a traitor; its holder "
        "scores 3 more points if they drive out all their traitors.",
        ("ME.space.excalibur", "ME.scoring.traitors.excalibur"),
    ),
    Term(
        "Grail",
        "The cup taken on its space with an apple; its holder may break one tie for "
        "the most influence in their favour.",
        ("ME.space.grail", "ME.scoring.influence.grail"),
    ),
    Term(
        "scoring",
        "The counting of points after rounds 2, 4 and 6: traitors, surroundings, "
        "influence, henchmen.",
        ("ME.scoring.order",),
    ),
    Term(
        "seal",
        "King's Favour: placed on your favour board instead of taking a mission's "
        "points, it unlocks a henchman's ability.",
        ("ME.kings_favor.choose",),
    ),
    Term(
        "Arthur",
        "Arthur module: the figure on the inner ring, moved with the black die.",
        ("ME.arthur.black-die",),
    ),
    Term(
        "Pict",
        "Arthur module: a tile beside your Arthur space whose values are added up at each scoring.",
        ("ME.arthur.scoring.picts",),
    ),
    Term(
        "signet ring",
        "Arthur module: its holder adds 3 to their Picts and may complete an extra mission.",
        ("ME.arthur.scoring.signet-ring",),
    ),
    Term(
        "ally",
        "Knights module: one of the twelve knights of the Round Table whose ability "
        "you keep for the game.",
        ("ME.knights.draft",),
    ),
    Term(
        "gold coin",
        "Gold module: returned to raise or lower a die by one; two are worth 3 points at the end.",
        ("ME.gold.change-die", "ME.gold.final"),
    ),
    Term(
        "mistletoe",
        "Gold module: spent to ignore one requirement of a mission.",
        ("ME.gold.mistletoe",),
    ),
    Term(
        "temporary worker",
        "Market module: a token used instead of one of your dice.",
        ("ME.market.worker",),
    ),
    Term(
        "addition marker",
        "Market module: put under an influence marker so that it counts as two.",
        ("ME.market.addition",),
    ),
    Term(
        "district",
        "Caerleon module: a tile over a principality with its own action and slots for henchmen.",
        ("ME.caerleon.districts",),
    ),
    Term(
        "Morgana",
        "Morgana module: the witch whose dice give an extra turn and who blocks "
        "the principality space she stands on.",
        ("ME.morgana.block",),
    ),
    Term(
        "poisoned apple",
        "Morgana module: spent to swap the values of two dice.",
        ("ME.morgana.poison-swap",),
    ),
    Term(
        "horn cup",
        "Morgana module: taken with a Morgana die; its holder scores points at "
        "the end of every round.",
        ("ME.morgana.horn-cup",),
    ),
    Term(
        "witch hut",
        "Morgana module: placed on one of your manors so that it counts as two.",
        ("ME.morgana.witch-hut",),
    ),
    Term(
        "treasure",
        "Treasures module: a tile of the surroundings that gives its bonus to "
        "whoever builds on it.",
        ("ME.treasures.setup",),
    ),
    Term(
        "decree",
        "King's Decree module: a card taken on a principality space and spent for "
        "a die change, a good, influence or points.",
        ("ME.decree.take", "ME.decree.when"),
    ),
)

SCORE_LABELS = {
    "missions": "Missions",
    "two-mission bonus": "Second mission bonus",
    "victory point spaces": "Victory point spaces",
    "traitors": "Traitors",
    "excalibur": "Excalibur",
    "surroundings": "Surroundings",
    "influence": "Influence",
    "henchmen": "Henchmen",
    "apples": "Apples",
    "staffs": "Merlin's staffs",
    "leftover goods": "Leftover goods",
    "king's favor": "King's Favour",
    "picts": "Picts",
    "knights": "Knights of the Round Table",
    "gold": "Gold",
    "morgana": "Morgana",
    "treasures": "Treasures",
    "decrees": "Decrees",
}

COLOUR_LABELS = {
    "black": "Black (the Dragon)",
    "grey": "Grey",
    "blue": "Blue",
    "purple": "Purple",
    "orange": "Orange",
    "brown": "Brown",
}


def requirement_text(colours: tuple[str, ...], r: Requirement) -> str:
    """One requirement of a mission card in words, as the card shows it."""
    where = colours[r.principality] if 0 <= r.principality < len(colours) else "one"
    good = GOOD_NAMES[r.good] if 0 <= r.good < len(GOOD_NAMES) else ""
    if r.kind == "goods":
        return f"{count(r.count, f'{colours[r.colour]} {good}')}"
    if r.kind == "goods-any-colour":
        return f"{count(r.count, good)} of any colours"
    if r.kind == "influence-in":
        return f"{count(r.count, 'influence marker')} in the {where} principality"
    if r.kind == "influence-any":
        return f"{count(r.count, 'influence marker')} in one principality"
    if r.kind == "henchman-in":
        return f"your {_henchman(r.henchmen[0])} in the {where} principality"
    if r.kind == "henchmen-in":
        return f"two of your henchmen in the {where} principality"
    return f"your {and_list([_henchman(h) for h in r.henchmen])} together in one principality"


def _henchman(h: int) -> str:
    return HENCHMAN_NAMES[h]


def mission_card(colours: tuple[str, ...], card: MissionCard, number: int) -> CardText:
    """A mission card as a learner reads it: named by its number in the deck and its
    henchman, with what it asks and what it scores."""
    needs = and_list([requirement_text(colours, r) for r in card.requires])
    points = count(card.points, "point")
    return CardText(
        card.id,
        f"Mission {number}: the {_henchman(card.henchman)}",
        "Mission",
        f"Hold {needs} to score {points}.",
    )


def register_missions(colours: tuple[str, ...], missions: Iterable[MissionCard]) -> None:
    """Register every mission card's text (called when a game's data is loaded)."""
    register_cards(GAME, [mission_card(colours, card, i + 1) for i, card in enumerate(missions)])


def mission_words(g: Any, card: str | int | MissionCard) -> str:
    """A mission card as narration names it: "the builder mission (1 blue material and 1 orange
    shield)". ``card`` is its id, its index in the game's data or the card itself."""
    missions = g.data.missions
    if isinstance(card, str):
        card = next(m for m in missions if m.id == card)
    elif isinstance(card, int):
        card = missions[card]
    needs = and_list([requirement_text(g.data.colours, r) for r in card.requires])
    return f"the {_henchman(card.henchman)} mission ({needs})"


def register() -> None:
    """Register Merlin's plain words (called by the game's ``__init__`` once every module's
    rules are registered, since rule names must name known rules)."""
    register_rule_names(RULE_NAMES)
    register_rule_sections("ME.", SECTIONS)
    register_glossary(GAME, GLOSSARY)
    register_labels(GAME, "score", SCORE_LABELS)
    register_labels(GAME, "colour", COLOUR_LABELS)
    register_labels(GAME, "player", {str(i): n for i, n in enumerate(PLAYER_COLOUR_NAMES)})


_SPACE_FORMS: tuple[tuple[str, str], ...] = (
    ("principality space ({c})", "{C} principality"),
    ("district space ({c})", "{C} district"),
    ("victory points ({c})", "Points for {cs}"),
    ("influence: henchman (districts)", "Influence and henchman (districts)"),
    ("influence: henchman", "Influence and henchman"),
    ("influence: {c} (districts)", "Influence and {c} (districts)"),
    ("influence: {c}", "Influence and {c}"),
)
_PLURALS = {
    "shield": "shields",
    "flag": "flags",
    "material": "materials",
    "influence": "influence",
    "manors": "manors",
}


def space_name(code_label: str) -> str:
    """How a learner reads a ring space: "principality space (black)" -> "Black principality",
    "influence: flag" -> "Influence and flag", "victory points (shield)" -> "Points for
    shields"; other spaces read as named ("Excalibur", "build a manor" -> "Build a manor")."""
    for pattern, form in _SPACE_FORMS:
        head, _, tail = pattern.partition("{c}")
        if tail and code_label.startswith(head) and code_label.endswith(tail):
            word = code_label[len(head) : len(code_label) - len(tail)]
            if not word or " " in word:
                continue
            return form.format(C=word.capitalize(), c=word, cs=_PLURALS.get(word, word))
        if not tail and code_label == pattern:
            return form
    return code_label[:1].upper() + code_label[1:]


def register_space_names(code_labels: Iterable[str]) -> None:
    """Register the ring spaces' names as ``label("merlin", "space", code label)``."""
    register_labels(GAME, "space", {c: space_name(c) for c in code_labels})


def tile_words(g: Any, pos: int) -> str:
    """A tile of the surroundings as a learner finds it: "the tile in row 2, column 4"."""
    row, col = divmod(pos, g.grid.columns)
    return f"the tile in row {row + 1}, column {col + 1}"


def tiles_words(g: Any, positions: Iterable[int]) -> str:
    """Several tiles: "the tiles in row 1, column 2 and row 3, column 1"."""
    places = [tile_words(g, pos).removeprefix("the tile in ") for pos in positions]
    if len(places) == 1:
        return f"the tile in {places[0]}"
    return f"the tiles in {and_list(places)}"
