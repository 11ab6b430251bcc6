"""Merlin's plain words: a name for every rule (base game and the nine Big Box modules), the
rulebook's sections in play order, the glossary, the mission cards' texts, the players' colours
and the labels of score categories, phases, colours and ring spaces. This is what a learner
reads; rule ids and codes stay keys in code.
"""

from __future__ import annotations

import importlib
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

from .constants import GOOD_NAMES, HENCHMAN_NAMES, STAGE_NAMES
from .data import MissionCard, Requirement

GAME = "merlin"

PLAYER_COLOUR_NAMES = ("Red", "Blue", "Green", "Orange")
"""The players by the colour of their pieces as drawn on the board (seat 0 to 3)."""

RULE_NAMES: dict[str, str] = {
    "ME.apple.change-die": "An apple turns a die",
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
    "ME.henchman.builder": "The builder",
    "ME.henchman.flag-bearer": "The flag-bearer",
    "ME.henchman.lady-in-waiting": "The lady-in-waiting",
    "ME.henchman.shield-bearer": "The shield-bearer",
    "ME.manor.limit": "At most seven manors",
    "ME.manor.material-line": "Which materials a tile accepts",
    "ME.manor.one-per-tile": "One manor per tile",
    "ME.manor.tower-bonus": "A manor on a tower",
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
)
"""The base game's sections of the rulebook in play order (the modules' follow, each from its
own ``words``); the Portuguese headings are given in brackets, the English titles are our
translation."""

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
    "king's favor": "King's Favor",
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
    name = f"{_henchman(card.henchman).capitalize()} mission: {needs}"
    return CardText(card.id, name, "Mission", f"Hold {needs} to score {points}.")


def register_missions(colours: tuple[str, ...], missions: Iterable[MissionCard]) -> None:
    """Register every mission card's text (called when a game's data is loaded)."""
    register_cards(GAME, [mission_card(colours, card, i + 1) for i, card in enumerate(missions)])


def mission_words(g: Any, card: str | int | MissionCard) -> str:
    """A mission card as narration names it: "the builder mission (1 blue material and 1 orange
    shield)". ``card`` is its id, its index in the game's data or the card itself."""
    missions: tuple[MissionCard, ...] = g.data.missions
    if isinstance(card, str):
        info = next(m for m in missions if m.id == card)
    elif isinstance(card, int):
        info = missions[card]
    else:
        info = card
    needs = and_list([requirement_text(g.data.colours, r) for r in info.requires])
    return f"the {_henchman(info.henchman)} mission ({needs})"


def _module_words() -> list[Any]:
    """Each registered module's ``words`` (its rule names, section and glossary), in the
    order the modules are registered (the rulebook's order)."""
    from .modules.registry import MODULES

    return [
        importlib.import_module(type(m).__module__.rsplit(".", 1)[0] + ".words")
        for m in MODULES.values()
    ]


MODULE_LABELS = {
    "kings_favor": "King's Favor",
    "arthur": "Arthur",
    "knights": "Knights of the Round Table",
    "gold": "Gold coins and mistletoe",
    "market": "Market",
    "caerleon": "Caerleon",
    "morgana": "Morgana",
    "treasures": "Treasures of the surroundings",
    "decree": "The King's decree",
}
"""The Big Box modules by the names of their chapters in the rulebook (pp. 14-35)."""


_PHASES = {
    "space action": "Take the space's action or decline it",
    "action: henchman": "Choose a henchman",
    "action: principality": "Choose a principality",
    "action: relocate": "Move a henchman",
    "action: take": "Take a shield, flag or material",
    "action: exchange (return)": "Exchange: give back a good",
    "action: exchange (take)": "Exchange: take a good",
    "action: missions (discard)": "Missions: discard",
    "action: build (tile)": "Build: choose a tile",
    "action: build (pay)": "Build: pay a material",
    "scoring: Grail": "Scoring: the Grail",
}
"""The base game's decision stages whose names read like the engine's, as a learner reads
them."""


def _phase(stage: str) -> str:
    """A decision stage as a learner reads it: "action: build (tile)" -> "Build: choose a
    tile", "choose a die" -> "Choose a die"."""
    if stage in _PHASES:
        return _PHASES[stage]
    head, _, rest = stage.partition(": ")
    text = rest if head in ("action", "Arthur module") and rest else stage
    text = text.replace("(return)", "(give back)").replace("(take)", "(take one)")
    return (text[:1].upper() + text[1:]).replace("King's favor", "King's Favor")


def register() -> None:
    """Register Merlin's plain words (called by the game's ``__init__`` once every module's
    rules are registered, since rule names must name known rules)."""
    sections = list(SECTIONS)
    register_rule_names(RULE_NAMES)
    register_glossary(GAME, GLOSSARY)
    for words in _module_words():
        register_rule_names(words.RULE_NAMES)
        register_glossary(GAME, words.GLOSSARY)
        sections.append(words.SECTION)
        if hasattr(words, "cards"):
            register_cards(GAME, words.cards())
    register_rule_sections("ME.", sections)
    register_labels(GAME, "phase", {n: _phase(n) for n in STAGE_NAMES if n})
    register_labels(GAME, "score", SCORE_LABELS)
    register_labels(GAME, "colour", COLOUR_LABELS)
    register_labels(GAME, "player", {str(i): n for i, n in enumerate(PLAYER_COLOUR_NAMES)})
    register_labels(GAME, "module", MODULE_LABELS)


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
    plain = code_label.removeprefix("Arthur: ")  # an inner space of Arthur's ring
    return plain[:1].upper() + plain[1:]


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
